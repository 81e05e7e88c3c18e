/** `GET /gw/day/{date}`, `gw.php?fn=day` (schemas/endpoints/day.ts): one day's file, or its CSV. */
import { englishBody } from "../../schemas/english.ts";
import { CSV_CONTENT_TYPE } from "../../schemas/csv.ts";
import { csvOfRecords } from "../assemble.ts";
import type { BodySpec } from "../body-answer.ts";
import { isApiError, parseDateParam, parseDayOptions, type DayOptions } from "../common-parameters.ts";
import { checkDays } from "../coverage.ts";
import { canonicalKey } from "../canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { PlaceTimes } from "../place-times.ts";
import type { Assembler } from "../assemble.ts";
import { apiError } from "../errors.ts";
import { CONTENT_TYPE } from "../headers.ts";
import { planView } from "../plan.ts";
import { isPromise } from "../maybe-promise.ts";

/** A validated day request. */
export interface DayRequest extends DayOptions {
  readonly date: string;
  readonly day: number;
}

const bodyOf = ({ assembler, places }: { readonly assembler: Assembler; readonly places: PlaceTimes }): BodySpec<DayRequest> => ({
  contentType: (r) => (r.format === "csv" ? CSV_CONTENT_TYPE : CONTENT_TYPE),
  upgradeInfo: true,
  download: (r) => `day-${r.date}`,
  async build(r, view, version) {
    const body = assembler.dayBody(version, view, r.date, r.day); // held record file: no promise to wait on
    let json = isPromise(body) ? await body : body;
    if (view === "pro" && r.place !== null) json = await places.apply(version, json, r.place);
    if (r.lang === "en") json = englishBody(json);
    return r.format === "csv" ? csvOfRecords(json, view, r.lang) : json;
  },
  unavailable: (r) => ({ date: r.date }),
});

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
      return { view: options.view, format: options.format, place: options.place, lang: options.lang, date: date.text, day: date.day };
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
    }),
    body: bodyOf({ assembler: core.assembler, places: core.shared(PlaceTimes) }),
  });
