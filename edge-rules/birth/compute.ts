/**
 * The chart of a parsed birth (request.ts) over the instants data: the 節 of the years around the
 * instant (setsu-files.ts), the moment of an instant by the moment's rules (edge-rules/moment/moment.ts,
 * `zi=early`), then answer.ts. Shared by the endpoint, the MCP tool and the `/birth` page.
 */
import { civilDate, jstDayOfInstant } from "../../schemas/day-number.ts";
import type { ManifestHead } from "../../schemas/layout.ts";
import type { Kanshi, Kyusei } from "../../schemas/vocabulary.ts";
import { outOfCoverage } from "../coverage.ts";
import type { ApiError } from "../errors.ts";
import { momentOf } from "../moment/moment.ts";
import { birthAnswer, type BirthAnswer, type BirthInput, type BirthMoment } from "./answer.ts";
import type { SetsuFiles } from "./setsu-files.ts";

/** The JST year of an instant. */
const jstYear = (instant: number): number => civilDate(jstDayOfInstant(instant)).y;

/** Whether the birth's JST year is inside the coverage (the instants data covers the same years). */
export function birthInCoverage(input: BirthInput, m: ManifestHead): boolean {
  const y = jstYear(input.instant);
  return y >= m.coverage.from && y <= m.coverage.to;
}

/** The OUT_OF_COVERAGE error of a birth. */
export function birthOutOfCoverage(input: BirthInput, m: ManifestHead | null): ApiError {
  return outOfCoverage(m, { value: input.text }, { year: jstYear(input.instant) });
}

/**
 * The chart, or OUT_OF_COVERAGE when the 節 around the instant are not in the data (every instant of a generated
 * coverage has one either side: schemas/layout.ts `OUTER_SETSU_PATH`).
 * @throws MissingData when an instants file is missing or malformed (503).
 */
export async function computeBirth(input: BirthInput, manifest: ManifestHead, setsu: SetsuFiles): Promise<BirthAnswer | ApiError> {
  const list = await setsu.around(manifest.dataVersion, manifest.coverage, input.instant, jstYear(input.instant));
  let outside = false;
  const momentAt = (instant: number): BirthMoment => {
    const m = momentOf(instant, "early", list, 0);
    if (m === null) {
      outside = true;
      // Stands in until the error is answered: never reaches an answer.
      return momentOf(Date.parse(list[1]!.utc), "early", list, 0)! as unknown as BirthMoment;
    }
    return {
      pillars: {
        ...m.pillars,
        year: m.pillars.year as Kanshi,
        month: m.pillars.month as Kanshi,
        day: m.pillars.day as Kanshi,
        hour: m.pillars.hour as Kanshi,
      },
      kyusei: { year: m.kyusei.year as Kyusei, month: m.kyusei.month as Kyusei },
      setsu: m.setsu,
      boundary: m.boundary,
    };
  };
  if (list.length < 2) return birthOutOfCoverage(input, manifest);
  const answer = birthAnswer(input, momentAt);
  return outside ? birthOutOfCoverage(input, manifest) : answer;
}
