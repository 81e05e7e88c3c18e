/**
 * Glossary of the birth chart's labels (docs/calendar.md §17): the ten stems (十干, the pillars'
 * `stem`, `zokan`, `zokan_ruling`), the 通変星 and 日主 (`tsuhen`), the 十二運 (`juniun`), the
 * palaces of a 九星 board (`keisha`, the board of the /birth page) and the six 天中殺 (`kubou.name`).
 */
import {
  JIKKAN,
  JUNIUN,
  KYUSEI_PALACES,
  NISSHU,
  TENCHUSATSU,
  TSUHEN,
  type Jikkan,
  type Juniun,
  type KyuseiPalace,
  type Tenchusatsu,
  type Tsuhen,
} from "../../calendar/names.ts";
import { GOGYO, isYangStem, stemPhase } from "../../calendar/cycles/gogyo.ts";
import { fieldEntries, type EntryText } from "./entry.ts";
import { STEM_READINGS, stemEn } from "./kanshi.ts";

/** Where the 四柱推命 readings were read: a Japanese library's list of them. */
const FOUR_PILLARS_READINGS = "readings: github.com/lumbermill/four-pillars README (通変星, 十二運星, after 『四柱推命の事典』 平古場泰義)";

const ON_STEM: Record<Jikkan, string> = {
  甲: "こう",
  乙: "おつ",
  丙: "へい",
  丁: "てい",
  戊: "ぼ",
  己: "き",
  庚: "こう",
  辛: "しん",
  壬: "じん",
  癸: "き",
};

/** The ten stems (the pillars' stem and hidden stems). */
export const JIKKAN_ENTRIES = fieldEntries(
  "jikkan",
  JIKKAN,
  Object.fromEntries(
    JIKKAN.map((label, i) => {
      const [kana, id] = STEM_READINGS[label]; // the id is the stem's romaji
      const element = GOGYO[stemPhase(i)]!;
      const yang = isYangStem(i);
      return [
        label,
        {
          id,
          kana,
          kana_alt: [ON_STEM[label]],
          en: stemEn(i),
          summary_ja: `十干の${i + 1}番目で、五行の${element}の${yang ? "陽（兄）" : "陰（弟）"}。四柱推命では日柱の干（日主）を本人とし、ほかの干をこれと比べる。`,
          summary_en: `Stem ${i + 1} of the ten: ${stemEn(i).toLowerCase()}. In 四柱推命 the day pillar's stem stands for the person and every other stem is read against it.`,
          rule: `stem ${i}: the kanshi index mod 10 of the pillar (a hidden stem: the branch's row of the 人元司令分野 table, docs/calendar.md §17)`,
          source: "国立国会図書館『日本の暦』 (ndl.go.jp/koyomi/chapter3/s1.html: 十干の訓読み)",
        } satisfies EntryText,
      ];
    }),
  ) as unknown as Record<Jikkan, EntryText>,
);

// prettier-ignore
const TSUHEN_TEXT: Record<Tsuhen | typeof NISSHU, readonly [id: string, kana: string, en: string, ja: string, enSummary: string, rule: string]> = {
  比肩: ["hiken", "ひけん", "Companion (Shoulder to Shoulder)", "日主と同じ五行で陰陽も同じ干。自立心と対等な仲間を表す。", "Same element and polarity as the day master: independence and peers.", "same element, same polarity as the day stem"],
  劫財: ["gouzai", "ごうざい", "Rob Wealth", "日主と同じ五行で陰陽の異なる干。競争心と、財を奪い合う力を表す。", "Same element, other polarity: rivalry, and wealth contended for.", "same element, other polarity"],
  食神: ["shokujin", "しょくじん", "Eating God", "日主が生む五行で陰陽が同じ干。衣食と楽しみ、おおらかな表現を表す。", "The element the day master produces, same polarity: food, enjoyment, easy expression.", "the element the day stem produces, same polarity"],
  傷官: ["shoukan", "しょうかん", "Hurting Officer", "日主が生む五行で陰陽の異なる干。鋭い感性と才気、官を傷つける反骨を表す。", "The element the day master produces, other polarity: sharp talent and defiance of authority.", "the element the day stem produces, other polarity"],
  偏財: ["henzai", "へんざい", "Indirect Wealth", "日主が剋す五行で陰陽が同じ干。動く財と社交、父を表す。", "The element the day master controls, same polarity: wealth in motion, sociability, the father.", "the element the day stem controls, same polarity"],
  正財: ["seizai", "せいざい", "Direct Wealth", "日主が剋す五行で陰陽の異なる干。堅実な財と誠実さ、男性の妻を表す。", "The element the day master controls, other polarity: steady wealth, diligence, a man's wife.", "the element the day stem controls, other polarity"],
  偏官: ["henkan", "へんかん", "Seven Killings (Indirect Officer)", "日主を剋す五行で陰陽が同じ干。七殺とも。行動力と激しさ、女性の恋人を表す。", "The element that controls the day master, same polarity (also 七殺): drive and severity.", "the element that controls the day stem, same polarity"],
  正官: ["seikan", "せいかん", "Direct Officer", "日主を剋す五行で陰陽の異なる干。規律と名誉、女性の夫を表す。", "The element that controls the day master, other polarity: order, honour, a woman's husband.", "the element that controls the day stem, other polarity"],
  偏印: ["henin", "へんいん", "Indirect Resource", "日主を生む五行で陰陽が同じ干。倒食とも。直感と独特の学び、芸を表す。", "The element that produces the day master, same polarity (also 倒食): intuition and unusual learning.", "the element that produces the day stem, same polarity"],
  印綬: ["inju", "いんじゅ", "Direct Resource (Seal)", "日主を生む五行で陰陽の異なる干。学問と名誉、母を表す。", "The element that produces the day master, other polarity: learning, honour, the mother.", "the element that produces the day stem, other polarity"],
  日主: ["nisshu", "にっしゅ", "Day Master", "日柱の干そのもの。命式の中心で、本人を表す。ほかの干の通変星はこれと比べて決まる。", "The day pillar's own stem: the person at the centre of the chart, against which every other stem's 通変星 is read.", "the day pillar's stem (in place of a 通変星)"],
};

/** The ten 通変星 and 日主 (`tsuhen`). */
export const TSUHEN_ENTRIES = fieldEntries(
  "tsuhen",
  [...TSUHEN, NISSHU],
  Object.fromEntries(
    Object.entries(TSUHEN_TEXT).map(([label, [id, kana, en, summary_ja, summary_en, rule]]) => [
      label,
      {
        id,
        kana,
        en,
        summary_ja,
        summary_en,
        rule: `a pillar's stem seen from the day stem: ${rule} (phases ${GOGYO.join("→")} produce the next and control the one after)`,
        source:
          label === NISSHU
            ? "reading and meaning: izuchan.com/?p=1294 (日主 にっしゅ: the day pillar's stem)"
            : `『淵海子平』「論十干」 (甲 sees 甲 比肩 … 癸 印綬); ${FOUR_PILLARS_READINGS}`,
      } satisfies EntryText,
    ]),
  ) as unknown as Record<Tsuhen | typeof NISSHU, EntryText>,
);

// prettier-ignore
const JUNIUN_TEXT: Record<Juniun, readonly [id: string, kana: string, en: string, ja: string]> = {
  長生: ["chousei", "ちょうせい", "Birth (Growth)", "生まれ出る段階。素直さと伸びる力"],
  沐浴: ["mokuyoku", "もくよく", "Bath", "産湯を使う段階。不安定さと感受性"],
  冠帯: ["kantai", "かんたい", "Capping (Coming of Age)", "成人して冠と帯をつける段階。華やかさと自負"],
  建禄: ["kenroku", "けんろく", "Officer (Prime)", "独り立ちして禄を得る段階。堅実さと実行力"],
  帝旺: ["teiou", "ていおう", "Emperor (Peak)", "勢いの頂点にある段階。最も強い"],
  衰: ["sui", "すい", "Decline", "盛りを過ぎて衰え始める段階。落ち着きと保守"],
  病: ["byou", "びょう", "Sickness", "病む段階。繊細さと空想"],
  死: ["shi", "し", "Death", "動きの止まる段階。探究心と静けさ"],
  墓: ["bo", "ぼ", "Grave (Storage)", "墓に納まる段階。蓄えと継承"],
  絶: ["zetsu", "ぜつ", "Extinction", "形の絶える段階。変化と極端"],
  胎: ["tai", "たい", "Conception", "新しい命が宿る段階。好奇心と可能性"],
  養: ["you", "よう", "Nurture", "胎内で養われる段階。穏やかさと依存"],
};

/** The twelve 十二運 (`juniun`). */
export const JUNIUN_ENTRIES = fieldEntries(
  "juniun",
  JUNIUN,
  Object.fromEntries(
    JUNIUN.map((label, i) => {
      const [id, kana, en, ja] = JUNIUN_TEXT[label];
      return [
        label,
        {
          id,
          kana,
          en,
          summary_ja: `十二運の${i + 1}番目、人の一生にたとえた気の勢いの${ja}を表す。`,
          summary_en: `Stage ${i + 1} of the twelve, the strength of the day stem's energy in a branch told as a human life: ${en.toLowerCase()}.`,
          rule: `stage ${i}: steps from the day stem's 長生 branch (甲 亥, 丙・戊 寅, 庚 巳, 壬 申 forward; 乙 午, 丁・己 酉, 辛 子, 癸 卯 backward) to the pillar's branch`,
          source: `『三命通會』卷二「論五行生旺死絶」 (陽生陰死, 陰干 backward; the same table as github.com/6tail/tyme4ts HeavenStem.getTerrain); ${FOUR_PILLARS_READINGS}`,
        } satisfies EntryText,
      ];
    }),
  ) as unknown as Record<Juniun, EntryText>,
);

// prettier-ignore
const PALACES: Record<KyuseiPalace, readonly [id: string, kana: string, en: string, direction: string, directionEn: string, star: string]> = {
  坎宮: ["kankyuu", "かんきゅう", "Kan Palace (North)", "北", "north", "一白水星"],
  坤宮: ["konkyuu", "こんきゅう", "Kon Palace (Southwest)", "南西", "southwest", "二黒土星"],
  震宮: ["shinkyuu", "しんきゅう", "Shin Palace (East)", "東", "east", "三碧木星"],
  巽宮: ["sonkyuu", "そんきゅう", "Son Palace (Southeast)", "南東", "southeast", "四緑木星"],
  中宮: ["chuuguu", "ちゅうぐう", "Central Palace", "中央", "centre", "五黄土星"],
  乾宮: ["kenkyuu", "けんきゅう", "Ken Palace (Northwest)", "北西", "northwest", "六白金星"],
  兌宮: ["dakyuu", "だきゅう", "Da Palace (West)", "西", "west", "七赤金星"],
  艮宮: ["gonkyuu", "ごんきゅう", "Gon Palace (Northeast)", "北東", "northeast", "八白土星"],
  離宮: ["rikyuu", "りきゅう", "Ri Palace (South)", "南", "south", "九紫火星"],
};

/** The nine palaces of a 九星 board (`keisha` takes the eight outer ones). */
export const PALACE_ENTRIES = fieldEntries(
  "kyusei_palace",
  KYUSEI_PALACES,
  Object.fromEntries(
    KYUSEI_PALACES.map((label) => {
      const [id, kana, en, direction, directionEn, star] = PALACES[label];
      const centre = label === "中宮";
      return [
        label,
        {
          id,
          kana,
          ...(centre ? { kana_alt: ["ちゅうきゅう"] } : {}),
          en,
          summary_ja: centre
            ? "九星盤の中央の宮で、五黄土星の定位。その盤の中心の星が入る。本命星と月命星が同じとき（中宮傾斜）は表で傾斜宮を決める。"
            : `九星盤の${direction}の宮で、${star}の定位。傾斜宮としては${star}の性質が内面に表れるとされる。`,
          summary_en: centre
            ? "The centre of a nine-star board, home of 五黄土星, where the board's own star sits; when 本命星 and 月命星 are the same, a table gives the 傾斜宮."
            : `The ${directionEn} palace of a nine-star board, home of ${star}; as a 傾斜宮 it lends that star's nature to the inner self.`,
          rule: centre
            ? "the centre of the board; never a 傾斜宮 (the 中宮傾斜 table decides instead)"
            : `傾斜宮 ${label}: the 本命星 stands in the ${directionEn} palace of the month board whose centre is the 月命星 (flight order 中→乾→兌→艮→離→坎→坤→震→巽)`,
          source:
            "readings: yakumoin.info/about/keisha (傾斜宮 よみ), komakishouhou.blogspot.com (中宮 ちゅうぐう); rule: uranai-w.com/know/kyusei/kyusei_5.html (傾斜鑑法)",
        } satisfies EntryText,
      ];
    }),
  ) as unknown as Record<KyuseiPalace, EntryText>,
);

// prettier-ignore
const KUBOU: Record<Tenchusatsu, readonly [id: string, kana: string, en: string, first: string]> = {
  戌亥天中殺: ["inui-tenchuusatsu", "いぬいてんちゅうさつ", "Dog-Boar Void (戌亥 Tenchūsatsu)", "甲子"],
  申酉天中殺: ["sarutori-tenchuusatsu", "さるとりてんちゅうさつ", "Monkey-Rooster Void (申酉 Tenchūsatsu)", "甲戌"],
  午未天中殺: ["umahitsuji-tenchuusatsu", "うまひつじてんちゅうさつ", "Horse-Sheep Void (午未 Tenchūsatsu)", "甲申"],
  辰巳天中殺: ["tatsumi-tenchuusatsu", "たつみてんちゅうさつ", "Dragon-Snake Void (辰巳 Tenchūsatsu)", "甲午"],
  寅卯天中殺: ["torau-tenchuusatsu", "とらうてんちゅうさつ", "Tiger-Rabbit Void (寅卯 Tenchūsatsu)", "甲辰"],
  子丑天中殺: ["neushi-tenchuusatsu", "ねうしてんちゅうさつ", "Rat-Ox Void (子丑 Tenchūsatsu)", "甲寅"],
};

/** The six 空亡 (天中殺) of a day pillar (`kubou.name`). */
export const TENCHUSATSU_ENTRIES = fieldEntries(
  "tenchusatsu",
  TENCHUSATSU,
  Object.fromEntries(
    TENCHUSATSU.map((label, i) => {
      const [id, kana, en, first] = KUBOU[label];
      const pair = label.slice(0, 2);
      return [
        label,
        {
          id,
          kana,
          en,
          summary_ja: `${first}から始まる十日（${first}旬）に生まれた日柱では、十干と組まずに余る${pair}が空亡（天中殺）となる。その年・月に当たる時期は天の助けが薄いとされる。`,
          summary_en: `For a day pillar of the ten days from ${first}, the branches ${pair} are left without a stem: 空亡, called 天中殺 in 算命学; years and months of those branches are held to lack heaven's help.`,
          rule: `day pillar kanshi index ${i * 10}–${i * 10 + 9} (the ${first} 旬): the two branches after its tenth, ${pair}`,
          source:
            "『淵海子平』「六甲空亡」; names and reading: ja.wikipedia.org/wiki/天中殺 (天中殺 てんちゅうさつ, 空亡 くうぼう), the branch readings of 国立国会図書館『日本の暦』 (ndl.go.jp/koyomi/chapter3/s1.html)",
        } satisfies EntryText,
      ];
    }),
  ) as unknown as Record<Tenchusatsu, EntryText>,
);
