/**
 * iCalendar text (RFC 5545) as small pure functions: TEXT escaping, content lines, folding at
 * 75 octets without splitting a UTF-8 character, DATE and UTC DATE-TIME values. The writer of
 * a whole calendar (calendar.ts) only joins what these return.
 */

/** RFC 5545 §3.1: "Content lines are delimited by a line break, which is a CRLF sequence". */
export const CRLF = "\r\n";

/**
 * RFC 5545 §3.1: "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break."
 * A continuation line's leading space counts toward its 75.
 */
export const MAX_LINE_OCTETS = 75;

/**
 * RFC 5545 §3.1: "a long line can be split between any two characters by inserting a CRLF
 * immediately followed by a single linear white-space character (i.e., SPACE or HTAB)".
 */
export const FOLD = `${CRLF} `;

/**
 * Escapes a TEXT value, RFC 5545 §3.3.11: `text = *(TSAFE-CHAR / ":" / DQUOTE / ESCAPED-CHAR)`,
 * `ESCAPED-CHAR = ("\\" / "\;" / "\," / "\N" / "\n")`. A backslash first, then `;` and `,`;
 * a line break (CRLF, CR or LF) becomes `\n`. `:` is not escaped.
 */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");
}

/** UTF-8 length of one code point. */
function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds one unfolded content line (no CRLF inside) so that every physical line is at most
 * {@link MAX_LINE_OCTETS} octets of UTF-8, the continuation's leading space included, breaking
 * only between code points (RFC 5545 §3.1: "Multi-octet characters MUST NOT be split").
 * @returns the physical lines joined by {@link FOLD}, without a final CRLF.
 */
export function foldLine(line: string): string {
  let out = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      out += FOLD;
      octets = 1; // the leading space
    }
    out += char;
    octets += size;
  }
  return out;
}

/** Inverse of {@link foldLine} over a whole text (RFC 5545 §3.1 unfolding: remove CRLF + one WSP). */
export function unfold(text: string): string {
  return text.replace(/\r\n[ \t]/g, "");
}

/** One folded content line `name[;params]:value` plus its CRLF. The value must already be escaped when it is TEXT. */
export function contentLine(name: string, value: string): string {
  return `${foldLine(`${name}:${value}`)}${CRLF}`;
}

/** A TEXT property: escaped, folded, with its CRLF. */
export function textLine(name: string, value: string): string {
  return contentLine(name, escapeText(value));
}

/** RFC 5545 §3.3.4 DATE `YYYYMMDD` of an ISO date `YYYY-MM-DD`. */
export function icsDate(iso: string): string {
  return iso.replaceAll("-", "");
}

/**
 * RFC 5545 §3.3.5 DATE-TIME in UTC, form #2 (`YYYYMMDDTHHMMSSZ`), of an instant.
 * @param utcMs milliseconds since the Unix epoch.
 */
export function icsUtcDateTime(utcMs: number): string {
  return new Date(utcMs)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}
