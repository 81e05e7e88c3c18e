/**
 * `GET /gw/business/count/{start}/{end}` through the handler (no server), on a generated tree
 * (2026–2027). Hand-checked against 内閣府「国民の祝日について」 (令和9年: 春分の日 2027-03-21 is a
 * Sunday, so 2027-03-22 is a 振替休日) and the statutes of docs/calendar.md §13.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_BUSINESS_COUNT, EXAMPLE_BUSINESS_COUNT_PATH } from "../../../schemas/endpoints/business-count.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2026, 2027);
}, 120_000);
afterAll(() => tree?.cleanup());

const get = (path: string, init?: RequestInit) => getJson(tree.handler, path, init);

describe("business/count/{start}/{end}", () => {
  it("counts March 2027: 31 days, 8 weekend days and the 振替休日, the same on every calendar", async () => {
    for (const calendar of ["national", "bank", "government"]) {
      const { status, body } = await get(`/gw/business/count/2027-03-01/2027-03-31?calendar=${calendar}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ ok: true, calendar, start: "2027-03-01", end: "2027-03-31", business_days: 22, closed_days: 9 });
      expect(body["closed"]).toContainEqual({ date: "2027-03-22", reason: "holiday", label: "振替休日" });
      expect(body["closed"]).toContainEqual({ date: "2027-03-21", reason: "holiday", label: "春分の日" });
      expect(body["closed"]).toContainEqual({ date: "2027-03-06", reason: "saturday", label: "土曜日" });
    }
  });

  it("counts both ends, and the year end by calendar", async () => {
    // 2026-12-28 (Mon) … 2027-01-04 (Mon): 8 days.
    const span = "/gw/business/count/2026-12-28/2027-01-04";
    expect((await get(span)).body).toMatchObject({ business_days: 5, closed_days: 3 });
    expect((await get(`${span}?calendar=bank`)).body).toMatchObject({ business_days: 4, closed_days: 4 });
    expect((await get(`${span}?calendar=government`)).body).toMatchObject({ business_days: 2, closed_days: 6 });
    expect((await get("/gw/business/count/2027-01-04/2027-01-04")).body).toMatchObject({ business_days: 1, closed_days: 0, closed: [] });
    expect((await get("/gw/business/count/2027-03-01/2027-03-31?closed=%E6%B0%B4&open=2027-03-22")).body).toMatchObject({
      business_days: 22 - 5 + 1,
    });
  });

  it("answers the closed days as CSV rows", async () => {
    const res = await tree.handler(new Request("http://x/gw/business/count/2027-03-15/2027-03-22?format=csv&calendar=bank"));
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="koyomi-business-count-bank-2027-03-15_2027-03-22-lite.csv"');
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer())).toBe(
      "\uFEFFdate,reason,label\r\n2027-03-20,saturday,土曜日\r\n2027-03-21,holiday,春分の日\r\n2027-03-22,holiday,振替休日\r\n",
    );
  });

  it("gives the same bytes through gw.php", async () => {
    const pretty = await tree.handler(new Request("http://x/gw/business/count/2027-03-01/2027-03-31?calendar=bank"));
    const query = await tree.handler(new Request("http://x/gw.php?fn=business_count&start=2027-03-01&end=2027-03-31&calendar=bank"));
    expect(await query.text()).toBe(await pretty.text());
    expect(query.headers.get("etag")).toBe(pretty.headers.get("etag"));
  });

  it("limits the span by plan: 366 days on lite, any with a Pro credential", async () => {
    expect((await get("/gw/business/count/2026-01-01/2027-01-01")).status).toBe(200);
    expect(await get("/gw/business/count/2026-01-01/2027-01-02")).toMatchObject({
      status: 403,
      body: { code: "RANGE_TOO_LONG", start: "2026-01-01", end: "2027-01-02", maxDays: 366 },
    });
    const all = await get("/gw/business/count/2026-01-01/2027-12-31", { headers: { authorization: `Bearer ${TOKENS.pro}` } });
    expect(all.status).toBe(200);
    expect((all.body["business_days"] as number) + (all.body["closed_days"] as number)).toBe(730);
  });

  it("answers bad input with the usual JSON errors", async () => {
    expect((await get("/gw/business/count/2027-03-31/2027-03-01")).body).toMatchObject({ code: "RANGE_REVERSED" });
    expect((await get("/gw/business/count/2027-02-29/2027-03-01")).body).toMatchObject({ code: "INVALID_DATE", start: "2027-02-29" });
    expect((await get("/gw/business/count/2027-03-01/")).body).toMatchObject({ code: "END_REQUIRED" });
    expect((await get("/gw.php?fn=business_count&end=2027-03-01")).body).toMatchObject({ code: "START_REQUIRED" });
    expect((await get("/gw/business/count/2027-03-01/2027-03-02?format=xml")).body).toMatchObject({ parameter: "format" });
    expect(await get("/gw/business/count/2027-12-01/2028-01-31")).toMatchObject({ status: 404, body: { code: "OUT_OF_COVERAGE" } });
  });

  it("gives the document's example (the OpenAPI response example and the /docs page) exactly", async () => {
    expect(await get(EXAMPLE_BUSINESS_COUNT_PATH)).toEqual({ status: 200, body: EXAMPLE_BUSINESS_COUNT });
  });
});
