/**
 * The years the calendar is computed for (対象期間). Years are Gregorian, both ends inclusive;
 * days are civil days (docs/calendar.md §0).
 */

/** A span of Gregorian years, both inclusive (`from <= to`). */
export interface YearSpan {
  readonly from: number;
  readonly to: number;
}

/**
 * The years the generator may cover (`--from`/`--to`), 1873–2100:
 * - 1873: Japan adopted the Gregorian calendar on 1873-01-01 (明治6年); before it the civil year
 *   was the lunar one, so `nengo` (and the holidays, which start 1948) would need other rules;
 * - 2100: the span over which every rule is checked (solar terms and moon phases near JST
 *   midnight re-solved or checked against the full VSOP87B and ELP/MPP02 series, the 日家九星
 *   switches, every note) — the suite sweeps every day of 1873–2100.
 */
export const ENGINE_YEARS: YearSpan = { from: 1873, to: 2100 };
