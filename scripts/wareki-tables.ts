/**
 * `npx tsx scripts/wareki-tables.ts`: writes calendar/wareki/kyureki-table.ts and
 * calendar/wareki/era-table.ts from the reference tables test/reference/kyureki_months_0445_1872.csv and
 * test/reference/eras_0645_2019.csv (provenance in test/reference/README.md). Run once; the
 * committed TS files are the data, and test/calendar/wareki/tables.test.ts checks they reproduce
 * every row of the two tables.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { encodeTable } from "../calendar/wareki/months-table.ts";
import type { KyurekiYear } from "../calendar/wareki/year-code.ts";

const ROOT = new URL("../", import.meta.url);

function rows(name: string): string[][] {
  const text = readFileSync(new URL(`test/reference/${name}`, ROOT), "utf8");
  return text
    .split("\n")
    .filter((line) => line !== "")
    .slice(1)
    .map((line) => line.split(","));
}

const PROVENANCE = `The historical calendar as printed (日本暦日原典 4th ed. and NAOJ 日本の暦日データベース) via
 * manakai/data-locale \`data/calendar/kyuureki-map.txt\` (its licence: use, reproduction and
 * derivative works granted), as exported to month starts by sugi/ya-wareki-js
 * \`tools/data/year-defs.json\` @fd5944c.
 *
 * ya-wareki-js: BSD-2-Clause, Copyright (c) 2026 Tatsuki Sugiura. Redistribution and use in source
 * and binary forms, with or without modification, are permitted provided that the conditions of
 * the BSD 2-Clause licence are met: redistributions of source code must retain this copyright
 * notice, the list of conditions and the disclaimer; redistributions in binary form must reproduce
 * them in the documentation. THE DATA IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.`;

// --- 旧暦 months ---
const months = rows("kyureki_months_0445_1872.csv");
const years: KyurekiYear[] = [];
let current: { year: number; leapMonth: number; lengths: number[] } | null = null;
for (const [y, month, leap, , , , days] of months) {
  const year = Number(y);
  if (current === null || current.year !== year) {
    if (current !== null) years.push(current);
    current = { year, leapMonth: 0, lengths: [] };
  }
  if (leap === "1") current.leapMonth = Number(month);
  // 明治5年12月 was cut to 2 days by the reform (REFORM_JDN); its code says 29.
  current.lengths.push(Number(days) === 2 ? 29 : Number(days));
}
years.push(current!);
const first = months[0]!;
const table = encodeTable(Number(first[0]), Number(first[5]), years);
const chunks: string[] = [];
for (let i = 0; i < table.years.length; i += 60)
  chunks.push(`  ${JSON.stringify(table.years.slice(i, i + 60))}, // ${table.firstYear + i / 3}–`);

writeFileSync(
  new URL("calendar/wareki/kyureki-table.ts", ROOT),
  `/**
 * The 旧暦 in force in Japan, 445 to 明治5年12月2日 (1872-12-31), every month (docs/calendar.md §14):
 * the table is the data, not a computation. Written by scripts/wareki-tables.ts from
 * test/reference/kyureki_months_0445_1872.csv; test/calendar/wareki/tables.test.ts checks that it
 * gives every row of that table.
 *
 * Source: ${PROVENANCE}
 */
import type { KyurekiTable } from "./months-table.ts";

/**
 * 旧暦 445–1872 (calendar/wareki/year-code.ts). 明治5年12月 is coded 29 days; it ended after 2, at
 * the reform (calendar/wareki/calendars.ts REFORM_JDN).
 */
export const HISTORICAL_KYUREKI: KyurekiTable = {
  firstYear: ${table.firstYear},
  firstJdn: ${table.firstJdn},
  years: [
${chunks.join("\n")}
  ].join(""),
};
`,
);

// --- 元号 ---
const eras = rows("eras_0645_2019.csv");
const eraLines = eras.map(
  ([name, firstYear, start, , , end, court]) =>
    `  [${JSON.stringify(name)}, ${firstYear}, ${start}, ${end === "" ? "null" : end}, ${court === "" ? "null" : JSON.stringify(court)}],`,
);
writeFileSync(
  new URL("calendar/wareki/era-table.ts", ROOT),
  `/**
 * Every 元号 from 大化 (645) to 令和 (docs/calendar.md §14). Written by scripts/wareki-tables.ts
 * from test/reference/eras_0645_2019.csv; test/calendar/wareki/tables.test.ts checks that it gives
 * every row of that table.
 *
 * Source: manakai/data-locale \`data/calendar/era-defs.json\` via sugi/ya-wareki-js
 * \`tools/data/era-defs.json\` @fd5944c (the same licences as calendar/wareki/kyureki-table.ts:
 * data-locale grants use, reproduction and derivative works; ya-wareki-js is BSD-2-Clause,
 * Copyright (c) 2026 Tatsuki Sugiura, provided "as is", without warranty of any kind); \`court\`
 * added by hand from the standard lists of the 南北朝 eras.
 */

/** The court that counted an era in 1331–1392 (南北朝): \`both\` for 建武, else null. */
export type Court = "north" | "south" | "both";

/** One era, as the table gives it. */
export interface Era {
  /** 元号. */
  readonly name: string;
  /** The Gregorian year of its 元年, as the table gives it. */
  readonly firstYear: number;
  /** JDN of its first counted day (改元日; 明治 from 慶応4年1月1日, docs/calendar.md §14). */
  readonly start: number;
  /**
   * The table's end: before 明治 the next era's 改元日 (the first day not counted in it); from
   * 明治 its last day. Null for 令和.
   */
  readonly end: number | null;
  /** Its court in 1331–1392, else null. */
  readonly court: Court | null;
}

type Row = readonly [name: string, firstYear: number, start: number, end: number | null, court: Court | null];

/** Name, first year, start JDN, end JDN, court: the table's rows in its order. */
const ROWS: readonly Row[] = [
${eraLines.join("\n")}
];

/** Every era, in the table's order (by start, the northern court's eras after the southern's). */
export const ERAS: readonly Era[] = ROWS.map(([name, firstYear, start, end, court]) => ({ name, firstYear, start, end, court }));
`,
);
console.log(`kyureki-table: ${years.length} years, ${table.years.length} characters; eras: ${eras.length}`);
