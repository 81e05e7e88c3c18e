/**
 * `lang=en` (docs/interface.md#english-labels) through the handler, on the generated tree of
 * 2020–2030: every label field of every record, lite and pro, is the glossary's English
 * (`GET /gw/glossary`) for the Japanese value of the same day, and every other value is the
 * Japanese answer's; CSV, the finder, business days and wareki answer in English too; the two
 * languages are separate representations (ETags, 304s).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedTree, type GeneratedTree } from "../support/generated-tree.ts";
import { LABEL_FIELDS } from "../support/label-fields.ts";
import { Mismatches } from "../support/mismatches.ts";
import { TOKENS } from "./fixtures.ts";

type Rec = Record<string, any>;
let tree: GeneratedTree;
let glossary: Rec;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
  glossary = await (await tree.handler(new Request("http://x/gw/glossary"))).json();
}, 180_000);
afterAll(() => tree?.cleanup());

const PRO = { headers: { authorization: `Bearer ${TOKENS.pro}` } };
const get = async (path: string, init: RequestInit = PRO): Promise<Rec> =>
  (await tree.handler(new Request(`http://x${path}`, init))).json();

/** The label fields of a day record and the glossary field of each (test/support/label-fields.ts, holidays added). */
const LABELS: Record<string, string> = { ...LABEL_FIELDS, holiday: "holiday", substitute_for: "holiday" };

/** Each glossary field's English by Japanese label, made once: `en` runs for every label of 8,000 records. */
const english = new Map<string, Map<string, string>>();

/** The glossary's English of a Japanese label in a field ("" stays ""). */
function en(field: string, label: string): string {
  if (label === "") return "";
  let byLabel = english.get(field);
  if (byLabel === undefined) {
    // The first entry of a label wins, as a search from the start finds it.
    byLabel = new Map();
    for (const e of glossary.fields[field] as Rec[]) if (!byLabel.has(e.label)) byLabel.set(e.label, e.en);
    english.set(field, byLabel);
  }
  if (!byLabel.has(label)) throw new Error(`no glossary entry for ${field} ${label}`);
  return byLabel.get(label)!;
}

/** The record as lang=en must write it, built from the Japanese record and the glossary alone. */
function expected(ja: Rec): Rec {
  const out: Rec = {};
  for (const [key, value] of Object.entries(ja)) {
    if (key in LABELS) out[key] = en(LABELS[key]!, value as string);
    // 吉 and 凶 are no glossary entries: docs/interface.md#day-records gives their English, good and bad.
    else if (key === "rokuyou_hours") out[key] = (value as Rec[]).map((h) => ({ ...h, luck: ({ 吉: "good", 凶: "bad" } as Rec)[h.luck] }));
    else if (key === "notes_arr") out[key] = (value as Rec[]).map((n) => ({ ...n, label: en("notes", n.label) }));
    else if (key === "eho") out[key] = { kan: en("eho", value.kan), direction: en("houi", value.direction), degrees: value.degrees };
    else if (key === "hasshoujin") out[key] = Object.fromEntries(Object.entries(value as Rec).map(([god, b]) => [god, en("junishi", b)]));
    else if (key === "konjin") out[key] = (value as string[]).map((b) => en("junishi", b));
    else if (key === "kyusei_board")
      out[key] = Object.fromEntries(
        Object.entries(value as Rec).map(([board, side]) => [
          board,
          {
            center: en("kyusei", side.center),
            gooh: side.gooh === null ? null : en("houi", side.gooh),
            anken: side.anken === null ? null : en("houi", side.anken),
            ha: en("junishi", side.ha),
          },
        ]),
      );
    else out[key] = value;
  }
  return out;
}

describe("lang=en", () => {
  it("every record 2020–2030, lite and pro: each label the glossary's English for the Japanese value, everything else unchanged", async () => {
    let records = 0;
    let labels = 0;
    // Pro by years; lite (ranges of at most 31 days) by months.
    const spans: [string, string, RequestInit][] = [];
    for (let y = 2020; y <= 2030; y++) {
      spans.push([`${y}-01-01`, `${y}-12-31`, PRO]);
      for (let m = 1; m <= 12; m++) {
        const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
        const mm = String(m).padStart(2, "0");
        spans.push([`${y}-${mm}-01`, `${y}-${mm}-${last}`, {}]);
      }
    }
    // Collected and asserted once (every record and its key order, with both values): an assertion per record cost
    // seconds.
    const wrong = new Mismatches();
    for (const [start, end, init] of spans) {
      const ja = await get(`/gw/range/${start}/${end}`, init);
      const inEnglish = await get(`/gw/range/${start}/${end}?lang=en`, init);
      wrong.check(`${start}..${end}: days`, inEnglish.days.length, ja.days.length);
      inEnglish.days.forEach((day: Rec, i: number) => {
        const want = expected(ja.days[i]);
        wrong.check(`${day.iso} keys`, Object.keys(day), Object.keys(want));
        wrong.check(day.iso, day, want);
        for (const key of Object.keys(day)) if (key in LABELS && day[key] !== "") labels++;
        records++;
      });
    }
    expect(wrong.list).toEqual([]);
    expect(records).toBe(2 * 4018);
    expect(labels).toBeGreaterThan(4018 * 14); // a pro record alone has 14 labels that are never empty
  }, 120_000);

  it("CSV in English; separate representations per language; an unknown lang is 400", async () => {
    const csv = await (await tree.handler(new Request("http://x/gw/day/2026-01-01?lang=en&format=csv", PRO))).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header!.split(",").slice(0, 5)).toEqual(["iso", "y", "m", "d", "youbi"]);
    expect(row).toContain(`,${en("youbi", "木")},${en("holiday", "元日")},`);
    expect(row).not.toMatch(/大安|元日|木曜/);
    const ja = await tree.handler(new Request("http://x/gw/day/2026-01-01", PRO));
    const english = await tree.handler(new Request("http://x/gw/day/2026-01-01?lang=en", PRO));
    expect(english.headers.get("etag")).not.toBe(ja.headers.get("etag"));
    const again = await tree.handler(
      new Request("http://x/gw/day/2026-01-01?lang=en", { headers: { ...PRO.headers, "if-none-match": english.headers.get("etag")! } }),
    );
    expect(again.status).toBe(304);
    const jaExplicit = await tree.handler(new Request("http://x/gw/day/2026-01-01?lang=ja", PRO));
    expect(jaExplicit.headers.get("etag")).toBe(ja.headers.get("etag"));
    expect(await get("/gw/day/2026-01-01?lang=fr")).toMatchObject({ code: "INVALID_PARAMETER", parameter: "lang", value: "fr" });
  });

  it("find, business days and wareki answer in English", async () => {
    const found = await get("/gw/find?start=2026-01-01&end=2026-03-31&purpose=wedding&order=score&limit=3&lang=en");
    const foundJa = await get("/gw/find?start=2026-01-01&end=2026-03-31&purpose=wedding&order=score&limit=3");
    expect(found.days.map((d: Rec) => d.iso)).toEqual(foundJa.days.map((d: Rec) => d.iso));
    found.days.forEach((d: Rec, i: number) => {
      expect(d.day).toEqual(expected(foundJa.days[i].day));
      d.reasons.forEach((r: Rec, k: number) => {
        const entry = (glossary.fields[r.field] as Rec[]).find((e) => e.id === r.id);
        expect(r.label).toBe(entry!.en);
        expect(r.id).toBe(foundJa.days[i].reasons[k].id);
      });
    });
    expect(await get("/gw/business/2027-01-11?lang=en")).toMatchObject({ reason: "holiday", label: en("holiday", "成人の日") });
    expect(await get("/gw/business/2027-01-10?lang=en")).toMatchObject({ reason: "sunday", label: "Sunday" });
    const weekends = await get("/gw/long-weekends/2026?lang=en");
    expect(weekends.runs[3].holidays).toEqual(["憲法記念日", "みどりの日", "こどもの日", "振替休日"].map((h) => en("holiday", h)));
    const wareki = await get("/gw/wareki/1600-10-21?lang=en");
    expect(wareki).toMatchObject({
      wareki: "慶長5年9月15日",
      youbi: en("youbi", "土"),
      kanshi: en("kanshi", "乙卯"),
      kanshi_year: en("kanshi", "庚子"),
      rokuyou: en("rokuyou", "大安"),
    });
  });
});
