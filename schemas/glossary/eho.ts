/**
 * Glossary of `eho` (恵方, the direction of 歳徳神 for the 立春 year): one entry per `kan` value a
 * record holds (甲, 庚, 丙, 壬), the direction and bearing taken from EHO_DIRECTIONS; docs/calendar.md §16.1.
 */
import { EHO_DIRECTIONS, type Eho } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";
import { houiEnglish } from "./houi.ts";

/** A `kan` value of `eho`. */
type Kan = Eho["kan"];

const SOURCE =
  "plala.or.jp/omiya-946 (恵方: 年の十干 → 方角); yakuzin.com (甲・己の年 甲の方 東北東); the bearing is the 二十四山 mountain's centre (auxins2.rssing.com: 丙 165°)";

/** The 十干 of the years whose 恵方 is each mountain. */
const YEAR_STEMS: Record<Kan, string> = { 甲: "甲・己", 庚: "乙・庚", 丙: "丙・辛・戊・癸", 壬: "丁・壬" };

/** One 恵方: id, reading, other readings and the two summaries (the direction and degrees come from EHO_DIRECTIONS). */
type EhoText = readonly [id: string, kana: string, kanaAlt: readonly string[], summaryJa: string, summaryEn: string];

// prettier-ignore
const EHO: Record<Kan, EhoText> = {
  甲: ["kinoe", "きのえ", ["こう"], "甲・己の年の恵方で、寅と卯の間の甲の方。その年の福徳をつかさどる歳徳神の居る方角で、節分の恵方巻はこちらを向いて食べ、初詣や事始めもこの方角が吉とされる。", "The lucky direction of kinoe and tsuchinoto years, the kinoe mountain between Tiger and Rabbit: Toshitokujin, the god of the year's fortune, dwells there, so the Setsubun ehō-maki roll is eaten facing it and first visits and new beginnings favour it."],
  庚: ["kanoe", "かのえ", ["こう"], "乙・庚の年の恵方で、申と酉の間の庚の方。歳徳神の居る方角として、恵方参りや節分の恵方巻、万事の始めに吉とされる。", "The lucky direction of kinoto and kanoe years, the kanoe mountain between Monkey and Rooster: as Toshitokujin's seat it is the direction for ehō shrine visits, the Setsubun roll and any beginning."],
  丙: ["hinoe", "ひのえ", ["へい"], "丙・辛・戊・癸の年の恵方で、巳と午の間の丙の方。四つの恵方のうち十年に四度と最も多く巡ってくる。歳徳神を迎えるこの方角に向かって事を始めるとよいとされる。", "The lucky direction of hinoe, kanoto, tsuchinoe and mizunoto years, the hinoe mountain between Snake and Horse, the most frequent of the four (four years in ten); what is begun facing Toshitokujin there is said to prosper."],
  壬: ["mizunoe", "みずのえ", ["じん"], "丁・壬の年の恵方で、亥と子の間の壬の方。歳徳神の方角として、節分に恵方巻を食べ、正月に恵方参りをする方角とされる。", "The lucky direction of hinoto and mizunoe years, the mizunoe mountain between Boar and Rat: Toshitokujin's direction, faced for the Setsubun roll and visited at the New Year."],
};

/** The entries' texts, keyed by `kan`, with the direction and degrees of EHO_DIRECTIONS. */
const TEXTS = Object.fromEntries(
  EHO_DIRECTIONS.map(({ kan, direction, degrees }) => {
    const [id, kana, kanaAlt, summary_ja, summary_en] = EHO[kan];
    const text: EntryText = {
      id,
      kana,
      kana_alt: kanaAlt,
      en: `${houiEnglish(direction)}, ${degrees}° (the ${kan} mountain)`,
      summary_ja,
      summary_en,
      rule: `years (立春 to 立春) whose stem is ${YEAR_STEMS[kan]}: the ${kan} mountain of the 二十四山, ${direction}, ${degrees}° clockwise from north`,
      source: SOURCE,
    };
    return [kan, text];
  }),
) as Record<Kan, EntryText>;

/** The four eho entries in EHO_DIRECTIONS order (甲, 庚, 丙, 壬). */
export const EHO_ENTRIES = fieldEntries(
  "eho",
  EHO_DIRECTIONS.map((e) => e.kan),
  TEXTS,
);
