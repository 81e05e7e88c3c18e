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
 * A request that presents no credential (credential.ts `presentsCredential`: no `Authorization`, no
 * `?token=`, no gateway header while a proxy secret is configured) is anonymous lite.
 */
import {
  ANONYMOUS,
  plausibleToken,
  tokenCaller,
  verifyGateway,
  type Caller,
  type PresentedCredential,
} from "./credential.ts";
import type { MaybePromise } from "./maybe-promise.ts";
import type { RateLimitResult } from "./rate-limit.ts";
import { sha256Hex, type Sha256Hex, type TokenRecord, type TokenStore } from "./token-store.ts";

/** Outcome of the credential stage. */
export type AuthOutcome =
  | { readonly ok: true; readonly caller: Caller }
  /** `limited`: answer 429 with `rl`; otherwise 403 AUTH_FAILED with `rl`. */
  | { readonly ok: false; readonly limited: boolean; readonly rl: RateLimitResult; readonly reason: string };

/**
 * A limiter call (`RateLimiter.take`). `request` is whatever the caller passed to the
 * authenticate function, handed back for error reporting.
 */
export type Take<R> = (request: R, key: string, limit: number, nowMs: number, cost: number) => MaybePromise<RateLimitResult>;

/** Options of {@link createAuthenticator}. */
export interface AuthenticatorOptions<R> {
  readonly tokens: TokenStore;
  readonly proxySecret: string | undefined;
  /** Failed authentications allowed per IP per minute (the lite limit). */
  readonly failureLimit: number;
  /** The hash of token and gateway-key lookups. Default: Web Crypto ({@link sha256Hex}). */
  readonly sha256Hex?: Sha256Hex;
  readonly take: Take<R>;
  /** Told when the token store fails (the request then fails authentication). */
  readonly onLookupError?: (error: unknown, request: R) => void;
}

/** The failure bucket of an IP. */
export const authFailureKey = (ip: string): string => `authfail:${ip}`;

type Lookup = { readonly record: TokenRecord | null; readonly failed: boolean };

/** The outcome for a request that presents no credential (credential.ts `presentsCredential`). */
const ANONYMOUS_OUTCOME: AuthOutcome = { ok: true, caller: ANONYMOUS };

const limited = (rl: RateLimitResult): AuthOutcome => ({ ok: false, limited: true, rl, reason: "too many failed authentications" });

/**
 * Builds the credential stage; its in-flight bookkeeping lives as long as the handler. The
 * function it returns takes the request's credential, client IP, time and `request` (passed
 * back to `take` and `onLookupError`).
 */
export function createAuthenticator<R>(options: AuthenticatorOptions<R>) {
  const { tokens, proxySecret, failureLimit, take } = options;
  const hashOf = options.sha256Hex ?? sha256Hex;
  /** Token lookups in flight, by IP and token hash (shared by concurrent identical requests). */
  const inflight = new Map<string, Promise<Lookup>>();
  /** Number of distinct token lookups in flight, by IP. */
  const pendingByIp = new Map<string, number>();

  /** A failed authentication: charged to the IP's failure bucket (429 once it is empty). */
  const fail = async (request: R, key: string, now: number, reason: string): Promise<AuthOutcome> => {
    const rl = await take(request, key, failureLimit, now, 1);
    return { ok: false, limited: !rl.allowed, rl, reason };
  };

  const lookupOnce = async (request: R, hash: string): Promise<Lookup> => {
    try {
      return { record: await tokens.lookup(hash), failed: false };
    } catch (error) {
      options.onLookupError?.(error, request);
      return { record: null, failed: true };
    }
  };

  /**
   * The credential stage. A request that presents nothing to check is anonymous at once (no
   * promise: the common case answers without a hop); anything else is verified asynchronously.
   */
  return function authenticate(presented: PresentedCredential, ip: string, now: number, request: R): MaybePromise<AuthOutcome> {
    const hasGateway = presented.gateway !== null && !!proxySecret;
    if (!hasGateway && presented.token === undefined) return ANONYMOUS_OUTCOME;
    return verify(presented, hasGateway, ip, now, request);
  };

  async function verify(presented: PresentedCredential, hasGateway: boolean, ip: string, now: number, request: R): Promise<AuthOutcome> {
    const key = authFailureKey(ip);

    let caller: Caller = ANONYMOUS;
    if (hasGateway) {
      const gate = await take(request, key, failureLimit, now, 0);
      if (!gate.allowed) return limited(gate);
      const gateway = await verifyGateway(presented.gateway, proxySecret, hashOf);
      if (gateway !== null) {
        if (!gateway.ok) return fail(request, key, now, gateway.reason);
        caller = gateway;
      }
    }

    if (presented.token !== undefined) {
      const token = presented.token;
      if (!plausibleToken(token)) return fail(request, key, now, "malformed credential");
      const hashed = hashOf(token);
      const hash = typeof hashed === "string" ? hashed : await hashed;
      const slot = `${ip}\n${hash}`;
      let pending = inflight.get(slot);
      let owner = false;
      if (pending === undefined) {
        const gate = await take(request, key, failureLimit, now, 0);
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
          // `finally` callbacks always run asynchronously, so after the entry is stored below.
          pending = lookupOnce(request, hash).finally(() => inflight.delete(slot));
          inflight.set(slot, pending);
        }
      }
      try {
        const lookup = await pending;
        const tokenUser = tokenCaller(lookup.record, hash, now);
        if (tokenUser === null) {
          return await fail(request, key, now, lookup.failed ? "credential could not be verified" : "unknown, revoked or expired token");
        }
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
  }
}
