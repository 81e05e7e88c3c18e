/**
 * The value sets (語彙) of the day records, each an `as const` array in its canonical cycle
 * order. The generator indexes these arrays by its own rules; the schemas turn them into enums.
 * Sources: docs/interface.md (value sets) and docs/calendar.md (rules; cited per array by section).
 */

/** Days of the week (曜日 youbi) in ISO 8601 order, Monday first: index = (ISO weekday − 1). */
export const YOUBI = ["月", "火", "水", "木", "金", "土", "日"] as const;

/** Six-day fortune (六曜 rokuyou) indexed by (kyureki month + day) mod 6, docs/calendar.md#the-choices-in-one-table. */
export const ROKUYOU = ["大安", "赤口", "先勝", "友引", "先負", "仏滅"] as const;

/** Moon mark (月相 moonmark): empty on ordinary days, 新月 on the day of 朔, 満月 on the day of 望. */
export const MOONMARK = ["", "新月", "満月"] as const;

// prettier-ignore
/**
 * The 24 solar terms (二十四節気 sekki), index = apparent solar longitude / 15 (春分 = 0°,
 * 清明 = 15°, … 啓蟄 = 345°); docs/calendar.md §0.
 */
export const SEKKI_24 = [
  "春分", "清明", "穀雨", "立夏", "小満", "芒種", "夏至", "小暑", "大暑", "立秋", "処暑", "白露",
  "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至", "小寒", "大寒", "立春", "雨水", "啓蟄",
] as const;

// prettier-ignore
/**
 * The 72 micro-seasons (七十二候 kou72), 略本暦 (明治7年) names, index n = ((longitude − 315) / 5)
 * mod 72, so index 0 is 東風解凍 at 立春; docs/calendar.md §6 (first form where two are given).
 */
export const KOU_72 = [
  "東風解凍", "黄鶯睍睆", "魚上氷", "土脉潤起", "霞始靆", "草木萌動", "蟄虫啓戸", "桃始笑", "菜虫化蝶",
  "雀始巣", "桜始開", "雷乃発声", "玄鳥至", "鴻雁北", "虹始見", "葭始生", "霜止出苗", "牡丹華",
  "蛙始鳴", "蚯蚓出", "竹笋生", "蚕起食桑", "紅花栄", "麦秋至", "螳螂生", "腐草為螢", "梅子黄",
  "乃東枯", "菖蒲華", "半夏生", "温風至", "蓮始開", "鷹乃学習", "桐始結花", "土潤溽暑", "大雨時行",
  "涼風至", "寒蝉鳴", "蒙霧升降", "綿柎開", "天地始粛", "禾乃登", "草露白", "鶺鴒鳴", "玄鳥去",
  "雷乃収声", "蟄虫坏戸", "水始涸", "鴻雁来", "菊花開", "蟋蟀在戸", "霜始降", "霎時施", "楓蔦黄",
  "山茶始開", "地始凍", "金盞香", "虹蔵不見", "朔風払葉", "橘始黄", "閉塞成冬", "熊蟄穴", "鱖魚群",
  "乃東生", "麋角解", "雪下出麦", "芹乃栄", "水泉動", "雉始雊", "款冬華", "水沢腹堅", "鶏始乳",
] as const;

/** The ten heavenly stems (十干 jikkan), 甲 = 0; docs/calendar.md §2. */
export const JIKKAN = ["甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"] as const;

/** The twelve earthly branches (十二支 junishi), 子 = 0; docs/calendar.md §2. */
export const JUNISHI = ["子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"] as const;

// prettier-ignore
/**
 * The sexagenary cycle (六十干支 kanshi, the `eto*` fields): index i = JIKKAN[i mod 10] +
 * JUNISHI[i mod 12], 甲子 = 0 … 癸亥 = 59 (a test checks it against that construction).
 */
export const KANSHI_60 = [
  "甲子", "乙丑", "丙寅", "丁卯", "戊辰", "己巳", "庚午", "辛未", "壬申", "癸酉",
  "甲戌", "乙亥", "丙子", "丁丑", "戊寅", "己卯", "庚辰", "辛巳", "壬午", "癸未",
  "甲申", "乙酉", "丙戌", "丁亥", "戊子", "己丑", "庚寅", "辛卯", "壬辰", "癸巳",
  "甲午", "乙未", "丙申", "丁酉", "戊戌", "己亥", "庚子", "辛丑", "壬寅", "癸卯",
  "甲辰", "乙巳", "丙午", "丁未", "戊申", "己酉", "庚戌", "辛亥", "壬子", "癸丑",
  "甲寅", "乙卯", "丙辰", "丁巳", "戊午", "己未", "庚申", "辛酉", "壬戌", "癸亥",
] as const;

/** The nine stars (九星 kyusei), full names, index 0 = 一白水星 (star number − 1); docs/calendar.md#the-choices-in-one-table. */
export const KYUSEI = ["一白水星", "二黒土星", "三碧木星", "四緑木星", "五黄土星", "六白金星", "七赤金星", "八白土星", "九紫火星"] as const;

/** The twelve day-officers (十二直 junichoku), 建 = 0; docs/calendar.md §4. */
export const JUNICHOKU = ["建", "除", "満", "平", "定", "執", "破", "危", "成", "納", "開", "閉"] as const;

// prettier-ignore
/** The 28 lunar mansions (二十八宿 shuku28), 角 = 0, 牛 included; docs/calendar.md §5. */
export const SHUKU_28 = [
  "角", "亢", "氐", "房", "心", "尾", "箕", "斗", "牛", "女", "虚", "危", "室", "壁",
  "奎", "婁", "胃", "昴", "畢", "觜", "参", "井", "鬼", "柳", "星", "張", "翼", "軫",
] as const;

// prettier-ignore
/** The 27 mansions of 宿曜経 (二十七宿 shuku27), 角 = 0: the 二十八宿 without 牛; docs/calendar.md §16.6. */
export const SHUKU_27 = [
  "角", "亢", "氐", "房", "心", "尾", "箕", "斗", "女", "虚", "危", "室", "壁", "奎",
  "婁", "胃", "昴", "畢", "觜", "参", "井", "鬼", "柳", "星", "張", "翼", "軫",
] as const;

/** The five tide names (潮名 tide), in the order of a half month from the new moon; docs/calendar.md §16.5. */
export const TIDE_NAMES = ["大潮", "中潮", "小潮", "長潮", "若潮"] as const;

/** The eight directions (八方位) of a 九星 board, clockwise from north; docs/calendar.md §16.4. */
export const HOUI_8 = ["北", "北東", "東", "南東", "南", "南西", "西", "北西"] as const;

/**
 * The four 恵方 (eho) a year can have: the 二十四山 mountain (kan), its 16-point direction and its
 * bearing in degrees clockwise from north, in the order 甲, 庚, 丙, 壬; docs/calendar.md §16.1.
 */
export const EHO_DIRECTIONS = [
  { kan: "甲", direction: "東北東", degrees: 75 },
  { kan: "庚", direction: "西南西", degrees: 255 },
  { kan: "丙", direction: "南南東", degrees: 165 },
  { kan: "壬", direction: "北北西", degrees: 345 },
] as const;

/** The eight generals (八将神 hasshoujin), keys of the `hasshoujin` object in record order, with their names; docs/calendar.md §16.2. */
export const HASSHOUJIN = [
  { key: "taisai", label: "太歳神" },
  { key: "daishogun", label: "大将軍" },
  { key: "taion", label: "太陰神" },
  { key: "saikei", label: "歳刑神" },
  { key: "saiha", label: "歳破神" },
  { key: "saisetsu", label: "歳殺神" },
  { key: "ouban", label: "黄幡神" },
  { key: "hyoubi", label: "豹尾神" },
] as const;

/** The era names (元号) of `nengo`, the eras since the Gregorian reform of 1873, in order (calendar/wareki/era-table.ts). */
export const NENGO_NAMES = ["明治", "大正", "昭和", "平成", "令和"] as const;

/**
 * Period flags (期間 periods) in canonical order: 天一天上, 八専, 十方暮, 土用, 大土, 小土;
 * docs/calendar.md#the-choices-in-one-table. A record lists its periods in this order.
 */
export const PERIOD_NAMES = ["tenichi-tenjou", "hassen", "jippou-gure", "doyou", "ootsuchi", "kotsuchi"] as const;

/** Kinds of a note (暦注 notes_arr): 吉日, 凶日, 雑節, days of the 60-day cycle; docs/calendar.md#the-choices-in-one-table. */
export const NOTE_KINDS = ["lucky", "unlucky", "seasonal", "cycle"] as const;

/**
 * The notes table (暦注 notes_arr) of docs/calendar.md#the-choices-in-one-table, in table order: `notes_arr` lists the
 * notes that apply in exactly this order, each as the whole row.
 */
export const NOTES = [
  { id: "tensha", label: "天赦日", kind: "lucky" },
  { id: "ichiryu-manbai", label: "一粒万倍日", kind: "lucky" },
  { id: "daimyo", label: "大明日", kind: "lucky" },
  { id: "kamiyoshi", label: "神吉日", kind: "lucky" },
  { id: "ten-on", label: "天恩日", kind: "lucky" },
  { id: "bosou", label: "母倉日", kind: "lucky" },
  { id: "gettoku", label: "月徳日", kind: "lucky" },
  { id: "kishuku", label: "鬼宿日", kind: "lucky" },
  { id: "tora", label: "寅の日", kind: "cycle" },
  { id: "mi", label: "巳の日", kind: "cycle" },
  { id: "tsuchinoto-mi", label: "己巳の日", kind: "cycle" },
  { id: "kinoe-ne", label: "甲子の日", kind: "cycle" },
  { id: "koushin", label: "庚申の日", kind: "cycle" },
  { id: "fujoju", label: "不成就日", kind: "unlucky" },
  { id: "sanrinbou", label: "三隣亡", kind: "unlucky" },
  { id: "jushi", label: "受死日", kind: "unlucky" },
  { id: "jisshi", label: "十死日", kind: "unlucky" },
  { id: "kiko", label: "帰忌日", kind: "unlucky" },
  { id: "chiimi", label: "血忌日", kind: "unlucky" },
  { id: "juu", label: "重日", kind: "unlucky" },
  { id: "fuku", label: "復日", kind: "unlucky" },
  { id: "oumou", label: "往亡日", kind: "unlucky" },
  { id: "tenka", label: "天火日", kind: "unlucky" },
  { id: "chika", label: "地火日", kind: "unlucky" },
  { id: "taika", label: "大禍日", kind: "unlucky" },
  { id: "rouzeki", label: "狼藉日", kind: "unlucky" },
  { id: "metsumon", label: "滅門日", kind: "unlucky" },
  { id: "hassen-mabi", label: "八専間日", kind: "cycle" },
  { id: "doyou-mabi", label: "土用間日", kind: "cycle" },
  { id: "setsubun", label: "節分", kind: "seasonal" },
  { id: "higan-iri", label: "彼岸入り", kind: "seasonal" },
  { id: "higan-chunichi", label: "彼岸の中日", kind: "seasonal" },
  { id: "higan-ake", label: "彼岸明け", kind: "seasonal" },
  { id: "shanichi", label: "社日", kind: "seasonal" },
  { id: "hachijuhachiya", label: "八十八夜", kind: "seasonal" },
  { id: "nyubai", label: "入梅", kind: "seasonal" },
  { id: "hangeshou", label: "半夏生", kind: "seasonal" },
  { id: "doyou-iri", label: "土用入り", kind: "seasonal" },
  { id: "doyou-ushi", label: "土用の丑の日", kind: "seasonal" },
  { id: "nihyakutooka", label: "二百十日", kind: "seasonal" },
  { id: "nihyakuhatsuka", label: "二百二十日", kind: "seasonal" },
  { id: "daishogun-yugyo-east", label: "大将軍遊行（東）", kind: "cycle" },
  { id: "daishogun-yugyo-south", label: "大将軍遊行（南）", kind: "cycle" },
  { id: "daishogun-yugyo-west", label: "大将軍遊行（西）", kind: "cycle" },
  { id: "daishogun-yugyo-north", label: "大将軍遊行（北）", kind: "cycle" },
  { id: "daishogun-yugyo-center", label: "大将軍遊行（中央）", kind: "cycle" },
  { id: "konjin-yugyo-east", label: "金神遊行（東）", kind: "cycle" },
  { id: "konjin-yugyo-south", label: "金神遊行（南）", kind: "cycle" },
  { id: "konjin-yugyo-west", label: "金神遊行（西）", kind: "cycle" },
  { id: "konjin-yugyo-north", label: "金神遊行（北）", kind: "cycle" },
  { id: "konjin-yugyo-center", label: "金神遊行（中央）", kind: "cycle" },
] as const satisfies readonly { id: string; label: string; kind: (typeof NOTE_KINDS)[number] }[];

/** A note's stable ASCII id (a NOTES row's `id`). */
export type NoteId = (typeof NOTES)[number]["id"];

/** The note ids of NOTES, in table order. */
export const NOTE_IDS = NOTES.map((row) => row.id) as readonly NoteId[];

// prettier-ignore
/**
 * Every name a national holiday (`holiday`, and `substitute_for`) can have over 1948–2100, in the
 * order of 祝日法 第2条 (festivals), then the one-off days by date, then 振替休日 and 国民の休日;
 * docs/calendar.md §10. The day index stores a holiday as 1 + its index here (0 = none).
 */
export const HOLIDAY_NAMES = [
  "元日", "成人の日", "建国記念の日", "天皇誕生日", "春分の日", "みどりの日", "昭和の日", "憲法記念日",
  "こどもの日", "海の日", "山の日", "敬老の日", "秋分の日", "体育の日", "スポーツの日", "文化の日", "勤労感謝の日",
  "皇太子明仁親王の結婚の儀", "昭和天皇の大喪の礼", "即位礼正殿の儀", "皇太子徳仁親王の結婚の儀", "天皇の即位の日",
  "即位礼正殿の儀の行われる日", "振替休日", "国民の休日",
] as const;

/** The business-day calendars (営業日カレンダー, `calendar=`); docs/calendar.md §13. */
export const BUSINESS_CALENDARS = ["national", "bank", "government"] as const;

/**
 * Why a day is closed (休業日の理由), in precedence order: a day with several reasons takes the
 * first (a 元日 is `holiday`, not `year-end`); `custom` is a caller's own `closed=` day;
 * docs/calendar.md §13.
 */
export const CLOSURE_REASONS = ["holiday", "year-end", "sunday", "saturday", "custom"] as const;

/** The Japanese label of each closure reason (a `holiday` is labelled with the holiday's own name instead). */
export const CLOSURE_LABELS = {
  holiday: "祝日",
  "year-end": "年末年始",
  sunday: "日曜日",
  saturday: "土曜日",
  custom: "休業日",
} as const satisfies Record<(typeof CLOSURE_REASONS)[number], string>;

/** The English label of each closure reason under `lang=en` (a `holiday` is labelled with the holiday's glossary English instead). */
export const CLOSURE_LABELS_EN = {
  holiday: "National holiday",
  "year-end": "Year-end holidays",
  sunday: "Sunday",
  saturday: "Saturday",
  custom: "Closed",
} as const satisfies Record<(typeof CLOSURE_REASONS)[number], string>;

/** The luck of an hour of a 六曜 (`rokuyou_hours[].luck`): 吉 (good) or 凶 (bad); calendar/notes/rokuyou-hours.ts. */
export const LUCK = ["吉", "凶"] as const;

/** The English of each luck under `lang=en`. */
export const LUCK_EN = { 吉: "good", 凶: "bad" } as const satisfies Record<(typeof LUCK)[number], string>;

/**
 * Whether a holiday's date is settled (`holiday_status`): `confirmed` (the law, and for 春分の日 and 秋分の日 a
 * published 暦要項) or `projected` (an equinox day of a year whose 暦要項 is not out yet); docs/calendar.md §10.
 */
export const HOLIDAY_STATUSES = ["confirmed", "projected"] as const;

/** Where a 五十日 on a closed day moves (`roll=`): to the previous business day (the default) or the next. */
export const GOTOBI_ROLLS = ["previous", "next"] as const;

/** Answer languages (`lang`): Japanese labels (the default) or the glossary's English; docs/interface.md#english-labels. */
export const LANGS = ["ja", "en"] as const;
export type Lang = (typeof LANGS)[number];

/** View levels (表示レベル) of a response: `lite` (free) or `pro`; interface "Plans". */
export const VIEWS = ["lite", "pro"] as const;

/** The ten 通変星 (tsuhen, the ten gods of 四柱推命) of a stem against the day stem, 比肩 = 0; docs/calendar.md §17. */
export const TSUHEN = ["比肩", "劫財", "食神", "傷官", "偏財", "正財", "偏官", "正官", "偏印", "印綬"] as const;

/** The day pillar's own stem in place of a 通変星 (日主, the day master); docs/calendar.md §17. */
export const NISSHU = "日主" as const;

/** The twelve stages (十二運 juniun) of the day stem in a branch, 長生 = 0; docs/calendar.md §17. */
export const JUNIUN = ["長生", "沐浴", "冠帯", "建禄", "帝旺", "衰", "病", "死", "墓", "絶", "胎", "養"] as const;

/** The nine palaces (九宮) of a 九星 board, by home star: index 0 = 坎宮 (一白's home, north) … 8 = 離宮; docs/calendar.md §17. */
export const KYUSEI_PALACES = ["坎宮", "坤宮", "震宮", "巽宮", "中宮", "乾宮", "兌宮", "艮宮", "離宮"] as const;

/** The six 空亡 (天中殺) of a day pillar, by its 旬 (甲子旬 = 0 → 戌亥); docs/calendar.md §17. */
export const TENCHUSATSU = ["戌亥天中殺", "申酉天中殺", "午未天中殺", "辰巳天中殺", "寅卯天中殺", "子丑天中殺"] as const;

/** `sex=` of a birth chart: decides the 大運's direction (and the 傾斜宮 of 五黄 in 五黄). */
export const SEXES = ["male", "female"] as const;

/** The service's one timezone (JST), named in every RangeResponse. */
export const TIMEZONE = "Asia/Tokyo" as const;

/** Value types of the arrays above. */
export type Youbi = (typeof YOUBI)[number];
export type Rokuyou = (typeof ROKUYOU)[number];
export type Moonmark = (typeof MOONMARK)[number];
export type Sekki = (typeof SEKKI_24)[number];
export type Kou = (typeof KOU_72)[number];
export type Jikkan = (typeof JIKKAN)[number];
export type Junishi = (typeof JUNISHI)[number];
export type Kanshi = (typeof KANSHI_60)[number];
export type Kyusei = (typeof KYUSEI)[number];
export type Junichoku = (typeof JUNICHOKU)[number];
export type Shuku = (typeof SHUKU_28)[number];
export type Shuku27 = (typeof SHUKU_27)[number];
export type Tide = (typeof TIDE_NAMES)[number];
export type Houi = (typeof HOUI_8)[number];
export type Eho = (typeof EHO_DIRECTIONS)[number];
export type HasshoujinKey = (typeof HASSHOUJIN)[number]["key"];
export type NengoName = (typeof NENGO_NAMES)[number];
export type PeriodName = (typeof PERIOD_NAMES)[number];
export type NoteKind = (typeof NOTE_KINDS)[number];
export type View = (typeof VIEWS)[number];
export type HolidayName = (typeof HOLIDAY_NAMES)[number];
export type BusinessCalendar = (typeof BUSINESS_CALENDARS)[number];
export type ClosureReason = (typeof CLOSURE_REASONS)[number];
export type Luck = (typeof LUCK)[number];
export type HolidayStatus = (typeof HOLIDAY_STATUSES)[number];
export type GotobiRoll = (typeof GOTOBI_ROLLS)[number];
export type Tsuhen = (typeof TSUHEN)[number];
export type Juniun = (typeof JUNIUN)[number];
export type KyuseiPalace = (typeof KYUSEI_PALACES)[number];
export type Tenchusatsu = (typeof TENCHUSATSU)[number];
export type Sex = (typeof SEXES)[number];

/** Eclipse types: solar total/annular/hybrid/partial, lunar total/partial/penumbral. */
export const ECLIPSE_TYPES = ["total", "annular", "hybrid", "partial", "penumbral"] as const;
export type EclipseType = (typeof ECLIPSE_TYPES)[number];

/**
 * The two 子の刻 (zi hour) conventions (docs/calendar.md, "the choices, in one table"). `early` (早子時): the day
 * turns at 00:00, and 23:00–24:00 takes the next day's 子 hour stem; `late` (夜子時 counted into the next day): the
 * day turns at 23:00.
 */
export const ZI_CONVENTIONS = ["early", "late"] as const;
export type ZiConvention = (typeof ZI_CONVENTIONS)[number];

/**
 * How an input was read (docs/interface.md#dates-before-1873): an era date by one of three
 * conventions, a year without an era as a 旧暦 year or a Western one, a `date` in its calendar.
 */
export const READING_CONVENTIONS = [
  "in_force",
  "new_era_from_year_start",
  "old_era_after_change",
  "kyureki_year",
  "gregorian",
  "julian",
] as const;
export type ReadingConvention = (typeof READING_CONVENTIONS)[number];

/** How `date` is read: the Gregorian calendar (proleptic before 1582-10-15; default) or the Julian. */
export const WAREKI_CALENDARS = ["gregorian", "julian"] as const;
export type WarekiCalendar = (typeof WAREKI_CALENDARS)[number];
