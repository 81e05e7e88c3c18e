/**
 * The conditional stage and the body stage of every answer with a body held in representations
 * (JSON, CSV, ICS, Atom, text): day, range, bulk, the glossary, the finder, llms.txt and whatever endpoint
 * declares a {@link BodySpec}. Steps 1–3 and the coding are the one representation layer's
 * (`layer.ts`, shared with the feed and the pages); this module gives it the body's meta and make.
 *
 * 1. representation: the content coding from `Accept-Encoding` (`content-coding.ts`; identity
 *    when the runtime injects no compressor), then the held representation of the resource in
 *    that coding (`held-representations.ts`): a repeated request is answered from it without a
 *    promise, a file read, a hash or a compression;
 * 2. validators: the strong ETag of the selected representation, computed from the data version,
 *    the canonical request and the coding (`etag.ts`, no file read), `Last-Modified` from the
 *    manifest, Cache-Control by caller (docs/interface.md#caching-and-conditional-requests);
 * 3. conditional: 304 before any data file is read when the selected representation's ETag is
 *    known without its body (`conditional.ts`): always for identity, and for a coding when
 *    `If-None-Match` names its tag; otherwise after the body is at hand (whether a body is coded
 *    depends on its size);
 * 4. body: the endpoint's {@link BodySpec} `build` (a heavy one — its cost at least `HEAVY_COST`
 *    units — once the caller's slot is free: `work-gate.ts`), coded once per coding. A file that is missing
 *    or malformed is 503 DATA_UNAVAILABLE with `no-store` (reported): never a 5xx of another kind.
 */
import { CSV_CONTENT_TYPE, csvFileName } from "../../schemas/csv.ts";
import type { View } from "../../calendar/names.ts";
import type { Compressor } from "../http/content-coding.ts";
import type { Answering, Report } from "../core.ts";
import { apiError } from "../errors/errors.ts";
import { type ApiError, type ErrorFields } from "../errors/api-error.ts";
import type { ResponseParts } from "../http/exchange.ts";
import { isPromise, type MaybePromise } from "../http/maybe-promise.ts";
import type { RepresentationMeta, Source } from "./held-representations.ts";
import { createRepresenter } from "./layer.ts";
import { errorReply } from "../http/respond.ts";
import { requestHints } from "../errors/hints.ts";
import type { Sha256Base64url, Sha256Hex } from "../access/token-store.ts";
import { HEAVY_COST, WorkGate } from "../access/work-gate.ts";

/** How an endpoint's body is made and labelled; one static object per endpoint (no closure per request). */
export interface BodySpec<R> {
  /** The body's `Content-Type` for a request (JSON, CSV, text). */
  contentType(request: R): string;
  /** Whether a lite 200 carries `X-Upgrade-Info` (lite data views; not the glossary or the guide). */
  readonly upgradeInfo: boolean;
  /** A CSV download's file name subject (`day-2026-01-01`), for `Content-Disposition`; `null`: not a download. */
  download?(request: R): string | null;
  /** The rules a CSV answer names in `X-Rules` (docs/interface.md#schools-rules), or `null`. */
  csvRules?(request: R, view: View): string | null;
  /**
   * The body's bytes, or the error the data itself decides (business add walking out of the
   * coverage: 404, answered and not held); throws (a `DataFileError`) when a file it needs is
   * missing or malformed (or rejects with it). What it reads through is its endpoint's (the factory's
   * closure). A body at hand (a held record file) is returned without a promise: the answer is then
   * written in the same tick.
   */
  build(request: R, view: View, dataVersion: string): MaybePromise<Uint8Array | ApiError>;
  /** The fields naming the request in its 503 DATA_UNAVAILABLE, given what failed. */
  unavailable?(request: R, error: unknown): ErrorFields | undefined;
}

/** Options of {@link createBodyAnswerer}. */
export interface BodyAnswererOptions {
  /** Bytes of representations held, in every coding (default 64 MiB). */
  readonly maxBytes?: number;
  /** The runtime's compressor; none: identity only (on Workers the platform compresses). */
  readonly compressor?: Compressor;
  /** Told about a file that cannot be read (the answer is 503 DATA_UNAVAILABLE). */
  readonly report: Report;
  /** SHA-256 for the ETags (`etag.ts` `memoizedEtags`); default Web Crypto. */
  readonly sha256Hex?: Sha256Hex;
  /** The same as base64url, synchronously (preferred when given). */
  readonly sha256Base64url?: Sha256Base64url;
}

/** Answers a request through its endpoint's {@link BodySpec}. */
export type BodyAnswerer = <R>(input: Answering<R>, spec: BodySpec<R>) => MaybePromise<ResponseParts>;

/** Default bytes of representations held. */
const DEFAULT_BODY_BYTES = 64 * 1024 * 1024;

/** Builds the answerer of one handler (its representations live as long as the handler). */
export function createBodyAnswerer(options: BodyAnswererOptions): BodyAnswerer {
  const represent = createRepresenter({
    maxBytes: options.maxBytes ?? DEFAULT_BODY_BYTES,
    ...(options.compressor ? { compressor: options.compressor } : {}),
    ...(options.sha256Hex ? { sha256Hex: options.sha256Hex } : {}),
    ...(options.sha256Base64url ? { sha256Base64url: options.sha256Base64url } : {}),
  });
  const context: BodyContext = { gate: new WorkGate(), report: options.report };
  return (input, spec) => represent.answer(input.resource, input, () => new BodySource(context, input, spec));
}

/** What the sources of one answerer share: the work gate and the report. */
interface BodyContext {
  readonly gate: WorkGate;
  readonly report: Report;
}

/**
 * How the body of a request not held is made: the endpoint's build, a heavy one behind the work gate. Methods, not
 * closures per request; a light body at hand is loaded without a promise.
 */
class BodySource<R> implements Source {
  readonly meta: RepresentationMeta;

  constructor(
    private readonly context: BodyContext,
    private readonly input: Answering<R>,
    private readonly spec: BodySpec<R>,
  ) {
    this.meta = metaOf(spec, input.request, input.view, input.manifest!.lastModified);
  }

  load(): MaybePromise<Uint8Array | ResponseParts> {
    // A heavy body waits for a slot (work-gate.ts): per caller and in all.
    if ((this.input.rl.cost ?? 1) >= HEAVY_COST) return this.gated();
    try {
      const built = this.build();
      return isPromise(built)
        ? built.then(
            (b) => this.reply(b),
            (error: unknown) => this.unavailable(error),
          )
        : this.reply(built);
    } catch (error) {
      return this.unavailable(error);
    }
  }

  onError(error: unknown): void {
    this.context.report(error, this.input.http);
  }

  private async gated(): Promise<Uint8Array | ResponseParts> {
    const release = await this.context.gate.enter(this.input.client);
    try {
      return this.reply(await this.build());
    } catch (error) {
      return this.unavailable(error);
    } finally {
      release();
    }
  }

  private build(): MaybePromise<Uint8Array | ApiError> {
    return this.spec.build(this.input.request, this.input.view, this.input.manifest!.dataVersion);
  }

  private reply(built: Uint8Array | ApiError): Uint8Array | ResponseParts {
    return built instanceof Uint8Array
      ? built
      : errorReply(built, this.input.rl, this.input.http.method === "HEAD", requestHints(this.input.http, this.input.now));
  }

  /** In coverage (checked before), so a file that cannot be read is the node's fault: 503 (docs/interface.md#errors). */
  private unavailable(error: unknown): ResponseParts {
    this.context.report(error, this.input.http);
    const fields = this.spec.unavailable?.(this.input.request, error);
    const unavailable = apiError(
      "DATA_UNAVAILABLE",
      "data unavailable: a data file of this server is missing or damaged; try again later",
      fields,
    );
    return errorReply(unavailable, this.input.rl, this.input.http.method === "HEAD", requestHints(this.input.http, this.input.now));
  }
}

/** The header facts of a request's representations: content type, download name, upgrade hint. */
function metaOf<R>(spec: BodySpec<R>, request: R, view: View, lastModified: string): RepresentationMeta {
  const contentType = spec.contentType(request);
  const upgradeInfo = view === "lite" && spec.upgradeInfo;
  const csv = contentType === CSV_CONTENT_TYPE;
  const subject = csv ? (spec.download?.(request) ?? null) : null;
  const rules = csv ? (spec.csvRules?.(request, view) ?? null) : null;
  return {
    lastModified,
    contentType,
    upgradeInfo,
    ...(subject === null ? {} : { disposition: `attachment; filename="${csvFileName(subject, view)}"` }),
    ...(rules === null ? {} : { rules }),
  };
}
