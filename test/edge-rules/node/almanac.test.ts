/**
 * `place=` and `lang=en` on the server exactly as `npm start` builds it (realServerForSuite: a
 * generated 2026), asked the way people ask: Node fetch with compression on and a Bearer token,
 * and curl with the `token` query credential. The times are NAOJ's published minutes for 那覇 on
 * 2026-06-21 (test/reference/naoj_rise_set_2006_2026.csv, 各地のこよみ s4806).
 */
import { describe, expect, it } from "vitest";
import { curl as curlAt } from "../../support/curl.ts";
import { realServerForSuite } from "../mcp/real-server.ts";
import { TOKENS } from "../fixtures.ts";

const base = realServerForSuite();

describe("place= and lang=en on the real server", () => {
  it("answers Node fetch (gzip accepted) with the place's times and English labels, compressed", async () => {
    const res = await fetch(`${base()}/gw/range/2026-06-20/2026-06-22?place=naha&lang=en`, {
      headers: { authorization: `Bearer ${TOKENS.pro}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = (await res.json()) as { view: string; days: { iso: string; youbi: string; sun: unknown; tide: string }[] };
    expect(body.view).toBe("pro");
    const day = body.days.find((d) => d.iso === "2026-06-21")!;
    expect(day.sun).toEqual({ rise: "05:37", set: "19:25" });
    expect(day.youbi).toBe("Sunday");
    expect(day.tide).not.toMatch(/潮/);
  });

  it("answers curl's query token with the same record as fetch's header", async () => {
    const answer = await curlAt(base(), `/gw/day/2026-06-21?token=${TOKENS.pro}&place=naha&lang=en`);
    expect(answer.status).toBe(200);
    const fetched = await fetch(`${base()}/gw/day/2026-06-21?place=naha&lang=en`, { headers: { authorization: `Bearer ${TOKENS.pro}` } });
    expect(JSON.parse(answer.body)).toEqual(await fetched.json());
    expect(JSON.parse(answer.body)).toMatchObject({ day: { sun: { rise: "05:37", set: "19:25" }, youbi: "Sunday" } });
    expect((await curlAt(base(), "/gw/day/2026-06-21?place=xanadu")).status).toBe(400);
  });
});
