/**
 * The wareki endpoints on the server exactly as `npm start` builds it (realServerForSuite), asked
 * the way people ask: Node fetch with compression on, the 和暦 text percent-encoded by the URL
 * parser as a browser does it, and curl, which sends its command line's characters as raw UTF-8.
 * Published conversions: test/reference/wareki_events.csv (本能寺の変, 関ヶ原の戦い).
 */
import { describe, expect, it } from "vitest";
import { curl as curlAt } from "../../support/curl.ts";
import { realServerForSuite } from "../mcp/real-server.ts";

const base = realServerForSuite();

const curl = (target: string) => curlAt(base(), target);

describe("wareki on the real server", () => {
  it("answers Node fetch (the text encoded by the URL parser, compression accepted) as the handler does", async () => {
    const res = await fetch(`${base()}/gw/wareki?text=天正10年6月2日&date=1600-10-21,1600-10-21,1600-10-21,1600-10-21,1600-10-21`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip"); // over 1 KiB: compressed
    const body = (await res.json()) as { count: number; results: { wareki: string; gregorian: string }[] };
    expect(body.count).toBe(6);
    expect(body.results.at(-1)).toMatchObject({ wareki: "天正10年6月2日", gregorian: "1582-07-01" });
    expect(body.results[0]).toMatchObject({ wareki: "慶長5年9月15日" });
  });

  it("answers curl's raw UTF-8 with the one-line 400 that says to percent-encode, and the encoded form", async () => {
    const day = await curl("/gw/wareki/1582-06-21?calendar=julian");
    const raw = await curl("/gw/wareki?text=天正10年6月2日");
    expect(raw.status).toBe(400);
    expect(JSON.parse(raw.body)).toMatchObject({ ok: false, code: "MALFORMED_REQUEST" });
    expect(JSON.parse(raw.body).error).toContain("percent-encode");
    const encoded = await curl(`/gw/wareki?text=${encodeURIComponent("天正10年6月2日")}`);
    expect(encoded.status).toBe(200);
    expect(JSON.parse(encoded.body)).toMatchObject({ count: 1, results: [{ julian: "1582-06-21" }] });
    expect(JSON.parse(day.body)).toMatchObject({ ok: true, wareki: "天正10年6月2日" });
  });

  it("says how each text was read, in JSON and in CSV, over gzip (issue 35)", async () => {
    const texts = ["大化元年1月1日", "T15-12-25", "1990年5月5日", "旧暦1990年5月5日"].map(encodeURIComponent).join(",");
    const res = await fetch(`${base()}/gw/wareki?text=${texts}`, { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      results: { gregorian: string; wareki: string; reading: { era: string | null; convention: string } }[];
    };
    expect(body.results.map((r) => [r.gregorian, r.wareki, r.reading.era, r.reading.convention])).toEqual([
      ["0645-02-05", "645年1月1日", "大化", "new_era_from_year_start"],
      ["1926-12-25", "昭和元年12月25日", "大正", "old_era_after_change"],
      ["1990-05-05", "平成2年5月5日", null, "gregorian"],
      ["1990-05-28", "平成2年5月28日", null, "kyureki_year"],
    ]);
    const csv = await fetch(`${base()}/gw/wareki?text=${texts}&format=csv`, { headers: { "accept-encoding": "gzip" } });
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toContain(",rokuyou,reading.era,reading.convention,reading.note,ok,");
    expect(lines[3]).toMatch(/^1990年5月5日,.*,,gregorian,"a year without an era is a Western year, .*",true,,$/);
  });

  it("reads a date followed by its weekday in parentheses; a wrong weekday is INVALID_DATE naming the day's (issue 56)", async () => {
    const right = ["令和8年1月1日（木）", "令和8年1月1日(木曜日)", "R8.1.1 （木曜）", "2026年1月1日(木)", "天正10年6月2日（木）"];
    const wrong = ["令和8年1月1日（金）", "天正10年6月2日(日曜日)"];
    const res = await fetch(`${base()}/gw/wareki?text=${[...right, ...wrong].map(encodeURIComponent).join(",")}`);
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as {
      results: { ok: boolean; gregorian?: string; youbi?: string; code?: string; error?: string }[];
    };
    expect(results.slice(0, right.length).map((r) => [r.ok, r.gregorian, r.youbi])).toEqual([
      [true, "2026-01-01", "木"],
      [true, "2026-01-01", "木"],
      [true, "2026-01-01", "木"],
      [true, "2026-01-01", "木"],
      // 旧暦 天正10年6月2日 is Julian 1582-06-21, a Thursday (the proleptic Gregorian 1582-07-01 is the same day)
      [true, "1582-07-01", "木"],
    ]);
    expect(results.slice(right.length)).toEqual([
      {
        ok: false,
        input: "令和8年1月1日（金）",
        code: "INVALID_DATE",
        error: "令和8年1月1日（金）: wrong weekday: the day is 2026-01-01, a Thursday (木), not a Friday (金)",
      },
      {
        ok: false,
        input: "天正10年6月2日(日曜日)",
        code: "INVALID_DATE",
        error:
          "天正10年6月2日(日曜日): wrong weekday: the day is 1582-07-01 (proleptic Gregorian; Julian 1582-06-21), a Thursday (木), not a Sunday (日)",
      },
    ]);
  });
});
