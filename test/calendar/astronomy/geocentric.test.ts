/**
 * calendar/astronomy/geocentric.ts against astronomy-engine itself: the Sun's and the Moon's geocentric positions and
 * their rotation to the equator of date are the engine's (`GeoVector`, `GeoMoon`, `Rotation_EQJ_EQD`, `RotateVector`)
 * to the bit, at random instants of 1850–2120 and at the nodes of a month of tracks, with both module instances
 * (engine.ts's CommonJS build, engine-web.ts's ES module build). So the tracks (sky-tracks.ts), and every time computed
 * from them, are what they were when the engine computed each node.
 */
import type * as Engine from "astronomy-engine";
import { describe, expect, it } from "vitest";
import { astronomy } from "../../../calendar/astronomy/engine.ts";
import { webEngine } from "../../../calendar/astronomy/engine-web.ts";
import { equatorOfDateInto, geoMoonInto, geoSunInto } from "../../../calendar/astronomy/geocentric.ts";
import { MOON_NODE_MS, SUN_NODE_MS, track } from "../../../calendar/astronomy/sky-tracks.ts";
import { Mismatches } from "../../support/mismatches.ts";
import { seededRandom as random } from "../../support/seeded-random.ts";

const FROM_MS = Date.UTC(1850, 0, 1);
const TO_MS = Date.UTC(2120, 0, 1);
/** Both instances: engine-web.ts's is the whole module, typed as the seam (sky-tracks.ts `SkyEngine`). */
const ENGINES = [
  ["engine.ts", astronomy],
  ["engine-web.ts", webEngine as typeof Engine],
] as const;

/** The components of a vector, for a comparison bit for bit (Mismatches compares numbers by `Object.is`). */
const xyz = (v: { x: number; y: number; z: number }): number[] => [v.x, v.y, v.z];

describe("geocentric.ts, astronomy-engine's positions without its allocations", () => {
  for (const [name, engine] of ENGINES) {
    it(`gives ${name}'s GeoMoon, GeoVector(Sun) and Rotation_EQJ_EQD to the bit at 2,000 random instants`, () => {
      const next = random(name.length);
      const out = new Float64Array(3);
      const eqd = new Float64Array(3);
      const wrong = new Mismatches();
      for (let i = 0; i < 2000; i++) {
        const time = engine.MakeTime(new Date(Math.round(FROM_MS + next() * (TO_MS - FROM_MS))));
        const at = time.date.toISOString();
        const moon = engine.GeoMoon(time);
        geoMoonInto(time.tt, out, 0);
        wrong.check(`Moon ${at}`, [...out], xyz(moon));
        const sun = engine.GeoVector(engine.Body.Sun, time, true);
        geoSunInto(time, (ut) => engine.MakeTime(ut).tt, out, 0);
        wrong.check(`Sun ${at}`, [...out], xyz(sun));
        for (const v of [moon, sun]) {
          equatorOfDateInto(time.tt, new Float64Array(xyz(v)), eqd, 0);
          wrong.check(`EQD ${at}`, [...eqd], xyz(engine.RotateVector(engine.Rotation_EQJ_EQD(time), v)));
        }
      }
      expect(wrong.list).toEqual([]);
    });

    it(`makes sky-tracks.ts's nodes ${name}'s GeoVector rotated to the equator of date, a month of them`, () => {
      const wrong = new Mismatches();
      for (const [body, stepMs] of [
        [engine.Body.Sun, SUN_NODE_MS],
        [engine.Body.Moon, MOON_NODE_MS],
      ] as const) {
        const firstMs = Date.UTC(2099, 11, 1);
        const count = (31 * 86_400_000) / stepMs;
        const nodes = track(engine, body, firstMs, stepMs, count);
        for (let i = 0; i < count; i++) {
          const time = engine.MakeTime(new Date(firstMs + i * stepMs));
          const v = engine.RotateVector(engine.Rotation_EQJ_EQD(time), engine.GeoVector(body, time, true));
          wrong.check(`${body} ${time.date.toISOString()}`, [nodes.x[i], nodes.y[i], nodes.z[i]], xyz(v));
        }
      }
      expect(wrong.list).toEqual([]);
    });
  }
});
