/**
 * The day finder (docs/interface.md#day-finder) over a real generated tree (2024–2025): the index-backed
 * answer equals a linear scan over the generated day records, written here independently
 * from the record values (labels and ids, not index bits); paging yields each match once;
 * purposes never return an excluded day and score as their weights say; CSV parses back to the
 * JSON records; errors and the Lite/Pro boundary as the spec says.
 */
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRO_ONLY_FIELDS } from "../../schemas/day.ts";
import { MCP_TOOLS } from "../../schemas/endpoints/index.ts";
import { buildOpenApiDocument } from "../../schemas/openapi.ts";
import { EXAMPLE_FIND_QUERY, EXAMPLE_FIND_RESPONSE } from "../../schemas/endpoints/find.ts";
import { DayIndex, encodeDayIndex, indexedDay } from "../../schemas/files/day-index.ts";
import { JUNICHOKU_ENTRIES } from "../../schemas/glossary/junichoku.ts";
import { KANSHI_ENTRIES } from "../../schemas/glossary/kanshi.ts";
import { KYUSEI_ENTRIES } from "../../schemas/glossary/kyusei.ts";
import { MOONMARK_ENTRIES } from "../../schemas/glossary/moonmark.ts";
import { NOTE_ENTRIES } from "../../schemas/glossary/notes.ts";
import { PERIOD_ENTRIES } from "../../schemas/glossary/periods.ts";
import { PURPOSES, type Purpose } from "../../schemas/glossary/purposes.ts";
import { ROKUYOU_ENTRIES } from "../../schemas/glossary/rokuyou.ts";
import { SEKKI_ENTRIES } from "../../schemas/glossary/sekki.ts";
import { SHUKU27_ENTRIES } from "../../schemas/glossary/shuku27.ts";
import { SHUKU28_ENTRIES } from "../../schemas/glossary/shuku28.ts";
import { TIDE_ENTRIES } from "../../schemas/glossary/tide.ts";
import { YOUBI_ENTRIES } from "../../schemas/glossary/youbi.ts";
import { purposeSigns } from "../../edge-rules/find/purpose.ts";
import { search } from "../../edge-rules/find/search.ts";
import { generatedTree, type GeneratedTree } from "../support/generated-tree.ts";
import { Mismatches } from "../support/mismatches.ts";
import { TOKENS } from "./fixtures.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2024, 2025);
}, 120_000);
afterAll(() => tree?.cleanup());

type Rec = Record<string, any>;
const PRO = `token=${TOKENS.pro}`;

async function find(query: string): Promise<{ status: number; json: any; headers: Headers }> {
  const res = await tree.handler(new Request(`http://x/gw/find?${query}`));
  return { status: res.status, json: await res.json(), headers: res.headers };
}

// ---- the oracle: conditions evaluated on the records themselves -------------------------------

/** Label of an id in a glossary field. */
const labelOf = (entries: readonly { id: string; label: string }[], id: string): string => entries.find((e) => e.id === id)!.label;

/** What a day record carries as signs (rokuyou, junichoku, shuku28, notes and period ids). */
function signsOf(r: Rec): Set<string> {
  const ids = new Set<string>();
  ids.add(ROKUYOU_ENTRIES.find((e) => e.label === r.rokuyou)!.id);
  ids.add(JUNICHOKU_ENTRIES.find((e) => e.label === r.junichoku)!.id);
  ids.add(SHUKU28_ENTRIES.find((e) => e.label === r.shuku28)!.id);
  for (const n of r.notes_arr) ids.add(n.id);
  for (const p of r.periods) ids.add(p.name);
  return ids;
}

/** The signs of the generated tree's records, each worked out once: every scan with a purpose reads them all. */
const treeSigns = new WeakMap<Rec, Set<string>>();
function recordSigns(r: Rec): Set<string> {
  let signs = treeSigns.get(r);
  if (signs === undefined) treeSigns.set(r, (signs = signsOf(r)));
  return signs;
}

/** A query in id terms, the linear scan's input. */
interface Q {
  start: string;
  end: string;
  rokuyou?: string[];
  weekday?: string[];
  sekki?: string[];
  moonmark?: string[];
  holiday?: boolean;
  notes?: string[];
  any_notes?: string[];
  not_notes?: string[];
  junichoku?: string[];
  shuku28?: string[];
  kyusei?: string[];
  eto?: string[];
  shuku27?: string[];
  tide?: string[];
  purpose?: string;
  min_score?: number;
}

/** The days almanacs mark bad for every undertaking, written out here (docs/calendar.md §12): 受死日 and 十死日. */
const BAD_FOR_ALL = ["jushi", "jisshi"];
/** 受死日 is bad for everything but funerals; 十死日 "not even for funerals". */
const allowedBadDays = (purpose: string): string[] => (purpose === "funeral" ? ["jushi"] : []);

/** A query key that holds a list of ids. */
type ListParam = { [K in keyof Q]-?: NonNullable<Q[K]> extends string[] ? K : never }[keyof Q];

/** The finder's label parameters: the query's key, the record field it matches, and the glossary entries of its ids. */
const LABEL_FILTERS: readonly (readonly [ListParam, string, readonly { id: string; label: string }[]])[] = [
  ["rokuyou", "rokuyou", ROKUYOU_ENTRIES],
  ["weekday", "youbi", YOUBI_ENTRIES],
  ["sekki", "sekki", SEKKI_ENTRIES],
  ["moonmark", "moonmark", MOONMARK_ENTRIES],
  ["junichoku", "junichoku", JUNICHOKU_ENTRIES],
  ["shuku28", "shuku28", SHUKU28_ENTRIES],
  ["kyusei", "kyusei", KYUSEI_ENTRIES],
  ["eto", "eto", KANSHI_ENTRIES],
  ["shuku27", "shuku27", SHUKU27_ENTRIES],
  ["tide", "tide", TIDE_ENTRIES],
];

function scan(q: Q): { iso: string; score?: number }[] {
  const out: { iso: string; score?: number }[] = [];
  const purpose: Purpose | undefined = q.purpose ? PURPOSES.find((p) => p.id === q.purpose) : undefined;
  // The query's labels, looked up once a scan, not once a record.
  const wanted = LABEL_FILTERS.flatMap(([param, field, entries]) => {
    const ids = q[param];
    return ids === undefined ? [] : [{ field, labels: ids.map((id) => labelOf(entries, id)) }];
  });
  for (const r of tree.records) {
    if (r.iso < q.start || r.iso > q.end) continue;
    const noteIds = new Set(r.notes_arr.map((n: Rec) => n.id));
    if (wanted.some(({ field, labels }) => !labels.includes(r[field]))) continue;
    if (q.holiday !== undefined && q.holiday !== (r.holiday !== undefined)) continue;
    if (q.notes && !q.notes.every((id) => noteIds.has(id))) continue;
    if (q.any_notes && !q.any_notes.some((id) => noteIds.has(id))) continue;
    if (q.not_notes && q.not_notes.some((id) => noteIds.has(id))) continue;
    if (purpose) {
      const signs = recordSigns(r);
      const excluded = purpose.excluded.some((id) => signs.has(id) && !(purpose.excluded_except[id] ?? []).some((x) => signs.has(x)));
      if (excluded || BAD_FOR_ALL.some((id) => signs.has(id) && !allowedBadDays(purpose.id).includes(id))) continue;
      const favourable = Object.keys(purpose.favourable).filter((id) => signs.has(id));
      if (favourable.length === 0) continue;
      const score =
        favourable.reduce((s, id) => s + purpose.favourable[id]!, 0) -
        Object.keys(purpose.unfavourable)
          .filter((id) => signs.has(id))
          .reduce((s, id) => s + purpose.unfavourable[id]!, 0);
      if (score < (q.min_score ?? 1)) continue; // a purpose lists good days: above 0 unless min_score says otherwise
      out.push({ iso: r.iso, score });
    } else out.push({ iso: r.iso });
  }
  return out;
}

const toParams = (q: Q, extra: Record<string, string> = {}): string => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) p.set(k, Array.isArray(v) ? v.join(",") : String(v));
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p.toString();
};

// ---- generated queries ---------------------------------------------------------------------------

const ids = (entries: readonly { id: string }[]) =>
  fc.subarray(
    entries.map((e) => e.id),
    { minLength: 1, maxLength: Math.min(4, entries.length) },
  );
const isoIn = fc.integer({ min: 0, max: 730 }).map((i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));
const query: fc.Arbitrary<Q> = fc
  .record(
    {
      a: isoIn,
      b: isoIn,
      rokuyou: ids(ROKUYOU_ENTRIES),
      weekday: ids(YOUBI_ENTRIES),
      sekki: ids(SEKKI_ENTRIES),
      moonmark: ids(MOONMARK_ENTRIES),
      holiday: fc.boolean(),
      notes: fc.subarray(
        NOTE_ENTRIES.map((e) => e.id),
        { minLength: 1, maxLength: 2 },
      ),
      any_notes: ids(NOTE_ENTRIES),
      not_notes: ids(NOTE_ENTRIES),
      junichoku: ids(JUNICHOKU_ENTRIES),
      shuku28: fc.subarray(
        SHUKU28_ENTRIES.map((e) => e.id),
        { minLength: 1, maxLength: 12 },
      ),
      kyusei: ids(KYUSEI_ENTRIES),
      eto: fc.subarray(
        KANSHI_ENTRIES.map((e) => e.id),
        { minLength: 1, maxLength: 30 },
      ),
      shuku27: fc.subarray(
        SHUKU27_ENTRIES.map((e) => e.id),
        { minLength: 1, maxLength: 12 },
      ),
      tide: ids(TIDE_ENTRIES),
      purpose: fc.constantFrom(...PURPOSES.map((p) => p.id)),
      min_score: fc.integer({ min: -20, max: 20 }),
    },
    { requiredKeys: ["a", "b"] },
  )
  .map(({ a, b, min_score, ...rest }) => ({
    start: a < b ? a : b,
    end: a < b ? b : a,
    ...rest,
    ...(rest.purpose && min_score !== undefined ? { min_score } : {}),
  }));

describe("find: the index answers what a linear scan over the records answers", () => {
  it("total, the set, the order and paging (following next yields each match once)", async () => {
    let paged = 0; // runs whose matches took more than one page: the property must not be vacuous
    // Queries with few conditions, so that many match and page.
    const sparse: fc.Arbitrary<Q> = fc
      .record(
        { a: isoIn, b: isoIn, rokuyou: ids(ROKUYOU_ENTRIES), weekday: ids(YOUBI_ENTRIES), holiday: fc.boolean() },
        { requiredKeys: ["a", "b"] },
      )
      .map(({ a, b, ...rest }) => ({ start: a < b ? a : b, end: a < b ? b : a, ...rest }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(query, sparse), fc.integer({ min: 1, max: 40 }), async (q, limit) => {
        const expected = scan(q);
        const scores = new Map(expected.map((e) => [e.iso, e.score]));
        if (expected.length > limit) paged++;
        const pages: string[] = [];
        // Each page's checks collected and asserted once a run (fast-check still shrinks a failing query).
        const wrong = new Mismatches();
        let start: string | null = q.start;
        let guard = 0;
        while (start !== null && guard++ < 800) {
          const { status, json } = await find(toParams({ ...q, start }, { limit: String(limit), token: TOKENS.pro }));
          if (status !== 200) expect(json, `${start}: status ${status}`).toBe(200); // the answer, not a page
          if (start === q.start) wrong.check(`${start} total`, json.total, expected.length);
          wrong.check(`${start} count`, json.count, json.days.length);
          wrong.require(json.days.length <= limit, `${start} days`, json.days.length, `at most ${limit}`);
          pages.push(...json.days.map((d: Rec) => d.iso));
          for (const d of json.days) {
            wrong.check(`${d.iso} day.iso`, d.day.iso, d.iso);
            if (q.purpose) wrong.check(`${d.iso} score`, d.score, scores.get(d.iso));
          }
          start = json.next;
        }
        expect(wrong.list).toEqual([]);
        expect(pages).toEqual(expected.map((e) => e.iso));
      }),
      { numRuns: 80, interruptAfterTimeLimit: 25_000 },
    );
    expect(paged).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it("order=score: the best `limit` days of the span, higher first, earlier first among equals", async () => {
    for (const purpose of PURPOSES) {
      const q: Q = { start: "2024-03-01", end: "2025-02-28", purpose: purpose.id };
      const expected = scan(q).sort((a, b) => b.score! - a.score! || (a.iso < b.iso ? -1 : 1));
      const { json } = await find(toParams(q, { order: "score", limit: "50", token: TOKENS.pro }));
      expect(json.total, purpose.id).toBe(expected.length);
      expect(json.next).toBeNull();
      expect(json.days.map((d: Rec) => [d.iso, d.score])).toEqual(expected.slice(0, 50).map((e) => [e.iso, e.score]));
    }
  });
});

describe("find: purposes", () => {
  it("never return a day with an excluded sign; every result has a favourable sign; reasons are the signs present", async () => {
    for (const purpose of PURPOSES) {
      const { json } = await find(
        toParams({ start: "2024-01-01", end: "2025-12-31", purpose: purpose.id }, { limit: "366", token: TOKENS.pro }),
      );
      expect(json.days.length, purpose.id).toBeGreaterThan(0);
      const wrong = new Mismatches();
      for (const d of json.days) {
        const at = `${purpose.id} ${d.iso}`;
        const signs = signsOf(d.day);
        for (const id of purpose.excluded) {
          if (signs.has(id))
            wrong.require(
              (purpose.excluded_except[id] ?? []).some((x) => signs.has(x)),
              `${at} ${id}`,
              [...signs],
              "an exception to it",
            );
        }
        wrong.require(
          d.reasons.some((r: Rec) => r.effect === "+"),
          `${at} reasons`,
          d.reasons,
          "a favourable one",
        );
        const moving = [...Object.keys(purpose.favourable), ...Object.keys(purpose.unfavourable)].filter((id) => signs.has(id));
        wrong.check(`${at} reason ids`, d.reasons.map((r: Rec) => r.id).sort(), moving.sort());
        for (const r of d.reasons) wrong.check(`${at} ${r.id} effect`, r.effect, r.id in purpose.favourable ? "+" : "-");
      }
      expect(wrong.list).toEqual([]);
    }
  });

  it("adding a favourable sign never lowers a score (any day, any purpose, any favourable note or period)", () => {
    const favourableAdds = (p: Purpose) =>
      Object.keys(p.favourable).filter((id) => NOTE_ENTRIES.some((n) => n.id === id) || PERIOD_ENTRIES.some((e) => e.id === id));
    fc.assert(
      fc.property(fc.constantFrom(...tree.records), fc.constantFrom(...PURPOSES), (record, purpose) => {
        for (const id of favourableAdds(purpose)) {
          const isNote = NOTE_ENTRIES.some((n) => n.id === id);
          const more = isNote
            ? { ...record, notes_arr: record.notes_arr.some((n: Rec) => n.id === id) ? record.notes_arr : [...record.notes_arr, { id }] }
            : { ...record, periods: record.periods.some((p: Rec) => p.name === id) ? record.periods : [...record.periods, { name: id }] };
          const score = (r: Rec): number | null => {
            const index = DayIndex.parse(encodeDayIndex(0, [indexedDay(r as any, { national: null, bank: null, government: null })]))!;
            const hit = search(index, {
              startDay: 0,
              endDay: 0,
              conditions: { values: {} },
              purpose: purposeSigns(purpose),
              order: "date",
              limit: 1,
            }).hits[0];
            return hit?.score ?? null;
          };
          const before = score(record);
          const after = score(more);
          // Asserted only where it fails (fast-check then shrinks): an `expect` per run and sign cost a second.
          if (before !== null && after !== null && !(after >= before))
            expect(after, `${record.iso} ${purpose.id} +${id}`).toBeGreaterThanOrEqual(before);
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** Every day a query returns, following `next` (order=date, 366 a page). */
async function everyDay(query: string): Promise<Rec[]> {
  const days: Rec[] = [];
  let start: string | null = new URLSearchParams(query).get("start");
  for (let guard = 0; start !== null && guard < 10; guard++) {
    const q = new URLSearchParams(query);
    q.set("start", start);
    const { status, json } = await find(`${q}&limit=366&${PRO}`);
    expect(status, query).toBe(200);
    days.push(...json.days);
    start = json.next;
  }
  return days;
}

describe("find: a purpose is a list of good days (docs/calendar.md §12)", () => {
  const COVERAGE = { start: "2024-01-01", end: "2025-12-31" };
  const MIN_SCORES = [-20, -8, -3, -1, 0, 1, 2, 3, 5, 8, 20];

  it("over the whole coverage, for every purpose and min_score: no excluded sign, no score below min_score, exactly the oracle's days; raising min_score only removes days", async () => {
    let belowDefault = 0; // days with score ≤ 0 that a lowered min_score brings back: the property must not be vacuous
    for (const purpose of PURPOSES) {
      let previous: Set<string> | null = null;
      for (const min of MIN_SCORES) {
        const days = await everyDay(toParams({ ...COVERAGE, purpose: purpose.id, min_score: min }));
        for (const d of days) {
          const signs = signsOf(d.day);
          const bad = [...purpose.excluded, ...BAD_FOR_ALL.filter((id) => !allowedBadDays(purpose.id).includes(id))].filter(
            (id) => signs.has(id) && !(purpose.excluded_except[id] ?? []).some((x) => signs.has(x)),
          );
          // Asked only where it fails (it then fails naming the day): an assertion per day and min_score cost seconds.
          if (bad.length > 0) expect(bad, `${purpose.id} ${d.iso}`).toEqual([]);
          if (!(d.score >= min)) expect(d.score, `${purpose.id} ${d.iso} min_score=${min}`).toBeGreaterThanOrEqual(min);
          if (d.score <= 0) belowDefault++;
        }
        expect(days.map((d) => [d.iso, d.score])).toEqual(
          scan({ ...COVERAGE, purpose: purpose.id, min_score: min }).map((e) => [e.iso, e.score]),
        );
        const isos = days.map((d) => d.iso);
        if (previous !== null)
          expect(
            isos.filter((iso) => !previous!.has(iso)),
            `${purpose.id} min_score=${min}`,
          ).toEqual([]);
        previous = new Set(isos);
      }
    }
    expect(belowDefault).toBeGreaterThan(100);
  }, 60_000);

  it("min_score moves the set monotonically both ways: lower adds days, higher removes them", async () => {
    const count = async (min?: number) =>
      (await find(toParams({ ...COVERAGE, purpose: "wedding", ...(min === undefined ? {} : { min_score: min }) }, { token: TOKENS.pro })))
        .json.total as number;
    const byDefault = await count();
    expect(byDefault).toBe(await count(1));
    expect(await count(0)).toBeGreaterThan(byDefault);
    expect(await count(-20)).toBeGreaterThan(await count(0));
    expect(await count(3)).toBeLessThan(byDefault);
    expect(await count(20)).toBe(0);
  });

  it("without min_score, no day scores 0 or less, and the answer's query says min_score 1", async () => {
    for (const purpose of PURPOSES) {
      const days = await everyDay(toParams({ ...COVERAGE, purpose: purpose.id }));
      expect(days.length, purpose.id).toBeGreaterThan(0);
      expect(
        days.filter((d) => d.score <= 0).map((d) => d.iso),
        purpose.id,
      ).toEqual([]);
    }
    const { json } = await find(toParams({ start: "2025-01-01", end: "2025-01-31", purpose: "wedding" }, { token: TOKENS.pro }));
    expect(json.query).toMatchObject({ purpose: "wedding", min_score: 1 });
  });

  it("受死日 and 十死日 never appear, whatever min_score, except 受死日 for a funeral", async () => {
    let funeralBlackDays = 0;
    for (const purpose of PURPOSES) {
      const days = await everyDay(toParams({ ...COVERAGE, purpose: purpose.id, min_score: -20 }));
      const black: string[] = [];
      for (const d of days) {
        const notes = d.day.notes_arr.map((n: Rec) => n.label);
        if (notes.includes("十死日")) black.push(`${d.iso} 十死日`);
        if (purpose.id === "funeral") funeralBlackDays += notes.includes("受死日") ? 1 : 0;
        else if (notes.includes("受死日")) black.push(`${d.iso} 受死日`);
      }
      expect(black, purpose.id).toEqual([]);
    }
    expect(funeralBlackDays).toBeGreaterThan(0); // the funeral's exception is live, not vacuous
  });
});

describe("find: min_score where the parameters are declared", () => {
  it("the OpenAPI document (find and feed) and the MCP find_days tool take min_score, −20..20, default 1", () => {
    const doc = buildOpenApiDocument() as Rec;
    const { Find_min_score, Feed_min_score } = doc.components.parameters;
    for (const p of [Find_min_score, Feed_min_score])
      expect(p).toMatchObject({ name: "min_score", in: "query", schema: { type: "integer", minimum: -20, maximum: 20, default: 1 } });
    const refs = (path: string) => Object.values(doc.paths[path]).flatMap((op: any) => (op.parameters ?? []).map((r: Rec) => r.$ref));
    expect(refs("/gw/find")).toContain("#/components/parameters/Find_min_score");
    expect(refs("/gw/calendar.ics")).toContain("#/components/parameters/Feed_min_score");
    const input = MCP_TOOLS["find_days"]!.input;
    const base = { start: "2026-01-01", end: "2026-12-31", purpose: "wedding" };
    for (const ok of [-20, 0, 1, 20]) expect(input.safeParse({ ...base, min_score: ok }).success, String(ok)).toBe(true);
    for (const bad of [-21, 21, 1.5, "1"]) expect(input.safeParse({ ...base, min_score: bad }).success, String(bad)).toBe(false);
  });
});

describe("find: CSV, plans and errors", () => {
  it("CSV parses back (RFC 4180) to the JSON records, with score after the record's columns", async () => {
    const q = toParams({ start: "2025-01-01", end: "2025-06-30", purpose: "moving" }, { limit: "100", token: TOKENS.pro });
    const { json } = await find(q);
    const res = await tree.handler(new Request(`http://x/gw/find?${q}&format=csv`));
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="koyomi-find-2025-01-01_2025-06-30-moving-pro.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(new TextDecoder().decode(bytes.subarray(3)), { record_delimiter: "\r\n" });
    expect(header!.at(-1)).toBe("score");
    expect(rows.length).toBe(json.days.length);
    const wrong = new Mismatches();
    const notes = header!.indexOf("notes_arr");
    rows.forEach((row, i) => {
      const d = json.days[i];
      wrong.check(`row ${i + 1} iso`, row[0], d.iso);
      wrong.check(`${d.iso} score`, row.at(-1), String(d.score));
      wrong.check(`${d.iso} notes_arr`, row[notes], d.day.notes_arr.map((n: Rec) => n.label).join("・"));
    });
    expect(wrong.list).toEqual([]);
  });

  it("Lite: Lite conditions over ≤ 366 days, lite records only, no Pro value anywhere", async () => {
    const { status, json } = await find("start=2024-01-01&end=2024-12-31&rokuyou=大安&weekday=sat,sun&limit=31");
    expect(status).toBe(200);
    expect(json.view).toBe("lite");
    expect(json.total).toBe(scan({ start: "2024-01-01", end: "2024-12-31", rokuyou: ["taian"], weekday: ["sat", "sun"] }).length);
    expect(json.days.flatMap((d: Rec) => PRO_ONLY_FIELDS.filter((key) => key in d.day).map((key) => `${d.iso} ${key}`))).toEqual([]);
    const csv = await (await tree.handler(new Request("http://x/gw/find?start=2024-01-01&end=2024-12-31&holiday=true&format=csv"))).text();
    const columns = csv
      .replace(/^\uFEFF/, "")
      .split("\r\n")[0]!
      .split(",");
    for (const key of PRO_ONLY_FIELDS) expect(columns.filter((c) => c === key || c.startsWith(`${key}.`))).toEqual([]);
  });

  it("errors: unknown id 400 naming it; Pro conditions, a long span or a big page without Pro 403; outside the coverage 404", async () => {
    const cases: [string, number, Rec][] = [
      ["start=2025-01-01&end=2025-01-31&rokuyou=taian,lucky", 400, { code: "INVALID_PARAMETER", parameter: "rokuyou", value: "lucky" }],
      [`start=2025-01-01&end=2025-01-31&notes=tensha,nope&${PRO}`, 400, { code: "INVALID_PARAMETER", parameter: "notes", value: "nope" }],
      ["start=2025-01-01&end=2025-01-31&holiday=yes", 400, { code: "INVALID_PARAMETER", parameter: "holiday", value: "yes" }],
      ["start=2025-01-01&end=2025-01-31&order=score", 400, { code: "INVALID_PARAMETER", parameter: "order", value: "score" }],
      ["start=2025-01-01&end=2025-01-31&limit=0", 400, { code: "INVALID_PARAMETER", parameter: "limit", value: "0" }],
      [`start=2025-01-01&end=2025-01-31&purpose=picnic&${PRO}`, 400, { code: "INVALID_PARAMETER", parameter: "purpose", value: "picnic" }],
      ...["abc", "21", "-21", "1.5", "01", "+1", "1e1"].map((v): [string, number, Rec] => [
        `start=2025-01-01&end=2025-01-31&purpose=wedding&min_score=${encodeURIComponent(v)}&${PRO}`,
        400,
        { code: "INVALID_PARAMETER", parameter: "min_score", value: v },
      ]),
      ["start=2025-01-01&end=2025-01-31&min_score=2", 400, { code: "INVALID_PARAMETER", parameter: "min_score", value: "2" }],
      ["end=2025-01-31", 400, { code: "START_REQUIRED" }],
      ["start=2025-02-01&end=2025-01-31", 400, { code: "RANGE_REVERSED" }],
      ["start=2025-01-01&end=2025-01-31&notes=tensha", 403, { code: "PLAN_REQUIRED" }],
      ["start=2025-01-01&end=2025-01-31&purpose=wedding", 403, { code: "PLAN_REQUIRED" }],
      ["start=2025-01-01&end=2025-01-31&eto=kinoe-ne", 403, { code: "PLAN_REQUIRED" }],
      ["start=2025-01-01&end=2025-01-31&limit=32", 403, { code: "PLAN_REQUIRED" }],
      ["start=2024-01-01&end=2025-01-01", 403, { code: "RANGE_TOO_LONG", maxDays: 366, start: "2024-01-01", end: "2025-01-01" }],
      ["start=2023-12-31&end=2024-01-31", 404, { code: "OUT_OF_COVERAGE", start: "2023-12-31", end: "2024-01-31" }],
      [`start=2024-01-01&end=2026-01-01&${PRO}`, 404, { code: "OUT_OF_COVERAGE" }],
    ];
    for (const [q, status, fields] of cases) {
      const res = await find(q);
      expect(res.status, q).toBe(status);
      expect(res.json, q).toMatchObject({ ok: false, ...fields });
    }
    // A Pro caller searches the whole coverage, 366 a page.
    const all = await find(`start=2024-01-01&end=2025-12-31&limit=366&${PRO}`);
    expect([all.status, all.json.total, all.json.count, all.json.next]).toEqual([200, 731, 366, "2025-01-01"]); // 2024 has 366 days
  });

  it("the OpenAPI document's example is the service's answer to its query", async () => {
    const { json } = await find(`${EXAMPLE_FIND_QUERY}&${PRO}`);
    expect(json).toEqual(EXAMPLE_FIND_RESPONSE);
  });

  it("gw.php?fn=find is the same answer, with the same ETag; a 304 on revalidation", async () => {
    const q = "start=2025-01-01&end=2025-03-31&rokuyou=taian";
    const a = await tree.handler(new Request(`http://x/gw/find?${q}`));
    const b = await tree.handler(new Request(`http://x/gw.php?fn=find&${q}`));
    expect(await a.text()).toBe(await b.text());
    expect(a.headers.get("etag")).toBe(b.headers.get("etag"));
    // labels and ids name the same query
    const c = await tree.handler(new Request(`http://x/gw/find?start=2025-01-01&end=2025-03-31&rokuyou=${encodeURIComponent("大安")}`));
    expect(c.headers.get("etag")).toBe(a.headers.get("etag"));
    const again = await tree.handler(new Request(`http://x/gw/find?${q}`, { headers: { "if-none-match": a.headers.get("etag")! } }));
    expect(again.status).toBe(304);
    // min_score too: the same answer by either form, and a bad one is the same 400
    const scored = `start=2025-01-01&end=2025-06-30&purpose=wedding&min_score=-3&${PRO}`;
    const d = await tree.handler(new Request(`http://x/gw/find?${scored}`));
    const e = await tree.handler(new Request(`http://x/gw.php?fn=find&${scored}`));
    const body = await d.text();
    expect(body).toBe(await e.text());
    expect(JSON.parse(body).query.min_score).toBe(-3);
    const bad = await tree.handler(
      new Request(`http://x/gw.php?fn=find&start=2025-01-01&end=2025-06-30&purpose=wedding&min_score=x&${PRO}`),
    );
    expect([bad.status, await bad.json()]).toMatchObject([400, { code: "INVALID_PARAMETER", parameter: "min_score", value: "x" }]);
  });
});
