/**
 * `GET /gw/calendar.ics` after every check passed (interface 1.1 §4): validators, 304, then the
 * feed's bytes — from a cache bounded by bytes and keyed like the ETag (data version and the
 * canonical feed key), else built once from the month files' records (Assembler), the finder's
 * purpose search over the day index (Finder, the same search as /gw/find) and the generated
 * solar-term instants. Nothing is computed about the calendar here.
 *
 * Headers: `text/calendar; charset=utf-8` (RFC 5545 §8.1, §3.1.4), `Content-Disposition: inline`
 * with a file name, ETag / Last-Modified (clients revalidate with either: Thunderbird by ETag,
 * Apple by date; a rolling feed's Last-Modified moves with its window: window.ts), Cache-Control by caller like every data answer, Vary, CORS, RateLimit-*.
 * A missing or malformed file is 404 OUT_OF_COVERAGE with `no-store` (reported): errors stay JSON.
 */
import { civilDate } from "../../schemas/day-number.ts";
import { solarTermsFilePath, SolarTermsFile, type SolarTerm } from "../../schemas/feed.ts";
import type { ManifestHead } from "../../schemas/layout.ts";
import { Assembler, MissingData } from "../assemble.ts";
import { notModified, notModifiedHeaders } from "../conditional.ts";
import { memoizedEtags, resourceKey } from "../etag.ts";
import type { RequestLike, ResponseParts } from "../exchange.ts";
import { Finder } from "../find/answer.ts";
import { purposeSigns } from "../find/purpose.ts";
import { search } from "../find/search.ts";
import { apiError } from "../errors.ts";
import { baseHeaders, CACHE_PRIVATE, CACHE_PUBLIC, type HeaderFields, setRateLimitHeaders, VARY } from "../headers.ts";
import { BoundedMap } from "../lru.ts";
import type { Origin } from "../origin.ts";
import type { RateLimitResult } from "../rate-limit.ts";
import { errorReply, withBody } from "../respond.ts";
import { calendarText, calendarTitle } from "./calendar.ts";
import { feedEvents, type FeedRecord, type PurposeHit } from "./events.ts";
import { icsUtcDateTime } from "./ics-text.ts";
import { feedKey, FEED_ITEM_LABELS, type FeedRequest } from "./params.ts";
import { type DaySpan, feedLastModified } from "./window.ts";
import { isoDate } from "../../schemas/day-number.ts";

/** RFC 5545 §8.1 media type, with the charset §3.1.4 requires in MIME transport. */
export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** Bytes of finished feeds kept per handler (a 3-year 六曜 feed is 0.4 MB; a Workers isolate has 128 MB). */
export const FEED_CACHE_BYTES = 16 * 1024 * 1024;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A feed request that passed every stage. */
export interface FeedAnswerInput {
  readonly request: FeedRequest;
  /** The window the feed names (its key and title). */
  readonly window: DaySpan;
  /** The covered part of the window; `null`: an empty calendar. */
  readonly span: DaySpan | null;
  readonly manifest: ManifestHead;
  readonly anonymous: boolean;
  readonly rl: RateLimitResult;
  readonly http: RequestLike;
}

/** Whether the feed needs ProDay fields (kou72, notes_arr): then it reads the pro month files. */
const needsPro = (r: FeedRequest): boolean => r.include.includes("kou72") || r.include.includes("zassetsu") || r.notes.length > 0;

/** Builds feeds over one origin; one per handler. */
export function createFeedEndpoint(origin: Origin, report: (error: unknown, request: RequestLike) => void): (input: FeedAnswerInput) => Promise<ResponseParts> {
  const assembler = new Assembler(origin, { maxMonthFiles: 48, maxYearFiles: 1 });
  const finder = new Finder(origin, assembler);
  const bodies = new BoundedMap<string, Uint8Array>(FEED_CACHE_BYTES, (body, key) => body.length + 2 * key.length + 64);
  const building = new Map<string, Promise<Uint8Array>>();
  const etagOf = memoizedEtags(4096);

  /** The window's records, in day order. */
  async function records(dataVersion: string, request: FeedRequest, span: DaySpan): Promise<FeedRecord[]> {
    const view = needsPro(request) ? "pro" : "lite";
    const out: FeedRecord[] = [];
    let day = span.startDay;
    while (day <= span.endDay) {
      const { y, m, d } = civilDate(day);
      const month = await assembler.monthRecords(dataVersion, view, y, m);
      for (let i = d - 1; i < month.ends.length && day <= span.endDay; i++, day++) {
        const start = i === 0 ? 0 : month.ends[i - 1]! + 1;
        out.push(JSON.parse(decoder.decode(month.bytes.subarray(start, month.ends[i]))) as FeedRecord);
      }
    }
    return out;
  }

  /** The solar-term crossings of the span's years (only when 節気 or 候 are asked for). */
  async function terms(request: FeedRequest, span: DaySpan): Promise<SolarTerm[]> {
    if (!request.include.includes("sekki") && !request.include.includes("kou72")) return [];
    const out: SolarTerm[] = [];
    for (let y = civilDate(span.startDay).y; y <= civilDate(span.endDay).y; y++) {
      const path = solarTermsFilePath(y);
      const text = await origin.read(path);
      const parsed = text === null ? null : SolarTermsFile.safeParse(JSON.parse(text));
      if (!parsed?.success) throw new MissingData(path);
      out.push(...parsed.data);
    }
    return out;
  }

  /** The purpose hits of the span: the finder's search, every matching day in date order. */
  async function hits(dataVersion: string, request: FeedRequest, span: DaySpan): Promise<PurposeHit[]> {
    if (request.purpose === null) return [];
    const index = await finder.index(dataVersion);
    if (!index.has(span.startDay) || !index.has(span.endDay)) throw new MissingData("day index");
    const result = search(index, { ...span, matcher: () => true, purpose: purposeSigns(request.purpose), minScore: request.minScore, order: "date", limit: Number.MAX_SAFE_INTEGER });
    return result.hits.map((h) => ({ iso: isoDate(h.day), score: h.score!, reasons: h.reasons!.map((s) => ({ id: s.id, label: s.label, weight: s.weight })) }));
  }

  async function build(input: FeedAnswerInput): Promise<Uint8Array> {
    const { request, window, span, manifest } = input;
    const v = manifest.dataVersion;
    const events = span === null ? [] : feedEvents(request, await records(v, request, span), await terms(request, span), await hits(v, request, span));
    const parts: string[] = request.include.map((i) => (request.lang === "ja" ? FEED_ITEM_LABELS[i] : i));
    if (request.notes.length > 0) parts.push(request.lang === "ja" ? "暦注" : "notes");
    if (request.purpose) parts.push(request.lang === "ja" ? request.purpose.label : request.purpose.en);
    const title = calendarTitle(parts, isoDate(window.startDay), isoDate(window.endDay), request.lang);
    return encoder.encode(calendarText(title, events, icsUtcDateTime(Date.parse(manifest.lastModified))));
  }

  /** The feed's bytes: cached, or built once however many requests ask at the same time. */
  function body(resource: string, input: FeedAnswerInput): Uint8Array | Promise<Uint8Array> {
    const cached = bodies.get(resource);
    if (cached) return cached;
    let pending = building.get(resource);
    if (!pending) {
      pending = build(input).then(
        (bytes) => {
          bodies.set(resource, bytes);
          building.delete(resource);
          return bytes;
        },
        (error: unknown) => {
          building.delete(resource);
          throw error;
        },
      );
      building.set(resource, pending);
    }
    return pending;
  }

  return async (input) => {
    const { manifest, anonymous, rl, http } = input;
    const head = http.method === "HEAD";
    const resource = resourceKey(manifest.dataVersion, feedKey(input.request, input.window));
    const tag = etagOf(resource);
    const lastModified = feedLastModified(manifest.lastModified, input.window, input.request.years === null);
    const validators: HeaderFields = {
      etag: typeof tag === "string" ? tag : await tag,
      "last-modified": lastModified,
      "cache-control": anonymous ? CACHE_PUBLIC : CACHE_PRIVATE,
      vary: VARY,
    };
    const headers = baseHeaders();
    setRateLimitHeaders(headers, rl);
    if (notModified(http.headers, validators.etag!, lastModified)) {
      return { status: 304, headers: notModifiedHeaders(headers, validators), body: null };
    }
    let bytes: Uint8Array;
    try {
      const b = body(resource, input);
      bytes = b instanceof Uint8Array ? b : await b;
    } catch (error) {
      report(error, http);
      return errorReply(apiError("OUT_OF_COVERAGE", "data unavailable"), rl, head);
    }
    Object.assign(headers, validators);
    headers["content-type"] = ICS_CONTENT_TYPE;
    headers["content-disposition"] = `inline; filename="koyomi.ics"`;
    return withBody(200, headers, bytes, head);
  }
}
