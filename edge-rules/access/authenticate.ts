/**
 * The credential stage with failed-authentication limiting (docs/interface.md#plans-and-credentials, §5: "Failed
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
import { ANONYMOUS, plausibleToken, tokenCaller, verifyGateway, type Caller, type PresentedCredential } from "./credential.ts";
import { isPromise, type MaybePromise } from "../http/maybe-promise.ts";
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

const LOOKUP_FAILED: Lookup = { record: null, failed: true };

const failed = (rl: RateLimitResult, reason: string): AuthOutcome => ({ ok: false, limited: !rl.allowed, rl, reason });

const limited = (rl: RateLimitResult): AuthOutcome => ({ ok: false, limited: true, rl, reason: "too many failed authentications" });

/** What the stage's steps share: the options, the hash, and the in-flight bookkeeping (as long as the handler lives). */
interface AuthState<R> {
  readonly options: AuthenticatorOptions<R>;
  readonly hashOf: Sha256Hex;
  /** Token lookups in flight, by IP and token hash (shared by concurrent identical requests). */
  readonly inflight: Map<string, Promise<Lookup>>;
  /** Number of distinct token lookups in flight, by IP. */
  readonly pendingByIp: Map<string, number>;
}

/**
 * Builds the credential stage; its in-flight bookkeeping lives as long as the handler. The
 * function it returns takes the request's credential, client IP, time and `request` (passed
 * back to `take` and `onLookupError`).
 */
export function createAuthenticator<R>(
  options: AuthenticatorOptions<R>,
): (presented: PresentedCredential, ip: string, now: number, request: R) => MaybePromise<AuthOutcome> {
  const state: AuthState<R> = { options, hashOf: options.sha256Hex ?? sha256Hex, inflight: new Map(), pendingByIp: new Map() };
  return (presented, ip, now, request) => authenticate(state, presented, ip, now, request);
}

/**
 * The credential stage. A request that presents nothing to check is anonymous at once; a
 * token is verified without a promise when the hash, the limiter and the store all answer from
 * memory (Node); a gateway credential, or any step that needs I/O, answers with a promise.
 */
function authenticate<R>(s: AuthState<R>, presented: PresentedCredential, ip: string, now: number, request: R): MaybePromise<AuthOutcome> {
  const hasGateway = presented.gateway !== null && !!s.options.proxySecret;
  if (!hasGateway && presented.token === undefined) return ANONYMOUS_OUTCOME;
  if (hasGateway) return verifyGatewayFirst(s, presented, ip, now, request);
  return verifyToken(s, presented.token as string | null, ip, now, request);
}

/** A failed authentication: charged to the IP's failure bucket (429 once it is empty). */
function fail<R>(s: AuthState<R>, request: R, key: string, now: number, reason: string): MaybePromise<AuthOutcome> {
  const rl = s.options.take(request, key, s.options.failureLimit, now, 1);
  return isPromise(rl) ? rl.then((result) => failed(result, reason)) : failed(rl, reason);
}

/** A lookup, its failure reported and turned into "could not be verified" (no promise when the store answers from memory). */
function lookupNow<R>(s: AuthState<R>, request: R, hash: string): MaybePromise<Lookup> {
  let record: MaybePromise<TokenRecord | null>;
  try {
    record = s.options.tokens.lookup(hash);
  } catch (error) {
    s.options.onLookupError?.(error, request);
    return LOOKUP_FAILED;
  }
  if (!isPromise(record)) return { record, failed: false };
  return record.then(
    (found) => ({ record: found, failed: false }),
    (error: unknown) => {
      s.options.onLookupError?.(error, request);
      return LOOKUP_FAILED;
    },
  );
}

/** The gateway credential (behind the failure gate), then the token when one is sent too. */
async function verifyGatewayFirst<R>(
  s: AuthState<R>,
  presented: PresentedCredential,
  ip: string,
  now: number,
  request: R,
): Promise<AuthOutcome> {
  const key = authFailureKey(ip);
  const gate = await s.options.take(request, key, s.options.failureLimit, now, 0);
  if (!gate.allowed) return limited(gate);
  let caller: Caller = ANONYMOUS;
  const gateway = await verifyGateway(presented.gateway, s.options.proxySecret, s.hashOf);
  if (gateway !== null) {
    if (!gateway.ok) return fail(s, request, key, now, gateway.reason);
    caller = gateway;
  }
  // With a token too, the token decides plan and bucket (it must be valid either way).
  if (presented.token === undefined) return { ok: true, caller };
  return verifyToken(s, presented.token, ip, now, request);
}

/** A direct-access token (`null`: a malformed Authorization field). */
function verifyToken<R>(s: AuthState<R>, token: string | null, ip: string, now: number, request: R): MaybePromise<AuthOutcome> {
  if (!plausibleToken(token)) return fail(s, request, authFailureKey(ip), now, "malformed credential");
  const hashed = s.hashOf(token);
  if (isPromise(hashed)) return hashed.then((hash) => verifyHash(s, hash, ip, now, request));
  return verifyHash(s, hashed, ip, now, request);
}

/** A token by its hash: shares a lookup in flight, else passes the failure gate first. */
function verifyHash<R>(s: AuthState<R>, hash: string, ip: string, now: number, request: R): MaybePromise<AuthOutcome> {
  const pending = s.inflight.get(`${ip}\n${hash}`);
  if (pending !== undefined) return pending.then((lookup) => outcome(s, lookup, hash, ip, now, request));
  const gate = s.options.take(request, authFailureKey(ip), s.options.failureLimit, now, 0);
  if (isPromise(gate)) return gate.then((result) => afterGate(s, result, hash, ip, now, request));
  return afterGate(s, gate, hash, ip, now, request);
}

/**
 * After the failure gate: the lookup. One that answers at once is charged at once; one that is
 * asynchronous is shared by identical requests and counted against the IP's units left until
 * its failure is charged (the burst rule of the module comment). No promise hop between the
 * checks below and the registration, so they are current.
 */
function afterGate<R>(
  s: AuthState<R>,
  gate: RateLimitResult,
  hash: string,
  ip: string,
  now: number,
  request: R,
): MaybePromise<AuthOutcome> {
  if (!gate.allowed) return limited(gate);
  const { inflight, pendingByIp } = s;
  const slot = `${ip}\n${hash}`;
  const started = inflight.get(slot); // an identical request may have started it meanwhile
  if (started !== undefined) return started.then((lookup) => outcome(s, lookup, hash, ip, now, request));
  const count = pendingByIp.get(ip) ?? 0;
  if (count >= gate.remaining) {
    // More distinct credentials in flight than failures left: refuse without looking up.
    return limited({ ...gate, allowed: false, resetSeconds: 1, retryAfterSeconds: 1 });
  }
  const lookup = lookupNow(s, request, hash);
  if (!isPromise(lookup)) return outcome(s, lookup, hash, ip, now, request);
  pendingByIp.set(ip, count + 1);
  // `finally` callbacks always run asynchronously, so after the entry is stored below.
  const shared = lookup.finally(() => inflight.delete(slot));
  inflight.set(slot, shared);
  // Counted until a failure is charged, so no guess slips between lookup and charge.
  return shared
    .then((found) => outcome(s, found, hash, ip, now, request))
    .finally(() => {
      const left = (pendingByIp.get(ip) ?? 1) - 1;
      if (left > 0) pendingByIp.set(ip, left);
      else pendingByIp.delete(ip);
    });
}

/** The token's caller, or the failure charged to the IP. */
function outcome<R>(s: AuthState<R>, lookup: Lookup, hash: string, ip: string, now: number, request: R): MaybePromise<AuthOutcome> {
  const tokenUser = tokenCaller(lookup.record, hash, now);
  if (tokenUser === null) {
    const reason = lookup.failed ? "credential could not be verified" : "unknown, revoked or expired token";
    return fail(s, request, authFailureKey(ip), now, reason);
  }
  return { ok: true, caller: tokenUser };
}
