/**
 * A generation's years and build date, checked: by `generate` (generate.ts), and by `npm run generate` before it loads
 * the generator (ensure.ts `runGenerate`, which refuses a bad `--out` first and cheaply, but never before these).
 */
import { ENGINE_YEARS } from "../calendar/coverage.ts";
import { type Coverage, isEngineCoverage } from "../schemas/coverage.ts";
import { IsoDate } from "../schemas/iso-date.ts";
import { DEFAULT_BUILD_DATE } from "./version.ts";

/**
 * The coverage `from..to` and the build date (`buildDate`, else DEFAULT_BUILD_DATE), checked.
 * @throws RangeError (one line) when the years are not a range within ENGINE_YEARS or the date is not an existing day.
 */
export function checkedYearsAndDate(from: number, to: number, buildDate?: string): { coverage: Coverage; buildDate: string } {
  if (!isEngineCoverage({ from, to })) {
    throw new RangeError(`generate: --from ${from} --to ${to} must be years with ${ENGINE_YEARS.from} <= from <= to <= ${ENGINE_YEARS.to}`);
  }
  const date = buildDate ?? DEFAULT_BUILD_DATE;
  if (!IsoDate.safeParse(date).success) throw new RangeError(`generate: --build-date ${date} must be an existing day in YYYY-MM-DD`);
  return { coverage: { from, to }, buildDate: date };
}
