/** Glossary of `rokuyou` (六曜, the six-day fortune). Ids as docs/interface.md#day-finder lists them. */
import { ROKUYOU, type Rokuyou } from "../../calendar/names.ts";
import { CIVIL_DAY, fieldEntries, type EntryText } from "./entry.ts";

/** The rule of value `i` (index in ROKUYOU) in one line. */
const rule = (i: number): string =>
  `(旧暦 month + 旧暦 day) mod 6 = ${i}; a leap month counts as its month number; 旧暦 by the 天保暦 rules with months from ${CIVIL_DAY} of 朔 (before 1873, the wareki functions apply this modern rule to the historical 旧暦, whatever the almanacs of the time printed)`;

const SOURCE =
  "the 六曜 cycle (旧暦 1st day: 1・7月 先勝, 2・8月 友引, 3・9月 先負, 4・10月 仏滅, 5・11月 大安, 6・12月 赤口), as こよみのページ (koyomi8.com) and When.exe give it";

const TEXTS: Record<Rokuyou, EntryText> = {
  大安: {
    id: "taian",
    kana: "たいあん",
    kana_alt: ["だいあん"],
    en: "Great peace (taian)",
    summary_ja: "「大いに安し」の日で、六曜でいちばんの吉日。終日よいとされ、婚礼・入籍・引越し・開店など何を始めるにも選ばれる。",
    summary_en:
      "“Great peace”: the luckiest of the six days, good from morning to night, and the usual pick for weddings, moving house and openings.",
    rule: rule(0),
    source: SOURCE,
  },
  赤口: {
    id: "shakku",
    kana: "しゃっこう",
    kana_alt: ["しゃっく", "じゃっく", "じゃっこう", "せきぐち"],
    en: "Red mouth (shakku)",
    summary_ja:
      "陰陽道の凶日「赤口日」に由来するとされる日。正午ごろ（午の刻）だけが吉で、ほかは凶。火の元や刃物に気をつけ、祝い事は避けるとされる。",
    summary_en:
      "Traced to an unlucky day of Onmyōdō: only the hours around noon are good, the rest bad; fire and blades call for care and celebrations are avoided.",
    rule: rule(1),
    source: SOURCE,
  },
  先勝: {
    id: "sensho",
    kana: "せんしょう",
    kana_alt: ["せんかち", "さきがち", "さきかち"],
    en: "Win first (sensho)",
    summary_ja: "「先んずれば即ち勝つ」の日。午前は吉、午後は凶とされ、急ぎの用事や勝負事、訴訟は早い時刻に済ませるとよい。",
    summary_en:
      "“Who moves first wins”: the morning is lucky and the afternoon not, so urgent business, contests and lawsuits are best settled early.",
    rule: rule(2),
    source: SOURCE,
  },
  友引: {
    id: "tomobiki",
    kana: "ともびき",
    kana_alt: ["ゆういん"],
    en: "Friend pulling (tomobiki)",
    summary_ja:
      "もとは勝ち負けのつかない日とされる。「友を引く」に通じるので葬儀は避けられ、慶事には縁起がよいとされる。朝夕は吉、正午は凶。",
    summary_en:
      "Originally a day on which nothing is won or lost; read as “pulling a friend along”, it is avoided for funerals and welcomed for celebrations. Morning and evening are good, noon is not.",
    rule: rule(3),
    source: SOURCE,
  },
  先負: {
    id: "senbu",
    kana: "せんぶ",
    kana_alt: ["せんぷ", "せんまけ", "さきまけ"],
    en: "Lose first (senbu)",
    summary_ja: "「先んずれば即ち負ける」の日。午前は凶、午後は吉とされ、急用や争い事を控えて静かに待つのがよい。",
    summary_en:
      "“Who moves first loses”: the morning is unlucky and the afternoon better, so haste and quarrels are avoided and waiting is wise.",
    rule: rule(4),
    source: SOURCE,
  },
  仏滅: {
    id: "butsumetsu",
    kana: "ぶつめつ",
    en: "Buddha's death (butsumetsu)",
    summary_ja: "「仏も滅するほど」とされる六曜で最も悪い日。婚礼などの祝い事は避けられるが、葬儀や法事は差し支えないとされる。",
    summary_en:
      "The unluckiest of the six days (“even the Buddha perishes”): weddings and other celebrations avoid it, while funerals and memorial rites may be held.",
    rule: rule(5),
    source: SOURCE,
  },
};

/** The six rokuyou entries in ROKUYOU order (the order of the mod-6 rule). */
export const ROKUYOU_ENTRIES = fieldEntries("rokuyou", ROKUYOU, TEXTS);
