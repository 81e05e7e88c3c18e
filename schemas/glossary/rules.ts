/**
 * The glossary's `rules` section (docs/glossary.md, docs/interface.md#birth-charts): every rule of the
 * registry (calendar/rules.ts) that has its text here — what it decides, and each value's meaning and
 * source. The ids, values and defaults are read from the registry, never copied, so an entry cannot
 * name a value `rules=` refuses, nor miss one it takes ({@link ruleEntries} throws at generation).
 */
import { z } from "zod";
import { RULES, RULE_ANSWERS, type RuleSpec } from "../../calendar/rules.ts";
import { Kana } from "./entry.ts";
import { DAY_RULE_ENTRIES, type RuleValueText } from "./day-rules.ts";
import { LIFE_RULE_TEXTS, MEMORIAL_RULE_TEXTS } from "./life-rules.ts";
import type { RuleText } from "./rule-text.ts";

export type { RuleText } from "./rule-text.ts";
import { NOTE_ENTRIES } from "./notes.ts";
import { PERIOD_ENTRIES } from "./periods.ts";

/** A one-line, non-empty text. */
const Line = z
  .string()
  .min(1)
  .regex(/^[^\n\r]+$/, "one line");

/** One value of a rule. */
export const RuleValueGlossaryEntry = z
  .strictObject({
    value: z
      .string()
      .regex(/^[a-z0-9_]+$/)
      .describe("the value as `rules=` takes it (`name:value`)"),
    default: z.boolean().describe("whether it is the rule's default (what every answer without rules= follows)"),
    summary_ja: Line.describe("what the value does (Japanese)"),
    summary_en: Line.describe("what the value does (English)"),
    source: Line.describe("the text, table or program the value follows, a source a reader can open"),
  })
  .describe("one value of a rule");

/** One rule: what it decides and its values. */
export const RuleGlossaryEntry = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9_]+$/)
      .describe("the rule's name in `rules=` (`zokan:honki`)"),
    label: z.string().min(1).describe("the question in Japanese"),
    kana: Kana.optional().describe(
      "the label's reading (hiragana); absent where no source for it is at hand (a day rule's reading is its note's, with that entry's source)",
    ),
    en: Line.describe("the question in English"),
    summary_ja: Line.describe("what the rule decides (Japanese)"),
    summary_en: Line.describe("what the rule decides (English)"),
    answers: z.array(z.enum(RULE_ANSWERS)).min(1).describe("the answers whose content the rule changes"),
    values: z.array(RuleValueGlossaryEntry).min(2).describe("the values, the default first"),
  })
  .describe("a rule of `rules=` (a convention where published sources differ), its values and their sources");

export type RuleGlossaryEntry = z.infer<typeof RuleGlossaryEntry>;

const TYME4TS = "github.com/6tail/tyme4ts (lib/index.ts, 1.5.2)";

/** The birth chart's and the moment's rules (calendar/birth/rules.ts). */
export const CHART_RULE_TEXTS: Readonly<Record<string, RuleText>> = {
  zi: {
    label: "子の刻",
    kana: "ねのこく",
    en: "the Rat hour (23:00–24:00) and the day pillar",
    summary_ja: "23時から24時までの生まれ（時刻）の日柱を当日とするか翌日とするか。時柱はどちらでも翌日の干の子の刻。",
    summary_en:
      "Whether a time from 23:00 to 24:00 takes that day's pillar or the next day's; the hour pillar is the next day's 子 hour either way.",
    values: {
      early: [
        "日は0時に替わる（早子時・夜子時を当日とする流派）。23時台の日柱は当日。",
        "The day turns at 00:00: from 23:00 the day pillar is still that day's.",
        `the civil day (JST 00:00 to 24:00) of NAOJ 暦要項; ${TYME4TS} LunarSect2EightCharProvider`,
      ],
      late: [
        "日は23時に替わる（子の刻の始まりで翌日とする流派）。23時台の日柱は翌日。",
        "The day turns at 23:00, the start of the 子 hour: from 23:00 the day pillar is the next day's.",
        `${TYME4TS} DefaultEightCharProvider (SixtyCycleHour: the next day's stem from 23:00)`,
      ],
    },
  },
  zokan: {
    label: "蔵干",
    kana: "ぞうかん",
    en: "hidden stems of a branch",
    summary_ja: "各柱の地支に蔵する干（蔵干）の表と、そのうち司令する一干（zokan_ruling）の決め方。",
    summary_en: "The table of the stems each branch hides (zokan) and how the one that rules (zokan_ruling) is chosen.",
    values: {
      shirei: [
        "人元司令分野の表（子 壬癸、丑 癸辛己 …）。節入りの時刻からの日数で司令する一干を決める。",
        "The 人元司令分野 table (子 壬 癸, 丑 癸 辛 己, …): the ruling stem by the whole days since the 節 instant.",
        "徐樂吾『滴天髓補註』人元司令分野; github.com/6tail/tyme4ts SolarDay.getHideHeavenStemDay (lib/index.ts)",
      ],
      honki: [
        "本気・中気・余気の表（子 癸、卯 乙、酉 辛、午 己丁、亥 甲壬 …）。司令する一干は本気。",
        "The 本気・中気・余気 sets (子 癸, 卯 乙, 酉 辛, 午 己 丁, 亥 甲 壬, …): the 本気 rules.",
        `『淵海子平』「地支藏遁歌」; ${TYME4TS} EarthBranch.getHideHeavenStems; 『四柱推命の事典』 (平古場泰義) as github.com/lumbermill/four-pillars lists it`,
      ],
    },
  },
  taiun_age: {
    label: "立運",
    kana: "りつうん",
    en: "when the first luck pillar (大運) starts",
    summary_ja: "生まれから次の節（順行）または前の節（逆行）までの時間を、三日を一年として大運の始まりに換算する方法。",
    summary_en:
      "How the time from the birth to the next 節 (forward) or from the previous one (backward) becomes the start of the first 大運, three days a year.",
    values: {
      round: [
        "日数を3で割り、四捨五入した整数の年齢（from_age）。",
        "The days over three, rounded to the nearest whole year (from_age).",
        "『淵海子平』「論大運」 (三日為一歳); docs/calendar.md §17 on github.com",
      ],
      exact: [
        "三日を一年、一日を四か月、一時辰を十日として秒まで数え、年・月・日・時・分と始まる日時（taiun_start）を示す。",
        "Three days a year, a day four months, a 時辰 ten days, counted to the second: years, months, days, hours, minutes and the instant (taiun_start).",
        `『三命通會』卷二「論大運」 (三日折除為一歲, 多一時乃零一旬); ${TYME4TS} DefaultChildLimitProvider`,
      ],
      china95: [
        "分単位で数え、4320分を一年、360分を一か月、12分を一日とし、時刻は切り捨てる（元亨利貞の起運）。",
        "In whole minutes: 4,320 a year, 360 a month, 12 a day, no hours (元亨利貞's count).",
        `元亨利貞 (china95.net), as ${TYME4TS} China95ChildLimitProvider implements it (its CHANGELOG 1.0.4)`,
      ],
    },
  },
  year_turn: {
    label: "年の替わり目",
    kana: "としのかわりめ",
    en: "when the chart's year turns",
    summary_ja: "年柱と本命星（と年干で決まる大運の順逆）が替わる時。月柱と月命星はどちらでも節で替わる。",
    summary_en:
      "When the year pillar and 本命星 (and the 大運's direction, by the year stem) turn; the month pillar and 月命星 turn at the 節 either way.",
    values: {
      risshun: [
        "立春の時刻（分まで）で替わる。四柱推命と九星気学の年。",
        "At the 立春 instant, to the minute: the year of 四柱推命 and 九星気学.",
        `the 立春 instants of NAOJ 暦要項; ${TYME4TS} SixtyCycleHour (the year from 立春)`,
      ],
      jan1: [
        "1月1日0時（当時の常用時）で替わる。その年の干支・九星を暦年で数える。",
        "At 00:00 on 1 January of the civil clock: the year's 干支 and 九星 by the calendar year.",
        "NAOJ 暦要項 (eco.mtk.nao.ac.jp/koyomi/yoko/: each civil year headed with its 干支)",
      ],
    },
  },
};

/**
 * The section's entries: the rules of the registry that `texts` covers, in registry order, each value's text by the
 * registry's values.
 * @throws Error when a text names a rule or a value the registry does not have, or misses one of a rule's values.
 */
export function ruleEntries(texts: Readonly<Record<string, RuleText>>): RuleGlossaryEntry[] {
  const known = new Map<string, RuleSpec>(RULES.map((rule) => [rule.id, rule]));
  for (const id of Object.keys(texts)) if (!known.has(id)) throw new Error(`glossary rules: no rule "${id}" in calendar/rules.ts`);
  return RULES.filter((rule) => Object.hasOwn(texts, rule.id)).map((rule) => {
    const text = texts[rule.id]!;
    const all: readonly string[] = rule.values;
    const missing = all.filter((v) => !Object.hasOwn(text.values, v));
    const extra = Object.keys(text.values).filter((v) => !all.includes(v));
    if (missing.length > 0 || extra.length > 0)
      throw new Error(`glossary rules ${rule.id}: no text for [${missing.join(", ")}], texts without a value [${extra.join(", ")}]`);
    const values = [rule.default, ...all.filter((v) => v !== rule.default)];
    return {
      id: rule.id,
      label: text.label,
      ...(text.kana === undefined ? {} : { kana: text.kana }),
      en: text.en,
      summary_ja: text.summary_ja,
      summary_en: text.summary_en,
      answers: [...rule.answers],
      values: values.map((value) => {
        const [summary_ja, summary_en, source] = text.values[value]!;
        return { value, default: value === rule.default, summary_ja, summary_en, source };
      }),
    };
  });
}

/** The reading the glossary gives a note or a period of this label (with that entry's source), if any. */
function readingOf(label: string): string | undefined {
  return [...NOTE_ENTRIES, ...PERIOD_ENTRIES].find((entry) => entry.label === label)?.kana;
}

/** The day rules' texts (schemas/glossary/day-rules.ts) in this section's form, each reading its note's. */
export const DAY_RULE_TEXTS: Readonly<Record<string, RuleText>> = Object.fromEntries(
  DAY_RULE_ENTRIES.map((entry): [string, RuleText] => {
    const kana = readingOf(entry.label);
    const values = Object.entries(entry.values as Readonly<Record<string, RuleValueText>>).map(
      ([value, text]): [string, readonly [string, string, string]] => [value, [text.meaning_ja, text.meaning_en, text.source]],
    );
    return [
      entry.id,
      {
        label: entry.label,
        ...(kana === undefined ? {} : { kana }),
        en: entry.en,
        summary_ja: entry.decides_ja,
        summary_en: entry.decides_en,
        values: Object.fromEntries(values),
      },
    ];
  }),
);

/** The section as the glossary serves it: the chart's rules, the day's and a life's, in registry order. */
export const RULE_ENTRIES: RuleGlossaryEntry[] = ruleEntries({
  ...CHART_RULE_TEXTS,
  ...DAY_RULE_TEXTS,
  ...MEMORIAL_RULE_TEXTS,
  ...LIFE_RULE_TEXTS,
});
