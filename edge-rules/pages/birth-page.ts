/**
 * The birth page's answer (`/birth?date=…`, docs/interface.md#pages): the generator writes the page once, a
 * shell whose form is empty (generator/pages/birth-page.ts, slots `BIRTH_SLOTS` of schemas/pages.ts); for a
 * request with `date` this module casts the chart with the API's own functions (edge-rules/birth/: the same
 * parsing, instants and rules as `GET /gw/birth/{at}`) and fills the shell: the form with the request's values
 * and the chart (or the API's one-line reason in an error box). No script: the page works with JavaScript off.
 *
 * - `date` (YYYY-MM-DD) and `time` (HH:MM, optional; JST) make the API's `at`; `sex`, `longitude`, `solar`, `dst`
 *   are the API's. An empty field is not sent.
 * - Statuses as the API's: 200 with the chart; 400 (`INVALID_DATETIME`, `INVALID_PARAMETER`), 404 outside the
 *   coverage. The error pages are the birth page too, with the error box and the form filled, `no-store`.
 * - The page is for people on the site, like every page: no credential (the JSON chart is Pro). A 200 is a
 *   representation keyed by the data version and the query (ETag, 304, public caching), held in
 *   {@link BIRTH_CACHE_BYTES} of its own.
 * - The shell's note "the same chart as JSON" names its first example's request; a filled page names and links
 *   the request of the chart asked instead ({@link birthJsonUrl}), so the note never points at another birth.
 */
import { birthFormHtml, EMPTY_BIRTH_FORM, type BirthFormValues } from "../../schemas/birth-form.ts";
import { html, ja, raw, type SafeHtml } from "../../schemas/html.ts";
import { QUERY_STYLE_PATH } from "../../schemas/endpoint.ts";
import { BIRTH_PARAMS, BIRTH_SLOTS, PAGE_FILES } from "../../schemas/pages.ts";
import { birthInCoverage, birthOutOfCoverage, computeBirth } from "../birth/compute.ts";
import { parseBirthParams } from "../birth/request.ts";
import type { SetsuFiles } from "../birth/setsu-files.ts";
import { isApiError } from "../common-parameters.ts";
import type { Compressor } from "../content-coding.ts";
import { errorStatus, type ApiError } from "../errors.ts";
import type { RequestLike, ResponseParts } from "../exchange.ts";
import type { Origin } from "../origin.ts";
import { SEGMENT } from "../route.ts";
import { filledPage, type FilledPageRequest } from "./filled-page.ts";
import { chartHtml } from "./birth-chart-html.ts";

/** Bytes of rendered charts held (identity and coded; about 12 KB a chart). */
export const BIRTH_CACHE_BYTES = 4 * 1024 * 1024;

/** Part of every answer's key: raise it when what this module writes changes. */
const RENDERING = 2;

/** The longest value of a field taken (longer is cut: the API refuses it anyway). */
const MAX_FIELD = 40;

/** The form's values of a `/birth` URL, or null without `date` (the static page). */
export function birthQuery(url: URL): BirthFormValues | null {
  const get = (name: string): string => (url.searchParams.get(name) ?? "").trim().slice(0, MAX_FIELD);
  const date = get(BIRTH_PARAMS.date);
  if (url.searchParams.get(BIRTH_PARAMS.date) === null) return null;
  return {
    date,
    time: get(BIRTH_PARAMS.time),
    sex: get(BIRTH_PARAMS.sex),
    longitude: get(BIRTH_PARAMS.longitude),
    solar: get(BIRTH_PARAMS.solar) || EMPTY_BIRTH_FORM.solar,
    dst: get(BIRTH_PARAMS.dst) || EMPTY_BIRTH_FORM.dst,
  };
}

/** The API's `at` of the form: the date, and the time when given (JST). */
export const atOf = (v: BirthFormValues): string => (v.time === "" ? v.date : `${v.date}T${v.time}`);

/**
 * The API request of the chart the form asks for (docs/interface.md#birth-charts): `/gw/birth/{at}` with every
 * other field that is not the empty form's (the API's defaults), each value percent-encoded; `gw.php?fn=birth&at=…` when `at` holds a
 * character a path segment may not (route.ts), so the request still reaches the API and answers as the page did.
 */
export function birthJsonUrl(v: BirthFormValues): string {
  const at = atOf(v);
  const query = (Object.keys(BIRTH_PARAMS) as (keyof typeof BIRTH_PARAMS)[])
    .filter((field) => field !== "date" && field !== "time" && v[field] !== EMPTY_BIRTH_FORM[field])
    .map((field) => `${BIRTH_PARAMS[field]}=${encodeURIComponent(v[field])}`);
  if (at !== "" && at !== "." && at !== ".." && SEGMENT.test(at)) return `/gw/birth/${at}${query.length > 0 ? `?${query.join("&")}` : ""}`;
  return `${QUERY_STYLE_PATH}?${[`fn=birth`, `at=${encodeURIComponent(at)}`, ...query].join("&")}`;
}

/** The note's request as the shell writes it (its first example's), replaced on a filled page. */
const SHELL_JSON_NOTE = { start: "<code>GET /gw/birth/", end: "</code>" } as const;

/** The link that replaces the shell's request: the chart asked, as JSON. */
const jsonLinkHtml = (url: string): SafeHtml => html`<a class="json" href="${url}"><code>GET ${url}</code></a>`;

/** The answer's section for an error: the API's one-line reason. */
function errorHtml(error: ApiError): SafeHtml {
  const headline =
    error.code === "OUT_OF_COVERAGE"
      ? ja("命式を出せるのは 1873年から2100年までです", "Only births from 1873 to 2100")
      : ja("入力を確かめてください", "Check the input");
  return html`<section id="answer" class="birth-answer" aria-labelledby="answer-h"><h2 id="answer-h">${ja("命式", "Chart")}</h2>
<div class="error-box" role="alert"><p><strong>${headline}</strong></p>
<p class="reason" lang="en">${error.message} <code>(${error.code})</code></p></div></section>`;
}

/**
 * The shell cut at its slots: before the form, between the form and the answer, after the answer up to the
 * note's request, and after that request (null when the shell has no such note).
 */
export function splitBirthShell(shell: string): readonly [string, string, string, string | null] | null {
  const start = shell.indexOf(BIRTH_SLOTS.formStart);
  const end = shell.indexOf(BIRTH_SLOTS.formEnd);
  const answer = shell.indexOf(BIRTH_SLOTS.answer);
  if (start < 0 || end < start || answer < end) return null;
  const after = shell.slice(answer + BIRTH_SLOTS.answer.length);
  const note = after.indexOf(SHELL_JSON_NOTE.start);
  const noteEnd = note < 0 ? -1 : after.indexOf(SHELL_JSON_NOTE.end, note);
  const [head, tail] = noteEnd < 0 ? [after, null] : [after.slice(0, note), after.slice(noteEnd + SHELL_JSON_NOTE.end.length)];
  return [shell.slice(0, start), shell.slice(end + BIRTH_SLOTS.formEnd.length, answer), head, tail];
}

/** What the birth page needs. */
export interface BirthPageDeps {
  readonly origin: Origin;
  readonly setsu: SetsuFiles;
  readonly report: (error: unknown, request: RequestLike) => void;
  readonly compressor?: Compressor;
}

/** One request for a chart page (answer.ts has routed it and counted it). */
export interface BirthPageRequest extends FilledPageRequest {
  readonly values: BirthFormValues;
}

/** The birth page's answers. */
export function createBirthPage(deps: BirthPageDeps): (input: BirthPageRequest) => Promise<ResponseParts> {
  const answer = filledPage({
    origin: deps.origin,
    report: deps.report,
    ...(deps.compressor ? { compressor: deps.compressor } : {}),
    file: PAGE_FILES.birth,
    split: splitBirthShell,
    maxBytes: BIRTH_CACHE_BYTES,
  });

  return async (input) => {
    const { request, values, manifest, missing } = input;
    let answerHtml: SafeHtml;
    let status: number;
    try {
      const input = parseBirthParams({
        at: atOf(values),
        sex: values.sex === "" ? null : values.sex,
        longitude: values.longitude === "" ? null : values.longitude,
        solar: values.solar,
        dst: values.dst,
      });
      const chart = isApiError(input)
        ? input
        : birthInCoverage(input, manifest)
          ? await computeBirth(input, manifest, deps.setsu)
          : birthOutOfCoverage(input, manifest);
      status = isApiError(chart) ? errorStatus(chart.code) : 200;
      answerHtml = isApiError(chart) ? errorHtml(chart) : chartHtml(chart);
    } catch (error) {
      deps.report(error, request);
      return missing();
    }
    const key = Object.values(values).join("|");
    return answer(
      input,
      status,
      `page|birth|${RENDERING}|${status}|${key}`,
      // the shell's parts are the generated page's own HTML
      ([before, between, head, tail]) =>
        html`${raw(before)}${birthFormHtml(values)}${raw(between)}${answerHtml}${raw(head)}${tail === null ? null : html`${jsonLinkHtml(birthJsonUrl(values))}${raw(tail)}`}`,
    );
  };
}
