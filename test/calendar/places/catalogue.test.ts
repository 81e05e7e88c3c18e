/**
 * The catalogue (calendar/places/catalogue.ts, read from place-table.ts and key-table.ts): one rank
 * order, Japan's places (as calendar/places/japan.ts makes them) then the world's cities by
 * population; ids unique and slug-shaped across all; each place by its id.
 */
import { describe, expect, it } from "vitest";
import { placeAt, placeById, placeCount, placeKeys } from "../../../calendar/places/catalogue.ts";
import { japanPlaces } from "../../../calendar/places/japan.ts";
import { PLACE_ID_PATTERN } from "../../../calendar/places/place.ts";

const all = Array.from({ length: placeCount() }, (_, rank) => placeAt(rank));
const world = all.slice(japanPlaces().length);

describe("the catalogue", () => {
  it("holds Japan's places and keys as calendar/places/japan.ts makes them, first", () => {
    const japan = japanPlaces();
    expect(all.slice(0, japan.length)).toEqual(japan.map(({ place }) => place));
    expect(japan.map((_, rank) => placeKeys(rank))).toEqual(japan.map(({ keys }) => keys));
  });

  it("holds Japan's 1,963 places and the world's cities, none of them in Japan", () => {
    expect(all).toHaveLength(1963 + world.length);
    expect(world.length).toBeGreaterThan(25_000);
    expect(world.length).toBeLessThan(27_000);
    expect(world.filter((p) => p.country === "JP")).toEqual([]);
    expect(new Set(world.map((p) => p.kind))).toEqual(new Set(["city"]));
    for (const p of world.slice(0, 100)) expect(p.country, p.id).toMatch(/^[A-Z]{2}$/);
  });

  it("gives every place a unique, slug-shaped id, and finds it by that id", () => {
    const ids = all.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !PLACE_ID_PATTERN.test(id))).toEqual([]);
    expect(all.filter((p) => placeById(p.id) !== p).map((p) => p.id)).toEqual([]);
  });

  it("answers null for an unknown id", () => {
    expect(placeById("no-such-place")).toBeNull();
    expect(placeById("")).toBeNull();
    expect(placeById("Sapporo")).toBeNull();
  });

  it("names the cities by their ASCII names' slugs, the most populous keeping the plain one", () => {
    expect(placeById("new-york-city")).toMatchObject({
      label: "ニューヨーク",
      kana: "ニューヨーク",
      en: "New York City",
      kind: "city",
      prefecture: null,
      country: "US",
      tz: "America/New_York",
      code: null,
    });
    expect(placeById("paris")).toMatchObject({ label: "パリ", en: "Paris", country: "FR", tz: "Europe/Paris" });
    expect(placeById("paris-us")).toMatchObject({ en: "Paris", country: "US" });
    expect(placeById("london")).toMatchObject({ country: "GB", tz: "Europe/London" });
    expect(placeById("london-ca")).toMatchObject({ country: "CA" });
    expect(placeById("beijing")).toMatchObject({ label: "Beijing", kana: null, tz: "Asia/Shanghai" });
  });

  it("keeps coordinates to 4 decimals and a zone for every city", () => {
    const bad = world.filter(
      (p) =>
        !(Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180) ||
        Number(p.latitude.toFixed(4)) !== p.latitude ||
        Number(p.longitude.toFixed(4)) !== p.longitude ||
        !/^[A-Za-z_]+(\/[A-Za-z_\-0-9+]+)+$/.test(p.tz),
    );
    expect(bad).toEqual([]);
  });
});
