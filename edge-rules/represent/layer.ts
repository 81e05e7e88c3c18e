/**
 * The one representation layer of every body with validators: the data bodies (JSON, CSV, ICS,
 * Atom, text: body-stages.ts), the calendar feed (feed/endpoint.ts), the pages of the tree
 * (pages/answer.ts) and the pages filled per request (pages/filled-page.ts). A caller gives a
 * resource key (`etag.ts` `resourceKey`), who asks and how the body is made (its content type,
 * `Last-Modified`, page or data caching: `held-representations.ts` {@link Source}); this layer does the rest:
 *
 * 1. negotiation: the content coding from `Accept-Encoding` among the compressor's codings
 *    (`content-coding.ts`; identity without a compressor, or for a media type not worth coding);
 * 2. a held representation answers at once (no promise, no hash, no file read, no compression);
 * 3. otherwise validators, the conditional (304 before the body is made when the tag is known
 *    without it), the body made once by the caller's `load` and coded once per coding, held
 *    within the layer's byte bound (`held-representations.ts` `answer`).
 *
 * What stays with a caller is what only it has: the body's make (a heavy data body's work gate,
 * the feed's build slots, window and refusals, the page file or the filled shell) and the answer
 * to give when it cannot be made. Each caller has a layer of its own (its own byte bound, so
 * converter queries cannot push the month pages out).
 */
import { compressible, createNegotiator, type Compressor, type ContentCoding } from "../http/content-coding.ts";
import { memoizedEtags } from "../http/etag.ts";
import type { RequestLike, ResponseParts } from "../http/exchange.ts";
import { CACHE_NO_STORE, type HeaderFields, VARY_CODING } from "../http/headers.ts";
import type { MaybePromise } from "../http/maybe-promise.ts";
import { type Asker, Representations, type Source } from "./held-representations.ts";
import { withBody } from "../http/respond.ts";
import type { Sha256Base64url, Sha256Hex } from "../access/token-store.ts";

/** Options of {@link createRepresenter}. */
export interface RepresenterOptions {
  /** Bytes of bodies held, identity and coded (least recently used go first). */
  readonly maxBytes: number;
  /** The runtime's compressor; none: identity only (on Workers the platform compresses). */
  readonly compressor?: Compressor;
  /** ETags remembered (`etag.ts` `memoizedEtags`; default its own bound). */
  readonly etags?: number;
  /** SHA-256 for the ETags; default Web Crypto. */
  readonly sha256Hex?: Sha256Hex;
  /** The same as base64url, synchronously (`etag.ts` `memoizedEtags`: preferred when given). */
  readonly sha256Base64url?: Sha256Base64url;
}

/** One layer of held representations, with negotiation and the conditional. */
export interface Representer {
  /**
   * The answer for `resource`: the held representation in the negotiated coding (synchronously),
   * else validators, 304 and the body `source()` makes (called only then).
   * @param contentType the body's type when the caller knows it before the body: a type not
   *   worth coding is then answered in identity only. Without it every coding is asked for
   *   (the held representation of a short or incompressible body is the identity one anyway).
   */
  answer(resource: string, asker: Asker, source: () => Source, contentType?: string): MaybePromise<ResponseParts>;
  /**
   * An error page (the HTML 404, a converter input that names no day): made and coded like the
   * resource's representation (and held with it), but sent with `status`, the caller's `headers`
   * plus `no-store` and `Vary: Accept-Encoding`, and no validators.
   */
  unvalidated(status: number, resource: string, request: RequestLike, source: Source, headers: HeaderFields): Promise<ResponseParts>;
}

/** A layer of held representations (one per caller and handler; it lives as long as the handler). */
export function createRepresenter(options: RepresenterOptions): Representer {
  const representations = new Representations({
    maxBytes: options.maxBytes,
    ...(options.compressor ? { compressor: options.compressor } : {}),
    etagOf: memoizedEtags(options.etags, options.sha256Hex, options.sha256Base64url),
  });
  const negotiate = createNegotiator(representations.codings);
  const codingOf = (request: RequestLike, contentType?: string): ContentCoding =>
    contentType !== undefined && !compressible(contentType) ? "identity" : negotiate(request.headers.get("accept-encoding"));

  return {
    answer(resource, asker, source, contentType) {
      const coding = codingOf(asker.http, contentType);
      const held = representations.peek(resource, coding);
      return held !== undefined ? representations.reply(held, asker) : representations.answer(resource, coding, asker, source());
    },
    async unvalidated(status, resource, request, source, headers) {
      const rep = await representations.representationOf(resource, codingOf(request, source.meta.contentType), source);
      if ("status" in rep) return rep;
      headers["cache-control"] = CACHE_NO_STORE;
      headers.vary = VARY_CODING;
      if (rep.coding !== "identity") headers["content-encoding"] = rep.coding;
      return withBody(status, headers, rep.body, request.method === "HEAD");
    },
  };
}
