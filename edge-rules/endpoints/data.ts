/**
 * Day, range, bulk, the glossary and find (`/gw/day`, `/gw/range`, `/gw/bulk`, `/gw/glossary`,
 * `/gw/find` and their `gw.php` forms): the
 * conditional stage and the body stage of a data request that passed every check.
 *
 * 1. validators: the strong ETag from the data version and the canonical request (`etag.ts`,
 *    no file read), `Last-Modified` from the manifest, Cache-Control by caller (decisions.md §4);
 * 2. conditional: 304 before any data file is read (`conditional.ts`);
 * 3. body: assembled from the prerendered files (`assemble.ts`; find: `find/answer.ts` over the
 *    day index). A file that is missing or
 *    malformed is 404 OUT_OF_COVERAGE with `no-store` (reported): never a 5xx.
 */
import { CSV_CONTENT_TYPE, csvFileName } from "../../schemas/csv.ts";
import { LLMS_CONTENT_TYPE } from "../../schemas/layout.ts";
import type { ManifestHead } from "../../schemas/layout.ts";
import type { View } from "../../schemas/vocabulary.ts";
import { Assembler, MissingData, type AssemblerOptions } from "../assemble.ts";
import { Finder } from "../find/answer.ts";
import { notModified, notModifiedHeaders } from "../conditional.ts";
import { outOfCoverage, type DataRequest } from "../coverage.ts";
import { canonicalKey, memoizedEtags, resourceKey } from "../etag.ts";
import type { RequestLike, ResponseParts } from "../exchange.ts";
import { baseHeaders, CACHE_PRIVATE, CACHE_PUBLIC, CONTENT_TYPE, type HeaderFields, setRateLimitHeaders, UPGRADE_INFO, VARY } from "../headers.ts";
import type { RateLimitResult } from "../rate-limit.ts";
import { errorReply, withBody } from "../respond.ts";

/** A data request that passed the method, route, credential, parameter, plan, coverage and rate-limit stages. */
export interface DataAnswerInput {
  readonly request: DataRequest;
  readonly view: View;
  readonly manifest: ManifestHead;
  /** `true` when no credential was accepted: public caching applies. */
  readonly anonymous: boolean;
  readonly rl: RateLimitResult;
  readonly http: RequestLike;
}

/** Answers data requests from an origin; one per handler (its caches live as long as the handler). */
export function createDataEndpoint(
  origin: ConstructorParameters<typeof Assembler>[0],
  options: AssemblerOptions | undefined,
  report: (error: unknown, request: RequestLike) => void,
): (input: DataAnswerInput) => Promise<ResponseParts> {
  const assembler = new Assembler(origin, options);
  const finder = new Finder(origin, assembler);
  const etagOf = memoizedEtags();

  return async ({ request, view, manifest, anonymous, rl, http }) => {
    const head = http.method === "HEAD";
    const resource = resourceKey(manifest.dataVersion, canonicalKey(request, view));
    const tag = etagOf(resource);
    const validators: HeaderFields = {
      etag: typeof tag === "string" ? tag : await tag,
      "last-modified": manifest.lastModified,
      "cache-control": anonymous ? CACHE_PUBLIC : CACHE_PRIVATE,
      vary: VARY,
    };
    const headers = baseHeaders();
    setRateLimitHeaders(headers, rl);
    if (notModified(http.headers, validators.etag as string, manifest.lastModified)) {
      return { status: 304, headers: notModifiedHeaders(headers, validators), body: null };
    }

    let body: Uint8Array;
    try {
      const bytes =
        request.fn === "find"
          ? finder.body(manifest.dataVersion, resource, request.find, view, request.format)
          : assembler.body(manifest.dataVersion, resource, request, view);
      body = bytes instanceof Uint8Array ? bytes : await bytes;
    } catch (error) {
      report(error, http);
      const year = request.fn === "bulk" && error instanceof MissingData ? error.year : undefined;
      return errorReply(outOfCoverage(request, null, year), rl, head);
    }
    Object.assign(headers, validators);
    if (request.format === "csv") {
      headers["content-type"] = CSV_CONTENT_TYPE;
      headers["content-disposition"] = `attachment; filename="${csvFileName(csvSubject(request), view)}"`;
    } else {
      headers["content-type"] = request.fn === "llms" ? LLMS_CONTENT_TYPE : CONTENT_TYPE;
    }
    if (view === "lite" && request.fn !== "glossary" && request.fn !== "llms") headers["x-upgrade-info"] = UPGRADE_INFO;
    return withBody(200, headers, body, head);
  };
}

/** What a CSV download holds, for its file name: `day-2026-01-01`, `range-2026-01-01_2026-01-31`, `bulk-2025-2026`. */
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
