/**
 * `GET /gw/long-weekends/{year}` through the handler (no server), on a generated tree
 * (2025–2027: 2026's New Year runs begin in 2025). Hand-checked against 内閣府「国民の祝日について」 (令和8年: 2026-05-06 振替休日 for
 * 憲法記念日 on a Sunday; 2026-09-22 国民の休日 between 敬老の日 and 秋分の日) and the statutes of
 * docs/calendar.md §13.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_LONG_WEEKENDS, EXAMPLE_LONG_WEEKENDS_PATH } from "../../../schemas/endpoints/long-weekends.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2025, 2027);
}, 120_000);
afterAll(() => tree?.cleanup());

const get = (path: string, init?: RequestInit) => getJson(tree.handler, path, init);

const run = (start: string, end: string, days: number, holidays: string[]) => ({ start, end, days, holidays });

/** 2026's runs of three or more closed days on the national calendar: the document's example (内閣府 令和8年). */
const NATIONAL_2026 = EXAMPLE_LONG_WEEKENDS.runs;

describe("long-weekends/{year}", () => {
  it("lists 2026's long weekends: Golden Week, the Silver Week, the three-day weekends (the document's example)", async () => {
    expect(await get(EXAMPLE_LONG_WEEKENDS_PATH)).toEqual({ status: 200, body: EXAMPLE_LONG_WEEKENDS });
    expect(NATIONAL_2026.map((r) => r.start)).toEqual([
      "2026-01-10",
      "2026-02-21",
      "2026-03-20",
      "2026-05-02",
      "2026-07-18",
      "2026-09-19",
      "2026-10-10",
      "2026-11-21",
    ]);
  });

  it("adds the New Year by calendar; a run cut by the coverage says so", async () => {
    // The bank's 2026 New Year (2025-12-31 Wed – 2026-01-04 Sun) begins in 2025: not a 2026 run.
    const bank = (await get("/gw/long-weekends/2026?calendar=bank")).body["runs"] as unknown[];
    expect(bank[0]).toEqual(NATIONAL_2026[0]);
    expect(bank.at(-1)).toEqual(run("2026-12-31", "2027-01-03", 4, ["元日"]));
    expect((await get("/gw/long-weekends/2025?calendar=bank")).body["runs"]).toContainEqual(run("2025-12-31", "2026-01-04", 5, ["元日"]));
    // 2025-01-01 (Wed) … 01-05 (Sun) touches the coverage's first day: it may have begun in 2024.
    const first = (await get("/gw/long-weekends/2025?calendar=bank")).body["runs"] as unknown[];
    expect(first[0]).toEqual({ ...run("2025-01-01", "2025-01-05", 5, ["元日"]), beyond_coverage: true });
    const government = (await get("/gw/long-weekends/2026?calendar=government")).body["runs"] as unknown[];
    expect(government.at(-1)).toEqual(run("2026-12-29", "2027-01-03", 6, ["元日"]));
    // 2027-12-29 (Wed) … the coverage ends on 12-31: the run goes on into 2028 beyond it.
    const end = (await get("/gw/long-weekends/2027?calendar=government")).body["runs"] as unknown[];
    expect(end.at(-1)).toEqual({ ...run("2027-12-29", "2027-12-31", 3, []), beyond_coverage: true });
  });

  it("takes a company's own days: closed Fridays make more long weekends", async () => {
    const runs = (await get("/gw/long-weekends/2026?closed=fri")).body["runs"] as { days: number }[];
    expect(runs.length).toBeGreaterThan(50);
    expect(runs.every((r) => r.days >= 3)).toBe(true);
  });

  it("answers the runs as CSV rows, and the same bytes through gw.php", async () => {
    const res = await tree.handler(new Request("http://x/gw/long-weekends/2026?format=csv"));
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="koyomi-long-weekends-national-2026-lite.csv"');
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer()).split("\r\n");
    expect(lines[0]).toBe("\uFEFFstart,end,days,holidays,beyond_coverage");
    expect(lines[4]).toBe("2026-05-02,2026-05-06,5,憲法記念日・みどりの日・こどもの日・振替休日,");
    expect(lines).toHaveLength(NATIONAL_2026.length + 2);
    const pretty = await tree.handler(new Request("http://x/gw/long-weekends/2026?calendar=bank"));
    const query = await tree.handler(new Request("http://x/gw.php?fn=long_weekends&year=2026&calendar=bank"));
    expect(await query.text()).toBe(await pretty.text());
    expect(query.headers.get("etag")).toBe(pretty.headers.get("etag"));
  });

  it("answers bad input with the usual JSON errors", async () => {
    expect(await get("/gw/long-weekends/26")).toMatchObject({
      status: 400,
      body: { code: "INVALID_PARAMETER", parameter: "year", value: "26" },
    });
    expect((await get("/gw/long-weekends/")).body).toMatchObject({ parameter: "year" });
    expect((await get("/gw/long-weekends/2026?closed=someday")).body).toMatchObject({ parameter: "closed", value: "someday" });
    expect(await get("/gw/long-weekends/2030")).toMatchObject({ status: 404, body: { code: "OUT_OF_COVERAGE", year: 2030 } });
  });
});
