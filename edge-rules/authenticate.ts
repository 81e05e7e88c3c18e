/**
 * The credential stage with failed-authentication limiting (decisions.md §2, §5: "Failed
 * authentications are limited too, so tokens cannot be guessed at speed").
 *
 * Failures are counted per client IP in their own bucket, `authfail:<ip>`, at the lite rate (a
 * separate bucket, so that a Pro user behind a busy NAT is not blocked by anonymous lite
 * traffic on the same address).
 *
 * 1. Gate: before any credential is checked, the IP's failure bucket is queried (cost 0). When it
 *    is empty the answer is 429, whether the credential is right or wrong, and nothing is looked
 *    up: a correct guess cannot be told apart from a wrong one.
 * 2. Each failure takes a unit (429 instead of 403 if none is left).
 * 3. Bursts: a lookup that is in flight has not been charged yet, so concurrent guesses could
 *    all pass the gate. The handler therefore lets an IP have at most as many *different* token
 *    lookups in flight as its failure bucket has units left; more are answered 429 at once. Only
 *    distinct tokens count: concurrent requests from one IP with the same token share one lookup,
 *    so a Pro client firing hundreds of requests at once is never throttled by this. (The
 *    in-flight count is per handler instance, i.e. per process or isolate; the bucket itself is
 *    the limiter's, shared.)
 *
 * The proxy secret is compared in constant time (`constant-time.ts`) behind the same gate.
 */
import {
  ANONYMOUS,
  plausibleToken,
  tokenCaller,
  verifyGateway,
  type Caller,
  type PresentedCredential,
} from "./credential.ts";
import type { RateLimitResult } from "./rate-limit.ts";
import { sha256Hex, type TokenRecord, type TokenStore } from "./token-store.ts";

/** Outcome of the credential stage. */
export type AuthOutcome =
  | { readonly ok: true; readonly caller: Caller }
  /** `limited`: answer 429 with `rl`; otherwise 403 AUTH_FAILED with `rl`. */
  | { readonly ok: false; readonly limited: boolean; readonly rl: RateLimitResult; readonly reason: string };

/** A limiter call (`RateLimiter.take`, bound to the request for error reporting). */
export type Take = (key: string, limit: number, nowMs: number, cost: number) => Promise<RateLimitResult>;

/** Per-request hooks of {@link createAuthenticator}'s function. */
export interface AuthHooks {
  readonly take: Take;
  /** Told when the token store fails (the request then fails authentication). */
  readonly onLookupError?: (error: unknown) => void;
}

/** Options of {@link createAuthenticator}. */
export interface AuthenticatorOptions {
  readonly tokens: TokenStore;
  readonly proxySecret: string | undefined;
  /** Failed authentications allowed per IP per minute (the lite limit). */
  readonly failureLimit: number;
}

/** The failure bucket of an IP. */
export const authFailureKey = (ip: string): string => `authfail:${ip}`;

type Lookup = { readonly record: TokenRecord | null; readonly failed: boolean };

/** Builds the credential stage; its in-flight bookkeeping lives as long as the handler. */
export function createAuthenticator(options: AuthenticatorOptions) {
  const { tokens, proxySecret, failureLimit } = options;
  /** Token lookups in flight, by IP and token hash (shared by concurrent identical requests). */
  const inflight = new Map<string, Promise<Lookup>>();
  /** Number of distinct token lookups in flight, by IP. */
  const pendingByIp = new Map<string, number>();

  return async function authenticate(
    presented: PresentedCredential,
    ip: string,
    now: number,
    hooks: AuthHooks,
  ): Promise<AuthOutcome> {
    const hasGateway = presented.gateway !== null && !!proxySecret;
    if (!hasGateway && presented.token === undefined) return { ok: true, caller: ANONYMOUS };

    const key = authFailureKey(ip);
    const limited = (rl: RateLimitResult): AuthOutcome => ({ ok: false, limited: true, rl, reason: "too many failed authentications" });
    const fail = async (reason: string): Promise<AuthOutcome> => {
      const rl = await hooks.take(key, failureLimit, now, 1);
      return { ok: false, limited: !rl.allowed, rl, reason };
    };

    let caller: Caller = ANONYMOUS;
    if (hasGateway) {
      const gate = await hooks.take(key, failureLimit, now, 0);
      if (!gate.allowed) return limited(gate);
      const gateway = await verifyGateway(presented.gateway, proxySecret);
      if (gateway !== null) {
        if (!gateway.ok) return fail(gateway.reason);
        caller = gateway;
      }
    }

    if (presented.token !== undefined) {
      const token = presented.token;
      if (!plausibleToken(token)) return fail("malformed credential");
      const hash = await sha256Hex(token);
      const slot = `${ip}\n${hash}`;
      let pending = inflight.get(slot);
      let owner = false;
      if (pending === undefined) {
        const gate = await hooks.take(key, failureLimit, now, 0);
        if (!gate.allowed) return limited(gate);
        // No await from here until the lookup is registered: the check below is current.
        pending = inflight.get(slot); // an identical request may have started it meanwhile
        if (pending === undefined) {
          const count = pendingByIp.get(ip) ?? 0;
          if (count >= gate.remaining) {
            // More distinct credentials in flight than failures left: refuse without looking up.
            return limited({ ...gate, allowed: false, resetSeconds: 1, retryAfterSeconds: 1 });
          }
          pendingByIp.set(ip, count + 1);
          owner = true;
          const lookupOnce = async (): Promise<Lookup> => {
            try {
              return { record: await tokens.lookup(hash), failed: false };
            } catch (error) {
              hooks.onLookupError?.(error);
              return { record: null, failed: true };
            }
          };
          // `finally` callbacks always run asynchronously, so after the entry is stored below.
          pending = lookupOnce().finally(() => inflight.delete(slot));
          inflight.set(slot, pending);
        }
      }
      try {
        const lookup = await pending;
        const tokenUser = tokenCaller(lookup.record, hash, now);
        if (tokenUser === null) return await fail(lookup.failed ? "credential could not be verified" : "unknown, revoked or expired token");
        caller = tokenUser;
      } finally {
        // Counted until a failure is charged, so no guess slips between lookup and charge.
        if (owner) {
          const left = (pendingByIp.get(ip) ?? 1) - 1;
          if (left > 0) pendingByIp.set(ip, left);
          else pendingByIp.delete(ip);
        }
      }
    }
    return { ok: true, caller };
  };
}
