/**
 * A hint's request as a tool call (docs/interface.md#hints): in a tool error, `hint.request` — a GET of the
 * JSON API — is also given as `hint.call`, the call of this server's tools that makes the same request, so
 * a model that only has the tools can follow it. The API answers every tool's request, so the mapping is
 * the tools' own (tools.ts), read backwards: the request's endpoint → its tool, each argument from the
 * parameter of its name.
 */
import { z } from "zod";
import { ENDPOINT_CONTRACTS, type ApiEndpointId } from "../../schemas/endpoints/index.ts";
import type { HintCall } from "../../schemas/responses.ts";
import { routeTarget } from "../errors/hint-requests.ts";

/** An endpoint without a tool whose request another tool answers: one date's 和暦 is convert_date's list of one. */
const ANSWERED_BY: Partial<Record<ApiEndpointId, ApiEndpointId>> = { wareki: "warekiList" };

/** A query value as the argument of `schema`: a list, a number, true/false, or the text. */
function argumentOf(text: string, schema: z.ZodType): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return argumentOf(text, schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return text.split(",").map((item) => argumentOf(item, schema.element as z.ZodType));
  if (schema instanceof z.ZodNumber) return Number(text);
  if (schema instanceof z.ZodBoolean) return text === "true";
  return text;
}

/** The tool call that sends `target` (a GET of the API), or `null` when no tool sends it. */
export function callOf(target: string): z.infer<typeof HintCall> | null {
  const routed = routeTarget(target);
  if (routed === null || routed.endpoint === null) return null;
  const by = ANSWERED_BY[routed.endpoint];
  const tool = ENDPOINT_CONTRACTS[routed.endpoint].tool ?? (by === undefined ? undefined : ENDPOINT_CONTRACTS[by].tool);
  if (tool === undefined) return null;
  const args: Record<string, unknown> = {};
  const shape: Readonly<Record<string, z.ZodType>> = tool.input.shape;
  for (const [name, schema] of Object.entries(shape)) {
    const text = routed.params[name] ?? routed.query.get(name);
    if (text !== null && text !== undefined && text !== "") args[name] = argumentOf(text, schema);
  }
  return tool.input.safeParse(args).success ? { name: tool.name, arguments: args } : null;
}
