/** `GET /llms.txt` (docs/interface.md#ai-access-mcp-and-llmstxt): the guide for language models. */
import type { EndpointContract } from "../endpoint.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, TOKEN, VIEW } from "../parameters.ts";

export const llms: EndpointContract = {
  name: "llms",
  method: "GET",
  path: "/llms.txt",
  fn: null,
  operationId: "getLlmsTxt",
  tag: "ai",
  summary: "Guide for language models",
  description:
    "A plain-text guide to the API for language models (llmstxt.org): what it answers, every endpoint with an example, the MCP tools, the plans and every vocabulary field with its glossary ids. Generated with the data (ETag, 304), needs no credential (one that is sent is still checked), names no token.",
  parameters: [VIEW, TOKEN, ...CONDITIONAL],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  responses: () =>
    operationResponses(llms.statuses, {
      ...dataOk("GlossaryResponse", "The guide, `text/plain; charset=utf-8`.", undefined, false, false),
      content: { "text/plain": { schema: { type: "string" } } },
    }),
  example: () => "GET /llms.txt",
  testRequest: "/llms.txt",
  testStatuses: [
    [200, "/llms.txt"],
    [400, "/llms.txt?view=full"],
    [403, "/llms.txt?view=pro"],
    [405, "/llms.txt", { method: "POST" }],
  ],
};
