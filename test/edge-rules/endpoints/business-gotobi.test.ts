/**
 * 五十日 (gotobi) through the handler (no server), on the shared 2025–2027 tree. Every expectation is hand-checked
 * against the weekdays of 2026, 内閣府「国民の祝日について」 令和8年 (5/3–5/6, 9/21–9/23) and the closures of
 * docs/calendar.md §13 (bank 12/31–1/3, government 12/29–1/3). Roll rules: previous (pay on the business day before,
 * the usual contract term) and next (民法 第142条).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_GOTOBI, EXAMPLE_GOTOBI_PATH } from "../../../schemas/endpoints/business-gotobi.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2025, 2027);
}, 120_000);
afterAll(() => tree?.cleanup());

const get = (path: string) => getJson(tree.handler, path);

type Settled = Record<"national" | "bank" | "government", { date: string | null; moved: boolean }>;

/** The settlement of one 五十日 in a month's answer. */
async function settled(path: string, date: string): Promise<Settled> {
  const { status, body } = await get(path);
  expect(status, path).toBe(200);
  const day = (body as { days: { date: string; settlement: Settled }[] }).days.find((d) => d.date === date);
  expect(day, `${path} lists ${date}`).toBeDefined();
  return day!.settlement;
}

const all = (date: string, moved: boolean) => ({ national: { date, moved }, bank: { date, moved }, government: { date, moved } });

describe("GET /gw/business/gotobi/{year}/{month}", () => {
  it("answers the document's example (May 2026) exactly", async () => {
    expect(await get(EXAMPLE_GOTOBI_PATH)).toEqual({ status: 200, body: EXAMPLE_GOTOBI });
  });

  it("lists the six 五十日 of a month, the last day being the month's end (2026-02: the 28th)", async () => {
    const { status, body } = await get("/gw/business/gotobi/2026/02");
    expect(status).toBe(200);
    const b = body as { ok: boolean; year: number; month: number; roll: string; days: { date: string }[] };
    expect([b.ok, b.year, b.month, b.roll]).toEqual([true, 2026, 2, "previous"]);
    expect(b.days.map((d) => d.date)).toEqual(["2026-02-05", "2026-02-10", "2026-02-15", "2026-02-20", "2026-02-25", "2026-02-28"]);
  });

  it("a 25th on a Saturday (2026-04-25) settles on Friday 4/24; with roll=next on Monday 4/27", async () => {
    expect(await settled("/gw/business/gotobi/2026/04", "2026-04-25")).toEqual(all("2026-04-24", true));
    expect(await settled("/gw/business/gotobi/2026/04?roll=next", "2026-04-25")).toEqual(all("2026-04-27", true));
  });

  it("a month end on a Sunday (2026-05-31) settles on Friday 5/29; roll=next on Monday 6/1", async () => {
    expect(await settled("/gw/business/gotobi/2026/05", "2026-05-31")).toEqual(all("2026-05-29", true));
    expect(await settled("/gw/business/gotobi/2026/05?roll=next", "2026-05-31")).toEqual(all("2026-06-01", true));
  });

  it("a holiday (こどもの日, Tuesday 2026-05-05) rolls past Golden Week: back to 5/1, forward to 5/7 (5/6 is a 振替休日)", async () => {
    expect(await settled("/gw/business/gotobi/2026/05", "2026-05-05")).toEqual(all("2026-05-01", true));
    expect(await settled("/gw/business/gotobi/2026/05?roll=next", "2026-05-05")).toEqual(all("2026-05-07", true));
  });

  it("a Sunday before the Silver Week (2026-09-20) rolls to Friday 9/18, or past 9/21–9/23 to Thursday 9/24", async () => {
    expect(await settled("/gw/business/gotobi/2026/09", "2026-09-20")).toEqual(all("2026-09-18", true));
    expect(await settled("/gw/business/gotobi/2026/9?roll=next", "2026-09-20")).toEqual(all("2026-09-24", true));
  });

  it("年末: 2026-12-31 (Thursday) is open on national, moves to 12/30 on bank and 12/28 on government; forward, to 2027-01-04", async () => {
    expect(await settled("/gw/business/gotobi/2026/12", "2026-12-31")).toEqual({
      national: { date: "2026-12-31", moved: false },
      bank: { date: "2026-12-30", moved: true },
      government: { date: "2026-12-28", moved: true },
    });
    expect(await settled("/gw/business/gotobi/2026/12?roll=next", "2026-12-31")).toEqual({
      national: { date: "2026-12-31", moved: false },
      bank: { date: "2027-01-04", moved: true },
      government: { date: "2027-01-04", moved: true },
    });
  });

  it("a 五十日 in the New Year: 2026-01-05 (Monday) is open on every calendar; a company closed that day (closed=) moves it", async () => {
    expect(await settled("/gw/business/gotobi/2026/01", "2026-01-05")).toEqual(all("2026-01-05", false));
    // Closed on 1/5 too: back to Friday 1/2 on national (only 1/1 is a holiday), 12/30 on bank (12/31–1/3 closed),
    // 12/26 (Fri) on government (12/29–1/3 closed, 12/27–28 a weekend).
    expect(await settled("/gw/business/gotobi/2026/01?closed=2026-01-05", "2026-01-05")).toEqual({
      national: { date: "2026-01-02", moved: true },
      bank: { date: "2025-12-30", moved: true },
      government: { date: "2025-12-26", moved: true },
    });
  });

  it("the query style answers the same; a bad roll or month is a JSON 400", async () => {
    expect(await get("/gw.php?fn=gotobi&year=2026&month=4")).toEqual(await get("/gw/business/gotobi/2026/04"));
    const bad = await get("/gw/business/gotobi/2026/04?roll=later");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, code: "INVALID_PARAMETER" });
    expect((await get("/gw/business/gotobi/2026/13")).status).toBe(400);
    expect((await get("/gw/business/gotobi/2031/01")).status).toBe(404);
  });
});

describe("GET /gw/business/{date}: gotobi", () => {
  it("is true on the 5s, 10s and the month's last day, false otherwise", async () => {
    const gotobi = async (date: string) => ((await get(`/gw/business/${date}`)).body as { gotobi: boolean }).gotobi;
    expect(await gotobi("2026-04-25")).toBe(true);
    expect(await gotobi("2026-02-28")).toBe(true);
    expect(await gotobi("2026-05-31")).toBe(true);
    expect(await gotobi("2026-05-30")).toBe(false);
    expect(await gotobi("2026-01-01")).toBe(false);
  });
});
