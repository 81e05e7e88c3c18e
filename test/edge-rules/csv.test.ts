/**
 * `format=csv` on day, range and bulk (docs/interface.md#csv): parsed back by an RFC 4180 parser, the
 * table equals the JSON records; BOM, CRLF, headers, ETag per representation, errors stay JSON,
 * and no pro value in a lite CSV.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CSV_LIST_SEPARATOR, csvCell, csvColumns } from "../../schemas/csv.ts";
import { LITE_FIELDS } from "../../schemas/day.ts";
import { bearer, hasProKey, makeHandler, read, req, TOKENS, type Rec } from "./fixtures.ts";

/** The rows of a CSV body, checked for the BOM and CRLF line ends, as objects by header. */
function table(bytes: Uint8Array): { header: string[]; rows: Record<string, string>[] } {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.subarray(3));
  expect(text.endsWith("\r\n")).toBe(true);
  const cells: string[][] = parse(text, { relax_column_count: false, record_delimiter: "\r\n" });
  const [header, ...rest] = cells;
  return { header: header!, rows: rest.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!]))) };
}

/** A JSON record as the CSV writes it. */
const asRow = (record: Rec, columns: readonly string[]): Record<string, string> =>
  Object.fromEntries(columns.map((c) => [c, csvCell(c.split(".").reduce<unknown>((v, key) => (v as Rec | undefined)?.[key], record))]));

describe("no cell is a formula (OWASP CSV injection)", () => {
  it("text that starts with = + - @ tab or CR gets a leading '; numbers, other text and labels do not", () => {
    for (const text of ["=1+1", "+81", "-x", "@A1", "\tx", "\rx", "=", "-"]) expect(csvCell(text)).toBe(`'${text}`);
    for (const text of ["大安", "x=1", "", "'=quoted"]) expect(csvCell(text)).toBe(text);
    expect(csvCell(["=a", "b"])).toBe("'=a・b");
    expect(csvCell(-1)).toBe("-1");
    expect(csvCell(-0.5)).toBe("-0.5");
    expect(csvCell(true)).toBe("true");
  });
});

describe("format=csv", () => {
  it("range (lite): one header row in schema order, one row per day, equal to the JSON records", async () => {
    const { handler } = makeHandler();
    const json = await (await handler(req("/gw/range/2025-01-01/2025-01-31"))).json();
    const res = await handler(req("/gw/range/2025-01-01/2025-01-31?format=csv"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="koyomi-range-2025-01-01_2025-01-31-lite.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { header, rows } = table(bytes);
    expect(header).toEqual([...LITE_FIELDS]);
    expect(rows).toEqual(json.days.map((d: Rec) => asRow(d, LITE_FIELDS)));
    expect(hasProKey(new TextDecoder().decode(bytes))).toBe(false);
  });

  it("range and bulk (pro): notes and periods by label joined with ・, quoting intact", async () => {
    const { handler } = makeHandler();
    const json = await (await handler(req("/gw/range/2025-01-01/2025-03-31", { headers: bearer(TOKENS.pro) }))).json();
    const { header, rows } = table(
      new Uint8Array(
        await (await handler(req("/gw/range/2025-01-01/2025-03-31?format=csv", { headers: bearer(TOKENS.pro) }))).arrayBuffer(),
      ),
    );
    expect(header).toEqual(csvColumns("pro"));
    expect(rows).toEqual(json.days.map((d: Rec) => asRow(d, csvColumns("pro"))));
    // The fixture's 13th carries a note label with a quote, a comma, a newline and U+2028.
    const tricky = rows.find((r) => r.iso === "2025-01-13")!;
    expect(tricky.notes_arr).toBe('a",\n]}\u2028b');
    expect(rows.find((r) => r.iso === "2025-01-02")!.periods).toBe("八専"); // a period by its glossary label, not its id
    expect(CSV_LIST_SEPARATOR).toBe("・");

    const bulkJson = await (await handler(req("/gw/bulk/2025,2024", { headers: bearer(TOKENS.pro) }))).json();
    const bulk = await handler(req("/gw.php?fn=bulk&years=2025,2024&format=csv", { headers: bearer(TOKENS.pro) }));
    expect(bulk.headers.get("content-disposition")).toBe('attachment; filename="koyomi-bulk-2024-2025-pro.csv"');
    const bulkTable = table(new Uint8Array(await bulk.arrayBuffer()));
    expect(bulkTable.rows).toEqual([...bulkJson.data["2024"], ...bulkJson.data["2025"]].map((d: Rec) => asRow(d, csvColumns("pro"))));
  });

  it("day: one row; gw.php and the pretty path give the same bytes", async () => {
    const { handler } = makeHandler();
    const a = new Uint8Array(await (await handler(req("/gw/day/2025-01-01?format=csv"))).arrayBuffer());
    const b = new Uint8Array(await (await handler(req("/gw.php?fn=day&date=2025-01-01&format=csv"))).arrayBuffer());
    expect(a).toEqual(b);
    expect(table(a).rows).toHaveLength(1);
    expect(table(a).rows[0]!.holiday).toBe("元日");
  });

  it("has its own strong ETag (RFC 9110 §8.8.3), answers 304 and HEAD, and format=json is the JSON body", async () => {
    const { handler } = makeHandler();
    const json = await handler(req("/gw/range/2025-01-01/2025-01-07"));
    const explicit = await handler(req("/gw/range/2025-01-01/2025-01-07?format=json"));
    const csv = await handler(req("/gw/range/2025-01-01/2025-01-07?format=csv"));
    expect(await explicit.text()).toBe(await json.text());
    expect(explicit.headers.get("etag")).toBe(json.headers.get("etag"));
    expect(csv.headers.get("etag")).not.toBe(json.headers.get("etag"));
    const tag = csv.headers.get("etag")!;
    const again = await handler(req("/gw/range/2025-01-01/2025-01-07?format=csv", { headers: { "if-none-match": tag } }));
    expect(again.status).toBe(304);
    const cross = await handler(req("/gw/range/2025-01-01/2025-01-07", { headers: { "if-none-match": tag } }));
    expect(cross.status).toBe(200);
    const head = await handler(req("/gw/range/2025-01-01/2025-01-07?format=csv", { method: "HEAD" }));
    expect(head.headers.get("content-length")).toBe(csv.headers.get("content-length"));
    expect(await head.text()).toBe("");
  });

  it("errors stay JSON, with the same codes as the JSON API", async () => {
    const { handler } = makeHandler();
    for (const [path, status, code] of [
      ["/gw/range/2025-01-01/2025-03-01?format=csv", 403, "RANGE_TOO_LONG"],
      ["/gw/bulk/2025?format=csv", 403, "PLAN_REQUIRED"],
      ["/gw/day/2031-01-01?format=csv", 404, "OUT_OF_COVERAGE"],
      ["/gw/day/2025-01-01?format=xlsx", 400, "INVALID_PARAMETER"],
    ] as const) {
      const { status: got, json, headers } = await read(await handler(req(path)));
      expect([got, json.code], path).toEqual([status, code]);
      expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
    }
  });
});
