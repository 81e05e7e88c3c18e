/**
 * The converter page (`/wareki`, edge-rules/pages/wareki-page.ts) through the handler over a real
 * generated tree (2026), no server: the query-less shell is the file; with `q` the shell comes back
 * with the record filled in (the API's values), the field and calendar kept, escaped; errors are
 * 400/404 pages with the API's reason in the error box, `no-store`; a 200 has its own ETag and 304;
 * br on Node. Then the module alone: the slots, and a tree without the shell.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandler } from "../../../edge-rules/handler.ts";
import { nodeCompressor } from "../../../edge-rules/node/compressor.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import type { Origin } from "../../../edge-rules/origin/origin.ts";
import { MemoryRateLimiter } from "../../../edge-rules/access/rate-limit.ts";
import { memoryTokenStore } from "../../../edge-rules/access/token-store.ts";
import { fillShell, MAX_QUERY_LENGTH, splitShell, warekiQuery } from "../../../edge-rules/pages/wareki-page.ts";
import { warekiPage } from "../../../generator/pages/wareki-page.ts";
import { raw } from "../../../schemas/pages/html.ts";
import { PAGE_CSP, PAGE_FILES, WAREKI_SLOTS } from "../../../schemas/pages/pages.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKEN_RECORDS } from "../fixtures.ts";

let tree: GeneratedTree;
let shell: string;

beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
  shell = readFileSync(join(tree.dir, "public", PAGE_FILES.wareki), "utf8");
}, 300_000);
afterAll(() => tree?.cleanup());

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  tree.handler(new Request(`http://127.0.0.1${path}`, { method, headers }));
const page = (q: string, calendar?: string) =>
  get(`/wareki?q=${encodeURIComponent(q)}${calendar === undefined ? "" : `&calendar=${encodeURIComponent(calendar)}`}`);
const json = async (path: string) => (await get(path)).json();

/** The answer section of a page (between the form and the examples). */
const answerOf = (html: string): string => /<section id="answer"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe("/wareki through the handler", () => {
  it("without q is the generated shell: empty field, Gregorian checked, no answer, validators", async () => {
    const res = await get("/wareki");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(shell);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe(PAGE_CSP);
    expect(res.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(shell).toContain(WAREKI_SLOTS.answer);
    expect(shell).toContain('<form id="wareki-form" class="wareki" action="/wareki#answer" method="get">');
    expect(shell).not.toContain("<script");
    // a calendar alone is no query
    expect(await (await get("/wareki?calendar=julian")).text()).toBe(shell);
  });

  it("天正10年6月2日 is 1582-07-01 (Gregorian), 1582-06-21 (Julian): the API's record, rendered into the shell", async () => {
    const res = await page("天正10年6月2日");
    expect(res.status).toBe(200);
    const html = await res.text();
    const api = (await json(`/gw/wareki?text=${encodeURIComponent("天正10年6月2日")}`)).results[0];
    expect([api.gregorian, api.julian, api.wareki]).toEqual(["1582-07-01", "1582-06-21", "天正10年6月2日"]);
    const answer = answerOf(html);
    expect(answer).toContain('<p class="wareki-date">天正10年6月2日</p>');
    expect(answer).toContain(`data-iso="1582-07-01">1582-07-01（${api.youbi}）`);
    expect(answer).toContain(`data-iso="1582-06-21">1582-06-21（${api.youbi}）`);
    expect(answer).toContain(`${api.kyureki.year}年${api.kyureki.month}月${api.kyureki.day}日`);
    expect(answer).toContain(`<strong>天正10年</strong>`);
    expect(answer).toContain(api.kanshi);
    expect(answer).toContain(api.kanshi_year);
    expect(answer).toContain(`${api.rokuyou} <span lang="en"`);
    expect(answer).toContain(`href="/gw/wareki?text=${encodeURIComponent("天正10年6月2日")}"`);
    // the rest of the page is the shell's, the field keeps the input
    expect(html).toContain('name="q" value="天正10年6月2日"');
    expect(html).toContain(WAREKI_SLOTS.gregorian);
    expect(html).not.toContain(WAREKI_SLOTS.answer);
    expect(html.replace(answer, WAREKI_SLOTS.answer).replace('value="天正10年6月2日"', 'value=""')).toBe(shell);
    // public caching with its own strong ETag, 304 on it, HEAD without body
    const etag = res.headers.get("etag")!;
    expect(etag).not.toBe((await get("/wareki")).headers.get("etag"));
    expect(res.headers.get("cache-control")).toContain("public");
    expect(res.headers.get("last-modified")).toBeTruthy();
    const again = await get(`/wareki?q=${encodeURIComponent("天正10年6月2日")}`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    const head = await get(`/wareki?q=${encodeURIComponent("天正10年6月2日")}`, {}, "HEAD");
    expect([head.status, await head.text(), head.headers.get("etag")]).toEqual([200, "", etag]);
    // a different query is a different representation
    expect((await page("天正10年6月3日")).headers.get("etag")).not.toBe(etag);
  });

  it("a Western date is read in the chosen calendar, which stays checked; the JSON link names it", async () => {
    const html = await (await page("1582-06-21", "julian")).text();
    expect(answerOf(html)).toContain('data-iso="1582-07-01"');
    expect(answerOf(html)).toContain('<p class="wareki-date">天正10年6月2日</p>');
    expect(answerOf(html)).toContain('href="/gw/wareki/1582-06-21?calendar=julian"');
    expect(html).toContain('value="julian" checked');
    expect(html).not.toContain('value="gregorian" checked');
    const greg = answerOf(await (await page("1582-06-21")).text());
    expect(greg).toContain('data-iso="1582-06-11"');
    expect(greg).toContain('href="/gw/wareki/1582-06-21"');
    // full-width digits are folded
    expect(answerOf(await (await page("１５８２－０７－０１")).text())).toContain('<p class="wareki-date">天正10年6月2日</p>');
  });

  it("says how a text was read when the era was not in force, or the year had no era; a text's Western year follows the calendar sent", async () => {
    const reading = /<dt>読み方 <span lang="en" class="en">reading<\/span><\/dt><dd>(.*?)<\/dd>/;
    const kept = answerOf(await (await page("慶応4年9月8日")).text());
    expect(kept).toContain('<p class="wareki-date">明治元年9月8日</p>');
    expect(reading.exec(kept)?.[1]).toContain("改元前の元号のまま");
    expect(reading.exec(kept)?.[1]).toContain("the era in force was 明治");
    const fromNewYear = answerOf(await (await page("大化元年1月1日")).text());
    expect(fromNewYear).toContain('data-iso="0645-02-05"');
    expect(reading.exec(fromNewYear)?.[1]).toContain("元年（その年の1月1日から）");
    expect(reading.exec(answerOf(await (await page("天正10年6月2日")).text()))).toBeNull();
    // the form sends its calendar: the page reads 1582年6月21日 in it, and its JSON link says so
    const julian = answerOf(await (await page("1582年6月21日", "julian")).text());
    expect(julian).toContain('<p class="wareki-date">天正10年6月2日</p>');
    expect(julian).toContain(`href="/gw/wareki?text=${encodeURIComponent("1582年6月21日")}&amp;calendar=julian"`);
    expect(reading.exec(julian)?.[1]).toContain("西暦（ユリウス暦）");
    expect(answerOf(await (await page("1582年6月21日", "gregorian")).text())).toContain('data-iso="1582-06-21"');
    // a link without calendar reads it as the API does: Julian before 1582-10-15
    expect(answerOf(await (await page("1582年6月21日")).text())).toContain('<p class="wareki-date">天正10年6月2日</p>');
  });

  it("元弘3年5月22日 names both courts' eras, labelled", async () => {
    const answer = answerOf(await (await page("元弘3年5月22日")).text());
    const api = (await json(`/gw/wareki?text=${encodeURIComponent("元弘3年5月22日")}`)).results[0];
    expect(api.eras.map((e: any) => e.court).sort()).toEqual(["north", "south"]);
    const courts = [...answer.matchAll(/<li data-court="(north|south)">(.*?)<strong>(.*?)<\/strong><\/li>/g)];
    expect(courts.map((m) => [m[1], m[3]])).toEqual(api.eras.map((e: any) => [e.court, `${e.name}${e.year === 1 ? "元" : e.year}年`]));
    expect(answer).toContain("南朝");
    expect(answer).toContain("北朝");
  });

  it("an input that names no day is a 400 page with the API's reason in the error box, the field kept, no-store", async () => {
    const res = await page("明治5年12月3日");
    expect(res.status).toBe(400);
    const api = (await json(`/gw/wareki?text=${encodeURIComponent("明治5年12月3日")}`)).results[0];
    expect(api.ok).toBe(false);
    const html = await res.text();
    expect(answerOf(html)).toContain('<div class="error-box" role="alert">');
    expect(answerOf(html)).toContain(`${api.error} <code>(INVALID_DATE)</code>`);
    expect(html).toContain('name="q" value="明治5年12月3日"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("content-security-policy")).toBe(PAGE_CSP);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("escapes every value: a <script> and quotes come back as text", async () => {
    const hostile = `<script>alert("x")</script>'"><img src=x onerror=alert(1)>&amp;`;
    const res = await page(hostile);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain(
      'name="q" value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;amp;"',
    );
    expect(answerOf(html)).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    // the JSON link is percent-encoded, its text escaped
    expect(answerOf(html)).toContain(`href="/gw/wareki?text=${encodeURIComponent(hostile).replaceAll("'", "&#39;")}"`);
    // a hostile calendar is not echoed
    const cal = await page("1600-10-21", `"><script>x</script>`);
    expect(cal.status).toBe(400);
    const calHtml = await cal.text();
    expect(calHtml).not.toContain("<script");
    expect(answerOf(calHtml)).toContain("calendar must be gregorian or julian <code>(INVALID_PARAMETER)</code>");
    expect(calHtml).toContain(WAREKI_SLOTS.gregorian);
  });

  it("404 outside 445-01-25..2100-12-31, 400 for an empty or too long q; paths under /wareki/ are the HTML 404", async () => {
    for (const q of ["0445-01-24", "2101-01-01"]) {
      const res = await page(q);
      expect(res.status, q).toBe(404);
      expect(answerOf(await res.text()), q).toContain("(OUT_OF_COVERAGE)");
    }
    expect((await page("0445-01-25")).status).toBe(200);
    const empty = await page("");
    expect(empty.status).toBe(400);
    expect(answerOf(await empty.text())).toContain("empty: expected a date");
    const long = await page("天".repeat(MAX_QUERY_LENGTH + 1));
    expect(long.status).toBe(400);
    const longHtml = await long.text();
    expect(longHtml).toContain(`name="q" value="${"天".repeat(MAX_QUERY_LENGTH)}"`);
    expect(answerOf(longHtml)).toContain(`q: at most ${MAX_QUERY_LENGTH} characters`);
    for (const path of ["/wareki/", "/wareki/1582-07-01", "/wareki.html"]) {
      const res = await get(path, { accept: "text/html" });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("ページが見つかりません");
    }
  });
});

describe("/wareki on Node: compressed like a page", () => {
  it("br with its own ETag and Vary: Accept-Encoding; the 400 too, still no-store", async () => {
    const handler = createHandler({
      origin: createFsOrigin({ root: join(tree.dir, "public") }),
      tokens: memoryTokenStore(TOKEN_RECORDS),
      limiter: new MemoryRateLimiter(),
      clock: () => Date.UTC(2026, 5, 1),
      config: { serviceName: "koyomi-api", rateLimits: { lite: 1_000_000, pro: 1_000_000, ultra: 1_000_000 } },
      compressor: nodeCompressor(),
    });
    const url = `http://127.0.0.1/wareki?q=${encodeURIComponent("天正10年6月2日")}`;
    const plain = await handler(new Request(url));
    const br = await handler(new Request(url, { headers: { "accept-encoding": "br" } }));
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8")).toBe(await plain.text());
    const bad = await handler(new Request(`http://127.0.0.1/wareki?q=x`, { headers: { "accept-encoding": "gzip" } }));
    expect([bad.status, bad.headers.get("content-encoding"), bad.headers.get("cache-control")]).toEqual([400, "gzip", "no-store"]);
  });
});

describe("the shell's slots (wareki-page.ts)", () => {
  const query = (q: string, calendar: "gregorian" | "julian" | null = "gregorian", calendarSent = true) => ({
    q,
    tooLong: false,
    calendar,
    calendarSent,
  });

  it("the generator writes each slot once, in order; filled with nothing new the shell is itself", () => {
    const parts = splitShell(warekiPage())!;
    expect(parts).toHaveLength(5);
    expect(fillShell(parts, query(""), raw(WAREKI_SLOTS.answer)).toString()).toBe(warekiPage());
  });

  it("a shell missing a slot, repeating one or out of order is refused", () => {
    const html = warekiPage();
    expect(splitShell(html.replace(WAREKI_SLOTS.answer, ""))).toBeNull();
    expect(splitShell(html + WAREKI_SLOTS.query)).toBeNull();
    expect(splitShell(html.replace(WAREKI_SLOTS.julian, "").replace("</main>", `${WAREKI_SLOTS.julian}</main>`))).toBeNull();
  });

  it("the query: the first q and calendar, cut to the limit; an unknown calendar is null", () => {
    expect(warekiQuery(new URL("http://x/wareki"))).toBeNull();
    expect(warekiQuery(new URL("http://x/wareki?q=a&q=b&calendar=julian"))).toEqual(query("a", "julian"));
    expect(warekiQuery(new URL("http://x/wareki?q=a&calendar=JULIAN"))).toEqual(query("a", null));
    expect(warekiQuery(new URL("http://x/wareki?q=a"))).toEqual(query("a", "gregorian", false));
    expect(warekiQuery(new URL(`http://x/wareki?q=${"x".repeat(150)}`))).toEqual({
      q: "x".repeat(100),
      tooLong: true,
      calendar: "gregorian",
      calendarSent: false,
    });
  });

  it("a tree without the shell answers the HTML 404 (reported), not a 5xx", async () => {
    const fs = createFsOrigin({ root: join(tree.dir, "public") });
    const origin: Origin = {
      manifest: () => fs.manifest(),
      bytes: (path) => fs.bytes(path),
      read: (path) => (path === PAGE_FILES.wareki ? Promise.resolve(null) : fs.read(path)),
    };
    const reported: unknown[] = [];
    const handler = createHandler({
      origin,
      tokens: memoryTokenStore(TOKEN_RECORDS),
      limiter: new MemoryRateLimiter(),
      clock: () => Date.UTC(2026, 5, 1),
      config: { serviceName: "koyomi-api", rateLimits: { lite: 1_000_000, pro: 1_000_000, ultra: 1_000_000 } },
      onError: (e) => reported.push(e),
    });
    const res = await handler(new Request(`http://127.0.0.1/wareki?q=${encodeURIComponent("天正10年6月2日")}`));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("ページが見つかりません");
    expect(reported.length).toBeGreaterThan(0);
  });
});
