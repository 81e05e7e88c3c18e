/**
 * The endpoint table (docs/architecture.md#endpoints): every endpoint's contract, in the order
 * the OpenAPI document, llms.txt and the MCP tool list show them. Adding an endpoint adds its
 * module here and its behaviour to edge-rules/endpoints/index.ts.
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
import { longWeekends } from "./long-weekends.ts";
import { moment } from "./moment.ts";
import { mcp } from "./mcp.ts";
import { range } from "./range.ts";
import { wareki } from "./wareki.ts";
import { warekiList } from "./wareki-list.ts";

export const CONTRACTS: readonly EndpointContract[] = [
  health,
  day,
  range,
  bulk,
  glossary,
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
  llms,
  mcp,
];

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
