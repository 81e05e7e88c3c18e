/**
 * A point's sun, moon and sky on Workers (issue 52): edge-rules/origin/point-times.ts bundled by wrangler with
 * calendar/astronomy/engine-web.ts (astronomy-engine's ES module build, no `require`) and run in workerd answers the
 * same bytes as on Node, where the generator's engine.ts (the CommonJS build) is another module instance: so both
 * builds and both ΔT installations agree to the minute and to the 0.1° of every field; in a zone (`tz=`), workerd's
 * `Intl` gives the same clock as Node's across a change of its offsets.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPoint } from "../../../edge-rules/origin/point-times.ts";
import { standInProRange } from "../../support/stand-in-records.ts";
import { zoneOf } from "../../../calendar/time/zone-clock.ts";
import { removeDir, scratchDir } from "./harness.ts";

const { unstable_startWorker } = await import("wrangler");

const POINTS = [
  { latitude: 43.0621, longitude: 141.3544, elevation: 0 },
  { latitude: 35.0013, longitude: 135.7909, elevation: 212 },
  { latitude: 69.6492, longitude: 18.9553, elevation: 0 },
  { latitude: -33.8568, longitude: 151.2153, elevation: 9000 },
] as const;

let worker: Awaited<ReturnType<typeof unstable_startWorker>> | undefined;
let url: URL | undefined;
const dir = scratchDir("point-sky");
beforeAll(async () => {
  // A config of its own: without one, wrangler would find the project's wrangler.jsonc (its bindings, its entry).
  const config = join(dir, "point-sky-wrangler.json");
  const main = fileURLToPath(new URL("./point-sky-worker.ts", import.meta.url));
  writeFileSync(config, JSON.stringify({ name: "point-sky-test", main, compatibility_date: "2026-04-20", send_metrics: false }));
  worker = await unstable_startWorker({
    config,
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      persist: join(dir, "state"),
      watch: false,
      liveReload: false,
      logLevel: "warn",
    },
  });
  await worker.ready;
  url = await worker.url;
}, 120_000);
afterAll(async () => {
  await worker?.dispose();
  await removeDir(dir);
}, 60_000);

describe("a point's times in workerd", () => {
  for (const [i, point] of POINTS.entries()) {
    it(`${point.latitude},${point.longitude} ${point.elevation} m: the same bytes as Node over 31 days`, async () => {
      const body = standInProRange(i % 2 === 0 ? "2026-06-01" : "2099-12-15", 31);
      const query = `lat=${point.latitude}&lon=${point.longitude}&elev=${point.elevation}`;
      const answer = await fetch(new URL(`/?${query}`, url), { method: "POST", body });
      expect(answer.status).toBe(200);
      const node = new TextDecoder().decode(applyPoint(new TextEncoder().encode(body), point));
      expect(await answer.text()).toBe(node);
      expect(node).toContain('"sky":{"point":');
    });
  }

  it("Longyearbyen's midnight sun and polar night (78.22,15.65): the same bytes as Node, sky.none naming the reasons", async () => {
    const point = { latitude: 78.22, longitude: 15.65, elevation: 0 };
    for (const [from, reason] of [
      ["2026-06-18", "always-above"],
      ["2026-12-18", "always-below"],
    ] as const) {
      const body = standInProRange(from, 7);
      const answer = await fetch(new URL(`/?lat=78.22&lon=15.65&elev=0`, url), { method: "POST", body });
      expect(answer.status).toBe(200);
      const node = new TextDecoder().decode(applyPoint(new TextEncoder().encode(body), point));
      expect(await answer.text()).toBe(node);
      expect(node).toContain(`"none":{"sun.rise":"${reason}","sun.set":"${reason}",`);
    }
  });

  it("New York on its own clock (tz=America/New_York) across its 2026 changes: the same bytes as Node", async () => {
    const point = { latitude: 40.7128, longitude: -74.006, elevation: 0 };
    for (const from of ["2026-02-25", "2026-10-20"]) {
      const body = standInProRange(from, 20);
      const answer = await fetch(new URL(`/?lat=40.7128&lon=-74.006&elev=0&tz=America/New_York`, url), { method: "POST", body });
      expect(answer.status).toBe(200);
      const node = new TextDecoder().decode(applyPoint(new TextEncoder().encode(body), point, zoneOf("America/New_York")));
      expect(await answer.text()).toBe(node);
      expect(node).toContain('"clock":{"tz":"America/New_York","offset":"-05:00"}');
      expect(node).toContain('"clock":{"tz":"America/New_York","offset":"-04:00"}');
    }
  });
});
