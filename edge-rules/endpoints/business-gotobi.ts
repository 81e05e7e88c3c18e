/** `GET /gw/business/gotobi/{year}/{month}`, `gw.php?fn=gotobi` (schemas/endpoints/business-gotobi.ts): a month's 五十日 and their settlement days, from the day index. */
import { dayNumber, isoDate } from "../../calendar/time/day-number.ts";
import { gotobiOfMonth, gotobiSettlement } from "../../calendar/business/gotobi.ts";
import { BUSINESS_CALENDARS, type GotobiRoll, type Lang } from "../../calendar/names.ts";
import { YEAR_PATH } from "../../schemas/parameters.ts";
import { GOTOBI_ROLL, MONTH_PATH } from "../../schemas/endpoints/business-gotobi.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { BusinessDays, businessDays } from "../business/days.ts";
import { parseBusinessRules, rulesKey, type BusinessRules } from "../business/rules.ts";
import { isApiError, checkParam, queryValue, withLang } from "../routing/parameters.ts";
import { outOfCoverage, yearInCoverage } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { Finder } from "../find/answer.ts";
import { CONTENT_TYPE } from "../http/headers.ts";

/** A validated gotobi request. */
export interface GotobiRequest {
  /** `lang`: accepted as everywhere (the answer holds no label). */
  readonly lang: Lang;
  readonly year: number;
  readonly month: number;
  readonly roll: GotobiRoll;
  /** The custom closed and open days (the calendar is each of the three in turn). */
  readonly rules: BusinessRules;
}

/**
 * Where a 五十日 is settled on one calendar (the rule: calendar/business/gotobi.ts `gotobiSettlement`), its day as an ISO
 * date; the days beyond the index are not known.
 */
export function settlementDay(days: BusinessDays, day: number, roll: GotobiRoll): { date: string | null; moved: boolean } {
  const settled = gotobiSettlement(day, roll, days.closedOrUnknown);
  return { date: settled.day === null ? null : isoDate(settled.day), moved: settled.moved };
}

const encoder = new TextEncoder();

const bodyOf = ({ finder }: { readonly finder: Finder }): BodySpec<GotobiRequest> => ({
  contentType: () => CONTENT_TYPE,
  upgradeInfo: false,
  async build(r, _view, version) {
    const index = await finder.index(version);
    const calendars = BUSINESS_CALENDARS.map((calendar) => [calendar, businessDays(index, { ...r.rules, calendar })] as const);
    const days = gotobiOfMonth(r.year, r.month).map((d) => {
      const day = dayNumber(r.year, r.month, d);
      return {
        date: isoDate(day),
        settlement: Object.fromEntries(calendars.map(([calendar, b]) => [calendar, settlementDay(b, day, r.roll)])),
      };
    });
    return encoder.encode(JSON.stringify({ ok: true, year: r.year, month: r.month, roll: r.roll, days }));
  },
  unavailable: (r) => ({ year: r.year }),
});

export const businessGotobi: EndpointFactory = (core) =>
  endpoint<GotobiRequest>({
    parse(routed) {
      return withLang<GotobiRequest>(routed, () => {
        // An absent year or month is checked as an empty one (its message names the form).
        const year = checkParam(YEAR_PATH, routed.params["year"] ?? "");
        if (isApiError(year)) return year;
        const month = checkParam(MONTH_PATH, routed.params["month"] ?? "");
        if (isApiError(month)) return month;
        const roll = checkParam(GOTOBI_ROLL, queryValue(routed.query, "roll"));
        if (isApiError(roll)) return roll;
        const rules = parseBusinessRules(routed.query);
        return isApiError(rules) ? rules : { year: Number(year), month: Number(month), roll, rules };
      });
    },
    // Lite for every caller: the calendars hold no Pro value.
    authorize: () => "lite",
    coverage: (r, m) =>
      m !== null && yearInCoverage(r.year, m) ? r : outOfCoverage(m, { year: r.year }, { day: dayNumber(r.year, r.month, 1) }),
    key: canonicalKey<GotobiRequest>("gotobi", {
      year: (year, r) => `${year}-${r.month}`,
      month: "implied" /* in the year's part */,
      roll: "part",
      rules: rulesKey,
      lang: "option",
    }),
    body: bodyOf({ finder: core.shared(Finder) }),
  });
