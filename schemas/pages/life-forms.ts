/**
 * The forms of the memorial page (`/memorial`) and the life page (`/life`), docs/interface.md#pages: written by the edge
 * (edge-rules/pages/life-pages.ts), empty or with a request's values, so both pages work without JavaScript. Each
 * GETs its own page. The rules' selects list the registry's values (calendar/life/rules.ts) with the glossary's
 * texts (schemas/glossary/life-rules.ts), so a value added to a rule appears here without an edit.
 */
import { LIFE_RULES, MEMORIAL_RULES } from "../../calendar/life/rules.ts";
import { LIFE_RULE_TEXTS, MEMORIAL_RULE_TEXTS } from "../glossary/life-rules.ts";
import type { RuleText } from "../glossary/rules.ts";
import { LIFE_DATES } from "../endpoints/memorial.ts";
import { html, ja, type SafeHtml } from "./html.ts";
import { LIFE_PARAMS, MEMORIAL_PARAMS, PAGE_URLS } from "./pages.ts";

/** A rule as the forms list it: its id, values and default (calendar/rules.ts `RuleSpec`). */
interface FormRule {
  readonly id: string;
  readonly values: readonly string[];
  readonly default: string;
}

/** The memorial page's form values as typed (strings; empty when not given), the rules by id. */
export interface MemorialFormValues {
  readonly fields: Readonly<Record<keyof typeof MEMORIAL_PARAMS, string>>;
  readonly rules: Readonly<Record<string, string>>;
}

/** The life page's form values, as {@link MemorialFormValues}. */
export interface LifeFormValues {
  readonly fields: Readonly<Record<keyof typeof LIFE_PARAMS, string>>;
  readonly rules: Readonly<Record<string, string>>;
}

/** Each rule at its default (the registry's). */
const defaults = (rules: readonly FormRule[]): Record<string, string> => Object.fromEntries(rules.map((r) => [r.id, r.default]));

export const EMPTY_MEMORIAL_FORM: MemorialFormValues = {
  fields: { death: "", deathText: "", birth: "", birthText: "", year: "" },
  rules: defaults(MEMORIAL_RULES),
};

export const EMPTY_LIFE_FORM: LifeFormValues = {
  fields: { born: "", bornText: "", sex: "", years: "" },
  rules: defaults(LIFE_RULES),
};

/** The `sex` choices: both (not sent), or the API's values. */
const SEX_CHOICES: readonly (readonly [string, string, string])[] = [
  ["", "男女とも", "both"],
  ["male", "男性", "male"],
  ["female", "女性", "female"],
];

/** One rule's select: its glossary label, each registry value with its Japanese text, the default marked. */
function ruleSelect(prefix: string, rule: FormRule, texts: Readonly<Record<string, RuleText>>, value: string): SafeHtml {
  const text = texts[rule.id];
  const id = `${prefix}-${rule.id}`;
  const options = rule.values.map((v) => {
    const meaning = text?.values[v]?.[0] ?? v;
    const mark = v === rule.default ? "（既定）" : "";
    return html`<option value="${v}"${v === value && html` selected`}>${`${v}: ${meaning}${mark}`}</option>`;
  });
  return html`<p><label for="${id}">${text === undefined ? rule.id : ja(text.label, text.en)} <code>${rule.id}</code></label>
<select id="${id}" name="${rule.id}">${options}</select></p>`;
}

/** The rules' fieldset. */
function rulesFieldset(
  prefix: string,
  rules: readonly FormRule[],
  texts: Readonly<Record<string, RuleText>>,
  values: Readonly<Record<string, string>>,
): SafeHtml {
  const selects = rules.map((rule) => ruleSelect(prefix, rule, texts, values[rule.id] ?? rule.default));
  return html`<fieldset class="rules"><legend>${ja("数え方（流派・地域で違うもの）", "Rules (where customs differ)")}</legend>
${selects}</fieldset>`;
}

/** A date field and the 和暦 text beside it. */
function dateFields(
  id: string,
  names: readonly [string, string],
  values: readonly [string, string],
  label: SafeHtml,
  required: boolean,
): SafeHtml {
  return html`<p><label for="${id}">${label}</label>
<input id="${id}" name="${names[0]}" type="date" min="${LIFE_DATES.from}" max="${LIFE_DATES.to}" value="${values[0]}"></p>
<p><label for="${id}-text">${ja("または和暦で（例 令和8年1月10日、天保3年4月5日）", "or as a 和暦 date")}</label>
<input id="${id}-text" name="${names[1]}" type="text" maxlength="40" spellcheck="false" placeholder="令和8年1月10日" value="${values[1]}">
${required && html`<span class="note">${ja("どちらか一方を入力（和暦が優先）", "one of the two (the 和暦 wins)")}</span>`}</p>`;
}

/** The memorial page's form with `values` filled in. */
export function memorialFormHtml(values: MemorialFormValues): SafeHtml {
  const p = MEMORIAL_PARAMS;
  const f = values.fields;
  return html`<form id="memorial-form" class="birth life-form" action="${PAGE_URLS.memorial}#answer" method="get">
${dateFields("m-death", [p.death, p.deathText], [f.death, f.deathText], ja("亡くなった日", "day of death"), true)}
${dateFields("m-birth", [p.birth, p.birthText], [f.birth, f.birthText], ja("生年月日（任意: 享年に）", "date of birth (optional, for the age at death)"), false)}
<p><label for="m-year">${ja("命日を挙げる年（空欄は翌年）", "year of the 命日 list (blank: the year after the death)")}</label>
<input id="m-year" name="${p.year}" type="number" min="445" max="2100" step="1" inputmode="numeric" value="${f.year}"></p>
${rulesFieldset("m", MEMORIAL_RULES, MEMORIAL_RULE_TEXTS, values.rules)}
<p><button type="submit">${ja("法要の日を出す", "List the memorial days")}</button></p>
</form>`;
}

/** The life page's form with `values` filled in. */
export function lifeFormHtml(values: LifeFormValues): SafeHtml {
  const p = LIFE_PARAMS;
  const f = values.fields;
  const sexes = SEX_CHOICES.map(([v, j, e]) => html`<option value="${v}"${v === f.sex && html` selected`}>${`${j} — ${e}`}</option>`);
  return html`<form id="life-form" class="birth life-form" action="${PAGE_URLS.life}#answer" method="get">
${dateFields("l-born", [p.born, p.bornText], [f.born, f.bornText], ja("生年月日", "date of birth"), true)}
<p><label for="l-sex">${ja("性別（厄年・七五三）", "sex (厄年, 七五三)")}</label>
<select id="l-sex" name="${p.sex}">${sexes}</select></p>
<p><label for="l-years">${ja("年（例 2026、2026-2035。空欄は今年から10年）", "years (2026, 2026-2035; blank: ten years from this one)")}</label>
<input id="l-years" name="${p.years}" type="text" maxlength="80" spellcheck="false" inputmode="numeric" placeholder="2026-2035" value="${f.years}"></p>
${rulesFieldset("l", LIFE_RULES, LIFE_RULE_TEXTS, values.rules)}
<p><button type="submit">${ja("年齢と節目を出す", "List the years")}</button></p>
</form>`;
}
