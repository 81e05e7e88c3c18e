/**
 * Day, range and bulk (`/gw/day`, `/gw/range`, `/gw/bulk` and their `gw.php` forms): the
 * conditional stage and the body stage of a data request that passed every check.
 *
 * 1. representation: the content coding from `Accept-Encoding` (`content-coding.ts`; identity
 *    when the runtime injects no compressor), then the held representation of the resource in
 *    that coding (`representations.ts`): a repeated request is answered from it without a
 *    promise, a file read, a hash or a compression;
 * 2. validators: the strong ETag of the selected representation, computed from the data version,
 *    the canonical request and the coding (`etag.ts`, no file read), `Last-Modified` from the
 *    manifest, Cache-Control by caller (docs/interface.md#caching-and-conditional-requests);
 * 3. conditional: 304 before any data file is read when the selected representation's ETag is
 *    known without its body (`representations.ts` `answer`, `conditional.ts`): always for identity, and for a coding when
 *    `If-None-Match` names its tag; otherwise after the body is at hand (whether a body is coded
 *    depends on its size);
 * 4. body: assembled from the prerendered files (`assemble.ts`; find: `find/answer.ts` over the
 *    day index; CSV with format=csv), coded once per coding. A file
 *    that is missing or malformed is 404 OUT_OF_COVERAGE with `no-store` (reported): never a 5xx.
 */
import type { ManifestHead } from "../../schemas/layout.ts";
import type { View } from "../../schemas/vocabulary.ts";
import { Assembler, MissingData, type AssemblerOptions } from "../assemble.ts";
import { Finder } from "../find/answer.ts";
import { CSV_CONTENT_TYPE, csvFileName } from "../../schemas/csv.ts";
import { LLMS_CONTENT_TYPE } from "../../schemas/layout.ts";
import { CONTENT_TYPE } from "../headers.ts";
import { createNegotiator, type Compressor, type ContentCoding } from "../content-coding.ts";
import { dataUnavailable, type DataRequest } from "../coverage.ts";
import { canonicalKey, memoizedEtags, resourceKey } from "../etag.ts";
import type { RequestLike, ResponseParts } from "../exchange.ts";
import type { MaybePromise } from "../maybe-promise.ts";
import type { RateLimitResult } from "../rate-limit.ts";
import { type RepresentationMeta, Representations } from "../representations.ts";
import { errorReply } from "../respond.ts";

/** A data request that passed the method, route, credential, parameter, plan, coverage and rate-limit stages. */
export interface DataAnswerInput {
  readonly request: DataRequest;
  readonly view: View;
  readonly manifest: ManifestHead;
  /** `true` when no credential was accepted: public caching applies. */
  readonly anonymous: boolean;
  readonly rl: RateLimitResult;
  readonly http: RequestLike;
  /** The request's `etag.ts` `resourceKey`, when the caller has it already. */
  readonly resource?: string;
}

/** Options of {@link createDataEndpoint}. */
export interface DataEndpointOptions {
  /** Cache sizes; `maxBodyBytes` bounds the held representations (default 64 MiB). */
  readonly assembler?: AssemblerOptions;
  /** The runtime's compressor; none: identity only (on Workers the platform compresses). */
  readonly compressor?: Compressor;
}

/** Default bytes of representations held: the finished-body bound of `assemble.ts`. */
const DEFAULT_BODY_BYTES = 64 * 1024 * 1024;

/** Answers data requests from an origin; one per handler (its caches live as long as the handler). */
export function createDataEndpoint(
  origin: ConstructorParameters<typeof Assembler>[0],
  options: DataEndpointOptions,
  report: (error: unknown, request: RequestLike) => void,
): (input: DataAnswerInput) => MaybePromise<ResponseParts> {
  const assembler = new Assembler(origin, options.assembler);
  const finder = new Finder(origin, assembler);
  const representations = new Representations({
    maxBytes: options.assembler?.maxBodyBytes ?? DEFAULT_BODY_BYTES,
    ...(options.compressor ? { compressor: options.compressor } : {}),
    etagOf: memoizedEtags(),
  });
  const negotiate = createNegotiator(representations.codings);

  /** Everything that is not held yet: validators, the conditional, assembly and coding (`representations.ts` `answer`). */
  function answerFromOrigin(input: DataAnswerInput, resource: string, coding: ContentCoding): Promise<ResponseParts> {
    const { request, view, manifest, http } = input;
    return representations.answer(resource, coding, input, {
      meta: metaOf(request, view, manifest.lastModified),
      load: async () => {
        try {
          return request.fn === "find"
            ? await finder.body(manifest.dataVersion, request.find, view, request.format)
            : await assembler.assemble(manifest.dataVersion, request, view);
        } catch (error) {
          // In coverage (checked before), so a file that cannot be read is the node's fault: 503 (docs/interface.md#errors).
          report(error, http);
          const year = request.fn === "bulk" && error instanceof MissingData ? error.year : undefined;
          return errorReply(dataUnavailable(request, year), input.rl, http.method === "HEAD");
        }
      },
      onError: (error) => report(error, http),
    });
  }

  return (input) => {
    const resource = input.resource ?? resourceKey(input.manifest.dataVersion, canonicalKey(input.request, input.view));
    const coding = negotiate(input.http.headers.get("accept-encoding"));
    const held = representations.peek(resource, coding);
    return held !== undefined ? representations.reply(held, input) : answerFromOrigin(input, resource, coding);
  };
}

/** The header facts of a request's representations: content type, download name, upgrade hint. */
function metaOf(request: DataRequest, view: View, lastModified: string): RepresentationMeta {
  const upgradeInfo = view === "lite" && request.fn !== "glossary" && request.fn !== "llms";
  if (request.format !== "csv") return { lastModified, contentType: request.fn === "llms" ? LLMS_CONTENT_TYPE : CONTENT_TYPE, upgradeInfo };
  return {
    lastModified,
    contentType: CSV_CONTENT_TYPE,
    upgradeInfo,
    disposition: `attachment; filename="${csvFileName(csvSubject(request), view)}"`,
  };
}

/** What a CSV download holds, for its file name: `day-2026-01-01`, `range-2026-01-01_2026-01-31`, `bulk-2025-2026`, `find-…`. */
function csvSubject(request: DataRequest): string {
  switch (request.fn) {
    case "day":
      return `day-${request.date}`;
    case "range":
      return `range-${request.start}_${request.end}`;
    case "bulk":
      return `bulk-${request.years.join("-")}`;
    case "glossary":
      return "glossary";
    case "llms":
      return "llms";
    case "find":
      return `find-${request.find.start}_${request.find.end}${request.find.purpose ? `-${request.find.purpose.id}` : ""}`;
  }
}
