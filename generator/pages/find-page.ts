/**
 * The finder page (`/find`): the day finder `/gw/find` (docs/interface.md#day-finder) as a form — purpose,
 * filters and span — whose choices are the glossary's ids. The form submits to `/find` itself
 * (a plain GET: the URL can be bookmarked); `find.js` reads the query, asks `/gw/find` (with the
 * Pro token when one is kept) and lists the days, each a link to its day page.
 */
import { PRESET_NAMES } from "../../calendar/rules.ts";
import type { Coverage } from "../../schemas/coverage.ts";
import { buildGlossary } from "../../schemas/glossary/index.ts";
import { html, ja, page, type SafeHtml } from "./html.ts";
import { tokenForm } from "./token-form.ts";
import { BUSINESS_CALENDARS } from "../../calendar/names.ts";

/** Checkboxes of one list parameter. */
function checks(name: string, legendJa: string, legendEn: string, entries: readonly { id: string; label: string; en: string }[]): SafeHtml {
  const items = entries.map(
    (e) =>
      html`<li><label><input type="checkbox" name="${name}" value="${e.id}"> ${e.label} <span lang="en" class="en">${e.en}</span></label></li>`,
  );
  return html`<fieldset><legend>${ja(legendJa, legendEn)}</legend><ul class="checks">${items}</ul></fieldset>`;
}

/** A select of one value (first option: any). */
function select(
  name: string,
  labelJa: string,
  labelEn: string,
  entries: readonly { id: string; label: string; en: string }[],
  pro = false,
): SafeHtml {
  const options = entries.map((e) => html`<option value="${e.id}">${e.label} — ${e.en}</option>`);
  return html`<p><label for="f-${name}">${ja(labelJa, labelEn)}${pro && html` <span class="pro">Pro</span>`}</label>
<select id="f-${name}" name="${name}"><option value="">${ja("指定なし", "any")}</option>${options}</select></p>`;
}

/** The finder page for a coverage (the date inputs stay inside it). */
export function findPage(coverage: Coverage): string {
  const g = buildGlossary();
  const min = `${coverage.from}-01-01`;
  const max = `${coverage.to}-12-31`;
  const main = html`<h1>${ja("日を探す", "Find a day")}</h1>
<p>${ja("条件をすべて満たす日を探します（各一覧はどれか一つ）。用途と暦注は Pro 向けです。", "Finds the days that meet every condition (each list: any of). Purposes need Pro.")}</p>
${tokenForm()}
<form id="find-form" class="find" action="/find" method="get">
<fieldset><legend>${ja("期間", "Span")}</legend>
<p><label for="f-start">${ja("開始", "start")}</label> <input id="f-start" name="start" type="date" required min="${min}" max="${max}" value="${min}">
<label for="f-end">${ja("終了", "end")}</label> <input id="f-end" name="end" type="date" required min="${min}" max="${max}" value="${coverage.from}-12-31"></p>
<p class="note">${ja("Lite は 366 日まで。", "Lite: up to 366 days.")}</p></fieldset>
${select("purpose", "用途", "purpose", g.purposes, true)}
${checks("rokuyou", "六曜", "rokuyou", g.fields.rokuyou)}
${checks("weekday", "曜日", "weekday", g.fields.youbi)}
<p><label for="f-holiday">${ja("祝日", "holiday")}</label>
<select id="f-holiday" name="holiday"><option value="">${ja("指定なし", "any")}</option><option value="true">${ja("祝日のみ", "holidays only")}</option><option value="false">${ja("祝日以外", "no holiday")}</option></select></p>
<p><label for="f-gotobi">${ja("五十日", "settlement days (gotobi)")}</label>
<select id="f-gotobi" name="gotobi"><option value="">${ja("指定なし", "any")}</option><option value="true">${ja("五十日のみ", "5th, 10th … month end only")}</option><option value="false">${ja("五十日以外", "not those")}</option></select></p>
<fieldset><legend>${ja("営業日", "Open for business")}</legend>
<p><label for="f-business">${ja("暦", "calendar")}</label>
<select id="f-business" name="business"><option value="">${ja("指定なし", "any")}</option>${BUSINESS_CALENDARS.map((c) => html`<option value="${c}">${c}</option>`)}</select>
<label for="f-closed">${ja("自社の休業日", "own closed days")}</label> <input id="f-closed" name="closed" type="text" placeholder="wed,2026-08-14" size="18">
<label for="f-open">${ja("営業する日", "open anyway")}</label> <input id="f-open" name="open" type="text" placeholder="2026-05-03" size="12"></p>
<p class="note">${ja("暦を選ぶと、その暦で営業日の日だけが残ります（national: 土日祝、bank: 加えて12/31–1/3、government: 加えて12/29–1/3）。", "With a calendar, only the days open on it are kept (national: weekends and holidays closed; bank: also 12/31–1/3; government: also 12/29–1/3).")}</p></fieldset>
${select("moonmark", "月", "moon", g.fields.moonmark)}
${select("sekki", "二十四節気", "solar term", g.fields.sekki)}
<p><label for="f-order">${ja("並び順", "order")}</label>
<select id="f-order" name="order"><option value="date">${ja("日付順", "by date")}</option><option value="score">${ja("点数順（用途あり）", "by score (with a purpose)")}</option></select>
<label for="f-limit">${ja("件数", "per page")}</label> <input id="f-limit" name="limit" type="number" min="1" max="366" value="31"></p>
<p><label for="f-rules">${ja(`流派（任意: rules=、例 ${PRESET_NAMES.join("、")}、daimyo:21）`, `school (optional: rules=, e.g. ${PRESET_NAMES.join(", ")}, daimyo:21)`)}</label>
<input id="f-rules" name="rules" type="text" maxlength="200" spellcheck="false" size="24" placeholder="daimyo:21"></p>
<p><button type="submit">${ja("探す", "Find")}</button></p>
</form>
<noscript><p class="note">${ja("結果の表示には JavaScript が必要です。API を直接使う場合は /gw/find へ。", "Results need JavaScript; or ask /gw/find directly.")}</p></noscript>
<section aria-labelledby="results-h"><h2 id="results-h">${ja("結果", "Results")}</h2>
<p id="find-status" class="status" role="status"></p>
<ol id="find-results" class="results"></ol>
<p><a id="find-next" href="/find" hidden>${ja("次の結果 →", "more results")}</a></p>
</section>`;
  return page({
    title: "日を探す — Find a day | 暦 API",
    description: "大安の土日、結婚式や引越しに良い日などを探す。Find auspicious days.",
    main,
    current: "find",
    bodyClass: "find-page",
    scripts: ["find.js"],
    coverage,
  });
}
