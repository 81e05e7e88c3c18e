/**
 * `rules=` on day, range and bulk as users meet it (docs/interface.md#schools-rules): the real Node server
 * (`startServer`, its compressor included) over the shared 2026 tree, asked with Node fetch, which sends
 * Accept-Encoding and decodes: a Pro body names its day rules and is computed under them, a Pro CSV names them in
 * X-Rules, the ETag follows the rules whatever spells them, and an unknown value is the API's 400.
 */
import { describe, expect, it } from "vitest";
import { TOKENS } from "../fixtures.ts";
import { realServerForSuite } from "../mcp/real-server.ts";

const base = realServerForSuite();
const PRO = { authorization: `Bearer ${TOKENS.pro}` };
const get = (target: string, headers: Record<string, string> = PRO) => fetch(`${base()}${target}`, { headers });

type Day = { readonly iso: string; readonly notes_arr: readonly { readonly id: string }[] };

/** The days of a body that carry a note. */
const withNote = (days: readonly Day[], id: string): string[] => days.filter((d) => d.notes_arr.some((n) => n.id === id)).map((d) => d.iso);

describe("rules= on day, range and bulk through the real server", () => {
  it("computes a compressed Pro range under daimyo:21 and names the rules applied", async () => {
    const plain = await get("/gw/range/2026-01-01/2026-12-31");
    const short = await get("/gw/range/2026-01-01/2026-12-31?rules=daimyo:21");
    expect(short.status).toBe(200);
    expect(short.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    const [a, b] = [(await plain.json()) as { rules: object; days: Day[] }, (await short.json()) as { rules: object; days: Day[] }];
    expect(a.rules).toEqual({ daimyo: "25", shanichi: "noon", jippoukure: "10days", kyusei_day: "koyomi8" });
    expect(b.rules).toEqual({ daimyo: "21", shanichi: "noon", jippoukure: "10days", kyusei_day: "koyomi8" });
    // The 21-day list is the 25 less 己巳, 庚午, 丁未 and 戊午: fewer days, none added.
    const [all, fewer] = [withNote(a.days, "daimyo"), withNote(b.days, "daimyo")];
    expect(fewer.length).toBeGreaterThan(0);
    expect(fewer.length).toBeLessThan(all.length);
    expect(fewer.every((iso) => all.includes(iso))).toBe(true);
  });

  it("names a Pro CSV's rules in X-Rules, keys the ETag on the rules, and refuses an unknown value", async () => {
    const csv = await get("/gw/range/2026-01-01/2026-01-31?format=csv&rules=tyme4ts");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("x-rules")).toBe("daimyo=25, shanichi=noon, jippoukure=10days, kyusei_day=tyme4ts");
    const etag = async (target: string) => (await get(target)).headers.get("etag");
    expect(await etag("/gw/day/2026-05-05?rules=tyme4ts")).toBe(await etag("/gw/day/2026-05-05?rules=kyusei_day:tyme4ts"));
    expect(await etag("/gw/day/2026-05-05?rules=tyme4ts")).not.toBe(await etag("/gw/day/2026-05-05"));
    const bad = await get("/gw/bulk/2026?rules=kyusei_day:nine");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "INVALID_PARAMETER", parameter: "rules", value: "kyusei_day:nine" });
  });
});
