/**
 * Glossary of the twelve branches (十二支 junishi) as directions: the values of `hasshoujin`,
 * `konjin` and the boards' `ha`. Branch i (子 = 0) points to i × 30° clockwise from north
 * (calendar/cycles/kanshi.ts `branchBearing`, docs/calendar.md §16).
 */
import { JUNISHI, type Junishi } from "../../calendar/names.ts";
import { branchBearing } from "../../calendar/cycles/kanshi.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

const SOURCE =
  "the twelve branches on the compass, 30° apart from 子 = 北 (docs/calendar.md §16); 国立国会図書館『日本の暦』 第三章 (ndl.go.jp/koyomi): 十二支の訓読み";

/** One branch: id, reading, on-reading, English animal, the direction it points to, and the two summaries. */
type Branch = readonly [id: string, kana: string, on: string, en: string, direction: string, summaryJa: string, summaryEn: string];

// prettier-ignore
const BRANCHES: Record<Junishi, Branch> = {
  子: ["ne", "ね", "し", "Rat", "north", "十二支の第一で、方位は真北。時刻では夜半の子の刻にあたる。", "First branch, due north; as an hour, the middle of the night."],
  丑: ["ushi", "うし", "ちゅう", "Ox", "north-north-east", "十二支の第二で、北北東。寅とともに鬼門（艮）をなす。", "Second branch, north-north-east; with the Tiger it makes up the demon gate (ushitora)."],
  寅: ["tora", "とら", "いん", "Tiger", "east-north-east", "十二支の第三で、東北東。旧暦正月の月建で、節月の始まりの寅月の支。", "Third branch, east-north-east; the branch of the first month, the Tiger month that opens the solar-term year."],
  卯: ["u", "う", "ぼう", "Rabbit", "east", "十二支の第四で、真東。日の出の方角にあたる。", "Fourth branch, due east, where the sun rises."],
  辰: ["tatsu", "たつ", "しん", "Dragon", "east-south-east", "十二支の第五で、東南東。巳とともに巽（たつみ）をなす。", "Fifth branch, east-south-east; with the Snake it makes up tatsumi, the south-east."],
  巳: ["mi", "み", "し", "Snake", "south-south-east", "十二支の第六で、南南東。弁財天の使いとされる蛇の支。", "Sixth branch, south-south-east; the snake, messenger of the goddess Benzaiten."],
  午: ["uma", "うま", "ご", "Horse", "south", "十二支の第七で、真南。正午・子午線の語源となった支。", "Seventh branch, due south; the source of the words for noon and meridian."],
  未: ["hitsuji", "ひつじ", "び", "Goat", "south-south-west", "十二支の第八で、南南西。申とともに坤（ひつじさる）、裏鬼門をなす。", "Eighth branch, south-south-west; with the Monkey it makes up hitsujisaru, the back demon gate."],
  申: ["saru", "さる", "しん", "Monkey", "west-south-west", "十二支の第九で、西南西。庚申の夜の信仰に結びつく支。", "Ninth branch, west-south-west; tied to the kōshin night vigil."],
  酉: ["tori", "とり", "ゆう", "Rooster", "west", "十二支の第十で、真西。日の入りの方角にあたる。", "Tenth branch, due west, where the sun sets."],
  戌: ["inu", "いぬ", "じゅつ", "Dog", "west-north-west", "十二支の第十一で、西北西。亥とともに乾（いぬい）をなす。", "Eleventh branch, west-north-west; with the Boar it makes up inui, the north-west."],
  亥: ["i", "い", "がい", "Boar", "north-north-west", "十二支の最後で、北北西。亥の子の行事で知られる。", "Last branch, north-north-west; known for the inoko harvest festival of the Boar month."],
};

const TEXTS = Object.fromEntries(
  JUNISHI.map((label, i) => {
    const [id, kana, on, animal, direction, summary_ja, summary_en] = BRANCHES[label];
    const degrees = branchBearing(i);
    const text: EntryText = {
      id,
      kana,
      kana_alt: [on],
      en: `${animal} (${direction}, ${degrees}°)`,
      summary_ja,
      summary_en,
      rule: `branch ${i} of 12 (子 = 0): the direction ${degrees}° clockwise from north, a 30° sector (hasshoujin, konjin, kyusei_board ha)`,
      source: SOURCE,
    };
    return [label, text];
  }),
) as Record<Junishi, EntryText>;

/** The twelve junishi entries in JUNISHI order (子 first). */
export const JUNISHI_ENTRIES = fieldEntries("junishi", JUNISHI, TEXTS);

/**
 * The branches by their animal alone (`Dragon`), the English of a branch where it is not a direction: a birth chart's
 * pillar branches and 空亡 (the same entries' English, without the compass part).
 */
export const BRANCH_ANIMALS_EN: ReadonlyMap<string, string> = new Map(JUNISHI.map((label) => [label, BRANCHES[label][3]]));
