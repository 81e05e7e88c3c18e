/**
 * `GET /gw/business/{date}` through the handler (no server), on a generated tree (2024–2025):
 * the first endpoint added as one module (docs/architecture.md#endpoints). Hand-checked against
 * 内閣府「国民の祝日について」 (2024-02-12 振替休日 for 建国記念の日, 2025-01-13 成人の日) and the
 * statutes of docs/calendar.md §13 (banks closed 12/31–1/3, government offices 12/29–1/3).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2024, 2025);
}, 120_000);
afterAll(() => tree?.cleanup());

const get = (path: string, init?: RequestInit) => getJson(tree.handler, path, init);

describe("business/{date}", () => {
  it("answers a business day with its neighbours", async () => {
    const { status, body } = await get("/gw/business/2025-01-14");
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      calendar: "national",
      date: "2025-01-14",
      business: true,
      reason: null,
      label: null,
      next: "2025-01-15",
      previous: "2025-01-10",
      gotobi: false,
    });
  });

  it("names the closure: a holiday, the year end by calendar, a weekend, a custom day", async () => {
    expect((await get("/gw/business/2025-01-13")).body).toMatchObject({ business: false, reason: "holiday", label: "成人の日" });
    expect((await get("/gw/business/2024-02-12")).body).toMatchObject({ business: false, reason: "holiday", label: "振替休日" });
    expect((await get("/gw/business/2024-12-30")).body).toMatchObject({ business: true });
    expect((await get("/gw/business/2024-12-30?calendar=government")).body).toMatchObject({
      reason: "year-end",
      label: "年末年始",
      next: "2025-01-06",
    });
    expect((await get("/gw/business/2024-12-31?calendar=bank")).body).toMatchObject({ reason: "year-end", next: "2025-01-06" });
    expect((await get("/gw/business/2025-01-11")).body).toMatchObject({ reason: "saturday", label: "土曜日" });
    expect((await get("/gw/business/2025-01-15?closed=wed")).body).toMatchObject({ reason: "custom", label: "休業日", next: "2025-01-16" });
    expect((await get("/gw/business/2025-01-13?open=2025-01-13")).body).toMatchObject({ business: true });
  });

  it("gives the same bytes through gw.php", async () => {
    const handler = tree.handler;
    const pretty = await handler(new Request("http://x/gw/business/2024-12-31?calendar=bank"));
    const query = await handler(new Request("http://x/gw.php?fn=business&date=2024-12-31&calendar=bank"));
    expect(await query.text()).toBe(await pretty.text());
    expect(query.headers.get("etag")).toBe(pretty.headers.get("etag"));
  });

  it("answers bad input with the usual JSON errors", async () => {
    expect((await get("/gw/business/2025-02-29")).body).toMatchObject({ code: "INVALID_DATE", date: "2025-02-29" });
    expect((await get("/gw/business/")).body).toMatchObject({ code: "DATE_REQUIRED" });
    expect((await get("/gw/business/2025-01-14?calendar=shop")).body).toMatchObject({
      code: "INVALID_PARAMETER",
      parameter: "calendar",
      value: "shop",
    });
    expect(await get("/gw/business/2030-01-01")).toMatchObject({ status: 404, body: { code: "OUT_OF_COVERAGE", date: "2030-01-01" } });
  });
});
