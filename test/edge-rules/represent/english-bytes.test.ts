/**
 * The byte rewriter of `lang=en` records (edge-rules/represent/english-bytes.ts,
 * docs/interface.md#english-labels), on the generated tree of 2020–2030: the English it writes is
 * byte for byte what parsing, translating (schemas/english.ts `englishDay`) and writing each record
 * gives, for the generator's records and for bytes of any other shape; and what one rewriter has
 * learnt changes nothing another writes (each handler has its own).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnglishRewriter } from "../../../edge-rules/represent/english-bytes.ts";
import { englishDay } from "../../../schemas/english.ts";
import {
  monthFilePath,
  recordBytes,
  type RecordBytes,
  splitMonthFile,
  splitYearFile,
  yearFilePath,
} from "../../../schemas/files/layout.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
}, 180_000);
afterAll(() => tree?.cleanup());

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });
const slow = (record: string): string => JSON.stringify(englishDay(JSON.parse(record)));
const file = (path: string): string => readFileSync(join(tree.dir, "public", path), "utf8");
// Compared as (valid UTF-8) text and ends: the same bytes, and a diff to read (and not element by element).
const asText = ({ bytes, ends }: RecordBytes) => ({ text: decoder.decode(bytes), ends: [...ends] });
const slowBytes = (records: string[]) => asText(recordBytes(records.map(slow)));

describe("EnglishRewriter", () => {
  it("records translated by walking their bytes are the bytes of parsing, translating and writing each (2020–2030)", () => {
    const rewriter = new EnglishRewriter();
    const bytesOf = (records: string) => asText(rewriter.records(encoder.encode(records)));
    let records = 0;
    for (let y = 2020; y <= 2030; y++) {
      const pro = splitYearFile(file(yearFilePath(y)), y)!;
      expect(bytesOf(pro.join(","))).toEqual(slowBytes(pro));
      for (let m = 1; m <= 12; m++) {
        const lite = splitMonthFile(file(monthFilePath("lite", y, m)), y, m)!;
        expect(bytesOf(lite.join(","))).toEqual(slowBytes(lite));
        records += lite.length;
      }
      records += pro.length;
    }
    expect(records).toBe(2 * 4018);
    // Whatever the text holds: a surrogate pair, 4 bytes in UTF-8.
    const pro2026 = splitYearFile(file(yearFilePath(2026)), 2026)!;
    const odd = [pro2026[0]!.replace('"kyureki":"', '"kyureki":"𠮷'), ...pro2026.slice(1, 40)];
    expect(bytesOf(odd.join(","))).toEqual(slowBytes(odd));
    // Bytes of another shape (whitespace, escapes) take the parsing path: the same English, written compact.
    const [first, second] = pro2026;
    const pretty = JSON.stringify(JSON.parse(first!), null, 1);
    expect(bytesOf(`${pretty},${second!}`)).toEqual(slowBytes([first!, second!]));
    const escaped = first!.replace('"youbi":"木"', '"youbi":"\\u6728"');
    expect(escaped).not.toBe(first);
    expect(bytesOf(`${escaped},${second!}`)).toEqual(slowBytes([first!, second!]));
  });

  it("two rewriters used in turn write what one alone writes: what each learns is its own", () => {
    const months = [2021, 2026, 2029].map((y) =>
      splitYearFile(file(yearFilePath(y)), y)!
        .slice(0, 31)
        .join(","),
    );
    const alone = months.map((m) => asText(new EnglishRewriter().records(encoder.encode(m))));
    const [a, b] = [new EnglishRewriter(), new EnglishRewriter()];
    for (const round of [0, 1])
      months.forEach((m, i) => {
        const rewriter = (i + round) % 2 === 0 ? a : b;
        expect(asText(rewriter.records(encoder.encode(m)))).toEqual(alone[i]);
      });
  });
});
