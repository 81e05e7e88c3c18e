/**
 * astronomy-engine for the edge (edge-rules/origin/point-times.ts): its ES module build, imported
 * statically, so wrangler bundles it into the Worker (Workers have no `require`, engine.ts's way).
 * On Node (`npm start`, the tests) it is a second module instance beside engine.ts's CommonJS one,
 * so it gets the project's ΔT itself: the same code and version, the same ΔT, so the same values
 * (test/calendar/astronomy/engine-web.test.ts).
 */
import * as Astronomy from "astronomy-engine";
import { deltaTOver } from "./delta-t.ts";
import type { SkyEngine } from "./sky-tracks.ts";

Astronomy.SetDeltaTFunction(deltaTOver(Astronomy.DeltaT_EspenakMeeus));

/** This instance, on the project's ΔT, for point-sky.ts. */
export const webEngine: SkyEngine = Astronomy;
