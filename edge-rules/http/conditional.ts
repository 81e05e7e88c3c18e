/**
 * Conditional requests (docs/interface.md#caching-and-conditional-requests): strong ETags, `If-None-Match` with the weak
 * comparison, `If-Modified-Since` only when `If-None-Match` is absent.
 */
import type { HeaderReader } from "./exchange.ts";

/**
 * Parses an `If-None-Match` field value: `"*"`, or the list of opaque tags with any `W/`
 * prefix removed (ready for the weak comparison). `null` when the value is malformed: a
 * malformed precondition never matches, so the client gets the full 200.
 *
 * Grammar (RFC 9110 §8.8.3): `entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE`,
 * `etagc = %x21 / %x23-7E / obs-text`, in a comma-separated list with optional whitespace.
 */
export function parseIfNoneMatch(value: string): "*" | string[] | null {
  const text = value.trim();
  if (text === "*") return "*";
  const tags: string[] = [];
  let i = 0;
  const n = text.length;
  const skipSeparators = (): void => {
    while (i < n && (text[i] === " " || text[i] === "\t" || text[i] === ",")) i++;
  };
  skipSeparators();
  while (i < n) {
    if (text.startsWith("W/", i)) i += 2;
    if (text[i] !== '"') return null;
    const close = text.indexOf('"', i + 1);
    if (close < 0) return null;
    const opaque = text.slice(i, close + 1);
    for (let k = 1; k < opaque.length - 1; k++) {
      const c = opaque.charCodeAt(k);
      if (c < 0x21 || c === 0x7f) return null;
    }
    tags.push(opaque);
    i = close + 1;
    while (i < n && (text[i] === " " || text[i] === "\t")) i++;
    if (i < n && text[i] !== ",") return null;
    skipSeparators();
  }
  return tags.length > 0 ? tags : null;
}

/** Weak comparison (RFC 9110 §8.8.3.2): the opaque tags match, whatever their `W/` prefixes. */
export function weakMatch(a: string, b: string): boolean {
  const strip = (t: string): string => (t.startsWith("W/") ? t.slice(2) : t);
  return strip(a) === strip(b);
}

/**
 * Whether the request's `If-None-Match` names `etag` explicitly (weak comparison; `*` does not
 * count). When it does, the client holds that representation, so it exists: `endpoints/data.ts`
 * answers 304 for a coded representation this way before it knows the body's size.
 */
export function ifNoneMatchNames(headers: HeaderReader, etag: string): boolean {
  const inm = headers.get("if-none-match");
  if (inm === null) return false;
  const tags = parseIfNoneMatch(inm);
  return tags !== null && tags !== "*" && tags.some((tag) => weakMatch(tag, etag));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_NAMES = "(Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const LONG_DAY_NAMES = "(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
const MONTH_NAMES = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
const TIME = "([0-9]{2}):([0-9]{2}):([0-9]{2})";
/** IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`. */
const IMF_FIXDATE = new RegExp(`^${DAY_NAMES}, ([0-9]{2}) ${MONTH_NAMES} ([0-9]{4}) ${TIME} GMT$`);
/** Obsolete RFC 850 form: `Sunday, 06-Nov-94 08:49:37 GMT`. */
const RFC850_DATE = new RegExp(`^${LONG_DAY_NAMES}, ([0-9]{2})-${MONTH_NAMES}-([0-9]{2}) ${TIME} GMT$`);
/** Obsolete asctime form: `Sun Nov  6 08:49:37 1994` (always GMT). */
const ASCTIME_DATE = new RegExp(`^${DAY_NAMES} ${MONTH_NAMES} ([0-9 ][0-9]) ${TIME} ([0-9]{4})$`);

function utc(y: number, monthName: string, d: number, hh: number, mm: number, ss: number): number | null {
  const m = MONTHS.indexOf(monthName);
  if (m < 0 || d < 1 || d > 31 || hh > 23 || mm > 59 || ss > 60) return null;
  const ms = Date.UTC(y, m, d, hh, mm, Math.min(ss, 59));
  // Reject dates that roll over (31 Feb).
  return new Date(ms).getUTCDate() === d ? ms : null;
}

/**
 * Parses an HTTP-date in any of the three formats RFC 9110 §5.6.7 says a recipient MUST accept.
 * @returns milliseconds since the epoch, or `null` when the text is not a valid HTTP-date.
 *   Two-digit RFC 850 years are read as 1970–2069.
 */
export function parseHttpDate(value: string): number | null {
  const text = value.trim();
  let m = IMF_FIXDATE.exec(text);
  if (m) return utc(Number(m[4]), m[3] as string, Number(m[2]), Number(m[5]), Number(m[6]), Number(m[7]));
  m = RFC850_DATE.exec(text);
  if (m) {
    const yy = Number(m[4]);
    return utc(yy < 70 ? 2000 + yy : 1900 + yy, m[3] as string, Number(m[2]), Number(m[5]), Number(m[6]), Number(m[7]));
  }
  m = ASCTIME_DATE.exec(text);
  if (m) return utc(Number(m[7]), m[2] as string, Number((m[3] as string).trim()), Number(m[4]), Number(m[5]), Number(m[6]));
  return null;
}

/**
 * Decides whether a GET/HEAD gets 304 Not Modified.
 *
 * RFC 9110 §13.2.2 (Precedence of Preconditions), the steps that apply to GET and HEAD:
 * > 3. When If-None-Match is present, evaluate the If-None-Match precondition [...]
 * >    if false for GET/HEAD, respond 304 (Not Modified)
 * > 4. When the method is GET or HEAD, If-None-Match is not present, and If-Modified-Since is
 * >    present, evaluate the If-Modified-Since precondition [...] if false, respond 304
 *
 * RFC 9110 §13.1.2 (If-None-Match): "A recipient MUST use the weak comparison function when
 * comparing entity tags for If-None-Match"; "*" is false when a current representation exists.
 * RFC 9110 §13.1.3 (If-Modified-Since): "A recipient MUST ignore If-Modified-Since if the request
 * contains an If-None-Match header field" and when the value "is not a valid HTTP-date"; the
 * condition is false when the last modification "is earlier or equal to the date provided".
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-13.2.2
 * @param etag the strong ETag of the selected representation (with quotes).
 * @param lastModified its `Last-Modified` HTTP-date, or `null` when it has none.
 */
export function notModified(headers: HeaderReader, etag: string, lastModified: string | null): boolean {
  const inm = headers.get("if-none-match");
  if (inm !== null) {
    const tags = parseIfNoneMatch(inm);
    if (tags === null) return false;
    if (tags === "*") return true;
    return tags.some((tag) => weakMatch(tag, etag));
  }
  const ims = headers.get("if-modified-since");
  if (ims === null || lastModified === null) return false;
  const since = parseHttpDate(ims);
  const modified = parseHttpDate(lastModified);
  if (since === null || modified === null) return false;
  return modified <= since;
}
