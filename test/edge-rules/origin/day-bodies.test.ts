/**
 * Range and bulk bodies built in slices (edge-rules/origin/day-bodies.ts) are byte for byte the bodies
 * built at once (records, place or point — in a zone too —, English, CSV over the whole span); the build hands the event
 * loop back between slices; bulk years are a set (any order or repeat: the same bytes, ETag and
 * cache entry). On the shared generated tree of 2026–2027.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishBody } from "../../../edge-rules/represent/english-bytes.ts";
import type { View } from "../../../calendar/names.ts";
import { AlmanacFiles } from "../../../edge-rules/origin/almanac-files.ts";
import { dayVariant, ruledBody, withNamedRules } from "../../../edge-rules/origin/day-rules.ts";
import { applyRules, DEFAULT_RULES } from "../../../calendar/rules.ts";
import { Assembler, csvOfRecords } from "../../../edge-rules/origin/assemble.ts";
import { bulkBody, placeBody, rangeBody, SLICE_DAYS, type Dressing } from "../../../edge-rules/origin/day-bodies.ts";
import type { DayServices } from "../../../edge-rules/core.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { PlaceTimes } from "../../../edge-rules/origin/place-times.ts";
import { dayNumber } from "../../../calendar/time/day-number.ts";
import { zoneOf } from "../../../calendar/time/zone-clock.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";
import { join } from "node:path";

let tree: GeneratedTree;
let assembler: Assembler;
let places: PlaceTimes;
let version: string;
let turns = 0;
let services: DayServices;
beforeAll(async () => {
  tree = await generatedTree(2026, 2027);
  const origin = createFsOrigin({ root: join(tree.dir, "public") });
  assembler = new Assembler(origin);
  places = new PlaceTimes(origin);
  version = (await origin.manifest()).dataVersion;
  services = {
    assembler,
    almanacs: new AlmanacFiles(origin, assembler, (Kind) => new Kind(origin)),
    places,
    yieldTurn: async () => {
      turns++;
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}, 180_000);
afterAll(() => tree?.cleanup());

const decoder = new TextDecoder();

/** The body built at once, as the endpoints built it before slicing: its records under the rules, which a Pro body names. */
async function atOnce(json: Uint8Array, d: Dressing): Promise<Uint8Array> {
  let body = json;
  const variant = d.view === "pro" ? dayVariant(d.rules) : null;
  if (variant !== null) body = await ruledBody(body, variant, (year) => services.almanacs.almanac(version, year, year));
  if (d.view === "pro") body = withNamedRules(body, d.rules);
  if (d.view === "pro" && d.place !== null) body = await placeBody(places, version, body, d.place);
  if (d.lang === "en") body = englishBody(body);
  return d.format === "csv" ? csvOfRecords(body, d.view, d.lang) : body;
}

/** Day rules not at their default: records computed per request (origin/day-rules.ts). */
const VARIANT = applyRules({ daimyo: "21", kyusei_day: "tyme4ts", shanichi: "fifth", jippoukure: "mabi" });

const DRESSINGS: Dressing[] = [];
for (const view of ["lite", "pro"] as View[])
  for (const place of [null, "sapporo"])
    for (const lang of ["ja", "en"] as const)
      for (const format of ["json", "csv"] as const)
        for (const rules of [DEFAULT_RULES, VARIANT])
          if (view === "pro" || (place === null && rules === DEFAULT_RULES)) DRESSINGS.push({ view, place, lang, format, rules });
// A point (place=lat,lon), computed a few days a step: the same bytes as over the whole span at once.
const POINT = { latitude: 35.007, longitude: 135.787, elevation: 212, text: "35.007,135.787,212", zone: null };
DRESSINGS.push({ view: "pro", place: POINT, lang: "ja", format: "json", rules: DEFAULT_RULES });
DRESSINGS.push({ view: "pro", place: POINT, lang: "en", format: "csv", rules: VARIANT });
// A point in a zone with summer time (tz=): steps that cut through its runs of one offset give the same bytes.
const NEW_YORK = { latitude: 40.7128, longitude: -74.006, elevation: 0, text: "40.7128,-74.006,0", zone: zoneOf("America/New_York") };
DRESSINGS.push({ view: "pro", place: NEW_YORK, lang: "ja", format: "json", rules: DEFAULT_RULES });

describe("bodies built in slices", () => {
  const start = dayNumber(2026, 2, 27);
  const end = dayNumber(2027, 3, 3); // 370 days: five slices, the last a short one

  it.each(DRESSINGS)("a range is the body built at once: %o", async (d) => {
    turns = 0;
    const sliced = await rangeBody(start, end, d, version, services);
    const whole = await atOnce(await assembler.range(version, d.view, start, end), d);
    expect(decoder.decode(sliced)).toBe(decoder.decode(whole));
    expect(turns).toBeGreaterThanOrEqual(Math.ceil((end - start + 1) / SLICE_DAYS));
  });

  it.each(DRESSINGS.filter((d) => d.view === "pro"))("a bulk body is the body built at once: %o", async (d) => {
    turns = 0;
    const sliced = await bulkBody([2026, 2027], d, version, services);
    const whole = await atOnce(await assembler.bulk(version, [2026, 2027]), d);
    expect(decoder.decode(sliced)).toBe(decoder.decode(whole));
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});

describe("bulk years are a set", () => {
  const PRO = { headers: { authorization: `Bearer ${TOKENS.pro}` } };
  const get = (path: string) => tree.handler(new Request(`http://x${path}`, PRO));

  it("any order and repeats answer the ascending years: same bytes, same ETag", async () => {
    const canonical = await get("/gw/bulk/2026,2027?format=csv");
    const asked = await get("/gw.php?fn=bulk&years=2027,2026,2027&format=csv");
    expect(asked.status).toBe(200);
    expect(asked.headers.get("etag")).toBe(canonical.headers.get("etag"));
    expect(await asked.text()).toBe(await canonical.text());
    const json = (await (await get("/gw/bulk/2027,2026,2026")).json()) as { years: number[] };
    expect(json.years).toEqual([2026, 2027]);
  });
});
