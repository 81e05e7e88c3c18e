/** Credentials: precedence, gateway plans, token states (docs/interface.md#plans-and-credentials). */
import { describe, expect, it } from "vitest";
import { gatewayPlan, presentedCredential } from "../../../edge-rules/access/credential.ts";
import { expiryInstant, tokenUsable } from "../../../edge-rules/access/token-store.ts";
import { bearer, gateway, makeHandler, PROXY_SECRET, read, req, TOKENS } from "../fixtures.ts";

async function viewOf(path: string, headers: Record<string, string> = {}) {
  const { handler } = makeHandler();
  const { status, json } = await read(await handler(req(path, { headers })));
  return status === 200 ? json.view : `${status} ${json.code}`;
}

describe("credential precedence", () => {
  it("the Authorization header wins over ?token= (both ways)", async () => {
    expect(await viewOf(`/gw/day/2025-01-01?token=${TOKENS.unknown}`, bearer(TOKENS.pro))).toBe("pro");
    expect(await viewOf(`/gw/day/2025-01-01?token=${TOKENS.pro}`, bearer(TOKENS.unknown))).toBe("403 AUTH_FAILED");
    expect(await viewOf(`/gw/day/2025-01-01?token=${TOKENS.pro}`, { authorization: "Basic abc" })).toBe("403 AUTH_FAILED");
  });

  it("a query token alone works", async () => {
    expect(await viewOf(`/gw/day/2025-01-01?token=${TOKENS.pro}`)).toBe("pro");
    expect(await viewOf(`/gw.php?fn=day&date=2025-01-01&token=${TOKENS.ultra}`)).toBe("pro");
  });

  it("the Bearer scheme is case-insensitive; surrounding whitespace is tolerated", async () => {
    expect(await viewOf("/gw/day/2025-01-01", { authorization: `bearer ${TOKENS.pro}` })).toBe("pro");
    expect(await viewOf("/gw/day/2025-01-01", { authorization: `BEARER   ${TOKENS.pro}  ` })).toBe("pro");
    expect(await viewOf("/gw/day/2025-01-01", { authorization: `Token ${TOKENS.pro}` })).toBe("403 AUTH_FAILED");
    expect(await viewOf("/gw/day/2025-01-01", { authorization: `Bearer ${TOKENS.pro} extra` })).toBe("403 AUTH_FAILED");
  });

  it("a valid token decides the plan over a verified gateway subscription", async () => {
    expect(await viewOf("/gw/bulk/2025", { ...gateway("BASIC"), ...bearer(TOKENS.pro) })).toBe("pro");
    expect(await viewOf("/gw/day/2025-01-01", { ...gateway("PRO"), ...bearer(TOKENS.unknown) })).toBe("403 AUTH_FAILED");
  });

  it("a wrong proxy secret fails even with a valid token", async () => {
    expect(await viewOf("/gw/day/2025-01-01", { ...gateway("PRO"), "x-gw-proxy-secret": "nope", ...bearer(TOKENS.pro) })).toBe(
      "403 AUTH_FAILED",
    );
  });

  it("credentials in the wrong place are ignored (lite), never honoured", async () => {
    for (const [path, headers] of [
      ["/gw/day/2025-01-01", { "x-token": TOKENS.pro }],
      [`/gw/day/2025-01-01?access_token=${TOKENS.pro}`, {}],
      [`/gw/day/2025-01-01?Token=${TOKENS.pro}`, {}],
      ["/gw/day/2025-01-01", { cookie: `token=${TOKENS.pro}` }],
      ["/gw/day/2025-01-01", { "x-api-key": TOKENS.pro }],
      ["/gw/day/2025-01-01", { "proxy-authorization": `Bearer ${TOKENS.pro}` }],
    ] as [string, Record<string, string>][]) {
      expect(await viewOf(path, headers), path + JSON.stringify(headers)).toBe("lite");
      expect(await viewOf(`${path}${path.includes("?") ? "&" : "?"}view=pro`, headers)).toBe("403 PLAN_REQUIRED");
    }
  });
});

describe("gateway", () => {
  it("maps subscriptions to plans, case-insensitively; missing or unknown is BASIC", () => {
    expect(gatewayPlan(null)).toBe("lite");
    expect(gatewayPlan("")).toBe("lite");
    expect(gatewayPlan("BASIC")).toBe("lite");
    expect(gatewayPlan("pro")).toBe("pro");
    expect(gatewayPlan(" Ultra ")).toBe("ultra");
    expect(gatewayPlan("MEGA")).toBe("ultra");
    expect(gatewayPlan("CUSTOM")).toBe("lite");
  });

  it("gives the plan's view and rate limit", async () => {
    const { handler } = makeHandler();
    for (const [sub, view, limit] of [
      [undefined, "lite", "60"],
      ["BASIC", "lite", "60"],
      ["PRO", "pro", "600"],
      ["ultra", "pro", "6000"],
      ["Mega", "pro", "6000"],
    ] as const) {
      const res = await handler(req("/gw/day/2025-01-01", { headers: gateway(sub) }));
      expect(res.status).toBe(200);
      expect((await res.json()).view).toBe(view);
      expect(res.headers.get("ratelimit-limit")).toBe(limit);
    }
  });

  it("needs the secret header when a secret is configured, whichever gateway header is sent", async () => {
    expect(await viewOf("/gw/day/2025-01-01", { "x-gw-api-key": "k" })).toBe("403 AUTH_FAILED");
    expect(await viewOf("/gw/day/2025-01-01", { "x-gw-proxy-secret": PROXY_SECRET, "x-gw-subscription": "PRO" })).toBe("pro");
    expect(await viewOf("/gw/day/2025-01-01", { "x-gw-proxy-secret": PROXY_SECRET.toUpperCase() })).toBe("403 AUTH_FAILED");
    // Surrounding whitespace is not part of a field value (RFC 9110 §5.5): the secret matches,
    // and without X-Gw-Subscription the plan is BASIC.
    expect(await viewOf("/gw/day/2025-01-01", { "x-gw-proxy-secret": ` ${PROXY_SECRET} ` })).toBe("lite");
    expect(await viewOf("/gw/day/2025-01-01", { "x-gw-proxy-secret": PROXY_SECRET.slice(0, -1) })).toBe("403 AUTH_FAILED");
  });

  it("X-Gw-Subscription alone (no key, no secret) is not a gateway request and grants nothing", async () => {
    expect(await viewOf("/gw/day/2025-01-01", { "x-gw-subscription": "ULTRA" })).toBe("lite");
  });
});

describe("tokens", () => {
  it("unknown, revoked and expired tokens fail; a token is valid through its expiry day (JST)", async () => {
    const { handler, time } = makeHandler();
    const view = async (token: string) => {
      const res = await handler(req("/gw/day/2025-01-01", { headers: bearer(token) }));
      return res.status === 200 ? (await res.json()).view : res.status;
    };
    expect(await view(TOKENS.revoked)).toBe(403);
    expect(await view(TOKENS.expired)).toBe(403);
    expect(await view(TOKENS.lastDay)).toBe("pro"); // 2025-06-01 12:00 JST
    time.now = Date.UTC(2025, 5, 1, 14, 59, 59, 999); // 23:59:59.999 JST
    expect(await view(TOKENS.lastDay)).toBe("pro");
    time.now = Date.UTC(2025, 5, 1, 15, 0, 0); // 2025-06-02 00:00 JST
    expect(await view(TOKENS.lastDay)).toBe(403);
  });

  it("expiry forms: date, date-time with offset; anything unreadable fails closed", () => {
    expect(expiryInstant(null)).toBeNull();
    expect(expiryInstant(undefined)).toBeNull();
    expect(expiryInstant("2025-06-01")).toBe(Date.UTC(2025, 5, 1, 15));
    expect(expiryInstant("2025-06-01T10:00:00+09:00")).toBe(Date.UTC(2025, 5, 1, 1));
    expect(expiryInstant("2025-02-30")).toBe(Number.NEGATIVE_INFINITY);
    expect(expiryInstant("June 1")).toBe(Number.NEGATIVE_INFINITY);
    expect(expiryInstant("2025-06-01T10:00:00")).toBe(Number.NEGATIVE_INFINITY);
    expect(tokenUsable({ id: "a", plan: "pro", expires: "garbage" }, 0)).toBe(false);
    expect(tokenUsable({ id: "a", plan: "pro", revoked: true }, 0)).toBe(false);
    expect(tokenUsable({ id: "a", plan: "pro" }, 0)).toBe(true);
  });

  it("a failing token store is AUTH_FAILED (reported), not a 5xx and not a silent downgrade", async () => {
    const { handler, errors } = makeHandler({
      tokens: {
        lookup: async () => {
          throw new Error("kv down");
        },
      },
    });
    const { status, json, text } = await read(await handler(req("/gw/day/2025-01-01", { headers: bearer(TOKENS.pro) })));
    expect(status).toBe(403);
    expect(json.code).toBe("AUTH_FAILED");
    expect(text).not.toMatch(/kv down/);
    expect(errors).toHaveLength(1);
  });

  it("presentedCredential reads only the documented places", () => {
    const h = new Headers({ authorization: "Bearer abc", "x-gw-api-key": "k" });
    expect(presentedCredential(h, "q")).toEqual({ gateway: { apiKey: "k", secret: null, subscription: null }, token: "abc" });
    expect(presentedCredential(new Headers(), "q")).toEqual({ gateway: null, token: "q" });
    expect(presentedCredential(new Headers(), null)).toEqual({ gateway: null, token: undefined });
    expect(presentedCredential(new Headers({ authorization: "Basic x" }), "q").token).toBeNull();
  });
});
