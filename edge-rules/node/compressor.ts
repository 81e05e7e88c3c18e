/**
 * The Node server's {@link Compressor}: brotli and gzip from `node:zlib`, on the libuv thread pool
 * (the event loop keeps serving while a large body is compressed). Each distinct body is
 * compressed once per coding (`held-representations.ts` keeps the result), so the levels trade the
 * first request's wait against bytes on the wire, measured on a 366-day Pro range (232 KB):
 *
 * | coding          | bytes  | time (this 2-core machine) |
 * |-----------------|--------|----------------------------|
 * | br quality 5    | 14,250 | 1.7 ms                     |
 * | br quality 9    | 13,222 | 6.4 ms                     |
 * | br quality 11   | 11,835 | 270 ms                     |
 * | gzip level 9    | 16,021 | 1.5 ms                     |
 *
 * Brotli quality 11 would make the first request for every distinct range wait a quarter of a
 * second (three seconds for an 11-year bulk body) for 10 % fewer bytes, so quality 9; gzip at its
 * highest level, 9. The output is a pure function of the input, the settings and the library
 * versions, which are all in {@link Compressor.codings} `settings` (and so in the ETags).
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Coding, Compressor } from "../http/content-coding.ts";

/** Brotli quality (0–11, RFC 7932 encoders' scale) for bodies compressed once and kept. */
export const BROTLI_QUALITY = 9;
/** gzip (zlib deflate) level 1–9. */
export const GZIP_LEVEL = 9;
/**
 * The settings of answers compressed per request and never held (MCP answers): brotli quality 5
 * (a quarter of quality 9's time, 8 % more bytes on the 366-day range above), gzip level 6.
 */
export const FAST_BROTLI_QUALITY = 5;
export const FAST_GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The brotli parameters: text mode, the size hint, {@link BROTLI_QUALITY}. */
function brotliParams(size: number, quality = BROTLI_QUALITY): Record<number, number> {
  return {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  };
}

/** The `node:zlib` compressor: br preferred over gzip on equal q-values (smaller bodies). */
export function nodeCompressor(): Compressor {
  return {
    codings: [
      { coding: "br", settings: `brotli ${process.versions.brotli ?? "?"} q${BROTLI_QUALITY} text` },
      { coding: "gzip", settings: `zlib ${process.versions.zlib ?? "?"} level ${GZIP_LEVEL}` },
    ],
    async compress(coding: Coding, body: Uint8Array): Promise<Uint8Array> {
      if (coding === "br") return brotli(body, { params: brotliParams(body.length) });
      return gzipAsync(body, { level: GZIP_LEVEL });
    },
    async compressFast(coding: Coding, body: Uint8Array): Promise<Uint8Array> {
      if (coding === "br") return brotli(body, { params: brotliParams(body.length, FAST_BROTLI_QUALITY) });
      return gzipAsync(body, { level: FAST_GZIP_LEVEL });
    },
  };
}
