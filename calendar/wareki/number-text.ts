/**
 * Numbers in error messages as people write them: `100000000000000000000000000`, not `1e+26`;
 * `Infinity` for a JSON number too large to be one (`1e309`), never `null`; and ordinals in
 * English, `1st 2nd 3rd 4th … 11th 12th 13th … 21st 22nd 23rd … 101st 111th`.
 */

/**
 * A number in plain decimal digits (no exponent, no grouping): the shortest digits that give the
 * number back, as JavaScript prints it, padded with zeros where it would switch to an exponent.
 */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return n > 0 ? "Infinity" : n < 0 ? "-Infinity" : "NaN";
  return n.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * An English ordinal of a whole number: `st`, `nd`, `rd` after a last digit 1, 2, 3 except in
 * 11–13 of each hundred, else `th`.
 * Source: The Chicago Manual of Style, 17th ed., 9.6 ("Ordinal numbers": 1st, 2nd, 3rd, 4th, 11th, 21st, 22nd).
 */
export function ordinal(n: number): string {
  const text = numberText(n);
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${text}th`;
  const suffix = ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[Math.abs(n) % 10] ?? "th";
  return `${text}${suffix}`;
}
