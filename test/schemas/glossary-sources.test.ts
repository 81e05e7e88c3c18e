/**
 * Every glossary entry names a source a reader can open (docs/glossary.md, Sources). The test walks the
 * whole glossary document as it is served (the bytes of `GET /gw/glossary`), so an entry of any field,
 * present or future, is checked.
 *
 * "Named" means, precisely: the text is one non-empty line; it carries at least one citation of a kind
 * in NAMED_KINDS (a law with its number, the sūtra with a Taishō line, a book title in 『』, a dictionary,
 * an NAOJ or Cabinet Office publication, the Japanese Law Translation, a standard, a named calendar
 * library, or a web page by its domain); and it has none of the VAGUE phrases (memory, "common
 * knowledge", unnamed almanacs or calendars) that stand for a source without naming one.
 */
import { describe, expect, it } from "vitest";
import { glossaryFileText } from "../../schemas/glossary/index.ts";

/** The kinds of citation that name a source, each recognised by its form. */
const NAMED_KINDS: readonly (readonly [kind: string, form: RegExp])[] = [
  ["a law with its number", /(明治|大正|昭和|平成|令和)(\d+|元)年(法律|政令|太政官布告)第\d+号|Act No\. \d+ of \d{4}|Law No\. \d+/],
  ["宿曜経 with a Taishō line", /大正新脩大藏經 T21 No\. 1299.*\d{4}[abc]\d{2}/],
  ["a book title", /『[^』]+』/],
  ["a dictionary", /デジタル大辞泉|日本国語大辞典/],
  ["an NAOJ publication", /NAOJ (暦要項|各地のこよみ|暦Wiki)|国立天文台|理科年表/],
  ["the Cabinet Office's page", /内閣府「国民の祝日について」/],
  ["the Japanese Law Translation", /Japanese Law Translation \(法務省/],
  ["a standard", /ISO \d+/],
  ["a named calendar library", /When\.exe|tsupo\/tamo|\btamo\b|astronomy-engine/],
  ["a web page by its domain", /\b[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)*\.(com|net|jp|org|page|biz|to|info|pro)\b/],
];

/** Phrases that stand for a source without naming one. */
const VAGUE =
  /\bmemory\b|common knowledge|\bunknown\b|\bvarious\b|記憶|一般|通説|俗説|諸説|Japanese almanacs|published calendars|commercial calendars|as printed in/i;

/** Why a source is not named, or undefined when it is. */
export function unnamed(source: unknown): string | undefined {
  if (typeof source !== "string" || source.trim() === "") return "empty";
  if (/[\r\n]/.test(source)) return "not one line";
  const vague = VAGUE.exec(source);
  if (vague) return `vague: "${vague[0]}"`;
  if (!NAMED_KINDS.some(([, form]) => form.test(source))) return "cites nothing a reader can open";
  return undefined;
}

/** Every object of the document that has a `label` (an entry or a place), with where it is. */
function labelled(node: unknown, path: string, out: { path: string; entry: Record<string, unknown> }[]): typeof out {
  if (Array.isArray(node)) node.forEach((x, i) => labelled(x, `${path}[${i}]`, out));
  else if (node !== null && typeof node === "object") {
    const record = node as Record<string, unknown>;
    if (typeof record.label === "string" && typeof record.id === "string") out.push({ path, entry: record });
    for (const [k, v] of Object.entries(record)) labelled(v, `${path}.${k}`, out);
  }
  return out;
}

describe("glossary sources (docs/glossary.md, Sources)", () => {
  it("the definition: empty, vague and bare texts are not named; a law, a sūtra line, a dictionary or a page is", () => {
    expect(unnamed("")).toBe("empty");
    expect(unnamed("memory")).toMatch(/vague/);
    expect(unnamed("一般")).toMatch(/vague/);
    expect(unnamed("通説")).toMatch(/vague/);
    expect(unnamed("the day's branch (十二支), as printed in Japanese almanacs")).toMatch(/vague/);
    expect(unnamed("the day's 干支 (六十干支)")).toBe("cites nothing a reader can open");
    expect(unnamed("宿曜経 (大正新脩大藏經 T21 No. 1299)")).toBe("cites nothing a reader can open");
    expect(unnamed("国民の祝日に関する法律 (祝日法, 昭和23年法律第178号) 第2条")).toBeUndefined();
    expect(unnamed("宿曜経 (大正新脩大藏經 T21 No. 1299) 巻上 0390b13–0390b14")).toBeUndefined();
    expect(unnamed("デジタル大辞泉 (kotobank.jp/word/歳刑-507326)")).toBeUndefined();
    expect(unnamed("こよみのページ (koyomi8.com) 暦注計算")).toBeUndefined();
  });

  it("every entry of every field, and every place, of the served glossary names its source", () => {
    const doc: unknown = JSON.parse(glossaryFileText());
    const all = labelled(doc, "glossary", []);
    const entries = all.filter((x) => x.path.startsWith("glossary.fields."));
    const places = all.filter((x) => x.path.startsWith("glossary.places"));
    expect(entries.length).toBe(Object.values((doc as { fields: Record<string, unknown[]> }).fields).flat().length);
    expect(places).toHaveLength(47);
    const failures: string[] = [];
    for (const { path, entry } of entries) {
      const why = unnamed(entry.source);
      if (why !== undefined) failures.push(`${path} ${String(entry.label)}: ${why}: ${String(entry.source)}`);
    }
    // A place's `note` says which point its coordinates are and whose.
    for (const { path, entry } of places) {
      const why = unnamed(entry.note);
      if (why !== undefined) failures.push(`${path} ${String(entry.label)}: ${why}: ${String(entry.note)}`);
    }
    expect(failures).toEqual([]);
  });

  it("every value of every rule in the rules section names its source", () => {
    const doc = JSON.parse(glossaryFileText()) as { rules: { id: string; values: { value: string; source: string }[] }[] };
    const values = doc.rules.flatMap((rule) => rule.values.map((v) => ({ at: `${rule.id}:${v.value}`, source: v.source })));
    expect(values.length).toBeGreaterThan(0);
    const failures = values.flatMap(({ at, source }) => {
      const why = unnamed(source);
      return why === undefined ? [] : [`${at}: ${why}: ${source}`];
    });
    expect(failures).toEqual([]);
  });
});
