/** The engine's ΔT (calendar/astronomy/delta-t.ts; docs/calendar.md §0 "The clock"). */
import { DeltaT_EspenakMeeus } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import { deltaTSeconds, MakeTime } from "../../../calendar/astronomy/engine.ts";

/** Days since J2000 (UT) of a UTC date. */
const ut = (y: number, m = 1, d = 1): number => (Date.UTC(y, m - 1, d) - Date.UTC(2000, 0, 1, 12)) / 86_400_000;

describe("deltaTSeconds", () => {
  it("is Espenak & Meeus's to 2050", () => {
    for (const y of [1873, 1900, 1955, 1990, 2026, 2049]) expect(deltaTSeconds(ut(y))).toBe(DeltaT_EspenakMeeus(ut(y)));
  });

  it("carries the 2005–2050 polynomial on after 2050, joining it without a step", () => {
    const at2050 = ut(2050, 1, 15);
    expect(Math.abs(deltaTSeconds(at2050 + 0.5) - DeltaT_EspenakMeeus(at2050 - 0.5))).toBeLessThan(0.01);
    // 62.92 + 0.32217 t + 0.005589 t² against E&M's 2050–2150 expression (−20 + 32 u² − 0.5628 (2150 − y))
    expect(deltaTSeconds(ut(2074, 1, 15))).toBeCloseTo(117.4, 1);
    expect(deltaTSeconds(ut(2097, 1, 15))).toBeCloseTo(146.8, 1);
    expect(DeltaT_EspenakMeeus(ut(2097, 1, 15))).toBeCloseTo(195.7, 1);
  });

  it("is the clock the engine computes on", () => {
    const time = MakeTime(new Date(Date.UTC(2097, 0, 14)));
    expect((time.tt - time.ut) * 86_400).toBeCloseTo(deltaTSeconds(time.ut), 6);
  });
});
