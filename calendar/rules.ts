/**
 * Rules (流派の選択): the conventions where published sources differ, each a named choice
 * (docs/calendar.md "The choices, in one table"; docs/interface.md#schools-rules). A rule has an id, its
 * values, and its default — the value the prerendered records and every answer without `rules=`
 * follow. A preset names a school or a peer: the values it sets, the others left at their defaults.
 *
 * The registry is assembled from the folders whose functions take a rule's value (one home each:
 * `birth/rules.ts` for the chart's, `life/rules.ts` for a life's), so a rule's values sit beside the code that reads them.
 */
import { CHART_PRESETS, CHART_RULES } from "./birth/rules.ts";
import { LIFE_RULES, MEMORIAL_RULES } from "./life/rules.ts";
import { DAY_PRESETS, DAY_RULES } from "./notes/rules.ts";

/** One rule: its id, its values (each a word of `[a-z0-9_]`), its default, and the answers it changes. */
export interface RuleSpec {
  readonly id: string;
  readonly values: readonly string[];
  readonly default: string;
  /** The answers whose content the rule changes (the others accept it and ignore it). */
  readonly answers: readonly RuleAnswer[];
}

/** The answers a rule can change: the calendar of a moment, a birth chart, a day record, a death's memorial days, a life's years. */
export const RULE_ANSWERS = ["moment", "birth", "day", "memorial", "life"] as const;
export type RuleAnswer = (typeof RULE_ANSWERS)[number];

/** A folder's rule with its answers widened to {@link RuleAnswer} (so `answers.includes(answer)` reads any answer). */
type Registered<T> = T extends unknown ? Omit<T, "answers"> & { readonly answers: readonly RuleAnswer[] } : never;

/** Every rule, in the order answers list them. */
export const RULES: readonly Registered<
  (typeof CHART_RULES)[number] | (typeof DAY_RULES)[number] | (typeof MEMORIAL_RULES)[number] | (typeof LIFE_RULES)[number]
>[] = [...CHART_RULES, ...DAY_RULES, ...MEMORIAL_RULES, ...LIFE_RULES];

/** A rule's id. */
export type RuleId = (typeof RULES)[number]["id"];

/** The value type of one rule. */
export type RuleValue<K extends RuleId> = Extract<(typeof RULES)[number], { readonly id: K }>["values"][number];

/** A value for every rule. */
export type Rules = { readonly [K in RuleId]: RuleValue<K> };

/** Some rules' values (a preset, or the pairs of a request). */
export type RuleChoices = Partial<Rules>;

/** The rules by id. */
export const RULES_BY_ID: ReadonlyMap<string, RuleSpec> = new Map(RULES.map((rule) => [rule.id, rule]));

/** Every rule at its default: what the prerendered records follow. */
export const DEFAULT_RULES: Rules = Object.freeze(Object.fromEntries(RULES.map((rule) => [rule.id, rule.default])) as Rules);

/** The presets by name: each a school or a peer's conventions (its source in the glossary's rules section). */
export const PRESETS: Readonly<Record<string, RuleChoices>> = Object.freeze({ ...mergePresets([CHART_PRESETS, DAY_PRESETS]) });

/** The names of the presets, sorted. */
export const PRESET_NAMES: readonly string[] = Object.keys(PRESETS).sort();

/** One preset from its parts in several folders (a peer's chart conventions, its day conventions). */
function mergePresets(parts: readonly Readonly<Record<string, RuleChoices>>[]): Record<string, RuleChoices> {
  const merged: Record<string, RuleChoices> = {};
  for (const part of parts) for (const [name, choices] of Object.entries(part)) merged[name] = { ...merged[name], ...choices };
  return merged;
}

/** Whether `value` is one of the rule's values. */
export function isRuleValue<K extends RuleId>(id: K, value: string): value is RuleValue<K> {
  return RULES_BY_ID.get(id)!.values.includes(value);
}

/** The rules with `choices` applied over the defaults (left to right: a later choice wins). */
export function applyRules(...choices: readonly RuleChoices[]): Rules {
  return Object.freeze(Object.assign({}, DEFAULT_RULES, ...choices) as Rules);
}

/** The rules an answer depends on, in registry order, with the values applied. */
export function rulesOf(answer: RuleAnswer, rules: Rules): Partial<Rules> {
  return Object.fromEntries(RULES.filter((rule) => rule.answers.includes(answer)).map((rule) => [rule.id, rules[rule.id]]));
}

/** Whether every rule an answer depends on is at its default. */
export function isDefaultFor(answer: RuleAnswer, rules: Rules): boolean {
  return RULES.every((rule) => !rule.answers.includes(answer) || rules[rule.id] === rule.default);
}
