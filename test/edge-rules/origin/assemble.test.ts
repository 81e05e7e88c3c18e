/** Body assembly: range and bulk bytes equal JSON.stringify of the expected objects. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { Assembler, RecordCache, recordLinesBytes } from "../../../edge-rules/origin/assemble.ts";
import { recordBytes, type RecordBytes, splitRecordLines } from "../../../schemas/files/layout.ts";
import { dayNumber, isoDate } from "../../../calendar/time/day-number.ts";
import { Mismatches, sameBytes } from "../../support/mismatches.ts";
import { bearer, expected, FILES, FixtureOrigin, makeHandler, req, TOKENS } from "../fixtures.ts";

const RANGES: [string, string][] = [
  ["2025-01-01", "2025-01-01"],
  ["2025-01-13", "2025-01-13"], // the record with a tricky label
  ["2025-01-01", "2025-01-31"],
  ["2025-01-30", "2025-02-02"],
  ["2024-02-27", "2024-03-02"], // leap day
  ["2024-12-15", "2025-01-14"], // across years, 31 days
  ["2025-12-31", "2025-12-31"],
];

const decoder = new TextDecoder();

describe("range bodies", () => {
  for (const view of ["lite", "pro"] as const) {
    for (const [start, end] of RANGES) {
      it(`${view} ${start}..${end} is byte-identical to JSON.stringify`, async () => {
        const { handler } = makeHandler();
        const res = await handler(req(`/gw/range/${start}/${end}?view=${view}`, { headers: view === "pro" ? bearer(TOKENS.pro) : {} }));
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).toBe(JSON.stringify(expected.range(view, start, end)));
      });
    }
  }

  it("a whole leap year (366 days, pro) is byte-identical", async () => {
    const { handler } = makeHandler();
    const res = await handler(req("/gw/range/2024-01-01/2024-12-31", { headers: bearer(TOKENS.pro) }));
    const text = await res.text();
    expect(text).toBe(JSON.stringify(expected.range("pro", "2024-01-01", "2024-12-31")));
    expect(JSON.parse(text).count).toBe(366);
  });

  it("every start and length of a lite range across the coverage boundary months matches", async () => {
    const a = new Assembler(new FixtureOrigin(), { records: new RecordCache(8_000) }); // tiny cache: evictions happen
    const wrong = new Mismatches();
    for (let start = dayNumber(2024, 12, 1); start <= dayNumber(2025, 1, 31); start += 3) {
      for (const len of [1, 2, 17, 31]) {
        const end = start + len - 1;
        const bytes = await a.range("v1", "lite", start, end);
        wrong.check(
          `${isoDate(start)}..${isoDate(end)}`,
          decoder.decode(bytes),
          JSON.stringify(expected.range("lite", isoDate(start), isoDate(end))),
        );
      }
    }
    expect(wrong.list).toEqual([]);
  });
});

describe("bulk bodies", () => {
  for (const years of [[2024], [2025], [2025, 2024], [2024, 2025]]) {
    it(`years ${years.join(",")} is byte-identical to JSON.stringify of the years ascending`, async () => {
      const { handler } = makeHandler();
      const res = await handler(req(`/gw/bulk/${years.join(",")}`, { headers: bearer(TOKENS.ultra) }));
      expect(res.status).toBe(200);
      // The years are a set: answered ascending whatever the order asked.
      expect(await res.text()).toBe(JSON.stringify(expected.bulk([...years].sort((a, b) => a - b))));
    });
  }

  it("answers the years ascending, each once, whatever the order and repeats asked", async () => {
    const { handler } = makeHandler();
    const res = await handler(req("/gw.php?fn=bulk&years=2025,2024,2025,2024", { headers: bearer(TOKENS.pro) }));
    expect(await res.text()).toBe(JSON.stringify(expected.bulk([2024, 2025])));
  });
});

describe("assembly reads lines, not JSON", () => {
  afterEach(() => vi.restoreAllMocks());

  it("no JSON.parse or JSON.stringify of records per request", async () => {
    const { handler } = makeHandler();
    await handler(req("/gw/range/2025-01-01/2025-01-05")); // warm the caches
    const parse = vi.spyOn(JSON, "parse");
    const stringify = vi.spyOn(JSON, "stringify");
    for (const path of ["/gw/range/2025-02-01/2025-03-01", "/gw/day/2025-05-05"]) {
      expect((await handler(req(path))).status).toBe(200);
    }
    expect((await handler(req("/gw/bulk/2024", { headers: bearer(TOKENS.pro) }))).status).toBe(200);
    expect(parse).not.toHaveBeenCalled();
    // Only small header strings (view, dates) go through JSON.stringify, never a record.
    expect(stringify.mock.calls.map((call) => call[0]).filter((value) => typeof value !== "string")).toEqual([]);
  });

  it("caches split month files per data version", async () => {
    const origin = new FixtureOrigin();
    const { handler } = makeHandler({ origin });
    await handler(req("/gw/range/2025-03-01/2025-03-10"));
    await handler(req("/gw/range/2025-03-05/2025-03-20"));
    expect(origin.reads.filter((p) => p === "lite/gw/month/2025-03.json")).toHaveLength(1);
  });
});

describe("splitRecordLines", () => {
  const month = FILES.get("lite/gw/month/2025-02.json") as string;
  it("splits a month file into its records", () => {
    const records = splitRecordLines(month, dayNumber(2025, 2, 1), 28);
    expect(records).toHaveLength(28);
    expect(records!.map((r) => JSON.parse(r).iso)[27]).toBe("2025-02-28");
  });
  it("rejects files of the wrong shape", () => {
    expect(splitRecordLines(month, dayNumber(2025, 2, 1), 29)).toBeNull(); // wrong count
    expect(splitRecordLines(month, dayNumber(2025, 2, 2), 28)).toBeNull(); // wrong first day
    expect(splitRecordLines(month.replace("\n]\n", "]"), dayNumber(2025, 2, 1), 28)).toBeNull();
    expect(splitRecordLines(month.replace("},\n{", "}\n{"), dayNumber(2025, 2, 1), 28)).toBeNull();
    expect(splitRecordLines("", 0, 0)).toBeNull();
  });
});

describe("missing or malformed data for an in-coverage request", () => {
  it("is 503 DATA_UNAVAILABLE with no-store, reported, with nothing internal in the body", async () => {
    const files = new Map(FILES);
    files.delete("pro/gw/year/2025.json"); // the Pro days of 2025 (no day files: docs/architecture.md "Generated tree")
    files.set("lite/gw/month/2025-04.json", "[\n{}\n]\n");
    files.delete("pro/gw/year/2024.json");
    const { handler, errors } = makeHandler({ origin: new FixtureOrigin(files) });
    const cases: [string, Record<string, string>, Record<string, unknown>][] = [
      ["/gw/day/2025-03-03?view=pro", bearer(TOKENS.pro), { date: "2025-03-03" }],
      ["/gw/range/2025-04-01/2025-04-02", {}, { start: "2025-04-01", end: "2025-04-02" }],
      ["/gw/bulk/2025,2024", bearer(TOKENS.pro), { year: 2024 }],
    ];
    for (const [path, headers, fields] of cases) {
      const res = await handler(req(path, { headers }));
      expect(res.status).toBe(503);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const json = await res.json();
      expect(json).toMatchObject({ ok: false, code: "DATA_UNAVAILABLE", ...fields });
    }
    expect(errors).toHaveLength(3);
  });

  it("an origin that throws is the same 503; no manifest is 404; the error text never reaches the client", async () => {
    const origin = new FixtureOrigin();
    origin.failReads = true;
    const { handler } = makeHandler({ origin });
    const res = await handler(req("/gw/day/2025-01-01"));
    expect(res.status).toBe(503);
    expect(await res.text()).not.toMatch(/EIO|secret|internal/);
    origin.failReads = false;
    origin.failManifest = true;
    const res2 = await handler(req("/gw/range/2025-01-01/2025-01-02"));
    expect(res2.status).toBe(404);
    expect(await res2.json()).toMatchObject({ code: "OUT_OF_COVERAGE", start: "2025-01-01", end: "2025-01-02" });
  });
});

describe("record files as bytes", () => {
  const encoder = new TextEncoder();
  const month = FILES.get("lite/gw/month/2025-02.json") as string;
  const year = FILES.get("pro/gw/year/2024.json") as string;

  it("are the records of the file joined by commas, with where each ends, as splitting the text gives", () => {
    for (const [text, first, count] of [
      [month, dayNumber(2025, 2, 1), 28],
      [year, dayNumber(2024, 1, 1), 366],
    ] as const) {
      const got = recordLinesBytes(encoder.encode(text), first, count)!;
      const want = recordBytes(splitRecordLines(text, first, count)!);
      // Compared as keys, type names, text and plain numbers, then as bytes: `toEqual` on typed arrays walks them element by
      // element (a year's bytes took seconds so); equal text is equal bytes only for valid UTF-8.
      const plain = (file: RecordBytes) => ({
        keys: Object.keys(file),
        types: [file.bytes.constructor.name, file.ends.constructor.name],
        text: decoder.decode(file.bytes),
        ends: [...file.ends],
      });
      expect(plain(got)).toEqual(plain(want));
      expect(sameBytes(got.bytes, want.bytes)).toBe(true);
    }
  });

  it("reject files of the wrong shape, as splitRecordLines does", () => {
    const bytes = (text: string): Uint8Array => encoder.encode(text);
    expect(recordLinesBytes(bytes(month), dayNumber(2025, 2, 1), 29)).toBeNull(); // wrong count
    expect(recordLinesBytes(bytes(month), dayNumber(2025, 2, 1), 27)).toBeNull();
    expect(recordLinesBytes(bytes(month), dayNumber(2025, 2, 2), 28)).toBeNull(); // wrong first day
    expect(recordLinesBytes(bytes(month.replace("\n]\n", "]")), dayNumber(2025, 2, 1), 28)).toBeNull();
    expect(recordLinesBytes(bytes(month.replace("},\n{", "}\n{")), dayNumber(2025, 2, 1), 28)).toBeNull();
    expect(recordLinesBytes(bytes(month.replace("}\n]", "\n]")), dayNumber(2025, 2, 1), 28)).toBeNull();
    expect(recordLinesBytes(bytes(""), 0, 0)).toBeNull();
  });
});

describe("the record cache", () => {
  const file = (n: number): RecordBytes => ({ bytes: new Uint8Array(n), ends: new Uint32Array(1) });

  it("keeps files within its bound, shares one making between concurrent misses, and counts hits and reads", async () => {
    const cache = new RecordCache(1000);
    let made = 0;
    const make = (n: number) => async () => {
      made++;
      return file(n);
    };
    const [a, b] = await Promise.all([cache.get("v1", "a", make(300)), cache.get("v1", "a", make(300))]);
    expect(a).toBe(b);
    expect(made).toBe(1);
    expect(cache.get("v1", "a", make(300))).toBe(a); // held: no promise
    for (const key of ["b", "c", "d", "e"]) await cache.get("v1", key, make(300));
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(1000);
    expect(stats.files).toBeLessThan(5);
    expect(stats).toMatchObject({ hits: 1, misses: 5, maxBytes: 1000 });
    await cache.get("v1", "huge", make(2000)); // larger than the bound: answered, not kept
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
  });

  it("is emptied by a new data version: its files are made again", async () => {
    const cache = new RecordCache(10_000);
    let made = 0;
    const make = async (): Promise<RecordBytes> => {
      made++;
      return file(10);
    };
    await cache.get("v1", "a", make);
    await cache.get("v1", "a", make);
    expect(made).toBe(1);
    await cache.get("v2", "a", make);
    expect(made).toBe(2);
    expect(cache.stats().files).toBe(1);
  });

  it("the assembler reads each record file once per data version, the Pro days from the year file", async () => {
    const origin = new FixtureOrigin();
    const a = new Assembler(origin);
    for (const version of ["v1", "v1", "v2"]) {
      await a.range(version, "pro", dayNumber(2025, 3, 1), dayNumber(2025, 4, 15));
      await a.range(version, "lite", dayNumber(2025, 3, 1), dayNumber(2025, 3, 9));
      await a.record(version, "pro", dayNumber(2025, 7, 7));
    }
    expect(origin.reads.filter((p) => p === "pro/gw/year/2025.json")).toHaveLength(2);
    expect(origin.reads.filter((p) => p === "lite/gw/month/2025-03.json")).toHaveLength(2);
    expect(origin.reads.filter((p) => p.startsWith("pro/gw/month/") || p.includes("/gw/day/"))).toEqual([]);
  });

  it("English records: a range in English is its Japanese range translated, each month translated once", async () => {
    const { englishBody } = await import("../../../edge-rules/represent/english-bytes.ts");
    // The fixture's tricky label (every 13th) has no English: 天赦日 instead, in the files of 2024.
    const tricky = /\{"id":"tricky","label":"(?:[^"\\]|\\.)*","kind":"cycle"\}/g;
    const files = new Map(FILES);
    for (const [path, text] of FILES) {
      if (typeof text === "string" && path.includes("2024"))
        files.set(path, text.replace(tricky, '{"id":"tensha","label":"天赦日","kind":"lucky"}'));
    }
    const records = new RecordCache();
    const a = new Assembler(new FixtureOrigin(files), { records });
    const [start, end] = [dayNumber(2024, 10, 20), dayNumber(2024, 12, 10)];
    for (const view of ["lite", "pro"] as const) {
      const english = await a.range("v1", view, start, end, "en");
      expect(decoder.decode(english)).toBe(decoder.decode(englishBody(await a.range("v1", view, start, end))));
    }
    const misses = records.stats().misses;
    await a.range("v1", "pro", start + 1, end - 1, "en");
    await a.bulk("v1", [2024], "en");
    expect(records.stats().misses).toBe(misses + 9); // only the nine English months of 2024 not asked yet
  });
});
