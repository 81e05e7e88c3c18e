/**
 * Glossary of `notes_arr` (暦注): the 41 notes of docs/calendar.md#the-choices-in-one-table with their ids, labels and
 * kinds taken from NOTES (schemas/vocabulary.ts). The rules of the table-driven notes print the
 * generator's tables (test/schemas/glossary.test.ts renders them from generator/calendar/notes/).
 */
import { NOTES, type NoteId } from "../vocabulary.ts";
import { entryOf, type EntryText, type NoteGlossaryEntry } from "./entry.ts";

/** A note's text: everything but the id, label and kind (which NOTES gives). */
type NoteText = Omit<EntryText, "id">;

const TEXTS: Record<NoteId, NoteText> = {
  tensha: {
    kana: "てんしゃにち",
    kana_alt: ["てんしゃび"],
    en: "Day of heaven's pardon (tensha-nichi)",
    summary_ja: "天がすべての罪を赦すとされる最上の大吉日。年に五、六回しかなく、婚礼・入籍・開業など何を始めるにもよい。",
    summary_en:
      "The best day of the almanac, on which heaven is said to pardon every sin; it comes only five or six times a year and suits any new beginning.",
    rule: "day 干支 戊寅 in the spring 節月 (寅卯辰月), 甲午 in the summer (巳午未月), 戊申 in the autumn (申酉戌月), 甲子 in the winter (亥子丑月)",
    source:
      "国立国会図書館『日本の暦』 第三章 (ndl.go.jp/koyomi); こよみのページ (koyomi8.com) 暦注計算 rekicyuu_doc03: 戊寅 from 立春, 甲午 from 立夏, 戊申 from 立秋, 甲子 from 立冬",
  },
  "ichiryu-manbai": {
    kana: "いちりゅうまんばいび",
    kana_alt: ["いちりゅうまんばいにち"],
    en: "Day of ten-thousandfold return (ichiryū-manbai-bi)",
    summary_ja:
      "一粒の籾が万倍の稲穂に実るように、この日に始めたことは大きく育つとされる吉日。開業・種まき・財布の新調によく、借金や物を借りることは苦労が増えるとして避ける。",
    summary_en:
      "As one grain yields ten thousand, what is begun today is said to grow: good for openings, sowing and new wallets, but borrowing is avoided because debts would grow too.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 丑・午, 卯月 寅・酉, 辰月 子・卯, 巳月 卯・辰, 午月 巳・午, 未月 午・酉, 申月 子・未, 酉月 卯・申, 戌月 午・酉, 亥月 酉・戌, 子月 子・亥, 丑月 子・卯",
    source: "選日 by 節月 and the day's branch: royalfortune.co.jp 選日; tsupo/tamo manbaibi; When.exe 一粒万倍",
  },
  daimyo: {
    kana: "だいみょうにち",
    kana_alt: [],
    en: "Day of great brightness (daimyō-nichi)",
    summary_ja: "天地が明るく照らされ陰陽が和合する日とされ、万事に大いに吉。とくに建築・移転・旅行によい。",
    summary_en:
      "A day on which heaven and earth are lit up and yin and yang agree: lucky for everything, above all building, moving and travel.",
    rule: "day 干支 one of 25: 己巳 庚午 辛未 壬申 癸酉 丁丑 己卯 壬午 甲申 丁亥 壬辰 乙未 壬寅 甲辰 乙巳 丙午 丁未 己酉 庚戌 辛亥 丙辰 戊午 己未 庚申 辛酉",
    source:
      "the 25-day list of tsupo/tamo daiMyouNichi (the 21-day list plus 己巳 庚午 丁未 戊午), the project's choice; 国立国会図書館『日本の暦』 第三章 (ndl.go.jp/koyomi)",
  },
  kamiyoshi: {
    kana: "かみよしにち",
    kana_alt: ["かみよしび"],
    en: "Day auspicious for the gods (kami-yoshi-nichi)",
    summary_ja: "神社への参拝や祭礼、先祖の祭りなど神事によいとされる日。",
    summary_en: "A day favoured for shrine visits, festivals and rites for the ancestors.",
    rule: "day 干支 one of 33: 乙丑 丁卯 己巳 庚午 壬申 癸酉 丁丑 己卯 壬午 甲申 乙酉 戊子 辛卯 甲午 丙申 丁酉 己亥 庚子 辛丑 癸卯 乙巳 丙午 丁未 戊申 己酉 辛亥 壬子 乙卯 戊午 己未 庚申 辛酉 癸亥",
    source: "33 day 干支 (tsupo/tamo; linderabell.com; こよみのページ (koyomi8.com) 暦注計算 rekicyuu_doc03)",
  },
  "ten-on": {
    kana: "てんおんにち",
    kana_alt: [],
    en: "Day of heaven's grace (ten'on-nichi)",
    summary_ja: "天の恩恵が万民に及ぶとされる日で、婚礼などの慶事に吉。葬儀などの凶事には用いない。",
    summary_en:
      "A day on which heaven's grace reaches everyone: good for weddings and other happy events, not used for funerals or other sad ones.",
    rule: "day 干支 one of 15: 甲子 乙丑 丙寅 丁卯 戊辰 己卯 庚辰 辛巳 壬午 癸未 己酉 庚戌 辛亥 壬子 癸丑",
    source:
      "15 day 干支, 甲子–戊辰, 己卯–癸未, 己酉–癸丑 (tsupo/tamo; こよみのページ (koyomi8.com) 暦注計算 rekicyuu_doc03; 国立国会図書館『日本の暦』 第三章 (ndl.go.jp/koyomi))",
  },
  bosou: {
    kana: "ぼそうにち",
    kana_alt: [],
    en: "Mother's storehouse day (bosō-nichi)",
    summary_ja: "母が子を慈しむように天が人を守るとされる日。万事に吉で、とくに婚礼や家の建築によい。",
    summary_en: "Heaven cares for people as a mother for her child: good for everything, above all weddings and building a house.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 子・亥, 卯月 子・亥, 辰月 巳・午, 巳月 寅・卯, 午月 寅・卯, 未月 巳・午, 申月 丑・辰・未・戌, 酉月 丑・辰・未・戌, 戌月 巳・午, 亥月 申・酉, 子月 申・酉, 丑月 巳・午",
    source:
      "節月 × day branch (ffortune.net こよみの読み方 68; tsupo/tamo), with 巳午 in the 季月 (辰未戌丑 節月) as the project chooses; 国立国会図書館『日本の暦』 第三章 (ndl.go.jp/koyomi)",
  },
  gettoku: {
    kana: "つきとくにち",
    kana_alt: ["げつとくにち", "がっとくにち"],
    en: "Day of the month's virtue (tsukitoku-nichi)",
    summary_ja: "その月の徳神が宿るとされる日で、家の増改築や土に関わることにとくによい。",
    summary_en: "The day on which the month's guardian virtue dwells: especially good for extending a house and for work with the soil.",
    rule: "day stem by 節月 (from each 節入り day): 寅月 丙, 卯月 甲, 辰月 壬, 巳月 庚, 午月 丙, 未月 甲, 申月 壬, 酉月 庚, 戌月 丙, 亥月 甲, 子月 壬, 丑月 庚",
    source: "節月 × day stem (ffortune.net こよみの読み方 68; When.exe); 国立国会図書館『日本の暦』 第三章 (ndl.go.jp/koyomi)",
  },
  kishuku: {
    kana: "きしゅくにち",
    kana_alt: ["きしゅくび"],
    en: "Day of the Ghost mansion (kishuku-nichi)",
    summary_ja: "二十八宿の鬼宿にあたる日。鬼が家にこもって外で邪魔をしないので万事がうまく運ぶとされるが、婚礼だけは凶。",
    summary_en: "The day of the Ghost mansion: the demon stays at home and troubles no one, so all goes well — except weddings.",
    rule: "二十八宿 is 鬼: (Julian Day Number + 11) mod 28 = 22",
    source: "二十八宿 鬼 (こよみのページ (koyomi8.com) 暦注計算 rekicyuu_doc03)",
  },
  tora: {
    kana: "とらのひ",
    kana_alt: [],
    en: "Tiger day (tora-no-hi)",
    summary_ja:
      "虎は千里を行って千里を帰るといわれることから、旅行や金運によい日とされる。出ていったお金が戻るとして財布の新調にも好まれる。",
    summary_en:
      "The tiger goes a thousand leagues and comes back, so the day is held good for travel and money; wallets bought today are said to bring spent money home.",
    rule: "day branch 寅 (every 12 days)",
    source: "the day's branch (十二支), as printed in Japanese almanacs",
  },
  mi: {
    kana: "みのひ",
    kana_alt: [],
    en: "Snake day (mi-no-hi)",
    summary_ja: "弁財天の使いとされる蛇にちなむ日で、金運や芸事の上達を願うのによいとされる。",
    summary_en: "Named for the snake, messenger of Benzaiten: a day to pray for money and for progress in the arts.",
    rule: "day branch 巳 (every 12 days)",
    source: "the day's branch (十二支), as printed in Japanese almanacs",
  },
  "tsuchinoto-mi": {
    kana: "つちのとみのひ",
    kana_alt: [],
    en: "Day of the yin-earth snake (tsuchinoto-mi-no-hi)",
    summary_ja: "六十日に一度の己巳の日で、巳の日の中でも弁財天の功徳が最も大きく、金運にとくによいとされる。",
    summary_en: "The 己巳 day, once in sixty: the strongest of the snake days, when Benzaiten's blessing on money is said to be greatest.",
    rule: "day 干支 己巳 (index 5 of the cycle, every 60 days)",
    source: "the day's 干支 (六十干支)",
  },
  "kinoe-ne": {
    kana: "きのえねのひ",
    kana_alt: [],
    en: "Day of the yang-wood rat (kinoe-ne-no-hi)",
    summary_ja: "六十干支の最初の日で、物事を始めるのによいとされる。大黒天の縁日で、甲子待ちの風習があった。",
    summary_en: "The first day of the sixty-day cycle, held good for beginnings; Daikokuten's day, once kept with kinoe-ne machi.",
    rule: "day 干支 甲子 (index 0 of the cycle, every 60 days)",
    source: "the day's 干支 (六十干支)",
  },
  koushin: {
    kana: "かのえさるのひ",
    kana_alt: ["こうしんのひ"],
    en: "Day of the yang-metal monkey (kōshin)",
    summary_ja: "庚申信仰の日で、この夜は体内の虫が天に罪を告げに行かないよう眠らずに過ごす庚申待ちの風習があった。",
    summary_en:
      "The day of the kōshin faith: people once stayed awake all night so that the worms within could not report their sins to heaven.",
    rule: "day 干支 庚申 (index 56 of the cycle, every 60 days)",
    source: "the day's 干支 (六十干支)",
  },
  fujoju: {
    kana: "ふじょうじゅび",
    kana_alt: ["ふじょうじゅにち"],
    en: "Day of non-fulfilment (fujōju-bi)",
    summary_ja: "何事も成就しないとされる凶日。婚礼・開業・契約・引越しなど新しく始めることは避ける。",
    summary_en: "A day on which nothing comes to fruition: weddings, openings, contracts, moving and other new starts are avoided.",
    rule: "旧暦 day by 旧暦 month (a leap month as its number): 1・7月 3,11,19,27; 2・8月 2,10,18,26; 3・9月 1,9,17,25; 4・10月 4,12,20,28; 5・11月 5,13,21,29; 6・12月 6,14,22,30",
    source: "旧暦 month × 旧暦 day (When.exe, citing 『現代こよみ読み解き事典』); 旧6・12月30日 included (published calendars mark it)",
  },
  sanrinbou: {
    kana: "さんりんぼう",
    kana_alt: [],
    en: "Ruin of three neighbours (sanrinbō)",
    summary_ja: "建築の大凶日。この日に棟上げや普請をすると火事などの災いが起き、向こう三軒両隣まで滅ぼすとされる。",
    summary_en:
      "The great building taboo: raising a frame or starting construction today is said to bring fire and ruin on the house and three neighbours.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 亥, 卯月 寅, 辰月 午, 巳月 亥, 午月 寅, 未月 午, 申月 亥, 酉月 寅, 戌月 午, 亥月 亥, 子月 寅, 丑月 午",
    source: "節月 × day branch (こよみのページ (koyomi8.com) 暦注計算 rekicyuu_doc02; When.exe; tsupo/tamo)",
  },
  jushi: {
    kana: "じゅしにち",
    kana_alt: ["じゅしび", "くろび"],
    en: "Day of receiving death (jushi-nichi, the black day)",
    summary_ja: "暦に黒丸で記された最悪の凶日（黒日）で、万事に用いない。ただし葬儀だけは差し支えないとされる。",
    summary_en: "The worst day of the almanac, marked with a black dot: used for nothing, although funerals may be held.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 戌, 卯月 辰, 辰月 亥, 巳月 巳, 午月 子, 未月 午, 申月 丑, 酉月 未, 戌月 寅, 亥月 申, 子月 卯, 丑月 酉",
    source: "節月 × day branch (こよみのページ (koyomi8.com) 暦注計算 mlwa 202003100; ffortune.net こよみの読み方 69)",
  },
  jisshi: {
    kana: "じゅうしにち",
    kana_alt: [],
    en: "Day of tenfold death (jūshi-nichi)",
    summary_ja: "受死日に次ぐ大凶日で万事に凶。受死日と違い、葬儀にも用いない。",
    summary_en: "Second only to the black day: bad for everything, and unlike it not even used for funerals.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 酉, 卯月 巳, 辰月 丑, 巳月 酉, 午月 巳, 未月 丑, 申月 酉, 酉月 巳, 戌月 丑, 亥月 酉, 子月 巳, 丑月 丑",
    source: "節月 × day branch (ffortune.net こよみの読み方 69; tsupo/tamo; When.exe 十死)",
  },
  kiko: {
    kana: "きこにち",
    kana_alt: ["きいみび"],
    en: "Day that bars the return (kiko-nichi)",
    summary_ja: "凶神が家の門口をふさぐとされる日で、帰宅・旅からの帰り・嫁入りを忌む。",
    summary_en: "An evil spirit is said to block the gate: coming home, returning from a journey and bringing a bride home are avoided.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 丑, 卯月 寅, 辰月 子, 巳月 丑, 午月 寅, 未月 子, 申月 丑, 酉月 寅, 戌月 子, 亥月 丑, 子月 寅, 丑月 子",
    source: "節月 × day branch (国立国会図書館『日本の暦』 第三章 (ndl.go.jp/koyomi); ffortune.net こよみの読み方 69; When.exe 歸忌)",
  },
  chiimi: {
    kana: "ちいみび",
    kana_alt: ["ちこにち", "けこにち"],
    en: "Day that shuns blood (chiimi-bi)",
    summary_ja: "血を見ることを忌む日で、狩猟や鍼灸、手術などは凶とされる。",
    summary_en: "A day that shuns blood: hunting, acupuncture and surgery are held unlucky.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 丑, 卯月 未, 辰月 寅, 巳月 申, 午月 卯, 未月 酉, 申月 辰, 酉月 戌, 戌月 巳, 亥月 亥, 子月 午, 丑月 子",
    source: "節月 × day branch (国立国会図書館『日本の暦』 第三章 (ndl.go.jp/koyomi); ffortune.net こよみの読み方 69; tsupo/tamo)",
  },
  juu: {
    kana: "じゅうにち",
    kana_alt: ["ちゅうにち", "じゅうじつ"],
    en: "Day of doubling (jū-nichi)",
    summary_ja: "巳の日と亥の日で、吉事を行えば吉が、凶事を行えば凶が重なる。再婚に通じる婚礼や葬儀は避ける。",
    summary_en:
      "The snake and boar days: good deeds double and so do misfortunes, so weddings (a second marriage) and funerals are avoided.",
    rule: "day branch 巳 or 亥",
    source: "国立国会図書館『日本の暦』 第三章 (ndl.go.jp/koyomi) (重日 = 巳の日と亥の日)",
  },
  fuku: {
    kana: "ふくにち",
    kana_alt: ["ふくび", "ぶくび"],
    en: "Day of repetition (fuku-nichi)",
    summary_ja: "重日と同じく物事が重なる日で、善行を積むのによく、婚礼や葬儀は避けるとされる。",
    summary_en: "Like the day of doubling, what is done repeats: good for good deeds, while weddings and funerals are avoided.",
    rule: "day stem by 節月 (from each 節入り day): 寅月 甲・庚, 卯月 乙・辛, 辰月 戊・己, 巳月 丙・壬, 午月 丁・癸, 未月 戊・己, 申月 甲・庚, 酉月 乙・辛, 戌月 戊・己, 亥月 丙・壬, 子月 丁・癸, 丑月 戊・己",
    source: "節月 × day stem (ffortune.net こよみの読み方 69; tsupo/tamo; When.exe); 国立国会図書館『日本の暦』 第三章 (ndl.go.jp/koyomi)",
  },
  oumou: {
    kana: "おうもうにち",
    kana_alt: [],
    en: "Day of going to ruin (ōmō-nichi)",
    summary_ja: "「往きて亡ぶ」日で、旅立ち・移転・嫁入りなど出かけることを忌む。",
    summary_en: "“Go and perish”: setting out on journeys, moving house and a bride leaving home are avoided.",
    rule: "the n-th day of the 節月, the 節入り day being day 1: 寅月 7, 卯月 14, 辰月 21, 巳月 8, 午月 16, 未月 24, 申月 9, 酉月 18, 戌月 27, 亥月 10, 子月 20, 丑月 30 (none when the 節月 is shorter)",
    source: "国立国会図書館『日本の暦』 第三章 (ndl.go.jp/koyomi) (正月節から7日目 … 12月節から30日目); tsupo/tamo ouMouNichi",
  },
  tenka: {
    kana: "てんかにち",
    kana_alt: ["てんかび"],
    en: "Heaven's fire day (tenka-nichi)",
    summary_ja: "天に火気が満ちるとされる日で、棟上げや屋根葺きをすると火災に遭うという。",
    summary_en: "Heaven is full of fire: raising a roof frame or roofing today is said to invite fire.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 子, 卯月 卯, 辰月 午, 巳月 酉, 午月 子, 未月 卯, 申月 午, 酉月 酉, 戌月 子, 亥月 卯, 子月 午, 丑月 酉",
    source: "節月 × day branch (ffortune.net こよみの読み方 69; tsupo/tamo; When.exe 天火)",
  },
  chika: {
    kana: "ちかにち",
    kana_alt: ["ちかび"],
    en: "Earth's fire day (chika-nichi)",
    summary_ja: "地中に火気がこもるとされる日で、土を動かすこと・柱立て・井戸掘り・種まき・葬儀を忌む。",
    summary_en: "Fire lies in the ground: breaking ground, raising pillars, digging wells, sowing and burials are avoided.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 巳, 卯月 午, 辰月 未, 巳月 申, 午月 酉, 未月 戌, 申月 亥, 酉月 子, 戌月 丑, 亥月 寅, 子月 卯, 丑月 辰",
    source: "節月 × day branch (ffortune.net こよみの読み方 69; tsupo/tamo; When.exe 地火)",
  },
  taika: {
    kana: "たいかにち",
    kana_alt: [],
    en: "Day of great calamity (taika-nichi)",
    summary_ja: "三箇の悪日の一つで最も重い凶日とされ、建築・旅立ち・仏事をとくに忌む。",
    summary_en: "The gravest of the three evil days: building, setting out and Buddhist rites are especially avoided.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 亥, 卯月 午, 辰月 丑, 巳月 申, 午月 卯, 未月 戌, 申月 巳, 酉月 子, 戌月 未, 亥月 寅, 子月 酉, 丑月 辰",
    source: "節月 × day branch (Wikipedia 三箇の悪日 via weblio; When.exe); listed for everyone, as commercial calendars do",
  },
  rouzeki: {
    kana: "ろうじゃくにち",
    kana_alt: ["ろうしゃくにち"],
    en: "Day of havoc (rōjaku-nichi)",
    summary_ja: "三箇の悪日の一つで、何をしても失敗するとされる凶日。",
    summary_en: "One of the three evil days, on which every undertaking is said to fail.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 子, 卯月 卯, 辰月 午, 巳月 酉, 午月 子, 未月 卯, 申月 午, 酉月 酉, 戌月 子, 亥月 卯, 子月 午, 丑月 酉",
    source: "節月 × day branch, the 仮名暦 子卯午酉 cycle (Wikipedia 三箇の悪日 via weblio); listed for everyone",
  },
  metsumon: {
    kana: "めつもんにち",
    kana_alt: [],
    en: "Day that ruins the house (metsumon-nichi)",
    summary_ja: "三箇の悪日の一つで、一家一門を滅ぼすとされ万事に凶。",
    summary_en: "One of the three evil days, said to bring ruin on the whole family: bad for everything.",
    rule: "day branch by 節月 (from each 節入り day): 寅月 巳, 卯月 子, 辰月 未, 巳月 寅, 午月 酉, 未月 辰, 申月 亥, 酉月 午, 戌月 丑, 亥月 申, 子月 卯, 丑月 戌",
    source: "節月 × day branch (Wikipedia 三箇の悪日 via weblio; When.exe); listed for everyone",
  },
  "hassen-mabi": {
    kana: "はっせんまび",
    kana_alt: [],
    en: "Gap day of hassen (hassen-mabi)",
    summary_ja: "八専の十二日間のうち干と支の五行が重ならない四日で、八専の忌みがかからない間日とされる。",
    summary_en: "The four days within hassen whose stem and branch differ in element: gap days on which the hassen taboos are lifted.",
    rule: "day 干支 癸丑, 丙辰, 戊午, 壬戌, the days of 八専 (壬子..癸亥) that are not 八専 proper",
    source: "linderabell.com 選日; takanohakusan.jp (八専 and its 間日)",
  },
  "doyou-mabi": {
    kana: "どようまび",
    kana_alt: [],
    en: "Gap day of doyō (doyō-mabi)",
    summary_ja: "土用の間でも土公神が天に上っているとされる日で、土を動かす作業をしてもよい。",
    summary_en: "A day within doyō on which the earth god is said to be away in heaven, so digging and earthworks are allowed.",
    rule: "inside 土用, the days of the season's branches: winter 寅・卯・巳, spring 巳・午・酉, summer 卯・辰・申, autumn 未・酉・亥",
    source: "こよみのページ (koyomi8.com) 暦注計算 rekicyuu_doc02 (土用間日); yakumoin.info 土用",
  },
  setsubun: {
    kana: "せつぶん",
    kana_alt: [],
    en: "Eve of spring (setsubun)",
    summary_ja: "季節を分ける立春の前日。豆をまいて鬼を払い、新しい年の福を呼び込む行事が行われる。",
    summary_en:
      "The day before the start of spring that divides the seasons, kept by scattering beans to drive out demons and welcome luck.",
    rule: "the day before 立春 (the day the Sun's apparent longitude reaches 315°)",
    source: "NAOJ 暦要項 (雑節)",
  },
  "higan-iri": {
    kana: "ひがんいり",
    kana_alt: [],
    en: "Start of higan (higan-iri)",
    summary_ja: "春分・秋分の三日前で、七日間の彼岸が始まる日。墓参りや先祖の供養を行う。",
    summary_en: "Three days before an equinox: the seven-day higan week of grave visits and rites for the ancestors begins.",
    rule: "the spring or autumn equinox day (0° or 180°) − 3 days",
    source: "NAOJ 暦要項 (雑節): the 彼岸 rule since the Meiji calendar reform",
  },
  "higan-chunichi": {
    kana: "ひがんのちゅうにち",
    kana_alt: [],
    en: "Middle day of higan (higan no chūnichi)",
    summary_ja: "春分・秋分の日そのもので、彼岸の真ん中の日。昼夜がほぼ等しく、先祖を供養する。",
    summary_en: "The equinox itself, the middle of the higan week: day and night are equal and the ancestors are remembered.",
    rule: "the spring or autumn equinox day (the Sun's apparent longitude reaches 0° or 180°)",
    source: "NAOJ 暦要項 (雑節)",
  },
  "higan-ake": {
    kana: "ひがんあけ",
    kana_alt: [],
    en: "End of higan (higan-ake)",
    summary_ja: "春分・秋分の三日後で、彼岸の最後の日。",
    summary_en: "Three days after an equinox: the last day of the higan week.",
    rule: "the spring or autumn equinox day + 3 days",
    source: "NAOJ 暦要項 (雑節): the 彼岸 rule since the Meiji calendar reform",
  },
  shanichi: {
    kana: "しゃにち",
    kana_alt: ["しゃじつ"],
    en: "Day of the land god (shanichi)",
    summary_ja: "生まれた土地の神を祀る日で、春は五穀の豊作を祈り、秋は実りに感謝する。この日は土を動かすことを慎む。",
    summary_en:
      "A day to honour the god of one's native soil, praying for harvests in spring and giving thanks in autumn; the ground is left undisturbed.",
    rule: "the 戊 day nearest the spring or autumn equinox day; when the equinox day is a 癸 day, the earlier 戊 if the equinox instant is before 12:00 JST, else the later",
    source: "NAOJ 暦Wiki 雑節 (the rule since the 明治14年暦, via arachne.jp); 雑節 of the NAOJ 暦要項",
  },
  hachijuhachiya: {
    kana: "はちじゅうはちや",
    kana_alt: [],
    en: "Eighty-eighth night (hachijū-hachiya)",
    summary_ja: "立春から数えて八十八日目。遅霜に用心する目安で、新茶摘みの盛りにあたる。",
    summary_en: "The 88th day counted from the start of spring: a warning against late frost and the height of the first tea picking.",
    rule: "立春 + 87 days (立春 counted as day 1)",
    source: "NAOJ 暦要項 (雑節)",
  },
  nyubai: {
    kana: "にゅうばい",
    kana_alt: ["ついり"],
    en: "Start of the rains (nyūbai)",
    summary_ja: "暦の上での梅雨入り。実際の梅雨入りとは別に、田植えの時期の目安とされた。",
    summary_en: "The calendar's start of the rainy season, a guide for rice planting regardless of when the rains actually begin.",
    rule: "the JST day the Sun's apparent longitude reaches 80°",
    source: "NAOJ 暦要項 (雑節)",
  },
  hangeshou: {
    kana: "はんげしょう",
    kana_alt: [],
    en: "Hangeshō",
    summary_ja:
      "夏至から十一日目ごろで、田植えを終える目安とされた日。天から毒気が降るとして、この日は種まきや野菜の収穫を控える言い伝えもある。",
    summary_en:
      "About eleven days after the summer solstice, the traditional deadline for finishing rice planting; folklore says poison falls from the sky, so sowing and picking vegetables are put off.",
    rule: "the JST day the Sun's apparent longitude reaches 100°",
    source: "NAOJ 暦要項 (雑節)",
  },
  "doyou-iri": {
    kana: "どよういり",
    kana_alt: [],
    en: "Start of doyō (doyō-iri)",
    summary_ja: "立春・立夏・立秋・立冬の前のおよそ十八日間、土用が始まる日。土用の間は土を動かすことを慎む。",
    summary_en: "The first day of doyō, the eighteen or so days before each start of a season, during which the soil is left undisturbed.",
    rule: "the JST day the Sun's apparent longitude reaches 27°, 117°, 207° or 297°",
    source: "こよみのページ (koyomi8.com) 暦注計算 rekicyuu_doc02; NAOJ 暦要項",
  },
  "doyou-ushi": {
    kana: "どようのうしのひ",
    kana_alt: [],
    en: "Ox day of doyō (doyō no ushi no hi)",
    summary_ja: "土用の期間中の丑の日。とくに夏の土用の丑の日に鰻を食べる習わしで知られる。",
    summary_en: "An ox day inside doyō, best known for eating eel on the ox day of the summer doyō.",
    rule: "days of branch 丑 inside 土用 (27°/117°/207°/297° to the day before the next 立)",
    source: "When.exe 土用の丑; NAOJ 暦要項 (土用)",
  },
  nihyakutooka: {
    kana: "にひゃくとおか",
    kana_alt: [],
    en: "210th day (nihyaku-tōka)",
    summary_ja: "立春から数えて二百十日目。稲の花が咲くころに台風が来やすいとして、農家が警戒した厄日。",
    summary_en: "The 210th day counted from the start of spring, feared by farmers because typhoons tend to strike as the rice flowers.",
    rule: "立春 + 209 days (立春 counted as day 1)",
    source: "NAOJ 暦要項 (雑節)",
  },
  nihyakuhatsuka: {
    kana: "にひゃくはつか",
    kana_alt: [],
    en: "220th day (nihyaku-hatsuka)",
    summary_ja: "立春から数えて二百二十日目で、二百十日と並ぶ嵐の厄日とされた。",
    summary_en: "The 220th day counted from the start of spring, a second storm day feared alongside the 210th.",
    rule: "立春 + 219 days (立春 counted as day 1)",
    source: "NAOJ 暦要項 (雑節)",
  },
};

/**
 * The 41 notes entries in NOTES order, each with the NOTES row's id, label and kind.
 * @throws Error when a note has no text or a text no note (a build-time check).
 */
function noteEntries(): NoteGlossaryEntry[] {
  const extra = Object.keys(TEXTS).filter((id) => !NOTES.some((n) => n.id === id));
  const missing = NOTES.filter((n) => !Object.hasOwn(TEXTS, n.id)).map((n) => n.id);
  if (missing.length > 0 || extra.length > 0)
    throw new Error(`glossary notes: no entry for [${missing.join(", ")}], entries without a note [${extra.join(", ")}]`);
  return NOTES.map((note) => {
    const { id, label, ...rest } = entryOf(note.label, { id: note.id, ...TEXTS[note.id] });
    return { id, label, kind: note.kind, ...rest };
  });
}

/** The notes entries in NOTES (table) order. */
export const NOTE_ENTRIES = noteEntries();
