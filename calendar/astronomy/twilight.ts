/**
 * The Sun's depressions that define twilight and 明六ツ・暮六ツ (docs/calendar.md §15.1):
 * the Sun's centre, true (unrefracted) topocentric altitude, below the true horizon (no dip).
 */

/** The three twilights, dawn to sunrise and sunset to dusk. */
export type TwilightKind = "civil" | "nautical" | "astronomical";

/** The twilights, lightest first. */
export const TWILIGHT_KINDS = ["civil", "nautical", "astronomical"] as const satisfies readonly TwilightKind[];

/**
 * The depression of the Sun's centre at the start (dawn) and end (dusk) of a twilight, degrees.
 * Source: NAOJ 暦Wiki 「薄明」 (常用 6°, 航海 12°, 天文 18°).
 */
export function twilightDepressionDeg(kind: TwilightKind): number {
  return kind === "civil" ? 6 : kind === "nautical" ? 12 : 18;
}

/**
 * 明六ツ and 暮六ツ (夜明・日暮): the Sun's centre 7°21′40″ below the horizon, no refraction, degrees.
 * Source: NAOJ 暦Wiki 「夜明と日暮」 (the 寛政暦's rule; 理科年表's 7°21′40″).
 */
export const MUTSU_DEPRESSION_DEG = 7 + 21 / 60 + 40 / 3600;
