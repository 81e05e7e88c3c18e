/** `GET /gw/wareki/{date}`, `gw.php?fn=wareki` (schemas/endpoints/wareki.ts): one day in every calendar, from the 旧暦 table in memory. */
import { englishAnswer } from "../../schemas/english.ts";
import { CSV_CONTENT_TYPE } from "../../schemas/csv.ts";
import { WAREKI_CALENDAR } from "../../schemas/endpoints/wareki.ts";
import type { Format } from "../../schemas/parameters.ts";
import { inWarekiCoverage } from "../../calendar/wareki/coverage.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { checkParam, isApiError, parseFormat, queryValue, withLang } from "../routing/parameters.ts";
import { outOfCoverage } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { KyurekiTables } from "../wareki/table.ts";
import { apiError } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import type { RoutedRequest } from "../endpoint.ts";
import { convertIsoDate } from "../wareki/convert.ts";
import { type Lang, type WarekiCalendar } from "../../calendar/names.ts";
import { isoDateJdn } from "../../calendar/wareki/calendars.ts";
import { warekiCsv } from "../wareki/csv.ts";

/** A validated one-day request. */
export interface WarekiRequest {
  /** `lang`: the labels' language (schemas/english.ts). */
  readonly lang: Lang;
  readonly format: Format;
  readonly date: string;
  readonly calendar: WarekiCalendar;
  readonly jdn: number;
}

const encoder = new TextEncoder();

/** `calendar`: gregorian (its schema's default) or julian. */
export function parseWarekiCalendar(routed: RoutedRequest): WarekiCalendar | ApiError {
  return checkParam(WAREKI_CALENDAR, queryValue(routed.query, "calendar"));
}

const bodyOf = ({ kyureki }: { readonly kyureki: KyurekiTables }): BodySpec<WarekiRequest> => ({
  contentType: (r) => (r.format === "csv" ? CSV_CONTENT_TYPE : CONTENT_TYPE),
  upgradeInfo: false,
  download: (r) => `wareki-${r.calendar}-${r.date}`,
  async build(r, _view, version) {
    const converted = convertIsoDate(await kyureki.table(version), r.date, r.calendar);
    if (!converted.ok) return apiError(converted.code, converted.error, { date: r.date });
    const record = r.lang === "en" ? englishAnswer(converted) : converted;
    return encoder.encode(r.format === "csv" ? warekiCsv([record]) : JSON.stringify(record));
  },
  unavailable: (r) => ({ date: r.date }),
});

export const wareki: EndpointFactory = (core) =>
  endpoint<WarekiRequest>({
    parse(routed) {
      return withLang<WarekiRequest>(routed, () => {
        const date = routed.params["date"] ?? null;
        if (date === null)
          return apiError("DATE_REQUIRED", "date is required: a date in YYYY-MM-DD (several, or 和暦 texts: GET /gw/wareki?date=…&text=…)");
        const format = parseFormat(routed);
        if (isApiError(format)) return format;
        const calendar = parseWarekiCalendar(routed);
        if (isApiError(calendar)) return calendar;
        const jdn = isoDateJdn(date, calendar);
        if (jdn === null)
          return apiError("INVALID_DATE", `date must be an existing ${calendar === "julian" ? "Julian" : "Gregorian"} date in YYYY-MM-DD`, {
            date,
          });
        return { format, date, calendar, jdn };
      });
    },
    // Lite for every caller: the conversions hold no Pro value.
    authorize: () => "lite",
    // The table covers 445–2100 whatever years the tree's day files cover; without a manifest no data is served.
    coverage: (r, m) =>
      m === null
        ? outOfCoverage(m, { date: r.date })
        : inWarekiCoverage(r.jdn)
          ? r
          : apiError("OUT_OF_COVERAGE", "outside the conversions' coverage, 445-01-25 to 2100-12-31 (Gregorian)", { date: r.date }),
    key: canonicalKey<WarekiRequest>("wareki", {
      calendar: "part",
      date: "part",
      jdn: "implied" /* the date in its calendar */,
      format: "option",
      lang: "option",
    }),
    body: bodyOf({ kyureki: core.shared(KyurekiTables) }),
  });
