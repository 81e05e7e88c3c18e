/**
 * The birth page's answer (`/birth?date=…`, docs/interface.md#pages): the generator writes the page once, a
 * shell whose form is empty (generator/pages/birth-page.ts, slots `BIRTH_SLOTS` of schemas/pages/pages.ts); for a
 * request with `date` this module casts the chart with the API's own functions (edge-rules/birth/: the same
 * parsing, instants and rules as `GET /gw/birth/{at}`) and fills the shell: the form with the request's values
 * and the chart (or the API's one-line reason in an error box). No script: the page works with JavaScript off.
 *
 * - `date` (YYYY-MM-DD) and `time` (HH:MM, optional; JST) make the API's `at`; `sex`, `longitude`, `solar`, `dst`
 *   are the API's. An empty field is not sent.
 * - The chart is Pro, as `GET /gw/birth` is: the page checks a credential as the API does (a `token` parameter, the
 *   form's token field, or `Authorization: Bearer`; the handler's credential stage with its failure limiting). With
 *   a Pro or Ultra plan it shows the whole chart; without a credential, the Lite part (the moment of the birth's
 *   instant, `GET /gw/moment/{at}`'s answer, with the corrections that need no Pro value) and how to ask for the
 *   chart. A refused credential is the API's 403 `AUTH_FAILED`, with the Lite part under its error box as the day
 *   page shows the lite fields when its token is refused (`no-store`); 429 once the IP's failures are used up.
 * - Statuses as the API's: 200 with the chart; 400 (`INVALID_DATETIME`, `INVALID_PARAMETER`), 404 outside the
 *   coverage. The error pages are the birth page too, with the error box and the form filled, `no-store`.
 * - A 200 is a representation keyed by the data version, the rendering (Pro or Lite) and the query (ETag, 304),
 *   held in {@link BIRTH_CACHE_BYTES} of its own: public for an anonymous caller, private for a credentialed one,
 *   `Vary` naming the credential fields, so no cache hands the Pro page to an anonymous caller.
 * - The token is never written into the page: not into the form, the links or the key.
 * - The shell's note "the same chart as JSON" names its first example's request; a filled page names and links
 *   the request of the chart asked instead ({@link birthJsonUrl}), so the note never points at another birth.
 */
import { birthFormHtml, EMPTY_BIRTH_FORM, type BirthFormValues } from "../../schemas/pages/birth-form.ts";
import { html, ja, raw, type SafeHtml } from "../../schemas/pages/html.ts";
import { QUERY_STYLE_PATH } from "../../schemas/endpoint.ts";
import { TOKEN } from "../../schemas/parameters.ts";
import { BIRTH_PARAMS, BIRTH_SLOTS, PAGE_FILES } from "../../schemas/pages/pages.ts";
import { PLANS } from "../../schemas/plans.ts";
import type { AuthOutcome } from "../access/authenticate.ts";
import type { BirthInput } from "../birth/answer.ts";
import { birthInCoverage, birthOutOfCoverage, computeBirth, computeBirthMoment } from "../birth/compute.ts";
import { parseBirthParams } from "../birth/request.ts";
import type { SetsuFiles } from "../birth/setsu-files.ts";
import { isApiError } from "../routing/parameters.ts";
import type { Compressor } from "../http/content-coding.ts";
import { apiError, errorStatus } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";
import type { RequestLike, ResponseParts } from "../http/exchange.ts";
import type { MaybePromise } from "../http/maybe-promise.ts";
import type { Origin } from "../origin/origin.ts";
import type { RateLimitResult } from "../access/rate-limit.ts";
import { SEGMENT } from "../routing/route.ts";
import { filledPage, type FilledPageRequest } from "./filled-page.ts";
import { chartHtml, momentHtml } from "./birth-chart-html.ts";

/** Bytes of rendered charts held (identity and coded; about 12 KB a chart). */
export const BIRTH_CACHE_BYTES = 4 * 1024 * 1024;

/** Part of every answer's key: raise it when what this module writes changes. */
const RENDERING = 3;

/** The longest value of a field taken (longer is cut: the API refuses it anyway). */
const MAX_FIELD = 40;
/** `rules` is a list (presets and pairs): longer, as the form's field allows. */
const MAX_RULES = 200;

/** The form's values of a `/birth` URL, or null without `date` (the static page). */
export function birthQuery(url: URL): BirthFormValues | null {
  const get = (name: string, max = MAX_FIELD): string => (url.searchParams.get(name) ?? "").trim().slice(0, max);
  const date = get(BIRTH_PARAMS.date);
  if (url.searchParams.get(BIRTH_PARAMS.date) === null) return null;
  return {
    date,
    time: get(BIRTH_PARAMS.time),
    sex: get(BIRTH_PARAMS.sex),
    longitude: get(BIRTH_PARAMS.longitude),
    solar: get(BIRTH_PARAMS.solar) || EMPTY_BIRTH_FORM.solar,
    dst: get(BIRTH_PARAMS.dst) || EMPTY_BIRTH_FORM.dst,
    zi: get(BIRTH_PARAMS.zi) || EMPTY_BIRTH_FORM.zi,
    rules: get(BIRTH_PARAMS.rules, MAX_RULES),
  };
}

/** The `token` parameter of a `/birth` URL (the form's token field), or null when absent or empty (a field left blank). */
export function birthToken(url: URL): string | null {
  return url.searchParams.get(TOKEN.name)?.trim() || null;
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

/** An error box: a headline and the API's one-line reason with its code. */
function errorBox(headline: SafeHtml, error: ApiError): SafeHtml {
  return html`<div class="error-box" role="alert"><p><strong>${headline}</strong></p>
<p class="reason" lang="en">${error.message} <code>(${error.code})</code></p></div>`;
}

/** The answer's section for an error: the API's one-line reason (after a refused token's box, when there is one). */
function errorHtml(error: ApiError, refused: SafeHtml | null): SafeHtml {
  const headline =
    error.code === "OUT_OF_COVERAGE"
      ? ja("命式を出せるのは 1873年から2100年までです", "Only births from 1873 to 2100")
      : ja("入力を確かめてください", "Check the input");
  return html`<section id="answer" class="birth-answer" aria-labelledby="answer-h"><h2 id="answer-h">${ja("命式", "Chart")}</h2>
${refused}${errorBox(headline, error)}</section>`;
}

/** The API's 403 for a credential it refuses (handler.ts answers the same). */
const AUTH_FAILED = apiError("AUTH_FAILED", "authentication failed: unknown, revoked or expired credential");

/** The box of a refused token: what the API answers, and that the Lite part follows (as the day page does). */
const refusedHtml = (): SafeHtml =>
  errorBox(
    ja(
      "トークンが使えません（不明・失効・期限切れ）。基本の内容を表示します。",
      "The token was refused (unknown, revoked or expired); showing the Lite part.",
    ),
    AUTH_FAILED,
  );

/**
 * The handler's credential stage for a page request (authenticate.ts, with its per-IP failure limiting):
 * `queryToken` is the page's `token` parameter (null: none), the `Authorization` field is read from the request.
 */
export type PageAuthenticate = (request: RequestLike, queryToken: string | null, now: number) => MaybePromise<AuthOutcome>;

/** The form's fields only the Pro chart reads, when given: sex, longitude, a solar time. */
const proOnlyGiven = (v: BirthFormValues): boolean => v.sex !== "" || v.longitude !== "" || v.solar !== EMPTY_BIRTH_FORM.solar;

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
  /** Who asks: the Pro chart needs a Pro or Ultra plan. */
  readonly authenticate: PageAuthenticate;
}

/** One request for a chart page (answer.ts has routed it and counted it). */
export interface BirthPageRequest extends FilledPageRequest {
  readonly values: BirthFormValues;
  /** {@link birthToken}: the `token` parameter, null when absent or blank. */
  readonly token: string | null;
  /** The request time (ms since the epoch), for the credential stage. */
  readonly now: number;
  /** The HTML 429 with `Retry-After` of a rate-limit result (the IP's failed authentications used up). */
  readonly tooMany: (rl: RateLimitResult) => ResponseParts;
}

/** What the page shows for an input: the Pro chart, the Lite part, or the input's error; and its status. */
async function rendering(
  deps: BirthPageDeps,
  input: BirthInput | ApiError,
  pro: boolean,
  manifest: BirthPageRequest["manifest"],
  values: BirthFormValues,
  refused: SafeHtml | null,
): Promise<{ status: number; html: SafeHtml }> {
  if (isApiError(input)) return { status: errorStatus(input.code), html: errorHtml(input, refused) };
  if (!birthInCoverage(input, manifest)) {
    const error = birthOutOfCoverage(input, manifest);
    return { status: errorStatus(error.code), html: errorHtml(error, refused) };
  }
  // The page's language is Japanese: the corrections too (lang=ja, the API's default).
  const answer = pro ? await computeBirth(input, manifest, deps.setsu) : await computeBirthMoment(input, manifest, deps.setsu);
  if (isApiError(answer)) return { status: errorStatus(answer.code), html: errorHtml(answer, refused) };
  return { status: 200, html: "honmei" in answer ? chartHtml(answer) : momentHtml(answer, proOnlyGiven(values), refused) };
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
    byCredential: true,
  });

  return async (input) => {
    const { request, values, manifest, missing } = input;
    // The credential first, as the API checks it before the parameters.
    const auth = await deps.authenticate(request, input.token, input.now);
    if (!auth.ok && auth.limited) return input.tooMany(auth.rl);
    const pro = auth.ok && PLANS[auth.caller.plan].proView;
    let shown: { status: number; html: SafeHtml };
    try {
      const birth = parseBirthParams({
        at: atOf(values),
        sex: values.sex === "" ? null : values.sex,
        longitude: values.longitude === "" ? null : values.longitude,
        solar: values.solar,
        dst: values.dst,
        zi: values.zi,
        rules: values.rules === "" ? null : values.rules,
      });
      shown = await rendering(deps, birth, pro, manifest, values, auth.ok ? null : refusedHtml());
    } catch (error) {
      deps.report(error, request);
      return missing();
    }
    const status = auth.ok ? shown.status : errorStatus(AUTH_FAILED.code);
    // The rendering is in the key (and so in the ETag): a Pro page is never the answer to a Lite request.
    const key = `page|birth|${RENDERING}|${status}|${pro ? "pro" : "lite"}|${Object.values(values).join("|")}`;
    return answer(
      input,
      status,
      key,
      // the shell's parts are the generated page's own HTML
      ([before, between, head, tail]) =>
        html`${raw(before)}${birthFormHtml(values)}${raw(between)}${shown.html}${raw(head)}${tail === null ? null : html`${jsonLinkHtml(birthJsonUrl(values))}${raw(tail)}`}`,
      !auth.ok || auth.caller.anonymous,
    );
  };
}
