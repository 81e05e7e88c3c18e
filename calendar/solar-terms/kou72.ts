/** 七十二候 (shichijūni-kō, the 72 micro-seasons) of the 略本暦 (明治7年). */
import { KOU_72, type Kou } from "../names.ts";
import { mod } from "../time/day-number.ts";

/**
 * 候 index (0 = 東風解凍) of the current 候, from the latest 5° crossing on or before the day.
 * Source: docs/calendar.md §6 (When.exe notes.rb Notes72, 略本暦 column): n = ((λ − 315) / 5) mod 72, starting on the JST day of the crossing.
 */
export function kou72Index(currentCrossingLongitude: number): number {
  return mod((currentCrossingLongitude - 315) / 5, 72);
}

/**
 * The solar longitude (degrees, a multiple of 5 in [0, 360)) whose crossing starts 候 `index`: the inverse of kou72Index,
 * λ = (315 + 5n) mod 360. Source: docs/calendar.md §6 (When.exe notes.rb Notes72, 略本暦 column).
 */
export function kou72Longitude(index: number): number {
  return mod(315 + 5 * index, 360);
}

/**
 * The 節気 a 候 lies in (an index into SEKKI_24, 0 = 春分) and which of its three 候 it is (0 初候, 1 次候, 2 末候): each
 * 節気 of 15° holds three 候 of 5°. Source: docs/calendar.md §6.
 */
export function kou72Term(index: number): { readonly sekki: number; readonly third: number } {
  const longitude = kou72Longitude(index);
  return { sekki: Math.floor(longitude / 15), third: (longitude % 15) / 5 };
}

/** The 略本暦 name of a 候 index. */
export function kou72Name(index: number): Kou {
  return KOU_72[index]!;
}

/**
 * The 72 候 with their readings (読み), index as KOU_72; the first reading where publishers differ.
 * Source: docs/calendar.md §6 table (modern readings cross-checked with koyominote and ameblo; names from When.exe Notes72 略本暦).
 */
export const KOU_READINGS: readonly (readonly [Kou, string])[] = [
  ["東風解凍", "はるかぜこおりをとく"],
  ["黄鶯睍睆", "うぐいすなく"],
  ["魚上氷", "うおこおりをいずる"],
  ["土脉潤起", "つちのしょううるおいおこる"],
  ["霞始靆", "かすみはじめてたなびく"],
  ["草木萌動", "そうもくめばえいずる"],
  ["蟄虫啓戸", "すごもりむしとをひらく"],
  ["桃始笑", "ももはじめてさく"],
  ["菜虫化蝶", "なむしちょうとなる"],
  ["雀始巣", "すずめはじめてすくう"],
  ["桜始開", "さくらはじめてひらく"],
  ["雷乃発声", "かみなりすなわちこえをはっす"],
  ["玄鳥至", "つばめきたる"],
  ["鴻雁北", "こうがんかえる"],
  ["虹始見", "にじはじめてあらわる"],
  ["葭始生", "あしはじめてしょうず"],
  ["霜止出苗", "しもやんでなえいずる"],
  ["牡丹華", "ぼたんはなさく"],
  ["蛙始鳴", "かわずはじめてなく"],
  ["蚯蚓出", "みみずいずる"],
  ["竹笋生", "たけのこしょうず"],
  ["蚕起食桑", "かいこおきてくわをはむ"],
  ["紅花栄", "べにばなさかう"],
  ["麦秋至", "むぎのときいたる"],
  ["螳螂生", "かまきりしょうず"],
  ["腐草為螢", "くされたるくさほたるとなる"],
  ["梅子黄", "うめのみきばむ"],
  ["乃東枯", "なつかれくさかるる"],
  ["菖蒲華", "あやめはなさく"],
  ["半夏生", "はんげしょうず"],
  ["温風至", "あつかぜいたる"],
  ["蓮始開", "はすはじめてひらく"],
  ["鷹乃学習", "たかすなわちわざをならう"],
  ["桐始結花", "きりはじめてはなをむすぶ"],
  ["土潤溽暑", "つちうるおうてむしあつし"],
  ["大雨時行", "たいうときどきふる"],
  ["涼風至", "すずかぜいたる"],
  ["寒蝉鳴", "ひぐらしなく"],
  ["蒙霧升降", "ふかききりまとう"],
  ["綿柎開", "わたのはなしべひらく"],
  ["天地始粛", "てんちはじめてさむし"],
  ["禾乃登", "こくものすなわちみのる"],
  ["草露白", "くさのつゆしろし"],
  ["鶺鴒鳴", "せきれいなく"],
  ["玄鳥去", "つばめさる"],
  ["雷乃収声", "かみなりすなわちこえをおさむ"],
  ["蟄虫坏戸", "むしかくれてとをふさぐ"],
  ["水始涸", "みずはじめてかるる"],
  ["鴻雁来", "こうがんきたる"],
  ["菊花開", "きくのはなひらく"],
  ["蟋蟀在戸", "きりぎりすとにあり"],
  ["霜始降", "しもはじめてふる"],
  ["霎時施", "こさめときどきふる"],
  ["楓蔦黄", "もみじつたきばむ"],
  ["山茶始開", "つばきはじめてひらく"],
  ["地始凍", "ちはじめてこおる"],
  ["金盞香", "きんせんかさく"],
  ["虹蔵不見", "にじかくれてみえず"],
  ["朔風払葉", "きたかぜこのはをはらう"],
  ["橘始黄", "たちばなはじめてきばむ"],
  ["閉塞成冬", "そらさむくふゆとなる"],
  ["熊蟄穴", "くまあなにこもる"],
  ["鱖魚群", "さけのうおむらがる"],
  ["乃東生", "なつかれくさしょうず"],
  ["麋角解", "さわしかのつのおつる"],
  ["雪下出麦", "ゆきわたりてむぎのびる"],
  ["芹乃栄", "せりすなわちさかう"],
  ["水泉動", "しみずあたたかをふくむ"],
  ["雉始雊", "きじはじめてなく"],
  ["款冬華", "ふきのはなさく"],
  ["水沢腹堅", "さわみずこおりつめる"],
  ["鶏始乳", "にわとりはじめてとやにつく"],
];

/** The reading of a 候 index. */
export function kou72Reading(index: number): string {
  return KOU_READINGS[index]![1];
}
