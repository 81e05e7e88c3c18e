/**
 * The converter page (`/wareki`): one day from 445 to 2100 in every calendar the documents of Japan
 * were written in (docs/interface.md#dates-before-1873), for people. One text field takes a
 * Western date (YYYY-MM-DD, Gregorian or Julian as chosen) or a 和暦 text as people write it
 * (docs/wareki-text.md#writing-和暦-parser); the form GETs `/wareki` itself (bookmarkable), at `#answer`
 * (the browser keeps the action's fragment, so a phone opens at the answer, not the form).
 *
 * This is the shell, written once per generation: with `?q=…` the edge fills the answer into it
 * for the request (edge-rules/pages/wareki-page.ts), so the page works without JavaScript and needs
 * no script at all. The slots it fills are `WAREKI_SLOTS` (schemas/pages/pages.ts), each written here once.
 */
import { PAGE_URLS, WAREKI_PARAMS, WAREKI_SLOTS } from "../../schemas/pages/pages.ts";
import { html, ja, join, page, raw } from "./html.ts";

/** Example inputs, linked below the form: the text, the calendar of a Western date, and what it shows. */
export const WAREKI_EXAMPLES: readonly (readonly [q: string, calendar: "julian" | null, ja: string, en: string])[] = [
  ["天正10年6月2日", null, "本能寺の変", "the Honnō-ji incident"],
  ["1600-10-21", null, "関ヶ原の戦い（グレゴリオ暦）", "Sekigahara, Gregorian"],
  ["1582-06-21", "julian", "ユリウス暦で読む", "read as Julian"],
  ["元弘3年5月22日", null, "南北朝：二つの元号", "two courts, two eras"],
  ["慶長四年閏三月三日", null, "閏月", "a leap month"],
  ["H31.4.30", null, "平成の最後の日", "the last day of Heisei"],
];

/** The URL of an example. */
export function exampleUrl(q: string, calendar: "julian" | null): string {
  return `${PAGE_URLS.wareki}?${WAREKI_PARAMS.q}=${encodeURIComponent(q)}${calendar ? `&${WAREKI_PARAMS.calendar}=${calendar}` : ""}#answer`;
}

/** The converter page's shell. */
export function warekiPage(): string {
  const examples = WAREKI_EXAMPLES.map(
    ([q, calendar, j, e]) => html`<li><a href="${exampleUrl(q, calendar)}">${q}${calendar && "（ユリウス暦）"}</a> — ${ja(j, e)}</li>`,
  );
  const main = html`<h1>${ja("和暦と西暦の変換", "Wareki ⇄ Western dates")}</h1>
<p>${ja("445年から2100年までの一日を、和暦・西暦（グレゴリオ暦とユリウス暦）・旧暦・干支・六曜で示します。1872年以前は当時の暦（旧暦）の月です。", "Shows one day from 445 to 2100 in Japanese era dates, the Gregorian and Julian calendars, the old lunisolar calendar, the sexagenary cycle and rokuyou. Before 1873 the months are the lunisolar months then in force.")}</p>
<form id="wareki-form" class="wareki" action="${PAGE_URLS.wareki}#answer" method="get">
<p><label for="w-q">${ja("日付", "date")}</label>
<input id="w-q" ${raw(WAREKI_SLOTS.query)} type="text" required maxlength="100" autocomplete="off" spellcheck="false" placeholder="天正10年6月2日" aria-describedby="w-q-note"></p>
<p class="note" id="w-q-note">${ja("和暦（天正10年6月2日、慶長四年閏三月三日、明治元年元旦、H31.4.30）か、西暦の YYYY-MM-DD。", "A Japanese era date as people write it, or a Western date as YYYY-MM-DD.")}<br>
${ja("元号のない年は西暦の年です（2026年1月1日）。旧暦の年は前に「旧暦」と書きます（旧暦1864年5月15日）。", "A year without an era is a Western year (2026年1月1日); write 旧暦 before a year of the old lunisolar calendar (旧暦1864年5月15日).")}<br>
${ja("改元の年は、新しい元号でその年の1月1日から（大化元年1月1日）、古い元号で改元の後もその年の末まで（慶応4年9月8日）書いても読めます。", "In the year of an era change, the new era counted from the year's first day (大化元年1月1日) and the old era kept to the year's end (慶応4年9月8日) are read too.")}</p>
<fieldset><legend>${ja("西暦の暦法", "Calendar of a Western date")}</legend>
<label><input type="radio" name="${WAREKI_PARAMS.calendar}" ${raw(WAREKI_SLOTS.gregorian)}> ${ja("グレゴリオ暦", "Gregorian")}</label>
<label><input type="radio" name="${WAREKI_PARAMS.calendar}" ${raw(WAREKI_SLOTS.julian)}> ${ja("ユリウス暦", "Julian")}</label>
<p class="note">${ja("1582-10-15 より前の西暦は、歴史書ではふつうユリウス暦で書かれます（グレゴリオ暦なら遡って当てはめた先発暦）。", "Before 1582-10-15 historians print Julian dates; Gregorian ones are proleptic.")}</p></fieldset>
<p><button type="submit">${ja("変換する", "Convert")}</button></p>
</form>
${raw(WAREKI_SLOTS.answer)}
<section aria-labelledby="examples-h"><h2 id="examples-h">${ja("例", "Examples")}</h2>
<ul class="examples">
${join(examples, "\n")}
</ul>
<p class="note">${ja("同じ変換を JSON で：", "The same as JSON:")} <a href="/gw/wareki/1582-07-01">GET /gw/wareki/{date}</a> · <a href="/gw/wareki?text=${encodeURIComponent("天正10年6月2日")}">GET /gw/wareki?text=…</a></p>
</section>`;
  return page({
    title: "和暦と西暦の変換 — Wareki converter | 暦 API",
    description:
      "和暦（元号）と西暦（グレゴリオ暦・ユリウス暦）、旧暦、干支、六曜の変換。Japanese era dates to Western dates and back, 445–2100.",
    main,
    current: "wareki",
    bodyClass: "wareki-page",
  });
}
