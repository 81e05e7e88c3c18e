/** The text the glossary writes for a rule of `rules=` (schemas/glossary/rules.ts builds its entries from it). */

/** What a rules text file writes for a rule: everything but what the registry gives (id, answers, values, default). */
export interface RuleText {
  readonly label: string;
  readonly kana?: string;
  readonly en: string;
  readonly summary_ja: string;
  readonly summary_en: string;
  /** Per value of the registry: [summary_ja, summary_en, source]. */
  readonly values: Readonly<Record<string, readonly [ja: string, en: string, source: string]>>;
}
