/**
 * The day page (`/cal/YYYY/MM/DD`): one shell for every day (`lite/day.html`), filled by
 * `day.js` from the JSON API (`/gw/day/{date}` and `/gw/glossary`): every lite field with its
 * glossary meaning, and with a Pro token (token-form.ts) the Pro fields and notes too. The shell
 * holds no data, so no day page is prerendered (the Workers file budget) and no Pro value is in
 * a static file.
 */
import { ja, page } from "./html.ts";
import { tokenForm } from "./token-form.ts";

/** The day page shell. */
export function dayPage(): string {
  const main = `<h1 id="day-title">${ja("一日の暦", "One day")}</h1>
<nav class="months" aria-label="日の移動 Days"><a id="day-prev" class="prev" rel="prev" href="/cal">${ja("← 前日", "previous")}</a><a id="day-month" href="/cal">${ja("月", "month")}</a><a id="day-next" class="next" rel="next" href="/cal">${ja("翌日 →", "next")}</a></nav>
<noscript><p class="note">${ja("この頁は JavaScript で表示します。月のカレンダーは JavaScript なしで見られます。", "This page needs JavaScript; the month calendar works without it.")}</p></noscript>
${tokenForm()}
<p id="day-status" class="status" role="status">${ja("読み込み中…", "Loading…")}</p>
<section aria-labelledby="lite-h"><h2 id="lite-h">${ja("基本項目", "Lite fields")}</h2>
<dl id="lite-fields" class="fields"></dl></section>
<section id="pro-section" aria-labelledby="pro-h" hidden><h2 id="pro-h">${ja("Pro 項目", "Pro fields")}</h2>
<dl id="pro-fields" class="fields"></dl>
<h3>${ja("暦注", "Notes")}</h3><ul id="notes" class="notes"></ul>
<h3>${ja("期間", "Periods")}</h3><ul id="periods" class="notes"></ul></section>
<p id="pro-hint" class="note">${ja("六曜などの意味は用語集（/gw/glossary）から。Pro トークンを入れると干支・九星・十二直・二十八宿・七十二候・暦注も表示します。", "Meanings come from the glossary (/gw/glossary). With a Pro token the sexagenary cycle, nine stars, day officers, mansions, micro-seasons and notes are shown too.")}</p>`;
  return page({
    title: "一日の暦 — One day | 暦 API",
    description: "一日の六曜、旧暦、祝日、二十四節気とその意味。One day of the Japanese calendar, explained.",
    main,
    current: "cal",
    bodyClass: "day-page",
    scripts: ["day.js"],
  });
}
