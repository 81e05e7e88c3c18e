/**
 * Representations (表現, RFC 9110 §3.2) of every body with validators: the data bodies, the
 * calendar feeds and the pages (docs/interface.md#pages). For one resource (data version and
 * canonical request or page file, `etag.ts` `resourceKey`) the identity body and its coded
 * variants, each with its strong ETag and the header fields of its 200 and 304, all built once. A
 * request for a representation already held costs one lookup and a copy of its header fields plus
 * the RateLimit fields; nothing is formatted, hashed, read or compressed again. {@link
 * Representations.answer} is the one conditional flow (validators, 304, body, coding) of the
 * endpoints that serve these bodies.
 *
 * - ETags (RFC 9110 §8.8.3): "a strong validator [...] changes value whenever a change occurs to
 *   the representation data", and the same tag for a gzip and an identity representation would
 *   make it weak, so every coding has its own: the identity tag of `etag.ts`, and for a coding
 *   the same hash over the resource key, the coding and the compressor's settings.
 * - A coded copy is made once per distinct body and coding (concurrent requests share one
 *   compression), and only for compressible media types (`content-coding.ts` `compressible`) and
 *   bodies of at least {@link MIN_COMPRESSED_BYTES}; otherwise the identity representation
 *   answers every coding.
 * - The held representations are bounded by bytes (every distinct body counted once, plus a small
 *   overhead), least recently used first (approximately); a resource whose bodies exceed an
 *   eighth of the bound is not kept. Once the bound is full, a new body is held on its resource's
 *   second request (TinyLFU's doorkeeper, `lru.ts` `SeenFilter`): one asked for once is answered
 *   and dropped, so a workload of new URLs neither evicts the popular ones nor ages the heap.
 * - A representation's header fields are made when first needed (one set for a one-off answer).
 */
import { ifNoneMatchNames, notModified } from "../http/conditional.ts";
import { type Coding, type Compressor, type ContentCoding, compressible, MIN_COMPRESSED_BYTES } from "../http/content-coding.ts";
import type { RequestLike, ResponseParts } from "../http/exchange.ts";
import {
  baseHeaders,
  CACHE_PRIVATE,
  CACHE_PUBLIC,
  type HeaderFields,
  UPGRADE_INFO,
  VARY,
  VARY_CODING,
  withRateLimitHeaders,
} from "../http/headers.ts";
import { ownBytes } from "../http/byte-slab.ts";
import { BoundedMap, SeenFilter } from "../origin/lru.ts";
import { isPromise, type MaybePromise } from "../http/maybe-promise.ts";
import type { RateLimitResult } from "../access/rate-limit.ts";

/** Who a response is for, as far as caching goes (docs/interface.md#caching-and-conditional-requests): anonymous or credentialed. */
export type CacheClass = "public" | "private";

/** The fields every page answer carries (docs/interface.md#pages). */
export interface PageFields {
  /** `Content-Security-Policy`. */
  readonly csp: string;
  /** `Referrer-Policy`. */
  readonly referrerPolicy: string;
  /**
   * The body depends on the caller's credential (the birth page: the Pro chart with a Pro token): cached as data
   * is, public for an anonymous caller and private otherwise, with the data's `Vary` (the credential fields).
   */
  readonly byCredential?: boolean;
}

/** What the header fields of a resource's representations depend on besides the body. */
export interface RepresentationMeta {
  /** `Last-Modified` (HTTP-date): the manifest's, or a rolling feed's. */
  readonly lastModified: string;
  /** `Content-Type` of the body (JSON, CSV, iCalendar, HTML, …). */
  readonly contentType: string;
  /** Whether the 200 carries `X-Upgrade-Info` (lite data views; not the glossary). */
  readonly upgradeInfo: boolean;
  /** `Content-Disposition`, for a download (CSV) or a feed. */
  readonly disposition?: string;
  /** `X-Rules`: the rules a CSV answer applied (its body cannot name them). */
  readonly rules?: string;
  /**
   * A page: its CSP and Referrer-Policy, public caching whoever asks, and `Vary: Accept-Encoding`
   * only (a page is the same for every credential, unless `byCredential`). Absent: a data body, whose
   * `Vary` names the credential fields too (docs/interface.md#caching-and-conditional-requests).
   */
  readonly page?: PageFields;
}

/** One representation: the bytes on the wire and the header fields that go with them. */
export interface Representation {
  readonly coding: ContentCoding;
  /** The body as sent (coded when `coding` is not identity). */
  readonly body: Uint8Array;
  /** Its strong ETag, with the quotes. */
  readonly etag: string;
  /** Its `Last-Modified` (for `If-Modified-Since`). */
  readonly lastModified: string;
  /**
   * The fields of its 200 (or 304) for a cache class, without the RateLimit fields (copy before adding them); each
   * of the four made when first asked for, then kept with the representation.
   */
  fields(status: 200 | 304, cacheClass: CacheClass): Readonly<HeaderFields>;
}

/**
 * The validator and caching fields of a 200 and 304 (docs/interface.md#caching-and-conditional-requests), on top of
 * the CORS fields, and a page's CSP and Referrer-Policy. A 304 carries these and no representation metadata, per
 * RFC 9110 §15.4.5 (304 Not Modified):
 *
 * > The server generating a 304 response MUST generate any of the following header fields that
 * > would have been sent in a 200 (OK) response to the same request: Content-Location, Date,
 * > ETag, and Vary; Cache-Control and Expires (see [CACHING]).
 * >
 * > [...] a sender SHOULD NOT generate representation metadata other than the above listed
 * > fields unless said metadata exists for the purpose of guiding cache updates (e.g.,
 * > Last-Modified might be useful if the response does not have an ETag field).
 *
 * Last-Modified is kept as well (the docs ask for it).
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-15.4.5
 */
export function notModifiedFields(meta: RepresentationMeta, etag: string, cacheClass: CacheClass): HeaderFields {
  const headers = baseHeaders();
  headers.etag = etag;
  headers["last-modified"] = meta.lastModified;
  if (meta.page === undefined || meta.page.byCredential === true) {
    headers["cache-control"] = cacheClass === "public" ? CACHE_PUBLIC : CACHE_PRIVATE;
    headers.vary = VARY;
  } else {
    headers["cache-control"] = CACHE_PUBLIC;
    if (compressible(meta.contentType)) headers.vary = VARY_CODING;
  }
  if (meta.page !== undefined) {
    headers["content-security-policy"] = meta.page.csp;
    headers["referrer-policy"] = meta.page.referrerPolicy;
  }
  return headers;
}

/** The fields of a 200 (without the RateLimit fields). */
function okFields(meta: RepresentationMeta, coding: ContentCoding, body: Uint8Array, etag: string, cacheClass: CacheClass): HeaderFields {
  const headers = notModifiedFields(meta, etag, cacheClass);
  headers["content-type"] = meta.contentType;
  if (meta.disposition !== undefined) headers["content-disposition"] = meta.disposition;
  if (meta.rules !== undefined) headers["x-rules"] = meta.rules;
  if (meta.upgradeInfo) headers["x-upgrade-info"] = UPGRADE_INFO;
  if (coding !== "identity") headers["content-encoding"] = coding;
  headers["content-length"] = String(body.length);
  return headers;
}

/** A representation whose header fields are made when first asked for (a one-off answer needs one set of four). */
class LazyRepresentation implements Representation {
  readonly #meta: RepresentationMeta;
  /** 200 public, 200 private, 304 public, 304 private. */
  readonly #fields: (HeaderFields | undefined)[] = [undefined, undefined, undefined, undefined];

  constructor(
    meta: RepresentationMeta,
    readonly coding: ContentCoding,
    readonly body: Uint8Array,
    readonly etag: string,
  ) {
    this.#meta = meta;
  }

  get lastModified(): string {
    return this.#meta.lastModified;
  }

  fields(status: 200 | 304, cacheClass: CacheClass): Readonly<HeaderFields> {
    const i = (status === 200 ? 0 : 2) + (cacheClass === "public" ? 0 : 1);
    let fields = this.#fields[i];
    if (fields === undefined) {
      fields =
        status === 200
          ? okFields(this.#meta, this.coding, this.body, this.etag, cacheClass)
          : notModifiedFields(this.#meta, this.etag, cacheClass);
      this.#fields[i] = fields;
    }
    return fields;
  }
}

/** A representation of `body` in `coding` with its ETag; its header fields are made when first needed. */
export function representation(meta: RepresentationMeta, coding: ContentCoding, body: Uint8Array, etag: string): Representation {
  return new LazyRepresentation(meta, coding, body, etag);
}

/** Who asks: the request, its RateLimit result, and whether public caching applies (`DataAnswerInput` and `FeedAnswerInput` are one). */
export interface Asker {
  readonly http: RequestLike;
  readonly rl: RateLimitResult;
  /** `true` when no credential was accepted (pages: always). */
  readonly anonymous: boolean;
}

/** How a resource's identity body is made when it is not held. */
export interface Source {
  readonly meta: RepresentationMeta;
  /** The identity body, or the answer to give instead (an error: nothing is held); without a promise when at hand. */
  load(): MaybePromise<Uint8Array | ResponseParts>;
  /** Told about a failing compressor (the identity body is sent); called bound to its source. */
  onError(error: unknown): void;
}

/** The representations of one resource held so far (identity always; codings once asked for). */
type Slot = Readonly<Partial<Record<ContentCoding, Representation>>>;

/** Options of {@link Representations}. */
export interface RepresentationsOptions {
  /** Bytes of bodies held (identity and coded). */
  readonly maxBytes: number;
  /** The runtime's compressor; none: only identity representations. */
  readonly compressor?: Compressor;
  /** The strong ETag of a key (`etag.ts` `memoizedEtags`). */
  readonly etagOf: (key: string) => MaybePromise<string>;
}

/** Bytes a slot costs beyond its bodies: the key, the header objects, the map entry. */
const SLOT_OVERHEAD = 2048;

/** Bytes of the bound per resource remembered as asked for (the admission filter: 4 bytes each, 131,072 for 64 MiB). */
const SEEN_BYTES = 512;

/** A compression in flight; `hold` once any of the requests waiting for it holds its result. */
interface Compression {
  hold: boolean;
  readonly done: Promise<Representation>;
}

/** The held representations of data bodies (one per handler). */
export class Representations {
  readonly #slots: BoundedMap<string, Slot>;
  readonly #maxSlot: number;
  readonly #compressor: Compressor | undefined;
  readonly #settings: ReadonlyMap<Coding, string>;
  readonly #etagOf: (key: string) => MaybePromise<string>;
  readonly #maxBytes: number;
  /** The resources asked for before (the admission when full: {@link admits}). */
  readonly #seen: SeenFilter;
  /** Compressions in flight, by resource and coding: concurrent requests share one (held when one of them holds it). */
  readonly #compressing = new Map<string, Compression>();

  constructor(options: RepresentationsOptions) {
    this.#slots = new BoundedMap(options.maxBytes, (slot, key) => slotWeight(slot) + 2 * key.length);
    this.#maxBytes = options.maxBytes;
    this.#maxSlot = options.maxBytes / 8;
    this.#seen = new SeenFilter(Math.min(Math.max(options.maxBytes / SEEN_BYTES, 4096), 1 << 18));
    this.#compressor = options.compressor;
    this.#settings = new Map((options.compressor?.codings ?? []).map((c) => [c.coding, c.settings]));
    this.#etagOf = options.etagOf;
  }

  /** The codings the compressor offers, best first (empty without a compressor). */
  get codings(): readonly Coding[] {
    return [...this.#settings.keys()];
  }

  /** The representation of `resource` in `coding`, when it is held (no promise, no work). */
  peek(resource: string, coding: ContentCoding): Representation | undefined {
    return this.#slots.get(resource)?.[coding];
  }

  /** The ETag the representation of `resource` in `coding` has (or will have), without its body. */
  etag(resource: string, coding: ContentCoding): MaybePromise<string> {
    if (coding === "identity") return this.#etagOf(resource);
    return this.#etagOf(`${resource}\n${coding} ${this.#settings.get(coding) ?? ""}`);
  }

  /** The 200 (or 304) of a representation at hand, with this request's RateLimit fields; HEAD without the body. */
  reply(rep: Representation, asker: Asker): ResponseParts {
    const cacheClass = asker.anonymous ? "public" : "private";
    if (notModified(asker.http.headers, rep.etag, rep.lastModified)) {
      return { status: 304, headers: withRateLimitHeaders(rep.fields(304, cacheClass), asker.rl), body: null };
    }
    const head = asker.http.method === "HEAD";
    return { status: 200, headers: withRateLimitHeaders(rep.fields(200, cacheClass), asker.rl), body: head ? null : rep.body };
  }

  /**
   * The answer for `resource` in `coding` when it is not held (callers try {@link peek} and
   * {@link reply} first). The conditional comes first: 304 before any body is made when the
   * selected representation's tag is known without it, always for identity, and for a coding
   * when `If-None-Match` names its tag (the client holds it, so it exists); otherwise after the
   * body is at hand (whether a body is coded depends on its size).
   */
  answer(resource: string, coding: ContentCoding, asker: Asker, source: Source): MaybePromise<ResponseParts> {
    const etag = this.etag(resource, coding);
    // ETags are synchronous on Node (node:crypto), a held month file gives its day at once: then no promise at all.
    return isPromise(etag)
      ? etag.then((tag) => this.#answerTagged(resource, coding, asker, source, tag))
      : this.#answerTagged(resource, coding, asker, source, etag);
  }

  /** {@link answer} once the selected representation's tag is at hand. */
  #answerTagged(resource: string, coding: ContentCoding, asker: Asker, source: Source, tag: string): MaybePromise<ResponseParts> {
    const { meta } = source;
    const headers = asker.http.headers;
    if (coding === "identity" ? notModified(headers, tag, meta.lastModified) : ifNoneMatchNames(headers, tag)) {
      const fields = notModifiedFields(meta, tag, asker.anonymous ? "public" : "private");
      return { status: 304, headers: withRateLimitHeaders(fields, asker.rl), body: null };
    }
    const rep = this.representationOf(resource, coding, source, coding === "identity" ? tag : undefined);
    if (isPromise(rep)) return rep.then((r) => ("status" in r ? r : this.reply(r, asker)));
    return "status" in rep ? rep : this.reply(rep, asker);
  }

  /**
   * The representation of `resource` in `coding`: held, or made from the held identity body, or
   * from `source.load` (then held); the load's own answer when it gives one instead of a body.
   * Synchronous when the body, its tag and its coding are (identity, or a short body).
   * @param identityTag the identity ETag when the caller has it already.
   */
  representationOf(
    resource: string,
    coding: ContentCoding,
    source: Source,
    identityTag?: string,
  ): MaybePromise<Representation | ResponseParts> {
    const held = this.peek(resource, coding);
    if (held !== undefined) return held;
    const identity = this.peek(resource, "identity");
    if (identity !== undefined)
      return coding === "identity" ? identity : this.#coded(resource, source.meta, coding, identity, source.onError.bind(source), true);
    const loaded = source.load();
    if (isPromise(loaded)) return loaded.then((body) => this.#fromLoaded(resource, coding, source, body, identityTag));
    return this.#fromLoaded(resource, coding, source, loaded, identityTag);
  }

  /** {@link representationOf} once the identity body (or the load's own answer) is at hand. */
  #fromLoaded(
    resource: string,
    coding: ContentCoding,
    source: Source,
    loaded: Uint8Array | ResponseParts,
    identityTag: string | undefined,
  ): MaybePromise<Representation | ResponseParts> {
    if (!(loaded instanceof Uint8Array)) return loaded;
    const tag = identityTag ?? this.etag(resource, "identity");
    if (isPromise(tag)) return tag.then((t) => this.#fromLoaded(resource, coding, source, loaded, t));
    const hold = this.#admits(resource, loaded.length);
    const identity = hold ? this.keepIdentity(resource, source.meta, loaded, tag) : representation(source.meta, "identity", loaded, tag);
    return coding === "identity" ? identity : this.#coded(resource, source.meta, coding, identity, source.onError.bind(source), hold);
  }

  /**
   * Whether a body just made for `resource` is held (admission, as in TinyLFU): while the bound has room for it,
   * always; once full, only when the resource was asked for before, so a URL asked for once — most of a workload
   * over the whole calendar — evicts nothing, and its body and header fields are garbage young. Either way the
   * answer is the same: the bytes and ETag do not depend on where they are kept.
   */
  #admits(resource: string, bytes: number): boolean {
    const seen = this.#seen.seen(resource);
    return seen || this.#slots.weight + bytes + SLOT_OVERHEAD + 2 * resource.length <= this.#maxBytes;
  }

  /** Holds the identity representation of `resource` (its body just assembled) and returns it. */
  keepIdentity(resource: string, meta: RepresentationMeta, body: Uint8Array, etag: string): Representation {
    const held = this.peek(resource, "identity");
    if (held !== undefined) return held;
    // A body cut from a slab (byte-slab.ts) would keep the slab alive, and its weight would not count it.
    const identity = representation(meta, "identity", ownBytes(body), etag);
    this.#keep(resource, { identity });
    return identity;
  }

  /**
   * The representation of `resource` in `coding`, made from its identity representation: the
   * identity itself for a short body or a media type not worth coding (and held as the answer for `coding`), else the body
   * compressed once and held. A failing compressor is reported (`onError`; the first of concurrent
   * requests) and answered with the identity representation (not held: the next request tries again).
   */
  coded(
    resource: string,
    meta: RepresentationMeta,
    coding: Coding,
    identity: Representation,
    onError: (error: unknown) => void,
  ): MaybePromise<Representation> {
    return this.#coded(resource, meta, coding, identity, onError, true);
  }

  /** {@link coded}; `hold`: whether the result is held (else only made, unless a concurrent request holds it). */
  #coded(
    resource: string,
    meta: RepresentationMeta,
    coding: Coding,
    identity: Representation,
    onError: (error: unknown) => void,
    hold: boolean,
  ): MaybePromise<Representation> {
    const held = this.peek(resource, coding);
    if (held !== undefined) return held;
    const compressor = this.#compressor;
    if (compressor === undefined || !this.#settings.has(coding)) return identity;
    if (identity.body.length < MIN_COMPRESSED_BYTES || !compressible(meta.contentType)) {
      if (hold) this.#add(resource, coding, identity);
      return identity;
    }
    const key = `${resource}\n${coding}`;
    let job = this.#compressing.get(key);
    if (job === undefined) {
      const done = this.#compress(compressor, resource, meta, coding, identity, onError, hold).finally(() => this.#compressing.delete(key));
      job = { hold, done };
      this.#compressing.set(key, job);
    } else if (hold) {
      job.hold = true;
    }
    return job.done;
  }

  async #compress(
    compressor: Compressor,
    resource: string,
    meta: RepresentationMeta,
    coding: Coding,
    identity: Representation,
    onError: (error: unknown) => void,
    hold: boolean,
  ): Promise<Representation> {
    let body: Uint8Array;
    try {
      const compressed = compressor.compress(coding, identity.body);
      body = isPromise(compressed) ? await compressed : compressed;
    } catch (error) {
      onError(error);
      return identity;
    }
    const tag = this.etag(resource, coding);
    // A compressor may return a view into a pool (Node's Buffer pool for short results): held, it would keep the pool.
    const coded = representation(meta, coding, ownBytes(body), isPromise(tag) ? await tag : tag);
    // Held when this request or one that joined it meanwhile holds it (the job is not listed yet if nothing awaited).
    if (this.#compressing.get(`${resource}\n${coding}`)?.hold ?? hold) this.#add(resource, coding, coded);
    return coded;
  }

  /** Adds a coding to the slot of `resource` (a new slot if the old one was dropped meanwhile). */
  #add(resource: string, coding: Coding, rep: Representation): void {
    const slot = this.#slots.get(resource) ?? {};
    this.#keep(resource, { ...slot, [coding]: rep });
  }

  #keep(resource: string, slot: Slot): void {
    if (slotWeight(slot) > this.#maxSlot) this.#slots.delete(resource);
    else this.#slots.set(resource, slot);
  }
}

/** The bytes a slot holds: each distinct body once, plus {@link SLOT_OVERHEAD} (no Set or array per slot: a few codings at most). */
function slotWeight(slot: Slot): number {
  let bytes = SLOT_OVERHEAD;
  for (const coding in slot) {
    const body = slot[coding as ContentCoding]?.body;
    if (body !== undefined && !heldEarlier(slot, coding as ContentCoding, body)) bytes += body.length;
  }
  return bytes;
}

/** Whether a coding listed before `coding` in `slot` holds the same body (a short or incompressible body serves several). */
function heldEarlier(slot: Slot, coding: ContentCoding, body: Uint8Array): boolean {
  for (const earlier in slot) {
    if (earlier === coding) return false;
    if (slot[earlier as ContentCoding]?.body === body) return true;
  }
  return false;
}
