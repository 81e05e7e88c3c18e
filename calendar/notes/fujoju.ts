/** 不成就日 (fujōju-bi), by the 旧暦 month and day. */

// Source: docs/calendar.md §7.2 (JS engine; When.exe d % 8 == [6,3,2,1,4,5][m % 6], 『現代こよみ読み解き事典』); months n and n+6 share a row: index = (旧暦 month − 1) mod 6.
export const FUJOJU_DAYS: readonly (readonly number[])[] = [
  [3, 11, 19, 27], // 1・7月
  [2, 10, 18, 26], // 2・8月
  [1, 9, 17, 25], // 3・9月
  [4, 12, 20, 28], // 4・10月
  [5, 13, 21, 29], // 5・11月
  [6, 14, 22, 30], // 6・12月
];

/**
 * Whether a 旧暦 date is 不成就日; a leap month counts as its number, and 旧6/12月30日 are included.
 * Source: docs/calendar.md#the-choices-in-one-table (choices table); docs/calendar.md §7.2 (suureki 1945-02-12, momocafe 2018-02-15 mark 旧12/30).
 */
export function isFujoju(lunarMonth: number, lunarDay: number): boolean {
  return FUJOJU_DAYS[(lunarMonth - 1) % 6]!.includes(lunarDay);
}
