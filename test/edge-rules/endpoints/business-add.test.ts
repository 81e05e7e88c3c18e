/**
 * `GET /gw/business/{date}/add/{days}` through the handler (no server), on a generated tree
 * (2026–2027). Hand-checked against 内閣府「国民の祝日について」 (令和8年・令和9年: 2027-01-01 元日 is
 * a Friday, 2027-01-11 成人の日) and the statutes of docs/calendar.md §13 (banks closed 12/31–1/3,
 * 銀行法施行令 第5条; government offices 12/29–1/3, 行政機関の休日に関する法律 第1条).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_BUSINESS_ADD, EXAMPLE_BUSINESS_ADD_PATH } from "../../../schemas/endpoints/business-add.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2026, 2027);
}, 120_000);
afterAll(() => tree?.cleanup());

const get = (path: string, init?: RequestInit) => getJson(tree.handler, path, init);
const pro = { headers: { authorization: `Bearer ${TOKENS.pro}` } };

describe("business/{date}/add/{days}", () => {
  it("counts business days over the New Year on each calendar", async () => {
    // 2026-12-28 is a Monday: 29, 30, 31 on national; the bank shuts 12/31–1/3 (2027-01-02/03 a weekend
    // anyway), so its third is Monday 2027-01-04; government offices shut 12/29–1/3: 1/4, 1/5, 1/6.
    expect(await get("/gw/business/2026-12-28/add/3")).toEqual({
      status: 200,
      body: { ok: true, calendar: "national", date: "2026-12-28", days: 3, result: "2026-12-31" },
    });
    expect((await get("/gw/business/2026-12-28/add/3?calendar=bank")).body).toMatchObject({ result: "2027-01-04" });
    expect((await get("/gw/business/2026-12-28/add/3?calendar=government")).body).toMatchObject({ result: "2027-01-06" });
  });

  it("counts back, answers 0 with the day itself, and skips a company's own closed days", async () => {
    // Back from Tuesday 2027-01-12 over 成人の日 (Monday 2027-01-11) and the weekend.
    expect((await get("/gw/business/2027-01-12/add/-1")).body).toMatchObject({ days: -1, result: "2027-01-08" });
    expect((await get("/gw/business/2027-01-12/add/01")).body).toMatchObject({ days: 1, result: "2027-01-13" });
    expect((await get("/gw/business/2027-01-09/add/0")).body).toMatchObject({ days: 0, result: "2027-01-09" });
    expect((await get("/gw/business/2027-01-12/add/1?closed=wed,2027-01-14")).body).toMatchObject({ result: "2027-01-15" });
    expect((await get("/gw/business/2027-01-08/add/1?open=2027-01-09")).body).toMatchObject({ result: "2027-01-09" });
  });

  it("gives the same bytes through gw.php", async () => {
    const pretty = await tree.handler(new Request("http://x/gw/business/2026-12-28/add/3?calendar=bank"));
    const query = await tree.handler(new Request("http://x/gw.php?fn=business_add&date=2026-12-28&days=3&calendar=bank"));
    expect(await query.text()).toBe(await pretty.text());
    expect(query.headers.get("etag")).toBe(pretty.headers.get("etag"));
  });

  it("limits |days| by plan: 366 on lite, 3660 with a Pro credential, never more", async () => {
    expect(await get("/gw/business/2026-01-05/add/367")).toMatchObject({
      status: 403,
      body: { code: "RANGE_TOO_LONG", date: "2026-01-05", days: 367, maxDays: 366 },
    });
    expect(await get("/gw/business/2027-12-30/add/-366")).toMatchObject({ status: 200 });
    expect(await get("/gw/business/2026-01-05/add/400", pro)).toMatchObject({ status: 200, body: { days: 400 } });
    expect(await get("/gw/business/2026-01-05/add/3661", pro)).toMatchObject({
      status: 400,
      body: { code: "INVALID_PARAMETER", parameter: "days", value: "3661" },
    });
  });

  it("answers a result beyond the coverage with 404, not a guess", async () => {
    expect(await get("/gw/business/2027-12-20/add/30")).toMatchObject({
      status: 404,
      body: { code: "OUT_OF_COVERAGE", date: "2027-12-20", days: 30 },
    });
    expect(await get("/gw/business/2026-01-09/add/-10")).toMatchObject({ status: 404, body: { code: "OUT_OF_COVERAGE" } });
    expect(await get("/gw/business/2028-01-04/add/1")).toMatchObject({ status: 404, body: { date: "2028-01-04" } });
  });

  it("says the ordinal as people write it: 1st, 2nd, 3rd, 11th, 21st", async () => {
    for (const [days, nth] of [
      [1, "1st"],
      [2, "2nd"],
      [3, "3rd"],
      [4, "4th"],
      [11, "11th"],
      [12, "12th"],
      [13, "13th"],
      [21, "21st"],
      [22, "22nd"],
      [-23, "23rd"],
    ] as const) {
      const date = days > 0 ? "2027-12-31" : "2026-01-05";
      const { status, body } = await get(`/gw/business/${date}/add/${days}`);
      expect(status).toBe(404);
      expect(body.error).toBe(
        `the ${nth} business day ${days > 0 ? "after" : "before"} ${date} lies outside the data coverage 2026-01-01..2027-12-31`,
      );
    }
  });

  it("a calendar that closes every weekday and opens no date says it has no business day, not that the walk left the coverage", async () => {
    const closed = "mon,tue,wed,thu,fri,sat,sun";
    const { status, body } = await get(`/gw/business/2026-03-02/add/5?closed=${closed}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "closed", value: closed });
    expect(body.error).toContain("no business day");
    // One date opened: a business day exists, and a walk past it does leave the coverage.
    expect(await get(`/gw/business/2026-03-02/add/1?closed=${closed}&open=2026-03-05`)).toMatchObject({
      status: 200,
      body: { result: "2026-03-05" },
    });
    expect(await get(`/gw/business/2026-03-02/add/0?closed=${closed}`)).toMatchObject({ status: 200, body: { result: "2026-03-02" } });
  });

  it("answers bad input with JSON errors naming the parameter", async () => {
    expect((await get("/gw/business/2026-02-29/add/1")).body).toMatchObject({ code: "INVALID_DATE", date: "2026-02-29" });
    expect((await get("/gw/business/2026-03-02/add/")).body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "days" });
    for (const bad of ["1.5", "five", "1e3", "--1", "123456"])
      expect((await get(`/gw/business/2026-03-02/add/${bad}`)).body, bad).toMatchObject({ code: "INVALID_PARAMETER", parameter: "days" });
    expect((await get("/gw.php?fn=business_add&date=2026-03-02&days=%2B1")).body).toMatchObject({ parameter: "days", value: "+1" });
    expect((await get("/gw.php?fn=business_add&date=2026-03-02")).body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "days" });
    expect((await get("/gw/business/2026-03-02/add/1?calendar=shop")).body).toMatchObject({ parameter: "calendar", value: "shop" });
  });

  it("gives the document's example (the OpenAPI response example and the /docs page) exactly", async () => {
    expect(await get(EXAMPLE_BUSINESS_ADD_PATH)).toEqual({ status: 200, body: EXAMPLE_BUSINESS_ADD });
  });
});
