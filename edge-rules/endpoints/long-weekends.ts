/** `GET /gw/long-weekends/{year}`, `gw.php?fn=long_weekends` (schemas/endpoints/long-weekends.ts): a year's runs of closed days from the day index. */
import { englishAnswer } from "../../schemas/english.ts";
import type { Lang } from "../../calendar/names.ts";
import { CSV_CONTENT_TYPE, csvTable } from "../../schemas/csv.ts";
import { ClosedRun } from "../../schemas/endpoints/long-weekends.ts";
import type { Format } from "../../schemas/parameters.ts";
import { YEAR_PATH } from "../../schemas/parameters.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { businessDays } from "../business/days.ts";
import { parseBusinessRules, rulesKey, type BusinessRules } from "../business/rules.ts";
import { isApiError, parseFormat, checkParam, withLang } from "../routing/parameters.ts";
import { outOfCoverage, yearInCoverage } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { Finder } from "../find/answer.ts";
import { CONTENT_TYPE } from "../http/headers.ts";

/** A validated long-weekends request. */
export interface LongWeekendsRequest {
  /** `lang`: the labels' language (schemas/english.ts). */
  readonly lang: Lang;
  readonly format: Format;
  readonly year: number;
  readonly rules: BusinessRules;
}

/** The CSV's columns: a run's keys (docs/interface.md#csv). */
const COLUMNS = Object.keys(ClosedRun.shape);

const encoder = new TextEncoder();

const bodyOf = ({ finder }: { readonly finder: Finder }): BodySpec<LongWeekendsRequest> => ({
  contentType: (r) => (r.format === "csv" ? CSV_CONTENT_TYPE : CONTENT_TYPE),
  upgradeInfo: false,
  download: (r) => `long-weekends-${r.rules.calendar}-${r.year}`,
  async build(r, _view, version) {
    const b = businessDays(await finder.index(version), r.rules);
    const found = b.longWeekends(r.year);
    const runs = r.lang === "en" ? englishAnswer(found) : found;
    if (r.format === "csv") return encoder.encode(csvTable(COLUMNS, runs));
    return encoder.encode(JSON.stringify({ ok: true, calendar: b.calendar, year: r.year, runs }));
  },
  unavailable: (r) => ({ year: r.year }),
});

export const longWeekends: EndpointFactory = (core) =>
  endpoint<LongWeekendsRequest>({
    parse(routed) {
      return withLang<LongWeekendsRequest>(routed, () => {
        const format = parseFormat(routed);
        if (isApiError(format)) return format;
        const raw = checkParam(YEAR_PATH, routed.params["year"] ?? null);
        if (isApiError(raw)) return raw;
        const rules = parseBusinessRules(routed.query);
        return isApiError(rules) ? rules : { format, year: Number(raw), rules };
      });
    },
    // Lite for every caller: the calendars hold no Pro value.
    authorize: () => "lite",
    coverage: (r, m) => (m !== null && yearInCoverage(r.year, m) ? r : outOfCoverage(m, { year: r.year })),
    key: canonicalKey<LongWeekendsRequest>("long_weekends", { year: "part", rules: rulesKey, format: "option", lang: "option" }),
    body: bodyOf({ finder: core.shared(Finder) }),
  });
