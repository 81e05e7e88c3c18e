/**
 * A birth request's parameters (docs/interface.md#birth-charts) → {@link BirthInput}: `at` by the moment's
 * date-time rules (edge-rules/moment/datetime.ts) or a date alone, `sex`, `longitude`, `solar`, `dst`.
 * Shared by `GET /gw/birth/{at}`, the MCP tool and the `/birth` page.
 */
import { DST_MODES, SOLAR_MODES, type DstMode, type SolarMode } from "../../schemas/endpoints/birth.ts";
import { JST_OFFSET_MS, MS_PER_DAY, parseIsoDate } from "../../schemas/day-number.ts";
import { SEXES, type Sex } from "../../schemas/vocabulary.ts";
import { invalidParameter } from "../common-parameters.ts";
import { apiError, type ApiError } from "../errors.ts";
import { parseDatetime } from "../moment/datetime.ts";
import type { BirthInput } from "./answer.ts";

/** The raw values (null: not sent). */
export interface BirthParams {
  readonly at: string | null;
  readonly sex: string | null;
  readonly longitude: string | null;
  readonly solar: string | null;
  readonly dst: string | null;
}

const DATE_ONLY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
/** A decimal number as people type a longitude (no exponent, no hex). */
const DECIMAL = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;
/** JST noon, ms after the day's start: the chart of a date alone is cast for it. */
const NOON = 12 * 3_600_000;

/** One of `values`, `fallback` when not sent, or INVALID_PARAMETER. */
function oneOf<T extends string>(name: string, raw: string | null, values: readonly T[], fallback: T): T | ApiError {
  if (raw === null) return fallback;
  return (values as readonly string[]).includes(raw) ? (raw as T) : invalidParameter(name, raw, `${name} must be ${values.join(", ")}`);
}

/** The input of a birth chart, or the error naming the first bad parameter. */
export function parseBirthParams(p: BirthParams): BirthInput | ApiError {
  // In a query (`gw.php?fn=birth&at=…+09:00`) an unencoded `+` arrives as a space: the offset's sign, put back.
  const text = p.at === null ? null : p.at.replace(/^([0-9-]+T[0-9:.]+) ([0-9]{2}:?[0-9]{2})$/, "$1+$2");
  if (text === null || text === "")
    return apiError("INVALID_DATETIME", "at is required: a date-time such as 1990-05-05T14:30+09:00, or a date 1990-05-05");
  let instant: number;
  let hasTime: boolean;
  let jstClock: boolean;
  if (DATE_ONLY.test(text)) {
    const day = parseIsoDate(text);
    if (day === null) return apiError("INVALID_DATETIME", `at: ${text} is not an existing day`, { value: text });
    instant = day * MS_PER_DAY - JST_OFFSET_MS + NOON;
    hasTime = false;
    jstClock = true;
  } else {
    const parsed = parseDatetime(text);
    if (!parsed.ok) return apiError("INVALID_DATETIME", `at: ${parsed.reason}`, { value: text });
    instant = parsed.ms;
    hasTime = true;
    jstClock = parsed.offsetMinutes === JST_OFFSET_MS / 60_000;
  }
  const sex = p.sex === null ? null : oneOf<Sex>("sex", p.sex, SEXES, "male");
  if (sex !== null && typeof sex !== "string") return sex;
  const solar = oneOf<SolarMode>("solar", p.solar, SOLAR_MODES, "none");
  if (typeof solar !== "string") return solar;
  const dst = oneOf<DstMode>("dst", p.dst, DST_MODES, "auto");
  if (typeof dst !== "string") return dst;
  let longitude: number | null = null;
  if (p.longitude !== null) {
    const value = Number(p.longitude);
    if (!DECIMAL.test(p.longitude) || !(value >= -180 && value <= 180))
      return invalidParameter("longitude", p.longitude, "longitude must be east longitude in degrees, −180 to 180 (e.g. 141.35)");
    longitude = value;
  }
  if (solar !== "none" && longitude === null)
    return invalidParameter("solar", solar, `solar=${solar} needs longitude= (the birthplace's east longitude in degrees)`);
  return { text, instant, hasTime, jstClock, sex, dst, solar, longitude };
}

/** The input's part of the canonical key (the rest of it is derived from the text). */
export function birthKey(input: BirthInput): string {
  return `${input.text}|${input.sex ?? "-"}|${input.longitude ?? "-"}|${input.solar}|${input.dst}`;
}
