/**
 * The files of instants (時刻) of a coverage: the instants files (`GET /gw/instants/{year}`) and the solar-terms
 * files. They are the generation's full-series astronomy (VSOP87B and ELP/MPP02 through astronomia, about a fifth
 * of its CPU) and need nothing from the day records, so the generation's worker thread computes them beside the
 * records (generator/astronomy/rise-set-parallel.ts).
 */
import { almanacCrossings } from "../almanac.ts";
import { instantsFile, instantsOfYears } from "./instants.ts";
import { solarTermsFile } from "./solar-terms.ts";

/** A generated file: its path in the tree and its text. */
export interface TextFile {
  readonly path: string;
  readonly text: string;
}

/**
 * The instants file and the solar-terms file of every year from..to: the bytes the records' run would write (the
 * solar terms from the crossings its almanac holds, `almanacCrossings`).
 */
export function timeFiles(from: number, to: number): TextFile[] {
  const files: TextFile[] = [];
  for (const [year, instants] of instantsOfYears(from, to)) files.push(instantsFile(year, instants));
  const crossings = almanacCrossings(from, to);
  for (let year = from; year <= to; year++) files.push(solarTermsFile(crossings, year));
  return files;
}
