/**
 * `calendar_feed_url`: the subscription address of `GET /gw/calendar.ics` (docs/interface.md#calendar-subscriptions) for
 * the given items, without the token (the user appends `&token=…`; a model never sees it).
 * Values are checked against the feed's vocabulary here, so a wrong id is an error now rather than
 * an empty calendar later.
 */
import type { z } from "zod";
import { calendarFeed } from "../../schemas/endpoints/calendar-feed.ts";
import { CALENDAR_FEED_PATH, FEED_MAX_YEARS, type CalendarFeedUrlResponse } from "../../schemas/mcp.ts";
import type { ApiError } from "../errors/api-error.ts";
import { fromZodError, invalidArgument } from "./arguments.ts";
import { RULES_ACCEPTED, rulesOfText } from "../../schemas/rules.ts";
import { FEED_PRO_ITEMS } from "../../schemas/feed.ts";
import { isApiError, readPlaceInZone } from "../routing/parameters.ts";

/** The feed's parameters in URL order. */
const ORDER = [
  "include",
  "notes",
  "purpose",
  "min_score",
  "memorial",
  "lunar_birthday",
  "place",
  "elev",
  "tz",
  "years",
  "lang",
  "rules",
] as const;

/** The years a `years` value spans (`YYYY` or `YYYY-YYYY`), or `null` when reversed. */
function yearSpan(years: string): number | null {
  const [from, to = from] = years.split("-").map(Number) as [number, number?];
  return to >= from ? to - from + 1 : null;
}

/** `https://host` stays, `http://host` becomes https unless it is this machine (a local `npm start`). */
export function httpsBase(base: string): string {
  if (/^http:\/\/(127\.[0-9.]+|localhost|\[::1\])(:[0-9]+)?$/.test(base)) return base;
  return base.replace(/^http:\/\//, "https://");
}

/**
 * The feed address for `args` on `publicBase`.
 * @returns the answer, or INVALID_PARAMETER naming the argument.
 */
/** The tool's arguments, typed (its contract's input schema). */
const FeedUrlArguments = calendarFeed.tool!.input as z.ZodObject<{
  include: z.ZodOptional<z.ZodArray<z.ZodEnum>>;
  notes: z.ZodOptional<z.ZodArray<z.ZodEnum>>;
  purpose: z.ZodOptional<z.ZodEnum>;
  min_score: z.ZodOptional<z.ZodNumber>;
  years: z.ZodOptional<z.ZodString>;
  memorial: z.ZodOptional<z.ZodString>;
  lunar_birthday: z.ZodOptional<z.ZodString>;
  place: z.ZodOptional<z.ZodType<string>>;
  elev: z.ZodOptional<z.ZodNumber>;
  tz: z.ZodOptional<z.ZodString>;
  lang: z.ZodOptional<z.ZodEnum>;
  rules: z.ZodOptional<z.ZodString>;
}>;

export function calendarFeedUrl(publicBase: string, args: Record<string, unknown>): CalendarFeedUrlResponse | ApiError {
  const parsed = FeedUrlArguments.safeParse(args);
  if (!parsed.success) return fromZodError(parsed.error, args);
  const input = parsed.data;
  const life = (["memorial", "lunar_birthday"] as const).filter((name) => input[name] !== undefined);
  const items = input.include !== undefined || input.notes !== undefined || input.purpose !== undefined;
  if (life.length === 0 && !items)
    return invalidArgument("include", "", "give at least one of include, notes or purpose, or a memorial or lunar_birthday");
  // The feed's own rule (edge-rules/feed/request.ts): a life feed stands alone, so the pairing is an error now, not a 400 later.
  if (life.length > 1 || (life.length === 1 && items))
    return invalidArgument(
      life[life.length - 1]!,
      String(input[life[life.length - 1]!]),
      `${life[0]} stands alone: not with ${life.length > 1 ? life[1] : "include, notes or purpose"}`,
    );
  if (input.min_score !== undefined && input.purpose === undefined) {
    return invalidArgument("min_score", String(input.min_score), "min_score goes with a purpose");
  }
  const span = input.years === undefined ? 1 : yearSpan(input.years);
  if (span === null) return invalidArgument("years", input.years, "the first year is after the last");
  if (span > FEED_MAX_YEARS.pro) return invalidArgument("years", input.years, `a feed spans at most ${FEED_MAX_YEARS.pro} years`);
  // The feed's own reading of place, elev and tz (the day bodies' parser): a bad one is an error now, not a 400 later.
  const placeQuery = new URLSearchParams();
  for (const name of ["place", "elev", "tz"] as const) if (input[name] !== undefined) placeQuery.set(name, String(input[name]));
  const place = readPlaceInZone(placeQuery);
  if (isApiError(place)) return place;
  if (input.rules !== undefined) {
    // The feed's own reading (docs/interface.md#schools-rules), so a bad item is an error now, not a 400 later.
    const rules = rulesOfText(input.rules);
    if ("reason" in rules) return invalidArgument("rules", input.rules, `rules: ${rules.reason}; ${RULES_ACCEPTED}`);
  }

  const query: string[] = [];
  for (const name of ORDER) {
    const value = input[name];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? [...new Set(value)].join(",") : String(value);
    // `:` of a rules pair and `/` of a zone stay as they are (RFC 3986 §3.4: a query may hold them), as the docs spell
    // `rules=daimyo:21` and `tz=America/New_York`.
    const encode = (item: string): string => encodeURIComponent(item).replaceAll("%3A", ":").replaceAll("%2F", "/");
    query.push(`${name}=${text.split(",").map(encode).join(",")}`);
  }
  const url = `${httpsBase(publicBase)}${CALENDAR_FEED_PATH}?${query.join("&")}`;
  const proItem = (input.include ?? []).some((item) => FEED_PRO_ITEMS.includes(item as (typeof FEED_PRO_ITEMS)[number]));
  const needsToken = proItem || input.notes !== undefined || input.purpose !== undefined || span > FEED_MAX_YEARS.lite;
  return { ok: true, url, webcal: url.replace(/^https?:\/\//, "webcal://"), needs_token: needsToken };
}
