/**
 * `rules=`: the school an answer follows (docs/interface.md#schools-rules), one parameter on every endpoint
 * whose answer depends on a convention. A comma list read left to right: presets first set their
 * values, `name:value` pairs after them override (`rules=tyme4ts,zi:late`). The registry, its
 * defaults and the presets are the calendar's (calendar/rules.ts); this module is their wire form.
 */
import { z } from "zod";
import {
  applyRules,
  isRuleValue,
  PRESET_NAMES,
  PRESETS,
  RULES,
  RULES_BY_ID,
  type RuleAnswer,
  type RuleChoices,
  type RuleId,
  type Rules,
} from "../calendar/rules.ts";
import { checked, invalidAs, param } from "./parameters.ts";

/** Every rule and its values, as a 400 lists them: `zi (early|late), …`. */
export const RULE_LIST = RULES.map((rule) => `${rule.id} (${rule.values.join("|")})`).join(", ");

/** What `rules=` accepts, in words (the 400's message after the reason). */
export const RULES_ACCEPTED = `presets: ${PRESET_NAMES.join(", ")}; rules: ${RULE_LIST}`;

/** One item of the list, read: a preset's choices, or one pair; or why not. */
function readItem(item: string): RuleChoices | string {
  const preset = PRESETS[item];
  if (preset !== undefined) return preset;
  const colon = item.indexOf(":");
  if (colon === -1) return `unknown preset "${item}"`;
  const id = item.slice(0, colon);
  const value = item.slice(colon + 1);
  const rule = RULES_BY_ID.get(id);
  if (rule === undefined) return `unknown rule "${id}"`;
  if (!isRuleValue(id as RuleId, value)) return `${id} has no value "${value}" (${rule.values.join("|")})`;
  return { [id]: value };
}

/**
 * The choices a `rules=` text makes, in order, or the reason it is refused (the first bad item).
 * An empty text makes none.
 */
export function readRules(text: string): RuleChoices[] | { readonly reason: string } {
  if (text === "") return [];
  const choices: RuleChoices[] = [];
  for (const item of text.split(",")) {
    const read = readItem(item.trim());
    if (typeof read === "string") return { reason: read };
    choices.push(read);
  }
  return choices;
}

/**
 * The rules an answer depends on as `rules=` spells them, `id:value`, in registry order; with `changedOnly`, only
 * those not at their default. The one spelling of the keys (edge-rules/http/canonical-key.ts) and of a feed's line.
 */
export function rulePairs(answer: RuleAnswer, rules: Rules, changedOnly = false): string[] {
  return RULES.filter((rule) => rule.answers.includes(answer) && (!changedOnly || rules[rule.id] !== rule.default)).map(
    (rule) => `${rule.id}:${rules[rule.id]}`,
  );
}

/** The rules of a `rules=` text over the defaults, or why it is refused. */
export function rulesOfText(text: string): Rules | { readonly reason: string } {
  const choices = readRules(text);
  return "reason" in choices ? choices : applyRules(...choices);
}

/** `rules`: its zod form, a comma list whose every item is a preset or a `name:value` pair the registry knows. */
export const RulesParam = z
  .string()
  .refine((text) => !("reason" in (readRules(text) as object)), { message: "unknown preset, rule or value" })
  .describe(`the school: a comma list of presets and name:value pairs, read left to right (${RULES_ACCEPTED})`);

/** `rules` as a checked query parameter: its value is the text (the endpoint reads it with {@link rulesOfText}). */
export const RULES_PARAM = checked(
  param(
    "Rules",
    "rules",
    "query",
    RulesParam,
    `The school the answer follows: a comma list read left to right, presets first (a preset sets its values), then \`name:value\` pairs that override (\`rules=tyme4ts,zi:late\`). Without it every rule is at its default, as the prerendered records are. An unknown preset, rule or value is 400 INVALID_PARAMETER listing the valid ones. The answer names the rules it applied in \`rules\`. Presets: ${PRESET_NAMES.join(", ")}; rules: ${RULE_LIST}. Each value's meaning and source: the glossary's \`rules\` section.`,
  ),
  { invalid: invalidAs(`rules must be a comma list of presets and name:value pairs (${RULES_ACCEPTED})`) },
  "",
);

/**
 * The rules an answer of `answer` names (`rules: {…}`): exactly the rules it depends on, each with a value of the
 * rule (the Pro day, range and bulk bodies name the day rules).
 */
export function namedRulesSchema(answer: RuleAnswer): z.ZodType {
  const shape = Object.fromEntries(
    RULES.filter((rule) => rule.answers.includes(answer)).map((rule) => [
      rule.id,
      z.enum(rule.values as readonly string[] as [string, ...string[]]),
    ]),
  );
  return z
    .strictObject(shape)
    .describe(`the ${answer} rules this answer applied, defaults included (docs/interface.md#schools-rules; glossary \`rules\`)`);
}

/** The rules an answer names (`rules: {…}`): each rule it depends on, with the value applied. */
export const AppliedRules = z
  .record(z.string(), z.string())
  .describe("the rules this answer depends on, each with the value applied (defaults included): glossary `rules`");

/** `rules` as an MCP tool argument: the same text as the query parameter (the API's 400 names a bad item). */
export const ToolRulesArgument = z
  .string()
  .optional()
  .describe(`the school, as the API's rules= (e.g. "tyme4ts,zi:late"): presets ${PRESET_NAMES.join(", ")}; rules ${RULE_LIST}`);
