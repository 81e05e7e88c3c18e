/**
 * The birth-chart page (`/birth`): a form for a date of birth (and its time, sex, birthplace longitude,
 * solar time and summer time), answered with the chart (docs/interface.md#birth-charts): the four pillars as a
 * table and the 九星 board of the birth month with 本命星 and 月命星 marked.
 *
 * This is the shell, written once per generation: with `?date=…` the edge writes the form again with the
 * request's values and the chart into it (edge-rules/pages/birth-page.ts), so the page needs no script.
 * Its slots are `BIRTH_SLOTS` (schemas/pages/pages.ts), each written here once.
 */
import { birthFormHtml, EMPTY_BIRTH_FORM } from "../../schemas/pages/birth-form.ts";
import { BIRTH_SLOTS } from "../../schemas/pages/pages.ts";
import { html, ja, join, page, raw } from "./html.ts";

/** Example births, linked below the form: the query and what it shows. */
export const BIRTH_EXAMPLES: readonly (readonly [query: string, ja: string, en: string])[] = [
  ["date=1990-05-05&time=14:30&sex=male", "1990年5月5日 14:30 男性", "5 May 1990, 14:30, male"],
  ["date=1949-07-01&time=10:00", "夏時刻の1949年", "a 1949 summer-time birth"],
  ["date=2025-02-03", "立春の日（時刻なし）", "the day of 立春, no time"],
];

/** The page's shell. */
export function birthPage(): string {
  const examples = BIRTH_EXAMPLES.map(([q, j, e]) => html`<li><a href="${`/birth?${q}#answer`}">${ja(j, e)}</a></li>`);
  const main = html`<h1>${ja("命式（四柱推命・九星気学）", "Birth chart")}</h1>
<p>${ja("生年月日と時刻から、本命星・月命星・傾斜宮と、四柱（年柱・月柱・日柱・時柱）の蔵干・通変星・十二運、空亡、大運を出します。年と月は立春と節入りの時刻（国立天文台の分）で替わります。", "From a date and time of birth: 本命星, 月命星 and 傾斜宮, and the four pillars with their hidden stems, ten gods and twelve stages, 空亡 and the 大運. The year and the month turn at the 立春 and 節 instants, to NAOJ's minute.")}</p>
<p class="note">${ja("命式は Pro（または Ultra）プランの機能です。トークンなしでは四柱の干支・九星・節入りを表示します。", "The chart is a Pro (or Ultra) plan feature; without a token the page shows the four pillars' 干支, the nine stars and the 節.")}</p>
${raw(BIRTH_SLOTS.formStart)}${birthFormHtml(EMPTY_BIRTH_FORM)}${raw(BIRTH_SLOTS.formEnd)}
${raw(BIRTH_SLOTS.answer)}
<section aria-labelledby="examples-h"><h2 id="examples-h">${ja("例", "Examples")}</h2>
<ul class="examples">
${join(examples, "\n")}
</ul>
<p class="note">${ja("同じ命式を JSON で（Pro）：", "The same chart as JSON (Pro):")} <code>GET /gw/birth/1990-05-05T14:30+09:00?sex=male</code></p>
</section>`;
  return page({
    title: "命式 — Birth chart | 暦 API",
    description:
      "生年月日時から本命星・月命星・傾斜宮と四柱推命の命式を出します。A Japanese birth chart: nine-star ki and the four pillars.",
    main,
    current: "birth",
    bodyClass: "birth-page",
  });
}
