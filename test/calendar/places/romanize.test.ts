/**
 * The romanization of readings (calendar/places/romanize.ts) against romanizations published with
 * their kana: the English names of the 47 prefectures in code4fukui/localgovjp's prefjp
 * (test/reference/jp_prefectures_localgovjp.csv), the ids of the 47 capitals (NAOJ's romanized
 * names), Tokyo's special wards as the wards write themselves, and the Hepburn table's own examples.
 */
import { describe, expect, it } from "vitest";
import { PLACES } from "../../../calendar/astronomy/places.ts";
import { japanPlaces } from "../../../calendar/places/japan.ts";
import { romanize } from "../../../calendar/places/romanize.ts";
import { readReferenceCsv } from "../../support/reference.ts";

describe("romanize", () => {
  it("gives every prefecture's English name in localgovjp from its reading (北海道 whole, else without 都 府 県)", () => {
    const rows = readReferenceCsv("jp_prefectures_localgovjp.csv");
    expect(rows).toHaveLength(47);
    for (const [, name, kana, en] of rows) {
      const stem = name === "北海道" ? kana! : kana!.replace(/(と|ふ|けん)$/, "");
      expect(romanize(stem), name).toBe(en!.toLowerCase());
    }
  });

  it("gives each capital's id from its city's reading (東京 from 東京都's)", () => {
    const capitals = japanPlaces().filter(({ place }) => place.kind === "capital");
    expect(capitals.map(({ place }) => place.id)).toEqual(PLACES.map((p) => p.id));
    for (const { place } of capitals) expect(romanize(place.kana!), place.label).toBe(place.id);
  });

  it("writes Tokyo's special wards as they write their names in English", () => {
    const names =
      "Chiyoda Chuo Minato Shinjuku Bunkyo Taito Sumida Koto Shinagawa Meguro Ota Setagaya Shibuya Nakano Suginami Toshima Kita Arakawa Itabashi Nerima Adachi Katsushika Edogawa";
    const wards = japanPlaces().filter(({ place }) => place.prefecture === "東京都" && place.code!.startsWith("131"));
    expect(wards.map(({ place }) => romanize(place.kana!.slice(0, -1)))).toEqual(names.toLowerCase().split(" "));
  });

  it("drops long vowels, doubles before a consonant (t before ch), keeps ん as n, ei and ii", () => {
    expect(romanize("さっぽろ")).toBe("sapporo");
    expect(romanize("せんだい")).toBe("sendai");
    expect(romanize("とうきょう")).toBe("tokyo");
    expect(romanize("おおさか")).toBe("osaka");
    expect(romanize("ちゅうおう")).toBe("chuo");
    expect(romanize("きゅうしゅう")).toBe("kyushu");
    expect(romanize("はっちょう")).toBe("hatcho");
    expect(romanize("とっとり")).toBe("tottori");
    expect(romanize("ぐんま")).toBe("gunma");
    expect(romanize("しんばし")).toBe("shinbashi");
    expect(romanize("かんおんじ")).toBe("kanonji");
    expect(romanize("にいがた")).toBe("niigata");
    expect(romanize("えいへいじ")).toBe("eiheiji");
    // Only the one vowel after a syllable is dropped: 大内 おおうち is Ouchi, 鳳凰 ほうおう is Hoo.
    expect(romanize("おおうち")).toBe("ouchi");
    expect(romanize("ほうおう")).toBe("hoo");
    expect(romanize("ぢ づ を ふ じゃ ちょ")).toBe("ji zu o fu ja cho");
  });
});
