/**
 * An endpoint's behaviour at the edge: its contract (schemas/endpoint.ts: route, parameters,
 * OpenAPI operation, MCP tool) and the stages of docs/interface.md#errors that depend on it —
 * parameters (400), plan (403), coverage (404), the canonical key of its body, and the answer.
 * One module per endpoint under edge-rules/endpoints/, listed in edge-rules/endpoints/index.ts;
 * handler.ts walks that table and keeps the order of the stages (docs/architecture.md#endpoints).
 */
import type { EndpointContract } from "../schemas/endpoint.ts";
import type { ManifestHead } from "../schemas/layout.ts";
import type { Plan } from "../schemas/plans.ts";
import type { View } from "../schemas/vocabulary.ts";
import type { Assembler } from "./assemble.ts";
import type { RoutedRequest as RoutedRequestOf } from "./routed-request.ts";
import type { BodyAnswerer, BodySpec } from "./body-answer.ts";
import type { ApiError, ErrorFields } from "./errors.ts";
import type { RequestLike, ResponseParts } from "./exchange.ts";
import type { Finder } from "./find/answer.ts";
import type { MaybePromise } from "./maybe-promise.ts";
import type { Origin } from "./origin.ts";
import type { RateLimitResult } from "./rate-limit.ts";
import type { FeedAnswerer } from "./feed/endpoint.ts";
import type { YieldTurn } from "./feed/yield.ts";
import type { KyurekiTables } from "./wareki/table.ts";
import type { PlaceTimes } from "./place-times.ts";
import type { SetsuFiles } from "./birth/setsu-files.ts";

/** A routed request of the endpoint table (route.ts). */
export type RoutedRequest = RoutedRequestOf<AnyEndpoint>;

/** What every endpoint's answer may use: built once per handler (caches live as long as it). */
export interface Services {
  readonly origin: Origin;
  readonly assembler: Assembler;
  readonly finder: Finder;
  /** The 旧暦 table of the wareki conversions, read once per data version (wareki/table.ts). */
  readonly kyureki: KyurekiTables;
  /** The place times files of `place=`, read once per data version and place-year (place-times.ts). */
  readonly places: PlaceTimes;
  /** The 節 instants of the instants files, read once per data version and year (birth/setsu-files.ts). */
  readonly setsu: SetsuFiles;
  /** Validators, 304, held representations per content coding, for bodies (body-answer.ts). */
  readonly bodies: BodyAnswerer;
  /** The calendar feed's builder: bounded builds, refusals remembered, representations (feed/endpoint.ts). */
  readonly feeds: FeedAnswerer;
  /** Hands the event loop back between slices of a heavy body (day-bodies.ts, feed/yield.ts). */
  readonly yieldTurn: YieldTurn;
  /** The HealthResponse `service`. */
  readonly serviceName: string;
  /** Told about server-side failures (never about client errors). */
  readonly report: (error: unknown, request: RequestLike) => void;
  /** The manifest; `null` (reported) when it cannot be read. */
  readonly readManifest: (request: RequestLike) => Promise<ManifestHead | null>;
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

/** The stages every API endpoint (`GET`, `HEAD`, `OPTIONS`) of the table has. `R` is its validated request. */
interface Stages<R> {
  readonly contract: EndpointContract;
  /**
   * Stage 4, 400: the routed request's raw parameters → the validated request.
   * @param manifest given when {@link parseNeedsManifest} (`null`: unreadable); else `null`.
   */
  parse(routed: RoutedRequest, manifest: ManifestHead | null): R | ApiError;
  /** Whether {@link parse} needs the manifest (bulk: no more years than the coverage holds). */
  readonly parseNeedsManifest?: boolean;
  /** Stage 5, 403: the view the request gets under the caller's plan, or the refusal. */
  authorize(request: R, plan: Plan): View | ApiError;
  /**
   * Stage 6, 404: the request inside the manifest's coverage (possibly completed from it, e.g. a
   * feed's window), or the error. Absent: the endpoint reads no data by date (health).
   * @param manifest `null` when it cannot be read (no data can be served).
   * @param now the request time, ms since the epoch (a rolling window).
   */
  coverage?(request: R, manifest: ManifestHead | null, now: number): R | ApiError;
  /** Whether stages 4–6 depend on the clock (then they run for every request, never remembered by URL). */
  readonly clockDependent?: boolean;
  /**
   * Stage 7: what the request costs in rate-limit units (docs/interface.md#rate-limits, the table of
   * costs): schemas/plans.ts `dayWorkCost` for the endpoints that answer day records. Absent: 1.
   */
  cost?(request: R, view: View): number;
  /** The canonical key of the body (etag.ts): everything its bytes depend on but the data version. */
  key(request: R, view: View): string;
  /** The fields that name the request in an OUT_OF_COVERAGE or DATA_UNAVAILABLE error. */
  fields?(request: R): ErrorFields | undefined;
}

/**
 * An endpoint of the table: its stages, then stages 8–9 (the rate limit has passed) — a
 * {@link BodySpec} that body-answer.ts serves (validators, 304, held representations), or an
 * answer of its own (health, the feed).
 */
export type Endpoint<R = unknown> = Stages<R> &
  (
    | { readonly body: BodySpec<R>; readonly answer?: never }
    | { readonly body?: never; answer(input: Answering<R>, services: Services): MaybePromise<ResponseParts> }
  );

/** An {@link Endpoint} of any request type, as the table holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any>;

/** An endpoint typed by its request (keeps `R` checked inside the module while the table erases it). */
export function endpoint<R>(e: Endpoint<R>): Endpoint<R> {
  return e;
}
