/** 二十四節気 (nijūshi sekki): the 24 solar terms, one every 15° of apparent solar longitude. */

/** Term names by longitude / 15, starting at 春分 (0°). Source: NAOJ 暦要項. */
export const SEKKI_NAMES = [
  "春分", "清明", "穀雨", "立夏", "小満", "芒種", "夏至", "小暑", "大暑", "立秋", "処暑", "白露",
  "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至", "小寒", "大寒", "立春", "雨水", "啓蟄",
] as const;
export type Sekki = (typeof SEKKI_NAMES)[number];

/**
 * The term that begins at a solar longitude, or `null` when the longitude is not a multiple
 * of 15°. Source: NAOJ 暦要項 (the term's day is the JST day holding the instant).
 */
export function sekkiAtLongitude(longitude: number): Sekki | null {
  return longitude % 15 === 0 ? SEKKI_NAMES[longitude / 15]! : null;
}
