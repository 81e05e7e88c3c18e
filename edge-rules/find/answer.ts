/**
 * The finder's bodies (docs/interface.md#day-finder, docs/interface.md#csv): the day index read once per data version, the
 * search, and the answer as JSON or CSV, assembled from the prerendered records (no day record
 * is computed or re-serialized here). Finished bodies are kept by the data endpoint
 * (held-representations.ts), keyed like the ETag (data version and the normalized query).
 */
import { englishBody } from "../represent/english-bytes.ts";
import { csvColumns, csvTable } from "../../schemas/csv.ts";
import { DAY_INDEX_PATH, DayIndex } from "../../schemas/files/day-index.ts";
import { isoDate } from "../../calendar/time/day-number.ts";
import type { Format } from "../../schemas/parameters.ts";
import { TIMEZONE, type Lang, type View } from "../../calendar/names.ts";
import { type Assembler, concat, MissingData } from "../origin/assemble.ts";
import type { Origin } from "../origin/origin.ts";
import { perVersion } from "../origin/per-version.ts";
import type { FindRequest } from "./request.ts";
import { purposeSigns } from "./purpose.ts";
import { type Hit, searchSliced, type SearchResult } from "./search.ts";
import { timerTurn, type YieldTurn } from "../feed/yield.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Answers find requests over one origin (its index and records). */
export class Finder {
  readonly #assembler: Assembler;
  /** The day index of a data version, read once (a failed read is retried on the next request). */
  readonly index: (dataVersion: string) => Promise<DayIndex>;

  constructor(origin: Origin, assembler: Assembler) {
    this.#assembler = assembler;
    this.index = perVersion(() =>
      origin.bytes(DAY_INDEX_PATH).then((bytes) => {
        const parsed = bytes === null ? null : DayIndex.parse(bytes);
        if (parsed === null) throw new MissingData(DAY_INDEX_PATH);
        return parsed;
      }),
    );
  }

  /**
   * The search of a request (the index must cover its span, else MissingData), handing the event loop back between
   * its slices (`turn`: the runtime's, CoreServices.yieldTurn).
   */
  async search(dataVersion: string, request: FindRequest, turn: YieldTurn = timerTurn): Promise<SearchResult> {
    const index = await this.index(dataVersion);
    if (!index.has(request.startDay) || !index.has(request.endDay)) throw new MissingData(DAY_INDEX_PATH);
    return searchSliced(
      index,
      {
        startDay: request.startDay,
        endDay: request.endDay,
        conditions: request.conditions,
        ...(request.purpose ? { purpose: purposeSigns(request.purpose), minScore: request.minScore } : {}),
        order: request.order,
        limit: request.limit,
      },
      turn,
    );
  }

  /** The body of a find request (the caller keeps finished bodies: held-representations.ts). */
  async body(
    dataVersion: string,
    request: FindRequest,
    view: View,
    format: Format,
    lang: Lang = "ja",
    turn: YieldTurn = timerTurn,
  ): Promise<Uint8Array> {
    const result = await this.search(dataVersion, request, turn);
    let records = await Promise.all(result.hits.map((hit) => this.#assembler.record(dataVersion, view, hit.day)));
    if (format === "csv") {
      // lang=en: each record's labels in English before its cells are written (../represent/english-bytes.ts).
      if (lang === "en") records = records.map((r) => englishBody(r));
      return encoder.encode(findCsv(request, view, result.hits, records, lang));
    }
    const json = findJson(request, view, result, records);
    return lang === "en" ? englishBody(json) : json;
  }
}

/** A hit's fields before its record: `{"iso":…,"score":…,"reasons":[…],"day":`. */
function hitHead(hit: Hit): string {
  const head: Record<string, unknown> = { iso: isoDate(hit.day) };
  if (hit.score !== undefined) {
    head.score = hit.score;
    head.reasons = hit.reasons!.map((s) => ({ field: s.field, id: s.id, label: s.label, effect: s.weight > 0 ? "+" : "-" }));
  }
  return `${JSON.stringify(head).slice(0, -1)},"day":`;
}

/**
 * The JSON answer: `{ ok, view, query, range, total, count, next, days: [{ iso, score?, reasons?, day }] }`,
 * the records spliced in as the files hold them.
 */
function findJson(request: FindRequest, view: View, result: SearchResult, records: readonly Uint8Array[]): Uint8Array {
  const head = {
    ok: true,
    view,
    query: request.query,
    range: { start: request.start, end: request.end, tz: TIMEZONE },
    total: result.total,
    count: result.hits.length,
    next: result.next === null ? null : isoDate(result.next),
  };
  const chunks: Uint8Array[] = [encoder.encode(`${JSON.stringify(head).slice(0, -1)},"days":[`)];
  result.hits.forEach((hit, i) => {
    chunks.push(encoder.encode(`${i === 0 ? "" : ","}${hitHead(hit)}`), records[i]!, encoder.encode("}"));
  });
  chunks.push(encoder.encode("]}"));
  return concat(chunks);
}

/** The CSV answer: the records' columns in schema order, then `score` with a purpose (schemas/csv.ts). */
function findCsv(request: FindRequest, view: View, hits: readonly Hit[], records: readonly Uint8Array[], lang: Lang): string {
  const withScore = request.purpose !== null;
  const rows = hits.map((hit, i) => {
    const record = JSON.parse(decoder.decode(records[i])) as Record<string, unknown>;
    return withScore ? { ...record, score: hit.score } : record;
  });
  return csvTable(csvColumns(view, withScore ? ["score"] : []), rows, lang);
}
