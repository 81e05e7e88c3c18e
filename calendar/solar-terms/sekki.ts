/** 二十四節気 (nijūshi sekki): the 24 solar terms, one every 15° of apparent solar longitude. */

import { SEKKI_24, type Sekki } from "../names.ts";

/**
 * The term that begins at a solar longitude, or `null` when the longitude is not a multiple
 * of 15°. Source: NAOJ 暦要項 (the term's day is the JST day holding the instant).
 */
export function sekkiAtLongitude(longitude: number): Sekki | null {
  return longitude % 15 === 0 ? SEKKI_24[longitude / 15]! : null;
}
