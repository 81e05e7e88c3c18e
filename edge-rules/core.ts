/**
 * What every endpoint may use, built once per handler (handler.ts), and the request an endpoint
 * answers once every check has passed. The small core only: an endpoint that needs a cache of its
 * own (the finder's day index, the 旧暦 table, the place times, the 節 instants, the feed builder)
 * sets it up in its factory (edge-rules/endpoints/), through {@link CoreServices.shared} when
 * other endpoints or pages read the same files.
 */
import type { ManifestHead } from "../schemas/files/layout.ts";
import type { View } from "../calendar/names.ts";
import type { Assembler } from "./origin/assemble.ts";
import { AlmanacFiles } from "./origin/almanac-files.ts";
import type { Compressor } from "./http/content-coding.ts";
import type { RequestLike } from "./http/exchange.ts";
import type { YieldTurn } from "./feed/yield.ts";
import type { Origin } from "./origin/origin.ts";
import { PlaceTimes } from "./origin/place-times.ts";
import type { RateLimitResult } from "./access/rate-limit.ts";

/** Told about server-side failures (never about client errors). */
export type Report = (error: unknown, request: RequestLike) => void;

/**
 * A cache over the origin that endpoints and pages share (Finder, KyurekiTables, PlaceTimes, SetsuFiles, AlmanacFiles);
 * `shared` gives it the others it reads through.
 */
export type SharedState<T> = new (origin: Origin, assembler: Assembler, shared: <S>(Kind: SharedState<S>) => S) => T;

/** The core every endpoint factory receives. */
export interface CoreServices {
  readonly origin: Origin;
  /** The record, month and year file cache (assemble.ts). */
  readonly assembler: Assembler;
  /** Hands the event loop back between slices of a heavy body (day-bodies.ts, feed/yield.ts). */
  readonly yieldTurn: YieldTurn;
  /** The runtime's compressor (Node: node:zlib); none on Workers. */
  readonly compressor?: Compressor;
  /** The HealthResponse `service`. */
  readonly serviceName: string;
  readonly report: Report;
  /** The manifest; `null` (reported) when it cannot be read. */
  readonly readManifest: (request: RequestLike) => Promise<ManifestHead | null>;
  /** The one instance of `Kind` of this handler, made on first use (`new Kind(origin, assembler, shared)`). */
  shared<T>(Kind: SharedState<T>): T;
}

/** A request that passed every check up to the rate limit, on its way to the endpoint's answer. */
export interface Answering<R> {
  readonly request: R;
  readonly view: View;
  /** The manifest the coverage was checked against (`null` for an endpoint without a coverage stage). */
  readonly manifest: ManifestHead | null;
  /** `etag.ts` `resourceKey` of the body: data version and canonical key (empty without a manifest). */
  readonly resource: string;
  /** `true` when no credential was accepted: public caching applies. */
  readonly anonymous: boolean;
  readonly rl: RateLimitResult;
  readonly http: RequestLike;
  /** The request time, ms since the epoch. */
  readonly now: number;
  /** The caller's rate-limit bucket key (token, gateway key or IP): whose heavy work this is (work-gate.ts). */
  readonly client: string;
}

/** The {@link CoreServices.shared} of one handler: one instance per kind, made on first use. */
export function sharedStates(origin: Origin, assembler: Assembler): CoreServices["shared"] {
  const made = new Map<SharedState<unknown>, unknown>();
  const shared = <T>(Kind: SharedState<T>): T => {
    let state = made.get(Kind) as T | undefined;
    if (state === undefined) {
      state = new Kind(origin, assembler, shared);
      made.set(Kind, state);
    }
    return state;
  };
  return shared;
}

/** What the range and bulk bodies read through (day-bodies.ts): the day, range and bulk endpoints' own. */
export interface DayServices {
  readonly assembler: Assembler;
  /** The almanacs of the published files, for records computed under non-default day rules (almanac-files.ts). */
  readonly almanacs: AlmanacFiles;
  /** The place times of `place=` (place-times.ts). */
  readonly places: PlaceTimes;
  readonly yieldTurn: YieldTurn;
}

/** The {@link DayServices} of a handler (the place times shared by day, range and bulk). */
export function dayServices(core: CoreServices): DayServices {
  return { assembler: core.assembler, almanacs: core.shared(AlmanacFiles), places: core.shared(PlaceTimes), yieldTurn: core.yieldTurn };
}
