/**
 * The requests the "http" section measures, each with its goals. Every case is measured against
 * two baselines in the same run (bench/http.ts):
 *
 * - the same-bytes ceiling: a bare node:http server answering, from memory, exactly the status,
 *   header fields and body bytes our server answered (the most any Node server can do for this
 *   response);
 * - http-server (the plain static server of `npm run serve:cdn`) serving the same body bytes from
 *   a file (with `-b`, the same brotli bytes from `<file>.br` when the case asks for br).
 *
 * Extension point: an endpoint added later (glossary, find, calendar feed) gets its case here: its
 * path, the headers a client sends, its expected identity body rebuilt from the generated tree
 * independently of the edge layer (bench/bodies.ts), and its goals. Nothing else in the bench
 * needs to change.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GLOSSARY_PATH } from "../schemas/files/layout.ts";
import { dayBody, rangeBody, bulkBody } from "./bodies.ts";

/** Goals of one case (all optional; the report prints each beside the measured figure). */
export interface HttpGoals {
  /** Requests/s at least this fraction of the same-bytes ceiling's. */
  readonly vsCeiling?: number;
  /** Requests/s at least this many times http-server's. */
  readonly vsHttpServer?: number;
  /** Body bytes on the wire at most this. */
  readonly maxWireBytes?: number;
}

export interface HttpCase {
  readonly name: string;
  /** Request target on our server; unique among the cases (the bare server routes by target alone). */
  readonly path: string;
  /** Sends the bench's Pro token. */
  readonly pro: boolean;
  /** The request's `Accept-Encoding` (none when absent: autocannon sends none). */
  readonly acceptEncoding?: "br" | "gzip";
  /**
   * The identity body, rebuilt from the generated tree (the generated root); `null` where it is
   * not rebuilt here (find, feeds: their bytes are checked against independent oracles by the test
   * suite), and our server's answer is taken as the bytes both baselines send.
   */
  readonly expected: (root: string) => Buffer | null;
  readonly goals: HttpGoals;
}

export const HTTP_CASES: readonly HttpCase[] = [
  {
    name: "lite day",
    path: "/gw/day/2026-01-01",
    pro: false,
    expected: (r) => dayBody(r, "lite", "2026-01-01"),
    goals: { vsCeiling: 0.9, vsHttpServer: 3 },
  },
  {
    name: "lite range 31 d",
    path: "/gw/range/2026-01-01/2026-01-31",
    pro: false,
    expected: (r) => rangeBody(r, "lite", "2026-01-01", "2026-01-31"),
    goals: {},
  },
  {
    name: "pro range 366 d",
    path: "/gw/range/2024-01-01/2024-12-31?view=pro",
    pro: true,
    expected: (r) => rangeBody(r, "pro", "2024-01-01", "2024-12-31"),
    goals: { vsCeiling: 0.9 },
  },
  {
    name: "pro range 31 d, place=naha",
    path: "/gw/range/2026-06-01/2026-06-30?view=pro&place=naha",
    pro: true,
    // The Tokyo body with each record's sun and moon swapped (edge-rules/origin/place-times.ts): our answer is the bytes.
    expected: () => null,
    goals: { vsCeiling: 0.9 },
  },
  {
    name: "pro range 31 d, lang=en",
    path: "/gw/range/2026-06-01/2026-06-30?view=pro&lang=en",
    pro: true,
    // The Japanese body with every label in the glossary's English (schemas/english.ts): our answer is the bytes.
    expected: () => null,
    goals: { vsCeiling: 0.9 },
  },
  {
    name: "pro range 366 d, br",
    // An unknown query parameter (ignored by the API) keeps the bare server's routes per target.
    path: "/gw/range/2024-01-01/2024-12-31?view=pro&bench=br",
    pro: true,
    acceptEncoding: "br",
    expected: (r) => rangeBody(r, "pro", "2024-01-01", "2024-12-31"),
    goals: { vsCeiling: 0.9, maxWireBytes: 40 * 1024 },
  },
  {
    name: "pro bulk 2026",
    path: "/gw/bulk/2026",
    pro: true,
    expected: (r) => bulkBody(r, [2026]),
    goals: {},
  },
  {
    name: "glossary",
    path: "/gw/glossary",
    pro: false,
    expected: (r) => readFileSync(join(r, GLOSSARY_PATH)),
    goals: {},
  },
  {
    name: "find, Lite, 366 days",
    path: "/gw/find?start=2026-01-01&end=2026-12-31&rokuyou=taian,tomobiki&weekday=sat,sun&limit=31",
    pro: false,
    expected: () => null,
    goals: { vsCeiling: 0.3 },
  },
  {
    name: "find, Pro, whole coverage, purpose",
    path: "/gw/find?start=2020-01-01&end=2030-12-31&purpose=wedding&order=score&limit=31",
    pro: true,
    expected: () => null,
    goals: { vsCeiling: 0.3 },
  },
  {
    name: "business add 3, government",
    path: "/gw/business/2026-12-28/add/3?calendar=government",
    pro: false,
    expected: () => null,
    goals: {},
  },
  {
    name: "business count 366 d, closed wed",
    path: "/gw/business/count/2026-01-01/2026-12-31?closed=wed",
    pro: false,
    expected: () => null,
    goals: {},
  },
  {
    name: "wareki, one Julian date",
    path: "/gw/wareki/1582-06-21?calendar=julian",
    pro: false,
    expected: () => null,
    goals: {},
  },
  {
    name: "wareki, 3 和暦 texts",
    // 天正10年6月2日, 慶長4年閏3月3日, 明治元年元旦, percent-encoded as clients send them
    path: `/gw/wareki?text=${["天正10年6月2日", "慶長4年閏3月3日", "明治元年元旦"].map(encodeURIComponent).join(",")}`,
    pro: false,
    expected: () => null,
    goals: {},
  },
  {
    name: "calendar feed, rolling 祝日+六曜+節気",
    path: "/gw/calendar.ics?include=holiday,rokuyou,sekki",
    pro: false,
    expected: () => null,
    goals: {},
  },
];
