/**
 * The endpoint table (docs/architecture.md#endpoints): every endpoint's contract, in the order
 * the OpenAPI document, llms.txt and the MCP tool list show them. Adding an endpoint adds its
 * contract here; the compiler then asks for its behaviour in edge-rules/endpoints/index.ts.
 */
import type { EndpointContract, ToolContract } from "../endpoint.ts";
import { birth } from "./birth.ts";
import { bulk } from "./bulk.ts";
import { businessAdd } from "./business-add.ts";
import { businessCount } from "./business-count.ts";
import { businessDay } from "./business-day.ts";
import { businessGotobi } from "./business-gotobi.ts";
import { calendarFeed } from "./calendar-feed.ts";
import { changes } from "./changes.ts";
import { changesFeed } from "./changes-feed.ts";
import { day } from "./day.ts";
import { find } from "./find.ts";
import { glossary } from "./glossary.ts";
import { health } from "./health.ts";
import { instants } from "./instants.ts";
import { llms } from "./llms.ts";
import { life } from "./life.ts";
import { longWeekends } from "./long-weekends.ts";
import { moment } from "./moment.ts";
import { mcp } from "./mcp.ts";
import { memorial } from "./memorial.ts";
import { places } from "./places.ts";
import { range } from "./range.ts";
import { wareki } from "./wareki.ts";
import { warekiList } from "./wareki-list.ts";

/**
 * Every endpoint's contract by its identifier, in table order: the one list of endpoints. The
 * behaviour table (edge-rules/endpoints/index.ts) is typed by its keys, so a contract without a
 * behaviour does not compile.
 */
export const ENDPOINT_CONTRACTS = {
  health,
  day,
  range,
  bulk,
  glossary,
  places,
  find,
  businessDay,
  businessAdd,
  businessCount,
  businessGotobi,
  longWeekends,
  wareki,
  warekiList,
  calendarFeed,
  changes,
  changesFeed,
  instants,
  moment,
  birth,
  memorial,
  life,
  llms,
  mcp,
} as const satisfies Readonly<Record<string, EndpointContract>>;

/** An endpoint's identifier: its key in {@link ENDPOINT_CONTRACTS}. */
export type EndpointId = keyof typeof ENDPOINT_CONTRACTS;

/** The endpoints the handler's table answers: every one but `POST /mcp`, which edge-rules/mcp/ serves with its own stages. */
export type ApiEndpointId = Exclude<EndpointId, "mcp">;

/** The contracts, in table order. */
export const CONTRACTS: readonly EndpointContract[] = Object.values(ENDPOINT_CONTRACTS);

/** The API endpoints' identifiers, in table order (the router tries them in this order). */
export const API_ENDPOINT_IDS: readonly ApiEndpointId[] = (Object.keys(ENDPOINT_CONTRACTS) as EndpointId[]).filter(
  (id): id is ApiEndpointId => id !== "mcp",
);

/** The `gw.php` functions (`fn`), in table order. */
export const FUNCTIONS = CONTRACTS.flatMap((c) => (c.fn === null ? [] : [c.fn]));

/** An MCP tool with the path of the API request it stands for. */
export interface McpTool extends ToolContract {
  readonly target: string;
}

/** The MCP tools (`tools/list`), by name, in table order: each endpoint's `tool`. */
export const MCP_TOOLS: Readonly<Record<string, McpTool>> = Object.fromEntries(
  CONTRACTS.flatMap((c) => (c.tool ? [[c.tool.name, { ...c.tool, target: c.path }]] : [])),
);
/** A tool name. */
export type McpToolName = string;
export const MCP_TOOL_NAMES: readonly McpToolName[] = Object.keys(MCP_TOOLS);
