/**
 * Variant spellings (異体字) of the era names (docs/wareki-text.md#era-names): the table of
 * calendar/wareki/era-names.ts is what Unicode's Unihan database gives for the characters of
 * the eras table (test/reference/unihan_variants_eras.txt), derived here again by its rule, and
 * every era name written with each variant of each of its characters reads as that era.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ERA_NAMES, OLD_FORMS, UNIHAN_VARIANTS } from "../../../calendar/wareki/era-names.ts";
import { parseWareki } from "../../../calendar/wareki/parse.ts";

/** The Unihan lines: [character, field, variants]. */
function unihanLines(): [string, string, string[]][] {
  const text = readFileSync(resolve(import.meta.dirname, "../../reference/unihan_variants_eras.txt"), "utf8");
  const char = (u: string): string => String.fromCodePoint(parseInt(u.split("<")[0]!.slice(2), 16));
  return text
    .split("\n")
    .filter((line) => line.startsWith("U+"))
    .map((line) => {
      const [cp, field, values] = line.split("\t") as [string, string, string];
      return [char(cp), field, values.split(" ").map(char)];
    });
}

/**
 * The rule (docs/wareki-text.md#era-names): the Unihan variants of an era character (any of the
 * four fields, from the character), the characters whose simplified or traditional form it is,
 * and the simplified and traditional forms of those; not one that stands for several
 * traditional characters (干 for 乾 and 幹), is a variant of two era characters or is an era
 * character itself; not a compatibility ideograph (NFC folds those).
 */
function derive(): Map<string, string> {
  const lines = unihanLines();
  const of = (c: string, fields: readonly string[]): Set<string> =>
    new Set(lines.filter(([d, f]) => d === c && fields.includes(f)).flatMap(([, , vs]) => vs));
  const pairs = ["kTraditionalVariant", "kSimplifiedVariant"];
  const eraChars = new Set(ERA_NAMES.join(""));
  const owners = new Map<string, Set<string>>();
  for (const c of eraChars) {
    const step1 = of(c, [...pairs, "kSemanticVariant", "kZVariant"]);
    for (const [d, f, vs] of lines) if (pairs.includes(f) && vs.includes(c)) step1.add(d);
    const found = new Set(step1);
    for (const v of [c, ...step1]) for (const w of of(v, pairs)) found.add(w);
    for (const v of found) {
      const traditional = [...of(v, ["kTraditionalVariant"])].filter((t) => t !== v);
      if (v === c || traditional.length > 1 || v.normalize("NFC") !== v) continue;
      owners.set(v, (owners.get(v) ?? new Set()).add(c));
    }
  }
  return new Map([...owners].filter(([v, cs]) => cs.size === 1 && !eraChars.has(v)).map(([v, cs]) => [v, [...cs][0]!]));
}

describe("the variants of the era-name characters", () => {
  it("are Unihan's, by the rule", () => {
    expect(new Map(UNIHAN_VARIANTS)).toEqual(derive());
  });

  it("read every era name written with any variant of any of its characters as that era", () => {
    const variantsOf = new Map<string, string[]>();
    for (const [variant, modern] of OLD_FORMS) variantsOf.set(modern, [...(variantsOf.get(modern) ?? []), variant]);
    let read = 0;
    for (const name of ERA_NAMES) {
      [...name].forEach((char, i) => {
        for (const variant of variantsOf.get(char) ?? []) {
          const written = `${name.slice(0, i)}${variant}${name.slice(i + 1)}元年1月1日`;
          expect(parseWareki(written), written).toMatchObject({ ok: true, era: name, year: 1 });
          read++;
        }
      });
    }
    expect(read).toBeGreaterThan(100);
  });

  it("reads 斎衡 and 齋衡, the spelling of 日本史年表, as 斉衡", () => {
    for (const written of ["斎衡2年3月1日", "齋衡二年三月一日"])
      expect(parseWareki(written)).toMatchObject({ ok: true, era: "斉衡", year: 2 });
  });
});
