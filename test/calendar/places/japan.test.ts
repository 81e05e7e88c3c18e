/**
 * Japan's places (calendar/places/japan.ts): the 47 capitals as calendar/astronomy/places.ts has
 * them, every municipality and ward with its romanized id and English name, and the id rule where
 * readings meet.
 */
import { describe, expect, it } from "vitest";
import { PLACES } from "../../../calendar/astronomy/places.ts";
import { japanPlaces } from "../../../calendar/places/japan.ts";
import { PLACE_ID_PATTERN } from "../../../calendar/places/place.ts";

const places = japanPlaces().map(({ place }) => place);
const byId = new Map(places.map((place) => [place.id, place]));
const byLabel = (label: string, prefecture: string) => places.find((p) => p.label === label && p.prefecture === prefecture)!;

describe("japanPlaces", () => {
  it("holds the 47 capitals first, with their ids, NAOJ points and city codes, then 1,916 municipalities and wards in code order", () => {
    expect(places).toHaveLength(47 + 1916);
    PLACES.forEach((capital, i) => {
      expect(places[i], capital.id).toMatchObject({
        id: capital.id,
        label: capital.name,
        kind: "capital",
        prefecture: capital.prefecture,
        country: "JP",
        latitude: capital.latitude,
        longitude: capital.longitude,
        tz: "Asia/Tokyo",
      });
    });
    expect(byId.get("sapporo")).toMatchObject({ kana: "さっぽろ", en: "Sapporo", code: "011002" });
    expect(byId.get("saitama")).toMatchObject({ kana: "さいたま", code: "111007" });
    expect(byId.get("tokyo")).toMatchObject({ kana: "とうきょう", en: "Tokyo", code: "130001" });
    const codes = places.slice(47).map((p) => p.code!);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(places.slice(47).map((p) => p.kind))).toEqual(new Set(["municipality", "ward"]));
  });

  it("romanizes ids and English names by word, with the suffix's reading (町 machi or cho, 村 mura or son)", () => {
    expect(byLabel("釧路市", "北海道")).toMatchObject({ id: "kushiro-shi", en: "Kushiro-shi", kana: "くしろし", kind: "municipality" });
    expect(byLabel("札幌市中央区", "北海道")).toMatchObject({
      id: "sapporo-shi-chuo-ku",
      en: "Sapporo-shi Chuo-ku",
      kana: "さっぽろしちゅうおうく",
      kind: "ward",
      code: "011011",
    });
    expect(byLabel("中央区", "東京都")).toMatchObject({ id: "chuo-ku", en: "Chuo-ku", kind: "municipality" });
    expect(byLabel("釧路町", "北海道")).toMatchObject({ id: "kushiro-cho", en: "Kushiro-cho" });
    expect(byLabel("六ヶ所村", "青森県")).toMatchObject({ id: "rokkasho-mura", en: "Rokkasho-mura" });
    expect(byLabel("読谷村", "沖縄県")).toMatchObject({ id: "yomitan-son" });
    expect(byLabel("美里町", "埼玉県").id).toBe("misato-machi-saitama");
    expect(byLabel("美郷町", "秋田県").id).toBe("misato-cho-akita");
  });

  it("adds the prefecture to every municipality of a shared id, and the code where one prefecture has two", () => {
    expect(byLabel("府中市", "東京都").id).toBe("fuchu-shi-tokyo");
    expect(byLabel("府中市", "広島県").id).toBe("fuchu-shi-hiroshima");
    expect(byLabel("府中町", "広島県").id).toBe("fuchu-cho");
    expect(byLabel("伊達市", "北海道").id).toBe("date-shi-hokkaido");
    expect(byLabel("伊達市", "福島県").id).toBe("date-shi-fukushima");
    expect(byLabel("江差町", "北海道").id).toBe("esashi-cho-hokkaido-013617");
    expect(byLabel("枝幸町", "北海道").id).toBe("esashi-cho-hokkaido-015148");
    // A ward carries its city, so the wards named 中央区 never meet.
    expect(places.filter((p) => p.label.endsWith("中央区")).map((p) => p.id)).toContain("osaka-shi-chuo-ku");
  });

  it("gives every place a unique slug id; no municipality's is a capital's", () => {
    expect(new Set(byId.keys()).size).toBe(places.length);
    for (const p of places) expect(p.id, p.label).toMatch(PLACE_ID_PATTERN);
    const capitals = new Set<string>(PLACES.map((p) => p.id));
    expect(places.slice(47).filter((p) => capitals.has(p.id))).toEqual([]);
  });

  it("gives every municipality a code of 6 digits, its reading in hiragana and a position in Japan", () => {
    const bad = places.filter(
      (p) =>
        !/^\d{6}$/.test(p.code!) ||
        !/^[\u3041-\u3096]+$/.test(p.kana!) ||
        !(p.latitude > 20 && p.latitude < 46 && p.longitude > 122 && p.longitude < 154),
    );
    expect(bad).toEqual([]);
  });
});
