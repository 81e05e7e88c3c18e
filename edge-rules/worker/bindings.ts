/**
 * The Workers bindings this deployment uses, typed structurally with only the members it calls.
 *
 * The project's `tsconfig.json` type-checks `edge-rules/` against the DOM and Node libraries (the
 * portable handler runs on both runtimes), so the global declarations of
 * `@cloudflare/workers-types` cannot be switched on here without clashing with them. These
 * interfaces are the subsets of that package's `Fetcher`, `KVNamespace`,
 * `DurableObjectNamespace`, `DurableObjectStub` and `DurableObjectState` that the worker calls;
 * the real runtime objects satisfy them.
 */

/** `env.ASSETS`: the static-assets binding (a `Fetcher`). */
export interface AssetsBinding {
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>;
}

/** `env.TOKENS`: a Workers KV namespace (the read side only). */
export interface KvReader {
  get(key: string, options?: { type?: "text"; cacheTtl?: number }): Promise<string | null>;
}

/** A Durable Object id (opaque here). */
export type DurableObjectIdLike = object;

/** A Durable Object stub: talked to with `fetch`. */
export interface DurableObjectStubLike {
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
}

/** `env.RATE_LIMITER`: a Durable Object namespace. */
export interface DurableObjectNamespaceLike {
  idFromName(name: string): DurableObjectIdLike;
  get(id: DurableObjectIdLike): DurableObjectStubLike;
}

/** The storage of a Durable Object (the key-value API, also available on SQLite-backed objects). */
export interface DurableObjectStorageLike {
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
  deleteAll(): Promise<void>;
  getAlarm(): Promise<number | null>;
  setAlarm(scheduledTime: number): Promise<void>;
}

/** The state (`ctx`) handed to a Durable Object's constructor. */
export interface DurableObjectStateLike {
  readonly storage: DurableObjectStorageLike;
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>;
}

/** The worker's `env` (wrangler.jsonc: assets, kv_namespaces, durable_objects, vars, secrets). */
export interface Env {
  /** The generated tree (`public/`), reachable only through this binding (`run_worker_first`). */
  readonly ASSETS: AssetsBinding;
  /** Direct-access tokens: key = lowercase hex SHA-256 of the token, value = the record JSON. */
  readonly TOKENS: KvReader;
  /** The `RateLimiter` Durable Object class: one object per client key. */
  readonly RATE_LIMITER: DurableObjectNamespaceLike;
  /** Secret (`wrangler secret put GW_PROXY_SECRET`): the gateway proxy secret, if any. */
  readonly GW_PROXY_SECRET?: string;
  /** Vars: requests per client per minute. */
  readonly RATE_LIMIT_LITE?: string;
  readonly RATE_LIMIT_PRO?: string;
  readonly RATE_LIMIT_ULTRA?: string;
  /** Var: the service name health reports (default `koyomi-api`). */
  readonly SERVICE_NAME?: string;
}
