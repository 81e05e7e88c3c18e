/**
 * The wareki answers as CSV (docs/interface.md#dates-before-1873, docs/interface.md#csv): one row
 * per input, in labels as every CSV of the service is — the 旧暦 date and the eras as written.
 */
import { kyurekiText } from "../../calendar/lunisolar/kyureki.ts";
import { eraYearText } from "../../calendar/wareki/wareki-text.ts";
import { csvTable } from "../../schemas/csv.ts";
import { WAREKI_CSV_COLUMNS } from "../../schemas/endpoints/wareki.ts";
import type { ConversionError, WarekiRecord } from "./convert.ts";

/** 北朝 / 南朝 after an era on a day of two courts. */
const COURT_LABEL = { north: "北朝", south: "南朝" } as const;

/** One result as a CSV row (an error fills only input, ok, error and code). */
function row(result: WarekiRecord | ConversionError): object {
  if (!result.ok) return result;
  const { kyureki: k, eras, ...rest } = result;
  return {
    ...rest,
    kyureki: `${k.year}年${kyurekiText(k)}`,
    eras: eras.map((e) => `${eraYearText(e.name, e.year)}${e.court === null ? "" : `（${COURT_LABEL[e.court]}）`}`),
  };
}

/** The CSV text of results, in their order. */
export function warekiCsv(results: readonly (WarekiRecord | ConversionError)[]): string {
  return csvTable(WAREKI_CSV_COLUMNS, results.map(row));
}
