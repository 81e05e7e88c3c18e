/**
 * A date or year outside the served coverage: 404 OUT_OF_COVERAGE with `coverage` (the years
 * served, as health reports them) and a message naming them; before 1873 (no tree covers it)
 * the message points to the 和暦 converter, `/gw/wareki/{date}` (test/edge-rules/endpoints/wareki.test.ts).
 */
import { describe, expect, it } from "vitest";
import { outOfCoverageMessage } from "../../../edge-rules/routing/coverage.ts";
import { bearer, makeHandler, read, req, TOKENS } from "../fixtures.ts";

const SERVED = { from: 2024, to: 2025 };

describe("OUT_OF_COVERAGE names the years served", () => {
  const { handler } = makeHandler();
  const get = async (path: string, headers?: Record<string, string>) => read(await handler(req(path, headers ? { headers } : {})));

  it("a day after the coverage: the years served, no pointer to the converter", async () => {
    const res = await get("/gw/day/2026-03-01");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      ok: false,
      code: "OUT_OF_COVERAGE",
      date: "2026-03-01",
      coverage: SERVED,
      error:
        "2026-03-01 is outside the data coverage: this server's day data covers 2024-01-01 to 2025-12-31 (the years 2024–2025, as /gw/health reports)",
      hint: { text: "this server's day data covers 2024-01-01 to 2025-12-31 (GET /gw/health): ask for days inside it" },
      docs: "/docs#error-OUT_OF_COVERAGE",
    });
  });

  it("a day before 1873: points to /gw/wareki/{date}", async () => {
    const res = await get("/gw/day/1850-05-05?view=pro", bearer(TOKENS.pro));
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: "OUT_OF_COVERAGE", date: "1850-05-05", coverage: SERVED });
    expect(res.json.error).toContain("2024–2025");
    expect(res.json.error).toContain("/gw/wareki/1850-05-05");
  });

  it("a range names its first day outside; bulk and the feed name the year", async () => {
    const range = await get("/gw/range/1872-12-31/1873-01-02?view=pro", bearer(TOKENS.pro));
    expect(range.json).toMatchObject({ code: "OUT_OF_COVERAGE", start: "1872-12-31", end: "1873-01-02", coverage: SERVED });
    expect(range.json.error).toMatch(/^1872-12-31 is outside .*\/gw\/wareki\/1872-12-31 /);
    const bulk = await get("/gw/bulk/2024,1800", bearer(TOKENS.pro));
    expect(bulk.json).toMatchObject({ code: "OUT_OF_COVERAGE", year: 1800, coverage: SERVED });
    expect(bulk.json.error).toMatch(/^year 1800 is outside .*\/gw\/wareki\/1800-01-01 converts its first day/);
    const feed = await get("/gw/calendar.ics?include=rokuyou&years=2026");
    expect(feed.json).toMatchObject({ code: "OUT_OF_COVERAGE", year: 2026, coverage: SERVED });
    expect(feed.json.error).toBe(outOfCoverageMessage(SERVED, { year: 2026 }));
  });
});
