/**
 * `rules=` on the day finder (docs/interface.md#day-finder, #schools-rules) over the shared generated tree of 2020–2030: under a
 * non-default day rule the search sees the days as computed under it — the notes, the day 九星 and a purpose's
 * signs of the range with the same rules — and returns those records; the index it searches holds the range's
 * values and the generated ones elsewhere; under the defaults the answer is what it was but for the rules it names;
 * the ETag follows the rules, not their spelling; the cost counts the days computed; gw.php and the MCP tool take it.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyRules, DEFAULT_RULES, RULES } from "../../../calendar/rules.ts";
import { dayNumber, isoDate, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { sharedStates, type CoreServices } from "../../../edge-rules/core.ts";
import { endpointTable } from "../../../edge-rules/endpoints/index.ts";
import type { FindEndpointRequest } from "../../../edge-rules/endpoints/find.ts";
import { routeUrl } from "../../../edge-rules/routing/route.ts";
import type { View } from "../../../calendar/names.ts";
import type { Plan } from "../../../schemas/plans.ts";
import { Finder } from "../../../edge-rules/find/answer.ts";
import { Assembler } from "../../../edge-rules/origin/assemble.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { findCost, RULED_DAYS_PER_UNIT } from "../../../schemas/plans.ts";
import { ruleFieldValues } from "../../../schemas/files/day-index.ts";
import { KYUSEI_ENTRIES } from "../../../schemas/glossary/kyusei.ts";
import { NOTE_ENTRIES } from "../../../schemas/glossary/notes.ts";
import { FindResponse } from "../../../schemas/find.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { FixtureOrigin, MANIFEST, TOKENS } from "../fixtures.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
}, 300_000);
afterAll(() => tree?.cleanup());

type Rec = { readonly iso: string } & Record<string, any>;
interface Found {
  readonly status: number;
  readonly text: string;
  readonly json: any;
  readonly headers: Headers;
}

const PRO = `token=${TOKENS.pro}`;
const DAY_RULE_DEFAULTS = Object.fromEntries(RULES.filter((r) => r.answers.includes("day")).map((r) => [r.id, r.default]));

async function get(path: string, init?: RequestInit): Promise<Found> {
  const res = await tree.handler(new Request(`http://x${path}`, init));
  const text = await res.text();
  return {
    status: res.status,
    text,
    json: res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null,
    headers: res.headers,
  };
}

/** The Pro range of 2020 under `rules` (a query text, "" for none): the days as the range computes them. */
async function range2020(rules: string): Promise<Rec[]> {
  const r = await get(`/gw/range/2020-01-01/2020-12-31?${PRO}${rules === "" ? "" : `&rules=${rules}`}`);
  expect(r.status).toBe(200);
  return r.json.days as Rec[];
}

const hasNote = (r: Rec, id: string): boolean => (r["notes_arr"] as { id: string }[]).some((n) => n.id === id);

describe("a variant day rule: the search sees the computed days", () => {
  it("notes=daimyo under rules=daimyo:21 finds exactly the range's 大明日 under it, fewer than the default's", async () => {
    const ruled = await range2020("daimyo:21");
    const plain = await range2020("");
    const expected = ruled.filter((r) => hasNote(r, "daimyo"));
    const defaults = plain.filter((r) => hasNote(r, "daimyo"));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(defaults.length);
    const label = NOTE_ENTRIES.find((e) => e.id === "daimyo")!.label;
    for (const notes of ["daimyo", encodeURIComponent(label)]) {
      const found = await get(`/gw/find?start=2020-01-01&end=2020-12-31&notes=${notes}&limit=366&rules=daimyo:21&${PRO}`);
      expect(found.status).toBe(200);
      expect(found.json.rules).toEqual({ ...DAY_RULE_DEFAULTS, daimyo: "21" });
      expect(found.json.total).toBe(expected.length);
      expect(found.json.days.map((d: { iso: string }) => d.iso)).toEqual(expected.map((r) => r.iso));
      // The records are the range's under the same rules, field for field.
      expect(found.json.days.map((d: { day: Rec }) => d.day)).toEqual(expected);
      expect(FindResponse.safeParse(found.json).success).toBe(true);
    }
    const plainFind = await get(`/gw/find?start=2020-01-01&end=2020-12-31&notes=daimyo&limit=366&${PRO}`);
    expect(plainFind.json.total).toBe(defaults.length);
    // not_notes sees the same days: every other day of the year.
    const not = await get(`/gw/find?start=2020-01-01&end=2020-12-31&not_notes=daimyo&limit=366&rules=daimyo:21&${PRO}`);
    expect(not.json.total).toBe(366 - expected.length);
  });

  it("kyusei= under rules=kyusei_day:tyme4ts in 2020 matches the range's computed 九星", async () => {
    const ruled = await range2020("kyusei_day:tyme4ts");
    const plain = await range2020("");
    const moved = ruled.filter((r, i) => r["kyusei"] !== plain[i]!["kyusei"]).length;
    expect(moved, "a year where the methods agree tests nothing").toBeGreaterThan(0);
    let seen = 0;
    for (const entry of KYUSEI_ENTRIES) {
      const found = await get(`/gw/find?start=2020-01-01&end=2020-12-31&kyusei=${entry.id}&limit=366&rules=kyusei_day:tyme4ts&${PRO}`);
      expect(found.status).toBe(200);
      const expected = ruled.filter((r) => r["kyusei"] === entry.label);
      expect(
        found.json.days.map((d: { iso: string }) => d.iso),
        entry.id,
      ).toEqual(expected.map((r) => r.iso));
      expect(found.json.days.every((d: { day: Rec }) => d.day["kyusei"] === entry.label)).toBe(true);
      seen += found.json.total;
    }
    expect(seen).toBe(366);
  });

  it("a purpose scores the computed notes and periods, and returns the computed records", async () => {
    const ruled = await range2020("daimyo:21");
    const byIso = new Map(ruled.map((r) => [r.iso, r]));
    const q = "start=2020-01-01&end=2020-12-31&purpose=wedding&min_score=-20&limit=366";
    const found = await get(`/gw/find?${q}&rules=daimyo:21&${PRO}`);
    const plain = await get(`/gw/find?${q}&${PRO}`);
    expect(found.status).toBe(200);
    let daimyoReasons = 0;
    for (const hit of found.json.days as { iso: string; reasons: { field: string; id: string }[]; day: Rec }[]) {
      const record = byIso.get(hit.iso)!;
      expect(hit.day).toEqual(record);
      const notes = new Set((record["notes_arr"] as { id: string }[]).map((n) => n.id));
      for (const reason of hit.reasons.filter((s) => s.field === "notes"))
        expect(notes.has(reason.id), `${hit.iso} ${reason.id}`).toBe(true);
      // Every note of the record the purpose weighs is a reason (the score reads the computed notes, not the generated).
      if (notes.has("daimyo")) expect(hit.reasons.some((s) => s.id === "daimyo")).toBe(true);
      if (hit.reasons.some((s) => s.id === "daimyo")) daimyoReasons++;
    }
    expect(daimyoReasons).toBeGreaterThan(0);
    const plainDaimyo = (plain.json.days as { reasons: { id: string }[] }[]).filter((d) => d.reasons.some((s) => s.id === "daimyo")).length;
    expect(daimyoReasons).toBeLessThan(plainDaimyo);
  });

  it("the index searched holds the computed rule values, and the generated ones elsewhere", async () => {
    const origin = createFsOrigin({ root: join(tree.dir, "public") });
    const finder = sharedStates(origin, new Assembler(origin))(Finder);
    const version = (await origin.manifest()).dataVersion;
    const rules = applyRules({ daimyo: "21", kyusei_day: "tamo", jippoukure: "mabi", shanichi: "fifth" });
    const [start, end] = [dayNumber(2020, 1, 20), dayNumber(2020, 12, 15)];
    const ruledIndex = await finder.ruledIndex(version, start, end, rules, async () => {});
    const generated = await finder.index(version);
    expect(ruledIndex.firstDay).toBe(start);
    expect(ruledIndex.count).toBe(end - start + 1);
    const days = (await get(`/gw/range/2020-01-20/2020-12-15?${PRO}&rules=daimyo:21,kyusei_day:tamo,jippoukure:mabi,shanichi:fifth`)).json
      .days as Rec[];
    let differs = 0;
    for (let day = start; day <= end; day++) {
      const record = days[day - start]!;
      expect(record.iso).toBe(isoDate(day));
      const got = ruledIndex.day(day);
      const base = generated.day(day);
      expect({ kyusei: got.kyusei, periods: got.periods, notes: got.notes }, record.iso).toEqual(ruleFieldValues(record as never));
      expect({ ...got, kyusei: 0, periods: 0, notes: 0 }).toEqual({ ...base, kyusei: 0, periods: 0, notes: 0 });
      if (got.kyusei !== base.kyusei || got.periods !== base.periods || got.notes !== base.notes) differs++;
    }
    expect(differs).toBeGreaterThan(0);
    // The defaults read the generated index itself.
    expect(await finder.ruledIndex(version, start, end, DEFAULT_RULES)).toBe(generated);
  });
});

describe("under the defaults", () => {
  const queries = [
    "start=2020-01-01&end=2020-12-31&notes=daimyo&limit=366",
    "start=2020-01-01&end=2022-12-31&purpose=wedding&order=score&limit=5",
    "start=2020-03-01&end=2020-05-31&rokuyou=taian&weekday=sat,sun",
  ];

  it("a Pro answer is the records it was, naming the day rules after its view; explicit defaults are the same bytes", async () => {
    for (const q of queries) {
      const plain = await get(`/gw/find?${q}&${PRO}`);
      expect(plain.status).toBe(200);
      expect(plain.text.startsWith(`{"ok":true,"view":"pro","rules":${JSON.stringify(DAY_RULE_DEFAULTS)},"query":`)).toBe(true);
      const explicit = await get(`/gw/find?${q}&${PRO}&rules=daimyo:25,kyusei_day:koyomi8,zi:late`);
      expect(explicit.text).toBe(plain.text);
      expect(explicit.headers.get("etag")).toBe(plain.headers.get("etag"));
      for (const hit of plain.json.days as { iso: string; day: Rec }[]) {
        expect(hit.day).toEqual(tree.records[parseIsoDate(hit.iso)! - dayNumber(2020, 1, 1)]);
      }
    }
  });

  it("a lite answer names no rules, and rules= leaves it alone when its search reads none", async () => {
    const q = "start=2020-03-01&end=2020-05-31&rokuyou=taian&weekday=sat,sun";
    const lite = await get(`/gw/find?${q}`);
    expect(lite.text).not.toContain('"rules"');
    const ruled = await get(`/gw/find?${q}&rules=tyme4ts,daimyo:21`);
    expect(ruled.text).toBe(lite.text);
    expect(ruled.headers.get("etag")).toBe(lite.headers.get("etag"));
  });
});

describe("the key, the answer's name for the rules, errors and cost", () => {
  /** A find of 2020's days of a 九星 whose days kyusei_day:tyme4ts moves (the first such star of the range's). */
  let q = "";
  /** The days of that star in the range under the defaults and under kyusei_day:tyme4ts. */
  let days: { plain: string[]; tyme: string[] };
  beforeAll(async () => {
    const [plain, tyme] = [await range2020(""), await range2020("kyusei_day:tyme4ts")];
    const of = (records: Rec[], label: string) => records.filter((r) => r["kyusei"] === label).map((r) => r.iso);
    const star = KYUSEI_ENTRIES.find((e) => of(plain, e.label).join() !== of(tyme, e.label).join())!;
    q = `start=2020-01-01&end=2020-12-31&kyusei=${star.id}&limit=366`;
    days = { plain: of(plain, star.label), tyme: of(tyme, star.label) };
  });

  it("the ETag differs with the rules and is the same across their spellings; gw.php agrees", async () => {
    const etag = async (path: string) => (await get(path)).headers.get("etag");
    const plain = await etag(`/gw/find?${q}&${PRO}`);
    const tyme = await etag(`/gw/find?${q}&${PRO}&rules=tyme4ts`);
    expect(tyme).not.toBe(plain);
    expect(await etag(`/gw/find?${q}&${PRO}&rules=kyusei_day:tyme4ts`)).toBe(tyme);
    expect(await etag(`/gw/find?${q}&${PRO}&rules=kyusei_day:tamo,tyme4ts,zi:early`)).toBe(tyme);
    expect(await etag(`/gw.php?fn=find&${q}&${PRO}&rules=tyme4ts`)).toBe(tyme);
    // A record-only variant (the search reads no day rule) still changes a Pro answer: its records.
    const taian = "start=2020-01-01&end=2020-12-31&rokuyou=taian";
    expect(await etag(`/gw/find?${taian}&${PRO}&rules=daimyo:21`)).not.toBe(await etag(`/gw/find?${taian}&${PRO}`));
  });

  it("a Pro plan's view=lite find whose search reads the rules names them, and keys on them", async () => {
    const lite = await get(`/gw/find?${q}&${PRO}&view=lite`);
    const ruled = await get(`/gw/find?${q}&${PRO}&view=lite&rules=kyusei_day:tyme4ts`);
    expect(lite.json.rules).toEqual(DAY_RULE_DEFAULTS);
    expect(ruled.json.rules).toEqual({ ...DAY_RULE_DEFAULTS, kyusei_day: "tyme4ts" });
    expect(ruled.json.view).toBe("lite");
    expect(lite.json.days.map((d: { iso: string }) => d.iso)).toEqual(days.plain);
    expect(ruled.json.days.map((d: { iso: string }) => d.iso)).toEqual(days.tyme);
    expect(ruled.json.days[0].day).not.toHaveProperty("kyusei");
    expect(ruled.headers.get("etag")).not.toBe(lite.headers.get("etag"));
    expect(FindResponse.safeParse(ruled.json).success).toBe(true);
  });

  it("English and CSV follow the computed records", async () => {
    const json = await get(`/gw/find?${q}&${PRO}&rules=kyusei_day:tyme4ts`);
    const en = await get(`/gw/find?${q}&${PRO}&rules=kyusei_day:tyme4ts&lang=en`);
    expect(en.json.rules).toEqual(json.json.rules);
    expect(en.json.days.map((d: { iso: string }) => d.iso)).toEqual(json.json.days.map((d: { iso: string }) => d.iso));
    const csv = await get(`/gw/find?${q}&${PRO}&rules=kyusei_day:tyme4ts&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split("\n").length - 1).toBe(json.json.count);
  });

  it("an unknown rule or value is 400 naming rules", async () => {
    for (const rules of ["daimyo:30", "nope:1", "tyme4ts,,zi:late"]) {
      const res = await get(`/gw/find?${q}&${PRO}&rules=${rules}`);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: "INVALID_PARAMETER", parameter: "rules" });
    }
  });

  it("costs the days it computes: the span when its search reads the rules, and a Pro page's records", async () => {
    const cost = async (path: string) => Number((await get(path)).headers.get("x-ratelimit-cost"));
    const page = { days: 366, proFields: true, english: false, place: false, csv: false };
    expect(await cost(`/gw/find?${q}&${PRO}`)).toBe(findCost(page, { spanDays: 366, signs: 0, ruledDays: 0 }));
    const ruled = await cost(`/gw/find?${q}&${PRO}&rules=kyusei_day:tyme4ts`);
    expect(ruled).toBe(findCost(page, { spanDays: 366, signs: 0, ruledDays: 366 + 366 }));
    expect(ruled).toBe(Math.ceil((366 * 2) / 64 + 366 / 200_000 + 732 / RULED_DAYS_PER_UNIT));
    const taian = "start=2020-01-01&end=2020-12-31&rokuyou=taian&limit=31";
    expect(await cost(`/gw/find?${taian}&${PRO}&rules=daimyo:21`)).toBe(
      Math.ceil((31 * 2) / 64 + 366 / 200_000 + 31 / RULED_DAYS_PER_UNIT),
    );
  });

  it("the MCP tool find_days takes rules and answers the API's body", async () => {
    const kyusei = new URLSearchParams(q).get("kyusei")!;
    const args = { start: "2020-01-01", end: "2020-12-31", kyusei: [kyusei], limit: 366, rules: "kyusei_day:tyme4ts" };
    const res = await tree.handler(
      new Request("http://x/mcp", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          authorization: `Bearer ${TOKENS.pro}`,
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "find_days", arguments: args } }),
      }),
    );
    expect(res.status).toBe(200);
    const result = ((await res.json()) as { result: { isError?: boolean; content: { text: string }[] } }).result;
    expect(result.isError ?? false, result.content[0]!.text).toBe(false);
    expect(JSON.parse(result.content[0]!.text)).toEqual((await get(`/gw/find?${q}&${PRO}&rules=kyusei_day:tyme4ts`)).json);
  });
});

describe("the canonical key", () => {
  const origin = new FixtureOrigin();
  const assembler = new Assembler(origin);
  const core: CoreServices = {
    origin,
    assembler,
    yieldTurn: () => Promise.resolve(),
    serviceName: "koyomi-api",
    report: () => undefined,
    readManifest: () => Promise.resolve(MANIFEST),
    shared: sharedStates(origin, assembler),
  };
  const endpoint = endpointTable(core).find;

  /** The key of a find under a plan (every request here is valid and covered). */
  function keyOf(path: string, plan: Plan): string {
    const routed = routeUrl(`http://x${path}`)!;
    const parsed = endpoint.parse(routed, MANIFEST) as FindEndpointRequest;
    const view = endpoint.authorize(parsed, plan) as View;
    return endpoint.key(parsed, view);
  }

  const kyusei = '{"start":"2025-01-01","end":"2025-01-31","kyusei":["ippaku-suisei"],"order":"date","limit":31}';
  const taian = '{"start":"2025-01-01","end":"2025-01-31","rokuyou":["taian"],"order":"date","limit":31}';
  it.each([
    ["pro", "kyusei=ippaku-suisei&rules=tyme4ts", `find|pro|${kyusei}|rules=kyusei_day:tyme4ts`],
    ["pro", "kyusei=ippaku-suisei&rules=daimyo:25,zi:early", `find|pro|${kyusei}`],
    ["pro", "kyusei=ippaku-suisei&rules=tyme4ts&view=lite", `find|lite|${kyusei}|rules=kyusei_day:tyme4ts`],
    ["pro", "rokuyou=taian&rules=shanichi:fifth,daimyo:21", `find|pro|${taian}|rules=daimyo:21,shanichi:fifth`],
    ["pro", "rokuyou=taian&rules=daimyo:21&view=lite", `find|lite|${taian}`],
    ["lite", "rokuyou=taian&rules=daimyo:21&lang=en", `find|lite|${taian}|lang=en`],
  ] as const)("%s %s", (plan, query, key) => {
    expect(keyOf(`/gw/find?start=2025-01-01&end=2025-01-31&${query}`, plan)).toBe(key);
  });
});
