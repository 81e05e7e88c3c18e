/**
 * Purposes (用途) of the day finder (docs/interface.md#day-finder): for each, the signs that exclude a day,
 * and the project's weights for the signs that count for or against it.
 *
 * - A sign is the id of a day-sign entry: rokuyou, junichoku, shuku28, notes or periods (these
 *   ids are unique across those five fields; kanshi ids such as `kinoe-ne` are not signs, the
 *   notes with the same id are).
 * - `excluded`: a day carrying any of these signs is never returned for the purpose, unless it
 *   also carries one of `excluded_except[sign]` (地鎮祭: a day inside 土用 is excluded unless it
 *   is a 土用間日). Every purpose excludes 受死日 and 十死日, the days bad for every undertaking,
 *   unless its tradition allows one (葬儀 allows 受死日): bad-days.ts, docs/calendar.md §12.
 * - score = Σ `favourable` weights of the day's signs − Σ `unfavourable` weights; every weight
 *   is a positive integer and no sign is in both lists, so adding a favourable sign never
 *   lowers a score. A purpose is a list of good days: a returned day has at least one
 *   favourable sign and a score of at least the request's `min_score` (default 1: above 0).
 * - `basis`: the tradition behind the weights, in one sentence.
 */
import { z } from "zod";
import { badDaysExcluded } from "./bad-days.ts";
import { GlossaryId } from "./entry.ts";

/** A sign's weight: a positive integer. */
const Weight = z.number().int().positive();

/** One purpose, keys in JSON order. */
export const Purpose = z
  .strictObject({
    id: GlossaryId,
    label: z.string().min(1).describe("the purpose in Japanese"),
    en: z.string().min(1).describe("English name"),
    summary_ja: z.string().min(1),
    summary_en: z.string().min(1),
    excluded: z.array(GlossaryId).describe("signs that exclude a day (rokuyou, junichoku, shuku28, notes or periods ids)"),
    excluded_except: z
      .record(GlossaryId, z.array(GlossaryId))
      .describe("for an excluded sign, the signs that lift the exclusion when the day also carries one (地鎮祭: doyou except doyou-mabi)"),
    favourable: z.record(GlossaryId, Weight).describe("sign id → weight added to the score"),
    unfavourable: z.record(GlossaryId, Weight).describe("sign id → weight subtracted from the score"),
    basis: z.string().min(1).describe("the tradition behind the exclusions and weights"),
  })
  .describe("a purpose of the day finder with its exclusions and the project's weights");

/** A purpose. */
export type Purpose = z.infer<typeof Purpose>;

/**
 * The three evil days (三箇の悪日) nearly every purpose weighs against a day; the worse 受死日 and
 * 十死日 are excluded instead (bad-days.ts).
 */
const GRAVE = { taika: 2, rouzeki: 2, metsumon: 2 } as const;

/** The end of every `basis` but the funeral's: the days bad for everything (bad-days.ts). */
const NEVER = " 受死日 (the black day) and 十死日, bad for every undertaking, are never chosen.";

// prettier-ignore
/** The purposes in the order of docs/interface.md#day-finder. */
export const PURPOSES: readonly Purpose[] = [
  {
    id: "wedding",
    label: "結婚式",
    en: "Wedding",
    summary_ja: "結婚式・披露宴の日取り。大安を中心に、慶事に吉とされる暦注が重なる日を上位にする。",
    summary_en: "Choosing a wedding or reception day: taian first, then days on which the almanac's signs for celebrations add up.",
    excluded: ["butsumetsu", "fujoju", ...badDaysExcluded("wedding")],
    excluded_except: {},
    favourable: {
      taian: 3, tomobiki: 2, sensho: 1,
      tensha: 3, daimyo: 2, bosou: 2, "ten-on": 2, "ichiryu-manbai": 1,
      tatsu: 1, mitsu: 2, taira: 2, sadan: 2, toru: 1, naru: 1, hiraku: 2,
      "kaku-horn": 1, "kou-neck": 1, "tei-root": 1, "bou-room": 1, "bi-tail": 1, "shitsu-encampment": 1, "heki-wall": 1, "rou-bond": 1, "hitsu-net": 1, "chou-extended-net": 1,
    },
    unfavourable: {
      shakku: 2, senbu: 1,
      ...GRAVE, juu: 2, fuku: 2, kiko: 2, oumou: 1, kishuku: 2,
      nozoku: 2, yaburu: 2, ayabu: 1, osan: 2, tozu: 2,
      "shin-heart": 1, "ki-winnowing-basket": 1, "jo-girl": 1, "sei-star": 1, "yoku-wings": 1,
      hassen: 1,
    },
    basis:
      "Weddings follow the rokuyou first (大安, 友引 'pulling friends' into happiness, the lucky morning of 先勝), add the 暦注下段 days good for celebrations (天赦日, 大明日, 母倉日, 天恩日) and the 十二直 and 二十八宿 that almanacs mark good for 婚礼, and subtract the three evil days (三箇の悪日), 重日 and 復日 (a second marriage), 帰忌日 and 往亡日 (the bride's coming and going), 鬼宿日 (good for all but weddings), the officers and mansions marked bad for 婚礼, and 八専." + NEVER,
  },
  {
    id: "registration",
    label: "入籍",
    en: "Marriage registration",
    summary_ja: "婚姻届を出す日。結婚式と同じ吉日に加え、物事が定まり育つ日（定・成・一粒万倍日）を重く見る。",
    summary_en: "The day to file the marriage: the wedding's lucky days, with more weight on days that settle things and make them grow (sadan, naru, ichiryū-manbai).",
    excluded: ["butsumetsu", "fujoju", ...badDaysExcluded("registration")],
    excluded_except: {},
    favourable: {
      taian: 3, tomobiki: 1, sensho: 1,
      tensha: 3, "ichiryu-manbai": 2, daimyo: 1, bosou: 2, "ten-on": 2,
      tatsu: 1, mitsu: 1, sadan: 2, naru: 2, hiraku: 1,
      "heki-wall": 1, "rou-bond": 1,
    },
    unfavourable: {
      shakku: 1,
      ...GRAVE, juu: 2, fuku: 2, kishuku: 1,
      yaburu: 2, osan: 1, tozu: 1,
    },
    basis:
      "A registration starts a marriage without a ceremony, so the project keeps the wedding's rokuyou and celebration days but weights the signs of lasting beginnings (定 'settle', 成 'succeed', 一粒万倍日 'ten-thousandfold', 天赦日) above the ceremonial ones, and subtracts the three evil days (三箇の悪日), the doubling days 重日 and 復日, and 破, 納 and 閉, which almanacs mark bad for marriages." + NEVER,
  },
  {
    id: "engagement",
    label: "結納",
    en: "Betrothal gifts (yuinō)",
    summary_ja: "結納を交わす日。婚礼と同じく慶事の吉日を選び、結納・縁談に吉とされる二十八宿を加える。",
    summary_en: "The day to exchange betrothal gifts: celebration days as for a wedding, plus the mansions almanacs name good for engagements.",
    excluded: ["butsumetsu", "fujoju", ...badDaysExcluded("engagement")],
    excluded_except: {},
    favourable: {
      taian: 3, tomobiki: 2, sensho: 1,
      tensha: 3, daimyo: 2, bosou: 2, "ten-on": 2,
      tatsu: 1, mitsu: 1, taira: 1, sadan: 2, naru: 1, hiraku: 1,
      "kou-neck": 2, "tei-root": 1, "bou-room": 1, "heki-wall": 1, "rou-bond": 1, "hitsu-net": 1,
    },
    unfavourable: {
      shakku: 2, senbu: 1,
      ...GRAVE, juu: 1, fuku: 1, kishuku: 2,
      yaburu: 2, osan: 2, tozu: 1,
      "jo-girl": 1, "shin-heart": 1,
    },
    basis:
      "Betrothal is held on celebration days like a wedding (大安 and 友引 in the morning, 天赦日, 大明日, 母倉日, 天恩日), with 亢宿 (good for 結納) and the mansions good for matches and marriages added, and the wedding's bad signs subtracted, 納 above all (bad for 見合い and 縁談)." + NEVER,
  },
  {
    id: "moving",
    label: "引越し",
    en: "Moving house",
    summary_ja: "引越し・入居の日。移転に吉とされる暦注を加点し、出かけることや建築・土を忌む日を減点する。",
    summary_en: "The day to move in: signs good for moving house count for it, days against journeys, building and the soil count against it.",
    excluded: ["butsumetsu", "fujoju", ...badDaysExcluded("moving")],
    excluded_except: {},
    favourable: {
      taian: 3, sensho: 1, tomobiki: 1,
      tensha: 3, daimyo: 2, "ichiryu-manbai": 1, bosou: 1,
      tatsu: 2, mitsu: 2, sadan: 1, naru: 1, hiraku: 2,
      "tei-root": 1, "bou-room": 1, "shin-heart": 1, "bi-tail": 1, "gyuu-ox": 2, "i-stomach": 1,
      "tenichi-tenjou": 1,
    },
    unfavourable: {
      shakku: 1,
      ...GRAVE, sanrinbou: 2, oumou: 2, kiko: 2,
      yaburu: 2, ayabu: 1, tozu: 1,
      "ki-rooftop": 1, "kei-legs": 1,
      doyou: 1, "jippou-gure": 1,
    },
    basis:
      "Almanacs mark 移転 good on 建, 満, 定, 成 and 開, on 大明日 (especially building, moving and travel) and on 房, 心, 尾, 牛 and 氐宿, and the sixteen days of 天一天上 leave every direction open; against a move count 往亡日 (setting out) and 帰忌日 (coming home), 三隣亡 (the house and its neighbours), the three evil days (三箇の悪日), 破 and 危, the mansions some almanacs mark bad for 転宅, and 土用 and 十方暮." + NEVER,
  },
  {
    id: "groundbreaking",
    label: "地鎮祭",
    en: "Groundbreaking ceremony (jichinsai)",
    summary_ja: "地鎮祭の日。土を動かすことに障りのない吉日を選び、三隣亡・不成就日と、間日を除く土用の日は選ばない。",
    summary_en: "The day to purify the ground before building: lucky days on which the soil may be disturbed; never sanrinbō, fujōju-bi or a day of doyō other than its gap days.",
    excluded: ["sanrinbou", "fujoju", "doyou", ...badDaysExcluded("groundbreaking")],
    excluded_except: { doyou: ["doyou-mabi"] },
    favourable: {
      taian: 3, sensho: 1,
      tensha: 2, daimyo: 2, gettoku: 2, kamiyoshi: 2, bosou: 1, "ten-on": 1,
      mitsu: 1, sadan: 2, toru: 1, naru: 2, hiraku: 2,
      "to-dipper": 2, "ki-winnowing-basket": 1, "ki-rooftop": 1, "rou-bond": 1, "sei-well": 1, "shin-chariot": 2,
    },
    unfavourable: {
      butsumetsu: 2, shakku: 1,
      ...GRAVE, chika: 3,
      tatsu: 2, nozoku: 2, yaburu: 1,
      "kou-neck": 1, "shin-heart": 1, "bou-hairy-head": 1,
      ootsuchi: 3, kotsuchi: 3, hassen: 1,
    },
    basis:
      "A 地鎮祭 disturbs the soil and builds, so 三隣亡 and 土用 (the earth god's season, except its 間日) are never chosen; it counts the days good for building and earthwork (月徳日, 満, 定, 執, 成, 開, 斗, 箕, 危, 婁, 井 and 軫宿), the rite days 神吉日, and 大安, and subtracts 地火日, the 犯土 periods 大土 and 小土, the officers 建 and 除 (bad for 動土), the mansions bad for building, and the three evil days (三箇の悪日)." + NEVER,
  },
  {
    id: "ridgepole",
    label: "上棟式",
    en: "Ridgepole raising (jōtōshiki)",
    summary_ja: "棟上げ・上棟式の日。柱立て・棟上げに吉とされる暦注を加点し、三隣亡・不成就日・天火日は選ばない。",
    summary_en: "The day to raise the ridgepole: signs good for pillars and frames count for it; never sanrinbō, fujōju-bi or tenka-nichi (fire).",
    excluded: ["sanrinbou", "fujoju", "tenka", ...badDaysExcluded("ridgepole")],
    excluded_except: {},
    favourable: {
      taian: 3, sensho: 1,
      tensha: 2, daimyo: 2, gettoku: 1, bosou: 1,
      tatsu: 2, taira: 1, mitsu: 1, sadan: 1, naru: 2, hiraku: 1,
      "kaku-horn": 1, "bou-room": 2, "kei-legs": 2, "hitsu-net": 2, "sei-well": 1, "shin-chariot": 1,
    },
    unfavourable: {
      butsumetsu: 2, shakku: 1,
      ...GRAVE, chika: 2,
      tozu: 2, ayabu: 2, yaburu: 1,
      "kou-neck": 1, "shin-heart": 1, "bou-hairy-head": 1,
      hassen: 1,
    },
    basis:
      "三隣亡 (fire and ruin for three neighbours) and 天火日 (fire from heaven on a new roof) are the builders' taboos and exclude a day; the weights add the signs almanacs name for 柱立て and 棟上げ (建, 平, 成; 角, 房, 奎, 畢宿) and 大安, and subtract 閉 (bad for 棟上げ), 危 (work at heights), 地火日 (pillars), the mansions bad for building and the three evil days (三箇の悪日)." + NEVER,
  },
  {
    id: "opening",
    label: "開業・開店",
    en: "Opening a business",
    summary_ja: "開業・開店の日。始めたことが育つ吉日と商売・取引に吉の暦注を加点し、閉じる・破る日を減点する。",
    summary_en: "The day to open a shop or business: days on which beginnings grow and trade prospers count for it, days that close or break count against it.",
    excluded: ["butsumetsu", "fujoju", ...badDaysExcluded("opening")],
    excluded_except: {},
    favourable: {
      taian: 3, sensho: 2, tomobiki: 1,
      tensha: 3, "ichiryu-manbai": 3, daimyo: 2, tora: 1, mi: 1, "tsuchinoto-mi": 1,
      tatsu: 2, mitsu: 1, sadan: 2, naru: 2, hiraku: 2,
      "tei-root": 1, "bou-room": 1, "bi-tail": 1, "heki-wall": 1, "kei-legs": 1, "rou-bond": 1, "i-stomach": 1, "bou-hairy-head": 1, "shin-three-stars": 1,
    },
    unfavourable: {
      shakku: 2, senbu: 1,
      ...GRAVE,
      tozu: 2, yaburu: 2, ayabu: 1,
      "kyo-emptiness": 1, "ryuu-willow": 1,
      "jippou-gure": 1,
    },
    basis:
      "Openings look for growth and trade: 一粒万倍日 (one grain becoming ten thousand), 天赦日 and 大安, the money days 寅・巳・己巳, the officers 建, 定, 成 and 開 and the mansions almanacs mark good for 開店 and 取引; against them count 閉 (bad for 開店), 破, 危, 虚 and 柳宿 (restraint and cutting off), 十方暮, 赤口 and the three evil days (三箇の悪日)." + NEVER,
  },
  {
    id: "contract",
    label: "契約",
    en: "Signing a contract",
    summary_ja: "契約・調印の日。物事が定まり成る日と取引に吉の暦注を加点し、破る日を大きく減点する。",
    summary_en: "The day to sign: days that settle and complete things and favour dealings count for it; the breaking day counts most against it.",
    excluded: ["butsumetsu", "fujoju", ...badDaysExcluded("contract")],
    excluded_except: {},
    favourable: {
      taian: 3, sensho: 2, tomobiki: 1,
      tensha: 2, "ichiryu-manbai": 2, daimyo: 1,
      tatsu: 1, sadan: 2, naru: 2,
      "ki-winnowing-basket": 1, "rou-bond": 2, "hitsu-net": 1, "shin-three-stars": 1,
    },
    unfavourable: {
      shakku: 2, senbu: 1,
      ...GRAVE,
      yaburu: 3, ayabu: 1, tozu: 1,
      "kyo-emptiness": 1, "ryuu-willow": 1,
    },
    basis:
      "A contract should hold, so 定 (good and bad fixed) and 成 (fulfilment) count with 大安, the morning luck of 先勝 and the growth of 一粒万倍日, as do 婁宿 (good for 契約) and the mansions good for opening trade; 破 (bad for 契約), 危, 閉, 虚 and 柳宿, 先負, 赤口 and the three evil days (三箇の悪日) count against it." + NEVER,
  },
  {
    id: "car",
    label: "納車",
    en: "Taking delivery of a car",
    summary_ja: "新しい車を受け取る日。新しく始める吉日と旅行に吉の暦注を加点し、旅立ちや危険を忌む日を減点する。",
    summary_en: "The day to take a new car home: days good for new beginnings and for travel count for it, days against journeys and danger count against it.",
    excluded: ["butsumetsu", "fujoju", ...badDaysExcluded("car")],
    excluded_except: {},
    favourable: {
      taian: 3, sensho: 1, tomobiki: 1,
      tensha: 2, "ichiryu-manbai": 1, daimyo: 2,
      tatsu: 1, mitsu: 1, naru: 2, hiraku: 1,
      "bou-room": 1, "gyuu-ox": 1,
    },
    unfavourable: {
      shakku: 2,
      ...GRAVE, oumou: 2,
      ayabu: 2, yaburu: 2,
    },
    basis:
      "No almanac names car delivery, so the project treats it as a purchase that begins travel: the signs of new beginnings (大安, 天赦日, 一粒万倍日, 成) and of journeys (大明日, 建, 房 and 牛宿) count for it, and 危 (bad for travel), 往亡日 (setting out), 破, 赤口 (beware fire and blades) and the three evil days (三箇の悪日) count against it." + NEVER,
  },
  {
    id: "travel",
    label: "旅行",
    en: "Setting out on a journey",
    summary_ja: "旅行・出発の日。旅に吉とされる暦注を加点し、不成就日と往亡日は選ばない。",
    summary_en: "The day to set out: signs good for travel count for it; never fujōju-bi or ōmō-nichi (going to ruin).",
    excluded: ["fujoju", "oumou", ...badDaysExcluded("travel")],
    excluded_except: {},
    favourable: {
      taian: 2,
      tensha: 2, daimyo: 2, tora: 2,
      tatsu: 2, taira: 2,
      "bou-room": 1, "shin-heart": 1, "gyuu-ox": 2, "heki-wall": 1, "kei-legs": 1, "sei-well": 1, "chou-extended-net": 1, "yoku-wings": 1,
      "tenichi-tenjou": 2,
    },
    unfavourable: {
      shakku: 1, butsumetsu: 1,
      ...GRAVE, kiko: 3,
      sadan: 2, ayabu: 3,
    },
    basis:
      "往亡日 ('go and perish') excludes a day; 寅の日 (the tiger goes a thousand leagues and returns), 大明日, 建 and 平, the sixteen days of 天一天上 (no direction blocked) and the mansions almanacs mark good for 旅行 count for it, and 帰忌日 (the way home barred), 危 and 定 (both bad for travel), 大禍日 among the three evil days, 赤口 and 仏滅 count against it." + NEVER,
  },
  {
    id: "funeral",
    label: "葬儀",
    en: "Funeral",
    summary_ja: "葬儀・告別式の日。友引は選ばず、弔事を忌む暦注と凶事が重なるとされる日を減点する。",
    summary_en: "The day for a funeral: never tomobiki; days that forbid rites for the dead or make misfortune repeat count against it.",
    excluded: ["tomobiki", ...badDaysExcluded("funeral")],
    excluded_except: {},
    favourable: {
      butsumetsu: 1,
      nozoku: 1, toru: 1, tozu: 1,
      "heki-wall": 2,
    },
    unfavourable: {
      juu: 3, fuku: 3, taika: 2, rouzeki: 2, metsumon: 2, chika: 2, "ten-on": 1,
      hiraku: 2,
      "kaku-horn": 2, "shin-heart": 1, "ki-winnowing-basket": 1, "jo-girl": 1, "shitsu-encampment": 1, "sei-star": 1,
      hassen: 1,
    },
    basis:
      "友引 ('pulling a friend along') is never used; few signs are sought for funerals, so the project counts those almanacs name for rites and burial (壁宿 for 葬送, 除 and 執 for 祭祀, 閉 for graves) and 仏滅, on which funerals are customary, never uses 十死日 (not even for funerals) but allows 受死日 (bad for everything else, yet funerals may be held), and subtracts 重日 and 復日 (misfortune repeats), 地火日, the three evil days (bad for 仏事), 天恩日 (not for sad events), 開 and the mansions marked bad for 葬式, and 八専.",
  },
  {
    id: "wallet",
    label: "財布の新調",
    en: "Starting a new wallet",
    summary_ja: "新しい財布を買う・使い始める日。金運の吉日と、満ちる・納める日を加点し、破る日を大きく減点する。",
    summary_en: "The day to buy or first use a new wallet: money-luck days and days that fill and gather count for it, the breaking day counts most against it.",
    excluded: ["fujoju", ...badDaysExcluded("wallet")],
    excluded_except: {},
    favourable: {
      taian: 2,
      "ichiryu-manbai": 3, tensha: 3, tora: 2, mi: 2, "tsuchinoto-mi": 3, daimyo: 1,
      mitsu: 2, osan: 2, naru: 1, tozu: 1,
      "kou-neck": 1, "ki-winnowing-basket": 1,
    },
    unfavourable: {
      butsumetsu: 1, shakku: 1,
      yaburu: 3, toru: 2,
      "ryuu-willow": 1,
    },
    basis:
      "The custom is modern but rests on old signs: 一粒万倍日 and 天赦日 for growth, 寅の日 (spent money comes home), 巳の日 and 己巳の日 (Benzaiten's money luck), 満 (filling), 納 (taking in), 閉 (good for 金銭出納) and the mansions good for buying and collecting; 破 (a wallet that breaks), 執 (bad for money going in and out), and 柳宿 (cutting off) count against it." + NEVER,
  },
];
