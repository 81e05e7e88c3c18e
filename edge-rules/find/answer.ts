/**
 * The finder's bodies (docs/interface.md#day-finder, docs/interface.md#csv): the day index read once per data version, the
 * search, and the answer as JSON or CSV, assembled from the prerendered records. Under non-default day rules
 * (docs/interface.md#schools-rules) a search that reads a value they decide runs over the index of its span computed
 * under them (ruled-index.ts), and a Pro page's records are computed under them (origin/day-rules.ts `ruledRecord`,
 * as range's); otherwise no day record is computed or re-serialized here. Finished bodies are kept by the data
 * endpoint (held-representations.ts), keyed like the ETag (data version, the normalized query, the rules).
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
import { readsDayRules, type FindRequest } from "./request.ts";
import { purposeSigns } from "./purpose.ts";
import { type Hit, searchSliced, type SearchResult } from "./search.ts";
import { timerTurn, type YieldTurn } from "../feed/yield.ts";
import { DEFAULT_RULES, rulesOf, type Rules } from "../../calendar/rules.ts";
import { civilDate } from "../../calendar/time/day-number.ts";
import { AlmanacFiles } from "../origin/almanac-files.ts";
import { dayVariant, ruledRecord } from "../origin/day-rules.ts";
import type { SharedState } from "../core.ts";
import { RULED_DAYS_PER_SLICE, RuledIndex } from "./ruled-index.ts";
import type { FindTarget } from "../../schemas/find.ts";
import { lifeLabel } from "../../schemas/glossary/life.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Answers find requests over one origin (its index and records). */
export class Finder {
  readonly #assembler: Assembler;
  readonly #almanacs: AlmanacFiles;
  /** The index of a span under non-default day rules (ruled-index.ts). */
  readonly #ruled: RuledIndex;
  /** The day index of a data version, read once (a failed read is retried on the next request). */
  readonly index: (dataVersion: string) => Promise<DayIndex>;

  /** A shared state of the handler (edge-rules/core.ts): the almanacs are day, range and bulk's own. */
  constructor(origin: Origin, assembler: Assembler, shared: <S>(Kind: SharedState<S>) => S) {
    this.#assembler = assembler;
    this.index = perVersion(() =>
      origin.bytes(DAY_INDEX_PATH).then((bytes) => {
        const parsed = bytes === null ? null : DayIndex.parse(bytes);
        if (parsed === null) throw new MissingData(DAY_INDEX_PATH);
        return parsed;
      }),
    );
    this.#almanacs = shared(AlmanacFiles);
    this.#ruled = new RuledIndex(this.index, this.#almanacs);
  }

  /**
   * The index a search of `startDay..endDay` under `rules` reads: the generated one when every day rule is at its
   * default, else the span's own under the rules (ruled-index.ts: its first day `startDay`, computed a slice between
   * turns). Either holds the span (else MissingData).
   */
  async ruledIndex(dataVersion: string, startDay: number, endDay: number, rules: Rules, turn: YieldTurn = timerTurn): Promise<DayIndex> {
    if (dayVariant(rules) !== null) return this.#ruled.span(dataVersion, startDay, endDay, rules, turn);
    const index = await this.index(dataVersion);
    if (!index.has(startDay) || !index.has(endDay)) throw new MissingData(DAY_INDEX_PATH);
    return index;
  }

  /**
   * The search of a request (the index must cover its span, else MissingData), handing the event loop back between
   * its slices (`turn`: the runtime's, CoreServices.yieldTurn); under `rules` when its conditions read a value a day
   * rule decides (request.ts `readsDayRules`).
   */
  async search(
    dataVersion: string,
    request: FindRequest,
    turn: YieldTurn = timerTurn,
    rules: Rules = DEFAULT_RULES,
  ): Promise<SearchResult> {
    const index = await this.ruledIndex(
      dataVersion,
      request.startDay,
      request.endDay,
      readsDayRules(request) ? rules : DEFAULT_RULES,
      turn,
    );
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

  /**
   * The body of a find request (the caller keeps finished bodies: held-representations.ts), under `rules`
   * (docs/interface.md#schools-rules): its search, and a Pro page's records.
   */
  async body(
    dataVersion: string,
    request: FindRequest,
    view: View,
    format: Format,
    lang: Lang = "ja",
    turn: YieldTurn = timerTurn,
    rules: Rules = DEFAULT_RULES,
  ): Promise<Uint8Array> {
    const result = await this.search(dataVersion, request, turn, rules);
    let records = await Promise.all(result.hits.map((hit) => this.#assembler.record(dataVersion, view, hit.day)));
    const variant = view === "pro" ? dayVariant(rules) : null;
    if (variant !== null) records = await this.#ruledRecords(dataVersion, result.hits, records, variant, turn);
    if (format === "csv") {
      // lang=en: each record's labels in English before its cells are written (../represent/english-bytes.ts).
      if (lang === "en") records = records.map((r) => englishBody(r));
      return encoder.encode(findCsv(request, view, result.hits, records, lang));
    }
    const json = findJson(request, view, result, records, namesDayRules(request, view) ? rules : null, lang);
    return lang === "en" ? englishBody(json) : json;
  }

  /**
   * Japanese Pro records under `rules` (origin/day-rules.ts `ruledRecord`, each over its year's almanac), a turn after
   * each {@link RULED_DAYS_PER_SLICE}.
   */
  async #ruledRecords(
    dataVersion: string,
    hits: readonly Hit[],
    records: readonly Uint8Array[],
    rules: Rules,
    turn: YieldTurn,
  ): Promise<Uint8Array[]> {
    const out: Uint8Array[] = [];
    for (let i = 0; i < records.length; i++) {
      if (i > 0 && i % RULED_DAYS_PER_SLICE === 0) await turn();
      const record = JSON.parse(decoder.decode(records[i])) as { readonly iso: string } & Record<string, unknown>;
      const { y } = civilDate(hits[i]!.day);
      out.push(encoder.encode(JSON.stringify(ruledRecord(record, await this.#almanacs.almanac(dataVersion, y, y), rules))));
    }
    return out;
  }
}

/**
 * Whether a find answer names its day rules (docs/interface.md#day-finder): when it depends on them, that is when its
 * records are Pro (they hold the values the rules decide) or its search reads such a value (a Pro plan's `view=lite`
 * find of `notes`, `kyusei` or a purpose).
 */
export function namesDayRules(request: FindRequest, view: View): boolean {
  return view === "pro" || readsDayRules(request);
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

/** A target as answered: a memorial label in the answer's language (englishBody leaves it as it is). */
function targetIn(target: FindTarget, lang: Lang): FindTarget {
  return lang === "en" && target.id !== undefined ? { ...target, label: lifeLabel(target.id) } : target;
}

/**
 * The JSON answer: `{ ok, view, query, target?, range, total, count, next, days: [{ iso, score?, reasons?, day }] }`,
 * the records spliced in as the files hold them.
 */
function findJson(
  request: FindRequest,
  view: View,
  result: SearchResult,
  records: readonly Uint8Array[],
  rules: Rules | null,
  lang: Lang,
): Uint8Array {
  const head = {
    ok: true,
    view,
    ...(rules === null ? {} : { rules: rulesOf("day", rules) }),
    query: request.query,
    ...(request.target === null ? {} : { target: targetIn(request.target, lang) }),
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
