/**
 * The landing page (`/`): what the service is (Japanese first, English beside), try-it links,
 * the plans and limits (from schemas/plans.ts), a calendar-subscription builder (docs/interface.md#calendar-subscriptions: choose items → an https and a webcal link to `/gw/calendar.ics?include=…`; `subscribe.js`
 * keeps the links in step with the form, and without JavaScript the prerendered links hold the
 * default choice) and a month picker over the coverage (a year and month form, decade links: schemas/pages/month-page.ts).
 */
import type { Coverage } from "../../schemas/coverage.ts";
import { FEED_ITEM_NAMES, FEED_ITEMS, FEED_PATH, FEED_PRO_ITEMS } from "../../schemas/feed.ts";
import { monthPicker } from "../../schemas/pages/month-page.ts";
import { PAGE_URLS } from "../../schemas/pages/pages.ts";
import { PLAN_NAMES, PLANS } from "../../schemas/plans.ts";
import { html, ja, join, page, type SafeHtml } from "./html.ts";

/** The feed URL (path and query) for a choice of items and a language: what the builder shows without JavaScript. */
export function feedPath(items: readonly string[], lang: "ja" | "en"): string {
  return `${FEED_PATH}?include=${items.join(",")}${lang === "en" ? "&lang=en" : ""}`;
}

/**
 * Microsoft's page on subscribing in Outlook.com and Outlook on the web (Add calendar → Subscribe from web, paste
 * the link). Outlook on the web takes the https link; a webcal:// link there gives an empty or refused calendar.
 */
export const OUTLOOK_SUBSCRIBE_HELP =
  "https://support.microsoft.com/en-us/office/import-or-subscribe-to-a-calendar-in-outlook-com-or-outlook-on-the-web-cff1429c-5af6-41ec-a5b4-74f2c278e98c";

/** Which link each calendar app takes (README "Subscribe in a calendar app" says the same). */
function appHelp(): SafeHtml {
  return html`<ul class="apps">
<li data-app="google" data-link="https">${ja("Google カレンダー：「他のカレンダー」の＋ →「URL で追加」に https のリンクを貼り付け", "Google Calendar: Other calendars + → From URL, paste the https link")}</li>
<li data-app="apple" data-link="webcal">${ja("Apple カレンダー：webcal のリンクを開く", "Apple Calendar: open the webcal link")}</li>
<li data-app="outlook" data-link="https">${ja("Outlook（Web 版・outlook.com・新しい Outlook）：Add calendar → Subscribe from web に https のリンクを貼り付け（webcal は不可）", "Outlook (on the web, outlook.com, new Outlook): Add calendar → Subscribe from web, paste the https link (not webcal)")} <a href="${OUTLOOK_SUBSCRIBE_HELP}" lang="en">Microsoft</a></li>
</ul>`;
}

/** The plan table: one row per plan. */
function plans(): SafeHtml {
  const yes = ja("可", "yes");
  const no = ja("不可", "no");
  const rows = PLAN_NAMES.map((name) => {
    const p = PLANS[name];
    return html`<tr><th scope="row">${name === "lite" ? "Lite（無料 free）" : name[0]!.toUpperCase() + name.slice(1)}</th><td>${p.proView ? ja("全項目", "all fields") : ja("基本項目", "lite fields")}</td><td>${p.maxRangeDays} ${ja("日", "days")}</td><td>${p.bulk ? yes : no}</td><td>${p.maxFindDays === null ? ja("全期間", "whole coverage") : html`${p.maxFindDays} ${ja("日", "days")}`}, ${p.maxFindLimit} ${ja("件/頁", "per page")}</td><td>${p.proFind ? yes : no}</td><td>${p.ratePerMinute}/${ja("分", "min")}</td></tr>`;
  });
  return html`<div class="scroll" tabindex="0" role="region" aria-label="プランと制限 Plans and limits"><table class="plans">
<caption>${ja("プランと制限", "Plans and limits")}</caption>
<thead><tr><th scope="col">${ja("プラン", "plan")}</th><th scope="col">${ja("項目", "fields")}</th><th scope="col">${ja("期間取得の上限", "range max")}</th><th scope="col">${ja("年単位一括", "bulk years")}</th><th scope="col">${ja("日探しの範囲", "finder span")}</th><th scope="col">${ja("暦注・用途で探す", "notes & purposes")}</th><th scope="col">${ja("回数制限", "rate limit")}</th></tr></thead>
<tbody>
${join(rows, "\n")}
</tbody>
</table></div>`;
}

/**
 * A "Try it" link: prerendered at the coverage's first month, moved to the current JST month by
 * jst-month.js (`template` uses its placeholders). `shown` is a fixed link text; else the path.
 */
function tryLink(href: string, template: string, what: SafeHtml, shown?: string): SafeHtml {
  const text = shown === undefined ? html` data-jst-text="${`GET ${template}`}">${`GET ${href}`}` : html`>${shown}`;
  return html`<li><a href="${href}" data-jst-href="${template}"${text}</a> — ${what}</li>`;
}

/** The landing page. */
export function landingPage(coverage: Coverage): string {
  const example = `${coverage.from}-01-01`;
  const defaults = ["holiday", "rokuyou"];
  const items = FEED_ITEMS.map(
    (id) =>
      html`<li><label><input type="checkbox" name="include" value="${id}"${defaults.includes(id) && " checked"}> ${ja(FEED_ITEM_NAMES[id].label, FEED_ITEM_NAMES[id].en)}${FEED_PRO_ITEMS.includes(id) && " (Pro)"}</label></li>`,
  );
  const main = html`<h1>${ja("暦 API — 日本の暦をデータで", "Koyomi API — the Japanese calendar as data")}</h1>
<div class="bilingual">
<p>祝日、六曜（大安・仏滅など）、旧暦、二十四節気、新月と満月を、${coverage.from === coverage.to ? `${coverage.from}年の` : `${coverage.from}年から${coverage.to}年まで`}一日ずつ JSON で返す API です。Pro ではさらに干支、九星、十二直、二十八宿、七十二候、暦注（一粒万倍日・天赦日など）も。値はすべて天文計算と暦法から求め、日付は日本時間です。</p>
<p lang="en">A JSON API for the Japanese calendar: national holidays, rokuyou (taian, butsumetsu…), the old lunar date, the 24 solar terms and the new and full moon for every day ${coverage.from === coverage.to ? `of ${coverage.from}` : `from ${coverage.from} to ${coverage.to}`}. Pro adds the sexagenary cycle, the nine stars, the twelve day officers, the 28 mansions, the 72 micro-seasons and the traditional notes. Every value is computed from astronomy and the calendar rules; every date is a JST day.</p>
</div>
<section aria-labelledby="try"><h2 id="try">${ja("試す", "Try it")}</h2>
<ul class="try">
${tryLink(`/gw/day/${example}`, "/gw/day/{first}", ja("一日", "one day"))}
${tryLink(`/gw/range/${example}/${coverage.from}-01-07`, "/gw/range/{first}/{week}", ja("期間", "a range"))}
${tryLink(`/gw/find?start=${example}&end=${coverage.from}-12-31&rokuyou=taian&weekday=sat,sun`, "/gw/find?start={first}&end={end}&rokuyou=taian&weekday=sat,sun", ja("土日の大安", "taian weekends"), "GET /gw/find?…rokuyou=taian&weekday=sat,sun")}
<li><a href="/gw/glossary">GET /gw/glossary</a> — ${ja("用語集（読み・意味・計算法）", "glossary: readings, meanings, rules")}</li>
${tryLink(`/gw.php?fn=day&date=${example}`, "/gw.php?fn=day&date={first}", ja("クエリ形式", "query style"))}
<li><a href="${PAGE_URLS.docs}">${ja("API リファレンス", "API reference")}</a> · <a href="${PAGE_URLS.openapi}">openapi.json</a> · <a href="${PAGE_URLS.find}">${ja("日を探す", "find a day")}</a> · <a href="${PAGE_URLS.business}">${ja("営業日を数える", "business days")}</a> · <a href="${PAGE_URLS.wareki}">${ja("和暦と西暦の変換", "wareki converter")}</a> · <a href="${PAGE_URLS.memorial}">${ja("法要の日", "memorial days")}</a> · <a href="${PAGE_URLS.life}">${ja("年齢・厄年・長寿祝い", "ages and milestones")}</a></li>
</ul></section>
<section aria-labelledby="plans"><h2 id="plans">${ja("プラン", "Plans")}</h2>
${plans()}
<p>${ja("Pro の認証は Authorization: Bearer（または ?token=）。期間の長さは両端を含みます。", "Pro credentials: Authorization: Bearer (or ?token=). Range lengths count both ends.")}</p>
</section>
<section aria-labelledby="subscribe"><h2 id="subscribe">${ja("カレンダーに購読", "Subscribe in your calendar app")}</h2>
<form class="subscribe" id="subscribe-form" action="${FEED_PATH}" method="get">
<fieldset><legend>${ja("項目", "Items")}</legend><ul class="checks">${items}</ul></fieldset>
<fieldset><legend>${ja("言語", "Language")}</legend>
<label><input type="radio" name="lang" value="ja" checked> 日本語</label>
<label><input type="radio" name="lang" value="en"> <span lang="en">English</span></label></fieldset>
</form>
<p class="feed">https: <a id="feed-https" href="${feedPath(defaults, "ja")}">${feedPath(defaults, "ja")}</a></p>
<p class="feed">webcal: <a id="feed-webcal" href="${feedPath(defaults, "ja")}">${feedPath(defaults, "ja")}</a></p>
${appHelp()}
<p>${ja("既定の期間は前月から12か月先まで（自動で進みます）。", "By default a feed covers the previous month to 12 months ahead and moves forward by itself.")}</p>
<p>${ja("日の出入りは Pro：リンクの末尾に &token=（Pro トークン）を付けます。場所は &place=（都道府県庁所在地・市区町村・世界の都市の id、または緯度,経度。既定は東京）、時刻は &tz=（例 America/New_York、auto はその場所の時間帯）。", "Sunrise and sunset are Pro: append &token= (your Pro token) to the link. Choose the place with &place= (a capital, municipality or city id, or lat,lon; Tokyo by default) and the clock with &tz= (e.g. America/New_York; auto is the place's own).")}</p>
</section>
<section aria-labelledby="months"><h2 id="months">${ja("月ごとのカレンダー", "Month calendars")}</h2>
${monthPicker(coverage, coverage.from, 1, "cal", true)}
</section>`;
  return page({
    title: "暦 API — 祝日・六曜・旧暦・二十四節気の JSON API | Koyomi API",
    description: "日本の暦（祝日、六曜、旧暦、二十四節気、月齢）の JSON API。Japanese calendar data as JSON.",
    main,
    current: "index",
    bodyClass: "landing",
    scripts: ["subscribe.js", "jst-month.js"],
    coverage,
  });
}
