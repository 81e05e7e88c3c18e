/** `GET /gw/day/{date}`, `gw.php?fn=day` (schemas/endpoints/day.ts): one day's file, or its CSV. */
import { dayRulesHeader } from "../origin/day-rules.ts";
import { englishBody } from "../represent/english-bytes.ts";
import { CSV_CONTENT_TYPE } from "../../schemas/csv.ts";
import { csvOfRecords } from "../origin/assemble.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { isApiError, parseDateParam, parseDayOptions, type DayOptions } from "../routing/parameters.ts";
import { checkDays } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import type { PlaceTimes } from "../origin/place-times.ts";
import { placeBody } from "../origin/day-bodies.ts";
import { dayServices, type DayServices } from "../core.ts";
import { dayVariant, ruledBody, withNamedRules } from "../origin/day-rules.ts";
import { apiError } from "../errors/errors.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import { planView } from "../access/plan.ts";
import { isPromise, type MaybePromise } from "../http/maybe-promise.ts";
import type { View } from "../../calendar/names.ts";

/** A validated day request. */
export interface DayRequest extends DayOptions {
  readonly date: string;
  readonly day: number;
}

const bodyOf = (services: Pick<DayServices, "assembler" | "places" | "almanacs">): BodySpec<DayRequest> => ({
  contentType: (r) => (r.format === "csv" ? CSV_CONTENT_TYPE : CONTENT_TYPE),
  upgradeInfo: true,
  download: (r) => `day-${r.date}`,
  csvRules: (r, view) => dayRulesHeader(r.rules, view),
  build(r, view, version) {
    const body = services.assembler.dayBody(version, view, r.date, r.day); // held record file: no promise to wait on
    if (isPromise(body)) return body.then((json) => ruled(services, r, view, version, json));
    return ruled(services, r, view, version, body);
  },
  unavailable: (r) => ({ date: r.date }),
});

/**
 * A day's body under the request's rules (origin/day-rules.ts): a Pro record names its day rules, and is computed
 * again under them when one is not the default; without a promise otherwise.
 */
function ruled(services: DayBodyServices, r: DayRequest, view: View, version: string, json: Uint8Array): MaybePromise<Uint8Array> {
  const variant = view === "pro" ? dayVariant(r.rules) : null;
  if (variant === null) return finish(services.places, r, view, version, view === "pro" ? withNamedRules(json, r.rules) : json);
  return ruledBody(json, variant, (year) => services.almanacs.almanac(version, year, year)).then((computed) =>
    finish(services.places, r, view, version, withNamedRules(computed, r.rules)),
  );
}

/** What a day's body reads through. */
type DayBodyServices = Pick<DayServices, "assembler" | "places" | "almanacs">;

/** A day's body from its record: the place's or the point's times (Pro, a promise), English, CSV; without a promise otherwise. */
function finish(places: PlaceTimes, r: DayRequest, view: View, version: string, json: Uint8Array): MaybePromise<Uint8Array> {
  if (view === "pro" && r.place !== null) return placeBody(places, version, json, r.place).then((placed) => shaped(r, view, placed));
  return shaped(r, view, json);
}

/** English and CSV, as asked for. */
function shaped(r: DayRequest, view: View, json: Uint8Array): Uint8Array {
  const body = r.lang === "en" ? englishBody(json) : json;
  return r.format === "csv" ? csvOfRecords(body, view, r.lang) : body;
}

export const day: EndpointFactory = (core) =>
  endpoint<DayRequest>({
    parse(routed) {
      const options = parseDayOptions(routed);
      if (isApiError(options)) return options;
      const date = parseDateParam(routed.params["date"] ?? null, apiError("DATE_REQUIRED", "date is required: a date in YYYY-MM-DD"), () =>
        apiError("INVALID_DATE", "date must be an existing day in YYYY-MM-DD", { date: routed.params["date"]! }),
      );
      if (isApiError(date)) return date;
      // Spelled out, not spread: a spread copy given more fields is a new object shape each time (V8), on every new URL.
      return {
        view: options.view,
        format: options.format,
        place: options.place,
        lang: options.lang,
        rules: options.rules,
        date: date.text,
        day: date.day,
      };
    },
    authorize: (r, plan) => planView(r.view, plan),
    coverage: (r, m) => checkDays([r.day], m, { date: r.date }) ?? r,
    key: canonicalKey<DayRequest>("day", {
      view: "view",
      date: "part",
      day: "implied" /* the date's day number */,
      format: "option",
      place: "option",
      lang: "option",
      rules: "option",
    }),
    body: bodyOf(dayServices(core)),
  });
