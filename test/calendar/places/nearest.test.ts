/** The nearest place (calendar/places/nearest.ts): great-circle distances, and the banded search against reading every place. */
import { describe, expect, it } from "vitest";
import { placeAt, placeById, placeCount } from "../../../calendar/places/catalogue.ts";
import { greatCircleKm, nearestPlace } from "../../../calendar/places/nearest.ts";

describe("greatCircleKm", () => {
  it("measures on the mean sphere of 6371.0088 km", () => {
    expect(greatCircleKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6371.0088, 6);
    expect(greatCircleKm(90, 0, -90, 0)).toBeCloseTo(Math.PI * 6371.0088, 6);
    expect(greatCircleKm(0, 179.5, 0, -179.5)).toBeCloseTo((Math.PI / 180) * 6371.0088, 6);
    // Tokyo (NAOJ's point) to Osaka's: about 397 km.
    expect(greatCircleKm(35.6581, 139.7414, 34 + 41 / 60, 135 + 29 / 60)).toBeCloseTo(397, -1);
  });
});

describe("nearestPlace", () => {
  it("finds 釧路市 near its office and New York's zone in Manhattan", () => {
    const kushiro = nearestPlace(42.985, 144.381)!;
    expect(kushiro.place.id).toBe("kushiro-shi");
    expect(kushiro.km).toBeLessThan(0.1);
    expect(nearestPlace(40.7831, -73.9712)!.place.tz).toBe("America/New_York");
    expect(nearestPlace(35.6581, 139.7414)!.place.id).toBe("tokyo");
    expect(nearestPlace(48.8566, 2.3522)!.place.tz).toBe("Europe/Paris");
  });

  it("answers null for a coordinate that is not a number or a latitude beyond ±90°", () => {
    expect(nearestPlace(Number.NaN, 0)).toBeNull();
    expect(nearestPlace(0, Infinity)).toBeNull();
    expect(nearestPlace(91, 0)).toBeNull();
    expect(nearestPlace(90, 0)).not.toBeNull();
    expect(nearestPlace(-90, 0)).not.toBeNull();
  });

  it("agrees with reading every place, on points spread over the globe, at places and beyond ±180° of longitude", () => {
    const count = placeCount();
    const places = Array.from({ length: count }, (_, r) => placeAt(r));
    const points: [number, number][] = [];
    for (let lat = -89.5; lat < 90; lat += 17.3) for (let lon = -179; lon < 180; lon += 23.7) points.push([lat, lon]);
    points.push([35.7, 139.7], [43.06, 141.35], [-33.9, 151.2], [64.1, -21.9], [0, -140], [70, 179.99], [-45, -179.99], [90, 0]);
    for (let r = 0; r < count; r += 1201)
      points.push([places[r]!.latitude, places[r]!.longitude], [places[r]!.latitude - 0.2, places[r]!.longitude + 360.3]);
    for (const [lat, lon] of points) {
      // The least distance, and of the places at it the first in rank.
      let best = places[0]!;
      let bestKm = Infinity;
      for (const p of places) {
        const km = greatCircleKm(lat, lon, p.latitude, p.longitude);
        if (km < bestKm) [best, bestKm] = [p, km];
      }
      expect(nearestPlace(lat, lon), `${lat},${lon}`).toEqual({ place: best, km: bestKm });
    }
  });

  it("of two places at one point, answers the better ranked: a designated city before its ward", () => {
    const sakai = placeById("sakai-shi-osaka")!;
    expect(placeById("sakai-shi-sakai-ku")).toMatchObject({ latitude: sakai.latitude, longitude: sakai.longitude });
    expect(nearestPlace(sakai.latitude, sakai.longitude)).toEqual({ place: sakai, km: 0 });
  });
});
