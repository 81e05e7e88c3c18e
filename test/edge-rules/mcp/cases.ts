/**
 * What every MCP transport test checks (Node HTTP, workerd, stdio): each tool call and the JSON
 * API request it stands for, and the errors a model must be able to read.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { expect } from "vitest";
import { MCP_TOOL_NAMES } from "../../../schemas/endpoints/index.ts";

/** A tool call and the API target whose body it must equal. */
export interface ToolCase {
  readonly tool: string;
  readonly args: Record<string, unknown>;
  readonly api: string;
}

/** Calls and their API requests in year `y` (lite conditions: any caller may ask them). */
export function liteCases(y: number): ToolCase[] {
  return [
    { tool: "get_day", args: { date: `${y}-01-01` }, api: `/gw/day/${y}-01-01` },
    { tool: "get_day", args: { date: `${y}-05-05`, view: "lite" }, api: `/gw/day/${y}-05-05?view=lite` },
    { tool: "get_range", args: { start: `${y}-03-01`, end: `${y}-03-07` }, api: `/gw/range/${y}-03-01/${y}-03-07` },
    {
      tool: "find_days",
      args: { start: `${y}-06-01`, end: `${y}-06-30`, rokuyou: ["taian"], weekday: ["sat", "sun"] },
      api: `/gw/find?start=${y}-06-01&end=${y}-06-30&rokuyou=taian&weekday=sat,sun`,
    },
    {
      tool: "find_days",
      args: { start: `${y}-01-01`, end: `${y}-12-31`, holiday: true, limit: 5 },
      api: `/gw/find?start=${y}-01-01&end=${y}-12-31&holiday=true&limit=5`,
    },
    {
      tool: "is_business_day",
      args: { date: `${y}-12-31`, calendar: "bank", closed: ["wed", `${y}-12-30`] },
      api: `/gw/business/${y}-12-31?calendar=bank&closed=wed,${y}-12-30`,
    },
    {
      tool: "add_business_days",
      args: { date: `${y}-03-02`, days: -5, open: [`${y}-02-28`] },
      api: `/gw/business/${y}-03-02/add/-5?open=${y}-02-28`,
    },
    {
      tool: "count_business_days",
      args: { start: `${y}-03-01`, end: `${y}-03-31`, calendar: "government", closed: ["月"] },
      api: `/gw/business/count/${y}-03-01/${y}-03-31?calendar=government&closed=%E6%9C%88`,
    },
    { tool: "long_weekends", args: { year: y }, api: `/gw/long-weekends/${y}` },
    { tool: "gotobi", args: { year: y, month: 5, roll: "next", closed: ["fri"] }, api: `/gw/business/gotobi/${y}/05?roll=next&closed=fri` },
    {
      tool: "find_days",
      args: { start: `${y}-03-01`, end: `${y}-04-30`, business: "bank", rokuyou: ["taian"], limit: 3 },
      api: `/gw/find?start=${y}-03-01&end=${y}-04-30&business=bank&rokuyou=taian&limit=3`,
    },
    { tool: "instants", args: { year: y, kind: "sekki,eclipse" }, api: `/gw/instants/${y}?kind=sekki,eclipse` },
    { tool: "moment", args: { at: `${y}-02-04T04:30+09:00`, zi: "late" }, api: `/gw/moment/${y}-02-04T04:30+09:00?zi=late` },
    {
      tool: "convert_date",
      args: { date: ["1600-10-21"], text: ["天正10年6月2日", "明治5年12月3日"] },
      api: `/gw/wareki?date=1600-10-21&text=${encodeURIComponent("天正10年6月2日")},${encodeURIComponent("明治5年12月3日")}`,
    },
    // the readings of issue 35: a new era from its year's first day, the old era kept, a Western year (in the calendar asked for)
    {
      tool: "convert_date",
      args: { text: ["大化元年1月1日", "慶応4年9月8日", "2026年1月1日"], calendar: "julian" },
      api: `/gw/wareki?text=${["大化元年1月1日", "慶応4年9月8日", "2026年1月1日"].map(encodeURIComponent).join(",")}&calendar=julian`,
    },
  ];
}

/**
 * Calls of the places catalogue and a place (lite: any caller), apart from {@link liteCases} so that those fit one batch
 * (batch-cost.test.ts).
 */
export function placeCases(y: number): ToolCase[] {
  return [
    { tool: "find_place", args: { q: "釧路", limit: 3 }, api: `/gw/places?q=${encodeURIComponent("釧路")}&limit=3` },
    { tool: "find_place", args: { q: "New York" }, api: "/gw/places?q=New%20York" },
    { tool: "moment", args: { at: `${y}-07-04T09:30`, place: "new-york-city" }, api: `/gw/moment/${y}-07-04T09:30?place=new-york-city` },
    {
      tool: "get_day",
      args: { date: `${y}-06-21`, place: "kushiro-shi", tz: "auto" },
      api: `/gw/day/${y}-06-21?place=kushiro-shi&tz=auto`,
    },
    {
      tool: "get_range",
      args: { start: `${y}-06-20`, end: `${y}-06-22`, place: "new-york-city", tz: "auto" },
      api: `/gw/range/${y}-06-20/${y}-06-22?place=new-york-city&tz=auto`,
    },
  ];
}

/** A birth chart with a birthplace (Pro). */
export function proPlaceCases(y: number): ToolCase[] {
  return [
    {
      tool: "birth_chart",
      args: { at: `${y}-07-04T09:30`, place: "new-york-city", solar: "true" },
      api: `/gw/birth/${y}-07-04T09:30?place=new-york-city&solar=true`,
    },
  ];
}

/** Calls that need a Pro credential. */
export function proCases(y: number): ToolCase[] {
  return [
    { tool: "get_day", args: { date: `${y}-01-01`, view: "pro" }, api: `/gw/day/${y}-01-01?view=pro` },

    {
      tool: "birth_chart",
      args: { at: `${y}-05-05T14:30+09:00`, sex: "male", longitude: 141.35, solar: "mean" },
      api: `/gw/birth/${y}-05-05T14:30+09:00?sex=male&longitude=141.35&solar=mean`,
    },
    {
      tool: "find_days",
      args: { start: `${y}-05-01`, end: `${y}-05-31`, purpose: "wedding" },
      api: `/gw/find?start=${y}-05-01&end=${y}-05-31&purpose=wedding`,
    },
    {
      tool: "find_days",
      args: { start: `${y}-01-01`, end: `${y}-12-31`, notes: ["ichiryu-manbai"], any_notes: ["tensha", "tora"], order: "date", limit: 10 },
      api: `/gw/find?start=${y}-01-01&end=${y}-12-31&notes=ichiryu-manbai&any_notes=tensha,tora&order=date&limit=10`,
    },
  ];
}

/** The text of a tool result (every result has one text block: the JSON). */
export function textOf(result: CallToolResult): string {
  expect(result.content).toHaveLength(1);
  const block = result.content[0]!;
  expect(block.type).toBe("text");
  return (block as { text: string }).text;
}

/** Calls a tool; the result as sent (the SDK client's type). */
export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** Checks a tool's answer against the API's answer (status and exact bytes). */
export function expectSameAnswer(result: CallToolResult, api: { status: number; text: string }, label: string): void {
  expect(result.isError === true, label).toBe(api.status !== 200);
  if (api.status === 200) {
    expect(textOf(result), label).toBe(api.text);
    expect(result.structuredContent, label).toEqual(JSON.parse(api.text));
    return;
  }
  // An error is the API's ErrorResponse but for its hint, which names the tool's own request (gw.php) and,
  // where it names one, the tool call that sends it (docs/interface.md#hints).
  const { hint, ...error } = result.structuredContent as { hint: { request?: string; call?: unknown } };
  const { hint: apiHint, ...apiError } = JSON.parse(api.text) as { hint: { request?: string } };
  expect(error, label).toEqual(apiError);
  expect(JSON.parse(textOf(result)), label).toEqual(result.structuredContent);
  expect(hint.request === undefined, label).toBe(apiHint.request === undefined);
  if (hint.request !== undefined) expect(hint.call, label).toBeDefined();
}

/** Checks tools/list: every tool, each with a description and an object input schema. */
export async function expectToolList(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toEqual(MCP_TOOL_NAMES);
  for (const tool of tools) {
    expect(tool.description!.length, tool.name).toBeGreaterThan(80);
    expect(tool.description, tool.name).toContain("Example:");
    expect(tool.inputSchema.type, tool.name).toBe("object");
  }
  const find = tools.find((t) => t.name === "find_days")!;
  const props = find.inputSchema.properties as Record<string, any>;
  expect(props.rokuyou.items.enum).toContain("taian");
  // start and end are optional: memorial or near names the span instead (docs/interface.md#day-finder)
  expect(find.inputSchema.required).toBeUndefined();
  expect(Object.keys(props)).toEqual(expect.arrayContaining(["start", "end", "memorial", "near", "before"]));
}

/** An ErrorResponse carried by a tool error. */
export function toolError(result: CallToolResult): Record<string, unknown> {
  expect(result.isError, JSON.stringify(result)).toBe(true);
  const body = JSON.parse(textOf(result)) as Record<string, unknown>;
  expect(body.ok).toBe(false);
  expect(result.structuredContent).toEqual(body);
  return body;
}
