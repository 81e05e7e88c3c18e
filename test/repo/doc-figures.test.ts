/**
 * The sizes the docs quote, measured on the generated tree (test/support/generated-tree.ts) so they cannot go
 * stale: a bulk year as served (raw and gzipped at the Node server's level), the year, month and day files
 * docs/deploy.md names, and the 六曜 feeds docs/interface.md and the README size (events and bytes). Each figure must be within 10 % of the measurement (of the largest such file or answer).
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GZIP_LEVEL } from "../../edge-rules/node/compressor.ts";
import { proMonthFromYear, yearFilePath } from "../../schemas/files/layout.ts";
import { generatedTree, type GeneratedTree } from "../support/generated-tree.ts";
import { TOKENS } from "../edge-rules/fixtures.ts";

const doc = (name: string): string => readFileSync(new URL(`../../docs/${name}`, import.meta.url), "utf8");

/** A figure of a doc: the number the pattern's first (and second) group captures, in bytes. */
function figure(text: string, pattern: RegExp, group = 1): number {
  const m = pattern.exec(text);
  if (!m) throw new Error(`no figure matching ${pattern}`);
  const [, number, unit] = /^([0-9.,]+) ?(KB|MB|bytes)?$/.exec(m[group]!)!;
  const value = Number(number!.replaceAll(",", ""));
  return unit === "MB" ? value * 1e6 : unit === "KB" ? value * 1e3 : value;
}

const near = (quoted: number, measured: number, what: string): void =>
  expect(Math.abs(quoted - measured) / measured, `${what}: the docs say ${quoted}, measured ${measured}`).toBeLessThanOrEqual(0.1);

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
}, 180_000);
afterAll(() => tree?.cleanup());

describe("the sizes the docs quote match the generated tree", () => {
  it("a bulk year (docs/interface.md), raw and gzipped", async () => {
    let raw = 0;
    let gz = 0;
    for (const year of [2024, 2026]) {
      const res = await tree.handler(new Request(`http://x/gw/bulk/${year}`, { headers: { authorization: `Bearer ${TOKENS.pro}` } }));
      expect(res.status).toBe(200);
      const body = new Uint8Array(await res.arrayBuffer());
      raw = Math.max(raw, body.length);
      gz = Math.max(gz, gzipSync(body, { level: GZIP_LEVEL }).length);
    }
    const text = doc("interface.md");
    const sentence = /A bulk year is about ([0-9.,]+ KB) of JSON \(about ([0-9.,]+ KB) gzipped\)/;
    near(figure(text, sentence, 1), raw, "bulk year");
    near(figure(text, sentence, 2), gz, "bulk year gzipped");
  });

  it("the 六曜 feeds: 11 years and 3 years (docs/interface.md, README)", async () => {
    const feed = async (years: string): Promise<{ events: number; bytes: number }> => {
      const res = await tree.handler(new Request(`http://x/gw/calendar.ics?include=rokuyou&years=${years}&token=${TOKENS.pro}`));
      expect(res.status).toBe(200);
      const text = await res.text();
      return { events: text.split("BEGIN:VEVENT").length - 1, bytes: new TextEncoder().encode(text).length };
    };
    const eleven = await feed("2020-2030");
    const three = await feed("2024-2026"); // with a leap year: the most a 3-year feed holds
    const text = doc("interface.md");
    const elevenSentence = /11 years of 六曜 \(([0-9,]+) events, ([0-9.]+ MB)\)/;
    expect(figure(text, elevenSentence, 1)).toBe(eleven.events);
    near(figure(text, elevenSentence, 2), eleven.bytes, "11-year 六曜 feed");
    const threeSentence = /a 3-year 六曜 feed is ([0-9,]+) events, ([0-9.]+ MB)/;
    expect(figure(text, threeSentence, 1)).toBe(three.events);
    near(figure(text, threeSentence, 2), three.bytes, "3-year 六曜 feed");
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    expect(figure(readme, /a 3-year 六曜 feed is already ([0-9,]+)/)).toBe(three.events);
  });

  it("the files of a covered year and of 2020–2030 (docs/deploy.md, README)", () => {
    const listed = Object.keys(JSON.parse(readFileSync(join(tree.dir, "public", "manifest.json"), "utf8")).files);
    const ofYear = listed.filter((path) => path.includes("2026")).length; // a common year
    const uploaded = listed.filter((path) => !path.startsWith(".")).length + 1; // + manifest.json; .assetsignore drops dotfiles
    const deploy = doc("deploy.md");
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    expect(figure(deploy, /\*\*total\*\* \| \*\*([0-9,]+)\*\*/)).toBe(ofYear);
    expect(figure(readme, /a covered year is ([0-9,]+) static files/)).toBe(ofYear);
    expect(figure(deploy, /2020–2030 is ([0-9,]+) uploaded files/)).toBe(uploaded);
    expect(figure(readme, /2020–2030 uploads ([0-9,]+) files/)).toBe(uploaded);
  });

  it("the year and month files (docs/deploy.md)", () => {
    const out = join(tree.dir, "public");
    const size = (path: string): number => statSync(join(out, path)).size;
    const text = doc("deploy.md");
    near(figure(text, /The year files \(~([0-9.,]+ KB) each\)/), Math.max(size(yearFilePath(2024)), size(yearFilePath(2026))), "year file");
    const proMonth = proMonthFromYear(readFileSync(join(out, yearFilePath(2026)), "utf8"), 2026, 1)!;
    near(figure(text, /reads a month file \(~([0-9.,]+ KB) for Pro/), Buffer.byteLength(proMonth), "pro month (sliced from the year file)");
  });
});
