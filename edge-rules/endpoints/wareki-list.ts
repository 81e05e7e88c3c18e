/** `GET /gw/wareki?date=…&text=…`, `gw.php?fn=wareki_list` (schemas/endpoints/wareki-list.ts): many conversions, each failing in its place. */
import { englishAnswer } from "../../schemas/english.ts";
import { CSV_CONTENT_TYPE } from "../../schemas/csv.ts";
import { MAX_WAREKI_INPUTS } from "../../schemas/endpoints/wareki-list.ts";
import type { Format } from "../../schemas/parameters.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import type { YieldTurn } from "../feed/yield.ts";
import { warekiListCost } from "../../schemas/plans.ts";
import { invalidParameter, isApiError, parseFormat, queryValue, withLang } from "../routing/parameters.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { KyurekiTables } from "../wareki/table.ts";
import { apiError } from "../errors/errors.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import { convertIsoDate, convertText } from "../wareki/convert.ts";
import { type Lang, type WarekiCalendar } from "../../calendar/names.ts";
import { warekiCsv } from "../wareki/csv.ts";
import { parseWarekiCalendar } from "./wareki.ts";

/** A validated list request. */
export interface WarekiListRequest {
  /** `lang`: the labels' language (schemas/english.ts). */
  readonly lang: Lang;
  readonly format: Format;
  readonly dates: readonly string[];
  readonly texts: readonly string[];
  readonly calendar: WarekiCalendar;
  /** `calendar` as sent, null without it: how a Western year in a text is read (null: Julian before 1582-10-15, Gregorian from it). */
  readonly textCalendar: WarekiCalendar | null;
}

const encoder = new TextEncoder();

/** The items of a comma-separated list (empty items dropped); the `/wareki` page reads its `q` so too. */
export const listItems = (raw: string | null): string[] => (raw === null ? [] : raw.split(",").filter((s) => s !== ""));

/** Inputs converted between two turns of the event loop (a text is parsed: about 0.1 ms; schemas/plans.ts warekiListCost). */
export const WAREKI_INPUTS_PER_SLICE = 25;

const bodyOf = ({ kyureki, turn }: { readonly kyureki: KyurekiTables; readonly turn: YieldTurn }): BodySpec<WarekiListRequest> => ({
  contentType: (r) => (r.format === "csv" ? CSV_CONTENT_TYPE : CONTENT_TYPE),
  upgradeInfo: false,
  download: () => "wareki-list",
  async build(r, _view, version) {
    const table = await kyureki.table(version);
    const inputs = [
      ...r.dates.map((d) => () => convertIsoDate(table, d, r.calendar)),
      ...r.texts.map((t) => () => convertText(table, t, r.textCalendar)),
    ];
    const converted: ReturnType<(typeof inputs)[number]>[] = [];
    for (let i = 0; i < inputs.length; i++) {
      if (i > 0 && i % WAREKI_INPUTS_PER_SLICE === 0) await turn();
      converted.push(inputs[i]!());
    }
    const results = r.lang === "en" ? englishAnswer(converted) : converted;
    return encoder.encode(r.format === "csv" ? warekiCsv(results) : JSON.stringify({ ok: true, count: results.length, results }));
  },
});

export const warekiList: EndpointFactory = (core) =>
  endpoint<WarekiListRequest>({
    parse(routed) {
      return withLang<WarekiListRequest>(routed, () => {
        const format = parseFormat(routed);
        if (isApiError(format)) return format;
        const calendar = parseWarekiCalendar(routed);
        if (isApiError(calendar)) return calendar;
        const dates = listItems(queryValue(routed.query, "date"));
        const texts = listItems(queryValue(routed.query, "text"));
        if (dates.length + texts.length === 0)
          return apiError("DATE_REQUIRED", "date or text is required: dates in YYYY-MM-DD or 和暦 texts, comma-separated");
        if (dates.length + texts.length > MAX_WAREKI_INPUTS)
          return invalidParameter(
            texts.length > 0 ? "text" : "date",
            `${dates.length + texts.length} inputs`,
            `at most ${MAX_WAREKI_INPUTS} inputs (dates and texts together), got ${dates.length + texts.length}`,
          );
        const textCalendar = queryValue(routed.query, "calendar") === null ? null : calendar;
        return { format, dates, texts, calendar, textCalendar };
      });
    },
    authorize: () => "lite",
    // Each input outside 445–2100 fails in its place, so no request is out of coverage; a node
    // without data answers 503 (docs/interface.md#errors).
    coverage: (r, m) =>
      m !== null ? r : apiError("DATA_UNAVAILABLE", "data unavailable: this server has no readable manifest; try again later"),
    key: canonicalKey<WarekiListRequest>("wareki_list", {
      calendar: "part",
      textCalendar: (c) => c ?? "-",
      dates: (dates, r) => JSON.stringify([dates, r.texts]),
      texts: "implied" /* in the dates' part */,
      format: "option",
      lang: "option",
    }),
    // Its inputs: a text is parsed, a date only converted (schemas/plans.ts warekiListCost).
    cost: (r) => warekiListCost(r.texts.length, r.dates.length),
    body: bodyOf({ kyureki: core.shared(KyurekiTables), turn: core.yieldTurn }),
  });
