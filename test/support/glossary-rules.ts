/**
 * The one-line rules the glossary must print for the table-driven notes and periods, rendered
 * from the generator's own tables: a glossary `rule` that differs from these is not the rule the
 * generator runs (test/schemas/glossary.test.ts).
 */
import { DOYOU_MABI } from "../../calendar/notes/doyou.ts";
import { FUJOJU_DAYS } from "../../calendar/notes/fujoju.ts";
import { DAIMYO, KAMIYOSHI, TEN_ON, TENSHA_BY_SEASON } from "../../calendar/notes/kanshi-days.ts";
import {
  BOSOU,
  CHIIMI,
  CHIKA,
  FUKU,
  GETTOKU,
  ICHIRYU_MANBAI,
  JISSHI,
  JUSHI,
  KIKO,
  METSUMON,
  OUMOU_NTH_DAY,
  ROUZEKI,
  SANRINBOU,
  TAIKA,
  TENKA,
} from "../../calendar/notes/senjitsu.ts";
import { CYCLE_PERIODS, HASSEN_MABI } from "../../calendar/notes/periods.ts";
import { DAISHOGUN_YUGYO, KONJIN_SEASON_YUGYO, KONJIN_YUGYO } from "../../calendar/directions/yugyo.ts";
import { KANSHI_60 } from "../../calendar/names.ts";

/** The 節月 by their branch, 寅月 (from 立春) first. */
const SETSU_MONTHS = ["寅月", "卯月", "辰月", "巳月", "午月", "未月", "申月", "酉月", "戌月", "亥月", "子月", "丑月"];

/** A 節月 × day branch (or stem) table as one line. */
function monthTable(by: "branch" | "stem", table: readonly string[]): string {
  const cells = table.map((entry, i) => `${SETSU_MONTHS[i]} ${[...entry].join("・")}`);
  return `day ${by} by 節月 (from each 節入り day): ${cells.join(", ")}`;
}

/** A list of day 干支 as one line. */
function kanshiList(list: readonly string[]): string {
  const sorted = [...list].sort((a, b) => KANSHI_60.indexOf(a as never) - KANSHI_60.indexOf(b as never));
  return `day 干支 one of ${sorted.length}: ${sorted.join(" ")}`;
}

/** The ids' direction words of the 遊行 notes. */
const YUGYO_DIRECTION_IDS: Readonly<Record<string, string>> = { 東: "east", 南: "south", 西: "west", 北: "north", 中央: "center" };

/** A 四立 season as the 遊行 rules name it: from its 立 to the day before the next, with or without its 土用. */
function yugyoSeason(season: string | null, withDoyou: boolean): string {
  if (season === null) return "any season";
  if (season === "doyou") return "a 土用 (any of the four)";
  const ritsu = { spring: ["立春", "立夏"], summer: ["立夏", "立秋"], autumn: ["立秋", "立冬"], winter: ["立冬", "立春"] }[season]!;
  return `${season} (${ritsu[0]} to the day before ${ritsu[1]}, ${withDoyou ? "土用 included" : "less its 土用"})`;
}

/** The rules of the ten 遊行 notes, by id, from the generator's three rule tables. */
function yugyoRules(): Record<string, string> {
  const starts = new Map<string, string[]>();
  for (const r of [...DAISHOGUN_YUGYO, ...KONJIN_YUGYO, ...KONJIN_SEASON_YUGYO]) {
    const id = `${r.god === "大将軍" ? "daishogun" : "konjin"}-yugyo-${YUGYO_DIRECTION_IDS[r.direction]}`;
    starts.set(id, [...(starts.get(id) ?? []), `${KANSHI_60[r.start]} in ${yugyoSeason(r.season, r.god === "金神")}`]);
  }
  return Object.fromEntries([...starts].map(([id, list]) => [id, `5 days from the start day (included): ${list.join(", or ")}`]));
}

/** The exact rule of every table-driven note and every period, by id. */
export function expectedTableRules(): Record<string, string> {
  const seasons = ["spring 節月 (寅卯辰月)", "summer (巳午未月)", "autumn (申酉戌月)", "winter (亥子丑月)"];
  const fujoju = FUJOJU_DAYS.map((days, i) => `${i + 1}・${i + 7}月 ${days.join(",")}`).join("; ");
  const oumou = OUMOU_NTH_DAY.map((n, i) => `${SETSU_MONTHS[i]} ${n}`).join(", ");
  const mabi = (["winter", "spring", "summer", "autumn"] as const).map((s) => `${s} ${[...DOYOU_MABI[s]].join("・")}`).join(", ");
  const rules: Record<string, string> = {
    tensha: `day 干支 ${TENSHA_BY_SEASON.map((k, i) => `${k} in the ${seasons[i]}`).join(", ")}`,
    "ichiryu-manbai": monthTable("branch", ICHIRYU_MANBAI),
    daimyo: kanshiList(DAIMYO),
    kamiyoshi: kanshiList(KAMIYOSHI),
    "ten-on": kanshiList(TEN_ON),
    bosou: monthTable("branch", BOSOU),
    gettoku: monthTable("stem", GETTOKU),
    fujoju: `旧暦 day by 旧暦 month (a leap month as its number): ${fujoju}`,
    sanrinbou: monthTable("branch", SANRINBOU),
    jushi: monthTable("branch", JUSHI),
    jisshi: monthTable("branch", JISSHI),
    kiko: monthTable("branch", KIKO),
    chiimi: monthTable("branch", CHIIMI),
    fuku: monthTable("stem", FUKU),
    oumou: `the n-th day of the 節月, the 節入り day being day 1: ${oumou} (none when the 節月 is shorter)`,
    tenka: monthTable("branch", TENKA),
    chika: monthTable("branch", CHIKA),
    taika: monthTable("branch", TAIKA),
    rouzeki: monthTable("branch", ROUZEKI),
    metsumon: monthTable("branch", METSUMON),
    "hassen-mabi": `day 干支 ${HASSEN_MABI.join(", ")}, the days of 八専 (壬子..癸亥) that are not 八専 proper`,
    "doyou-mabi": `inside 土用, the days of the season's branches: ${mabi}`,
  };
  Object.assign(rules, yugyoRules());
  for (const p of CYCLE_PERIODS) {
    const days = p.last - p.first + 1;
    rules[p.name] =
      `the ${days} days ${KANSHI_60[p.first]}..${KANSHI_60[p.last]} of the 60-day cycle (干支 ${p.first}–${p.last}), both ends included`;
  }
  return rules;
}
