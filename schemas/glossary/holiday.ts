/**
 * Glossary of `holiday` and `substitute_for` (国民の祝日 and the other national holidays, docs/calendar.md §10): every
 * name of HOLIDAY_NAMES — the festivals of 祝日法 第2条, the one-off days set by their own acts, 振替休日 and 国民の休日.
 * Ids are the Hepburn readings without long-vowel marks. `en` is the name the government's own English
 * translation of the Act gives (Japanese Law Translation, 法務省; docs/glossary.md, National holidays), where it
 * could be read; otherwise the Act's 1948 English text or the project's rendering, each `source` saying which.
 * The one-off days are named by what they were, with their year. The rules are those of calendar/holidays/holiday.ts.
 */
import { HOLIDAY_NAMES, type HolidayName } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

/** The 祝日法 with its number. */
const LAW = "国民の祝日に関する法律 (祝日法, 昭和23年法律第178号)";

/** Where an English name comes from: the government's translation of the Act, read for the first twelve festivals of 第2条. */
const EN_JLT =
  "English name: Japanese Law Translation (法務省, japaneselawtranslation.go.jp), Act on National Holidays (Act No. 178 of 1948) Article 2, the translation of the Act as amended by 平成30年法律第57号";

/** The Act's English text of 1948, where the Japanese Law Translation's row could not be read. */
const EN_1948 =
  "English name: the Act's 1948 English text, Law concerning the National Holidays (Law No. 178), as in 名古屋大学 日本法令外国語訳データベース jahis.law.nagoya-u.ac.jp/lawdb/l/323a0178en (the Japanese Law Translation's row was not read)";

/** A name no official English text gave that could be read. */
const EN_OWN = "English name: the project's rendering (no official English name of this day could be read)";

/** The source of a festival: the law's article, the Cabinet Office's page and where the English name comes from. */
const festival = (amendment: string, en: string = EN_JLT): string => `${LAW} 第2条 (${amendment}); 内閣府「国民の祝日について」; ${en}`;

/** The Tokyo Olympic moves, for the festivals they moved: the act is 平成27年法律第33号; its 第32条 came with the 2018 amendment and was reworded in 2020. */
const OLYMPIC_ACT =
  "東京オリンピック競技大会・東京パラリンピック競技大会特別措置法 (平成27年法律第33号; 平成三十二年…, renamed 令和三年… by 令和2年法律第68号) 第32条, added by 平成30年法律第55号 (the 2020 moves) and amended by 令和2年法律第68号 (the 2021 moves)";

/** The act of the two days of 2019, which treats both as 国民の祝日. */
const ACT_2019 =
  "天皇の即位の日及び即位礼正殿の儀の行われる日を休日とする法律 (平成30年法律第99号), 附則 (祝日法 第3条 applies as to a 国民の祝日)";

const TEXTS: Record<HolidayName, EntryText> = {
  元日: {
    id: "ganjitsu",
    kana: "がんじつ",
    kana_alt: ["がんにち"],
    en: "New Year's Day",
    summary_ja: "年のはじめを祝う日（祝日法の言葉で「年のはじめを祝う」）。",
    summary_en: "Celebrates the beginning of the year.",
    rule: "January 1, since the law's enactment (1948-07-20; first kept in 1949)",
    source: festival("1948 enactment"),
  },
  成人の日: {
    id: "seijin-no-hi",
    kana: "せいじんのひ",
    kana_alt: [],
    en: "Coming-of-Age Day",
    summary_ja: "おとなになったことを自覚し、みずから生き抜こうとする青年を祝いはげます日。",
    summary_en:
      "Congratulates and encourages the young people who have come of age, aware that they are now adults and resolved to make their own way.",
    rule: "2nd Monday of January since 2000 (ハッピーマンデー); January 15 1949–1999",
    source: festival("1948 enactment; 平成10年法律第141号 from 2000"),
  },
  建国記念の日: {
    id: "kenkoku-kinen-no-hi",
    kana: "けんこくきねんのひ",
    kana_alt: [],
    en: "National Foundation Commemoration Day",
    summary_ja: "建国をしのび、国を愛する心を養う日。日付は法律でなく政令で定められる。",
    summary_en:
      "Recalls the founding of the nation and fosters love of the country; its date is set by cabinet order, not by the law itself.",
    rule: "February 11 since 1967 (the date the law leaves to a cabinet order, 昭和41年政令第376号)",
    source: festival("昭和41年法律第86号") + "; 昭和41年政令第376号",
  },
  天皇誕生日: {
    id: "tenno-tanjobi",
    kana: "てんのうたんじょうび",
    kana_alt: [],
    en: "Emperor's Birthday",
    summary_ja: "天皇の誕生日を祝う日。日付は在位する天皇の誕生日に合わせて改められてきた。",
    summary_en: "Celebrates the birthday of the reigning Emperor; the date has moved with each reign.",
    rule: "April 29 1949–1988 (Emperor Shōwa); December 23 1989–2018; none in 2019; February 23 since 2020",
    source: festival("1948 enactment; 平成元年法律第5号; 皇室典範特例法 平成29年法律第63号 附則, in force 2019-04-30"),
  },
  春分の日: {
    id: "shunbun-no-hi",
    kana: "しゅんぶんのひ",
    kana_alt: [],
    en: "Vernal Equinox Day",
    summary_ja: "自然をたたえ、生物をいつくしむ日。春の彼岸の中日にあたる。",
    summary_en: "Praises nature and cherishes living things; it is the middle day of the spring higan week.",
    rule: "the JST day of the computed vernal equinox (春分日: the sun at apparent longitude 0°), since 1949",
    source: festival("1948 enactment: 春分日") + "; the day 内閣府 announces from NAOJ's computation (暦要項)",
  },
  みどりの日: {
    id: "midori-no-hi",
    kana: "みどりのひ",
    kana_alt: [],
    en: "Greenery Day",
    summary_ja: "自然に親しむとともにその恩恵に感謝し、豊かな心をはぐくむ日。",
    summary_en: "Draws people close to nature, in gratitude for its blessings, and nurtures a rich heart.",
    rule: "April 29 1989–2006 (the former 天皇誕生日); May 4 since 2007",
    source: festival("平成元年法律第5号; 平成17年法律第43号 from 2007"),
  },
  昭和の日: {
    id: "showa-no-hi",
    kana: "しょうわのひ",
    kana_alt: [],
    en: "Showa Day",
    summary_ja: "激動の日々を経て、復興を遂げた昭和の時代を顧み、国の将来に思いをいたす日。",
    summary_en: "Looks back on the Shōwa era, which came through turbulent days to recovery, and turns thought to the nation's future.",
    rule: "April 29 since 2007 (the birthday of Emperor Shōwa)",
    source: festival("平成17年法律第43号, from 2007"),
  },
  憲法記念日: {
    id: "kenpo-kinenbi",
    kana: "けんぽうきねんび",
    kana_alt: [],
    en: "Constitution Memorial Day",
    summary_ja: "日本国憲法の施行（1947年5月3日）を記念し、国の成長を期する日。",
    summary_en: "Commemorates the coming into force of the Constitution of Japan (May 3 1947) and looks to the nation's growth.",
    rule: "May 3 since 1949",
    source: festival("1948 enactment"),
  },
  こどもの日: {
    id: "kodomo-no-hi",
    kana: "こどものひ",
    kana_alt: [],
    en: "Children's Day",
    summary_ja: "こどもの人格を重んじ、こどもの幸福をはかるとともに、母に感謝する日。端午の節句にあたる。",
    summary_en:
      "Respects children as persons and seeks their happiness, and thanks mothers; it falls on the Boys' Festival (tango no sekku).",
    rule: "May 5 since 1949",
    source: festival("1948 enactment"),
  },
  海の日: {
    id: "umi-no-hi",
    kana: "うみのひ",
    kana_alt: [],
    en: "Marine Day",
    summary_ja: "海の恩恵に感謝するとともに、海洋国日本の繁栄を願う日。",
    summary_en: "Gives thanks for the blessings of the sea and wishes prosperity to Japan as a maritime nation.",
    rule: "July 20 1996–2002; 3rd Monday of July since 2003 (ハッピーマンデー); July 23 in 2020 and July 22 in 2021 (Tokyo Olympics)",
    source: `${festival("平成7年法律第22号 from 1996; 平成13年法律第59号 from 2003")}; ${OLYMPIC_ACT}`,
  },
  山の日: {
    id: "yama-no-hi",
    kana: "やまのひ",
    kana_alt: [],
    en: "Mountain Day",
    summary_ja: "山に親しむ機会を得て、山の恩恵に感謝する日。",
    summary_en: "A chance to get close to the mountains and give thanks for their blessings.",
    rule: "August 11 since 2016; August 10 in 2020 and August 8 in 2021 (Tokyo Olympics)",
    source: `${festival("平成26年法律第43号, from 2016")}; ${OLYMPIC_ACT}`,
  },
  敬老の日: {
    id: "keiro-no-hi",
    kana: "けいろうのひ",
    kana_alt: [],
    en: "Respect for the Aged Day",
    summary_ja: "多年にわたり社会につくしてきた老人を敬愛し、長寿を祝う日。",
    summary_en: "Honours the elderly who have served society for many years and celebrates their long life.",
    rule: "September 15 1966–2002; 3rd Monday of September since 2003 (ハッピーマンデー)",
    source: festival("昭和41年法律第86号, in force 1966-06-25; 平成13年法律第59号 from 2003"),
  },
  秋分の日: {
    id: "shubun-no-hi",
    kana: "しゅうぶんのひ",
    kana_alt: [],
    en: "Autumnal Equinox Day",
    summary_ja: "祖先をうやまい、なくなった人々をしのぶ日。秋の彼岸の中日にあたる。",
    summary_en: "Reveres the ancestors and remembers those who have died; it is the middle day of the autumn higan week.",
    rule: "the JST day of the computed autumnal equinox (秋分日: the sun at apparent longitude 180°), since 1948",
    source: festival("1948 enactment: 秋分日", EN_1948) + "; the day 内閣府 announces from NAOJ's computation (暦要項)",
  },
  体育の日: {
    id: "taiiku-no-hi",
    kana: "たいいくのひ",
    kana_alt: [],
    en: "Health and Sports Day",
    summary_ja:
      "スポーツにしたしみ、健康な心身をつちかう日。1964年東京オリンピックの開会式の日にちなむ。2020年にスポーツの日と改められた。",
    summary_en:
      "Encouraged sport and a healthy body and mind, on the date of the opening of the 1964 Tokyo Olympics; renamed Sports Day in 2020.",
    rule: "October 10 1966–1999; 2nd Monday of October 2000–2019 (ハッピーマンデー); スポーツの日 from 2020",
    source: festival(
      "昭和41年法律第86号, in force 1966-06-25; 平成10年法律第141号 from 2000; 平成30年法律第57号 renamed it from 2020",
      EN_OWN,
    ),
  },
  スポーツの日: {
    id: "sports-no-hi",
    kana: "すぽーつのひ",
    kana_alt: [],
    en: "Sports Day",
    summary_ja: "スポーツを楽しみ、他者を尊重する精神を培うとともに、健康で活力ある社会の実現を願う日。体育の日を改めたもの。",
    summary_en: "Enjoys sport, fosters respect for others and wishes for a healthy, vigorous society; the former Health and Sports Day.",
    rule: "2nd Monday of October since 2020 (renamed from 体育の日); July 24 in 2020 and July 23 in 2021 (Tokyo Olympics)",
    source: `${festival("平成30年法律第57号, from 2020", EN_OWN)}; ${OLYMPIC_ACT}`,
  },
  文化の日: {
    id: "bunka-no-hi",
    kana: "ぶんかのひ",
    kana_alt: [],
    en: "Culture Day",
    summary_ja: "自由と平和を愛し、文化をすすめる日。日本国憲法の公布（1946年11月3日）の日にあたる。",
    summary_en: "Loves freedom and peace and promotes culture; the Constitution was promulgated on this day in 1946.",
    rule: "November 3 since 1948",
    source: festival("1948 enactment", EN_1948),
  },
  勤労感謝の日: {
    id: "kinro-kansha-no-hi",
    kana: "きんろうかんしゃのひ",
    kana_alt: [],
    en: "Labor Thanksgiving Day",
    summary_ja: "勤労をたっとび、生産を祝い、国民たがいに感謝しあう日。新嘗祭の日にあたる。",
    summary_en: "Honours labour, celebrates production and lets the people thank one another; it falls on the harvest rite niinamesai.",
    rule: "November 23 since 1948",
    source: festival("1948 enactment", EN_1948),
  },
  皇太子明仁親王の結婚の儀: {
    id: "kotaishi-akihito-kekkon-no-gi",
    kana: "こうたいしあきひとしんのうのけっこんのぎ",
    kana_alt: [],
    en: "The Rite of Wedding of the Crown Prince Akihito (1959)",
    summary_ja: "皇太子明仁親王（のちの天皇、現在の上皇）の結婚の儀の行われた日で、その年だけの休日。",
    summary_en: "The day of the wedding of Crown Prince Akihito (later Emperor, now Emperor Emeritus), a holiday in that year only.",
    rule: "1959-04-10 only; not a 国民の祝日, so no 振替休日 or 国民の休日 follows from it",
    source: "皇太子明仁親王の結婚の儀の行われる日を休日とする法律 (昭和34年法律第16号); " + EN_OWN,
  },
  昭和天皇の大喪の礼: {
    id: "showa-tenno-taiso-no-rei",
    kana: "しょうわてんのうのたいそうのれい",
    kana_alt: [],
    en: "The Funeral Ceremony of Emperor Showa (1989)",
    summary_ja: "昭和天皇の大喪の礼（国の儀式としての葬儀）の行われた日で、その年だけの休日。",
    summary_en: "The day of the state funeral of Emperor Shōwa, a holiday in that year only.",
    rule: "1989-02-24 only; not a 国民の祝日, so no 振替休日 or 国民の休日 follows from it",
    source: "昭和天皇の大喪の礼の行われる日を休日とする法律 (平成元年法律第4号); " + EN_OWN,
  },
  即位礼正殿の儀: {
    id: "sokuirei-seiden-no-gi",
    kana: "そくいれいせいでんのぎ",
    kana_alt: [],
    en: "The Ceremony of the Enthronement (1990)",
    summary_ja: "天皇（明仁）が即位を内外に宣明した即位礼正殿の儀の行われた日で、その年だけの休日。",
    summary_en: "The day Emperor Akihito proclaimed his enthronement at the Ceremony of the Enthronement, a holiday in that year only.",
    rule: "1990-11-12 only; not a 国民の祝日, so no 振替休日 or 国民の休日 follows from it",
    source: "即位礼正殿の儀の行われる日を休日とする法律 (平成2年法律第24号); " + EN_OWN,
  },
  皇太子徳仁親王の結婚の儀: {
    id: "kotaishi-naruhito-kekkon-no-gi",
    kana: "こうたいしなるひとしんのうのけっこんのぎ",
    kana_alt: [],
    en: "The Rite of Wedding of the Crown Prince Naruhito (1993)",
    summary_ja: "皇太子徳仁親王（現在の天皇）の結婚の儀の行われた日で、その年だけの休日。",
    summary_en: "The day of the wedding of Crown Prince Naruhito (the present Emperor), a holiday in that year only.",
    rule: "1993-06-09 only; not a 国民の祝日, so no 振替休日 or 国民の休日 follows from it",
    source: "皇太子徳仁親王の結婚の儀の行われる日を休日とする法律 (平成5年法律第32号); " + EN_OWN,
  },
  天皇の即位の日: {
    id: "tenno-sokui-no-hi",
    kana: "てんのうのそくいのひ",
    kana_alt: [],
    en: "The Day of the Emperor's Enthronement (2019)",
    summary_ja: "天皇（徳仁）が即位した日で、その年だけの休日。国民の祝日とみなされたため、前後の4月30日と5月2日が国民の休日になった。",
    summary_en:
      "The day Emperor Naruhito acceded to the throne, a holiday in that year only; counted as a national festival, it made April 30 and May 2 Citizens' Holidays.",
    rule: "2019-05-01 only, counted as a 国民の祝日 (so 振替休日 and 国民の休日 apply)",
    source: `${ACT_2019}; ${EN_OWN}`,
  },
  即位礼正殿の儀の行われる日: {
    id: "sokuirei-seiden-no-gi-2019",
    kana: "そくいれいせいでんのぎのおこなわれるひ",
    kana_alt: [],
    en: "The Day of the Ceremony of the Enthronement (2019)",
    summary_ja: "天皇（徳仁）が即位を内外に宣明した即位礼正殿の儀の行われた日で、その年だけの休日。国民の祝日とみなされた。",
    summary_en:
      "The day Emperor Naruhito proclaimed his enthronement at the Ceremony of the Enthronement, a holiday in that year only, counted as a national festival.",
    rule: "2019-10-22 only, counted as a 国民の祝日 (so 振替休日 and 国民の休日 apply)",
    source: `${ACT_2019}; ${EN_OWN}`,
  },
  振替休日: {
    id: "furikae-kyujitsu",
    kana: "ふりかえきゅうじつ",
    kana_alt: [],
    en: "Substitute Holiday",
    summary_ja: "国民の祝日が日曜日に当たったときに、その代わりに休日となる日。記録の substitute_for が振り替えた祝日の名を示す。",
    summary_en:
      "The day off that replaces a national festival falling on a Sunday; the record's substitute_for names the festival it replaces.",
    rule: "from 1973-04-12: until 2006 the Monday after a festival on a Sunday; from 2007 the nearest following day that is not a festival",
    source: `${LAW} 第3条第2項 (昭和48年法律第10号; 平成17年法律第43号 from 2007); 内閣府「国民の祝日について」 (printed there as 休日); ${EN_OWN}`,
  },
  国民の休日: {
    id: "kokumin-no-kyujitsu",
    kana: "こくみんのきゅうじつ",
    kana_alt: [],
    en: "Citizens' Holiday",
    summary_ja: "前日と翌日がともに国民の祝日である日を休日とするもの（その日が祝日でない場合に限る）。",
    summary_en: "A day that is not a festival itself but lies between two national festivals becomes a holiday.",
    rule: "from 1985-12-27: a day that is not a festival, between two festivals; until 2006 not on a Sunday or a 振替休日",
    source: `${LAW} 第3条第3項 (昭和60年法律第103号; 平成17年法律第43号 from 2007); 内閣府「国民の祝日について」 (printed there as 休日); ${EN_OWN}`,
  },
};

/** The entries of `holiday` (and `substitute_for`), in HOLIDAY_NAMES order. */
export const HOLIDAY_ENTRIES = fieldEntries("holiday", HOLIDAY_NAMES, TEXTS);
