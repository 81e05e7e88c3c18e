/**
 * The koyomi-api client: one method per operation (generated, src/operations.ts), credentials,
 * retries on 429 (and 503 with Retry-After), optional ETag revalidation. Only fetch, URL,
 * URLSearchParams, Headers, AbortSignal and timers: Node ≥ 20, Workers and browsers alike.
 */
import { KoyomiError } from "./errors.ts";
import { KoyomiOperations, OPERATIONS, type OperationId } from "./operations.ts";
import type { CallOptions } from "./types.ts";

/** Retries of an answer that says when to come back. */
export interface RetryOptions {
  /** Attempts in all, the first included (default 3; 1 turns retries off). */
  readonly attempts?: number;
  /** The longest wait honoured, in ms (default 60,000): a longer Retry-After is not waited for; the error is thrown. */
  readonly maxDelayMs?: number;
}

/** The bounded ETag cache (If-None-Match revalidation; a 304 answers the cached body). */
export interface EtagCacheOptions {
  /** Entries kept, least recently used dropped first (default 100). */
  readonly maxEntries?: number;
  /** Characters of body text kept in all (default 4,000,000); a larger body is not cached. */
  readonly maxChars?: number;
}

export interface KoyomiClientOptions {
  /** The service address, e.g. `http://127.0.0.1:8787` (a path prefix is kept). */
  readonly baseUrl: string | URL;
  /** A Pro or Ultra token: sent as `Authorization: Bearer <token>`. */
  readonly token?: string;
  /** Through an API gateway: `X-Gw-API-Key`. */
  readonly apiKey?: string;
  /** Through an API gateway: `X-Gw-Proxy-Secret`. */
  readonly proxySecret?: string;
  /** Through an API gateway: `X-Gw-Subscription` (BASIC, PRO, ULTRA, MEGA). */
  readonly subscription?: string;
  /** Headers sent with every request. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The fetch to use (default: the global one). */
  readonly fetch?: (input: URL, init: RequestInit) => Promise<Response>;
  /** Retries on 429 and on 503 with Retry-After (default 3 attempts); `false`: none. */
  readonly retry?: RetryOptions | false;
  /** How to wait before a retry (default: a timer; tests inject their own). */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Revalidate answers with their ETag (`true`: the defaults). Off by default. */
  readonly etagCache?: EtagCacheOptions | boolean;
}

/** A timer that an abort cuts short. */
function timerSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    const abort = (): void => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener("abort", abort, { once: true });
  });
}

/** `Retry-After` in seconds (delta-seconds or an HTTP-date), or undefined. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A least-recently-used map of URL → (ETag, body text), bounded in entries and characters. */
class EtagCache {
  readonly #entries = new Map<string, { etag: string; text: string }>();
  #chars = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  get(key: string): { etag: string; text: string } | undefined {
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, etag: string, text: string): void {
    this.delete(key);
    if (text.length > this.maxChars || this.maxEntries < 1) return;
    this.#entries.set(key, { etag, text });
    this.#chars += text.length;
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#chars <= this.maxChars) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#chars -= entry.text.length;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** A value of a query parameter as sent (lists comma-separated). */
/** A query parameter's value: a string, number or boolean, or a list of them. */
type QueryValue = string | number | boolean | readonly (string | number)[];

function queryValue(value: QueryValue): string {
  return typeof value === "object" ? value.map(String).join(",") : String(value);
}

export class KoyomiClient extends KoyomiOperations {
  readonly #base: URL;
  readonly #headers: Readonly<Record<string, string>>;
  readonly #fetch: (input: URL, init: RequestInit) => Promise<Response>;
  readonly #attempts: number;
  readonly #maxDelayMs: number;
  readonly #sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly #cache: EtagCache | undefined;

  constructor(options: KoyomiClientOptions) {
    super();
    this.#base = new URL(options.baseUrl);
    const headers: Record<string, string> = { accept: "application/json, text/csv, text/calendar, text/plain", ...options.headers };
    if (options.token !== undefined) headers["authorization"] = `Bearer ${options.token}`;
    if (options.apiKey !== undefined) headers["x-gw-api-key"] = options.apiKey;
    if (options.proxySecret !== undefined) headers["x-gw-proxy-secret"] = options.proxySecret;
    if (options.subscription !== undefined) headers["x-gw-subscription"] = options.subscription;
    this.#headers = headers;
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#attempts = options.retry === false ? 1 : Math.max(1, options.retry?.attempts ?? 3);
    this.#maxDelayMs = (options.retry === false ? undefined : options.retry?.maxDelayMs) ?? 60_000;
    this.#sleep = options.sleep ?? timerSleep;
    const cache = options.etagCache === true ? {} : options.etagCache === false ? undefined : options.etagCache;
    this.#cache = cache === undefined ? undefined : new EtagCache(cache.maxEntries ?? 100, cache.maxChars ?? 4_000_000);
  }

  /** Entries in the ETag cache (0 without one). */
  get cachedAnswers(): number {
    return this.#cache?.size ?? 0;
  }

  /** The URL of an operation's request. */
  url(operation: OperationId, path: Readonly<Record<string, string>> = {}, query: object = {}): URL {
    const template = OPERATIONS[operation].path;
    const filled = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = path[name];
      if (value === undefined || value === null) throw new TypeError(`${operation}: the path parameter ${name} is missing`);
      // `,` (lists), `:` and `+` (a date-time's time and offset) are path characters the API takes as they are.
      return encodeURIComponent(String(value)).replaceAll("%2C", ",").replaceAll("%3A", ":").replaceAll("%2B", "+");
    });
    const url = new URL(this.#base);
    url.pathname = `${url.pathname.replace(/\/+$/, "")}${filled}`;
    url.search = "";
    for (const [name, value] of Object.entries(query))
      if (value !== undefined && value !== null) url.searchParams.set(name, queryValue(value as string));
    return url;
  }

  protected override async call(
    operation: OperationId,
    path: Readonly<Record<string, string>>,
    query: object | undefined,
    options: CallOptions | undefined,
  ): Promise<never> {
    const spec = OPERATIONS[operation];
    const url = this.url(operation, path, query);
    // Any format but JSON (csv; ics for instants) answers text.
    const format = (query as { format?: unknown } | undefined)?.format;
    const text = spec.text || (spec.csv && format !== undefined && format !== "json");
    const headers = new Headers({ ...this.#headers, ...options?.headers });
    const key = url.href;
    const cached = this.#cache?.get(key);
    if (cached !== undefined && !headers.has("if-none-match")) headers.set("if-none-match", cached.etag);
    const signal = options?.signal;
    for (let attempt = 1; ; attempt++) {
      const response = await this.#fetch(url, { method: "GET", headers, ...(signal === undefined ? {} : { signal }) });
      if (response.status === 304 && cached !== undefined) {
        await response.body?.cancel();
        return (text ? cached.text : JSON.parse(cached.text)) as never;
      }
      if (response.status === 200) {
        // Decoded as the Fetch standard's text() does, BOM removed (workerd's text() keeps a CSV's BOM).
        const body = new TextDecoder().decode(await response.arrayBuffer());
        const etag = response.headers.get("etag");
        if (etag !== null) this.#cache?.set(key, etag, body);
        return (text ? body : JSON.parse(body)) as never;
      }
      const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
      const waitMs =
        response.status === 429
          ? (retryAfter ?? 1) * 1000
          : response.status === 503 && retryAfter !== undefined
            ? retryAfter * 1000
            : undefined;
      if (waitMs !== undefined && attempt < this.#attempts && waitMs <= this.#maxDelayMs) {
        await response.body?.cancel();
        await this.#sleep(waitMs, signal);
        continue;
      }
      throw await KoyomiError.from(response, operation, retryAfter);
    }
  }
}
