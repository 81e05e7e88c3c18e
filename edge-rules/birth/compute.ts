/**
 * The chart of a parsed birth (request.ts) over the instants data: the 節 of the years around the
 * instant (setsu-files.ts), the moment of an instant by the moment's rules (calendar/moment.ts, its
 * `zi` as the request's: docs/calendar.md §17), then answer.ts. Shared by the endpoint, the MCP tool and the `/birth` page; the page's Lite part,
 * the moment of the birth's instant with the corrections that need no Pro value, is {@link computeBirthMoment}.
 */
import { civilDayOfInstant } from "../../calendar/time/civil-day.ts";
import { civilDate } from "../../calendar/time/day-number.ts";
import type { ManifestHead } from "../../schemas/files/layout.ts";
import type { Kanshi, Kyusei, Lang } from "../../calendar/names.ts";
import { outOfCoverage } from "../routing/coverage.ts";
import type { ApiError } from "../errors/api-error.ts";
import { momentOf, type Moment, type SetsuInstant } from "../../calendar/moment.ts";
import { type ZiConvention } from "../../calendar/names.ts";
import { birthAnswer, instantCorrections, type BirthAnswer, type BirthInput, type BirthMoment, type MomentAt } from "./answer.ts";
import type { SetsuFiles } from "./setsu-files.ts";

/** The civil year of an instant (docs/calendar.md §0). */
const civilYear = (instant: number): number => civilDate(civilDayOfInstant(instant)).y;

/** Whether the birth's civil year is inside the coverage (the instants data covers the same years). */
export function birthInCoverage(input: BirthInput, m: ManifestHead): boolean {
  const y = civilYear(input.instant);
  return y >= m.coverage.from && y <= m.coverage.to;
}

/** The OUT_OF_COVERAGE error of a birth, naming its civil day. */
export function birthOutOfCoverage(input: BirthInput, m: ManifestHead | null): ApiError {
  return outOfCoverage(m, { value: input.text }, { day: civilDayOfInstant(input.instant) });
}

/**
 * The chart, or OUT_OF_COVERAGE when the 節 around the instant are not in the data (every instant of a generated
 * coverage has one either side: schemas/files/layout.ts `OUTER_SETSU_PATH`).
 * @throws MissingData when an instants file is missing or malformed (503).
 */
export async function computeBirth(
  input: BirthInput,
  manifest: ManifestHead,
  setsu: SetsuFiles,
  lang: Lang = "ja",
): Promise<BirthAnswer | ApiError> {
  const moments = await birthMoments(input, manifest, setsu);
  if ("code" in moments) return moments;
  const answer = birthAnswer(input, moments.at, lang);
  return moments.outside() ? birthOutOfCoverage(input, manifest) : answer;
}

/** The birth page's Lite part: the moment of the birth's instant and the corrections that need no Pro value. */
export interface BirthMomentAnswer {
  /** `GET /gw/moment/{at}`'s answer for the instant (under the request's `zi`). */
  readonly moment: Moment;
  /** Whether the input gave a time (a date alone has no hour pillar). */
  readonly hasTime: boolean;
  /** answer.ts `instantCorrections`: the clock the time was read on, what a date alone leaves open. */
  readonly corrections: readonly string[];
}

/**
 * The moment of the birth's instant (after the clock corrections), as `GET /gw/moment/{at}` answers it
 * (setsu-files.ts `moment`), and the chart's corrections that need no Pro value; OUT_OF_COVERAGE as for the chart.
 * @throws MissingData when a file it reads is missing or malformed (503).
 */
export async function computeBirthMoment(
  input: BirthInput,
  manifest: ManifestHead,
  setsu: SetsuFiles,
  lang: Lang = "ja",
): Promise<BirthMomentAnswer | ApiError> {
  const { dataVersion, coverage } = manifest;
  const moments = await birthMoments(input, manifest, setsu);
  if ("code" in moments) return moments;
  const corrections = instantCorrections(input, moments.at, lang);
  const moment = await setsu.moment(dataVersion, coverage, input.instant, input.rules.zi);
  if (moment === null || moments.outside()) return birthOutOfCoverage(input, manifest);
  return { moment, hasTime: input.hasTime, corrections };
}

/** The moments of a birth over the 節 of the years around its instant, or OUT_OF_COVERAGE when there are none. */
async function birthMoments(
  input: BirthInput,
  manifest: ManifestHead,
  setsu: SetsuFiles,
): Promise<ReturnType<typeof momentsOver> | ApiError> {
  const list = await setsu.around(manifest.dataVersion, manifest.coverage, input.instant, civilYear(input.instant));
  return list.length < 2 ? birthOutOfCoverage(input, manifest) : momentsOver(list, input.rules.zi);
}

/** The moment of an instant over the 節 `list` under the 子の刻 convention `zi`, and whether an instant fell outside them. */
function momentsOver(list: readonly SetsuInstant[], zi: ZiConvention): { readonly at: MomentAt; outside(): boolean } {
  let outside = false;
  const at = (instant: number, wallOffsetMs: number): BirthMoment => {
    const m = momentOf(instant, zi, list, 0, wallOffsetMs);
    if (m === null) {
      outside = true;
      // Stands in until the error is answered: never reaches an answer.
      return momentOf(Date.parse(list[1]!.utc), zi, list, 0, wallOffsetMs)! as unknown as BirthMoment;
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
  return { at, outside: () => outside };
}
