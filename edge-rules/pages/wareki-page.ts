/**
 * The converter page's answer (`/wareki?q=…`, docs/interface.md#pages): the generator writes the
 * page once, a shell with slots (`WAREKI_SLOTS`, schemas/pages/pages.ts; generator/pages/wareki-page.ts);
 * for a request with `q` this module converts the input with the API's own functions
 * (wareki/convert.ts over the 旧暦 table shared by the wareki endpoints, `core.shared(KyurekiTables)`, docs/interface.md#dates-before-1873)
 * and fills the shell: the field keeps the input, the calendar stays chosen, and the record (or
 * the API's one-line reason in an error box) goes where the answer slot is. No script: the page
 * works with JavaScript off. Every value put into the HTML is escaped (the `html` template of schemas/pages/html.ts).
 *
 * - `q` is a date in YYYY-MM-DD (full-width digits folded, NFKC) read in `calendar` (`gregorian`,
 *   the default, or `julian`), or else a 和暦 text (docs/wareki-text.md#writing-和暦-parser), whose
 *   Western year (2026年1月1日) is read in `calendar` when the query has one (the form always
 *   sends it), else as the API reads it; at most {@link MAX_QUERY_LENGTH} characters. Or a list of
 *   them, comma-separated as the API's list form takes them (its JSON link answers the same), each
 *   answered in the order typed. A query-less `/wareki` is the static shell (answer.ts).
 * - Statuses as the API's one-day form: 200 with the record; 400 for an input that names no day
 *   (`INVALID_DATE`) or a bad `calendar` or a `q` too long (`INVALID_PARAMETER`); 404 outside
 *   445-01-25..2100-12-31 (`OUT_OF_COVERAGE`). A list is 200 when one of its inputs names a day (the
 *   others' reasons in their place, as in the API's list), else its first input's status. The error
 *   pages are the converter page too, with the error box and the form filled.
 * - Caching: the answer depends on the data version (the shell and the table are generated
 *   files) and the query, so a 200 is a representation (held-representations.ts) keyed by both, with
 *   its strong ETag (one per coding), `Last-Modified`, public caching and 304, like a page. The
 *   rendered answers are held in {@link WAREKI_CACHE_BYTES} of their own, so any number of
 *   queries cannot push the static pages out. The 400 and 404 are `no-store`, without validators.
 */
import { kyurekiText } from "../../calendar/lunisolar/kyureki.ts";
import { ISO_DATE_PATTERN } from "../../calendar/time/day-number.ts";
import { WAREKI_CALENDARS } from "../../calendar/names.ts";
import { KANSHI_ENTRIES } from "../../schemas/glossary/kanshi.ts";
import { ROKUYOU_ENTRIES } from "../../schemas/glossary/rokuyou.ts";
import { YOUBI_ENTRIES } from "../../schemas/glossary/youbi.ts";
import { html, type HtmlValue, ja, join, raw, type SafeHtml } from "../../schemas/pages/html.ts";
import { PAGE_FILES, WAREKI_PARAMS, WAREKI_SLOTS } from "../../schemas/pages/pages.ts";
import type { Compressor } from "../http/content-coding.ts";
import type { RequestLike, ResponseParts } from "../http/exchange.ts";
import type { Origin } from "../origin/origin.ts";
import { filledPage, type FilledPageRequest } from "./filled-page.ts";
import { GREGORIAN_REFORM_JDN } from "../../calendar/wareki/calendars.ts";
import { type ConversionError, convertIsoDate, convertText, type WarekiRecord } from "../wareki/convert.ts";
import { type WarekiCalendar } from "../../calendar/names.ts";
import { WAREKI_CALENDAR } from "../../schemas/endpoints/wareki.ts";
import { checkParam, isApiError } from "../routing/parameters.ts";
import type { EraOfDay } from "../../calendar/wareki/eras.ts";
import { eraYearText } from "../../calendar/wareki/wareki-text.ts";
import { listItems } from "../endpoints/wareki-list.ts";
import type { KyurekiTables } from "../wareki/table.ts";

/** The longest `q` converted (the parser reads at most 64 characters; the field's `maxlength` is this). */
export const MAX_QUERY_LENGTH = 100;

/** Bytes of rendered answers held (identity and coded; about 10 KB an answer). */
export const WAREKI_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * Part of every answer's key besides the data version and the query: the rendering is edge code,
 * so a change to what this module writes must change the key (and the ETags). Raise it then.
 */
const RENDERING = 3;

/** A request's query: `q` (cut to {@link MAX_QUERY_LENGTH}), and `calendar` (null: not a calendar). */
export interface WarekiQuery {
  readonly q: string;
  readonly tooLong: boolean;
  readonly calendar: WarekiCalendar | null;
  /** Whether the query has `calendar` (a text's Western year is then read in it, as the API does). */
  readonly calendarSent: boolean;
}

/** The query of a `/wareki` URL, or null without `q` (the static page). */
export function warekiQuery(url: URL): WarekiQuery | null {
  const q = url.searchParams.get(WAREKI_PARAMS.q);
  if (q === null) return null;
  const raw = url.searchParams.get(WAREKI_PARAMS.calendar);
  // Read as the API reads `calendar` (its default when absent); one the API refuses is no calendar here.
  const checkedCalendar = checkParam(WAREKI_CALENDAR, raw);
  const calendar = isApiError(checkedCalendar) ? null : checkedCalendar;
  const chars = [...q];
  return { q: chars.slice(0, MAX_QUERY_LENGTH).join(""), tooLong: chars.length > MAX_QUERY_LENGTH, calendar, calendarSent: raw !== null };
}

/** What the query converts to: the record, or the error in the API's words. */
export type WarekiOutcome =
  WarekiRecord | (Omit<ConversionError, "code"> & { readonly code: ConversionError["code"] | "INVALID_PARAMETER" });

/** A date typed as YYYY-MM-DD (full-width digits and dash folded), or null for a 和暦 text. */
function isoInput(q: string): string | null {
  const folded = q.trim().normalize("NFKC");
  return ISO_DATE_PATTERN.test(folded) ? folded : null;
}

/** The inputs of `q`: its comma-separated items as the API's list form reads them, or one empty input for none. */
export function queryInputs(q: string): readonly string[] {
  const items = listItems(q);
  return items.length === 0 ? [""] : items;
}

/** Converts the query's inputs with the API's functions (docs/interface.md#dates-before-1873), in the order typed. */
export function convertQuery(table: Parameters<typeof convertText>[0], query: WarekiQuery): readonly WarekiOutcome[] {
  const input = query.q;
  if (query.tooLong)
    return [
      {
        ok: false,
        input,
        code: "INVALID_PARAMETER",
        error: `q: at most ${MAX_QUERY_LENGTH} characters, a date such as 天正10年6月2日 or 1582-07-01`,
      },
    ];
  const calendar = query.calendar;
  if (calendar === null)
    return [{ ok: false, input, code: "INVALID_PARAMETER", error: `calendar must be ${WAREKI_CALENDARS.join(" or ")}` }];
  return queryInputs(input).map((item) => {
    const iso = isoInput(item);
    return iso === null ? convertText(table, item, query.calendarSent ? calendar : null) : convertIsoDate(table, iso, calendar);
  });
}

/** The HTTP status of an outcome: as the API's one-day form. */
export function outcomeStatus(outcome: WarekiOutcome): 200 | 400 | 404 {
  if (outcome.ok) return 200;
  return outcome.code === "OUT_OF_COVERAGE" ? 404 : 400;
}

/** The page's status: 200 when an input names a day, else the first input's (one input: its own). */
export function pageStatus(outcomes: readonly WarekiOutcome[]): 200 | 400 | 404 {
  return outcomes.some((o) => o.ok) ? 200 : outcomeStatus(outcomes[0]!);
}

/**
 * The API request that answers the same as JSON (null for a query the API would not take either): one input as
 * before, a list as the list form (`date=` the YYYY-MM-DD inputs, `text=` the others, so each is read as here).
 */
export function jsonUrl(query: WarekiQuery): string | null {
  if (query.tooLong || query.calendar === null) return null;
  const inputs = queryInputs(query.q);
  const calendar = query.calendarSent ? `calendar=${query.calendar}` : null;
  if (inputs.length === 1) {
    const iso = isoInput(inputs[0]!);
    if (iso !== null) return `/gw/wareki/${iso}${query.calendar === "julian" ? "?calendar=julian" : ""}`;
    return `/gw/wareki?${[`text=${encodeURIComponent(inputs[0]!)}`, calendar].filter((p) => p !== null).join("&")}`;
  }
  const dates: string[] = [];
  const texts: string[] = [];
  for (const item of inputs) {
    const iso = isoInput(item);
    if (iso === null) texts.push(encodeURIComponent(item));
    else dates.push(iso);
  }
  const params = [dates.length > 0 ? `date=${dates.join(",")}` : null, texts.length > 0 ? `text=${texts.join(",")}` : null, calendar];
  return `/gw/wareki?${params.filter((p) => p !== null).join("&")}`;
}

const youbiEn = new Map(YOUBI_ENTRIES.map((e) => [e.label, e.en.slice(0, 3)]));
const rokuyouEn = new Map(ROKUYOU_ENTRIES.map((e) => [e.label, e.en]));
const kanshiOf = new Map(KANSHI_ENTRIES.map((e) => [e.label, e]));

/** `1582-07-01（日） Sun`. */
function dated(iso: string, youbi: string): SafeHtml {
  return html`<span class="date" data-iso="${iso}">${`${iso}（${youbi}）`} <span lang="en" class="en">${youbiEn.get(youbi) ?? ""}</span></span>`;
}

/** A 干支 with its reading and English. */
function kanshi(label: string): HtmlValue {
  const entry = kanshiOf.get(label);
  return entry === undefined ? label : html`${label}（${entry.kana}） <span lang="en" class="en">${entry.en}</span>`;
}

/** The eras of the day: one, or both courts labelled (1331–1392), or none. */
function eras(list: readonly EraOfDay[]): SafeHtml {
  if (list.length === 0) return ja("なし（大化より前、または元号のない期間）", "none: before 大化 (645) or between eras");
  const court = (c: EraOfDay["court"]): SafeHtml | null =>
    c === "south" ? html`${ja("南朝", "Southern Court")}：` : c === "north" ? html`${ja("北朝", "Northern Court")}：` : null;
  const items = list.map(
    (e) => html`<li data-court="${e.court ?? ""}">${court(e.court)}<strong>${eraYearText(e.name, e.year)}</strong></li>`,
  );
  return html`<ul class="eras">${items}</ul>`;
}

/** What the page says of a reading with a note (docs/interface.md#dates-before-1873), in Japanese; the note is the English. */
const READING_JA: Partial<Record<WarekiRecord["reading"]["convention"], string>> = {
  new_era_from_year_start: "改元の日より前の日を、新しい元号の元年（その年の1月1日から）として読みました",
  old_era_after_change: "改元の日より後の日を、改元前の元号のままその年の末まで数えて読みました",
  gregorian: "元号のない年を西暦（グレゴリオ暦）の年として読みました",
  julian: "元号のない年を西暦（ユリウス暦）の年として読みました",
};

/** The JSON link. */
function jsonLink(url: string | null): SafeHtml | null {
  return url === null ? null : html`<a class="json" href="${url}"><code>GET ${decodeURIComponent(url)}</code></a>`;
}

/** The answer's section: its heading and `body`. */
const section = (body: SafeHtml): SafeHtml =>
  html`<section id="answer" class="wareki-answer" aria-labelledby="answer-h"><h2 id="answer-h">${ja("変換結果", "Result")}</h2>\n${body}\n</section>`;

/** The record's facts (docs/interface.md#dates-before-1873) as rows of a `dl`, each value escaped, with the JSON link when given. */
function recordRows(r: WarekiRecord, json: string | null): readonly SafeHtml[] {
  const k = r.kyureki;
  const kyureki = html`${`${k.year}年${kyurekiText(k)}`} <span lang="en" class="en">${`year ${k.year}, ${k.leap ? "leap " : ""}month ${k.month}, day ${k.day}`}</span>`;
  const proleptic = r.jdn < GREGORIAN_REFORM_JDN && html` <span class="note">${ja("先発グレゴリオ暦", "proleptic")}</span>`;
  const rows: [string, string, HtmlValue][] = [
    ["西暦（グレゴリオ暦）", "Gregorian", html`${dated(r.gregorian, r.youbi)}${proleptic}`],
    ["ユリウス暦", "Julian", dated(r.julian, r.youbi)],
    ["旧暦", "lunisolar date", kyureki],
    ["元号", "era", eras(r.eras)],
    ["日の干支", "sexagenary day", kanshi(r.kanshi)],
    [
      "年の干支",
      "sexagenary year",
      html`${kanshi(r.kanshi_year)} <span class="note">${ja("旧暦の1月1日に替わる", "changes on lunisolar New Year")}</span>`,
    ],
    [
      "六曜",
      "rokuyou",
      html`${r.rokuyou} <span lang="en" class="en">${rokuyouEn.get(r.rokuyou) ?? ""}</span> <span class="note">${ja("現代の規則（旧暦の月＋日）で計算。当時の暦に載っていたとは限りません。", "by the modern rule (lunisolar month + day); the almanacs of the time may differ")}</span>`,
    ],
  ];
  const readingJa = READING_JA[r.reading.convention];
  if (r.reading.note !== null && readingJa !== undefined) rows.push(["読み方", "reading", ja(readingJa, r.reading.note)]);
  if (json !== null) rows.push(["JSON", "API", jsonLink(json)]);
  return rows.map(([j, e, v]) => html`<dt>${ja(j, e)}</dt><dd>${v}</dd>`);
}

/** The answer of one input (docs/interface.md#dates-before-1873). */
function recordHtml(r: WarekiRecord, json: string | null): SafeHtml {
  return section(html`<p class="wareki-date">${r.wareki}</p>\n<dl class="facts wareki-facts">\n${join(recordRows(r, json), "\n")}\n</dl>`);
}

/** What the error box says first, by code. */
const HEADLINES: Record<Exclude<WarekiOutcome, WarekiRecord>["code"], readonly [string, string]> = {
  INVALID_DATE: ["その日付は読めないか、存在しません", "Not a day that existed, or not understood"],
  OUT_OF_COVERAGE: ["変換できるのは 445-01-25 から 2100-12-31 まで（グレゴリオ暦）です", "Outside 445-01-25 to 2100-12-31 (Gregorian)"],
  INVALID_PARAMETER: ["入力を確かめてください", "Check the input"],
};

/** The error box of an outcome that names no day, with the API's one-line reason (and `link`). */
function errorBox(outcome: Exclude<WarekiOutcome, WarekiRecord>, heading: SafeHtml | null, link: SafeHtml | null): SafeHtml {
  const [j, e] = HEADLINES[outcome.code];
  return html`<div class="error-box" role="alert">${heading}<p><strong>${ja(j, e)}</strong></p>\n<p class="reason" lang="en">${outcome.error} <code>(${outcome.code})</code></p>${link}</div>`;
}

/**
 * One input of a list: its text, then its record or its error box. A text that names no day may be anything, so
 * its heading goes inside the error box, which breaks a long word (a phone's width).
 */
function listItemHtml(outcome: WarekiOutcome): SafeHtml {
  const heading = html`<h3>${ja("入力", "input")}：<code>${outcome.input}</code></h3>\n`;
  const body = outcome.ok
    ? html`${heading}<p class="wareki-date">${outcome.wareki}</p>\n<dl class="facts wareki-facts">\n${join(recordRows(outcome, null), "\n")}\n</dl>`
    : errorBox(outcome, heading, null);
  return html`<li class="wareki-item">${body}</li>`;
}

/** The answer's HTML for the outcomes: one record, or the error box with the API's one-line reason; a list of them for a list. */
export function answerHtml(outcomes: readonly WarekiOutcome[], query: WarekiQuery): SafeHtml {
  const json = jsonUrl(query);
  if (outcomes.length > 1) {
    // in a <pre>, which breaks a long request (many texts) at a phone's width
    const link = json !== null && html`\n<p>${ja("すべてを JSON で", "all as JSON")}：</p>\n<pre>${jsonLink(json)}</pre>`;
    return section(html`<ol class="wareki-list">\n${join(outcomes.map(listItemHtml), "\n")}\n</ol>${link}`);
  }
  const outcome = outcomes[0]!;
  if (outcome.ok) return recordHtml(outcome, json);
  return section(errorBox(outcome, null, json !== null ? html`\n<p>${jsonLink(json)}</p>` : null));
}

/** The shell cut at its slots: `parts[i]` comes before slot i, the last part after the answer. */
export type ShellParts = readonly string[];

const SLOT_ORDER = [WAREKI_SLOTS.query, WAREKI_SLOTS.gregorian, WAREKI_SLOTS.julian, WAREKI_SLOTS.answer] as const;

/** The shell cut at its slots, or null when a slot is missing, repeated or out of order. */
export function splitShell(shell: string): ShellParts | null {
  const parts: string[] = [];
  let from = 0;
  for (const slot of SLOT_ORDER) {
    const at = shell.indexOf(slot);
    if (at < from || shell.indexOf(slot, at + 1) >= 0) return null;
    parts.push(shell.slice(from, at));
    from = at + slot.length;
  }
  parts.push(shell.slice(from));
  return parts;
}

/** The page for a query: the shell with the field, the calendar and the answer filled in. */
export function fillShell(parts: ShellParts, query: WarekiQuery, answer: SafeHtml): SafeHtml {
  const julian = query.calendar === "julian";
  const fills = [
    html`name="${WAREKI_PARAMS.q}" value="${query.q}"`,
    julian ? html`value="gregorian"` : raw(WAREKI_SLOTS.gregorian),
    julian ? html`value="julian" checked` : raw(WAREKI_SLOTS.julian),
    answer,
  ];
  // the shell's parts are the generated page's own HTML
  return join(parts.map((part, i) => html`${raw(part)}${fills[i]}`));
}

/** What the converter page needs. */
export interface WarekiPageDeps {
  readonly origin: Origin;
  readonly kyureki: KyurekiTables;
  readonly report: (error: unknown, request: RequestLike) => void;
  readonly compressor?: Compressor;
}

/** One request for a converted page (answer.ts has routed it and counted it). */
export interface WarekiPageRequest extends FilledPageRequest {
  readonly query: WarekiQuery;
}

/** The converter page's answers: `(request) → ResponseParts`. */
export function createWarekiPage(deps: WarekiPageDeps): (input: WarekiPageRequest) => Promise<ResponseParts> {
  const answer = filledPage({
    origin: deps.origin,
    report: deps.report,
    ...(deps.compressor ? { compressor: deps.compressor } : {}),
    file: PAGE_FILES.wareki,
    split: splitShell,
    maxBytes: WAREKI_CACHE_BYTES,
  });

  return async (input) => {
    const { request, query, manifest, missing } = input;
    let outcomes: readonly WarekiOutcome[];
    try {
      outcomes = convertQuery(await deps.kyureki.table(manifest.dataVersion), query);
    } catch (error) {
      deps.report(error, request);
      return missing();
    }
    const status = pageStatus(outcomes);
    // a calendar sent and the same one by default read a text's Western year differently: two answers
    const calendar = `${query.calendar ?? "-"}${query.calendarSent ? "" : "?"}`;
    const key = `page|wareki|${RENDERING}|${status}|${calendar}|${query.tooLong}|${query.q}`;
    return answer(input, status, key, (shell) => fillShell(shell, query, answerHtml(outcomes, query)));
  };
}
