/**
 * Credentials (docs/interface.md#plans-and-credentials): who is calling, with which plan, and which rate-limit bucket is
 * theirs.
 *
 * - Gateway: a request carrying `X-Gw-API-Key` or `X-Gw-Proxy-Secret`. With a configured proxy
 *   secret, `X-Gw-Proxy-Secret` must match it (constant-time) or the request fails (403
 *   AUTH_FAILED); the plan then comes from `X-Gw-Subscription` (BASIC → lite, PRO → pro, ULTRA
 *   and MEGA → ultra; case-insensitive; missing, empty or any other value → lite). Without a
 *   configured secret the gateway headers grant nothing: the caller is anonymous lite, and the
 *   (unverifiable) `X-Gw-API-Key` is not trusted as a rate-limit key either.
 * - Direct: `Authorization: Bearer <token>` (scheme case-insensitive) or `?token=<token>`. The
 *   header wins when both are sent. A token that is unknown, revoked or expired fails; so does
 *   an `Authorization` header that is not a single well-formed Bearer credential, and an empty
 *   `token=`. Never a silent downgrade to lite.
 * - When a verified gateway request also carries a valid token, the token decides the plan and
 *   the rate-limit bucket (the client is "the token, else the gateway key, else the IP").
 * - Anything else (`X-Token`, `?access_token=`, cookies) is not a credential and is ignored.
 */
import { constantTimeEqual } from "./constant-time.ts";
import type { HeaderReader } from "../http/exchange.ts";
import { HEADER, lower } from "../../schemas/headers.ts";
import { GATEWAY_SUBSCRIPTIONS, type Plan } from "../../schemas/plans.ts";
import { sha256Hex, tokenUsable, type Sha256Hex, type TokenRecord } from "./token-store.ts";

/** The credential material a request carries, before verification. */
export interface PresentedCredential {
  /** Gateway headers, or `null` when the request carries neither gateway header. */
  readonly gateway: { readonly apiKey: string | null; readonly secret: string | null; readonly subscription: string | null } | null;
  /**
   * A direct-access token: its text, or `null` for a malformed `Authorization` header (which
   * fails verification); `undefined` when no token was sent.
   */
  readonly token: string | null | undefined;
}

/** A verified caller. */
export interface Caller {
  readonly ok: true;
  readonly plan: Plan;
  /** `true` when no credential was accepted (public caching applies). */
  readonly anonymous: boolean;
  /** Rate-limit bucket key, or `null` to key the caller by IP. */
  readonly clientKey: string | null;
  /** The token id, for logs (never the token). */
  readonly tokenId?: string;
}

const API_KEY = lower(HEADER.apiKey);
const PROXY_SECRET = lower(HEADER.proxySecret);
const SUBSCRIPTION = lower(HEADER.subscription);
const AUTHORIZATION = lower(HEADER.authorization);

/** The Authorization header form accepted: `Bearer <token68>` (RFC 6750 §2.1). */
const BEARER = /^bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)$/i;

/** Longest token text that is looked up at all (issued tokens are 43 characters). */
export const MAX_TOKEN_LENGTH = 512;

/** Reads the credential material of a request (no I/O). */
export function presentedCredential(headers: HeaderReader, queryToken: string | null): PresentedCredential {
  const apiKey = headers.get(API_KEY);
  const secret = headers.get(PROXY_SECRET);
  const gateway = apiKey !== null || secret !== null ? { apiKey, secret, subscription: headers.get(SUBSCRIPTION) } : null;

  let token: string | null | undefined;
  const authorization = headers.get(AUTHORIZATION);
  if (authorization !== null) {
    const match = BEARER.exec(authorization.trim());
    token = match ? match[1] : null;
  } else if (queryToken !== null) {
    token = queryToken;
  }
  return { gateway, token };
}

/**
 * Whether a request presents anything the credential stage checks, read without I/O and without
 * building a {@link PresentedCredential}: an `Authorization` field, a `token` query parameter, or
 * (only when a proxy secret is configured: `gatewayTrusted`) a gateway header. A request that
 * presents none is {@link ANONYMOUS} (authenticate.ts answers it without a lookup).
 */
export function presentsCredential(headers: HeaderReader, queryToken: string | null, gatewayTrusted: boolean): boolean {
  if (queryToken !== null || headers.get(AUTHORIZATION) !== null) return true;
  return gatewayTrusted && (headers.get(API_KEY) !== null || headers.get(PROXY_SECRET) !== null);
}

/** Plan of a gateway subscription name (docs/interface.md#plans-and-credentials; the table: schemas/plans.ts). */
export function gatewayPlan(subscription: string | null): Plan {
  const name = (subscription ?? "").trim().toUpperCase();
  return Object.hasOwn(GATEWAY_SUBSCRIPTIONS, name) ? (GATEWAY_SUBSCRIPTIONS[name] as Plan) : "lite";
}

/** The caller without an accepted credential. */
export const ANONYMOUS: Caller = { ok: true, plan: "lite", anonymous: true, clientKey: null };

/**
 * Verifies the gateway part of a credential.
 * @returns `null` when the gateway headers grant nothing (none sent, or no secret configured:
 *   the caller stays anonymous), the gateway caller when the secret matches, or a failure.
 */
export async function verifyGateway(
  gateway: PresentedCredential["gateway"],
  proxySecret: string | undefined,
  hashOf: Sha256Hex = sha256Hex,
): Promise<Caller | { readonly ok: false; readonly reason: string } | null> {
  if (gateway === null || !proxySecret) return null;
  const sent = gateway.secret;
  if (sent === null) return { ok: false, reason: `gateway request without ${HEADER.proxySecret}` };
  if (!(await constantTimeEqual(sent, proxySecret, hashOf))) return { ok: false, reason: "wrong proxy secret" };
  return {
    ok: true,
    plan: gatewayPlan(gateway.subscription),
    anonymous: false,
    clientKey: gateway.apiKey ? `gw:${await hashOf(gateway.apiKey)}` : null,
  };
}

/** Whether a token text can be a token at all (issued tokens are 43 base64url characters). */
export function plausibleToken(token: string | null): token is string {
  return token !== null && token !== "" && token.length <= MAX_TOKEN_LENGTH;
}

/** The caller a usable token record makes, or `null` when the record does not grant access. */
export function tokenCaller(record: TokenRecord | null, hash: string, nowMs: number): Caller | null {
  if (record === null || !tokenUsable(record, nowMs)) return null;
  if (record.plan !== "pro" && record.plan !== "ultra") return null;
  return { ok: true, plan: record.plan, anonymous: false, clientKey: `token:${hash}`, tokenId: record.id };
}

/** Request headers that name the client's address, first match wins (defaults). */
export const DEFAULT_IP_HEADERS: readonly string[] = ["cf-connecting-ip", "x-forwarded-for"];

/**
 * The client's IP for rate limiting: the first trusted header present (for `X-Forwarded-For`,
 * its first entry), else `fallback` (e.g. the socket address), else `"unknown"`.
 */
export function clientIp(headers: HeaderReader, trusted: readonly string[], fallback: string | null | undefined): string {
  for (const name of trusted) {
    const value = headers.get(name);
    if (value === null) continue;
    const firstEntry = (value.split(",")[0] ?? "").trim();
    if (firstEntry !== "") return firstEntry.slice(0, 64);
  }
  return fallback ? fallback.slice(0, 64) : "unknown";
}
