/**
 * `rules=` read as the API reads it (schemas/rules.ts over calendar/rules.ts): every preset and every value of
 * every rule of the registry is accepted and applied, left to right; an unknown preset, rule, value or an empty
 * item is refused naming it. The registry is iterated, so a new rule or preset is covered without touching this file.
 */
import { describe, expect, it } from "vitest";
import { applyRules, DEFAULT_RULES, PRESETS, PRESET_NAMES, RULES, rulesOf, RULE_ANSWERS } from "../../calendar/rules.ts";
import { RULES_ACCEPTED, readRules, rulesOfText } from "../../schemas/rules.ts";

describe("the registry", () => {
  it("gives every rule distinct word values, its default among them, and answers it changes", () => {
    const ids = RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULES) {
      expect(rule.values, rule.id).toContain(rule.default);
      expect(new Set(rule.values).size, rule.id).toBe(rule.values.length);
      for (const value of rule.values) expect(value, rule.id).toMatch(/^[a-z0-9_]+$/);
      expect(rule.answers.length, rule.id).toBeGreaterThan(0);
      for (const answer of rule.answers) expect(RULE_ANSWERS, rule.id).toContain(answer);
    }
  });

  it("has presets that set only known rules to known values", () => {
    expect(PRESET_NAMES.length).toBeGreaterThan(0);
    for (const name of PRESET_NAMES) {
      expect(name).toMatch(/^[a-z0-9_]+$/);
      expect(
        RULES.some((rule) => rule.id === name),
        `${name} is a preset and a rule`,
      ).toBe(false);
      for (const [id, value] of Object.entries(PRESETS[name]!)) {
        const rule = RULES.find((r) => r.id === id);
        expect(rule, `${name} sets ${id}`).toBeDefined();
        expect(rule!.values, `${name} sets ${id}`).toContain(value);
      }
    }
  });

  it("names, for each answer, exactly the rules it depends on", () => {
    for (const answer of RULE_ANSWERS) {
      expect(Object.keys(rulesOf(answer, DEFAULT_RULES))).toEqual(RULES.filter((r) => r.answers.includes(answer)).map((r) => r.id));
    }
  });
});

describe("rules= as sent", () => {
  it("is every default when empty", () => {
    expect(rulesOfText("")).toEqual(DEFAULT_RULES);
  });

  it("applies every value of every rule as a pair", () => {
    for (const rule of RULES) {
      for (const value of rule.values) expect(rulesOfText(`${rule.id}:${value}`)).toEqual({ ...DEFAULT_RULES, [rule.id]: value });
    }
  });

  it("applies a preset's values, and a later pair over it (left to right)", () => {
    for (const name of PRESET_NAMES) {
      expect(rulesOfText(name)).toEqual(applyRules(PRESETS[name]!));
      for (const rule of RULES) {
        const other = rule.values.find((v) => v !== applyRules(PRESETS[name]!)[rule.id])!;
        expect(rulesOfText(`${name},${rule.id}:${other}`)).toMatchObject({ [rule.id]: other });
        // A preset after the pair sets its own value again (only when the preset names the rule).
        if (rule.id in PRESETS[name]!) expect(rulesOfText(`${rule.id}:${other},${name}`)).toEqual(rulesOfText(name));
      }
    }
  });

  it.each([
    ["bogus", 'unknown preset "bogus"'],
    ["zi:late,,zi:early", 'unknown preset ""'],
    ["nosuch:1", 'unknown rule "nosuch"'],
    ["zi:", 'zi has no value ""'],
    ["zi:noon", 'zi has no value "noon"'],
    ["ZI:late", 'unknown rule "ZI"'],
  ])("refuses %s naming the first bad item", (text, reason) => {
    const read = readRules(text);
    expect("reason" in read && read.reason).toContain(reason);
  });

  it("lists every preset and every rule with its values in what it accepts", () => {
    for (const name of PRESET_NAMES) expect(RULES_ACCEPTED).toContain(name);
    for (const rule of RULES) expect(RULES_ACCEPTED).toContain(`${rule.id} (${rule.values.join("|")})`);
  });
});
