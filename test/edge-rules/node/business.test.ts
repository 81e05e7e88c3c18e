/**
 * The business-day endpoints on the server exactly as `npm start` builds it (realServerForSuite:
 * startServer over a generated 2026, its own handler and compressor), asked the way people ask:
 * Node fetch (Accept-Encoding on, the label percent-encoded by the URL parser as a browser does),
 * and curl, which sends the characters of its command line as raw UTF-8. Hand-checked against the
 * 内閣府 list (2026-01-12 成人の日) and docs/calendar.md §13 (banks closed 12/31–1/3).
 */
import { describe, expect, it } from "vitest";
import { curl as curlAt } from "../../support/curl.ts";
import { realServerForSuite } from "../mcp/real-server.ts";

const base = realServerForSuite();

const curl = (target: string) => curlAt(base(), target);

describe("business/{date} on the real server", () => {
  it("answers Node fetch (compression accepted) with the day on the calendar", async () => {
    const res = await fetch(`${base()}/gw/business/2026-01-12?calendar=bank`);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(await res.json()).toEqual({
      ok: true,
      calendar: "bank",
      date: "2026-01-12",
      business: false,
      reason: "holiday",
      label: "成人の日",
      next: "2026-01-13",
      previous: "2026-01-09",
      gotobi: false,
    });
  });

  it("takes a weekday label percent-encoded as a browser sends it, with the id's answer", async () => {
    const label = await fetch(`${base()}/gw/business/2026-01-14?closed=水`); // the URL parser encodes 水
    const id = await fetch(`${base()}/gw/business/2026-01-14?closed=wed`);
    expect(label.status).toBe(200);
    expect(await label.json()).toEqual(await id.json());
    expect(label.headers.get("etag")).toBe(id.headers.get("etag"));
  });

  it("answers curl's raw UTF-8 with the one-line 400 that says to percent-encode", async () => {
    const answer = await curl("/gw/business/2026-01-14?closed=水");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      ok: false,
      code: "MALFORMED_REQUEST",
      error: "the request target has raw non-ASCII bytes: percent-encode them as UTF-8 (水 → %E6%B0%B4)",
    });
    const encoded = await curl("/gw/business/2026-01-14?closed=%E6%B0%B4");
    expect(encoded.status).toBe(200);
    expect(JSON.parse(encoded.body)).toMatchObject({ business: false, reason: "custom", label: "休業日", next: "2026-01-15" });
  });
});

describe("business add, count and long weekends on the real server", () => {
  it("answers add and count to Node fetch (compression accepted) as the handler does", async () => {
    const add = await fetch(`${base()}/gw/business/2026-04-30/add/3`); // over Golden Week: 5/1 Fri, then 5/7, 5/8
    expect(await add.json()).toEqual({ ok: true, calendar: "national", date: "2026-04-30", days: 3, result: "2026-05-08" });
    const count = await fetch(`${base()}/gw.php?fn=business_count&start=2026-05-01&end=2026-05-31`);
    expect(await count.json()).toMatchObject({ business_days: 18, closed_days: 13 });
  });

  it("sends a CSV download compressed when asked, whole and named", async () => {
    // Closed on Fridays too: a run every week, over the 1 KiB a body needs to be compressed.
    const res = await fetch(`${base()}/gw/long-weekends/2026?format=csv&closed=fri`, { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="koyomi-long-weekends-national-2026-lite.csv"');
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer()).split("\r\n");
    expect(lines[0]).toBe("\uFEFFstart,end,days,holidays,beyond_coverage");
    expect(lines).toContain("2026-01-09,2026-01-12,4,成人の日,");
    expect(lines.length).toBeGreaterThan(50);
  });

  it("answers curl's lite |days| beyond the plan with the one-line 403", async () => {
    const answer = await curl("/gw/business/2026-01-05/add/-400");
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      ok: false,
      error: "days is -400; this plan counts at most 366 business days either way",
      code: "RANGE_TOO_LONG",
      date: "2026-01-05",
      days: -400,
      maxDays: 366,
      hint: {
        text: "count at most 366 business days a request: 2 requests, each from the day the one before answered; the first: /gw/business/2026-01-05/add/-366",
        request: "/gw/business/2026-01-05/add/-366",
      },
      docs: "/docs#error-RANGE_TOO_LONG",
    });
  });
});
