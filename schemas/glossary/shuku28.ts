/**
 * Glossary of `shuku28` (二十八宿, the 28 lunar mansions). Several mansions share a reading
 * (箕・危・鬼 are all き), so an id is the reading plus the mansion's English name.
 */
import { SHUKU_28, type Shuku } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

const SOURCE =
  "the unbroken 28-day cycle, 牛 included, kept since the 貞享暦 (1685): おおい町暦会館 (tutimikado.net); the calendar library tsupo/tamo, shuku[(RD − 4) % 28]";

/** The rule of mansion `i` (index in SHUKU_28). */
const rule = (i: number): string => `(Julian Day Number + 11) mod 28 = ${i} (2000-01-01 is 胃)`;

/** One mansion: id, reading, English name and the two summaries. */
type Mansion = readonly [id: string, kana: string, en: string, summaryJa: string, summaryEn: string];

// prettier-ignore
const MANSIONS: Record<Shuku, Mansion> = {
  角: ["kaku-horn", "かく", "Horn", "東方青龍の第一宿。柱立て・普請・婚礼・着初めに吉、葬式は凶とされる。", "First mansion of the eastern Azure Dragon: good for raising pillars, building, weddings and first wearing new clothes; bad for funerals."],
  亢: ["kou-neck", "こう", "Neck", "東方の第二宿。衣類の仕立て・買い物・種まき・婚約に吉、建築や造作は凶。", "Second eastern mansion: good for tailoring, shopping, sowing and engagements; bad for building."],
  氐: ["tei-root", "てい", "Root", "東方の第三宿。婚礼・開店・新しく始めること・酒造りに吉、着初めは凶。", "Third eastern mansion: good for weddings, openings, new beginnings and brewing; bad for first wearing new clothes."],
  房: ["bou-room", "ぼう", "Room", "東方の第四宿。婚礼・旅行・移転・開店・祭祀・棟上げと、多くのことに吉とされる。", "Fourth eastern mansion, good for much: weddings, travel, moving, openings, rites and raising the ridgepole."],
  心: ["shin-heart", "しん", "Heart", "東方の第五宿。祭祀・移転・旅行に吉、婚礼・建築・葬式は凶。", "Fifth eastern mansion: good for rites, moving and travel; bad for weddings, building and funerals."],
  尾: ["bi-tail", "び", "Tail", "東方の第六宿。婚礼・開店・移転・造作・新規事に吉、着初めと裁縫は凶。", "Sixth eastern mansion: good for weddings, openings, moving, carpentry and new ventures; bad for new clothes and sewing."],
  箕: ["ki-winnowing-basket", "き", "Winnowing Basket", "東方の第七宿。土を動かすこと・池掘り・仕入れ・集金・改築に吉、婚礼と葬式は凶。", "Seventh eastern mansion: good for earthworks, digging ponds, buying stock, collecting money and rebuilding; bad for weddings and funerals."],
  斗: ["to-dipper", "と", "Dipper", "北方玄武の第一宿。土の掘り起こし・倉の建築・造作・新規事に吉。", "First mansion of the northern Black Tortoise: good for turning soil, building storehouses, carpentry and new ventures."],
  牛: ["gyuu-ox", "ぎゅう", "Ox", "北方の第二宿で、牽牛（彦星）にちなむ。移転・旅行をはじめ万事に吉とされる。", "Second northern mansion, named for the Herd Boy star of Tanabata: good for moving, travel and everything else."],
  女: ["jo-girl", "じょ", "Girl", "北方の第三宿で、織女にちなむ。稽古事の始めに吉、訴訟・婚礼・葬式は凶。", "Third northern mansion, named for the Weaver Girl: good for starting lessons; bad for lawsuits, weddings and funerals."],
  虚: ["kyo-emptiness", "きょ", "Emptiness", "北方の第四宿。学問の始めや着初めに吉だが、相談事など進んで動くことは凶で、慎む日とされる。", "Fourth northern mansion: good for beginning studies and new clothes, but a day of restraint on which talks and bold moves are bad."],
  危: ["ki-rooftop", "き", "Rooftop", "北方の第五宿。壁塗り・家の修理・船の普請・酒造りに吉。転居を凶とする暦もある。", "Fifth northern mansion: good for plastering, house repairs, shipbuilding and brewing; some almanacs mark moving house as bad."],
  室: ["shitsu-encampment", "しつ", "Encampment", "北方の第六宿。祭祀・婚礼・祝い事・造作に吉、葬儀は凶。", "Sixth northern mansion: good for rites, weddings, celebrations and building; bad for funerals."],
  壁: ["heki-wall", "へき", "Wall", "北方の第七宿。新規事・旅立ち・婚礼・衣類の裁断・建築に吉で、子孫繁栄の日ともいう。南へ向かうことは凶。", "Seventh northern mansion: good for new ventures, setting out, weddings, cutting cloth and building, and said to bless descendants; heading south is bad."],
  奎: ["kei-legs", "けい", "Legs", "西方白虎の第一宿。柱立て・棟上げ・祭祀・旅行・開店に吉。移転や新築を凶とする暦もある。", "First mansion of the western White Tiger: good for pillars, ridgepoles, rites, travel and openings; some almanacs mark moving and new houses as bad."],
  婁: ["rou-bond", "ろう", "Bond", "西方の第二宿。土を動かす造作・婚礼・契約・取引の始め・造園に吉。", "Second western mansion: good for earthworks, weddings, contracts, opening trade and gardening."],
  胃: ["i-stomach", "い", "Stomach", "西方の第三宿。公の事に関わるのは吉、私事にこだわるのは凶とされる。", "Third western mansion: public business goes well, private affairs do not."],
  昴: ["bou-hairy-head", "ぼう", "Hairy Head", "西方の第四宿（すばる）。神仏への参詣・祝い事・開店・新規事に吉、造作や改修は凶。", "Fourth western mansion, the Pleiades: good for shrine and temple visits, celebrations, openings and new ventures; bad for building work."],
  畢: ["hitsu-net", "ひつ", "Net", "西方の第五宿。祭祀・婚礼・屋根葺き・棟上げ・取引の始めに吉。", "Fifth western mansion: good for rites, weddings, roofing, ridgepole raisings and opening trade."],
  觜: ["shi-turtle-beak", "し", "Turtle Beak", "西方の第六宿。稽古始めや仕事始めに吉、造作と着初めは凶。", "Sixth western mansion: good for starting lessons or work; bad for building and new clothes."],
  参: ["shin-three-stars", "しん", "Three Stars", "西方の第七宿。仕入れ・新しい取引・祝い事に吉。", "Seventh western mansion: good for buying stock, new business dealings and celebrations."],
  井: ["sei-well", "せい", "Well", "南方朱雀の第一宿。祭祀・種まき・井戸掘り・建築・旅行に吉。", "First mansion of the southern Vermilion Bird: good for rites, sowing, digging wells, building and travel."],
  鬼: ["ki-ghost", "き", "Ghost", "南方の第二宿で、二十八宿でいちばんの吉日（鬼宿日）。婚礼だけは凶で、ほかは万事に吉。", "Second southern mansion and the best day of the 28 (kishuku-nichi): everything is lucky except weddings."],
  柳: ["ryuu-willow", "りゅう", "Willow", "南方の第三宿。何事にも用いない凶日で、物事を断ち切ることだけに向くとされる。", "Third southern mansion: an unlucky day used for nothing, fit only for cutting ties."],
  星: ["sei-star", "せい", "Star", "南方の第四宿。乗馬始めや治療始めに吉、婚礼と葬儀は凶。", "Fourth southern mansion: good for first riding and starting medical treatment; bad for weddings and funerals."],
  張: ["chou-extended-net", "ちょう", "Extended Net", "南方の第五宿。旅行・婚礼・就職に吉で、種まきにもよいとされる。", "Fifth southern mansion: good for travel, weddings and taking up a post, and for sowing."],
  翼: ["yoku-wings", "よく", "Wings", "南方の第六宿。種まき・植え付け・旅行に吉、婚礼は凶。", "Sixth southern mansion: good for sowing, planting and travel; bad for weddings."],
  軫: ["shin-chariot", "しん", "Chariot", "南方の第七宿。地鎮祭・落成・祭祀・普請に吉、衣類の裁断は凶とされる。", "Seventh southern mansion: good for groundbreaking rites, completions, rites and building; bad for cutting cloth."],
};

const TEXTS = Object.fromEntries(
  SHUKU_28.map((label, i) => {
    const [id, kana, en, summary_ja, summary_en] = MANSIONS[label];
    return [label, { id, kana, en, summary_ja, summary_en, rule: rule(i), source: SOURCE } satisfies EntryText];
  }),
) as Record<Shuku, EntryText>;

/** The 28 shuku28 entries in SHUKU_28 order (角 first). */
export const SHUKU28_ENTRIES = fieldEntries("shuku28", SHUKU_28, TEXTS);
