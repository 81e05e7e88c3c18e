/**
 * `lang` on the MCP tools `instants` and `moment` as on their endpoints (issue 56): over `POST /mcp` on the Node
 * server as `npm start` builds it, `lang: "en"` answers the JSON API's `lang=en` body byte for byte, `ja` the
 * default's, and any other value the API's own 400 as a tool error.
 */
import { describe, expect, it } from "vitest";
import { rawPost, realServerForSuite, toolCall } from "./real-server.ts";

const base = realServerForSuite();

/** A tool call's result over POST /mcp. */
async function call(name: string, args: Record<string, unknown>): Promise<{ isError?: boolean; content: { text: string }[] }> {
  const answer = await rawPost(base(), toolCall(1, name, args));
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.bytes.toString("utf8")) as { result: { isError?: boolean; content: { text: string }[] } }).result;
}

/** The JSON API's body for a GET. */
async function api(target: string): Promise<string> {
  const res = await fetch(`${base()}${target}`);
  expect(res.status, target).toBe(200);
  return res.text();
}

describe("lang on the instants and moment tools", () => {
  for (const [name, args, target] of [
    ["instants", { year: 2026, kind: "sekki,moon" }, "/gw/instants/2026?kind=sekki,moon"],
    ["moment", { at: "2026-02-04T05:01+09:00", zi: "late" }, "/gw/moment/2026-02-04T05:01%2B09:00?zi=late"],
  ] as const) {
    it(`${name}: lang en and ja answer as ${target}&lang=…; another lang is the API's INVALID_PARAMETER`, async () => {
      const en = await call(name, { ...args, lang: "en" });
      expect(en.isError ?? false, en.content[0]!.text).toBe(false);
      expect(en.content[0]!.text).toBe(await api(`${target}&lang=en`));
      const ja = await call(name, { ...args, lang: "ja" });
      expect(ja.content[0]!.text).toBe(await api(target));
      expect(ja.content[0]!.text).not.toBe(en.content[0]!.text);
      const bad = await call(name, { ...args, lang: "fr" });
      expect(bad.isError).toBe(true);
      expect(JSON.parse(bad.content[0]!.text)).toMatchObject({ code: "INVALID_PARAMETER", parameter: "lang" });
    });
  }
});
