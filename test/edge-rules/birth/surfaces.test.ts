/**
 * One birth chart the ways users meet it, all equal: the Node server exactly as `npm start` builds it over a
 * generated 2026 (pretty path with Accept-Encoding, gw.php), the MCP tool `birth_chart` over `POST /mcp`, and
 * the TypeScript client's `birthChart`; `rules=tyme4ts` through the MCP tool and the /birth page.
 */
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { KoyomiClient, KoyomiError } from "../../../clients/typescript/src/index.ts";
import { bearer, TOKENS } from "../fixtures.ts";
import { raw, rawPost, realServerForSuite, toolCall } from "../mcp/real-server.ts";

const base = realServerForSuite();
const AT = "2026-06-15T10:05+09:00";

/** The decoded JSON of a raw answer (gzip when the server chose it). */
function body(answer: { headers: Record<string, string | string[] | undefined>; bytes: Buffer }): unknown {
  const bytes = answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.bytes) : answer.bytes;
  return JSON.parse(bytes.toString("utf8"));
}

describe("birth chart on Node, MCP and the client", () => {
  it("answers the same chart", async () => {
    const pretty = await raw(base(), "GET", `/gw/birth/${AT}?sex=female`, { ...bearer(TOKENS.pro), "accept-encoding": "gzip" });
    expect(pretty.status).toBe(200);
    const chart = body(pretty) as { pillars: { month: { kanshi: string } }; honmei: string; taiun: unknown[] };
    // 2026 is 丙午 (一白水星 by 11 − (2026 mod 9)); 15 June is in 午月 (芒種 2026-06-05), 甲午.
    expect([chart.honmei, chart.pillars.month.kanshi, chart.taiun.length]).toEqual(["一白水星", "甲午", 8]);
    const query = await raw(base(), "GET", `/gw.php?fn=birth&at=${encodeURIComponent(AT)}&sex=female`, bearer(TOKENS.pro));
    expect(body(query)).toEqual(chart);
    const mcp = body(await rawPost(base(), toolCall(1, "birth_chart", { at: AT, sex: "female" }), bearer(TOKENS.pro))) as {
      result: { structuredContent: unknown; isError?: boolean };
    };
    expect(mcp.result.isError ?? false).toBe(false);
    expect(mcp.result.structuredContent).toEqual(chart);
    const client = new KoyomiClient({ baseUrl: base(), token: TOKENS.pro });
    expect(await client.birthChart(AT, { sex: "female" })).toEqual(chart);
  });

  it("takes rules=tyme4ts through the MCP tool and the /birth page as the API does", async () => {
    const api = body(await raw(base(), "GET", `/gw/birth/${AT}?sex=female&rules=tyme4ts`, bearer(TOKENS.pro))) as {
      pillars: { month: { zokan: string[]; zokan_ruling: string } };
      rules: Record<string, string>;
      taiun_start: { years: number };
    };
    // 午 month: the 本気・中気・余気 set 己 丁 (the 人元司令分野 adds 丙), 丁 ruling; the 大運 start counted to the minute.
    expect([api.pillars.month.zokan, api.pillars.month.zokan_ruling, api.rules.zokan]).toEqual([["己", "丁"], "丁", "honki"]);
    expect(typeof api.taiun_start.years).toBe("number");
    const mcp = body(
      await rawPost(base(), toolCall(3, "birth_chart", { at: AT, sex: "female", rules: "tyme4ts" }), bearer(TOKENS.pro)),
    ) as {
      result: { structuredContent: unknown };
    };
    expect(mcp.result.structuredContent).toEqual(api);
    const page = await raw(base(), "GET", `/birth?date=2026-06-15&time=10:05&sex=female&rules=tyme4ts`, bearer(TOKENS.pro));
    expect(page.status).toBe(200);
    const html = page.bytes.toString("utf8");
    expect(html).toContain('<td>己 <strong class="ruling" title="司令">丁</strong></td>');
    const plain = (await raw(base(), "GET", `/birth?date=2026-06-15&time=10:05&sex=female`, bearer(TOKENS.pro))).bytes.toString("utf8");
    expect(plain).not.toContain('<td>己 <strong class="ruling" title="司令">丁</strong></td>');
  });

  it("refuses Lite and a bad date-time the same way everywhere", async () => {
    const lite = await raw(base(), "GET", `/gw/birth/${AT}`, {});
    expect([lite.status, (body(lite) as { code: string }).code]).toEqual([403, "PLAN_REQUIRED"]);
    const client = new KoyomiClient({ baseUrl: base(), token: TOKENS.pro });
    const error = await client.birthChart("2026-06-15T24:00").then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(KoyomiError);
    expect((error as KoyomiError).code).toBe("INVALID_DATETIME");
    const mcp = body(await rawPost(base(), toolCall(2, "birth_chart", { at: "2026-06-15T24:00" }), bearer(TOKENS.pro))) as {
      result: { structuredContent: { code: string }; isError: boolean };
    };
    expect([mcp.result.isError, mcp.result.structuredContent.code]).toEqual([true, "INVALID_DATETIME"]);
  });
});
