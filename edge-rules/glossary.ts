/**
 * The glossary endpoint (interface 1.1 §1): `GET /gw/glossary` and `gw.php?fn=glossary` answer
 * the generated file `lite/gw/glossary.json` (schemas/layout.ts `GLOSSARY_PATH`) byte for byte.
 *
 * - No credential is needed; one that is presented is still checked (403 AUTH_FAILED, never a
 *   silent downgrade), `view` is validated like everywhere (INVALID_VIEW, PLAN_REQUIRED), and the
 *   request is counted against the caller's rate limit.
 * - The body depends on nothing but the data version: not on the caller, the view or the
 *   coverage. Its ETag key is {@link GLOSSARY_KEY}; Cache-Control follows the caller like every
 *   data 200 (anonymous: public). It carries no X-Upgrade-Info (it is not a lite view of data).
 * - Without a readable manifest, or without the file, it is 404 OUT_OF_COVERAGE ("data
 *   unavailable"), as for any data that should exist and cannot be read.
 */
import { GLOSSARY_PATH } from "../schemas/layout.ts";
import type { Origin } from "./origin.ts";

/** The function name, in `/gw/glossary` and `gw.php?fn=glossary`. */
export const GLOSSARY_FN = "glossary";

/** The canonical request key of the glossary body (etag.ts `canonicalKey`). */
export const GLOSSARY_KEY = "glossary";

const encoder = new TextEncoder();

/**
 * The glossary body as bytes.
 * @returns the bytes, or `null` when the origin has no glossary file.
 */
export async function glossaryBytes(origin: Origin): Promise<Uint8Array | null> {
  const text = await origin.read(GLOSSARY_PATH);
  return text === null ? null : encoder.encode(text);
}
