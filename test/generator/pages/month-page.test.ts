/**
 * The month page and the Markdown of the API reference, as pure functions: the grid's shape
 * (leading blanks = the weekday of the 1st, Sunday first), the colours' classes, the links,
 * escaping, and the same bytes for the same input.
 */
import { HOLIDAY_PHRASES, holidayNameHtml } from "../../../schemas/pages/holiday-phrases.ts";
import { HOLIDAY_NAMES } from "../../../calendar/names.ts";
import { describe, expect, it } from "vitest";
import { monthPage } from "../../../schemas/pages/month-page.ts";
import { markdown } from "../../../generator/pages/markdown.ts";
import { landingPage, feedPath } from "../../../generator/pages/landing-page.ts";
import { daysInMonth, dayNumber, isoDate } from "../../../calendar/time/day-number.ts";
import type { LiteDay } from "../../../schemas/day.ts";

const YOUBI = ["木", "金", "土", "日", "月", "火", "水"] as const; // day 0 = 1970-01-01, a Thursday

/** Made-up records with a real calendar shape (values are not calendar values: only the layout is tested). */
function month(y: number, m: number): LiteDay[] {
  return Array.from({ length: daysInMonth(y, m) }, (_, i) => {
    const n = dayNumber(y, m, i + 1);
    return {
      iso: isoDate(n),
      y,
      m,
      d: i + 1,
      youbi: YOUBI[n % 7]!,
      ...(i === 2 ? { holiday: "<b>テスト</b>の日" } : {}),
      rokuyou: "大安",
      kyureki: "3月15日",
      sekki: i === 4 ? "立夏" : "",
      moonmark: i === 16 ? "新月" : "",
    };
  });
}

describe("month page", () => {
  it("puts the 1st under its weekday (Sunday first) and fills whole weeks", () => {
    const html = monthPage(2026, 5, month(2026, 5), { from: 2026, to: 2026 }); // 2026-05-01 is a Friday
    const firstRow = html.slice(html.indexOf("<tbody>")).split("<tr>")[1]!;
    expect(firstRow.match(/<td><\/td>/g)).toHaveLength(5);
    expect(firstRow).toContain('data-iso="2026-05-01"');
    expect((html.match(/<tr>/g) ?? []).length - 1).toBe(6); // header row + 6 weeks (31 days from a Friday)
    expect(html.match(/<td/g)!.length).toBe(42);
  });

  it("marks Sundays and holidays red, Saturdays blue, names the holiday, escapes text", () => {
    const html = monthPage(2026, 5, month(2026, 5), { from: 2026, to: 2026 });
    expect(html).toContain('<td data-iso="2026-05-03" class="hol sun">');
    expect(html).toContain('<td data-iso="2026-05-02" class="sat">');
    expect(html).toContain('<span class="holiday phrases">&lt;b&gt;テスト&lt;/b&gt;の日</span>');
    expect(html).not.toContain("<b>テスト");
    expect(html).toContain('<a class="date" href="/cal/2026/05/01"><time datetime="2026-05-01">1</time></a>');
    expect(html).toContain('<span class="moon new">●新月</span>');
    expect(html).toContain('<html lang="ja">');
  });

  it("links the neighbouring months inside the coverage only", () => {
    const edge = monthPage(2026, 1, month(2026, 1), { from: 2026, to: 2027 });
    expect(edge).toContain('<span class="prev off">');
    expect(edge).toContain('href="/cal/2026/02"');
    const end = monthPage(2027, 12, month(2027, 12), { from: 2026, to: 2027 });
    expect(end).toContain('href="/cal/2027/11"');
    expect(end).toContain('<span class="next off">');
  });

  it("is deterministic and refuses a wrong number of records", () => {
    expect(monthPage(2024, 2, month(2024, 2), { from: 2024, to: 2024 })).toBe(monthPage(2024, 2, month(2024, 2), { from: 2024, to: 2024 }));
    expect(() => monthPage(2024, 2, month(2024, 2).slice(1), { from: 2024, to: 2024 })).toThrow(/29 records/);
  });
});

describe("API reference Markdown", () => {
  it("renders paragraphs, tables, bold and code, and escapes everything else", () => {
    const html = markdown("**Coverage:** `a<b>` & <script>x</script>\n\n| a | b |\n|---|---|\n| 1 | `2` |").toString();
    expect(html).toContain("<p><strong>Coverage:</strong> <code>a&lt;b&gt;</code> &amp; &lt;script&gt;x&lt;/script&gt;</p>");
    expect(html).toContain('<th scope="col">a</th>');
    expect(html).toContain("<td><code>2</code></td>");
  });
});

describe("landing page", () => {
  it("builds feed links in the URL form of docs/interface.md#calendar-subscriptions, and a compact month picker of the coverage", () => {
    expect(feedPath(["holiday", "rokuyou"], "ja")).toBe("/gw/calendar.ics?include=holiday,rokuyou");
    expect(feedPath(["kou72"], "en")).toBe("/gw/calendar.ics?include=kou72&lang=en");
    const html = landingPage({ from: 2020, to: 2030 });
    expect(html.match(/href="\/cal\/[0-9]{4}\/[01][0-9]"/g)).toEqual(['href="/cal/2020/01"', 'href="/cal/2030/01"']);
    expect(html).toContain('<form class="month-picker" action="/cal" method="get">');
    expect(html).toContain('name="y" type="number" inputmode="numeric" min="2020" max="2030"');
    // the whole calendar: a decade link each, and a page far smaller than a list of its 2,736 months (172 KB)
    const whole = landingPage({ from: 1873, to: 2100 });
    expect(whole.match(/href="\/cal\/[0-9]{4}\/01"/g)).toHaveLength(24);
    expect(whole).toContain('href="/cal/1873/01"');
    expect(Buffer.byteLength(whole)).toBeLessThan(20_000);
    for (const item of ["holiday", "rokuyou", "sekki", "zassetsu", "moon", "kou72"])
      expect(html).toContain(`name="include" value="${item}"`);
  });
});

describe("holiday names in the month grid break only between their phrases", () => {
  it("every holiday name has phrases that spell it, each a whole word, joined by <wbr>", () => {
    for (const name of HOLIDAY_NAMES) {
      const phrases = HOLIDAY_PHRASES[name];
      expect(phrases.join(""), name).toBe(name);
      expect(
        phrases.every((p) => p.length > 0 && p !== "日"),
        name,
      ).toBe(true);
      expect(holidayNameHtml(name).toString()).toBe(phrases.join("<wbr>"));
    }
    expect(holidayNameHtml("建国記念の日").toString()).toBe("建国<wbr>記念の日");
  });
});
