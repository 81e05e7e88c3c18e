/**
 * Pro day records under the request's day rules (docs/interface.md#schools-rules). The prerendered records follow
 * every rule's default; under another value, the fields a day rule decides ({@link RULE_FIELDS}) are computed again
 * by the calendar's own `proFields` (calendar/records/pro-fields.ts, the generator's code) over the almanac of the
 * published files (almanac-files.ts), and every other field is the prerendered record's. A Pro body names the day
 * rules it applied, defaults included, once: `"rules":{…}` right after `"view":"pro"`.
 */
import type { Almanac } from "../../calendar/almanac.ts";
import { proFields } from "../../calendar/records/pro-fields.ts";
import { isDefaultFor, rulesOf, type Rules } from "../../calendar/rules.ts";
import { civilDate, parseIsoDate } from "../../calendar/time/day-number.ts";
import type { Lang, View } from "../../calendar/names.ts";
import { englishDay, type Json } from "../../schemas/english.ts";

/** The ProDay fields a day rule can change (test/edge-rules/origin/day-rules.test.ts: no rule changes another). */
export const RULE_FIELDS = ["kyusei", "notes_arr", "periods", "kyusei_board"] as const;

/** A record as the files hold it (the fields this module reads or replaces). */
type DayRecord = { readonly iso: string } & Record<string, unknown>;

/** A JSON data body: a day, a range's days, or a bulk's years of days. */
interface DataBody {
  readonly day?: DayRecord;
  readonly days?: DayRecord[];
  readonly data?: Record<string, DayRecord[]>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The almanac a record's year is computed over (almanac-files.ts, one year and its neighbours). */
export type AlmanacOf = (year: number) => Promise<Almanac>;

/** The day rules of a request when one is not at its default, else `null` (the prerendered records are the answer). */
export function dayVariant(rules: Rules): Rules | null {
  return isDefaultFor("day", rules) ? null : rules;
}

/** `"rules":{…}` of a Pro body: every day rule with the value applied (ids and values are words: written as they are). */
export function namedDayRules(rules: Rules): string {
  return `"rules":{${Object.entries(rulesOf("day", rules))
    .map(([id, value]) => `"${id}":"${value}"`)
    .join(",")}}`;
}

/** `X-Rules` of a Pro CSV answer: every day rule, `id=value` joined by `, ` (a lite one names none). */
export function dayRulesHeader(rules: Rules, view: View): string | null {
  if (view !== "pro") return null;
  return Object.entries(rulesOf("day", rules))
    .map(([id, value]) => `${id}=${value}`)
    .join(", ");
}

/** The opening every Pro data body has, after which its rules are named. */
const PRO_OPENING = '{"ok":true,"view":"pro"';

/** A Pro body's bytes with its rules named after `"view":"pro"` (a body without that opening is returned as it is). */
export function withNamedRules(json: Uint8Array, rules: Rules): Uint8Array {
  const opening = encoder.encode(PRO_OPENING);
  for (let i = 0; i < opening.length; i++) if (json[i] !== opening[i]) return json;
  const named = encoder.encode(`,${namedDayRules(rules)}`);
  const out = new Uint8Array(json.length + named.length);
  out.set(json.subarray(0, opening.length));
  out.set(named, opening.length);
  out.set(json.subarray(opening.length), opening.length + named.length);
  return out;
}

/**
 * One record with the fields the day rules decide computed under `rules` (the key order of the record kept), their
 * labels in `lang` (the record's own language: an English record's other fields are English already).
 */
export function ruledRecord(record: DayRecord, almanac: Almanac, rules: Rules, lang: Lang = "ja"): DayRecord {
  const day = parseIsoDate(record.iso);
  if (day === null) throw new Error(`day record without a date: ${record.iso}`);
  const fields = proFields(almanac, almanac.day(day), rules);
  const computed: Record<string, unknown> = {};
  for (const field of RULE_FIELDS) computed[field] = fields[field];
  const labelled = (lang === "en" ? englishDay(computed as Json) : computed) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...record };
  for (const field of RULE_FIELDS) out[field] = labelled[field];
  return out as DayRecord;
}

/** Records in day order, each with the fields the day rules decide computed under `rules` over its year's almanac. */
export async function ruledRecords<R extends DayRecord>(
  records: readonly R[],
  rules: Rules,
  almanacOf: AlmanacOf,
  lang: Lang = "ja",
): Promise<R[]> {
  const out: R[] = [];
  for (const record of records) out.push(ruledRecord(record, await almanacOf(civilDate(parseIsoDate(record.iso)!).y), rules, lang) as R);
  return out;
}

/**
 * A JSON body of Pro records in `lang` (a day, a range or a bulk) with every record under `rules`: the same bytes as
 * the prerendered body but for the fields the rules change (JSON.stringify of the parsed body is the file's bytes).
 */
export async function ruledBody(json: Uint8Array, rules: Rules, almanacOf: AlmanacOf, lang: Lang = "ja"): Promise<Uint8Array> {
  const body = JSON.parse(decoder.decode(json)) as DataBody & Record<string, unknown>;
  const each = (records: readonly DayRecord[]): Promise<DayRecord[]> => ruledRecords(records, rules, almanacOf, lang);
  const ruled: Record<string, unknown> = { ...body };
  if (body.day) ruled["day"] = (await each([body.day]))[0];
  if (body.days) ruled["days"] = await each(body.days);
  if (body.data) {
    const data: Record<string, DayRecord[]> = {};
    for (const [year, records] of Object.entries(body.data)) data[year] = await each(records);
    ruled["data"] = data;
  }
  return encoder.encode(JSON.stringify(ruled));
}
