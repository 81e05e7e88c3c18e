/**
 * The files of instants (時刻) of a coverage: the instants files (`GET /gw/instants/{year}`), the 節 just outside the
 * coverage and the solar-terms files, and with them the 旧暦 months table (its own new moons and solar terms of
 * 445–2100). They are the generation's full-series astronomy (VSOP87B and ELP/MPP02 through astronomia, about a
 * fifth of its CPU) and need nothing from the day records, so they are cut into tasks that either thread of a
 * generation takes (generator/astronomy/rise-set-parallel.ts): the worker thread from the first once its rise/set
 * chunks are done, the main thread from the last once its records are. Each task computes what one run would, so the
 * files are the same whoever computed which.
 */
import type { Coverage } from "../../schemas/coverage.ts";
import { almanacCrossings } from "../almanac.ts";
import type { SolarCrossing } from "../../calendar/astronomy/solar-longitude.ts";
import {
  INSTANT_PARTS,
  type InstantPart,
  instantsFile,
  instantsOfYears,
  instantsPart,
  outerSetsuFile,
  type TimedInstant,
} from "./instants.ts";
import { kyurekiMonthsFile, kyurekiMonthsHeld } from "./kyureki-months.ts";
import { solarTermsFile } from "./solar-terms.ts";

/** A generated file: its path in the tree and its text. */
export interface TextFile {
  readonly path: string;
  readonly text: string;
}

/** The instants parts as tasks, the longest first (about 8, 6 and 4 s of CPU for 1873–2100). */
const INSTANT_TASKS: readonly InstantPart[] = ["moon", "eclipses", "longitudes"];
/** The task of the 旧暦 months table (about 0.3 s), after the instants parts. */
const KYUREKI_TASK = INSTANT_TASKS.length;
/** Years of the solar-terms files of one task (about 0.6 s of CPU for 19 years): small, to end both threads together. */
const TERM_YEARS_PER_TASK = 19;

/** A task's result: an instants part's instants, or solar-terms files. */
export type TimeTaskResult = TimedInstant[] | TextFile[];

/**
 * The tasks of a coverage, the longest first (the worker takes them from the first, the main thread from the last):
 * the instants parts (INSTANT_TASKS: each whole, its searches run over the whole coverage), the 旧暦 months table,
 * then the solar-terms files by runs of years.
 */
export function timeTaskCount(coverage: Coverage): number {
  return KYUREKI_TASK + 1 + Math.ceil((coverage.to - coverage.from + 1) / TERM_YEARS_PER_TASK);
}

/**
 * Computes task `task` of a coverage.
 * @param crossings the crossings of the coverage's almanac (`almanacCrossings`), asked for only by a solar-terms task.
 */
export function timeTask(coverage: Coverage, task: number, crossings: () => readonly SolarCrossing[]): TimeTaskResult {
  const part = INSTANT_TASKS[task];
  if (part !== undefined) return instantsPart(part, coverage.from, coverage.to);
  if (task === KYUREKI_TASK) return [kyurekiMonthsFile()];
  const first = coverage.from + (task - KYUREKI_TASK - 1) * TERM_YEARS_PER_TASK;
  const files: TextFile[] = [];
  for (let year = first; year <= Math.min(coverage.to, first + TERM_YEARS_PER_TASK - 1); year++) {
    files.push(solarTermsFile(crossings(), year));
  }
  return files;
}

/**
 * The tasks whose results this thread holds already (the 旧暦 months table of an earlier generation in this process):
 * they cost nothing here, and about a third of a second in a new worker thread.
 */
export function heldTimeTasks(): number[] {
  return kyurekiMonthsHeld() ? [KYUREKI_TASK] : [];
}

/** The files from every task's result, in task order. */
export function timeFilesOf(coverage: Coverage, results: readonly TimeTaskResult[]): TextFile[] {
  const parts = INSTANT_PARTS.map((part) => results[INSTANT_TASKS.indexOf(part)] as TimedInstant[]);
  const files: TextFile[] = [];
  for (const [year, instants] of instantsOfYears(coverage.from, coverage.to, parts)) files.push(instantsFile(year, instants));
  files.push(outerSetsuFile(coverage));
  for (const result of results.slice(KYUREKI_TASK)) files.push(...(result as TextFile[]));
  return files;
}

/** Every time file of a coverage, computed here. */
export function timeFiles(coverage: Coverage): TextFile[] {
  let crossings: SolarCrossing[] | undefined;
  const almanac = (): SolarCrossing[] => (crossings ??= almanacCrossings(coverage.from, coverage.to));
  return timeFilesOf(
    coverage,
    Array.from({ length: timeTaskCount(coverage) }, (_, task) => timeTask(coverage, task, almanac)),
  );
}
