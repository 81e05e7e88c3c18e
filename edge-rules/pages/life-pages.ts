/**
 * The memorial page (`/memorial?death=…`) and the life page (`/life?born=…`), docs/interface.md#pages: the whole
 * page is rendered here per request (the form with the request's values, and the answer as tables), no script. The
 * answer is the API's own: the form becomes the routed request of `GET /gw/memorial/{death}` or `GET /gw/life/{born}`
 * and goes through that endpoint's parse, coverage and body stages (edge-rules/endpoints/memorial.ts, life.ts), so
 * the page can neither disagree with the JSON nor re-implement a rule; its tables are rendered by life-tables.ts.
 *
 * - Without `death` (`born`) the page is the empty form; with it, the form filled and the answer, or the API's error
 *   in an error box with the API's status (400, 404), `no-store`.
 * - A 200 is a representation keyed by the data version, the endpoint's canonical key (for `/life` without `years`,
 *   the default years the clock filled in) and the form as typed: ETag, 304, public caching, br/gzip on Node.
 * - The note "the same answer as JSON" links the request the page answered.
 */
import type { z } from "zod";
import type { ManifestHead } from "../../schemas/files/layout.ts";
import { QUERY_STYLE_PATH } from "../../schemas/endpoint.ts";
import { EXAMPLE_MEMORIAL_PATH, type MemorialResponse } from "../../schemas/endpoints/memorial.ts";
import type { LifeResponse } from "../../schemas/endpoints/life.ts";
import { html, ja, page, type SafeHtml } from "../../schemas/pages/html.ts";
import {
  EMPTY_LIFE_FORM,
  EMPTY_MEMORIAL_FORM,
  lifeFormHtml,
  memorialFormHtml,
  type LifeFormValues,
  type MemorialFormValues,
} from "../../schemas/pages/life-forms.ts";
import { HTML_CONTENT_TYPE, LIFE_PARAMS, MEMORIAL_PARAMS, PAGE_CSP, PAGE_REFERRER_POLICY } from "../../schemas/pages/pages.ts";
import { LIFE_RULES, MEMORIAL_RULES } from "../../calendar/life/rules.ts";
import type { AnyEndpoint } from "../endpoint.ts";
import type { ApiError } from "../errors/api-error.ts";
import { errorStatus } from "../errors/errors.ts";
import type { Compressor } from "../http/content-coding.ts";
import { resourceKey } from "../http/etag.ts";
import type { RequestLike, ResponseParts } from "../http/exchange.ts";
import type { RoutedRequest } from "../routing/routed-request.ts";
import { isApiError } from "../routing/parameters.ts";
import { SEGMENT } from "../routing/route.ts";
import type { Source } from "../represent/held-representations.ts";
import { createRepresenter } from "../represent/layer.ts";
import type { FilledPageRequest } from "./filled-page.ts";
import { errorBoxHtml, lifeAnswerHtml, memorialAnswerHtml } from "./life-tables.ts";

/** Bytes of rendered pages held (identity and coded; a memorial page is about 14 KB, ten years of a life 12 KB). */
export const LIFE_PAGES_CACHE_BYTES = 4 * 1024 * 1024;

/** Part of every answer's key: raise it when what this module or life-tables.ts writes changes. */
const RENDERING = 1;

/** The longest value of a field taken (longer is cut: the API refuses it anyway). */
const MAX_FIELD = 80;

/** The two pages. */
export type LifePageKind = "memorial" | "life";

/** A rule as a form field: its id and default (calendar/life/rules.ts). */
type Rule = { readonly id: string; readonly default: string };

/** The form's values of a page URL (absent fields empty, absent rules their default). */
function formOf<K extends string>(
  url: URL,
  params: Readonly<Record<K, string>>,
  rules: readonly Rule[],
): { fields: Record<K, string>; rules: Record<string, string> } {
  const get = (name: string): string => (url.searchParams.get(name) ?? "").trim().slice(0, MAX_FIELD);
  const fields = Object.fromEntries(Object.entries<string>(params).map(([key, name]) => [key, get(name)])) as Record<K, string>;
  return { fields, rules: Object.fromEntries(rules.map((r) => [r.id, get(r.id) || r.default])) };
}

/** The memorial form of a `/memorial` URL, or null without `death` and `death_text` (the empty form). */
export function memorialQuery(url: URL): MemorialFormValues | null {
  const q = url.searchParams;
  return q.has(MEMORIAL_PARAMS.death) || q.has(MEMORIAL_PARAMS.deathText) ? formOf(url, MEMORIAL_PARAMS, MEMORIAL_RULES) : null;
}

/** The life form of a `/life` URL, or null without `born` and `born_text`. */
export function lifeQuery(url: URL): LifeFormValues | null {
  const q = url.searchParams;
  return q.has(LIFE_PARAMS.born) || q.has(LIFE_PARAMS.bornText) ? formOf(url, LIFE_PARAMS, LIFE_RULES) : null;
}

/** A date as the API takes it: the 和暦 text when given, else the date field. */
const dateOf = (date: string, text: string): string => text || date;

/** The API's `rules` value of the selects: every rule not at its default, as `id:value` (null: all defaults). */
function rulesParam(rules: readonly Rule[], values: Readonly<Record<string, string>>): string | null {
  const chosen = rules.filter((r) => values[r.id] !== r.default).map((r) => `${r.id}:${values[r.id]}`);
  return chosen.length === 0 ? null : chosen.join(",");
}

/** An API request of a page: its path parameter and its query, without empty values. */
interface ApiRequest {
  readonly fn: LifePageKind;
  readonly param: readonly [name: string, value: string];
  readonly query: readonly (readonly [string, string | null])[];
}

const memorialRequest = (v: MemorialFormValues): ApiRequest => ({
  fn: "memorial",
  param: ["death", dateOf(v.fields.death, v.fields.deathText)],
  query: [
    ["birth", dateOf(v.fields.birth, v.fields.birthText) || null],
    ["year", v.fields.year || null],
    ["rules", rulesParam(MEMORIAL_RULES, v.rules)],
  ],
});

const lifeRequest = (v: LifeFormValues): ApiRequest => ({
  fn: "life",
  param: ["born", dateOf(v.fields.born, v.fields.bornText)],
  query: [
    ["sex", v.fields.sex || null],
    ["years", v.fields.years || null],
    ["rules", rulesParam(LIFE_RULES, v.rules)],
  ],
});

/** The request as the router would give it for `/gw/{fn}/{param}?…`. */
function routed(r: ApiRequest): RoutedRequest {
  const query = new URLSearchParams(r.query.filter((e): e is [string, string] => e[1] !== null));
  return {
    style: "pretty",
    fn: r.fn,
    endpoint: r.fn,
    params: { [r.param[0]]: r.param[1] || null },
    view: null,
    queryToken: null,
    format: null,
    query,
  };
}

/** A query value percent-encoded, the rules' `:` and `,` left readable. */
const encoded = (value: string): string => encodeURIComponent(value).replace(/%3A/g, ":").replace(/%2C/g, ",");

/** The URL of the same answer as JSON: `/gw/{fn}/{param}?…`, or `gw.php?fn=…` when the parameter may not be a path segment (a 和暦 text). */
export function apiUrl(r: ApiRequest): string {
  const query = r.query.filter(([, v]) => v !== null).map(([k, v]) => `${k}=${encoded(v!)}`);
  const [name, value] = r.param;
  if (value !== "" && value !== "." && value !== ".." && SEGMENT.test(value))
    return `/gw/${r.fn}/${value}${query.length > 0 ? `?${query.join("&")}` : ""}`;
  return `${QUERY_STYLE_PATH}?${[`fn=${r.fn}`, `${name}=${encoded(value)}`, ...query].join("&")}`;
}

/** What an endpoint answered: the validated request's canonical key and the parsed JSON, or the API's error. */
type Answered = { readonly key: string; readonly json: unknown } | ApiError;

const decoder = new TextDecoder();

/** Runs the endpoint's stages 4, 6 and its body, as the handler does for a Lite caller. */
async function answerOf(endpoint: AnyEndpoint, r: ApiRequest, manifest: ManifestHead, now: number): Promise<Answered> {
  const parsed: unknown = endpoint.parse(routed(r), null);
  if (isApiError(parsed)) return parsed;
  const request: unknown = endpoint.coverage ? endpoint.coverage(parsed, manifest, now) : parsed;
  if (isApiError(request)) return request;
  if (endpoint.body === undefined) throw new Error(`${r.fn}: no body stage`);
  const bytes = await endpoint.body.build(request, "lite", manifest.dataVersion);
  if (isApiError(bytes)) return bytes;
  return { key: endpoint.key(request, "lite"), json: JSON.parse(decoder.decode(bytes)) };
}

/** What the pages need. */
export interface LifePagesDeps {
  readonly report: (error: unknown, request: RequestLike) => void;
  readonly compressor?: Compressor;
  /** The handler's endpoint of each page (the same instances the API answers with). */
  readonly endpoint: (kind: LifePageKind) => AnyEndpoint;
}

/** One page request (answer.ts has routed it and counted it). */
export interface LifePageRequest extends Omit<FilledPageRequest, "missing"> {
  readonly kind: LifePageKind;
  readonly url: URL;
  readonly now: number;
  /** The 503 page: the data could not be read (reported). */
  readonly unavailable: () => ResponseParts;
}

/** A page's texts and its form, empty or filled. */
interface PageText {
  readonly title: string;
  readonly description: string;
  readonly heading: SafeHtml;
  readonly intro: SafeHtml;
  readonly form: SafeHtml;
  readonly example: string;
}

function memorialText(values: MemorialFormValues): PageText {
  return {
    title: "法要の日（中陰・年忌・命日） — Memorial days | 暦 API",
    description:
      "亡くなった日から初七日・四十九日・百箇日、一周忌からの年忌、祥月命日と月命日を、曜日・六曜・祝日と直前の土日つきで。Japanese memorial days of a death.",
    heading: ja("法要の日（中陰・年忌・命日）", "Memorial days"),
    intro: ja(
      "亡くなった日から、中陰（初七日〜七七日＝四十九日）と百箇日、年忌（一周忌・三回忌…）、ある年の祥月命日と月命日を出します。法要は当日かそれより前に営むので、直前の土曜・日曜も添えます。1873年より前の日は旧暦で読みます。",
      "From the day of death: the 中陰 days to 七七日 (四十九日) and 百箇日, the yearly memorials, and a year's 命日, each with the Saturday and Sunday on or before it (a memorial is held on or before its day). Days before 1873 are read in the 旧暦.",
    ),
    form: memorialFormHtml(values),
    example: EXAMPLE_MEMORIAL_PATH,
  };
}

function lifeText(values: LifeFormValues): PageText {
  return {
    title: "年齢と節目（数え年・厄年・長寿祝い） — Ages and milestones | 暦 API",
    description:
      "生年月日から各年の満年齢・数え年・干支（年男・年女）・厄年・長寿祝い・七五三・十三参り・成年・旧暦の誕生日を。Japanese ages and life milestones by year.",
    heading: ja("年齢と節目（数え年・厄年・長寿祝い）", "Ages and milestones"),
    intro: ja(
      "生年月日から、年ごとの満年齢と数え年、その年の干支（年男・年女）、厄年（前厄・本厄・後厄、大厄）、長寿祝い、七五三、十三参り、成年、旧暦の誕生日の新暦の日付を出します。",
      "From a date of birth, year by year: the 満 and 数え ages, the year's 干支 (年男・年女), 厄年, 長寿 celebrations, 七五三, 十三参り, coming of age and the Western dates of the 旧暦 birthday.",
    ),
    form: lifeFormHtml(values),
    example: "/gw/life/1985-05-05?sex=male",
  };
}

/** The whole page: heading, intro, form, the answer (when asked) and the JSON note. */
function pageHtml(kind: LifePageKind, text: PageText, answer: SafeHtml | null, json: string): string {
  const main = html`<h1>${text.heading}</h1>
<p>${text.intro}</p>
${text.form}
${answer}
<p class="note">${ja("同じ答えを JSON で：", "The same answer as JSON:")} <a class="json" href="${json}"><code>GET ${json}</code></a></p>`;
  return page({ title: text.title, description: text.description, main, current: kind, bodyClass: `birth-page ${kind}-page` });
}

/** The answer's section for an error: the API's one-line reason and code. */
function errorSection(error: ApiError): SafeHtml {
  return html`<section id="answer" class="life-answer" aria-labelledby="answer-h"><h2 id="answer-h">${ja("結果", "Result")}</h2>
${errorBoxHtml(error)}</section>`;
}

const encoder = new TextEncoder();

/** The two pages' answers. */
export function createLifePages(deps: LifePagesDeps): (input: LifePageRequest) => Promise<ResponseParts> {
  const represent = createRepresenter({
    maxBytes: LIFE_PAGES_CACHE_BYTES,
    ...(deps.compressor ? { compressor: deps.compressor } : {}),
    etags: 1024,
  });
  const pageFields = { csp: PAGE_CSP, referrerPolicy: PAGE_REFERRER_POLICY };

  return async (input) => {
    const { kind, request, manifest, rl } = input;
    const memorial = kind === "memorial" ? memorialQuery(input.url) : null;
    const life = kind === "life" ? lifeQuery(input.url) : null;
    const asked = memorial ?? life;
    const text = kind === "memorial" ? memorialText(memorial ?? EMPTY_MEMORIAL_FORM) : lifeText(life ?? EMPTY_LIFE_FORM);
    let status = 200;
    let key = `page|${kind}|${RENDERING}|empty`;
    let body: string;
    if (asked === null) body = pageHtml(kind, text, null, text.example);
    else {
      const api = memorial !== null ? memorialRequest(memorial) : lifeRequest(life!);
      let answered: Answered;
      try {
        answered = await answerOf(deps.endpoint(kind), api, manifest, input.now);
      } catch (error) {
        deps.report(error, request);
        return input.unavailable();
      }
      const typed = JSON.stringify(asked);
      if (isApiError(answered)) {
        status = errorStatus(answered.code);
        key = `page|${kind}|${RENDERING}|${status}|${typed}`;
        body = pageHtml(kind, text, errorSection(answered), apiUrl(api));
      } else {
        key = `page|${kind}|${RENDERING}|${answered.key}|${typed}`;
        const shown =
          memorial !== null
            ? memorialAnswerHtml(answered.json as z.infer<typeof MemorialResponse>, manifest.coverage)
            : lifeAnswerHtml(answered.json as z.infer<typeof LifeResponse>, manifest.coverage);
        body = pageHtml(kind, text, shown, apiUrl(api));
      }
    }
    const resource = resourceKey(manifest.dataVersion, key);
    const bytes = encoder.encode(body);
    const source = (): Source => ({
      meta: { lastModified: manifest.lastModified, contentType: HTML_CONTENT_TYPE, upgradeInfo: false, page: pageFields },
      load: () => Promise.resolve(bytes),
      onError: (error) => deps.report(error, request),
    });
    // the same page for every caller: public; an error page is sent with its status, no-store, no validators
    if (status === 200) return represent.answer(resource, { http: request, rl, anonymous: true }, source, HTML_CONTENT_TYPE);
    return represent.unvalidated(status, resource, request, source(), input.errorHeaders());
  };
}
