/**
 * The pages the edge fills in per request (`/birth?…`, `/wareki?q=…`) on the server exactly as `npm start` builds
 * it (realServerForSuite, a generated 2026), asked as a browser asks: what users found on the 1.3 surface (issue 56,
 * item 8). The birth page's "same chart as JSON" names the chart asked, not the shell's 1990 example; the converter
 * takes the JSON endpoint's list syntax and answers every input, as its own JSON link does; a date written with its
 * weekday in parentheses is read, and a wrong weekday is refused naming the day's.
 */
import { describe, expect, it } from "vitest";
import { realServerForSuite } from "../mcp/real-server.ts";
import { bearer, TOKENS } from "../fixtures.ts";

const base = realServerForSuite();

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base()}${path}`, { headers });

/** The answer section of a page. */
const answerOf = (html: string): string => /<section id="answer"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

/** Every `href` of the JSON links (`<a class="json" href="…">`) of a page, entities undone. */
const jsonLinks = (html: string): string[] =>
  [...html.matchAll(/<a class="json" href="([^"]*)">/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("/birth: the same chart as JSON", () => {
  it("names and links the chart asked, every field carried over, not the 1990 example", async () => {
    const page = await get("/birth?date=2026-06-15&time=10:05&sex=female&longitude=135.5&solar=true&dst=auto");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain("1990-05-05T14:30");
    const links = jsonLinks(html);
    expect(links).toEqual(["/gw/birth/2026-06-15T10:05?sex=female&longitude=135.5&solar=true"]);
    expect(html).toContain("<code>GET /gw/birth/2026-06-15T10:05?sex=female&amp;longitude=135.5&amp;solar=true</code>");
    // the link is the chart the page shows
    const api = await get(links[0]!, bearer(TOKENS.pro));
    expect(api.status).toBe(200);
    const chart = (await api.json()) as { honmei: string; pillars: { hour: { kanshi: string }; day: { kanshi: string } } };
    expect(answerOf(html)).toContain(chart.pillars.hour.kanshi);
    expect(answerOf(html)).toContain(chart.pillars.day.kanshi);
    expect(answerOf(html)).toContain(chart.honmei);
  });

  it("links the issue's request (outside this coverage: its 404 page) and percent-encodes what a path cannot hold", async () => {
    const issue = await get("/birth?date=1985-02-04&time=06:12&sex=female");
    expect(issue.status).toBe(404);
    const html = await issue.text();
    expect(jsonLinks(html)).toEqual(["/gw/birth/1985-02-04T06:12?sex=female"]);
    expect(html).not.toContain("1990-05-05T14:30");
    // a time no path segment may hold goes as gw.php, percent-encoded, and answers as the page did
    const odd = await get(`/birth?date=2026-06-15&time=${encodeURIComponent("10時05分")}&sex=male`);
    expect(odd.status).toBe(400);
    const [link] = jsonLinks(await odd.text());
    expect(link).toBe(`/gw.php?fn=birth&at=${encodeURIComponent("2026-06-15T10時05分")}&sex=male`);
    const api = await get(link!, bearer(TOKENS.pro));
    expect([api.status, ((await api.json()) as { code: string }).code]).toEqual([400, "INVALID_DATETIME"]);
  });
});

describe("/wareki: lists and weekdays", () => {
  it("answers each input of a comma-separated list, as its JSON link does", async () => {
    const q = "令和8年1月1日,令和8年1月2日";
    const page = await get(`/wareki?q=${encodeURIComponent(q)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const answer = answerOf(html);
    const [link] = jsonLinks(html);
    expect(link).toBe(`/gw/wareki?text=${encodeURIComponent("令和8年1月1日")},${encodeURIComponent("令和8年1月2日")}`);
    const api = (await (await get(link!)).json()) as { count: number; results: { ok: boolean; gregorian: string; wareki: string }[] };
    expect(api.count).toBe(2);
    for (const r of api.results) {
      expect(r.ok).toBe(true);
      expect(answer).toContain(`data-iso="${r.gregorian}"`);
    }
    expect(answer.indexOf('data-iso="2026-01-01"')).toBeLessThan(answer.indexOf('data-iso="2026-01-02"'));
    // the field keeps the list
    expect(html).toContain(`name="q" value="${q}"`);
  });

  it("a list with an input that names no day still answers the others, the reason in its place", async () => {
    const page = await get(`/wareki?q=${encodeURIComponent("2026-01-01,令和7年2月29日")}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const answer = answerOf(html);
    expect(answer).toContain('data-iso="2026-01-01"');
    expect(answer).toContain("INVALID_DATE");
    expect(jsonLinks(html).at(-1)).toBe(`/gw/wareki?date=2026-01-01&text=${encodeURIComponent("令和7年2月29日")}`);
  });

  it("reads a date written with its weekday in parentheses; a wrong weekday is a 400 naming the day's", async () => {
    for (const q of ["令和8年1月1日（木）", "令和8年1月1日(木曜日)", "R8.1.1 （木曜）"]) {
      const page = await get(`/wareki?q=${encodeURIComponent(q)}`);
      expect(page.status, q).toBe(200);
      expect(answerOf(await page.text()), q).toContain('data-iso="2026-01-01"');
    }
    const wrong = await get(`/wareki?q=${encodeURIComponent("令和8年1月1日（金）")}`);
    expect(wrong.status).toBe(400);
    const reason = /<p class="reason" lang="en">([^<]*)/.exec(answerOf(await wrong.text()))?.[1] ?? "";
    expect(reason).toContain("wrong weekday");
    expect(reason).toContain("2026-01-01, a Thursday (木), not a Friday (金)");
  });
});
