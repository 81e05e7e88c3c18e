/**
 * The 二十七宿 meanings against the text they summarise: 宿曜経 (Taishō T1299), whose lines the
 * glossary cites are copied in test/reference/sukuyokyo_T1299_lines.csv (provenance and licence in
 * test/reference/README.md). Each entry's cited lines must exist and be the right mansion's; the
 * kind of mansion it states must be the kind the sūtra's list gives; and what it calls good or bad
 * must be backed by the cited text.
 */
import { describe, expect, it } from "vitest";
import { buildGlossary } from "../../../schemas/glossary/index.ts";
import { SHUKU27_MONTH_FIRST } from "../../../calendar/lunisolar/shuku27.ts";
import { SHUKU27_KINDS, SUKUYOKYO } from "../../../schemas/glossary/shuku27.ts";
import { SHUKU_27 } from "../../../calendar/names.ts";
import { readReferenceCsv } from "../../support/reference.ts";

/** The copied lines, by Taishō line id (e.g. 0390b13), in file order. */
const ROWS = readReferenceCsv("sukuyokyo_T1299_lines.csv").map(([line, text]) => ({ line: line!, text: text! }));
const TEXT = new Map(ROWS.map((r) => [r.line, r.text]));
const ORDER = ROWS.map((r) => r.line);

/** A Taishō line id: page (4 digits), register a–c, line (2 digits). */
const LINE_ID = /^(\d{4})([abc])(\d{2})$/;

/** Whether `b` is the line right after `a` (the next line of a register, or line 01 of the next register). */
function follows(a: string, b: string): boolean {
  const [, pa, ra, na] = LINE_ID.exec(a)!;
  const [, pb, rb, nb] = LINE_ID.exec(b)!;
  if (pa === pb && ra === rb) return Number(nb) === Number(na) + 1;
  const nextRegister = ra === "c" ? `${String(Number(pa) + 1).padStart(4, "0")}a` : `${pa}${String.fromCharCode(ra!.charCodeAt(0) + 1)}`;
  return `${pb}${rb}` === nextRegister && nb === "01";
}

/** The lines of a cited range, which must be in the file without a gap. */
function range(from: string, to: string): string[] {
  const i = ORDER.indexOf(from);
  const j = ORDER.indexOf(to);
  expect(i, `${from} is in the reference file`).toBeGreaterThanOrEqual(0);
  expect(j, `${to} is in the reference file`).toBeGreaterThanOrEqual(i);
  const out = ORDER.slice(i, j + 1);
  for (let k = 1; k < out.length; k++) expect(follows(out[k - 1]!, out[k]!), `${out[k - 1]} → ${out[k]} without a gap`).toBe(true);
  return out;
}

/** Every line a source cites: single lines and `from–to` ranges. */
function citedLines(source: string): string[][] {
  return [...source.matchAll(/(\d{4}[abc]\d{2})(?:–(\d{4}[abc]\d{2}))?/g)].map(([, from, to]) => range(from!, to ?? from!));
}

/** The vocabulary's forms beside the sūtra's (traditional) ones. */
const TRADITIONAL: Record<string, string> = { 虚: "虛", 参: "參", 悪: "惡", 軽: "輕" };
const trad = (s: string): string => [...s].map((c) => TRADITIONAL[c] ?? c).join("");

const entries = buildGlossary().fields.shuku27;

describe("二十七宿 against 宿曜経 (T1299)", () => {
  it("the reference file holds Taishō line ids, each once, in canonical order", () => {
    expect(ROWS.length).toBeGreaterThan(200);
    for (const r of ROWS) expect(r.line).toMatch(LINE_ID);
    expect(new Set(ORDER).size).toBe(ORDER.length);
    expect([...ORDER].sort()).toEqual(ORDER);
  });

  it.each(SHUKU_27.map((label, i) => [label, i] as const))(
    "%s: every cited line is copied, and the day clause and the almanac entry are the mansion's",
    (label) => {
      const e = entries.find((x) => x.label === label)!;
      expect(e.source).toContain(SUKUYOKYO);
      const [day, almanac] = citedLines(
        e.source.match(/巻上 序日宿直所生品第二 (\S+)/)![1]! + " " + e.source.match(/二十七宿所為吉凶曆 (\S+)/)![1]!,
      );
      for (const all of citedLines(e.source)) expect(all.length).toBeGreaterThan(0);
      // The 巻上 clause opens with the mansion's figure (…圖。X…星) and says what its day is good for.
      expect(TEXT.get(day![0]!)!.slice(0, 6)).toContain(trad(label));
      expect(day!.map((l) => TEXT.get(l)).join("")).toContain("此宿直日");
      // The 巻下 entry opens with the mansion's name (星 as 七星宿).
      expect(TEXT.get(almanac![0]!)!.slice(0, 4)).toContain(`${trad(label)}宿`);
    },
  );

  it("the kind each summary opens with is the kind 巻上's list gives the mansion", () => {
    const listed = new Map<string, string>();
    for (const [kind, line] of Object.entries(SHUKU27_KINDS)) {
      const text = TEXT.get(line)!;
      expect(text, line).toContain(`為${trad(kind)}`);
      for (const m of text.slice(1, text.indexOf("為")).replace(/五星$/, "").split("、")) listed.set(m, kind);
    }
    expect(listed.size).toBe(27);
    for (const e of entries) {
      const kind = listed.get(trad(e.label));
      expect(kind, e.label).toBeDefined();
      expect(e.summary_ja.startsWith(kind!), `${e.label}: ${e.summary_ja}`).toBe(true);
      expect(e.source, e.label).toContain(`${kind} ${SHUKU27_KINDS[kind as keyof typeof SHUKU27_KINDS]}`);
    }
  });

  it("what a summary calls bad the cited text advises against, and what the text advises against the summary says", () => {
    const AGAINST_TEXT = /不宜|不可|不得|凶/;
    const AGAINST_SUMMARY = /不宜|不可|凶|禁/;
    for (const e of entries) {
      const text = citedLines(e.source)
        .flat()
        .map((l) => TEXT.get(l))
        .join("");
      if (AGAINST_SUMMARY.test(e.summary_ja)) expect(text, `${e.label}: ${e.summary_ja}`).toMatch(AGAINST_TEXT);
      if (/不宜|不可|不得/.test(text)) expect(e.summary_ja, e.label).toMatch(AGAINST_SUMMARY);
    }
  });

  it("marriage is named where the mansion's own passages name it, and never called bad", () => {
    for (const e of entries) {
      const own = citedLines(e.source.slice(0, e.source.indexOf("; 月宿傍通暦")))
        .filter((r) => !Object.values(SHUKU27_KINDS).includes(r[0] as never))
        .flat()
        .map((l) => TEXT.get(l))
        .join("");
      const marriage = /嫁娶|婚娶|婚姻|求婚/.test(own);
      expect(/婚/.test(e.summary_ja), `${e.label}: ${e.summary_ja}`).toBe(marriage);
      expect(e.summary_ja, e.label).not.toMatch(/婚[^。、，]*(不宜|凶|避)/);
    }
  });

  it("the claims the issue names hold: 室 not for happy events, 鬼 with no wedding exception, 心 against lending, no 百毒宿", () => {
    const by = new Map(entries.map((e) => [e.label, e]));
    expect(TEXT.get("0390b14")).toContain("若為吉事，不宜");
    expect(by.get("室")!.summary_ja).toMatch(/吉事には不宜/);
    expect(by.get("室")!.summary_en).toMatch(/not for happy events/);
    expect(by.get("鬼")!.summary_ja).toMatch(/百事に宜しく/);
    expect(TEXT.get("0389c21")).toContain("不宜出財及放債");
    expect(by.get("心")!.summary_ja).toMatch(/貸し付け（放債）は不宜/);
    expect(by.get("心")!.summary_ja).not.toMatch(/借金/);
    expect(TEXT.get("0390a28")).toContain("宜建急事");
    expect(by.get("虚")!.summary_ja).toMatch(/急ぎの事を起こす事/);
    expect(by.get("翼")!.summary_ja).toMatch(/なす事はみな吉/);
    for (const e of entries) expect(e.summary_ja + e.summary_en, e.label).not.toMatch(/百毒|hundred poisons/);
  });

  it("the generator's 1st-of-month mansions are the sūtra's: each month is named by its 15th day's mansion (0394c20–0394c28), the 1st 14 mansions back", () => {
    const text = range("0394c20", "0394c28")
      .map((l) => TEXT.get(l))
      .join("");
    const MONTHS = ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"];
    const fifteenth = new Map(
      [...text.matchAll(/([正一二三四五六七八九十]+)月(?:名|為)(\S)月/g)].map(([, m, s]) => [MONTHS.indexOf(m!) + 1, s!]),
    );
    expect([...fifteenth.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // The worked example (0395a03–a04): 二月十五日 is 角, 十六日 亢, 十七日 氐.
    expect(
      range("0395a03", "0395a04")
        .map((l) => TEXT.get(l))
        .join(""),
    ).toContain("二月十五日是角日");
    const index = (s: string): number => (SHUKU_27 as readonly string[]).indexOf(s === "參" ? "参" : s);
    const firsts = MONTHS.map((_, i) => SHUKU_27[(index(fifteenth.get(i + 1)!) - 14 + 27) % 27]);
    expect(firsts).toEqual([...SHUKU27_MONTH_FIRST]);
    for (const e of entries) expect(e.source, e.label).toContain("月宿傍通暦: 巻下 0394c20–0395a04");
  });
});
