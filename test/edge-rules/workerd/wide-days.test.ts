/**
 * The whole calendar on Workers: days at both ends of the coverage and in between (1873-01-01, the first day any
 * tree covers; 1950-07-07, in Japan's summer time; 2100-12-31, the last) answered by the worker in workerd exactly as
 * the Node server answers them — lite, Pro, Pro with `place=sapporo` and `lang=en`, a point's range
 * (`place=lat,lon&elev=`), the month's range and its month page, the moment of the day's first and last minutes and a
 * birth chart (and both on a `tz=` zone's clock) — body, status and ETag. Each day's tree is one the run's other files
 * generate anyway (test/support/generated-tree.ts: 1873–1888 and 1948–1951 are civil-clock.test.ts's, 2100
 * derived-days.test.ts's; a tree of its own is ~3 s of CPU), served by one workerd after another.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS as NODE_TOKENS } from "../fixtures.ts";
import { removeDir, request, seededState, startWorkerd, TOKENS, type Workerd } from "./harness.ts";

/** Each day and the span of the shared tree it is served from. */
const DAYS = [
  ["1873-01-01", 1873, 1888],
  ["1950-07-07", 1948, 1951],
  ["2100-12-31", 2100, 2100],
] as const;

/** What each day is asked: path and query, and whether with a Pro token. */
function asks(iso: string): { path: string; pro: boolean }[] {
  const month = iso.slice(0, 7);
  return [
    { path: `/gw/day/${iso}`, pro: false },
    { path: `/gw/day/${iso}`, pro: true },
    { path: `/gw/day/${iso}?place=sapporo&lang=en`, pro: true },
    { path: `/gw.php?fn=day&date=${iso}&place=sapporo&lang=en`, pro: true },
    // A point's times computed per request (engine-web.ts in workerd, engine.ts's twin on Node): Tromsø's polar night and day.
    { path: `/gw/range/${month}-01/${iso}?place=69.6492,18.9553&elev=100`, pro: true },
    { path: `/gw/range/${month}-01/${iso}`, pro: true },
    { path: `/gw/range/${month}-01/${iso}?lang=en`, pro: false },
    { path: `/cal/${iso.slice(0, 4)}/${iso.slice(5, 7)}`, pro: false },
    { path: `/cal/${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8)}`, pro: false },
    // The first minute of 1873 and the last of 2100 stand on the 節 of the years outside the coverage (outer-setsu.json).
    { path: `/gw/moment/${iso}T00:00+09:00`, pro: false },
    { path: `/gw/moment/${iso}T23:59+09:00?lang=en`, pro: false },
    { path: `/gw/birth/${iso}T12:00?sex=female`, pro: true },
    // A zone's clock from workerd's own Intl (IANA tz): Kolkata's of 1873 was Madras time, not +05:30.
    { path: `/gw/birth/${iso}T12:00?tz=Asia/Kolkata&sex=male&lang=en`, pro: true },
    { path: `/gw/moment/${iso}T09:30?tz=America/New_York`, pro: false },
  ];
}

const trees = new Map<string, GeneratedTree>();
/** The seeded KV state of this file's workers (its own copy: the process's shared worker persists into another). */
let state: string | Error | undefined;
beforeAll(async () => {
  try {
    state = await seededState();
  } catch (error) {
    state = error instanceof Error ? error : new Error(String(error));
  }
  for (const [iso, from, to] of DAYS) trees.set(iso, await generatedTree(from, to));
}, 300_000);
afterAll(async () => {
  for (const tree of trees.values()) tree.cleanup();
  if (typeof state === "string") await removeDir(state);
}, 60_000);

describe("workerd answers the ends of the calendar and a day between like Node", () => {
  for (const [iso] of DAYS) {
    it(`${iso}: lite, Pro, place=sapporo with lang=en, the month's range and pages`, async () => {
      if (typeof state !== "string") throw state ?? new Error("no seeded state");
      const tree = trees.get(iso)!;
      let worker: Workerd | undefined;
      try {
        worker = await startWorkerd({ assets: join(tree.dir, "public"), state });
        for (const { path, pro } of asks(iso)) {
          const headers: Record<string, string> = { accept: path.startsWith("/cal/") ? "text/html" : "application/json" };
          const answer = await request(worker.url, path, {
            headers: pro ? { ...headers, authorization: `Bearer ${TOKENS.ultra}` } : headers,
          });
          const node = await tree.handler(
            new Request(`http://x${path}`, { headers: pro ? { ...headers, authorization: `Bearer ${NODE_TOKENS.pro}` } : headers }),
          );
          expect(answer.status, path).toBe(200);
          expect(node.status, path).toBe(200);
          expect(answer.body, path).toBe(await node.text());
          expect(answer.headers.etag, path).toBe(node.headers.get("etag"));
        }
        const sapporo = JSON.parse(
          (await request(worker.url, `/gw/day/${iso}?place=sapporo&lang=en`, { headers: { authorization: `Bearer ${TOKENS.ultra}` } }))
            .body,
        );
        expect(sapporo.day.iso).toBe(iso);
        expect(sapporo.day.sun.rise).toMatch(/^[0-9]{2}:[0-9]{2}$/);
      } finally {
        await worker?.dispose();
      }
    }, 120_000);
  }
});
