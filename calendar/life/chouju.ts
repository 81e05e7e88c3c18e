/**
 * 長寿祝い: the celebrated ages and how they are counted (rule `chouju_age`). Pure; the published tables are in
 * test/reference/chouju_published.csv. docs/calendar.md §19.
 */

/**
 * How the ages are counted (rule `chouju_age`): `kazoe`, by 数え年, 還暦 at 数え61 and 大還暦 at 数え121 (the 干支 come
 * round: 満60, 満120); `man`, by 満年齢, 還暦 at 満60, 大還暦 at 満120; `kazoe_nominal`, every age as its number by
 * 数え年, 還暦 at 数え60. Source: yamada-heiando.jp/c/column/choju-list (数え: 還暦61, 大還暦121; 満: 60, 120);
 * taitenjin.com/custom2.html (還暦61, 古稀70…); shinbun20.com/oiwai/chojyu/kotoshi (数え column: 還暦60).
 */
export const CHOUJU_AGES = ["kazoe", "man", "kazoe_nominal"] as const;
export type ChoujuAge = (typeof CHOUJU_AGES)[number];

/** One celebration: its id and name, and its age by 数え (`kazoe`) and by 満 (`man`). */
export interface ChoujuSpec {
  readonly id: string;
  readonly label: string;
  readonly kazoe: number;
  readonly man: number;
}

/**
 * The 長寿祝い. 緑寿 (66) was named by 日本百貨店協会 in 2002 for 満66; the others by the characters of their names.
 * Source: yamada-heiando.jp/c/column/choju-list; shinbun20.com/oiwai/chojyu/kotoshi (緑寿 66 both ways).
 */
export const CHOUJU = [
  { id: "kanreki", label: "還暦", kazoe: 61, man: 60 },
  { id: "rokuju", label: "緑寿", kazoe: 66, man: 66 },
  { id: "koki", label: "古希", kazoe: 70, man: 70 },
  { id: "kiju", label: "喜寿", kazoe: 77, man: 77 },
  { id: "sanju", label: "傘寿", kazoe: 80, man: 80 },
  { id: "beiju", label: "米寿", kazoe: 88, man: 88 },
  { id: "sotsuju", label: "卒寿", kazoe: 90, man: 90 },
  { id: "hakuju", label: "白寿", kazoe: 99, man: 99 },
  { id: "hyakuju", label: "百寿", kazoe: 100, man: 100 },
  { id: "chaju", label: "茶寿", kazoe: 108, man: 108 },
  { id: "koju", label: "皇寿", kazoe: 111, man: 111 },
  { id: "daikanreki", label: "大還暦", kazoe: 121, man: 120 },
] as const satisfies readonly ChoujuSpec[];

/** A celebration's id. */
export type ChoujuId = (typeof CHOUJU)[number]["id"];

/** A celebration of a year: the spec, and the age it is held at under the rule. */
export interface Chouju {
  readonly id: string;
  readonly label: string;
  readonly age: number;
}

/** The 長寿祝い of a year whose 数え age is `kazoe` and whose 満 age (reached on the birthday) is `man`. */
export function choujuOf(kazoe: number, man: number, rule: ChoujuAge = CHOUJU_AGES[0]): Chouju[] {
  return CHOUJU.flatMap((c) => {
    const age = rule === "man" ? c.man : rule === "kazoe" ? c.kazoe : c.id === "kanreki" ? 60 : c.id === "daikanreki" ? 120 : c.kazoe;
    const held = rule === "man" ? man : kazoe;
    return held === age ? [{ id: c.id, label: c.label, age }] : [];
  });
}
