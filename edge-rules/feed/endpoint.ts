/**
 * `GET /gw/calendar.ics` after every check passed (docs/interface.md#calendar-subscriptions):
 * validators, 304, then the feed's representation — held per content coding like every data body
 * (the one representation layer, `represent/layer.ts`, bounded by bytes, keyed like the ETag: data version and the canonical
 * feed key), else built once from the month files' records (Assembler), the finder's purpose
 * search over the day index (Finder, the same search as /gw/find) and the generated solar-term
 * instants, then compressed
 * once per coding on Node (`node/compressor.ts`; on Workers the platform compresses). Nothing is
 * computed about the calendar here but under a non-default day rule (docs/interface.md#schools-rules): then the
 * records' notes and periods are computed by the calendar's own code over the published instants
 * (origin/day-rules.ts `ruledRecord`, origin/almanac-files.ts), and a purpose is searched as `/gw/find?rules=`
 * searches it, over the finder's index of the days computed under them (find/ruled-index.ts); and for `include=sun`
 * at a place whose times are not prerendered (a point, a place other than the capitals, a zone other than Japan's):
 * then each slice's sunrises and sunsets are the day bodies' own computation (origin/point-times.ts `pointSunDays`).
 * A capital's on Japan's clock are its records' (the default place's; another's swapped in by origin/place-times.ts).
 *
 * Bounded work (docs/interface.md#calendar-subscriptions):
 * - a build runs in slices of at most {@link SLICE_DAYS} days and hands the event loop back after
 *   each, so cheap requests are answered while a heavy feed is built;
 * - a feed of more than FEED_MAX_EVENTS events is 400 FEED_TOO_LARGE: the build stops as soon as
 *   the count passes the limit, and the refusal is remembered per key (no second build);
 * - at most FEED_MAX_BUILDS builds at once, FEED_MAX_WAITING more wait, one more is 503
 *   SERVICE_BUSY with Retry-After (`build-slots.ts`); so memory holds at most the held
 *   representations plus that many bodies being built.
 *
 * Headers: `text/calendar; charset=utf-8` (RFC 5545 §8.1, §3.1.4), `Content-Disposition: inline`
 * with a file name, ETag / Last-Modified (clients revalidate with either: Thunderbird by ETag,
 * Apple by date; a rolling feed's Last-Modified moves with its window: window.ts), Cache-Control by caller like every data answer, Vary, CORS, RateLimit-*.
 * A missing or malformed file is 404 OUT_OF_COVERAGE with `no-store` (reported): errors stay JSON.
 */
import { civilDate, isoDate } from "../../calendar/time/day-number.ts";
import {
  FEED_BUSY_RETRY_S,
  FEED_ITEM_NAMES,
  FEED_MAX_BUILDS,
  FEED_MAX_EVENTS,
  FEED_MAX_WAITING,
  solarTermsFilePath,
  SolarTermsFile,
  type SolarTerm,
} from "../../schemas/feed.ts";
import type { ManifestHead } from "../../schemas/files/layout.ts";
import { Assembler, concat, MissingData } from "../origin/assemble.ts";
import type { AlmanacFiles } from "../origin/almanac-files.ts";
import { ruledRecords } from "../origin/day-rules.ts";
import type { Compressor } from "../http/content-coding.ts";
import type { RequestLike, ResponseParts } from "../http/exchange.ts";
import { Finder } from "../find/answer.ts";
import { purposeSigns } from "../find/purpose.ts";
import { search } from "../find/search.ts";
import { apiError } from "../errors/errors.ts";
import type { HeaderFields } from "../http/headers.ts";
import { BoundedMap } from "../origin/lru.ts";
import type { Origin } from "../origin/origin.ts";
import type { RateLimitResult } from "../access/rate-limit.ts";
import type { Source } from "../represent/held-representations.ts";
import { createRepresenter, type Representer } from "../represent/layer.ts";
import { errorReply } from "../http/respond.ts";
import { requestHints } from "../errors/hints.ts";
import { BuildSlots } from "./build-slots.ts";
import { CALENDAR_TAIL, calendarHead, calendarTitle, vevents } from "./calendar.ts";
import { feedEvents, type FeedRecord, type PurposeHit } from "./events.ts";
import { icsUtcDateTime } from "./ics-text.ts";
import { feedDayRules, feedRulePairs, readsPlace, type FeedRequest } from "./request.ts";
import type { PlaceTimes } from "../origin/place-times.ts";
import { pointSunDays, type PointSunDay } from "../origin/point-times.ts";
import type { PlacePoint } from "../routing/parameters.ts";
import { recordSunDay, sunPlace } from "./sun-events.ts";
import { lifeTitle, lunarBirthdayEvents, memorialEvents } from "./life-events.ts";
import type { KyurekiTables } from "../wareki/table.ts";
import { readFeedDate } from "../life/feed-dates.ts";
import type { ApiError } from "../errors/api-error.ts";
import { isApiError } from "../routing/parameters.ts";
import { type DaySpan, feedLastModified } from "./window.ts";
import type { YieldTurn } from "./yield.ts";

/** RFC 5545 §8.1 media type, with the charset §3.1.4 requires in MIME transport. */
export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";

/**
 * Bytes of feed representations held per handler (identity and coded). A resource may take an
 * eighth (4 MiB), so the largest allowed feed (about 2 MB) is held with its br and gzip copies.
 */
export const FEED_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Days built between two turns of the event loop. A week of the heaviest allowed selection is
 * about 100 events, a millisecond or two of work on this project's 2-core machine.
 */
export const SLICE_DAYS = 7;

/** Feed keys remembered as too large (a refused key costs no second build). */
const REFUSED_KEYS = 4096;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A feed that would hold more than FEED_MAX_EVENTS events. */
class FeedTooLarge extends Error {}

/** A life feed whose date names no day (a 和暦 text is read only with the 旧暦 table, at build time): its 400. */
class FeedRefused extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

/** A feed request that passed every stage. */
export interface FeedAnswerInput {
  readonly request: FeedRequest;
  /** The window the feed names (its key and title). */
  readonly window: DaySpan;
  /** The covered part of the window; `null`: an empty calendar. */
  readonly span: DaySpan | null;
  readonly manifest: ManifestHead;
  /** `etag.ts` `resourceKey` of the feed: the data version and `request.ts` `feedKey` (the handler's stage 6 made it). */
  readonly resource: string;
  readonly anonymous: boolean;
  readonly rl: RateLimitResult;
  readonly http: RequestLike;
}

/** The point of a feed's `sun` whose times are computed (a place other than a capital on Japan's clock), else `null`. */
const sunPoint = (r: FeedRequest): PlacePoint | null => (readsPlace(r) && r.place !== null && typeof r.place !== "string" ? r.place : null);

/** Whether the feed reads a capital's prerendered sunrise and sunset from its records (`include=sun` on Japan's clock). */
const sunFromRecords = (r: FeedRequest): boolean => readsPlace(r) && sunPoint(r) === null;

/** Whether the feed needs ProDay fields (kou72, notes_arr, sun): then it reads the pro month files. */
const needsPro = (r: FeedRequest): boolean =>
  r.include.includes("kou72") || r.include.includes("zassetsu") || r.include.includes("eho") || r.notes.length > 0 || sunFromRecords(r);

/** The span cut into slices of at most {@link SLICE_DAYS} days, in order. */
export function slices(span: DaySpan): DaySpan[] {
  const out: DaySpan[] = [];
  for (let day = span.startDay; day <= span.endDay; day += SLICE_DAYS)
    out.push({ startDay: day, endDay: Math.min(span.endDay, day + SLICE_DAYS - 1) });
  return out;
}

/** The 400 of a feed over the limit. */
const tooLarge = () =>
  apiError(
    "FEED_TOO_LARGE",
    `this feed would hold more than ${FEED_MAX_EVENTS.toLocaleString("en")} events, the most one feed may hold; ask for fewer years, items or notes`,
  );

/** Answers a feed request that passed every check (one per handler). */
export type FeedAnswerer = (input: FeedAnswerInput) => Promise<ResponseParts>;

/** What feeds are built from: the month files, the day index and the solar-term files of one origin. */
export interface FeedSources {
  readonly origin: Origin;
  readonly assembler: Assembler;
  readonly finder: Finder;
  /** The almanacs of the published files, for the records of a non-default day rule (origin/almanac-files.ts). */
  readonly almanacs: AlmanacFiles;
  /** The 旧暦 table, for the life feeds (`memorial`, `lunar_birthday`). */
  readonly kyureki: KyurekiTables;
  /** The capitals' prerendered times (`place=` of the day bodies), for `sun` at a capital other than the default. */
  readonly places: PlaceTimes;
  readonly yieldTurn: YieldTurn;
}

/** One handler's feed endpoint: its sources, held representations, refusals and build slots. */
interface FeedEndpoint {
  readonly sources: FeedSources;
  readonly report: (error: unknown, request: RequestLike) => void;
  /** The held representations (`represent/layer.ts`). */
  readonly represent: Representer;
  /** Keys refused as too large (a refused key costs no second build). */
  readonly refused: BoundedMap<string, true>;
  readonly slots: BuildSlots;
  /** The builds under way, by resource (one build however many ask at once). */
  readonly building: Map<string, Promise<Uint8Array>>;
}

/** The feed endpoint of one handler (its caches live as long as the handler). */
export function createFeedEndpoint(
  sources: FeedSources,
  report: (error: unknown, request: RequestLike) => void,
  compressor?: Compressor,
): FeedAnswerer {
  const feeds: FeedEndpoint = {
    // The handler's own record files and finder (the data endpoints'): a feed reads no file twice, builds no second index.
    sources,
    report,
    represent: createRepresenter({ maxBytes: FEED_CACHE_BYTES, ...(compressor ? { compressor } : {}), etags: 4096 }),
    refused: new BoundedMap<string, true>(REFUSED_KEYS),
    slots: new BuildSlots(FEED_MAX_BUILDS, FEED_MAX_WAITING),
    building: new Map(),
  };
  // the held representation, else validators, 304 and the build (represent/layer.ts)
  return async (input) => feeds.represent.answer(input.resource, input, () => feedSource(feeds, input));
}

/** How a feed not held is made: its rolling `Last-Modified`, and the build (or its refusal). */
function feedSource(feeds: FeedEndpoint, input: FeedAnswerInput): Source {
  return {
    meta: {
      lastModified: feedLastModified(input.manifest.lastModified, input.window, input.request.years === null),
      contentType: ICS_CONTENT_TYPE,
      upgradeInfo: false,
      disposition: `inline; filename="koyomi.ics"`,
    },
    load: () => load(feeds, input.resource, input),
    onError: (error) => feeds.report(error, input.http),
  };
}

/** The feed's identity bytes, or the error to answer with (`held-representations.ts` `answer` asks for them when they are not held). */
async function load(feeds: FeedEndpoint, resource: string, input: FeedAnswerInput): Promise<Uint8Array | ResponseParts> {
  if (feeds.refused.get(resource)) return failure(tooLarge(), input);
  const pending = body(feeds, resource, input);
  if (pending === "busy") {
    return failure(
      apiError(
        "SERVICE_BUSY",
        `${FEED_MAX_BUILDS} calendar feeds are being built and ${FEED_MAX_WAITING} more wait; retry after the Retry-After seconds`,
      ),
      input,
    );
  }
  try {
    return await pending;
  } catch (error) {
    if (error instanceof FeedTooLarge) {
      feeds.refused.set(resource, true);
      return failure(tooLarge(), input);
    }
    if (error instanceof FeedRefused) return failure(error.error, input);
    feeds.report(error, input.http);
    // As every data body (body-stages.ts): a build that fails inside the coverage is the node's, 503 and reported.
    return failure(apiError("DATA_UNAVAILABLE", "data unavailable: a data file this feed reads cannot be read; try again later"), input);
  }
}

/**
 * The feed's identity bytes, built once however many requests ask at the same time, in a build
 * slot; `"busy"` when no slot is free and the queue is full.
 */
function body(feeds: FeedEndpoint, resource: string, input: FeedAnswerInput): Promise<Uint8Array> | "busy" {
  const pending = feeds.building.get(resource);
  if (pending) return pending;
  const slot = feeds.slots.acquire();
  if (slot === null) return "busy";
  const built = slot
    .then(async (release) => {
      try {
        return await build(feeds.sources, input);
      } finally {
        release();
      }
    })
    .finally(() => feeds.building.delete(resource));
  feeds.building.set(resource, built);
  return built;
}

/** An error answer of this endpoint (JSON, no-store); 503 carries Retry-After. */
function failure(error: ReturnType<typeof apiError>, input: FeedAnswerInput): ResponseParts {
  const busy = error.code === "SERVICE_BUSY";
  const hints = requestHints(input.http);
  const answer = errorReply(error, input.rl, input.http.method === "HEAD", busy ? { ...hints, retryAfter: FEED_BUSY_RETRY_S } : hints);
  if (busy) (answer.headers as HeaderFields)["retry-after"] = String(FEED_BUSY_RETRY_S);
  return answer;
}

/**
 * The feed's bytes, slice by slice with a turn of the event loop after each.
 * @throws FeedTooLarge as soon as the events pass FEED_MAX_EVENTS; MissingData for a missing file.
 */
async function build(sources: FeedSources, input: FeedAnswerInput): Promise<Uint8Array> {
  const { request, window, span, manifest } = input;
  const v = manifest.dataVersion;
  const dtstamp = icsUtcDateTime(Date.parse(manifest.lastModified));
  if (request.life !== null) return buildLife(sources, input, request.life, dtstamp);
  const chunks: Uint8Array[] = [encoder.encode(calendarHead(feedTitle(request, window)))];
  const recordsIn = recordsOf(sources, v, request);
  const sunPlaceOf = readsPlace(request) ? sunPlace(request.place, request.lang) : null;
  const wantsTerms = request.include.includes("sekki") || request.include.includes("kou72");
  const termsByYear = new Map<number, SolarTerm[]>();
  let count = 0;
  for (const slice of span === null ? [] : slices(span)) {
    const terms: SolarTerm[] = [];
    for (let y = civilDate(slice.startDay).y; wantsTerms && y <= civilDate(slice.endDay).y; y++) {
      if (!termsByYear.has(y)) termsByYear.set(y, await termsOfYear(sources.origin, y));
      terms.push(...termsByYear.get(y)!);
    }
    const next = slice.endDay + 1;
    const following =
      request.include.includes("eho") && next <= (span?.endDay ?? 0) ? (await recordsIn({ startDay: next, endDay: next }))[0] : undefined;
    const sliceRecords = await recordsIn(slice);
    const sun = sunPlaceOf === null ? undefined : { place: sunPlaceOf, days: sunDays(request, slice, sliceRecords) };
    const events = feedEvents(request, sliceRecords, terms, await hits(sources, v, request, slice), following, sun);
    count += events.length;
    if (count > FEED_MAX_EVENTS) throw new FeedTooLarge();
    chunks.push(encoder.encode(vevents(events, dtstamp)));
    await sources.yieldTurn();
  }
  chunks.push(encoder.encode(CALENDAR_TAIL));
  return concat(chunks);
}

/**
 * A life feed's bytes: its days from the 旧暦 table alone (no day file: a few hundred events at most, built at once).
 * @throws FeedRefused when the date names no day.
 */
async function buildLife(
  sources: FeedSources,
  { request, window, span, manifest }: FeedAnswerInput,
  life: NonNullable<FeedRequest["life"]>,
  dtstamp: string,
): Promise<Uint8Array> {
  const table = await sources.kyureki.table(manifest.dataVersion);
  const record = readFeedDate(table, life.kind, life.date);
  if (isApiError(record)) throw new FeedRefused(record);
  const events =
    span === null
      ? []
      : life.kind === "memorial"
        ? memorialEvents(table, record, request.rules, span, request.lang)
        : lunarBirthdayEvents(table, record, span, request.lang);
  if (events.length > FEED_MAX_EVENTS) throw new FeedTooLarge();
  const title = lifeTitle(life.kind, record, window, request.lang, feedRulePairs(request));
  return encoder.encode(calendarHead(title) + vevents(events, dtstamp) + CALENDAR_TAIL);
}

/**
 * The sunrise and sunset of a slice's days at the feed's place, by date: a point's computed in its zone
 * (origin/point-times.ts, the day bodies' computation: a week is a millisecond or two, and the build turns after each
 * slice), a capital's on Japan's clock as its records hold them (the default place's, or swapped by {@link records}).
 */
function sunDays(request: FeedRequest, slice: DaySpan, sliceRecords: readonly ReadRecord[]): Map<string, PointSunDay> {
  const point = sunPoint(request);
  if (point !== null) {
    const days = pointSunDays(point, point.zone, slice.startDay, slice.endDay);
    return new Map(days.map((d, i) => [isoDate(slice.startDay + i), d]));
  }
  return new Map(
    sliceRecords.map((r) => {
      if (r.sun === undefined) throw new MissingData(`record ${r.iso}: sun`);
      return [r.iso, recordSunDay(r.sun)];
    }),
  );
}

/** The calendar's title: what it holds (`sun` with its place), and its window; with `sun`, the description names its place and clock. */
function feedTitle(request: FeedRequest, window: DaySpan): ReturnType<typeof calendarTitle> {
  const sun = readsPlace(request) ? sunPlace(request.place, request.lang) : null;
  const parts: string[] = request.include.map((i) =>
    i === "sun" && sun !== null ? sun.title : FEED_ITEM_NAMES[i][request.lang === "ja" ? "label" : "en"],
  );
  if (request.notes.length > 0) parts.push(request.lang === "ja" ? "暦注" : "almanac notes");
  if (request.purpose) parts.push(request.lang === "ja" ? request.purpose.label : request.purpose.en);
  const title = calendarTitle(parts, isoDate(window.startDay), isoDate(window.endDay), request.lang, feedRulePairs(request));
  return sun === null ? title : { ...title, description: `${title.description}\n${sun.where}` };
}

/** A record as read from a month file: the fields a feed reads, and the others the file holds. */
type ReadRecord = FeedRecord & Readonly<Record<string, unknown>>;

/** The records of a span, in day order: as the files hold them, or under the feed's non-default day rules. */
type RecordsOf = (span: DaySpan) => Promise<ReadRecord[]>;

/**
 * The feed's records: the files' (every day rule at its default, or a feed of Lite fields and a purpose, whose days
 * come from the search), else each Pro record computed under the rules (origin/day-rules.ts `ruledRecords`).
 */
function recordsOf(sources: FeedSources, dataVersion: string, request: FeedRequest): RecordsOf {
  const rules = feedDayRules(request);
  if (rules === null || !needsPro(request)) return (span) => records(sources, dataVersion, request, span);
  const almanacOf = (year: number) => sources.almanacs.almanac(dataVersion, year, year);
  return async (span) => ruledRecords(await records(sources, dataVersion, request, span), rules, almanacOf);
}

const COMMA = encoder.encode(",");
const OPEN = encoder.encode("[");
const CLOSE = encoder.encode("]");

/**
 * The window's records, in day order. With `sun` at a capital other than the default place, each record's `sun` and
 * `moon` are the capital's, swapped as the day bodies swap them (origin/place-times.ts, over the records' bytes).
 */
async function records(sources: FeedSources, dataVersion: string, request: FeedRequest, span: DaySpan): Promise<ReadRecord[]> {
  const view = needsPro(request) ? "pro" : "lite";
  const capital = sunFromRecords(request) && typeof request.place === "string" ? request.place : null;
  const out: Uint8Array[] = [];
  let day = span.startDay;
  while (day <= span.endDay) {
    const { y, m, d } = civilDate(day);
    const month = await sources.assembler.monthRecords(dataVersion, view, y, m);
    for (let i = d - 1; i < month.ends.length && day <= span.endDay; i++, day++) {
      const start = i === 0 ? 0 : month.ends[i - 1]! + 1;
      out.push(month.bytes.subarray(start, month.ends[i]));
    }
  }
  if (capital === null) return out.map((bytes) => JSON.parse(decoder.decode(bytes)) as ReadRecord);
  const body = concat([OPEN, ...out.flatMap((bytes, i) => (i === 0 ? [bytes] : [COMMA, bytes])), CLOSE]);
  return JSON.parse(decoder.decode(await sources.places.apply(dataVersion, body, capital))) as ReadRecord[];
}

/** The solar-term crossings whose JST date lies in year `y` (the generated file). */
async function termsOfYear(origin: Origin, y: number): Promise<SolarTerm[]> {
  const path = solarTermsFilePath(y);
  const text = await origin.read(path);
  const parsed = text === null ? null : SolarTermsFile.safeParse(JSON.parse(text));
  if (!parsed?.success) throw new MissingData(path);
  return parsed.data;
}

/**
 * The purpose hits of the span: the finder's search, every matching day in date order — over the day index, or under a
 * non-default day rule over the finder's index of the span's days computed under it (find/answer.ts `ruledIndex`, the
 * index `/gw/find?rules=` searches, its years held for the next slice and the next find).
 */
async function hits(sources: FeedSources, dataVersion: string, request: FeedRequest, span: DaySpan): Promise<PurposeHit[]> {
  if (request.purpose === null) return [];
  const rules = feedDayRules(request);
  const index =
    rules === null
      ? await sources.finder.index(dataVersion)
      : await sources.finder.ruledIndex(dataVersion, span.startDay, span.endDay, rules, sources.yieldTurn);
  if (!index.has(span.startDay) || !index.has(span.endDay)) throw new MissingData("day index");
  const result = search(index, {
    ...span,
    conditions: { values: {} },
    purpose: purposeSigns(request.purpose),
    minScore: request.minScore,
    order: "date",
    limit: Number.MAX_SAFE_INTEGER,
  });
  return result.hits.map((h) => ({
    iso: isoDate(h.day),
    score: h.score!,
    reasons: h.reasons!.map((s) => ({ id: s.id, label: s.label, weight: s.weight })),
  }));
}
