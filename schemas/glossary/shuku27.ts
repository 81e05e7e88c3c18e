/**
 * Glossary of `shuku27` (二十七宿, the 27 mansions of 宿曜経, by the 旧暦 date). Readings are the
 * on-readings 宿曜 uses (角宿 かく), with the 〜しゅく form as the alternative; ids carry a
 * `shuku27-` prefix so that none equals a `shuku28` id (the two cycles differ, docs/calendar.md §16.6).
 *
 * The meanings are short summaries of what 宿曜経 itself says of a day ruled by the mansion (Taishō
 * T1299, the CBETA edition): 巻上 序日宿直所生品第二 (the 此宿直日 clause of each mansion, and the
 * seven kinds of mansion at 0390c16–0391a25) and 巻下 二十七宿所為吉凶曆 (0395b22–0397a25), with the
 * four directions 行動禁閉法 forbids (0397a26–0397b01). Every line a `source` names is copied, with
 * the text's licence, in test/reference/sukuyokyo_T1299_lines.csv.
 */
import { SHUKU_27, type Shuku27 } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

/** The text, its edition and where a reader opens it. */
export const SUKUYOKYO = "宿曜経 (文殊師利菩薩及諸仙所説吉凶時日善悪宿曜経, 不空訳; 大正新脩大藏經 T21 No. 1299, CBETA T21n1299)";

/**
 * Where the 月宿傍通暦 (the rule) comes from (docs/calendar.md §16.6): 巻下 names each month by its 15th day's
 * mansion and counts back from it, which gives the table's first mansions; the tables in print agree.
 */
const RULE_SOURCE =
  "月宿傍通暦: 巻下 0394c20–0395a04 (each month is named by its 15th day's mansion, 二月 角 … 正月 翼, and the 1st is counted back from it); divination.page (本命宿の求め方); koyomi.osirase.biz (旧正月1日 室宿, 2月1日 奎宿)";

/** The 1st-of-month mansion by 旧暦 month 1 … 12 (docs/calendar.md §16.6), for the rule text. */
const MONTH_FIRST = "1月 室, 2月 奎, 3月 胃, 4月 畢, 5月 参, 6月 鬼, 7月 張, 8月 角, 9月 氐, 10月 心, 11月 斗, 12月 虚";

/** The rule of mansion `i` (index in SHUKU_27). */
const rule = (i: number): string =>
  `(index of the 旧暦 month's first mansion + 旧暦 day − 1) mod 27 = ${i}, first mansions ${MONTH_FIRST}; a leap month as its number`;

/** The seven kinds of mansion of 巻上 (0390c16–0391a25), each with the line that lists its mansions. */
export const SHUKU27_KINDS = {
  安重宿: "0390c16",
  和善宿: "0390c23",
  毒害宿: "0391a04",
  急速宿: "0391a07",
  猛悪宿: "0391a12",
  軽燥宿: "0391a17",
  剛柔宿: "0391a22",
} as const;

/** A kind of mansion. */
export type Shuku27Kind = keyof typeof SHUKU27_KINDS;

/** One mansion's text. */
interface Mansion {
  readonly id: string;
  readonly kana: string;
  readonly kanaShuku: string;
  readonly en: string;
  /** The kind 巻上 gives it (its summary opens with it). */
  readonly kind: Shuku27Kind;
  /** The 此宿直日 clause of 巻上 序日宿直所生品第二: first and last Taishō line. */
  readonly day: readonly [string, string];
  /** The entry of 巻下 二十七宿所為吉凶曆: first and last line. */
  readonly almanac: readonly [string, string];
  /** Other lines relied on (行動禁閉法), and where the two chapters or other sources disagree. */
  readonly also?: string;
  readonly summaryJa: string;
  readonly summaryEn: string;
}

// prettier-ignore
const MANSIONS: Record<Shuku27, Mansion> = {
  角: { id: "shuku27-kaku-horn", kana: "かく", kanaShuku: "かくしゅく", en: "Horn", kind: "和善宿", day: ["0389b23", "0389b26"], almanac: ["0396a05", "0396a09"],
    summaryJa: "和善宿。装いを整え衣裳・宝物・錦繡を作る事、観兵と行軍、天神の祭祀、将士への褒賞に宜しい。この日に衣を裁てば終には逃亡するという。",
    summaryEn: "A gentle mansion: good for adornment, making clothes, treasures and brocade, reviewing troops, rites to the gods of heaven and rewarding soldiers; cloth cut today ends in flight." },
  亢: { id: "shuku27-kou-neck", kana: "こう", kanaShuku: "こうしゅく", en: "Neck", kind: "軽燥宿", day: ["0389b29", "0389c02"], almanac: ["0396a10", "0396a12"],
    summaryJa: "軽燥宿（行宿）。象や馬を馴らす事、鼓を習う事、婚娶、交わりを結ぶ事、種まきに宜しい。この日に衣を裁てば後に財を得るという。",
    summaryEn: "A light, travelling mansion: good for training elephants and horses, learning the drum, marriage, making friends and sowing; cloth cut today later brings wealth." },
  氐: { id: "shuku27-tei-root", kana: "てい", kanaShuku: "ていしゅく", en: "Root", kind: "剛柔宿", day: ["0389c06", "0389c09"], almanac: ["0396a13", "0396a16"],
    also: "0396a15–0396a16 (巻下: 大きな作事は不可) follows the 氐宿 entry without a mansion of its own and is read as part of it",
    summaryJa: "剛柔宿。五穀や果樹の種まき、酒を醸す事、農具を作る事に宜しく、家屋や車馬を動かす事は不宜（巻下は大きな作事をすべて不可とする）。",
    summaryEn: "A firm-and-gentle mansion: good for sowing grain and fruit trees, brewing and making farm tools; not for moving houses, carts or horses (the second fascicle forbids any great undertaking)." },
  房: { id: "shuku27-bou-room", kana: "ぼう", kanaShuku: "ぼうしゅく", en: "Room", kind: "和善宿", day: ["0389c12", "0389c15"], almanac: ["0396a17", "0396a19"],
    summaryJa: "和善宿。婚姻や喜び事・吉祥の事、受戒や灌頂、仙道の修行、昇位に宜しく、巻下は交友・官職の任命・芸の修業も吉とする。",
    summaryEn: "A gentle mansion: good for marriage, happy and auspicious events, taking the precepts and initiation, religious practice and promotion; the second fascicle adds friendship, appointments and learning a craft." },
  心: { id: "shuku27-shin-heart", kana: "しん", kanaShuku: "しんしゅく", en: "Heart", kind: "毒害宿", day: ["0389c18", "0389c22"], almanac: ["0396a20", "0396a24"],
    summaryJa: "毒害宿。王者の用事、昇位・拝官、按摩、功徳を修める事に宜しい。財を出す事と貸し付け（放債）は不宜で、巻下は功徳以外に人へ財を出す事を凶とする。衣を裁てば死亡や盗賊に遭うという。",
    summaryEn: "A harmful mansion: good for a ruler's business, promotion and taking office, massage and works of merit; not for paying out money or lending it (the second fascicle: giving money away except for merit is unlucky); cloth cut today brings death or thieves." },
  尾: { id: "shuku27-bi-tail", kana: "び", kanaShuku: "びしゅく", en: "Tail", kind: "毒害宿", day: ["0389c25", "0389c28"], almanac: ["0396a25", "0396a28"],
    summaryJa: "毒害宿。沐浴やまじない、宅を構える事、木を植える事、薬の調合、壇に入る事に宜しい。この日に衣を裁てば爛れ破れるという。",
    summaryEn: "A harmful mansion: good for bathing and spells, setting up a house, planting trees, mixing medicine and entering the altar; cloth cut today rots and tears." },
  箕: { id: "shuku27-ki-winnowing-basket", kana: "き", kanaShuku: "きしゅく", en: "Winnowing Basket", kind: "猛悪宿", day: ["0390a02", "0390a05"], almanac: ["0396a29", "0396b02"],
    summaryJa: "猛悪宿。地を掘り家を建てる事、溝を通し水を引く事、花や薬草を植え園を手入れする事、酒や醤を醸す事、橋を架ける事に宜しい。衣を裁てば後に病を得るという。",
    summaryEn: "A fierce mansion: good for digging and building houses, cutting channels and leading water, planting flowers and herbs, tending gardens, brewing and building bridges; cloth cut today later brings illness." },
  斗: { id: "shuku27-to-dipper", kana: "と", kanaShuku: "としゅく", en: "Dipper", kind: "安重宿", day: ["0390a08", "0390a11"], almanac: ["0396b03", "0396b05"],
    summaryJa: "安重宿。新しい衣を着る事と長く安定させる事、倉を置く事、園林の手入れ、車を造る事、田宅の経営、寺を建てる事に宜しい。衣を裁てば美味を多く得るという。",
    summaryEn: "A steady mansion: good for wearing new clothes and for lasting things, storehouses, tending gardens, building carts, managing fields and houses and building temples; cloth cut today brings fine food." },
  女: { id: "shuku27-jo-girl", kana: "じょ", kanaShuku: "じょしゅく", en: "Girl", kind: "軽燥宿", day: ["0390a19", "0390a23"], almanac: ["0396b06", "0396b10"], also: "行動禁閉法 0397a28",
    summaryJa: "軽燥宿。公の事、城邑の設置、技芸を学ぶ事、耳を穿つ事、髪を整え按摩する事に宜しい。新しい衣を初めて着る事（死に至ることもあるという）と争い事は不宜で、東へ行くことは禁じられる。",
    summaryEn: "A light mansion: good for public business, founding towns, learning skills, piercing ears, dressing the hair and massage; not for first wearing new clothes (it may even bring death) or for quarrels, and travel east is forbidden." },
  虚: { id: "shuku27-kyo-emptiness", kana: "きょ", kanaShuku: "きょしゅく", en: "Emptiness", kind: "軽燥宿", day: ["0390a26", "0390b03"], almanac: ["0396b11", "0396b14"],
    summaryJa: "軽燥宿。急ぎの事を起こす事、学問、沐浴と子を求める法（巻下はこの法を昼に行うのを不宜とする）、婆羅門の供養、城邑や兵馬の営み、新しい衣や冠帯を初めて着ける事に宜しい。",
    summaryEn: "A light mansion: good for urgent undertakings, study, bathing and rites for a child (not to be done by day, says the second fascicle), offerings to Brahmins, founding towns, mustering troops and first wearing new clothes and headgear." },
  危: { id: "shuku27-ki-rooftop", kana: "き", kanaShuku: "きしゅく", en: "Rooftop", kind: "軽燥宿", day: ["0390b06", "0390b09"], almanac: ["0396b15", "0396b18"],
    also: "the name 百毒宿 given to 危 before is in neither chapter and in no source found, and is dropped",
    summaryJa: "軽燥宿。薬を合わせ服む事（巻下は大吉とする）、池を掘る事、麻を植える事、商人の出立、財を納める事、船を造る事、酒を醸す事に宜しい。巻下は財を出す事を不宜とする。衣を裁てば毒に遭うという。",
    summaryEn: "A light mansion: good for mixing and taking medicine (very lucky, says the second fascicle), digging ponds, planting hemp, sending out merchants, taking in money, building boats and brewing; the second fascicle advises against paying out money; cloth cut today brings poison." },
  室: { id: "shuku27-shitsu-encampment", kana: "しつ", kanaShuku: "しっしゅく", en: "Encampment", kind: "猛悪宿", day: ["0390b12", "0390b15"], almanac: ["0396b19", "0396b20"],
    summaryJa: "猛悪宿。剛猛な事、罪人の取り調べ、悪事の摘発に宜しく、吉事には不宜（巻下は他の諸事もすべて不宜とする）。衣を裁てば水難に遭うという。",
    summaryEn: "A fierce mansion: good for harsh deeds, examining criminals and catching wrongdoers, not for happy events (the second fascicle: nothing else should be done); cloth cut today brings a water disaster." },
  壁: { id: "shuku27-heki-wall", kana: "へき", kanaShuku: "へきしゅく", en: "Wall", kind: "安重宿", day: ["0390b18", "0390b21"], almanac: ["0396b21", "0396b22"],
    summaryJa: "安重宿。城邑を造る事、婚娶、長寿と増益を願う事、喜び事に宜しく、南へ行くことは不宜。衣を裁てば財物を多く得るという。",
    summaryEn: "A steady mansion: good for building towns, marriage, rites for long life and increase and other happy events; travel south is not advised; cloth cut today brings wealth." },
  奎: { id: "shuku27-kei-legs", kana: "けい", kanaShuku: "けいしゅく", en: "Legs", kind: "和善宿", day: ["0390b24", "0390b27"], almanac: ["0396b23", "0396b25"],
    summaryJa: "和善宿。倉庫や牛馬の小屋を造る事、家畜を数える事、酒を醸す事、冠帯と旅立ちに宜しく、巻下は新しい衣や遠出も吉とする。衣を裁てば宝器を得るという。",
    summaryEn: "A gentle mansion: good for building storehouses and stables, counting livestock, brewing, wearing a cap and setting out (the second fascicle adds new clothes and long journeys); cloth cut today brings treasure." },
  婁: { id: "shuku27-rou-bond", kana: "ろう", kanaShuku: "ろうしゅく", en: "Bond", kind: "急速宿", day: ["0390c03", "0390c06"], almanac: ["0396b26", "0396b27"], also: "行動禁閉法 0397b01",
    summaryJa: "急速宿。急ぎの事、薬を合わせ服む事、牛馬を納める事、象馬を馴らす事に宜しく、南へ行くことは禁じられる。衣を裁てば衣服が増えるという。",
    summaryEn: "A swift mansion: good for urgent business, mixing and taking medicine, bringing in cattle and horses and training mounts; travel south is forbidden; cloth cut today adds to one's clothes." },
  胃: { id: "shuku27-i-stomach", kana: "い", kanaShuku: "いしゅく", en: "Stomach", kind: "急速宿", day: ["0390c09", "0390c12"], almanac: ["0396b28", "0396c01"],
    also: "巻上 (0391a07) counts 胃 among the 急速宿, 巻下 (0397a02) among the 猛惡宿 (its 急速宿 0396c24 name 牛 instead); the glossary follows 巻上",
    summaryJa: "急速宿（巻下は猛悪宿とする）。公の事と王侯の善事、剛猛に逆賊を討ち凶悪や姦非を除く事に宜しい。衣を裁てば福が減るという。",
    summaryEn: "A swift mansion (a fierce one in the second fascicle): good for public business and a ruler's good works, for punishing rebels and rooting out wrongdoing; cloth cut today lessens one's fortune." },
  昴: { id: "shuku27-bou-hairy-head", kana: "ぼう", kanaShuku: "ぼうしゅく", en: "Hairy Head", kind: "剛柔宿", day: ["0388c08", "0388c11"], almanac: ["0395b23", "0395b28"],
    also: "巻上 counts 剃頭 among the day's good works (0388c11), 巻下 advises against 修理鬢髮 (0395b27); both are given",
    summaryJa: "剛柔宿。火を使う煮炊き、家畜を数える事、酥や薬を合わせる事、牛羊の小屋を造る事、種まき、入宅に宜しい。剃髪は巻上が吉とし巻下が不宜とし、巻下は遠出も不宜とする。衣を裁てば火に焼かれるという。",
    summaryEn: "A firm-and-gentle mansion: good for cooking with fire, counting livestock, mixing ghee and medicine, building sheds, sowing and moving in; shaving is good in the first fascicle and not advised in the second, which also advises against long journeys; cloth cut today burns." },
  畢: { id: "shuku27-hitsu-net", kana: "ひつ", kanaShuku: "ひっしゅく", en: "Net", kind: "安重宿", day: ["0388c15", "0388c18"], almanac: ["0395b29", "0395c03"],
    also: "巻上 advises against 出財納穀米 (0388c18), 巻下 calls 納穀 good (0395c02); both are given",
    summaryJa: "安重宿。農桑と種まき、田宅の修理、溝を通し橋や道を直すなど長く安定させる事に宜しく、巻下は婚娶も吉とする。貸し付けと財を出す事は不宜（穀物の収納は巻上が不宜、巻下が吉とする）。",
    summaryEn: "A steady mansion: good for farming and sowing, repairing fields and houses, clearing channels and mending bridges and roads, things meant to last, and (second fascicle) marriage; not for lending or paying out money (storing grain: not advised in the first fascicle, good in the second)." },
  觜: { id: "shuku27-shi-turtle-beak", kana: "し", kanaShuku: "ししゅく", en: "Turtle Beak", kind: "和善宿", day: ["0388c22", "0388c25"], almanac: ["0395c04", "0395c08"],
    summaryJa: "和善宿。家屋や旗・寝台・家具を造る事、新しい家に入る事、婚娶、沐浴と装い、壇に入り星を祭り災いを除く事に宜しい。衣を裁てば鼠にかじられるという。",
    summaryEn: "A gentle mansion: good for building houses and making banners, beds and furniture, moving into a new house, marriage, bathing and dressing, and rites to the stars that ward off harm; cloth cut today is gnawed by rats." },
  参: { id: "shuku27-shin-three-stars", kana: "しん", kanaShuku: "しんしゅく", en: "Three Stars", kind: "毒害宿", day: ["0388c29", "0389a03"], almanac: ["0395c09", "0395c11"],
    summaryJa: "毒害宿。財を求める事、地を掘る事、乳製品を売り酥を煮る事、油を搾る事など剛猛な事に宜しい。衣を裁てば鼠の害に慎めという。",
    summaryEn: "A harmful mansion: good for seeking wealth, digging, selling dairy, boiling ghee, pressing oil and other hard work; cloth cut today should beware of rats." },
  井: { id: "shuku27-sei-well", kana: "せい", kanaShuku: "せいしゅく", en: "Well", kind: "軽燥宿", day: ["0389a05", "0389a08"], almanac: ["0395c12", "0395c15"],
    summaryJa: "軽燥宿。貧しい人への施し（大きな果報を得る）、天の祭祀、婚娶と財を納める事に宜しく、なす事は成就するという。薬を合わせ服む事は不宜。衣を裁てば別離するという。",
    summaryEn: "A light mansion: good for alms to the poor (a great reward), rites to heaven, marriage and taking in money, and whatever is done succeeds; not for mixing or taking medicine; cloth cut today brings separation." },
  鬼: { id: "shuku27-ki-ghost", kana: "き", kanaShuku: "きしゅく", en: "Ghost", kind: "急速宿", day: ["0389a13", "0389a17"], almanac: ["0395c16", "0395c19"], also: "行動禁閉法 0397a29; T1299 makes no exception for weddings (the 鬼宿日 of the 二十八宿 almanacs, notes kishuku, does)",
    summaryJa: "急速宿。百事に宜しく名誉と長寿を得るとし、王の務めや装い、拝官・昇位、入壇と密法の学びに吉、巻下は遠出・理髪・新しい衣・沐浴も吉とする。衣を裁てば吉事があるという。西へ行くことだけは禁じられる。",
    summaryEn: "A swift mansion: good for everything, bringing honour and long life, for a ruler's affairs and adornment, taking office, promotion, initiation and esoteric study, and (second fascicle) journeys, haircuts, new clothes and bathing; cloth cut today brings good fortune; only travel west is forbidden." },
  柳: { id: "shuku27-ryuu-willow", kana: "りゅう", kanaShuku: "りゅうしゅく", en: "Willow", kind: "毒害宿", day: ["0389a20", "0389a22"], almanac: ["0395c20", "0395c21"],
    summaryJa: "毒害宿。剛猛な事と決断、逆賊の討伐と悪の除去、城攻めに宜しく、巻下は奇襲や敵を欺く事を挙げる。衣を裁てば後に失うという。",
    summaryEn: "A harmful mansion: good for harsh deeds and firm decisions, punishing rebels, rooting out evil and storming cities (the second fascicle adds surprise attacks and deceiving enemies); cloth cut today is later lost." },
  星: { id: "shuku27-sei-star", kana: "せい", kanaShuku: "せいしゅく", en: "Star", kind: "猛悪宿", day: ["0389a26", "0389a29"], almanac: ["0395c22", "0395c24"],
    also: "巻下 gives 星 under the name 七星宿 inside the 柳宿 paragraph (0395c22)",
    summaryJa: "猛悪宿。雑穀や五穀の種まき、家の修理、先祖の祭祀に宜しく、巻下は五穀を家に納める事や髪の手入れも吉とする（ただし虋の種まきは不宜）。衣を裁てば後に損失するという。",
    summaryEn: "A fierce mansion: good for sowing grains, repairing the house and rites for the ancestors, and (second fascicle) storing grain and dressing the hair, though not for sowing one kind of millet; cloth cut today later brings loss." },
  張: { id: "shuku27-chou-extended-net", kana: "ちょう", kanaShuku: "ちょうしゅく", en: "Extended Net", kind: "猛悪宿", day: ["0389b05", "0389b08"], almanac: ["0395c25", "0395c26"],
    summaryJa: "猛悪宿。喜び事、妻を求める婚娶、家の修理、拝官、新しい衣を作る事、密法や仙道を学ぶ事に宜しい。衣を裁てば官に奪われるという。",
    summaryEn: "A fierce mansion: good for happy events, seeking a wife and marrying, repairing the house, taking office, making new clothes and studying esoteric rites; cloth cut today is seized by officials." },
  翼: { id: "shuku27-yoku-wings", kana: "よく", kanaShuku: "よくしゅく", en: "Wings", kind: "安重宿", day: ["0389b11", "0389b14"], almanac: ["0395c27", "0395c29"],
    summaryJa: "安重宿。なす事はみな吉で、田宅を買う事、垣や堀を築く事、農業と種まきなど長く安定させる事に宜しく、巻下は婚娶も吉とする。衣を裁てば後に財を得るという。",
    summaryEn: "A steady mansion: everything done goes well, above all buying land and houses, building walls and moats, farming and sowing, things meant to last, and (second fascicle) marriage; cloth cut today later brings wealth." },
  軫: { id: "shuku27-shin-chariot", kana: "しん", kanaShuku: "しんしゅく", en: "Chariot", kind: "急速宿", day: ["0389b17", "0389b19"], almanac: ["0396a01", "0396a04"], also: "行動禁閉法 0397a27",
    summaryJa: "急速宿。急ぎの事、遠方や外国への旅、衣裳の繕い、芸の修業、婚娶、園を開く事に宜しく、巻下は南へ行くことを大吉とするが、北へ行くことは禁じられる。",
    summaryEn: "A swift mansion: good for urgent business, journeys far and abroad, mending clothes, learning a craft, marriage and laying out gardens; going south is very lucky (second fascicle), going north is forbidden." },
};

/** The Taishō lines of a mansion's text, as its `source` names them. */
const lines = (m: Mansion): string =>
  `巻上 序日宿直所生品第二 ${m.day[0]}–${m.day[1]} (此宿直日), ${m.kind} ${SHUKU27_KINDS[m.kind]}; 巻下 二十七宿所為吉凶曆 ${m.almanac[0]}–${m.almanac[1]}` +
  (m.also === undefined ? "" : `; ${m.also}`);

const TEXTS = Object.fromEntries(
  SHUKU_27.map((label, i) => {
    const m = MANSIONS[label];
    const text: EntryText = {
      id: m.id,
      kana: m.kana,
      kana_alt: [m.kanaShuku],
      en: `${m.en} (Sukuyō mansion)`,
      summary_ja: m.summaryJa,
      summary_en: m.summaryEn,
      rule: rule(i),
      source: `${SUKUYOKYO} ${lines(m)}; ${RULE_SOURCE}`,
    };
    return [label, text];
  }),
) as Record<Shuku27, EntryText>;

/** The 27 shuku27 entries in SHUKU_27 order (角 first). */
export const SHUKU27_ENTRIES = fieldEntries("shuku27", SHUKU_27, TEXTS);
