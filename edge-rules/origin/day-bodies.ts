/**
 * Range and bulk bodies built in slices (docs/interface.md#rate-limits, "Heavy answers"): a year of
 * Pro days in English with another place's times as CSV is tens of milliseconds of one thread, and
 * eleven years half a second; built at once, every other request would wait for it. So the body
 * is built a slice at a time — {@link SLICE_DAYS} days of a range, one year of a bulk — and each
 * step of a slice (records — in English when asked —, `place` — a point's {@link POINT_STEP_DAYS} days at a time —, CSV) is followed by a turn of the event loop
 * (`feed/yield.ts`), so cheap requests are answered in between. The bytes are exactly those of the
 * body built at once (test/edge-rules/origin/day-bodies.test.ts): each slice is a body of its own whose
 * records (or CSV rows) are spliced under the whole body's head.
 */
import { englishBody } from "../represent/english-bytes.ts";
import { csvColumns, csvTable } from "../../schemas/csv.ts";
import type { Format } from "../../schemas/parameters.ts";
import type { Lang, View } from "../../calendar/names.ts";
import { bulkHead, concat, csvOfRecords, rangeHead } from "./assemble.ts";
import type { DayServices } from "../core.ts";
import type { Rules } from "../../calendar/rules.ts";
import { dayVariant, namedDayRules, ruledBody } from "./day-rules.ts";
import type { PlaceChoice } from "../routing/parameters.ts";
import type { PlaceTimes } from "./place-times.ts";
import { applyPoint, applyPointInSteps } from "./point-times.ts";

/** Days of a range built between two turns: about 3 ms per step for the heaviest options on this project's machine. */
export const SLICE_DAYS = 92;

/** A point's days computed between two turns: about 0.1 ms a day (bench/point-sky.ts), so a step of about 2 ms. */
export const POINT_STEP_DAYS = 16;

/** What is done to every record of a body. */
export interface Dressing {
  readonly view: View;
  /** Another place's times, or a point's in its zone (Pro bodies only), or `null`. */
  readonly place: PlaceChoice;
  readonly lang: Lang;
  readonly format: Format;
  /** The request's rules (docs/interface.md#schools-rules): a Pro body names its day rules, and computes its records under them when one is not the default. */
  readonly rules: Rules;
}

/** The day rules a Pro body's records are computed under, or `null` (the prerendered records: every day rule at its default). */
const variantOf = (d: Dressing): Rules | null => (d.view === "pro" ? dayVariant(d.rules) : null);

/** What a body's head names after its view: the day rules of a Pro body, nothing for a lite one. */
const namedOf = (d: Dressing): string => (d.view === "pro" ? namedDayRules(d.rules) : "");

const encoder = new TextEncoder();
const COMMA = encoder.encode(",");
const RANGE_END = encoder.encode("]}");
const BULK_END = encoder.encode("}}");

/**
 * A JSON body of records already in `lang` (the assembler's English records: assemble.ts) with `place` applied,
 * a turn after. `place` swaps the `sun` and `moon` of each record, which carry no label, so it gives the same
 * bytes before or after the English.
 */
async function dress(json: Uint8Array, d: Dressing, version: string, services: DayServices): Promise<Uint8Array> {
  const variant = variantOf(d);
  if (variant !== null) {
    // The slice is in d.lang already (the assembler's English records): the computed fields are labelled the same.
    json = await ruledBody(json, variant, (year) => services.almanacs.almanac(version, year, year), d.lang);
    await services.yieldTurn();
  }
  if (d.view !== "pro" || d.place === null) return json;
  const body =
    typeof d.place === "string"
      ? await services.places.apply(version, json, d.place)
      : await applyPointInSteps(json, d.place, d.place.zone, POINT_STEP_DAYS, services.yieldTurn);
  await services.yieldTurn();
  return body;
}

/** A Pro JSON body with a place's times (read from its files) or a point's (computed in its zone: point-times.ts). */
export function placeBody(places: PlaceTimes, version: string, json: Uint8Array, place: NonNullable<PlaceChoice>): Promise<Uint8Array> {
  return typeof place === "string" ? places.apply(version, json, place) : Promise.resolve(applyPoint(json, place, place.zone));
}

/** A head as the whole body has it: in English when asked (the head of an empty body, translated, without its end). */
function dressedHead(head: string, end: string, lang: Lang): Uint8Array {
  if (lang !== "en") return encoder.encode(head);
  const whole = englishBody(encoder.encode(head + end));
  return whole.subarray(0, whole.length - end.length);
}

/** Where `marker` (ASCII) ends in `bytes`, searching from the start; -1 when absent. */
function after(bytes: Uint8Array, marker: string): number {
  const m = encoder.encode(marker);
  outer: for (let i = 0; i + m.length <= bytes.length; i++) {
    for (let j = 0; j < m.length; j++) if (bytes[i + j] !== m[j]) continue outer;
    return i + m.length;
  }
  return -1;
}

/** Whether two byte arrays are equal. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A CSV or JSON body from slices: `slice(i)` gives slice i's body (a JSON body of its own),
 * `records` cuts its records (JSON) out of the dressed slice.
 */
async function sliced(
  count: number,
  slice: (i: number) => Promise<Uint8Array>,
  records: (dressed: Uint8Array, i: number) => Uint8Array,
  json: { readonly head: Uint8Array; readonly separator: (i: number) => Uint8Array[]; readonly end: Uint8Array },
  d: Dressing,
  version: string,
  services: DayServices,
): Promise<Uint8Array> {
  const csvHead = d.format === "csv" ? encoder.encode(csvTable(csvColumns(d.view), [], d.lang)) : null;
  if (count === 1 && csvHead === null) {
    // One slice: its body is the whole body when its head and end are the whole body's (no second copy).
    const raw = await slice(0);
    await services.yieldTurn();
    const dressed = await dress(raw, d, version, services);
    const cut = records(dressed, 0);
    const start = cut.byteOffset - dressed.byteOffset;
    const head = concat([json.head, ...json.separator(0)]);
    if (sameBytes(dressed.subarray(0, start), head) && sameBytes(dressed.subarray(start + cut.length), json.end)) return dressed;
    return concat([head, cut, json.end]);
  }
  const chunks: Uint8Array[] = [csvHead ?? json.head];
  for (let i = 0; i < count; i++) {
    const raw = await slice(i);
    await services.yieldTurn();
    const dressed = await dress(raw, d, version, services);
    if (csvHead !== null) {
      chunks.push(csvOfRecords(dressed, d.view, d.lang).subarray(csvHead.length));
      await services.yieldTurn();
    } else chunks.push(...json.separator(i), records(dressed, i));
  }
  if (csvHead === null) chunks.push(json.end);
  return concat(chunks);
}

/**
 * A JSON range without `place`: the head, the runs of records of each slice (views of the cached record files), and
 * the end, copied once; a turn after each slice.
 */
async function plainRange(startDay: number, endDay: number, d: Dressing, version: string, services: DayServices): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [dressedHead(rangeHead(d.view, startDay, endDay, namedOf(d)), "]}", d.lang)];
  for (let first = startDay; first <= endDay; first += SLICE_DAYS) {
    const runs = await services.assembler.runs(version, d.view, first, Math.min(endDay, first + SLICE_DAYS - 1), d.lang);
    for (const run of runs) chunks.push(...(chunks.length === 1 ? [run] : [COMMA, run]));
    await services.yieldTurn();
  }
  chunks.push(RANGE_END);
  return concat(chunks);
}

/** The body of a range (days `startDay..endDay`), JSON or CSV, built in slices of {@link SLICE_DAYS} days. */
export function rangeBody(startDay: number, endDay: number, d: Dressing, version: string, services: DayServices): Promise<Uint8Array> {
  if (d.format === "json" && (d.view === "lite" || d.place === null) && variantOf(d) === null)
    return plainRange(startDay, endDay, d, version, services);
  const count = Math.ceil((endDay - startDay + 1) / SLICE_DAYS);
  const first = (i: number): number => startDay + i * SLICE_DAYS;
  return sliced(
    count,
    (i) => services.assembler.range(version, d.view, first(i), Math.min(endDay, first(i) + SLICE_DAYS - 1), d.lang),
    (dressed) => dressed.subarray(after(dressed, '"days":['), dressed.length - RANGE_END.length),
    {
      head: dressedHead(rangeHead(d.view, startDay, endDay, namedOf(d)), "]}", d.lang),
      separator: (i) => (i === 0 ? [] : [COMMA]),
      end: RANGE_END,
    },
    d,
    version,
    services,
  );
}

/** The body of a bulk request (`years` ascending, each once), JSON or CSV, built a year at a time. */
export function bulkBody(years: readonly number[], d: Dressing, version: string, services: DayServices): Promise<Uint8Array> {
  return sliced(
    years.length,
    (i) => services.assembler.bulk(version, [years[i]!], d.lang),
    (dressed, i) => dressed.subarray(after(dressed, `"data":{"${years[i]!}":`), dressed.length - BULK_END.length),
    {
      head: dressedHead(bulkHead(years, namedOf(d)), "}}", d.lang),
      separator: (i) => [encoder.encode(`${i === 0 ? "" : ","}"${years[i]!}":`)],
      end: BULK_END,
    },
    d,
    version,
    services,
  );
}
