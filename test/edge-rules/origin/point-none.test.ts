/**
 * `sky.none` of a point's record (edge-rules/origin/point-times.ts, docs/interface.md#places): every time printed null
 * is named by its path with its reason, the id of a glossary `sky_none` entry, in record order, and nothing else is; a
 * record without a null time has no `none`. Longyearbyen's midnight sun and polar night (always-above, always-below),
 * a day without a moonrise in Tokyo (no-event), on Japan's clock and on the point's own.
 */
import { describe, expect, it } from "vitest";
import { applyPoint } from "../../../edge-rules/origin/point-times.ts";
import { standInProRange } from "../../support/stand-in-records.ts";
import { zoneOf } from "../../../calendar/time/zone-clock.ts";
import { SKY_NONE_PATHS } from "../../../schemas/day.ts";
import { buildGlossary } from "../../../schemas/glossary/index.ts";

type Day = { iso: string; sun: Record<string, unknown>; moon: Record<string, unknown>; sky: Record<string, any> };

/** The records of `days` days from `fromIso` at a point, on Japan's clock or `tz`'s. */
function pointDays(point: { latitude: number; longitude: number }, fromIso: string, days: number, tz?: string): Day[] {
  const body = new TextEncoder().encode(standInProRange(fromIso, days));
  const zone = tz === undefined ? null : zoneOf(tz)!;
  const text = new TextDecoder().decode(applyPoint(body, { ...point, elevation: 0 }, zone));
  return (JSON.parse(text) as { days: Day[] }).days;
}

/** The value at a path of `sky.none` (`sky.twilight.civil.dawn`) in a record. */
const at = (day: Day, path: string): unknown => path.split(".").reduce<any>((node, key) => node?.[key], day);

/** The paths of the record's null times, in SKY_NONE_PATHS (record) order. */
const nullPaths = (day: Day): string[] => SKY_NONE_PATHS.filter((path) => at(day, path) === null);

const GLOSSARY_IDS = buildGlossary().fields.sky_none.map((e) => e.id);
const LONGYEARBYEN = { latitude: 78.22, longitude: 15.65 };
const TOKYO = { latitude: 35.6581, longitude: 139.7414 };

/** Every record: `none` names exactly its null times, in order, each with a glossary id; absent without one. */
function expectNoneNamesTheNulls(days: readonly Day[]): void {
  for (const day of days) {
    for (const path of SKY_NONE_PATHS) expect(at(day, path) === null || typeof at(day, path) === "string", `${day.iso} ${path}`).toBe(true);
    const nulls = nullPaths(day);
    if (nulls.length === 0) {
      expect(day.sky, day.iso).not.toHaveProperty("none");
      continue;
    }
    expect(Object.keys(day.sky).at(-1), day.iso).toBe("none");
    expect(Object.keys(day.sky.none), day.iso).toEqual(nulls);
    for (const reason of Object.values(day.sky.none)) expect(GLOSSARY_IDS, `${day.iso} ${String(reason)}`).toContain(reason);
  }
}

describe("sky.none", () => {
  it("Longyearbyen in June (78.22,15.65): the midnight sun, every null of the Sun always-above", () => {
    for (const tz of [undefined, "Arctic/Longyearbyen"]) {
      const days = pointDays(LONGYEARBYEN, "2026-06-01", 30, tz);
      expectNoneNamesTheNulls(days);
      for (const day of days) {
        expect(day.sun, day.iso).toEqual({ rise: null, set: null });
        const sunNulls = nullPaths(day).filter((p) => !p.startsWith("moon.") && p !== "sky.moon.transit");
        expect(sunNulls, day.iso).toEqual([
          "sun.rise",
          "sun.set",
          "sky.twilight.civil.dawn",
          "sky.twilight.civil.dusk",
          "sky.twilight.nautical.dawn",
          "sky.twilight.nautical.dusk",
          "sky.twilight.astronomical.dawn",
          "sky.twilight.astronomical.dusk",
          "sky.mutsu.ake",
          "sky.mutsu.kure",
        ]);
        for (const path of sunNulls) expect(day.sky.none[path], `${day.iso} ${path}`).toBe("always-above");
      }
    }
  });

  it("Longyearbyen in December: the polar night, sunrise, sunset and civil twilight always-below", () => {
    for (const tz of [undefined, "Arctic/Longyearbyen"]) {
      const days = pointDays(LONGYEARBYEN, "2026-12-01", 31, tz);
      expectNoneNamesTheNulls(days);
      for (const day of days) {
        expect(day.sun, day.iso).toEqual({ rise: null, set: null });
        for (const path of ["sun.rise", "sun.set", "sky.twilight.civil.dawn", "sky.twilight.civil.dusk", "sky.mutsu.ake", "sky.mutsu.kure"])
          expect(day.sky.none[path], `${day.iso} ${path}`).toBe("always-below");
        // The Sun still crosses the meridian (its transit is a time), 11.7° below the horizon at the solstice.
        expect(day.sky.none, day.iso).not.toHaveProperty(["sky.sun.transit"]);
      }
      // The Sun's noon depression is under 12° near the solstice: nautical twilight has a dawn and a dusk then.
      expect(days.find((d) => d.iso === "2026-12-21")!.sky.twilight.nautical.dawn).toMatch(/^\d\d:\d\d$/);
    }
  });

  it("Tokyo's point (35.6581,139.7414) over a year: a day without moonrise names moon.rise no-event; days without a null have no none", () => {
    const days = pointDays(TOKYO, "2026-01-01", 365);
    expectNoneNamesTheNulls(days);
    const noRise = days.filter((d) => d.moon["rise"] === null);
    expect(noRise.length).toBeGreaterThanOrEqual(11);
    for (const day of noRise) expect(day.sky.none["moon.rise"], day.iso).toBe("no-event");
    // Only the Moon misses an event at 35° N: every null is the Moon's, no-event, and most days have none.
    for (const day of days) for (const path of nullPaths(day)) expect(path, day.iso).toMatch(/^(moon\.(rise|set)|sky\.moon\.transit)$/);
    for (const day of days.filter((d) => d.sky.none !== undefined))
      expect(new Set(Object.values(day.sky.none)), day.iso).toEqual(new Set(["no-event"]));
    expect(days.filter((d) => d.sky.none === undefined).length).toBeGreaterThan(300);
  });

  it("every reason a record can print is a glossary sky_none entry, and each entry is printed", () => {
    const printed = new Set<string>();
    for (const [point, from] of [
      [LONGYEARBYEN, "2026-06-01"],
      [LONGYEARBYEN, "2026-12-01"],
      [TOKYO, "2026-01-01"],
    ] as const)
      for (const day of pointDays(point, from, 31)) for (const reason of Object.values(day.sky.none ?? {})) printed.add(reason as string);
    expect([...printed].sort()).toEqual([...GLOSSARY_IDS].sort());
  });
});
