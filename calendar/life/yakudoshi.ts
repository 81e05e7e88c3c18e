/**
 * 厄年: the 本厄 ages by 数え年 with their 前厄 and 後厄, and which ages a shrine keeps (rules `yaku_61`, `yaku_37`,
 * `yaku_child`). Pure; test/reference/yakudoshi_published.csv holds the published tables. docs/calendar.md §19.
 */
import type { Sex } from "../names.ts";

/** 61 (rule `yaku_61`): `full` with 前厄 and 後厄, `alone` the 本厄 only, `none` not a 厄年. */
export const YAKU_61_RULES = ["full", "alone", "none"] as const;
export type Yaku61Rule = (typeof YAKU_61_RULES)[number];

/** Women's 37 (rule `yaku_37`): `kept`, or `none`. */
export const YAKU_37_RULES = ["kept", "none"] as const;
export type Yaku37Rule = (typeof YAKU_37_RULES)[number];

/** A child's 厄年 (rule `yaku_child`): `none`, or `kazoe4`, 数え4 for both sexes with 前厄 and 後厄. */
export const YAKU_CHILD_RULES = ["none", "kazoe4"] as const;
export type YakuChildRule = (typeof YAKU_CHILD_RULES)[number];

/** The 厄年 rules. */
export interface YakuRules {
  readonly yaku_61: Yaku61Rule;
  readonly yaku_37: Yaku37Rule;
  readonly yaku_child: YakuChildRule;
}

/** One 本厄 age: the sex, the 数え age, whether it is the 大厄, whether it has 前厄 and 後厄. */
export interface YakuAge {
  readonly sex: Sex;
  readonly age: number;
  readonly taiyaku: boolean;
  readonly around: boolean;
}

/**
 * The 本厄 ages under the rules. Men 25, 42 (大厄), 61; women 19, 33 (大厄), 37, 61.
 * Source: mamada-hachiman.jp/yakuyoke, kasuga-jinja.jp/visit-pray/chronology (61 for both, 大厄 42・33); narai-shizumejinja.com (no 61);
 * oonominato.or.jp/?p=2912 (61 alone, no 37); teramaru.com/hayami (城南宮: a child's 厄年, 数え4).
 */
export function yakuAges(rules: YakuRules): YakuAge[] {
  const ages: YakuAge[] = [];
  const add = (sex: Sex, age: number, taiyaku = false, around = true): void => void ages.push({ sex, age, taiyaku, around });
  for (const sex of ["male", "female"] as const) if (rules.yaku_child === "kazoe4") add(sex, 4);
  add("male", 25);
  add("male", 42, true);
  add("female", 19);
  add("female", 33, true);
  if (rules.yaku_37 === "kept") add("female", 37);
  for (const sex of ["male", "female"] as const) if (rules.yaku_61 !== "none") add(sex, 61, false, rules.yaku_61 === "full");
  return ages;
}

/** The 厄 of one 数え age: 前厄 (the year before), 本厄, 後厄 (the year after). */
export const YAKU_KINDS = [
  { id: "zenyaku", label: "前厄", offset: -1 },
  { id: "honyaku", label: "本厄", offset: 0 },
  { id: "atoyaku", label: "後厄", offset: 1 },
] as const;

/** A 厄年 of a year: its kind, the 本厄 age it belongs to, the sex. */
export interface Yaku {
  readonly id: (typeof YAKU_KINDS)[number]["id"];
  readonly label: (typeof YAKU_KINDS)[number]["label"];
  readonly sex: Sex;
  /** The 本厄 age (数え) of the 厄. */
  readonly age: number;
  readonly taiyaku: boolean;
}

/** The 厄 of a 数え age `kazoe`, for `sex` (null: both), under the rules, in table order. */
export function yakuOf(kazoe: number, sex: Sex | null, rules: YakuRules): Yaku[] {
  const found: Yaku[] = [];
  for (const a of yakuAges(rules)) {
    if (sex !== null && a.sex !== sex) continue;
    for (const kind of YAKU_KINDS) {
      if (kind.offset !== 0 && !a.around) continue;
      if (kazoe === a.age + kind.offset) found.push({ id: kind.id, label: kind.label, sex: a.sex, age: a.age, taiyaku: a.taiyaku });
    }
  }
  return found;
}
