import { z } from "zod";

/**
 * A calendar date (日付) as strict `YYYY-MM-DD` that exists in the proleptic Gregorian
 * calendar: `2024-02-29` passes, `2025-02-29`, `2025-1-01` and `2025-13-01` do not.
 * zod's ISO date format checks month lengths and leap years in its pattern.
 */
export const IsoDate = z.iso.date().describe("a calendar date, YYYY-MM-DD, that exists");

/** A strict, existing `YYYY-MM-DD` date string. */
export type IsoDate = z.infer<typeof IsoDate>;
