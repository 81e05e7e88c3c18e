/**
 * Raw non-ASCII bytes in a request target (生の非ASCIIバイト): `curl '…?rokuyou=大安'` sends the
 * UTF-8 bytes as they are, which HTTP/1.1 does not allow (RFC 9112 §3.2, RFC 3986 §2.1), so
 * node:http's parser refuses the request (`HPE_INVALID_URL`). The answer says how to fix it,
 * with the client's own text percent-encoded as the example.
 */

/** At most this many bytes of the client's text are shown in the example (a few characters). */
const EXAMPLE_MAX_BYTES = 24;

/** Whether a parser error stopped at a byte ≥ 0x80 (the first raw non-ASCII byte of the target). */
export function stoppedAtNonAscii(packet: Buffer | undefined, bytesParsed: number | undefined): boolean {
  if (packet === undefined || bytesParsed === undefined) return false;
  const byte = packet[bytesParsed];
  return byte !== undefined && byte >= 0x80;
}

/** `%XX` for every byte. */
const percentEncode = (bytes: Uint8Array): string => Array.from(bytes, (b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");

/** The longest prefix of `bytes` that is whole UTF-8 characters, decoded; `null` when there is none. */
function utf8Prefix(bytes: Uint8Array): { text: string; length: number } | null {
  for (let end = bytes.length; end > 0; end--) {
    try {
      return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, end)), length: end };
    } catch {
      // a character cut at the end, or not UTF-8: try a shorter prefix
    }
  }
  return null;
}

/**
 * The one-line message for raw non-ASCII bytes starting at `bytesParsed` in `packet`: the run of
 * non-ASCII bytes there (at most {@link EXAMPLE_MAX_BYTES}) shown as text and percent-encoded,
 * or as bytes when it is not UTF-8.
 */
export function rawNonAsciiMessage(packet: Buffer, bytesParsed: number): string {
  let end = bytesParsed;
  while (end < packet.length && end - bytesParsed < EXAMPLE_MAX_BYTES && (packet[end] as number) >= 0x80) end++;
  const run = packet.subarray(bytesParsed, end);
  const decoded = utf8Prefix(run);
  const example =
    decoded !== null
      ? `${decoded.text} → ${percentEncode(run.subarray(0, decoded.length))}`
      : `the byte 0x${(run[0] as number).toString(16).toUpperCase()} → ${percentEncode(run.subarray(0, 1))}`;
  return `the request target has raw non-ASCII bytes: percent-encode them as UTF-8 (${example})`;
}

/**
 * The request target of the request line the parser stopped in (at `bytesParsed`), its raw non-ASCII bytes
 * percent-encoded: the target the client meant, written as HTTP/1.1 allows (the error's hint). `null` when the
 * packet does not hold the whole request line.
 */
export function encodedTarget(packet: Buffer, bytesParsed: number): string | null {
  // The current message starts after the last header section ended before the error (a pipelined request's).
  const start = packet.subarray(0, bytesParsed).lastIndexOf("\r\n\r\n");
  const from = start < 0 ? 0 : start + 4;
  const end = packet.indexOf("\r\n", from);
  if (end < 0) return null;
  const line = packet.subarray(from, end);
  const first = line.indexOf(0x20);
  const last = line.lastIndexOf(0x20);
  if (
    first < 0 ||
    last <= first ||
    !line
      .subarray(last + 1)
      .toString("latin1")
      .startsWith("HTTP/")
  )
    return null;
  const target = line.subarray(first + 1, last);
  if (target[0] !== 0x2f) return null;
  let text = "";
  for (const byte of target)
    text += byte >= 0x80 || byte <= 0x20 ? `%${byte.toString(16).toUpperCase().padStart(2, "0")}` : String.fromCharCode(byte);
  return text;
}
