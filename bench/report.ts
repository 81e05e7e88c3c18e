/** Small formatting helpers shared by the bench sections. */

/** A markdown table. */
export function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]): string => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

export const ms = (value: number): string => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 2 : 0)} ms`);
export const bytes = (value: number): string =>
  value >= 1_048_576 ? `${(value / 1_048_576).toFixed(1)} MiB` : value >= 1024 ? `${(value / 1024).toFixed(1)} KiB` : `${value} B`;
export const ratio = (value: number | null): string => (value === null ? "n/a" : `${value.toFixed(2)}×`);
/** The two cells printed beside a figure: its goal, and whether the goal was met. */
export type GoalCells = readonly [goal: string, met: string];

/** The cells of a figure that has no goal. */
export const NO_GOAL: GoalCells = ["–", "–"];

/**
 * A figure's goal cells: the goal's text and "met" / "**missed**" (higher is better unless
 * `atMost`); "n/a" when the figure could not be measured.
 */
export function goal(value: number | null, target: number, text: string, atMost = false): GoalCells {
  if (value === null) return [text, "n/a"];
  return [text, (atMost ? value <= target : value >= target) ? "met" : "**missed**"];
}
