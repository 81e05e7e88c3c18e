/**
 * The birth page's answer (`/birth?date=…`, docs/interface.md#pages): the generator writes the page once, a
 * shell whose form is empty (generator/pages/birth-page.ts, slots `BIRTH_SLOTS` of schemas/pages/pages.ts); for a
 * request with `date` this module casts the chart with the API's own functions (edge-rules/birth/: the same
 * parsing, instants and rules as `GET /gw/birth/{at}`) and fills the shell: the form with the request's values
 * and the chart (or the API's one-line reason in an error box). No script: the page works with JavaScript off.
 *
 * - `date` (YYYY-MM-DD) and `time` (HH:MM, optional; JST, or the birthplace's clock abroad) make the API's `at`; `tz`,
 *   `sex`, `longitude`, `solar`, `dst` are the API's. An empty field is not sent.
 * - `place`, the birthplace, is the API's `place` once resolved ({@link resolveBirthPlace}): a place id of the catalogue
 *   (calendar/places/) or `lat,lon` as it is, any other text a name searched with the API's own search (searchPlaces),
 *   its first match taken and the others offered as links; a name that matches nothing is a 400 naming `place`, with a
 *   link to the search (`GET /gw/places?q=`).
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
import { PLACES_QUERY_MAX } from "../../schemas/endpoints/places.ts";
import { PLACES_PATH, POINT_PATTERN } from "../../schemas/parameters.ts";
import { placeById } from "../../calendar/places/catalogue.ts";
import type { NamedPlace } from "../../calendar/places/place.ts";
import { searchPlaces } from "../../calendar/places/search.ts";
import { html, ja, raw, type SafeHtml } from "../../schemas/pages/html.ts";
import { QUERY_STYLE_PATH } from "../../schemas/endpoint.ts";
import { TOKEN } from "../../schemas/parameters.ts";
import { BIRTH_PARAMS, BIRTH_SLOTS, PAGE_FILES, PAGE_URLS } from "../../schemas/pages/pages.ts";
import { PLANS } from "../../schemas/plans.ts";
import type { AuthOutcome } from "../access/authenticate.ts";
import { type BirthInput, zoneClockOf, type ZoneClockEcho } from "../birth/answer.ts";
import { birthInCoverage, birthOutOfCoverage, computeBirth, computeBirthMoment } from "../birth/compute.ts";
import { parseBirthParams } from "../birth/request.ts";
import type { SetsuFiles } from "../birth/setsu-files.ts";
import { invalidParameter, isApiError } from "../routing/parameters.ts";
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
const RENDERING = 4;

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
    place: get(BIRTH_PARAMS.place, PLACES_QUERY_MAX),
    tz: get(BIRTH_PARAMS.tz),
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
  const query = givenFields(v, ["date", "time"]);
  if (at !== "" && at !== "." && at !== ".." && SEGMENT.test(at)) return `/gw/birth/${at}${query.length > 0 ? `?${query.join("&")}` : ""}`;
  return `${QUERY_STYLE_PATH}?${[`fn=birth`, `at=${encodeURIComponent(at)}`, ...query].join("&")}`;
}

/** The fields of the form that are not the empty form's (the API's defaults), as `name=value` pairs percent-encoded. */
const givenFields = (v: BirthFormValues, except: readonly (keyof typeof BIRTH_PARAMS)[]): string[] =>
  (Object.keys(BIRTH_PARAMS) as (keyof typeof BIRTH_PARAMS)[])
    .filter((field) => !except.includes(field) && v[field] !== EMPTY_BIRTH_FORM[field])
    .map((field) => `${BIRTH_PARAMS[field]}=${encodeURIComponent(v[field])}`);

/** The birth page of a form (every field given, never a token), at its answer: the links to the other matches of a name. */
export const birthPageUrl = (v: BirthFormValues): string =>
  `${PAGE_URLS.birth}?${[`${BIRTH_PARAMS.date}=${encodeURIComponent(v.date)}`, ...givenFields(v, ["date"])].join("&")}#answer`;

/** How many more matches of a birthplace's name the page offers, beside the one it used. */
const OTHER_PLACES = 5;

/** The birthplace of the form as the API takes it: nothing, a point or a place id (with the place and the name's other matches). */
export type BirthPlace =
  | { readonly kind: "none" }
  | { readonly kind: "point"; readonly param: string }
  | { readonly kind: "place"; readonly param: string; readonly place: NamedPlace; readonly others: readonly NamedPlace[] };

/**
 * The birthplace field resolved (server-side, so the page needs no script): empty is none; `lat,lon` is a point, as the
 * API reads it (the API checks its range); a place id of the catalogue is that place; any other text is a name searched
 * as `GET /gw/places?q=` searches it, its first match taken. The name's other matches come along (at most
 * {@link OTHER_PLACES}), for the page to offer. A name that matches nothing is the API's 400 naming `place`.
 */
export function resolveBirthPlace(text: string): BirthPlace | ApiError {
  if (text === "") return { kind: "none" };
  if (POINT_PATTERN.test(text)) return { kind: "point", param: text };
  const byId = placeById(text);
  const found = searchPlaces(text, OTHER_PLACES + 1);
  const place = byId ?? found[0];
  if (place === undefined)
    return invalidParameter(
      "place",
      text,
      `place: no place is named ${JSON.stringify(text)}: search the catalogue with ${PLACES_PATH}?q=<name>, or give lat,lon`,
    );
  const others = found.filter((p) => p.id !== place.id).slice(0, OTHER_PLACES);
  return { kind: "place", param: place.id, place, others };
}

/** The search of a name in the catalogue (`GET /gw/places?q=`). */
const placesSearchUrl = (text: string): string => `${PLACES_PATH}?q=${encodeURIComponent(text)}`;

/** Where a place is: its prefecture in Japan, its country code abroad. */
const whereOf = (p: NamedPlace): string => p.prefecture ?? p.country;

/** A coordinate as people read it: `42.9849°N`, `74.006°W`. */
const degrees = (value: number, positive: string, negative: string): string => `${Math.abs(value)}°${value < 0 ? negative : positive}`;

/**
 * The birthplace used, above the chart: the place (its name, where, its coordinates and zone, the `place=` sent) and,
 * for a name, its other matches as links to the same form with that place; or the point as sent. Then the clock the
 * time was read on, when it is not Japan's (the answer's `clock`: `tz=`, or the birthplace's zone abroad).
 */
function birthPlaceHtml(where: BirthPlace, values: BirthFormValues, clock: ZoneClockEcho | undefined): SafeHtml | null {
  if (where.kind === "none" && clock === undefined) return null;
  const clockLine =
    clock !== undefined &&
    html`<p class="clock">時刻は ${clock.tz} の時計（<span class="offset">${`UTC${clock.offset}`}</span>）で読みました。 <span lang="en" class="en">${`The time was read on ${clock.tz}'s clock `}(<span class="offset">${`UTC${clock.offset}`}</span>).</span></p>`;
  if (where.kind === "none") return html`<div class="birth-place">${clockLine}</div>`;
  if (where.kind === "point")
    return html`<div class="birth-place"><p>${ja("出生地", "birthplace")}: <strong>${where.param}</strong> ${ja("（緯度,経度）", "(latitude,longitude)")}</p>${clockLine}</div>`;
  const { place, others } = where;
  const otherLinks = others.map(
    (p) =>
      html`<li><a href="${birthPageUrl({ ...values, place: p.id })}">${`${p.label}（${whereOf(p)}）`} <span lang="en" class="en">${p.en}</span></a></li>`,
  );
  return html`<div class="birth-place"><p>${ja("出生地", "birthplace")}: <strong>${place.label}</strong>${`（${whereOf(place)}）`} <span lang="en" class="en">${place.en}</span>
<span class="coords">${`${degrees(place.latitude, "N", "S")} ${degrees(place.longitude, "E", "W")}`} · ${place.tz} · <code>${`place=${place.id}`}</code></span></p>
${clockLine}${others.length > 0 && html`<p class="others">${ja(`「${values.place}」のほかの候補`, "other matches")}:</p><ul class="other-places">${otherLinks}</ul>`}</div>`;
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

/** The answer's section for a birthplace named by no place: the reason, and the catalogue's search of the name. */
function noPlaceHtml(error: ApiError, text: string, refused: SafeHtml | null): SafeHtml {
  const search = placesSearchUrl(text);
  return html`<section id="answer" class="birth-answer" aria-labelledby="answer-h"><h2 id="answer-h">${ja("命式", "Chart")}</h2>
${refused}<div class="error-box" role="alert"><p><strong>${ja("出生地が見つかりません", "No such birthplace")}</strong></p>
<p class="reason" lang="en">${error.message} <code>(${error.code})</code></p>
<p>${ja("地名を短くするか（釧路、New York）、地点 id か「緯度,経度」で書いてください。検索：", "Shorten the name (釧路, New York), or give a place id or lat,lon. Search:")} <a class="places-search" href="${search}"><code>GET ${search}</code></a></p></div></section>`;
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
  place: BirthPlace,
): Promise<{ status: number; html: SafeHtml }> {
  if (isApiError(input)) return { status: errorStatus(input.code), html: errorHtml(input, refused) };
  const where = birthPlaceHtml(place, values, zoneClockOf(input.reading).clock);
  if (!birthInCoverage(input, manifest)) {
    const error = birthOutOfCoverage(input, manifest);
    return { status: errorStatus(error.code), html: errorHtml(error, refused) };
  }
  // The page's language is Japanese: the corrections too (lang=ja, the API's default).
  const answer = pro ? await computeBirth(input, manifest, deps.setsu) : await computeBirthMoment(input, manifest, deps.setsu);
  if (isApiError(answer)) return { status: errorStatus(answer.code), html: errorHtml(answer, refused) };
  return { status: 200, html: "honmei" in answer ? chartHtml(answer, where) : momentHtml(answer, proOnlyGiven(values), refused, where) };
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
    // The API's request: the birthplace as a place id (or the point), never a name.
    let asked = values;
    try {
      const refused = auth.ok ? null : refusedHtml();
      const where = resolveBirthPlace(values.place);
      if (isApiError(where)) shown = { status: errorStatus(where.code), html: noPlaceHtml(where, values.place, refused) };
      else {
        asked = where.kind === "none" ? values : { ...values, place: where.param };
        const birth = parseBirthParams({
          at: atOf(asked),
          sex: asked.sex === "" ? null : asked.sex,
          longitude: asked.longitude === "" ? null : asked.longitude,
          solar: asked.solar,
          dst: asked.dst,
          zi: asked.zi,
          rules: asked.rules === "" ? null : asked.rules,
          place: asked.place === "" ? null : asked.place,
          tz: asked.tz === "" ? null : asked.tz,
        });
        shown = await rendering(deps, birth, pro, manifest, values, refused, where);
      }
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
        html`${raw(before)}${birthFormHtml(values)}${raw(between)}${shown.html}${raw(head)}${tail === null ? null : html`${jsonLinkHtml(birthJsonUrl(asked))}${raw(tail)}`}`,
      !auth.ok || auth.caller.anonymous,
    );
  };
}
