/**
 * 旧暦 (kyūreki) months by the 天保暦 rules with the true sun (定気): the lunisolar calendar
 * Japan used until 1872, as commercial calendars still print it.
 *
 * Source: docs/calendar.md#the-choices-in-one-table and docs/calendar.md §0 — a month starts on the JST day of 朔; the
 * month holding the 中気 at longitude L is numbered by it (冬至 270° → 11月, 雨水 330° → 1月);
 * when 13 months lie from one 冬至 month to the next, the first month without 中気 is the leap
 * month and repeats the previous number.
 */

/** One lunar month: [startDay, endDay) in JST day numbers. */
export interface LunarMonth {
  /** Day number of day 1 (the JST day of 朔). */
  readonly startDay: number;
  /** Day number of the next month's day 1 (exclusive end). */
  readonly endDay: number;
  /** Month number 1–12. */
  readonly month: number;
  /** True for a leap month (閏月), which repeats the previous month's number. */
  readonly leap: boolean;
}

/** A 中気 (principal term): solar longitude a multiple of 30°, and its JST day number. */
export interface PrincipalTerm {
  readonly longitude: number;
  readonly day: number;
}

/** Month number named by a 中気: 冬至 (270°) → 11, 大寒 (300°) → 12, 雨水 (330°) → 1, 春分 (0°) → 2, … */
export function monthOfPrincipalTerm(longitude: number): number {
  return ((longitude / 30 + 1) % 12) + 1;
}

/**
 * Numbers the lunar months that lie between the first and the last 冬至 month of the input.
 *
 * @param newMoonDays JST day numbers of consecutive new moons (朔), ascending. They must span
 *   from before one winter solstice to after another, so that every month returned is bounded
 *   by two 冬至 months.
 * @param principalTerms every 中気 over the same span, ascending.
 * @returns the numbered months from the first 冬至 month (inclusive) to the last one (exclusive).
 * @throws if fewer than two 冬至 months are found, or a solstice-to-solstice run has neither
 *   12 nor 13 months (which would mean the inputs are not consecutive).
 */
export function numberLunarMonths(newMoonDays: readonly number[], principalTerms: readonly PrincipalTerm[]): LunarMonth[] {
  const spans: { startDay: number; endDay: number; terms: number[] }[] = [];
  let t = 0;
  for (let i = 0; i + 1 < newMoonDays.length; i++) {
    const startDay = newMoonDays[i]!;
    const endDay = newMoonDays[i + 1]!;
    while (t < principalTerms.length && principalTerms[t]!.day < startDay) t++;
    const terms: number[] = [];
    for (let k = t; k < principalTerms.length && principalTerms[k]!.day < endDay; k++) terms.push(principalTerms[k]!.longitude);
    spans.push({ startDay, endDay, terms });
  }
  const solsticeMonths = spans.flatMap((s, i) => (s.terms.includes(270) ? [i] : []));
  if (solsticeMonths.length < 2) throw new Error("numberLunarMonths: the new moons span fewer than two winter solstices");

  const out: LunarMonth[] = [];
  for (let j = 0; j + 1 < solsticeMonths.length; j++) {
    const first = solsticeMonths[j]!;
    const next = solsticeMonths[j + 1]!;
    const count = next - first;
    if (count !== 12 && count !== 13) throw new Error(`numberLunarMonths: ${count} months between winter solstices`);
    // In a 13-month year the first month after the 冬至 month that holds no 中気 is the leap month.
    let leapIndex = -1;
    if (count === 13) {
      for (let i = first + 1; i < next; i++) {
        if (spans[i]!.terms.length === 0) {
          leapIndex = i;
          break;
        }
      }
      if (leapIndex < 0) throw new Error("numberLunarMonths: a 13-month year without a month lacking 中気");
    }
    let month = 11;
    for (let i = first; i < next; i++) {
      const span = spans[i]!;
      const leap = i === leapIndex;
      if (i > first && !leap) month = (month % 12) + 1;
      out.push({ startDay: span.startDay, endDay: span.endDay, month, leap });
    }
  }
  return out;
}
