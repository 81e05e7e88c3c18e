/**
 * The memorial page (`/memorial`) and the life page (`/life`), edge-rules/pages/life-pages.ts, through the handler over
 * a generated 2026, no server: the tables hold the API's own answer (GET /gw/memorial, GET /gw/life), the rules'
 * selects list the registry's values, a 和暦 text is read as the API reads it; errors are the page with the API's
 * reason, its status and `no-store`; a 200 has the pages' headers, an ETag and 304; values are escaped.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIFE_RULES, MEMORIAL_RULES } from "../../../calendar/life/rules.ts";
import { PAGE_CSP } from "../../../schemas/pages/pages.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";

let tree: GeneratedTree;

beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
}, 300_000);
afterAll(() => tree?.cleanup());

const get = (path: string, headers: Record<string, string> = {}) => tree.handler(new Request(`http://127.0.0.1${path}`, { headers }));
const text = async (path: string) => (await get(path)).text();
const json = async (path: string) => (await get(path)).json();

/** The answer section of a page. */
const answerOf = (html: string): string => /<section id="answer"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
/** A table row by its `data-…` attribute. */
const rowOf = (html: string, attr: string, value: string): string =>
  new RegExp(`<tr ${attr}="${value}">[\\s\\S]*?</tr>`).exec(html)?.[0] ?? "";
/** A row's cells' text, tags stripped. */
const cells = (row: string): string[] => [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
/** The JSON links of a page, entities undone. */
const jsonLinks = (html: string): string[] =>
  [...html.matchAll(/<a class="json" href="([^"]*)">/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
/** The values of a select's options. */
const optionsOf = (html: string, name: string): string[] => {
  const select = new RegExp(`<select [^>]*name="${name}">([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]!);
};

describe("/memorial", () => {
  it("died 2026-01-10: 七七日 (四十九日) 2026-02-27 金, the weekend before 02-21/02-22, every row the API's", async () => {
    const res = await get("/memorial?death=2026-01-10&birth=1950-03-03&year=2026");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe(PAGE_CSP);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toMatch(/public/);
    const html = await res.text();
    expect(html).not.toContain("<script");
    const row = cells(rowOf(html, "data-id", "day-49"));
    expect(row[0]).toContain("七七日");
    expect(row[0]).toContain("四十九日");
    expect(row.slice(1, 4)).toEqual(["2026-02-27", "金", "大安"]);
    expect(row[5]).toBe("土 2026-02-21 日 2026-02-22");
    // every row of the three tables is the API's
    const api = await json("/gw/memorial/2026-01-10?birth=1950-03-03&year=2026");
    for (const item of [...api.chuin, ...api.nenki]) {
      const r = cells(rowOf(html, "data-id", item.id));
      expect(r.slice(1, 4), item.id).toEqual([item.date, item.youbi, item.rokuyou]);
      expect(r[4], item.id).toBe(item.holiday ?? "");
      expect(r[5], item.id).toBe(`土 ${item.weekend_before.saturday} 日 ${item.weekend_before.sunday}`);
    }
    const meinichi = [...answerOf(html).matchAll(/<tr data-kind="[a-z]+">[\s\S]*?<\/tr>/g)].map((m) => cells(m[0])[1]);
    expect(meinichi).toEqual(api.meinichi.days.map((d: { date: string }) => d.date));
    expect(answerOf(html)).toContain("77歳");
    expect(jsonLinks(html)).toEqual(["/gw/memorial/2026-01-10?birth=1950-03-03&year=2026"]);
    // validators: 304
    const again = await get("/memorial?death=2026-01-10&birth=1950-03-03&year=2026", { "if-none-match": res.headers.get("etag")! });
    expect(again.status).toBe(304);
  });

  it("the rules' selects list the registry's values; a choice reaches the API (chuin=eve: 七七日 a day earlier) and the JSON link", async () => {
    const empty = await text("/memorial");
    for (const rule of MEMORIAL_RULES) expect(optionsOf(empty, rule.id), rule.id).toEqual([...rule.values]);
    expect(answerOf(empty)).toBe("");
    const html = await text("/memorial?death=2026-01-10&chuin=eve&nenki_set=common");
    expect(cells(rowOf(html, "data-id", "day-49"))[1]).toBe("2026-02-26");
    expect(rowOf(html, "data-id", "year-24")).toBe("");
    expect(html).toMatch(/<option value="eve" selected>/);
    expect(jsonLinks(html)).toEqual(["/gw/memorial/2026-01-10?rules=chuin:eve,nenki_set:common"]);
  });

  it("a 和暦 text is read as the API reads it, and linked through gw.php", async () => {
    const html = await text(`/memorial?death=&death_text=${encodeURIComponent("令和8年1月10日")}`);
    expect(cells(rowOf(html, "data-id", "day-49"))[1]).toBe("2026-02-27");
    const [link] = jsonLinks(html);
    expect(link).toBe(`/gw.php?fn=memorial&death=${encodeURIComponent("令和8年1月10日")}`);
    expect((await json(link!)).chuin[6].date).toBe("2026-02-27");
  });

  it("errors: the API's reason and status in the page, no-store, no stack", async () => {
    for (const [query, status, code] of [
      ["death=2026-02-30", 400, "INVALID_DATE"],
      ["death=2101-01-01", 404, "OUT_OF_COVERAGE"],
      ["death=2026-01-10&birth=2027-01-01", 400, "INVALID_PARAMETER"],
      ["death=2026-01-10&chuin=nope", 400, "INVALID_PARAMETER"],
      ["death=&death_text=%E5%B9%B3%E6%88%9075%E5%B9%B4", 400, "INVALID_DATE"],
      ["death=", 400, "DATE_REQUIRED"],
    ] as const) {
      const res = await get(`/memorial?${query}`);
      expect(res.status, query).toBe(status);
      expect(res.headers.get("cache-control"), query).toBe("no-store");
      const html = await res.text();
      expect(answerOf(html), query).toContain(`(${code})`);
      expect(html, query).not.toMatch(/\bat [\w.]+ \(|Error:/);
    }
  });

  it("escapes what was typed", async () => {
    const html = await text(`/memorial?death=&death_text=${encodeURIComponent('"><script>x</script>')}`);
    expect(html).not.toContain("<script>x");
    expect(html).toContain("&quot;&gt;&lt;script&gt;x&lt;/script&gt;");
  });
});

describe("/life", () => {
  it("born 1985-05-05, male, 2026: 満41, 数え42, 丙午, 本厄 42 大厄 — the API's year", async () => {
    const res = await get("/life?born=1985-05-05&sex=male&years=2026");
    expect(res.status).toBe(200);
    const html = await res.text();
    const row = cells(rowOf(html, "data-year", "2026"));
    expect(row.slice(0, 4)).toEqual(["2026", "41", "42", "丙午"]);
    expect(row[4]).toBe("本厄 42 大厄");
    const api = (await json("/gw/life/1985-05-05?sex=male&years=2026")).years[0];
    expect([api.age, api.kazoe, api.eto]).toEqual([41, 42, "丙午"]);
    expect(api.yaku).toEqual([expect.objectContaining({ id: "honyaku", age: 42, taiyaku: true })]);
    expect(row[9]).toContain(api.lunar_birthday[0].date);
    expect(jsonLinks(html)).toEqual(["/gw/life/1985-05-05?sex=male&years=2026"]);
  });

  it("a range of years, one row each; without years the API's default (this year and the nine after)", async () => {
    const range = await text("/life?born=2019-11-20&years=2021-2025");
    expect([...range.matchAll(/<tr data-year="([0-9]+)">/g)].map((m) => m[1])).toEqual(["2021", "2022", "2023", "2024", "2025"]);
    // 七五三 (満, both sexes asked) and the 年男・年女 of 2031 follow the API's rows
    const api = await json("/gw/life/2019-11-20");
    const html = await text("/life?born=2019-11-20");
    expect([...html.matchAll(/<tr data-year="([0-9]+)">/g)].map((m) => Number(m[1]))).toEqual(
      api.years.map((y: { year: number }) => y.year),
    );
    for (const y of api.years) {
      const row = cells(rowOf(html, "data-year", String(y.year)));
      expect(row.slice(1, 3), String(y.year)).toEqual([String(y.age), String(y.kazoe)]);
      expect(row[3]!.includes("年男"), String(y.year)).toBe(y.toshi);
      expect(row[6]!.length > 0, String(y.year)).toBe(y.shichigosan.length > 0);
    }
  });

  it("the rules' selects list the registry's values; sex both|male|female", async () => {
    const empty = await text("/life");
    for (const rule of LIFE_RULES) expect(optionsOf(empty, rule.id), rule.id).toEqual([...rule.values]);
    expect(optionsOf(empty, "sex")).toEqual(["", "male", "female"]);
    const html = await text("/life?born=1985-05-05&sex=male&years=2026&yaku_61=none&chouju_age=man");
    expect(jsonLinks(html)).toEqual(["/gw/life/1985-05-05?sex=male&years=2026&rules=yaku_61:none,chouju_age:man"]);
  });

  it("errors: the API's reason and status in the page, no-store", async () => {
    for (const [query, status, code] of [
      ["born=1985-05-05&years=1900", 400, "INVALID_PARAMETER"],
      ["born=1985-13-05", 400, "INVALID_DATE"],
      ["born=1985-05-05&sex=other", 400, "INVALID_PARAMETER"],
      ["born=2101-01-01", 404, "OUT_OF_COVERAGE"],
    ] as const) {
      const res = await get(`/life?${query}`);
      expect(res.status, query).toBe(status);
      expect(res.headers.get("cache-control"), query).toBe("no-store");
      expect(answerOf(await res.text()), query).toContain(`(${code})`);
    }
  });
});

describe("registration", () => {
  it("every page's navigation links both pages; their paths under them are the HTML 404", async () => {
    for (const path of ["/", "/birth", "/wareki", "/memorial", "/life"]) {
      const html = await text(path);
      expect(html, path).toContain('href="/memorial"');
      expect(html, path).toContain('href="/life"');
    }
    expect(await text("/memorial")).toContain('<a href="/memorial" aria-current="page">');
    const res = await get("/memorial/x", { accept: "text/html" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });
});
