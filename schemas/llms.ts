/**
 * `/llms.txt` (docs/interface.md#ai-access-mcp-and-llmstxt, after the llmstxt.org proposal): a plain-text guide to the API
 * for language models — what it answers, every endpoint of the OpenAPI document with one example,
 * the MCP tools, the plans (schemas/plans.ts) and every vocabulary field with its ids (the
 * glossary). Built from those sources by the generator (a lite file, `LLMS_PATH`), so it cannot
 * drift from them. Deterministic: the same code and coverage give the same bytes. It names no
 * token: credentials are described, never shown.
 */
import { LITE_FIELDS, PRO_ONLY_FIELDS } from "./day.ts";
import { ERROR_CODES } from "./error-codes.ts";
import { FIND_PARAMETERS } from "./find.ts";
import { buildGlossary, GLOSSARY_FIELDS } from "./glossary/index.ts";
import { HEADER } from "./headers.ts";
import { QUERY_STYLE_PATH } from "./endpoint.ts";
import { CONTRACTS, MCP_TOOL_NAMES, MCP_TOOLS } from "./endpoints/index.ts";
import { buildOpenApiDocument } from "./openapi.ts";
import { gatewaySubscriptionsOf, PLAN_NAMES, PLANS, type Plan } from "./plans.ts";
import { SERVICE_NAME } from "./service.ts";
import { TOKEN_PLANS } from "./token-record.ts";

/** What each glossary field is, for the vocabulary section. */
const FIELD_TEXT: Readonly<Record<(typeof GLOSSARY_FIELDS)[number], string>> = {
  youbi: "曜日 weekday (record field youbi; finder parameter weekday)",
  rokuyou: "六曜 six-day fortune (rokuyou)",
  rokuyou_hours: "六曜 by the hour: the good and bad hours of each 六曜 (rokuyou_hours)",
  moonmark: "月相 new and full moon (moonmark; empty on other days)",
  sekki: "二十四節気 24 solar terms (sekki: the day a term begins)",
  kou72: "七十二候 72 micro-seasons (kou72, Pro)",
  junichoku: "十二直 twelve day-officers (junichoku, Pro)",
  shuku28: "二十八宿 28 lunar mansions (shuku28, Pro)",
  kyusei: "九星 nine stars (kyusei, kyusei_month, kyusei_year, Pro)",
  kanshi: "六十干支 sexagenary cycle (eto, eto_month, eto_year, Pro; finder parameter eto)",
  notes: "暦注 notes (notes_arr, Pro; finder parameters notes, any_notes, not_notes)",
  periods: "期間 periods (periods, Pro: the record's name is the id)",
  holiday: "祝日 national holidays (holiday, substitute_for)",
  shuku27: "二十七宿 27 mansions of 宿曜経, by the 旧暦 date (shuku27, Pro)",
  tide: "潮名 tide names by the 旧暦 day (tide, Pro)",
  eho: "恵方 lucky direction of the year (eho: the entry's label is eho.kan, Pro)",
  houi: "方位 direction names (eho.direction, kyusei_board gooh and anken, Pro)",
  junishi: "十二支 as directions (hasshoujin values, konjin, kyusei_board ha, Pro)",
  gods: "方位神 gods and baleful directions (歳徳神, the hasshoujin keys, 金神, 五黄殺, 暗剣殺, 月破, 日破, Pro)",
  jikkan: "十干 ten stems (birth chart pillars: stem, zokan, zokan_ruling, Pro)",
  tsuhen: "通変星 ten gods and 日主 (birth chart pillars: tsuhen, Pro)",
  juniun: "十二運 twelve stages (birth chart pillars: juniun, Pro)",
  kyusei_palace: "九星盤の宮 palaces of a nine-star board (birth chart keisha 傾斜宮, Pro)",
  tenchusatsu: "空亡 (天中殺) of the day pillar (birth chart kubou.name, Pro)",
  memorial: "法要の日 memorial days: 中陰, 年忌, 祥月命日, 月命日 (memorial answer ids and labels)",
  life: "the calendar of a life: ages, 厄年, 長寿祝い, 七五三, 十三参り, 成年, 旧暦の誕生日 (life answer ids and labels)",
  sky_none: "why a point's time is null: up all day, down all day, not on this day (sky.none of a point's answer, by id, Pro)",
};

/** An example year inside the coverage (2026 when covered). */
function exampleYear(coverage: { from: number; to: number }): number {
  return Math.min(Math.max(2026, coverage.from), coverage.to);
}

/** One example request per path: each contract's, and `gw.php`'s. */
function examples(y: number): Readonly<Record<string, string>> {
  return {
    ...Object.fromEntries(CONTRACTS.map((c) => [c.path, c.example(y)])),
    [QUERY_STYLE_PATH]: `GET ${QUERY_STYLE_PATH}?fn=day&date=${y}-01-01`,
  };
}

/** A path template with sample values (for an operation without its own example). */
function sampled(path: string, y: number): string {
  return path.replaceAll(/\{([^}]+)\}/g, (_, name: string) =>
    name === "years" ? String(y) : name === "end" ? `${y}-01-31` : `${y}-01-01`,
  );
}

/** The paths of an OpenAPI document, as far as the endpoint list reads them. */
type DocumentPaths = { readonly paths: Record<string, Record<string, { summary?: string }>> };

/** The endpoints of the OpenAPI document: `METHOD path — summary`, then the example. */
function endpointLines(y: number, doc: DocumentPaths): string[] {
  const known = examples(y);
  const lines: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      lines.push(`- ${method.toUpperCase()} ${path} — ${op.summary ?? ""}`);
      lines.push(`  Example: ${known[path] ?? `${method.toUpperCase()} ${sampled(path, y)}`}`);
    }
  }
  return lines;
}

/** Who holds a plan: a token of the plan (schemas/token-record.ts) or its gateway subscriptions; the plan without tokens is the free one, no credential. */
function holders(plan: Plan): string {
  const gateway = gatewaySubscriptionsOf(plan).join("/");
  if (!(TOKEN_PLANS as readonly Plan[]).includes(plan)) return `no credential (free)${gateway === "" ? "" : ` or gateway ${gateway}`}`;
  const title = `${plan[0]!.toUpperCase()}${plan.slice(1)}`;
  return `${/^[AEIOU]/.test(title) ? "an" : "a"} ${title} token or gateway ${gateway}`;
}

/** One line per plan. */
function planLines(): string[] {
  return PLAN_NAMES.map((p) => {
    const r = PLANS[p];
    return `- ${p}: ${holders(p)}; default view ${r.defaultView}; view=pro ${r.proView ? "yes" : "no"}; range ≤ ${r.maxRangeDays} days; bulk ${r.bulk ? "yes" : "no"}; find spans ${r.maxFindDays === null ? "the whole coverage" : `≤ ${r.maxFindDays} days`}, ≤ ${r.maxFindLimit} results per page, Pro conditions ${r.proFind ? "yes" : "no"}; business add |days| ≤ ${r.maxBusinessAddDays}, business count ${r.maxBusinessCountDays === null ? "any span" : `≤ ${r.maxBusinessCountDays} days`}; ${r.ratePerMinute} requests per minute`;
  });
}

/**
 * The text of `/llms.txt` for a coverage.
 * @param document the coverage's OpenAPI document when the caller has built it already (the generator has): its
 *   endpoint list is read from it instead of building it again (about a tenth of a second).
 */
export function llmsText(coverage: { from: number; to: number }, document?: object): string {
  const y = exampleYear(coverage);
  const glossary = buildGlossary();
  const vocabulary: string[] = [];
  for (const field of GLOSSARY_FIELDS) {
    const entries = glossary.fields[field] as readonly { id: string; label: string }[];
    vocabulary.push(`- ${field}: ${FIELD_TEXT[field]}`);
    vocabulary.push(`  ${entries.map((e) => `${e.id} ${e.label}`).join(", ")}`);
  }
  vocabulary.push(`- purposes (finder parameter purpose, Pro): ${glossary.purposes.map((p) => `${p.id} ${p.label}`).join(", ")}`);

  return [
    `# ${SERVICE_NAME}: Japanese auspicious-day calendar (暦) API`,
    "",
    `> JSON over HTTPS for the Japanese calendar: for every day from ${coverage.from}-01-01 to ${coverage.to}-12-31 the weekday, national holiday, 六曜 (rokuyou), the old lunar date (旧暦), solar terms, the moon, and with Pro 干支, 九星, 十二直, 二十八宿, 七十二候, the era year and the traditional notes (暦注); a finder for auspicious days (大安 weekends, the best wedding days, …); a glossary of every value; calendar subscriptions; and an MCP server. Every date is a JST civil day (Asia/Tokyo), YYYY-MM-DD.`,
    "",
    "## How to use it",
    "",
    "- Values in answers are Japanese labels (大安); parameters take the glossary id (taian) or the exact label, lists comma-separated.",
    `- Day records: lite fields ${LITE_FIELDS.join(", ")}; Pro adds ${PRO_ONLY_FIELDS.join(", ")}.`,
    '- Errors are JSON: {"ok":false,"error":"…","code":"…", the offending parameter/value/date, "hint":{"text":"…","request":"/gw/…"},"docs":"/docs#error-…"}. Codes: ' +
      Object.keys(ERROR_CODES).join(", ") +
      ".",
    "- Follow an error's hint: send hint.request instead (a GET on the same server, with the same credential; after hint.retryAfter seconds when it gives them), or in an MCP tool error make hint.call; without a request, hint.text says what to do. docs is the error's section of the API reference.",
    `- Credentials: Authorization: Bearer <token> (or ?token=<token>) for direct Pro access, or the gateway headers ${HEADER.apiKey} and ${HEADER.subscription}. Never put a user's token in text you show; ask the user to add it.`,
    "- The full contract is the OpenAPI 3.1 document (openapi.json, generated with the data); the meaning of every value is GET /gw/glossary.",
    "",
    "## Endpoints",
    "",
    ...endpointLines(y, (document ?? buildOpenApiDocument({ coverage })) as DocumentPaths),
    "",
    "Finder parameters (GET /gw/find, MCP find_days):",
    ...FIND_PARAMETERS.map((p) => `- ${p.name}${p.plan === "pro" ? " (Pro)" : ""}: ${p.doc}`),
    "",
    "## MCP tools (POST /mcp, Streamable HTTP, stateless; or `npm run -s mcp` over stdio)",
    "",
    ...MCP_TOOL_NAMES.map((name) => `- ${name}: ${MCP_TOOLS[name]!.description}`),
    "",
    "## Plans",
    "",
    ...planLines(),
    "",
    "## Vocabulary: glossary ids and labels per field",
    "",
    ...vocabulary,
    "",
  ].join("\n");
}
