/**
 * The month page (月のカレンダー, `/cal/YYYY/MM`): a grid of the month, rendered by the edge from the same
 * LiteDay records as `lite/gw/month/YYYY-MM.json`, readable with JavaScript off. A real
 * `<table>` with a caption, weeks from Sunday (as Japanese wall calendars), each day with its
 * date (a link to the day page), holiday name, 六曜, 旧暦, 二十四節気 and 新月/満月. Sundays and
 * holidays are red, Saturdays blue, and the holiday is also named (never colour alone,
 * WCAG 1.4.1). Only lite fields: no Pro data in a static page.
 */
import { holidayNameHtml } from "./holiday-phrases.ts";
import type { LiteDay } from "../day.ts";
import { dayNumber, daysInMonth, shiftMonth } from "../../calendar/time/day-number.ts";
import { isoWeekday } from "../../calendar/time/weekday.ts";
import type { Coverage } from "../coverage.ts";
import { dayPageUrl, monthPageUrl } from "./pages.ts";
import { html, ja, join, page, type SafeHtml } from "./html.ts";
import { splitMonthFile } from "../files/layout.ts";

/** English month names, for the caption. */
const MONTHS_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Weekday columns from Sunday: label, full Japanese name (the header's `abbr`), English, class. */
const WEEK = [
  ["日", "日曜日", "Sun", "sun"],
  ["月", "月曜日", "Mon", ""],
  ["火", "火曜日", "Tue", ""],
  ["水", "水曜日", "Wed", ""],
  ["木", "木曜日", "Thu", ""],
  ["金", "金曜日", "Fri", ""],
  ["土", "土曜日", "Sat", "sat"],
] as const;

/** The column (0 = Sunday) of a day number. */
function column(day: number): number {
  return (isoWeekday(day) + 1) % 7;
}

/** One day's cell. */
function cell(r: LiteDay): SafeHtml {
  const cls = [r.holiday !== undefined ? "hol" : "", r.youbi === "日" ? "sun" : r.youbi === "土" ? "sat" : ""].filter(Boolean).join(" ");
  const parts = [
    html`<a class="date" href="${dayPageUrl(r.y, r.m, r.d)}"><time datetime="${r.iso}">${r.d}</time></a>`,
    r.holiday !== undefined && html`<span class="holiday phrases">${holidayNameHtml(r.holiday)}</span>`,
    html`<span class="rokuyou">${r.rokuyou}</span>`,
    html`<span class="kyureki">${r.kyureki}</span>`,
    r.sekki !== "" && html`<span class="sekki">${r.sekki}</span>`,
    r.moonmark !== "" &&
      html`<span class="moon ${r.moonmark === "新月" ? "new" : "full"}">${r.moonmark === "新月" ? "●" : "○"}${r.moonmark}</span>`,
  ];
  return html`<td data-iso="${r.iso}"${cls && html` class="${cls}"`}>${parts}</td>`;
}

/** The previous/next month (`delta` ±1) or year (±12) link, or a plain label outside the coverage. */
function neighbour(coverage: Coverage, y: number, m: number, delta: -12 | -1 | 1 | 12): SafeHtml {
  const t = shiftMonth(y, m, delta);
  const year = Math.abs(delta) === 12;
  const label =
    delta < 0
      ? ja(year ? `« ${t.y}年` : `← ${t.m}月`, year ? "previous year" : "previous")
      : ja(year ? `${t.y}年 »` : `${t.m}月 →`, year ? "next year" : "next");
  const cls = `${delta < 0 ? "prev" : "next"}${year ? " year" : ""}`;
  if (t.y < coverage.from || t.y > coverage.to) return html`<span class="${cls} off">${label}</span>`;
  return html`<a class="${cls}"${!year && html` rel="${delta < 0 ? "prev" : "next"}"`} href="${monthPageUrl(t.y, t.m)}">${label}</a>`;
}

/** The query parameters of `/cal?y=YYYY&m=M`, the month picker's form (the edge answers 302 to that month's page). */
export const MONTH_PICKER_PARAMS = { year: "y", month: "m" } as const;

/**
 * The month picker (年月を選ぶ): a GET form to `/cal` with a year (a number inside the coverage) and a month, then a
 * link to each decade's first month inside the coverage; no script needed. `jst` (the landing page): the fields
 * and links carry jst-month.js templates, so a browser with JavaScript starts them at the current JST month.
 */
export function monthPicker(coverage: Coverage, y: number, m: number, id: string, jst = false): SafeHtml {
  const { year, month } = MONTH_PICKER_PARAMS;
  const months = Array.from(
    { length: 12 },
    (_, i) => html`<option value="${i + 1}"${i + 1 === m && html` selected`}>${i + 1}月 ${MONTHS_EN[i]!.slice(0, 3)}</option>`,
  );
  const decades: SafeHtml[] = [];
  for (let d = Math.floor(coverage.from / 10) * 10; d <= coverage.to; d += 10) {
    const first = Math.max(d, coverage.from);
    decades.push(html`<li><a href="${monthPageUrl(first, 1)}">${ja(`${d}年代`, `${d}s`)}</a></li>`);
  }
  const value = (template: string): SafeHtml | false => jst && html` data-jst-value="${template}"`;
  return html`<form class="month-picker" action="/cal" method="get">
<label for="${id}-y">${ja("年", "Year")}</label> <input id="${id}-y" name="${year}" type="number" inputmode="numeric" min="${coverage.from}" max="${coverage.to}" step="1" value="${y}" required${value("{y}")}>
<label for="${id}-m">${ja("月", "Month")}</label> <select id="${id}-m" name="${month}"${value("{m}")}>${months}</select>
<button type="submit">${ja("表示", "Show")}</button>
</form>
<nav class="decades" aria-label="年代 Decades"><ul>${decades}</ul></nav>`;
}

/**
 * The month page.
 * @param records the month's LiteDay records, day 1 first (exactly the month's days).
 * @param coverage the generated years (the previous/next links stay inside them).
 */
export function monthPage(y: number, m: number, records: readonly LiteDay[], coverage: Coverage): string {
  if (records.length !== daysInMonth(y, m))
    throw new Error(`monthPage: ${y}-${m} needs ${daysInMonth(y, m)} records, got ${records.length}`);
  const lead = column(dayNumber(y, m, 1));
  const empty = html`<td></td>`;
  const cells: SafeHtml[] = Array.from({ length: lead }, () => empty);
  for (const r of records) cells.push(cell(r));
  while (cells.length % 7 !== 0) cells.push(empty);
  const rows: SafeHtml[] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(html`<tr>${cells.slice(i, i + 7)}</tr>`);
  const head = WEEK.map(
    ([j, full, e, cls]) =>
      html`<th scope="col" abbr="${full}"${cls && html` class="${cls}"`}>${j}<span lang="en" class="en">${e}</span></th>`,
  );
  const title = `${y}年${m}月`;
  const en = `${MONTHS_EN[m - 1]} ${y}`;
  const main = html`<h1>${ja(`${title}の暦`, `Calendar, ${en}`)}</h1>
<nav class="months" aria-label="月の移動 Months">${neighbour(coverage, y, m, -12)}${neighbour(coverage, y, m, -1)}${neighbour(coverage, y, m, 1)}${neighbour(coverage, y, m, 12)}</nav>
<table class="month">
<caption>${ja(title, en)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${join(rows, "\n")}
</tbody>
</table>
<section class="pick" aria-labelledby="pick">
<h2 id="pick">${ja("ほかの月", "Another month")}</h2>
${monthPicker(coverage, y, m, "pick")}
</section>
<section class="legend" aria-labelledby="legend">
<h2 id="legend">${ja("凡例", "Legend")}</h2>
<ul>
<li><span class="swatch hol">赤</span> ${ja("日曜日と祝日（祝日名を表示）", "Sundays and national holidays (the holiday is named)")}</li>
<li><span class="swatch sat">青</span> ${ja("土曜日", "Saturdays")}</li>
<li>${ja("各日: 六曜・旧暦（月日）・二十四節気・新月（●）と満月（○）。日付から一日の詳しい説明へ。", "Each day: rokuyou, the old lunar date, the solar term, new (●) and full (○) moon. The date links to the day page.")}</li>
<li>${ja("同じ内容の JSON:", "The same data as JSON:")} <a href="/gw/range/${records[0]!.iso}/${records.at(-1)!.iso}">/gw/range/${records[0]!.iso}/${records.at(-1)!.iso}</a></li>
</ul>
</section>`;
  return page({
    title: `${title}の暦（六曜・旧暦・祝日） — ${en} | 暦 API`,
    description: `${title}のカレンダー: 祝日、六曜、旧暦、二十四節気、新月と満月。Japanese calendar for ${en}.`,
    main,
    current: "cal",
    bodyClass: "month-page",
  });
}

/**
 * The month page from the text of the lite month file `lite/gw/month/YYYY-MM.json` (how the edge renders it: the
 * tree holds no month page, docs/architecture.md "Generated tree"): the bytes {@link monthPage} gives for the
 * records the generator wrote there.
 * @returns the page, or `null` when the text is not the month's file.
 */
export function monthPageFromMonthFile(text: string, y: number, m: number, coverage: Coverage): string | null {
  const lines = splitMonthFile(text, y, m);
  return lines === null
    ? null
    : monthPage(
        y,
        m,
        lines.map((line) => JSON.parse(line) as LiteDay),
        coverage,
      );
}
