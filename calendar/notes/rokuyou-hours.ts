/**
 * 六曜 by the hour (六曜の時間帯の吉凶): the good and bad hours of each 六曜 as almanacs print them,
 * as `{ from, to, luck }` spans covering the whole JST day, `from` inclusive and `to` exclusive
 * (`"24:00"` is the end of the day). 正午 is the 午の刻, 11:00–13:00, as the almanacs gloss it.
 * Shared by the generator (ProDay `rokuyou_hours`) and the edge (the luck of a moment).
 * Source: 六曜の吉凶 as rokuyo.biz and sinokoma.labart.jp/glossary/six_week.html print them
 * (先勝 午前吉・午後凶; 友引 朝夕吉・正午凶; 先負 午前凶・午後吉; 仏滅 終日凶; 大安 終日吉; 赤口 午の刻（11時–13時）のみ吉).
 */
import { LUCK, type Luck, type Rokuyou } from "../names.ts";

/** One span of a day's 六曜 luck. */
export interface RokuyouHour {
  /** First minute, `HH:MM` JST (inclusive). */
  readonly from: string;
  /** End, `HH:MM` JST (exclusive; `24:00` is midnight at the day's end). */
  readonly to: string;
  readonly luck: Luck;
}

const [GOOD, BAD] = LUCK;

/** Noon as almanacs mean it for 友引 and 赤口: the 午の刻, 11:00 to 13:00. */
const NOON = { from: "11:00", to: "13:00" } as const;

/** The spans of each 六曜, in day order. */
export const ROKUYOU_HOURS: Readonly<Record<Rokuyou, readonly RokuyouHour[]>> = {
  // 先勝: 午前は吉、午後は凶.
  先勝: [
    { from: "00:00", to: "12:00", luck: GOOD },
    { from: "12:00", to: "24:00", luck: BAD },
  ],
  // 友引: 朝と夕は吉、正午（午の刻）は凶.
  友引: [
    { from: "00:00", to: NOON.from, luck: GOOD },
    { ...NOON, luck: BAD },
    { from: NOON.to, to: "24:00", luck: GOOD },
  ],
  // 先負: 午前は凶、午後は吉.
  先負: [
    { from: "00:00", to: "12:00", luck: BAD },
    { from: "12:00", to: "24:00", luck: GOOD },
  ],
  // 仏滅: 終日凶.
  仏滅: [{ from: "00:00", to: "24:00", luck: BAD }],
  // 大安: 終日吉.
  大安: [{ from: "00:00", to: "24:00", luck: GOOD }],
  // 赤口: 午の刻（11時–13時）のみ吉、ほかは凶.
  赤口: [
    { from: "00:00", to: NOON.from, luck: BAD },
    { ...NOON, luck: GOOD },
    { from: NOON.to, to: "24:00", luck: BAD },
  ],
};

/** Minutes since 00:00 of an `HH:MM` text. */
function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/**
 * The luck of one minute of a day whose 六曜 is `rokuyou`.
 * @param minuteOfDay 0 (00:00) … 1439 (23:59), JST.
 * @throws RangeError outside 0…1439 or for a value that is not a 六曜.
 */
export function rokuyouLuckAt(rokuyou: Rokuyou, minuteOfDay: number): Luck {
  if (!Number.isInteger(minuteOfDay) || minuteOfDay < 0 || minuteOfDay >= 1440) {
    throw new RangeError(`rokuyouLuckAt: minuteOfDay ${minuteOfDay} is not 0…1439`);
  }
  const spans = ROKUYOU_HOURS[rokuyou] as readonly RokuyouHour[] | undefined;
  if (spans === undefined) throw new RangeError(`rokuyouLuckAt: ${JSON.stringify(rokuyou)} is not a 六曜`);
  const span = spans.find((s) => minuteOfDay >= minutesOf(s.from) && minuteOfDay < minutesOf(s.to));
  return span!.luck;
}

/** The `rokuyou_hours` of a day: fresh copies of its 六曜's spans (the records are plain JSON). */
export function rokuyouHours(rokuyou: Rokuyou): RokuyouHour[] {
  return ROKUYOU_HOURS[rokuyou].map((s) => ({ from: s.from, to: s.to, luck: s.luck }));
}
