/**
 * The places of the sun and moon times against their provenance table
 * (test/reference/naoj_places.csv): every capital sits on the NAOJ point the table records.
 */
import { describe, expect, it } from "vitest";
import { PLACES } from "../../../calendar/astronomy/places.ts";
import { readReferenceCsv } from "../../support/reference.ts";

/** `43°04′` or `35°39′27.7″` as decimal degrees. */
function degrees(text: string): number {
  const match = /^(\d+)°(\d+)′(?:([\d.]+)″)?$/.exec(text);
  if (match === null) throw new Error(`not an angle: ${text}`);
  return Number(match[1]) + Number(match[2]) / 60 + Number(match[3] ?? 0) / 3600;
}

describe("places against NAOJ's points (naoj_places.csv)", () => {
  const rows = readReferenceCsv("naoj_places.csv");

  it("lists every capital once, in the table's order", () => {
    expect(rows.map((row) => row[0])).toEqual(PLACES.map((place) => place.id));
  });

  it("puts every place on its recorded point, with origin naoj", () => {
    for (const [id, name, latitude, longitude] of rows) {
      const place = PLACES.find((p) => p.id === id)!;
      expect(place.name, id).toBe(name);
      expect(place.origin, id).toBe("naoj");
      // Whole arc-minutes exactly; Tokyo's decimal point (35.6581, 139.7414) is within 2″ of the
      // seconds 理科年表 prints for it.
      const tolerance = id === "tokyo" ? 2 / 3600 : 1e-9;
      expect(Math.abs(place.latitude - degrees(latitude!)), id).toBeLessThan(tolerance);
      expect(Math.abs(place.longitude - degrees(longitude!)), id).toBeLessThan(tolerance);
    }
  });
});
