/**
 * The business-day page (`/business`): the business-day functions (docs/interface.md#business-days)
 * as one form — the calendar and a company's own closed and open days, then four questions, each
 * with its own button: is a date a business day, N business days after a date, the business days
 * between two dates, the long weekends of a year. The form submits to `/business` itself (a plain
 * GET: the URL can be bookmarked); `business.js` reads the query, asks the API (with the Pro token
 * when one is kept) and shows the answer.
 */
import type { Coverage } from "../../schemas/coverage.ts";
import { YOUBI_ENTRIES } from "../../schemas/glossary/youbi.ts";
import { BUSINESS_CALENDARS, type BusinessCalendar } from "../../calendar/names.ts";
import { html, ja, page, type SafeHtml } from "./html.ts";
import { tokenForm } from "./token-form.ts";

/** Each calendar's name and closed days (docs/calendar.md §13), Japanese and English. */
export const CALENDAR_NAMES: Record<BusinessCalendar, readonly [string, string]> = {
  national: ["土日祝（カレンダー通り）", "national: weekends and holidays"],
  bank: ["銀行（土日祝と12/31〜1/3）", "banks: also Dec 31 – Jan 3"],
  government: ["官公庁（土日祝と12/29〜1/3）", "government offices: also Dec 29 – Jan 3"],
};

/** The questions, by the `q` value of their buttons. */
export const QUESTIONS = ["day", "add", "count", "weekends"] as const;

/** A date input bounded by the coverage. */
function dateInput(id: string, name: string, min: string, max: string, value: string): SafeHtml {
  return html`<input id="${id}" name="${name}" type="date" min="${min}" max="${max}" value="${value}">`;
}

/** One question: a fieldset with its inputs and its own submit button (`q` names the question). */
function question(
  q: (typeof QUESTIONS)[number],
  legendJa: string,
  legendEn: string,
  inputs: SafeHtml,
  buttonJa: string,
  buttonEn: string,
): SafeHtml {
  return html`<fieldset class="question" data-q="${q}"><legend>${ja(legendJa, legendEn)}</legend>
<p>${inputs}</p>
<p><button type="submit" name="q" value="${q}">${ja(buttonJa, buttonEn)}</button></p></fieldset>`;
}

/** The business-day page for a coverage (the date inputs stay inside it). */
export function businessPage(coverage: Coverage): string {
  const min = `${coverage.from}-01-01`;
  const max = `${coverage.to}-12-31`;
  const calendars = BUSINESS_CALENDARS.map(
    (id) => html`<option value="${id}">${CALENDAR_NAMES[id][0]} — ${CALENDAR_NAMES[id][1]}</option>`,
  );
  const weekdays = YOUBI_ENTRIES.map(
    (e) =>
      html`<li><label><input type="checkbox" name="closed" value="${e.id}"> ${e.label} <span lang="en" class="en">${e.en}</span></label></li>`,
  );
  const main = html`<h1>${ja("営業日を数える", "Business days")}</h1>
<p>${ja("土日祝・銀行・官公庁の営業日カレンダーに、会社の定休日や臨時の営業日を加えて、営業日かどうか、何営業日後か、期間中の営業日数、連休を調べます。", "Checks a date, counts business days and lists long weekends on the national, bank or government calendar, with your own closed and open days.")}</p>
${tokenForm()}
<form id="business-form" class="business" action="/business" method="get">
<fieldset><legend>${ja("カレンダー", "Calendar")}</legend>
<p><label for="b-calendar">${ja("休業日の基準", "closed days of")}</label>
<select id="b-calendar" name="calendar">${calendars}</select></p>
<fieldset class="inner"><legend>${ja("定休日（曜日）", "closed weekdays")}</legend><ul class="checks">${weekdays}</ul></fieldset>
<p><label for="b-closed-dates">${ja("休業日（日付）", "closed dates")}</label>
<input id="b-closed-dates" name="closed" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" placeholder="${coverage.from}-08-13, ${coverage.from}-08-14" aria-describedby="b-dates-note"></p>
<p><label for="b-open">${ja("営業日（日付）", "open dates")}</label>
<input id="b-open" name="open" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" placeholder="${coverage.from}-12-29" aria-describedby="b-dates-note"></p>
<p class="note" id="b-dates-note">${ja("日付は YYYY-MM-DD をカンマで区切って（各 100 件まで）。営業日に挙げた日は、祝日や定休日でも営業日です。", "Dates as YYYY-MM-DD, comma-separated (up to 100 each). Open dates are business days whatever else applies.")}</p>
</fieldset>
<div class="questions">
${question(
  "day",
  "営業日かどうか",
  "Is it a business day?",
  html`<label for="b-date">${ja("日付", "date")}</label> ${dateInput("b-date", "date", min, max, min)}`,
  "調べる",
  "Check",
)}
${question(
  "add",
  "何営業日後",
  "N business days after",
  html`<label for="b-from">${ja("起算日", "from")}</label> ${dateInput("b-from", "date", min, max, min)}
<label for="b-days">${ja("営業日数", "business days")}</label> <input id="b-days" name="days" type="number" step="1" value="5">
<span class="note">${ja("起算日は数えません。負の数は前へ。Lite は ±366 まで。", "The date itself is not counted; negative counts back. Lite: up to ±366.")}</span>`,
  "計算する",
  "Calculate",
)}
${question(
  "count",
  "期間中の営業日数",
  "Business days between",
  html`<label for="b-start">${ja("開始", "start")}</label> ${dateInput("b-start", "start", min, max, min)}
<label for="b-end">${ja("終了", "end")}</label> ${dateInput("b-end", "end", min, max, `${coverage.from}-01-31`)}
<span class="note">${ja("両端を含みます。Lite は 366 日まで。", "Both ends count. Lite: up to 366 days.")}</span>`,
  "数える",
  "Count",
)}
${question(
  "weekends",
  "連休",
  "Long weekends",
  html`<label for="b-year">${ja("年", "year")}</label> <input id="b-year" name="year" type="number" min="${coverage.from}" max="${coverage.to}" step="1" value="${coverage.from}">`,
  "一覧",
  "List",
)}
</div>
</form>
<noscript><p class="note">${ja("結果の表示には JavaScript が必要です。API を直接使う場合は /gw/business/ へ。", "Answers need JavaScript; or ask /gw/business/ directly.")}</p></noscript>
<section id="answer" aria-labelledby="answer-h"><h2 id="answer-h">${ja("答え", "Answer")}</h2>
<p id="business-status" class="status" role="status"></p>
<div id="business-answer" class="answer"></div>
</section>`;
  return page({
    title: "営業日を数える — Business days | 暦 API",
    description: "営業日かどうか、何営業日後、期間中の営業日数、連休。Business days on Japanese calendars.",
    main,
    current: "business",
    bodyClass: "business-page",
    scripts: ["business.js"],
    coverage,
  });
}
