/**
 * The 候 of a longitude and back (calendar/solar-terms/kou72.ts): `kou72Longitude` inverts `kou72Index` on every 候 and
 * every 5° step, and `kou72Term` names the 節気 and third the glossary wrote from its own arithmetic before
 * ((315 + 5i) mod 360, its 15° step, i mod 3).
 */
import { describe, expect, it } from "vitest";
import { KOU_72, SEKKI_24 } from "../../../calendar/names.ts";
import { sekkiAtLongitude } from "../../../calendar/solar-terms/sekki.ts";
import { kou72Index, kou72Longitude, kou72Term } from "../../../calendar/solar-terms/kou72.ts";

describe("kou72Longitude", () => {
  it("inverts kou72Index on every 候 and every 5° step", () => {
    for (const i of KOU_72.keys()) expect(kou72Index(kou72Longitude(i))).toBe(i);
    for (let longitude = 0; longitude < 360; longitude += 5) expect(kou72Longitude(kou72Index(longitude))).toBe(longitude);
  });

  it("starts 東風解凍 at 立春 (315°) and 鶏始乳 at 310°", () => {
    expect([kou72Longitude(0), kou72Longitude(71), kou72Longitude(72)]).toEqual([315, 310, 315]);
  });
});

describe("kou72Term", () => {
  it("gives the 節気 and third of the former arithmetic, and the 節気 that starts with the first third", () => {
    // 東風解凍 is 立春's first 候, 魚上氷 its third; 鶏始乳 is 大寒's third (the 72 run 立春 → 大寒, three a 節気).
    const named = (i: number) => ({ sekki: SEKKI_24[kou72Term(i).sekki], third: kou72Term(i).third });
    expect([named(0), named(2), named(3), named(71)]).toEqual([
      { sekki: "立春", third: 0 },
      { sekki: "立春", third: 2 },
      { sekki: "雨水", third: 0 },
      { sekki: "大寒", third: 2 },
    ]);
    for (const i of KOU_72.keys()) if (kou72Term(i).third === 0) expect(sekkiAtLongitude(kou72Longitude(i))).not.toBeNull();
  });
});
