/**
 * A Pro caller of `GET /gw/birth/{at}` over a handler (fixtures.ts instantsHandler): the answer of a path, and the
 * chart of a path that must answer 200, checked against its schema. The birthplace and zone tests share it.
 */
import { expect } from "vitest";
import type { Handler } from "../../../edge-rules/handler.ts";
import { BirthChart } from "../../../schemas/endpoints/birth.ts";
import { bearer, read, req, TOKENS } from "../fixtures.ts";

export function proBirth(handler: Handler) {
  /** A Pro request's answer. */
  const get = async (path: string) => read(await handler(req(path, { headers: bearer(TOKENS.pro) })));
  /** A chart, answered 200 and checked against its schema. */
  const chart = async (path: string): Promise<BirthChart> => {
    const res = await get(path);
    expect(res.status, res.text).toBe(200);
    return BirthChart.parse(res.json);
  };
  return { get, chart };
}
