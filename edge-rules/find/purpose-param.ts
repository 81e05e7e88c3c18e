/**
 * The `purpose` parameter of the finder and the feeds (docs/interface.md#day-finder): a purpose
 * by its id or its exact Japanese label; absent means none. An unknown value is 400
 * INVALID_PARAMETER naming the parameter and the value, with the ids to choose from.
 */
import { PURPOSES, type Purpose } from "../../schemas/glossary/purposes.ts";
import { apiError } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";

/**
 * The purpose a request names.
 * @param text the raw value, `null` when absent or empty.
 * @returns the purpose (`null` when none is asked for), or the error.
 */
export function parsePurpose(text: string | null): { ok: true; purpose: Purpose | null } | { ok: false; error: ApiError } {
  if (text === null) return { ok: true, purpose: null };
  const purpose = PURPOSES.find((p) => p.id === text || p.label === text);
  if (purpose !== undefined) return { ok: true, purpose };
  const error = apiError(
    "INVALID_PARAMETER",
    `purpose: unknown value ${JSON.stringify(text)}; use one of ${PURPOSES.map((p) => p.id).join(", ")}`,
    {
      parameter: "purpose",
      value: text,
    },
  );
  return { ok: false, error };
}
