import { isoDayNumber, isoFromDayNumber } from "./iso-date.ts";
import {
  JUNICHOKU,
  JUNISHI,
  KANSHI_60,
  KOU_72,
  NENGO,
  NOTE_IDS,
  PERIOD_NAMES,
  ROKUYOU,
  SEKKI_24,
  SHUKU_28,
  YOUBI,
} from "./vocabulary.ts";

/**
 * Cross-field consistency (整合性) of a day record: the checks that a field-by-field schema
 * cannot express. Each check is a rule of decisions.md §6 that has no variants, so a record
 * that fails one is wrong whatever the sources say. `day.ts` runs these as zod refinements,
 * only after every field has passed its own schema.
 */

/** One consistency failure: a message and the path of the offending field. */
export interface ConsistencyIssue {
  message: string;
  path: (string | number)[];
}

/** The LiteDay fields the checks read (already shape-valid). */
interface LiteFields {
  iso: string;
  y: number;
  m: number;
  d: number;
  youbi: string;
  rokuyou: string;
  kyureki: string;
  sekki: string;
}

/** The ProDay fields the checks read (already shape-valid). */
interface ProFields extends LiteFields {
  nengo: string;
  eto: string;
  eto_month: string;
  junichoku: string;
  shuku28: string;
  kou72: string;
  notes_arr: readonly { id: string }[];
  periods: readonly { name: string; from: string; to: string }[];
}

/** The kyureki form `M月D日` or `閏M月D日` (month 1..12, day 1..30). */
export const KYUREKI_PATTERN = /^閏?(1[0-2]|[1-9])月([1-9]|[12][0-9]|30)日$/;

/** Day number (days since 1970-01-01) + this = Julian Day Number; rekichu-rules.md §0. */
const JDN_OF_DAY_ZERO = 2_440_588;

/** Non-negative remainder. */
function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/** `YYYY-MM-DD` of integer year, month and day (no validation). */
function isoOf(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The era year (年号 and 年) of a date, e.g. 令和元年, or null before 明治. */
export function nengoOf(iso: string): string | null {
  for (let i = NENGO.length - 1; i >= 0; i--) {
    const era = NENGO[i]!;
    if (iso >= era.start) {
      const year = Number(iso.slice(0, 4)) - Number(era.start.slice(0, 4)) + 1;
      return `${era.name}${year === 1 ? "元" : String(year)}年`;
    }
  }
  return null;
}

/**
 * The cyclic periods fixed by the day's kanshi (六十干支), as first and last index into
 * KANSHI_60 (both inclusive); decisions.md §6.
 */
const CYCLIC_PERIODS: Readonly<Record<string, readonly [number, number]>> = {
  "tenichi-tenjou": [29, 44], // 癸巳..戊申
  hassen: [48, 59], // 壬子..癸亥
  "jippou-gure": [20, 29], // 甲申..癸巳
  ootsuchi: [6, 12], // 庚午..丙子
  kotsuchi: [14, 20], // 戊寅..甲申
};

/** Notes that hold exactly on days of a given kanshi or 宿 (decisions.md §6 table). */
const CYCLE_NOTES: readonly { id: string; holds: (kanshi: string, shuku: string) => boolean }[] = [
  { id: "kishuku", holds: (_k, shuku) => shuku === "鬼" },
  { id: "tora", holds: (kanshi) => kanshi.endsWith("寅") },
  { id: "mi", holds: (kanshi) => kanshi.endsWith("巳") },
  { id: "tsuchinoto-mi", holds: (kanshi) => kanshi === "己巳" },
  { id: "kinoe-ne", holds: (kanshi) => kanshi === "甲子" },
  { id: "koushin", holds: (kanshi) => kanshi === "庚申" },
  { id: "juu", holds: (kanshi) => kanshi.endsWith("巳") || kanshi.endsWith("亥") },
  { id: "hassen-mabi", holds: (kanshi) => ["癸丑", "丙辰", "戊午", "壬戌"].includes(kanshi) },
];

/** Issues of the LiteDay fields: iso vs y/m/d, youbi vs the date, rokuyou vs kyureki. */
export function liteDayIssues(day: LiteFields): ConsistencyIssue[] {
  const issues: ConsistencyIssue[] = [];
  if (isoOf(day.y, day.m, day.d) !== day.iso) {
    issues.push({ message: `iso ${day.iso} does not agree with y/m/d ${day.y}/${day.m}/${day.d}`, path: ["iso"] });
  }
  const n = isoDayNumber(day.iso);
  if (n !== null) {
    // 1970-01-01 was a Thursday: ISO index (Monday = 0) 3.
    const youbi = YOUBI[mod(n + 3, 7)];
    if (day.youbi !== youbi) issues.push({ message: `youbi of ${day.iso} is ${youbi}`, path: ["youbi"] });
  }
  const kyureki = KYUREKI_PATTERN.exec(day.kyureki);
  if (kyureki) {
    const rokuyou = ROKUYOU[(Number(kyureki[1]) + Number(kyureki[2])) % 6];
    if (day.rokuyou !== rokuyou) {
      issues.push({ message: `rokuyou of kyureki ${day.kyureki} is ${rokuyou}`, path: ["rokuyou"] });
    }
  }
  return issues;
}

/**
 * Issues of the ProDay fields (the LiteDay checks included): nengo, the day's kanshi and 宿 by
 * the date, junichoku by the day's and the 節月's branch, kou72 on a sekki day, the order and
 * uniqueness of notes_arr and periods, the cycle notes and cyclic periods by the kanshi.
 */
export function proDayIssues(day: ProFields): ConsistencyIssue[] {
  const issues = liteDayIssues(day);
  const n = isoDayNumber(day.iso);
  if (n === null) return issues;

  const nengo = nengoOf(day.iso);
  if (nengo !== null && day.nengo !== nengo) issues.push({ message: `nengo of ${day.iso} is ${nengo}`, path: ["nengo"] });

  const kanshiIndex = mod(n + JDN_OF_DAY_ZERO + 49, 60); // 2000-01-01 (JDN 2451545) = 戊午
  const kanshi = KANSHI_60[kanshiIndex]!;
  if (day.eto !== kanshi) issues.push({ message: `eto of ${day.iso} is ${kanshi}`, path: ["eto"] });

  const shuku = SHUKU_28[mod(n + JDN_OF_DAY_ZERO + 11, 28)]!; // 2000-01-01 = 胃
  if (day.shuku28 !== shuku) issues.push({ message: `shuku28 of ${day.iso} is ${shuku}`, path: ["shuku28"] });

  const dayBranch = JUNISHI.indexOf(day.eto.slice(1) as (typeof JUNISHI)[number]);
  const monthBranch = JUNISHI.indexOf(day.eto_month.slice(1) as (typeof JUNISHI)[number]);
  const junichoku = JUNICHOKU[mod(dayBranch - monthBranch, 12)];
  if (day.junichoku !== junichoku) {
    issues.push({ message: `junichoku of a ${day.eto} day in a ${day.eto_month} month is ${junichoku}`, path: ["junichoku"] });
  }

  const sekkiIndex = SEKKI_24.indexOf(day.sekki as (typeof SEKKI_24)[number]);
  if (sekkiIndex >= 0) {
    const kou = KOU_72[mod(sekkiIndex * 3 - 63, 72)];
    if (day.kou72 !== kou) issues.push({ message: `kou72 on the day of ${day.sekki} is ${kou}`, path: ["kou72"] });
  }

  issues.push(...notesIssues(day.notes_arr, day.eto, day.shuku28));
  issues.push(...periodsIssues(day, kanshiIndex, n));
  return issues;
}

/** notes_arr: table order, no duplicates, and the cycle notes exactly on their days. */
function notesIssues(notes: readonly { id: string }[], kanshi: string, shuku: string): ConsistencyIssue[] {
  const issues: ConsistencyIssue[] = [];
  let previous = -1;
  notes.forEach((note, i) => {
    const index = NOTE_IDS.indexOf(note.id as (typeof NOTE_IDS)[number]);
    if (index <= previous) {
      issues.push({ message: `notes_arr must follow the notes table order without duplicates (${note.id})`, path: ["notes_arr", i] });
    }
    previous = Math.max(previous, index);
  });
  const ids = new Set(notes.map((note) => note.id));
  for (const rule of CYCLE_NOTES) {
    const expected = rule.holds(kanshi, shuku);
    if (ids.has(rule.id) !== expected) {
      issues.push({ message: `note ${rule.id} must be ${expected ? "present" : "absent"} on a ${kanshi} ${shuku} day`, path: ["notes_arr"] });
    }
  }
  return issues;
}

/** periods: canonical order, no duplicates, day inside, cyclic periods exactly by the kanshi. */
function periodsIssues(day: ProFields, kanshiIndex: number, n: number): ConsistencyIssue[] {
  const issues: ConsistencyIssue[] = [];
  let previous = -1;
  day.periods.forEach((period, i) => {
    const index = PERIOD_NAMES.indexOf(period.name as (typeof PERIOD_NAMES)[number]);
    if (index <= previous) {
      issues.push({ message: `periods must follow the order ${PERIOD_NAMES.join(", ")} without duplicates`, path: ["periods", i] });
    }
    previous = Math.max(previous, index);
    if (!(period.from <= day.iso && day.iso <= period.to)) {
      issues.push({ message: `period ${period.name} ${period.from}..${period.to} does not contain ${day.iso}`, path: ["periods", i] });
    }
  });
  for (const [name, [first, last]] of Object.entries(CYCLIC_PERIODS)) {
    const inside = kanshiIndex >= first && kanshiIndex <= last;
    const period = day.periods.find((p) => p.name === name);
    if (inside !== (period !== undefined)) {
      issues.push({ message: `period ${name} must be ${inside ? "present" : "absent"} on a ${KANSHI_60[kanshiIndex]} day`, path: ["periods"] });
    } else if (period && inside) {
      const from = isoFromDayNumber(n - (kanshiIndex - first));
      const to = isoFromDayNumber(n + (last - kanshiIndex));
      if (period.from !== from || period.to !== to) {
        issues.push({ message: `period ${name} around ${day.iso} spans ${from}..${to}`, path: ["periods"] });
      }
    }
  }
  const names = new Set(day.periods.map((p) => p.name));
  const ids = new Set(day.notes_arr.map((note) => note.id));
  const requires: readonly [string, string][] = [
    ["doyou-mabi", "doyou"],
    ["doyou-ushi", "doyou"],
    ["doyou-iri", "doyou"],
  ];
  for (const [note, periodName] of requires) {
    if (ids.has(note) && !names.has(periodName)) {
      issues.push({ message: `note ${note} requires the period ${periodName}`, path: ["notes_arr"] });
    }
  }
  if (ids.has("doyou-ushi") && !day.eto.endsWith("丑")) {
    issues.push({ message: "doyou-ushi falls on 丑 days only", path: ["notes_arr"] });
  }
  const doyou = day.periods.find((p) => p.name === "doyou");
  if (ids.has("doyou-iri") && doyou && doyou.from !== day.iso) {
    issues.push({ message: "doyou-iri is the first day of the doyou period", path: ["notes_arr"] });
  }
  return issues;
}
