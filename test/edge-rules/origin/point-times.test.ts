/**
 * edge-rules/origin/point-times.ts on Node: a point at a capital's NAOJ coordinates, elevation 0, gives exactly the
 * capital's prerendered `sun` and `moon` for a month's range (the records' other fields untouched).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACES } from "../../../calendar/astronomy/places.ts";
import { applyPoint } from "../../../edge-rules/origin/point-times.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2025, 2025);
});
afterAll(() => tree.cleanup());

async function proBody(path: string): Promise<string> {
  const res = await tree.handler(new Request(`http://x${path}`, { headers: { authorization: `Bearer ${TOKENS.pro}` } }));
  expect(res.status, path).toBe(200);
  return res.text();
}

type Days = { days: Record<string, unknown>[] };

describe("applyPoint", () => {
  for (const id of ["sapporo", "naha", "tokyo"]) {
    it(`at ${id}'s NAOJ point gives ${id}'s prerendered sun and moon for a month`, async () => {
      const place = PLACES.find((p) => p.id === id)!;
      const range = "/gw/range/2025-03-01/2025-03-31";
      const base = await proBody(range);
      const expected = JSON.parse(await proBody(`${range}?place=${id}`)) as Days;
      const point = { latitude: place.latitude, longitude: place.longitude, elevation: 0 };
      const got = JSON.parse(new TextDecoder().decode(applyPoint(new TextEncoder().encode(base), point))) as Days;
      expect(got.days).toHaveLength(31);
      for (const [i, day] of got.days.entries()) {
        const { sky, ...rest } = day;
        expect(rest, String(day["iso"])).toEqual(expected.days[i]);
        expect(sky).toMatchObject({ point: { lat: place.latitude, lon: place.longitude, elev: 0 } });
      }
    });
  }
});
