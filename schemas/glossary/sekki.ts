/** Glossary of `sekki` (二十四節気, the 24 solar terms); ids are the readings in romaji. */
import { JUNISHI, SEKKI_24, type Sekki } from "../../calendar/names.ts";
import { CIVIL_DAY, fieldEntries, type EntryText } from "./entry.ts";
import { STANDARD_TIME_YEAR } from "../../calendar/time/civil-day.ts";
import { isSetsu, setsuMonthBranch, setsuMonthOfLongitude } from "../../calendar/solar-terms/setsu-month.ts";

const SOURCE = `NAOJ 暦要項: 定気 (the apparent solar longitude in 15° steps), the term on the JST day of its instant (before ${STANDARD_TIME_YEAR}, the almanacs' Tokyo mean time)`;

/** One term: id, reading, English name and the two summaries; index i is at longitude 15·i. */
type Term = readonly [id: string, kana: string, en: string, summaryJa: string, summaryEn: string];

// prettier-ignore
const TERMS: Record<Sekki, Term> = {
  春分: ["shunbun", "しゅんぶん", "Vernal Equinox", "昼と夜の長さがほぼ等しくなる日で、春の彼岸の中日。国民の祝日「春分の日」になる。", "Day and night are nearly equal; the middle day of the spring higan week and the national holiday Vernal Equinox Day."],
  清明: ["seimei", "せいめい", "Clear and Bright", "「清浄明潔」を略した名で、万物が清らかに明るく生き生きとするころ。花の盛りの季節。", "Short for “pure and bright”: all things look fresh and clear, the season of blossoms."],
  穀雨: ["kokuu", "こくう", "Grain Rain", "穀物を潤す春の雨が降るころで、種まきや田の準備の目安とされた。", "Spring rain that nourishes the grain; farmers took it as the cue for sowing and readying the fields."],
  立夏: ["rikka", "りっか", "Start of Summer", "暦の上で夏が始まる日。春の土用はその前日で明ける。", "The calendar's first day of summer; the spring doyō ends the day before."],
  小満: ["shouman", "しょうまん", "Lesser Fullness", "草木が育ち、万物がしだいに満ちて大きくなるころ。", "Plants grow and all things gradually fill out."],
  芒種: ["boushu", "ぼうしゅ", "Grain in Ear", "稲や麦など芒（のぎ）のある穀物の種をまくころで、梅雨入りが近い。", "Time to sow awned grains such as rice and barley; the rainy season is near."],
  夏至: ["geshi", "げし", "Summer Solstice", "一年で昼が最も長く、夜が最も短い日。", "The longest day and the shortest night of the year."],
  小暑: ["shousho", "しょうしょ", "Lesser Heat", "暑さが本格的になり始めるころで、梅雨明けが近い。暑中見舞いはこのころから出す。", "The heat starts in earnest and the rainy season nears its end; summer greetings are sent from now."],
  大暑: ["taisho", "たいしょ", "Greater Heat", "一年で最も暑さが厳しいころで、夏の土用のさなかにあたる。", "The hottest weeks of the year, in the middle of the summer doyō."],
  立秋: ["risshuu", "りっしゅう", "Start of Autumn", "暦の上で秋が始まる日。これより後の暑さは残暑と呼ばれる。", "The calendar's first day of autumn; any heat after it is called lingering heat."],
  処暑: ["shosho", "しょしょ", "End of Heat", "暑さが峠を越えて和らぎ始めるころ。", "The heat has passed its peak and begins to ease."],
  白露: ["hakuro", "はくろ", "White Dew", "草の葉に白い露が結び、秋の気配が深まるころ。", "White dew forms on the grass as autumn makes itself felt."],
  秋分: ["shuubun", "しゅうぶん", "Autumnal Equinox", "昼夜がふたたびほぼ等しくなる日で、秋の彼岸の中日。国民の祝日「秋分の日」になる。", "Day and night are nearly equal again; the middle day of the autumn higan week and the national holiday Autumnal Equinox Day."],
  寒露: ["kanro", "かんろ", "Cold Dew", "露が冷たく感じられるようになり、秋が深まるころ。", "The dew turns cold and autumn deepens."],
  霜降: ["soukou", "そうこう", "Frost's Descent", "朝夕に霜が降り始めるころで、紅葉が進む。", "The first frosts settle in the mornings and the leaves turn."],
  立冬: ["rittou", "りっとう", "Start of Winter", "暦の上で冬が始まる日。秋の土用はその前日で明ける。", "The calendar's first day of winter; the autumn doyō ends the day before."],
  小雪: ["shousetsu", "しょうせつ", "Lesser Snow", "寒さが増し、雨が雪に変わり始めるころ。", "The cold grows and rain begins to turn to light snow."],
  大雪: ["taisetsu", "たいせつ", "Greater Snow", "雪が本格的に降り始めるころ。", "Snow begins to fall in earnest."],
  冬至: ["touji", "とうじ", "Winter Solstice", "一年で昼が最も短い日で、柚子湯に入る風習がある。旧暦では冬至を含む月が十一月になる。", "The shortest day of the year, kept with a yuzu bath; the lunar month that holds it is the eleventh."],
  小寒: ["shoukan", "しょうかん", "Lesser Cold", "寒の入りで、ここから寒さが厳しくなる。寒中見舞いはこの日から。", "The cold season begins and the hardest cold is ahead; midwinter greetings start."],
  大寒: ["daikan", "だいかん", "Greater Cold", "一年で最も寒いころで、寒の内のなかほどにあたる。", "The coldest time of the year, in the middle of the cold season."],
  立春: ["risshun", "りっしゅん", "Start of Spring", "暦の上で春が始まる日。前日が節分で、干支や九星の年はこの日に改まる。", "The calendar's first day of spring; the day before is setsubun, and the zodiac and nine-star year turns here."],
  雨水: ["usui", "うすい", "Rain Water", "雪が雨に変わり、氷が解け始めるころ。旧暦では雨水を含む月が正月になる。", "Snow turns to rain and ice starts to melt; the lunar month that holds it is the first month."],
  啓蟄: ["keichitsu", "けいちつ", "Awakening of Insects", "冬ごもりしていた虫が土の中から出てくるころ。", "Insects that wintered underground come out."],
};

/** The rule of the term at index `i` (longitude 15·i): the day of its instant, and its 節月 if it is a 節. */
function rule(i: number): string {
  const longitude = 15 * i;
  const day = `${CIVIL_DAY} that contains the instant the Sun's apparent longitude reaches ${longitude}° (定気); "" on every other day`;
  if (!isSetsu(longitude)) return `${day}; a 中気`;
  const setsuMonth = setsuMonthOfLongitude(longitude);
  return `${day}; a 節: 節月 ${setsuMonth} (${JUNISHI[setsuMonthBranch(setsuMonth)]}月) starts that day`;
}

const TEXTS = Object.fromEntries(
  SEKKI_24.map((label, i) => {
    const [id, kana, en, summary_ja, summary_en] = TERMS[label];
    return [label, { id, kana, en, summary_ja, summary_en, rule: rule(i), source: SOURCE } satisfies EntryText];
  }),
) as Record<Sekki, EntryText>;

/** The 24 sekki entries in SEKKI_24 order (春分 = 0° first). */
export const SEKKI_ENTRIES = fieldEntries("sekki", SEKKI_24, TEXTS);
