/**
 * The days almanacs mark bad for every undertaking (docs/calendar.md §12 Purposes): 受死日 (黒日,
 * the black day) and 十死日. A purpose never returns them unless its tradition says otherwise:
 * 受死日 is "used for nothing, although funerals may be held", so 葬儀 allows it; 十死日 is bad
 * "not even for funerals". Almanacs print these two days alone, without the day's other lucky
 * notes (the 暦注下段 display rule), which is why no favourable sign can outweigh them here.
 *
 * The three evil days 三箇の悪日 (大禍日・狼藉日・滅門日) are not among them: originally they
 * were bad only for people born in the year whose branch is the month's, and only some modern
 * almanacs list them for everyone, so the purposes weigh them against a day instead.
 */

/** Note ids of the days bad for every undertaking, in notes-table order. */
export const BAD_FOR_EVERYTHING = ["jushi", "jisshi"] as const;

/** A day bad for every undertaking. */
export type BadForEverything = (typeof BAD_FOR_EVERYTHING)[number];

/** The purposes whose tradition allows one of those days: purpose id → the days it allows. */
export const TRADITION_ALLOWS: Readonly<Record<string, readonly BadForEverything[]>> = { funeral: ["jushi"] };

/** The days bad for everything that purpose `id` excludes (all of them unless its tradition allows one). */
export function badDaysExcluded(id: string): BadForEverything[] {
  const allowed = TRADITION_ALLOWS[id] ?? [];
  return BAD_FOR_EVERYTHING.filter((day) => !allowed.includes(day));
}
