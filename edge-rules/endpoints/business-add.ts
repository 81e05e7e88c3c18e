/** `GET /gw/business/{date}/add/{days}`, `gw.php?fn=business_add` (schemas/endpoints/business-add.ts): business-day arithmetic from the day index. */
import type { Lang } from "../../calendar/names.ts";
import { isoDate } from "../../calendar/time/day-number.ts";
import { MAX_BUSINESS_ADD_DAYS } from "../../schemas/endpoints/business-add.ts";
import { PLANS } from "../../schemas/plans.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { businessDays } from "../business/days.ts";
import { parseBusinessRules, rulesKey, type BusinessRules } from "../business/rules.ts";
import { invalidParameter, isApiError, queryValue, parseDatePath, withLang } from "../routing/parameters.ts";
import { checkDays } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { Finder } from "../find/answer.ts";
import { ordinal } from "../../calendar/wareki/number-text.ts";
import { apiError } from "../errors/errors.ts";
import { CONTENT_TYPE } from "../http/headers.ts";

/** A validated business-add request. */
export interface BusinessAddRequest {
  /** `lang`: the labels' language (schemas/english.ts). */
  readonly lang: Lang;
  readonly date: string;
  readonly day: number;
  readonly days: number;
  readonly rules: BusinessRules;
}

/** `days` as sent: an optional minus and at most five digits (a longer number is out of bounds anyway). */
const DAYS_PATTERN = /^-?[0-9]{1,5}$/;

const encoder = new TextEncoder();

/** `closedWeekdays` with all seven weekdays closed (business/rules.ts: bit i is weekday i). */
const ALL_WEEKDAYS = 0b1111111;

const bodyOf = ({ finder }: { readonly finder: Finder }): BodySpec<BusinessAddRequest> => ({
  contentType: () => CONTENT_TYPE,
  upgradeInfo: false,
  async build(r, _view, version) {
    const index = await finder.index(version);
    const b = businessDays(index, r.rules);
    const result = b.addBusinessDays(r.day, r.days);
    if (result === null) {
      const last = index.firstDay + index.count - 1;
      const nth = `the ${ordinal(Math.abs(r.days))} business day ${r.days < 0 ? "before" : "after"} ${r.date}`;
      return apiError("OUT_OF_COVERAGE", `${nth} lies outside the data coverage ${isoDate(index.firstDay)}..${isoDate(last)}`, {
        date: r.date,
        days: r.days,
      });
    }
    return encoder.encode(JSON.stringify({ ok: true, calendar: b.calendar, date: r.date, days: r.days, result: isoDate(result) }));
  },
  unavailable: (r) => ({ date: r.date, days: r.days }),
});

export const businessAdd: EndpointFactory = (core) =>
  endpoint<BusinessAddRequest>({
    parse(routed) {
      return withLang<BusinessAddRequest>(routed, () => {
        const date = parseDatePath(routed);
        if (isApiError(date)) return date;
        const raw = routed.params["days"] ?? null;
        if (raw === null) return invalidParameter("days", "", "days is required: an integer count of business days (negative counts back)");
        const days = DAYS_PATTERN.test(raw) ? Number(raw) : NaN;
        if (!Number.isInteger(days)) return invalidParameter("days", raw, "days must be an integer, e.g. 5 or -5");
        if (Math.abs(days) > MAX_BUSINESS_ADD_DAYS)
          return invalidParameter("days", raw, `days must lie between -${MAX_BUSINESS_ADD_DAYS} and ${MAX_BUSINESS_ADD_DAYS}`);
        const rules = parseBusinessRules(routed.query);
        if (isApiError(rules)) return rules;
        // Every weekday closed and no date opened: no business day exists, so none can be counted to
        // (said as such, not as a walk that left the coverage).
        if (rules.closedWeekdays === ALL_WEEKDAYS && rules.openDates.size === 0 && days !== 0)
          return invalidParameter(
            "closed",
            queryValue(routed.query, "closed") ?? "",
            "closed closes every weekday and open= opens no date: this calendar has no business day to count to",
          );
        return { date: date.text, day: date.day, days: days === 0 ? 0 : days, rules };
      });
    },
    // Lite data for every caller; a Pro plan only counts further (schemas/plans.ts maxBusinessAddDays).
    authorize(r, plan) {
      const max = PLANS[plan].maxBusinessAddDays;
      if (Math.abs(r.days) > max)
        return apiError("RANGE_TOO_LONG", `days is ${r.days}; this plan counts at most ${max} business days either way`, {
          date: r.date,
          days: r.days,
          maxDays: max,
        });
      return "lite";
    },
    coverage: (r, m) => checkDays([r.day], m, { date: r.date }) ?? r,
    key: canonicalKey<BusinessAddRequest>("business_add", {
      date: "part",
      day: "implied" /* the date's day number */,
      days: "part",
      rules: rulesKey,
      lang: "option",
    }),
    body: bodyOf({ finder: core.shared(Finder) }),
  });
