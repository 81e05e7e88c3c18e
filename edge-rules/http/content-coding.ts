/**
 * Content codings (内容符号化, RFC 9110 §8.4.1): which coding a data body is sent in, chosen from
 * the request's `Accept-Encoding` (RFC 9110 §12.5.3), and the {@link Compressor} a runtime
 * injects to produce it. Web APIs only: the Node adapter injects `node:zlib` (brotli and gzip);
 * on Workers nothing is injected, the platform compresses (edge-rules/README.md, "Compression").
 */
import type { MaybePromise } from "./maybe-promise.ts";

/** The content codings the service can send besides identity (RFC 9110 §8.4.1.2, RFC 7932). */
export type Coding = "br" | "gzip";

/** A representation's coding: one of {@link Coding}, or `identity` (no coding). */
export type ContentCoding = Coding | "identity";

/**
 * Bodies shorter than this (bytes) are always sent as identity: the coding would save a few
 * hundred bytes at most, and every coded copy costs a cache entry.
 */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Whether a body of this media type is worth coding: text (HTML, CSS, JavaScript, CSV,
 * iCalendar), JSON and XML (SVG). Images and fonts in compressed formats are not: coding them
 * again costs time and saves nothing.
 * @param contentType a `Content-Type` field value.
 */
export function compressible(contentType: string): boolean {
  const type = (contentType.split(";")[0] as string).trim().toLowerCase();
  return (
    type.startsWith("text/") ||
    type === "application/json" ||
    type === "application/javascript" ||
    type === "application/xml" ||
    type.endsWith("+json") ||
    type.endsWith("+xml")
  );
}

/** A compressor a runtime offers the handler. */
export interface Compressor {
  /**
   * The codings it produces, in the server's order of preference when the client's q-values tie,
   * each with `settings`: everything that decides its bytes (algorithm, level, library version).
   * The settings are part of the coded representation's ETag, so different bytes never share one.
   */
  readonly codings: readonly { readonly coding: Coding; readonly settings: string }[];
  /** `body` in `coding`. The same input must always give the same bytes. */
  compress(coding: Coding, body: Uint8Array): MaybePromise<Uint8Array>;
  /**
   * `body` in `coding` with faster settings, for an answer made per request and never held (an
   * MCP answer: `no-store`, no ETag), where the compression's time is paid every time. Absent:
   * {@link compress}.
   */
  compressFast?(coding: Coding, body: Uint8Array): MaybePromise<Uint8Array>;
}

/**
 * RFC 9110 §12.4.2: `qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`.
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-12.4.2
 */
const QVALUE = /^(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)$/;

/** RFC 9110 §5.6.2 `token`: a content-coding name. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * The preferences of an `Accept-Encoding` field value: lowercase coding name (`*` and `identity`
 * included) → qvalue. The first mention of a coding counts; a member whose parameters are not
 * exactly one well-formed `q=qvalue` is ignored (an unreadable preference is not trusted);
 * `x-gzip` is `gzip` (RFC 9110 §8.4.1.3).
 *
 * Grammar (RFC 9110 §12.5.3): `Accept-Encoding = #( codings [ weight ] )`,
 * `codings = content-coding / "identity" / "*"`, `weight = OWS ";" OWS "q=" qvalue`.
 */
export function parseAcceptEncoding(field: string): Map<string, number> {
  const preferences = new Map<string, number>();
  for (const member of field.split(",")) {
    const [rawName, ...params] = member.split(";");
    let name = (rawName as string).trim().toLowerCase();
    if (name === "" || !TOKEN.test(name)) continue; // empty list elements are allowed (RFC 9110 §5.6.1)
    let q = 1;
    if (params.length > 0) {
      const param = (params[0] as string).trim();
      const value = param.slice(2);
      if (params.length > 1 || !/^q=/i.test(param) || !QVALUE.test(value)) continue;
      q = Number(value);
    }
    if (name === "x-gzip") name = "gzip";
    if (!preferences.has(name)) preferences.set(name, q);
  }
  return preferences;
}

/**
 * Chooses the coding of a response (RFC 9110 §12.5.3).
 *
 * > If no Accept-Encoding header field is in the request, any content coding is considered
 * > acceptable by the user agent.
 * > [...] An Accept-Encoding header field with a field value that is empty implies that the user
 * > agent does not want any content coding in response.
 * > [...] If the representation has no content coding, then it is acceptable by default unless
 * > specifically excluded by the Accept-Encoding header field stating either "identity;q=0" or
 * > "*;q=0" without a more specific entry for "identity".
 * > [...] If a non-empty Accept-Encoding header field is present in a request and none of the
 * > available content codings for the response are acceptable to the user agent, the origin
 * > server SHOULD send a response without any content coding unless the identity coding is
 * > indicated as unacceptable.
 *
 * Decisions where the RFC leaves a choice:
 * - no field: identity (any coding is acceptable, and identity is what a client that sends no
 *   field can surely read);
 * - the highest q above 0 wins; `*` gives its q to every coding the field does not name, identity
 *   included; on equal q the server's order decides (`available`: br before gzip), and a coding
 *   the client names is preferred to identity that is only acceptable by default;
 * - when nothing is acceptable, not even identity, the answer is still identity: never 406.
 *
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-12.5.3
 * @param field the request's `Accept-Encoding` value (repeated fields joined by ", "), `null` when absent.
 * @param available the codings this server can produce, best first.
 */
export function negotiate(field: string | null, available: readonly Coding[]): ContentCoding {
  if (field === null || available.length === 0) return "identity";
  const preferences = parseAcceptEncoding(field);
  const star = preferences.get("*");
  let best: ContentCoding = "identity";
  let bestQ = 0;
  for (const coding of available) {
    const q = preferences.get(coding) ?? star ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  const identityQ = preferences.get("identity") ?? star;
  if (identityQ !== undefined && identityQ > bestQ) return "identity";
  return best;
}

/** Longest `Accept-Encoding` value whose outcome is remembered; real ones are ~30 characters. */
const MAX_REMEMBERED_FIELD = 256;
/** Distinct `Accept-Encoding` values remembered (clients send a handful); cleared when full. */
const MAX_REMEMBERED_FIELDS = 128;

/**
 * {@link negotiate} over fixed `available` codings, remembering the outcome per field value:
 * clients send a handful of distinct values, so the field is parsed once per value.
 */
export function createNegotiator(available: readonly Coding[]): (field: string | null) => ContentCoding {
  const remembered = new Map<string, ContentCoding>();
  return (field) => {
    if (field === null || available.length === 0) return "identity";
    const known = remembered.get(field);
    if (known !== undefined) return known;
    const coding = negotiate(field, available);
    if (field.length <= MAX_REMEMBERED_FIELD) {
      if (remembered.size >= MAX_REMEMBERED_FIELDS) remembered.clear();
      remembered.set(field, coding);
    }
    return coding;
  };
}
