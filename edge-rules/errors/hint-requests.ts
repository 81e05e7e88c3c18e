/**
 * What the hint rules (hints.ts) make their requests from: the request as sent, read through the router
 * and changed parameter by parameter into another target, and the corrections of a mistyped date or
 * date-time. Pure functions; nothing here decides which hint an error gets.
 */
import { z } from "zod";
import { civilDate, dayNumber, daysInMonth, isoDate, pad2 } from "../../calendar/time/day-number.ts";
import { pathSegments, type EndpointContract } from "../../schemas/endpoint.ts";
import { ENDPOINT_CONTRACTS, type ApiEndpointId } from "../../schemas/endpoints/index.ts";
import type { RoutedRequest } from "../routing/routed-request.ts";
import { routeUrl, SEGMENT } from "../routing/route.ts";

/** Any origin: a target is routed by its path and query alone. */
const BASE = "http://localhost";

/** A query value as a hint writes it: percent-encoded, but `,` (the lists' separator) and `:` (times) left as they are. */
const queryText = (value: string): string => encodeURIComponent(value).replace(/%2C/gi, ",").replace(/%3A/gi, ":");

/** A path segment: as it is when it may stand in a path, else percent-encoded (a free segment, `{at}`, is decoded: route.ts). */
const segmentText = (value: string): string => (SEGMENT.test(value) ? value : encodeURIComponent(value));

/** The decoded name of a `name=value` pair of a query. */
function pairName(pair: string): string {
  const name = pair.split("=", 1)[0]!;
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/**
 * The path of a template with its parameters filled in; a missing parameter may only be the last ones
 * (`/gw/range/{start}` without end), else `null`.
 */
function filledPath(template: string, params: Readonly<Record<string, string | null | undefined>>): string | null {
  let path = "";
  let missing = false;
  for (const segment of pathSegments(template)) {
    const text = "literal" in segment ? segment.literal : (params[segment.param] ?? null);
    if (text === null) {
      missing = true;
      continue;
    }
    if (missing) return null;
    path += `/${"literal" in segment ? text : segmentText(text)}`;
  }
  return path;
}

/** The routed request of a target (path and query), `null` for a path that is not the API's. */
export function routeTarget(target: string): RoutedRequest | null {
  try {
    return routeUrl(BASE + target);
  } catch {
    return null; // a target the URL parser refuses routes nowhere
  }
}

/** The target of an absolute URL as a hint names it: path and query, without a fragment or a `token` (a hint never repeats a credential). */
export function targetOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  let target = start === -1 ? "/" : url.slice(start);
  const hash = target.indexOf("#");
  if (hash !== -1) target = target.slice(0, hash);
  const q = target.indexOf("?");
  if (q === -1) return target;
  const kept = target
    .slice(q + 1)
    .split("&")
    .filter((pair) => pair !== "" && pairName(pair) !== "token");
  return kept.length === 0 ? target.slice(0, q) : `${target.slice(0, q)}?${kept.join("&")}`;
}

/** A request as sent (its target: path and query, no credential), as the hint rules read and change it. */
export class SentRequest {
  private constructor(
    readonly target: string,
    readonly routed: RoutedRequest | null,
  ) {}

  /** The request of a target; `routed` is `null` for a path that is not the API's (404). */
  static of(target: string): SentRequest {
    return new SentRequest(target, routeTarget(target));
  }

  /** The endpoint's contract, `null` for no endpoint (404, or gw.php without a known fn). */
  get contract(): EndpointContract | null {
    const id = this.routed?.endpoint ?? null;
    return id === null ? null : ENDPOINT_CONTRACTS[id];
  }

  /** A parameter as sent (in the path, or the query), `null` when absent or empty. */
  value(name: string): string | null {
    const routed = this.routed;
    if (routed === null) return null;
    if (name in routed.params) return routed.params[name] ?? null;
    const value = routed.query.get(name);
    return value === null || value === "" ? null : value;
  }

  /** Whether `name` is one of the endpoint's path parameters, written in the path (the pretty style). */
  private inPath(name: string): boolean {
    return this.routed?.style === "pretty" && (this.contract?.parameters.some((p) => p.in === "path" && p.name === name) ?? false);
  }

  /**
   * The same request with parameters changed (`null`: left out), in its own style; the other parameters
   * stay as they were written, `token` always goes (a hint never repeats a credential). `null` when the
   * path cannot hold the change (a missing parameter before a present one).
   */
  with(changes: Readonly<Record<string, string | null>>): string | null {
    const q = this.target.indexOf("?");
    let path = q === -1 ? this.target : this.target.slice(0, q);
    const pathChanges = Object.keys(changes).filter((name) => this.inPath(name));
    if (pathChanges.length > 0) {
      const filled = filledPath(this.contract!.path, { ...this.routed!.params, ...changes });
      if (filled === null) return null;
      path = filled;
    }
    const pairs: string[] = [];
    const done = new Set<string>(pathChanges);
    for (const pair of q === -1 ? [] : this.target.slice(q + 1).split("&")) {
      const name = pairName(pair);
      if (pair === "" || name === "token") continue;
      if (!(name in changes)) pairs.push(pair);
      else if (!done.has(name)) {
        done.add(name); // a repeated parameter's first occurrence counts (route.ts): the change takes its place
        const value = changes[name]!;
        if (value !== null) pairs.push(`${queryText(name)}=${queryText(value)}`);
      }
    }
    for (const [name, value] of Object.entries(changes)) {
      if (done.has(name) || value === null) continue;
      // gw.php names its function first
      if (name === "fn") pairs.unshift(`fn=${queryText(value)}`);
      else pairs.push(`${queryText(name)}=${queryText(value)}`);
    }
    return pairs.length === 0 ? path : `${path}?${pairs.join("&")}`;
  }

  /**
   * A request of another endpoint, in its pretty path, with `params` and the query parameters of this
   * request that the other endpoint also takes (`format`, `lang`, …), as they were written.
   */
  as(endpoint: ApiEndpointId, params: Readonly<Record<string, string>>): string | null {
    const contract = ENDPOINT_CONTRACTS[endpoint];
    const path = filledPath(contract.path, params);
    if (path === null) return null;
    const own = this.contract;
    const takes = new Set(contract.parameters.filter((p) => p.in === "query" && p.name !== "token").map((p) => p.name));
    // In gw.php style this request's own path parameters are query parameters: they do not carry over.
    const ownPath = new Set(own?.parameters.filter((p) => p.in === "path").map((p) => p.name) ?? []);
    const q = this.target.indexOf("?");
    const pairs = (q === -1 ? [] : this.target.slice(q + 1).split("&")).filter((pair) => {
      const name = pairName(pair);
      return pair !== "" && takes.has(name) && !ownPath.has(name) && !(name in params);
    });
    return pairs.length === 0 ? path : `${path}?${pairs.join("&")}`;
  }
}

/** A correction of a value: the values it could have meant, best first, and why, in words. */
export interface Correction {
  readonly values: readonly string[];
  readonly why: string;
}

/** `YYYY-MM-DD` of a year, month and day (the day within the month). */
const ymd = (y: number, m: number, d: number): string => isoDate(dayNumber(y, m, d));

/** A date written almost as YYYY-MM-DD: `2026-5-5`, `20260505`, `2026/05/05`, and whatever follows (`.json`, `T10:00`). */
const LOOSE_DATE = /^([0-9]{4})[-/.]?([0-9]{1,2})[-/.]?([0-9]{1,2})(?![0-9])/;

/**
 * The days a mistyped date means: the same day written YYYY-MM-DD, or past its month's end the month's last
 * day and the next month's first; `null` when it names no month of a year, or is already right.
 */
export function dateCorrection(value: string): Correction | null {
  const m = LOOSE_DATE.exec(value.trim());
  if (m === null) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return null;
  const last = daysInMonth(y, mo);
  if (d > last) return { values: [ymd(y, mo, last), isoDate(dayNumber(y, mo, last) + 1)], why: `${y}-${pad2(mo)} has ${last} days` };
  const fixed = ymd(y, mo, d);
  return fixed === value ? null : { values: [fixed], why: "a date is written YYYY-MM-DD" };
}

/**
 * A date-time written almost as ISO 8601: a space, `_` or `+` for `T` (a query's `+` is a space, and the
 * endpoints read a space as the `+` of an offset), one-digit parts, seconds, an offset with or without `:`.
 */
const LOOSE_DATETIME =
  /^([0-9]{4})-?([0-9]{1,2})-?([0-9]{1,2})(?:[Tt_+]|\s+)([0-9]{1,2}):?([0-9]{2})(?::?([0-9]{2}))?\s*([Zz]|[+-][0-9]{1,2}(?::?[0-9]{2})?)?$/;
/** The same, as Japanese writes it: `1990年5月5日14時30分`. */
const JAPANESE_DATETIME = /^([0-9]{4})年([0-9]{1,2})月([0-9]{1,2})日\s*(?:([0-9]{1,2})時(?:([0-9]{1,2})分)?)?$/;

/** Most hours an offset may have (RFC 3339 allows any; the API ±14:00, as the world's clocks). */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * What a mistyped date-time means, written as the API reads it: `T` between date and time, two-digit parts,
 * 24:00 as the next day's 00:00, past a month's end its last day (or the next month's first), an offset
 * beyond ±14:00 left out (the time is then read on Japan's clock); `null` when it cannot be read or is right.
 */
export function datetimeCorrection(value: string): Correction | null {
  const text = value.trim();
  const jp = JAPANESE_DATETIME.exec(text);
  const m = jp ?? LOOSE_DATETIME.exec(text);
  if (m === null) return jp === null && LOOSE_DATE.test(text) && text.length <= 10 ? dateCorrection(text) : null;
  const [y, mo, d, h, mi] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)];
  const s = jp === null && m[6] !== undefined ? Number(m[6]) : null;
  if (mo < 1 || mo > 12 || d < 1 || mi > 59 || (s !== null && s > 59) || h > 24 || (h === 24 && (mi > 0 || (s ?? 0) > 0))) return null;
  const reasons: string[] = [];
  let offset = jp === null ? (m[7] ?? "") : "";
  if (/^[+-]/.test(offset)) {
    const [, sign, hh, mm] = /^([+-])([0-9]{1,2}):?([0-9]{2})?$/.exec(offset)!;
    const minutes = Number(hh) * 60 + Number(mm ?? 0);
    if (minutes > MAX_OFFSET_MINUTES) {
      offset = "";
      reasons.push(`an offset is at most ±14:00 (without one, the time is read on Japan's clock)`);
    } else offset = `${sign}${pad2(Number(hh))}:${pad2(Number(mm ?? 0))}`;
  } else if (offset !== "") offset = "Z";
  const last = daysInMonth(y, mo);
  const time = `${pad2(h === 24 ? 0 : h)}:${pad2(mi)}${s === null ? "" : `:${pad2(s)}`}${offset}`;
  let days: number[];
  if (d > last) {
    days = [dayNumber(y, mo, last), dayNumber(y, mo, last) + 1];
    reasons.push(`${y}-${pad2(mo)} has ${last} days`);
  } else days = [dayNumber(y, mo, d)];
  if (h === 24) {
    days = days.map((day) => day + 1);
    reasons.push("24:00 is the next day's 00:00");
  }
  const values = days.map((day) => `${isoDate(day)}T${time}`);
  if (values[0] === value) return null;
  if (reasons.length === 0) reasons.push("a date-time is written YYYY-MM-DDTHH:MM, an offset ±HH:MM");
  return { values, why: reasons.join("; ") };
}

/** `YYYY-MM-DD` of a day number's month's first and last days. */
export function monthOf(day: number): { readonly first: string; readonly last: string } {
  const { y, m } = civilDate(day);
  return { first: ymd(y, m, 1), last: ymd(y, m, daysInMonth(y, m)) };
}

/** The edit distance of two strings (insertions, deletions, substitutions; Levenshtein). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The one value of `options` that `value` was near: the same but for case, else the only one within two
 * edits (a value of at least three characters); `null` when none or several are.
 */
export function nearest(value: string, options: readonly string[]): string | null {
  const folded = options.filter((o) => o.toLowerCase() === value.toLowerCase());
  if (folded.length === 1) return folded[0]!;
  if (value.length < 3) return null;
  let best: string[] = [];
  let least = Infinity;
  for (const option of options) {
    const d = distance(value.toLowerCase(), option.toLowerCase());
    if (d > 2) continue;
    if (d < least) [best, least] = [[option], d];
    else if (d === least) best.push(option);
  }
  return best.length === 1 ? best[0]! : null;
}

/** The values a schema accepts: an enum's (also inside optional, default, array and union), a JSON Schema's `enum`; else `null`. */
export function enumValues(schema: unknown): readonly string[] | null {
  if (schema instanceof z.ZodEnum) return schema.options.map(String);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return enumValues(schema.unwrap());
  if (schema instanceof z.ZodArray) return enumValues(schema.element);
  // A union's named values (place: the 47 ids beside the lat,lon pattern): a near one is still offered.
  if (schema instanceof z.ZodUnion) {
    const named = (schema.options as readonly unknown[]).flatMap((option) => enumValues(option) ?? []);
    return named.length === 0 ? null : named;
  }
  if (schema instanceof z.ZodType || typeof schema !== "object" || schema === null) return null;
  const json = schema as { enum?: unknown; items?: unknown };
  if (Array.isArray(json.enum)) return json.enum.map(String);
  return json.items === undefined ? null : enumValues(json.items);
}

/** The whole numbers a schema accepts, `{ min, max }`, from a JSON Schema's or zod's bounds; else `null`. */
export function integerRange(schema: unknown): { readonly min: number; readonly max: number } | null {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return integerRange(schema.unwrap());
  if (schema instanceof z.ZodNumber)
    return schema.minValue !== null && schema.maxValue !== null && Number.isFinite(schema.minValue) && Number.isFinite(schema.maxValue)
      ? { min: schema.minValue, max: schema.maxValue }
      : null;
  if (schema instanceof z.ZodType || typeof schema !== "object" || schema === null) return null;
  const json = schema as { type?: unknown; minimum?: unknown; maximum?: unknown };
  return json.type === "integer" && typeof json.minimum === "number" && typeof json.maximum === "number"
    ? { min: json.minimum, max: json.maximum }
    : null;
}
