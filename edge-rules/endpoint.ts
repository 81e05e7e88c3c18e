/**
 * An endpoint's behaviour at the edge: the stages of handler.ts (its module comment is the one
 * description of their order) that depend on the endpoint — parameters (400), plan (403),
 * coverage (404), the canonical key of its body, and the answer. One module per endpoint under
 * edge-rules/endpoints/, exporting an {@link EndpointFactory}: it receives the handler's
 * {@link CoreServices} and sets up whatever state its answer keeps. edge-rules/endpoints/index.ts
 * lists the factories in a record typed by the contract table (schemas/endpoints/index.ts), so a
 * contract without a behaviour does not compile (docs/architecture.md#endpoints).
 */
import type { ManifestHead } from "../schemas/files/layout.ts";
import type { Plan } from "../schemas/plans.ts";
import type { View } from "../calendar/names.ts";
import type { BodySpec } from "./represent/body-stages.ts";
import type { Answering, CoreServices } from "./core.ts";
import type { ApiError, ErrorFields } from "./errors/api-error.ts";
import type { ResponseParts } from "./http/exchange.ts";
import type { MaybePromise } from "./http/maybe-promise.ts";
import type { RoutedRequest } from "./routing/routed-request.ts";

export type { RoutedRequest } from "./routing/routed-request.ts";

/** The stages every API endpoint (`GET`, `HEAD`, `OPTIONS`) of the table has. `R` is its validated request. */
interface Stages<R> {
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
 * {@link BodySpec} that body-stages.ts serves (validators, 304, held representations), or an
 * answer of its own (health, the feed).
 */
export type Endpoint<R = unknown> = Stages<R> &
  (
    | { readonly body: BodySpec<R>; readonly answer?: never }
    | { readonly body?: never; answer(input: Answering<R>): MaybePromise<ResponseParts> }
  );

/** An {@link Endpoint} of any request type, as the table holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any>;

/** An endpoint typed by its request (keeps `R` checked inside the module while the table erases it). */
export function endpoint<R>(e: Endpoint<R>): Endpoint<R> {
  return e;
}

/** An endpoint module's export: its behaviour over the handler's core, made once per handler. */
export type EndpointFactory = (core: CoreServices) => AnyEndpoint;
