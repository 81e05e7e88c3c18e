/**
 * The edge's astronomy-engine (engine-web.ts, the ES module build) against the generator's (engine.ts, the
 * CommonJS build): two module instances, each on the project's ΔT, so the same instants and the same point times;
 * and horizon.ts's copy of the engine's `KM_PER_AU`.
 */
import { describe, expect, it } from "vitest";
import { astronomy, KM_PER_AU as ENGINE_KM_PER_AU } from "../../../calendar/astronomy/engine.ts";
import { webEngine } from "../../../calendar/astronomy/engine-web.ts";
import { KM_PER_AU } from "../../../calendar/astronomy/horizon.ts";
import { pointSky } from "../../../calendar/astronomy/point-sky.ts";
import { dayNumber } from "../../../calendar/time/day-number.ts";

describe("engine-web.ts, the edge's engine", () => {
  it("is another module instance than engine.ts's, on the same ΔT", () => {
    expect(webEngine.MakeTime).not.toBe(astronomy.MakeTime);
    for (const iso of ["1873-01-01T00:00:00Z", "1990-05-05T12:00:00Z", "2075-06-01T00:00:00Z", "2100-12-31T23:59:00Z"]) {
      const web = webEngine.MakeTime(new Date(iso));
      const node = astronomy.MakeTime(new Date(iso));
      expect(web.tt, iso).toBe(node.tt);
    }
  });

  it("gives point-sky.ts the same instants as engine.ts", () => {
    const point = { latitude: 43.0621, longitude: 141.3544, elevation: 120 };
    const from = dayNumber(2099, 12, 20);
    expect(pointSky(webEngine).pointSkyDays(point, from, from + 14)).toEqual(pointSky(astronomy).pointSkyDays(point, from, from + 14));
  });

  it("horizon.ts's KM_PER_AU is the engine's", () => {
    expect(KM_PER_AU).toBe(ENGINE_KM_PER_AU);
  });
});
