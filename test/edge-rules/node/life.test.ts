/**
 * GET /gw/memorial/{death} and /gw/life/{born} as users meet them: the real Node server over the shared 2026 tree (its
 * compressor included), Node fetch as people call it (Accept-Encoding on; a 和暦 path percent-encoded, as browsers send
 * it), and curl, which sends a 和暦 path as raw UTF-8: the one-line 400 that says to percent-encode, whose hint answers.
 */
import { describe, expect, it } from "vitest";
import { EXAMPLE_LIFE, EXAMPLE_LIFE_PATH } from "../../../schemas/endpoints/life.ts";
import { MemorialResponse } from "../../../schemas/endpoints/memorial.ts";
import { curl as curlAt } from "../../support/curl.ts";
import { realServerForSuite } from "../mcp/real-server.ts";

const base = realServerForSuite();

describe("memorial and life on the real server", () => {
  it("answer Node fetch compressed, with the handler's bytes (the example of a life, the 四十九日 of a death)", async () => {
    // The example (one year) is too small to compress; ten years are not.
    expect(await (await fetch(`${base()}${EXAMPLE_LIFE_PATH}`)).json()).toEqual(EXAMPLE_LIFE);
    const life = await fetch(`${base()}/gw/life/1985-05-05?sex=male&years=2020-2029`);
    expect(life.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    const years = ((await life.json()) as { years: { year: number; yaku: { label: string }[] }[] }).years;
    expect(years.find((y) => y.year === 2026)?.yaku).toEqual(EXAMPLE_LIFE.years[0].yaku);
    const memorial = await fetch(`${base()}/gw/memorial/2026-01-10?rules=chuin:eve`);
    expect(memorial.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    const body = MemorialResponse.parse(await memorial.json());
    expect(body.chuin.find((c) => c.id === "day-49")?.date).toBe("2026-02-26");
  });

  it("read a 和暦 day of death percent-encoded, as a browser sends it", async () => {
    const res = await fetch(`${base()}${encodeURI("/gw/memorial/慶応元年閏5月1日")}`);
    expect(res.status).toBe(200);
    expect(MemorialResponse.parse(await res.json()).death).toMatchObject({ date: "1865-06-23", wareki: "慶応元年閏5月1日" });
  });

  it("answer curl's raw UTF-8 path with the one-line 400 that says to percent-encode, and the encoded request answers", async () => {
    const raw = await curlAt(base(), "/gw/life/昭和60年5月5日?years=2026");
    expect(raw.status).toBe(400);
    const error = JSON.parse(raw.body) as { code: string; error: string; hint: { request?: string } };
    expect(error.code).toBe("MALFORMED_REQUEST");
    expect(error.error).toContain("percent-encode");
    const encoded = await curlAt(base(), error.hint.request ?? encodeURI("/gw/life/昭和60年5月5日?years=2026"));
    expect(encoded.status).toBe(200);
    expect(JSON.parse(encoded.body)).toMatchObject({ birth: { date: "1985-05-05", wareki: "昭和60年5月5日" } });
  });
});
