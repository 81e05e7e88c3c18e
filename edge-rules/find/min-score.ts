/**
 * The `min_score` parameter of the finder and the feeds (docs/interface.md#day-finder): a whole
 * number from MIN_SCORE.lowest to MIN_SCORE.highest, only with a purpose; absent means the
 * default (good days only). An error names the parameter and the value (400 INVALID_PARAMETER).
 */
import { MIN_SCORE } from "../../schemas/find.ts";
import { apiError } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";

/** An optional minus sign and at most two digits, no leading zero (so `01`, `+1` and `1.0` are refused). */
const WHOLE_NUMBER = /^-?(0|[1-9][0-9]?)$/;

/**
 * The lowest score a returned day may have.
 * @param text the raw value, `null` when absent or empty.
 * @param hasPurpose whether the request names a purpose (a score exists only with one).
 */
export function parseMinScore(text: string | null, hasPurpose: boolean): number | ApiError {
  if (text === null) return MIN_SCORE.default;
  const invalid = (message: string) => apiError("INVALID_PARAMETER", message, { parameter: "min_score", value: text });
  if (!hasPurpose) return invalid("min_score filters a purpose's scores: give a purpose");
  const n = WHOLE_NUMBER.test(text) ? Number(text) : NaN;
  if (!(n >= MIN_SCORE.lowest && n <= MIN_SCORE.highest)) {
    return invalid(`min_score must be a whole number from ${MIN_SCORE.lowest} to ${MIN_SCORE.highest} (default ${MIN_SCORE.default})`);
  }
  return n;
}
