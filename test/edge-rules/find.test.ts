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
import { EXAMPLE_FIND_QUERY, EXAMPLE_FIND_RESPONSE } from "../../schemas/openapi.ts";
import { DayIndex, encodeDayIndex, indexedDay } from "../../schemas/day-index.ts";
import { JUNICHOKU_ENTRIES } from "../../schemas/glossary/junichoku.ts";
import { KANSHI_ENTRIES } from "../../schemas/glossary/kanshi.ts";
import { KYUSEI_ENTRIES } from "../../schemas/glossary/kyusei.ts";
import { MOONMARK_ENTRIES } from "../../schemas/glossary/moonmark.ts";
import { NOTE_ENTRIES } from "../../schemas/glossary/notes.ts";
import { PERIOD_ENTRIES } from "../../schemas/glossary/periods.ts";
import { PURPOSES, type Purpose } from "../../schemas/glossary/purposes.ts";
import { ROKUYOU_ENTRIES } from "../../schemas/glossary/rokuyou.ts";
import { SEKKI_ENTRIES } from "../../schemas/glossary/sekki.ts";
import { SHUKU28_ENTRIES } from "../../schemas/glossary/shuku28.ts";
import { YOUBI_ENTRIES } from "../../schemas/glossary/youbi.ts";
import { compileMatcher } from "../../edge-rules/find/conditions.ts";
import { purposeSigns } from "../../edge-rules/find/purpose.ts";
import { search } from "../../edge-rules/find/search.ts";
import { generatedTree, type GeneratedTree } from "../support/generated-tree.ts";
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
  purpose?: string;
}

function scan(q: Q): { iso: string; score?: number }[] {
  const out: { iso: string; score?: number }[] = [];
  const purpose: Purpose | undefined = q.purpose ? PURPOSES.find((p) => p.id === q.purpose) : undefined;
  for (const r of tree.records) {
    if (r.iso < q.start || r.iso > q.end) continue;
    const noteIds = new Set(r.notes_arr.map((n: Rec) => n.id));
    if (q.rokuyou && !q.rokuyou.map((id) => labelOf(ROKUYOU_ENTRIES, id)).includes(r.rokuyou)) continue;
    if (q.weekday && !q.weekday.map((id) => labelOf(YOUBI_ENTRIES, id)).includes(r.youbi)) continue;
    if (q.sekki && !q.sekki.map((id) => labelOf(SEKKI_ENTRIES, id)).includes(r.sekki)) continue;
    if (q.moonmark && !q.moonmark.map((id) => labelOf(MOONMARK_ENTRIES, id)).includes(r.moonmark)) continue;
    if (q.holiday !== undefined && q.holiday !== (r.holiday !== undefined)) continue;
    if (q.notes && !q.notes.every((id) => noteIds.has(id))) continue;
    if (q.any_notes && !q.any_notes.some((id) => noteIds.has(id))) continue;
    if (q.not_notes && q.not_notes.some((id) => noteIds.has(id))) continue;
    if (q.junichoku && !q.junichoku.map((id) => labelOf(JUNICHOKU_ENTRIES, id)).includes(r.junichoku)) continue;
    if (q.shuku28 && !q.shuku28.map((id) => labelOf(SHUKU28_ENTRIES, id)).includes(r.shuku28)) continue;
    if (q.kyusei && !q.kyusei.map((id) => labelOf(KYUSEI_ENTRIES, id)).includes(r.kyusei)) continue;
    if (q.eto && !q.eto.map((id) => labelOf(KANSHI_ENTRIES, id)).includes(r.eto)) continue;
    if (purpose) {
      const signs = signsOf(r);
      const excluded = purpose.excluded.some((id) => signs.has(id) && !(purpose.excluded_except[id] ?? []).some((x) => signs.has(x)));
      if (excluded) continue;
      const favourable = Object.keys(purpose.favourable).filter((id) => signs.has(id));
      if (favourable.length === 0) continue;
      const score =
        favourable.reduce((s, id) => s + purpose.favourable[id]!, 0) -
        Object.keys(purpose.unfavourable).filter((id) => signs.has(id)).reduce((s, id) => s + purpose.unfavourable[id]!, 0);
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

const ids = (entries: readonly { id: string }[]) => fc.subarray(entries.map((e) => e.id), { minLength: 1, maxLength: Math.min(4, entries.length) });
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
      notes: fc.subarray(NOTE_ENTRIES.map((e) => e.id), { minLength: 1, maxLength: 2 }),
      any_notes: ids(NOTE_ENTRIES),
      not_notes: ids(NOTE_ENTRIES),
      junichoku: ids(JUNICHOKU_ENTRIES),
      shuku28: fc.subarray(SHUKU28_ENTRIES.map((e) => e.id), { minLength: 1, maxLength: 12 }),
      kyusei: ids(KYUSEI_ENTRIES),
      eto: fc.subarray(KANSHI_ENTRIES.map((e) => e.id), { minLength: 1, maxLength: 30 }),
      purpose: fc.constantFrom(...PURPOSES.map((p) => p.id)),
    },
    { requiredKeys: ["a", "b"] },
  )
  .map(({ a, b, ...rest }) => ({ start: a < b ? a : b, end: a < b ? b : a, ...rest }));

describe("find: the index answers what a linear scan over the records answers", () => {
  it("total, the set, the order and paging (following next yields each match once)", async () => {
    let paged = 0; // runs whose matches took more than one page: the property must not be vacuous
    // Queries with few conditions, so that many match and page.
    const sparse: fc.Arbitrary<Q> = fc
      .record({ a: isoIn, b: isoIn, rokuyou: ids(ROKUYOU_ENTRIES), weekday: ids(YOUBI_ENTRIES), holiday: fc.boolean() }, { requiredKeys: ["a", "b"] })
      .map(({ a, b, ...rest }) => ({ start: a < b ? a : b, end: a < b ? b : a, ...rest }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(query, sparse), fc.integer({ min: 1, max: 40 }), async (q, limit) => {
        const expected = scan(q);
        if (expected.length > limit) paged++;
        const pages: string[] = [];
        let start: string | null = q.start;
        let guard = 0;
        while (start !== null && guard++ < 800) {
          const { status, json } = await find(toParams({ ...q, start }, { limit: String(limit), token: TOKENS.pro }));
          expect(status).toBe(200);
          if (start === q.start) expect(json.total).toBe(expected.length);
          expect(json.count).toBe(json.days.length);
          expect(json.days.length).toBeLessThanOrEqual(limit);
          pages.push(...json.days.map((d: Rec) => d.iso));
          for (const d of json.days) {
            expect(d.day.iso).toBe(d.iso);
            if (q.purpose) expect(d.score).toBe(expected.find((e) => e.iso === d.iso)!.score);
          }
          start = json.next;
        }
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
      const { json } = await find(toParams({ start: "2024-01-01", end: "2025-12-31", purpose: purpose.id }, { limit: "366", token: TOKENS.pro }));
      expect(json.days.length, purpose.id).toBeGreaterThan(0);
      for (const d of json.days) {
        const signs = signsOf(d.day);
        for (const id of purpose.excluded) {
          if (signs.has(id)) expect((purpose.excluded_except[id] ?? []).some((x) => signs.has(x)), `${purpose.id} ${d.iso} ${id}`).toBe(true);
        }
        expect(d.reasons.some((r: Rec) => r.effect === "+")).toBe(true);
        const moving = [...Object.keys(purpose.favourable), ...Object.keys(purpose.unfavourable)].filter((id) => signs.has(id));
        expect(d.reasons.map((r: Rec) => r.id).sort()).toEqual(moving.sort());
        for (const r of d.reasons) expect(r.effect).toBe(r.id in purpose.favourable ? "+" : "-");
      }
    }
  });

  it("adding a favourable sign never lowers a score (any day, any purpose, any favourable note or period)", () => {
    const favourableAdds = (p: Purpose) => Object.keys(p.favourable).filter((id) => NOTE_ENTRIES.some((n) => n.id === id) || PERIOD_ENTRIES.some((e) => e.id === id));
    fc.assert(
      fc.property(fc.constantFrom(...tree.records), fc.constantFrom(...PURPOSES), (record, purpose) => {
        for (const id of favourableAdds(purpose)) {
          const isNote = NOTE_ENTRIES.some((n) => n.id === id);
          const more = isNote
            ? { ...record, notes_arr: record.notes_arr.some((n: Rec) => n.id === id) ? record.notes_arr : [...record.notes_arr, { id }] }
            : { ...record, periods: record.periods.some((p: Rec) => p.name === id) ? record.periods : [...record.periods, { name: id }] };
          const score = (r: Rec): number | null => {
            const index = DayIndex.parse(encodeDayIndex(0, [indexedDay(r as any)]))!;
            const hit = search(index, { startDay: 0, endDay: 0, matcher: compileMatcher({ values: {} }), purpose: purposeSigns(purpose), order: "date", limit: 1 }).hits[0];
            return hit?.score ?? null;
          };
          const before = score(record);
          const after = score(more);
          if (before !== null && after !== null) expect(after).toBeGreaterThanOrEqual(before);
        }
      }),
      { numRuns: 200 },
    );
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
    const [header, ...rows] = parse(new TextDecoder().decode(bytes.subarray(3)), { record_delimiter: "\r\n" }) as string[][];
    expect(header!.at(-1)).toBe("score");
    expect(rows.length).toBe(json.days.length);
    rows.forEach((row, i) => {
      const d = json.days[i];
      expect(row[0]).toBe(d.iso);
      expect(row.at(-1)).toBe(String(d.score));
      expect(row[header!.indexOf("notes_arr")]).toBe(d.day.notes_arr.map((n: Rec) => n.label).join("・"));
    });
  });

  it("Lite: Lite conditions over ≤ 366 days, lite records only, no Pro value anywhere", async () => {
    const { status, json } = await find("start=2024-01-01&end=2024-12-31&rokuyou=大安&weekday=sat,sun&limit=31");
    expect(status).toBe(200);
    expect(json.view).toBe("lite");
    expect(json.total).toBe(scan({ start: "2024-01-01", end: "2024-12-31", rokuyou: ["taian"], weekday: ["sat", "sun"] }).length);
    const text = JSON.stringify(json);
    for (const key of PRO_ONLY_FIELDS) expect(text).not.toContain(`"${key}"`);
    const csv = await (await tree.handler(new Request("http://x/gw/find?start=2024-01-01&end=2024-12-31&holiday=true&format=csv"))).text();
    for (const key of PRO_ONLY_FIELDS) expect(csv.split("\r\n")[0]).not.toContain(key);
  });

  it("errors: unknown id 400 naming it; Pro conditions, a long span or a big page without Pro 403; outside the coverage 404", async () => {
    const cases: [string, number, Rec][] = [
      ["start=2025-01-01&end=2025-01-31&rokuyou=taian,lucky", 400, { code: "INVALID_PARAMETER", parameter: "rokuyou", value: "lucky" }],
      [`start=2025-01-01&end=2025-01-31&notes=tensha,nope&${PRO}`, 400, { code: "INVALID_PARAMETER", parameter: "notes", value: "nope" }],
      ["start=2025-01-01&end=2025-01-31&holiday=yes", 400, { code: "INVALID_PARAMETER", parameter: "holiday", value: "yes" }],
      ["start=2025-01-01&end=2025-01-31&order=score", 400, { code: "INVALID_PARAMETER", parameter: "order", value: "score" }],
      ["start=2025-01-01&end=2025-01-31&limit=0", 400, { code: "INVALID_PARAMETER", parameter: "limit", value: "0" }],
      [`start=2025-01-01&end=2025-01-31&purpose=picnic&${PRO}`, 400, { code: "INVALID_PARAMETER", parameter: "purpose", value: "picnic" }],
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
  });
});
