/** `GET /gw/glossary` and `gw.php?fn=glossary` (docs/glossary.md): what every value means. */
import { z } from "zod";
import type { EndpointContract } from "../endpoint.ts";
import { buildGlossary, GLOSSARY_FIELDS } from "../glossary/index.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, TOKEN, VIEW } from "../parameters.ts";

export const glossary: EndpointContract = {
  name: "glossary",
  method: "GET",
  path: "/gw/glossary",
  fn: "glossary",
  operationId: "getGlossary",
  tag: "glossary",
  summary: "Glossary",
  description:
    "Every value a day record can hold, by field (youbi, rokuyou, moonmark, sekki, kou72, junichoku, shuku28, kyusei, kanshi, notes, periods, holiday, shuku27, tide, eho, houi, junishi, gods): stable id, label, reading (kana, kana_alt), English name, meaning (summary_ja, summary_en), the project's rule and its source; the finder's purposes with their exclusions and weights; and the 47 places of the sun and moon times (place=) with their coordinates. Needs no credential (one that is sent is still checked). The same bytes as `gw.php?fn=glossary`; changes only with the data version.",
  parameters: [VIEW, TOKEN, ...CONDITIONAL],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  responses: () => operationResponses(glossary.statuses, dataOk("GlossaryResponse", "The glossary.", undefined, false, false)),
  example: () => "GET /gw/glossary",
  testRequest: "/gw/glossary",
  testStatuses: [
    [200, "/gw/glossary"],
    [400, "/gw/glossary?view=full"],
    [403, "/gw/glossary?view=pro"],
    [405, "/gw/glossary", { method: "POST" }],
  ],
  docExample: () => {
    const glossary = buildGlossary();
    return {
      request: "/gw/glossary",
      response: { ok: true, fields: { rokuyou: [glossary.fields.rokuyou[0]] }, purposes: [glossary.purposes[0]] },
      shortened: ["六曜の 1 項目と用途 1 件だけを表示", "one rokuyou entry and one purpose shown"],
    };
  },
  tool: {
    name: "explain",
    title: "Explain a calendar term",
    description:
      'What a value of the Japanese calendar means: its reading, English name, meaning (Japanese and English), the rule the service computes it by and the rule\'s source; purposes (wedding, moving, …) with their excluded and weighted signs. term is a glossary id or the Japanese label (大安, taian, 一粒万倍日, ichiryu-manbai, 結婚式, wedding); the kana reading or English name also match. field narrows the search to one glossary field. Answers from GET /gw/glossary. Example: {"term":"大安"}.',
    input: z.strictObject({
      term: z.string().min(1).describe("a glossary id or label (also matches a kana reading or English name, case-insensitively)"),
      field: z.enum(GLOSSARY_FIELDS).optional().describe("only this glossary field"),
    }),
  },
};
