/**
 * The day page (`/cal/YYYY/MM/DD`): one shell for every day (`lite/day.html`), filled by
 * `day.js` from the JSON API (`/gw/day/{date}` and `/gw/glossary`): every lite field with its
 * glossary meaning, and with a Pro token (token-form.ts) the Pro fields and notes too, the sun and
 * moon times of a chosen place (a capital from a list, or any place of the catalogue found with a search field that
 * asks `/gw/places?q=`; a place abroad on JST or its own clock), and the directions: the three 九星 boards, 恵方, 八将神 and 金神.
 * The shell holds no data, so no day page is prerendered (the Workers file budget) and no Pro value
 * is in a static file. What the script must not re-type is written here from the schemas: the
 * boards' cells carry their direction, their flight step (FLIGHT) and the branches of their palace,
 * and the boards carry the nine stars in order (KYUSEI).
 */
import { branchPalace, FLIGHT } from "../../calendar/kyusei/board.ts";
import { HOUI_8, JUNISHI, KYUSEI } from "../../calendar/names.ts";
import { PLACES_QUERY_MAX } from "../../schemas/endpoints/places.ts";
import { html, ja, page, type SafeHtml } from "./html.ts";
import { tokenForm } from "./token-form.ts";

/**
 * The board as Japanese almanacs draw it, as indices into HOUI_8 (null: the centre, 中宮): south at
 * the top, north at the bottom, east on the left, west on the right.
 */
export const BOARD_LAYOUT: readonly (readonly (number | null)[])[] = [
  [3, 4, 5], // 南東 南 南西
  [2, null, 6], // 東 中宮 西
  [1, 0, 7], // 北東 北 北西
];

/** One cell of a board: its direction, the flight step of its palace (FLIGHT), the branches of the palace. */
function boardCell(index: number | null): SafeHtml {
  const houi = index === null ? null : HOUI_8[index]!;
  const step = FLIGHT.indexOf(houi);
  const branches = houi === null ? "" : JUNISHI.filter((_, i) => branchPalace(i) === houi).join("");
  const dir = houi === null ? ja("中宮", "centre") : houi;
  return html`<div class="cell${houi === null && " center"}" data-houi="${houi ?? ""}" data-step="${step}" data-branches="${branches}"><span class="dir">${dir}</span><span class="star"></span><span class="marks"></span></div>`;
}

/** One board picture: caption, the 3×3 grid (role img, labelled by day.js), the 破 line under it. */
function board(kind: "year" | "month" | "day", name: string, nameEn: string): SafeHtml {
  const cells = BOARD_LAYOUT.flat().map(boardCell);
  return html`<figure class="board-fig" data-board="${kind}"><figcaption>${ja(name, nameEn)} <span class="center-star"></span></figcaption>
<div class="board" role="img" aria-label="${name}">${cells}</div>
<p class="ha-line"></p></figure>`;
}

/** The day page shell. */
export function dayPage(): string {
  const main = html`<h1 id="day-title">${ja("一日の暦", "One day")}</h1>
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
<section id="houi-section" aria-labelledby="houi-h" hidden><h2 id="houi-h">${ja("方位", "Directions")}</h2>
<h3 id="boards-h">${ja("九星盤", "Nine-star boards")}</h3>
<p class="note">${ja("暦の方位盤の向き：南が上、北が下、東が左、西が右。中宮の星から順に九星を配置します。", "Drawn as almanacs draw them: south at the top, north at the bottom, east on the left, west on the right; the stars fly from the centre star.")}</p>
<div class="boards" data-stars="${JSON.stringify(KYUSEI)}">
${board("year", "年盤", "year")}
${board("month", "月盤", "month")}
${board("day", "日盤", "day")}
</div>
<ul class="board-legend"><li><span class="swatch gooh" aria-hidden="true"></span>${ja("五黄殺", "five-yellow kill")}</li><li><span class="swatch anken" aria-hidden="true"></span>${ja("暗剣殺", "dark-sword kill")}</li><li><span class="swatch ha" aria-hidden="true"></span>${ja("破（歳破・月破・日破）", "breaking: the direction opposite the period's branch")}</li></ul>
<div class="houi-parts">
<div class="houi-part"><h3 id="eho-h">${ja("恵方", "Lucky direction")}</h3><div id="eho"></div></div>
<div class="houi-part"><h3 id="hasshoujin-h">${ja("八将神", "The eight generals")}</h3>
<table id="hasshoujin" class="gods" aria-labelledby="hasshoujin-h"><thead><tr><th scope="col">${ja("神", "god")}</th><th scope="col">${ja("支", "branch")}</th><th scope="col">${ja("方角", "direction")}</th></tr></thead><tbody></tbody></table></div>
<div class="houi-part"><h3 id="konjin-h">${ja("金神", "Konjin")}</h3><div id="konjin"></div></div>
</div></section>
<section id="times-section" aria-labelledby="times-h" hidden><h2 id="times-h">${ja("日の出・日の入り、月の出・月の入り", "Sun and moon times")}</h2>
<div class="place-pick">
<p><label for="place-select">${ja("地点（都道府県庁所在地）", "Place (prefectural capitals)")}</label> <select id="place-select" name="place"></select></p>
<p class="place-search"><label for="place-q">${ja("ほかの地点を検索（市区町村・世界の都市）", "Search any place (municipalities, cities abroad)")}</label>
<input id="place-q" type="search" autocomplete="off" spellcheck="false" maxlength="${PLACES_QUERY_MAX}" placeholder="釧路、札幌市中央区、New York" aria-controls="place-results" aria-describedby="place-found"></p>
<p id="place-found" class="status" role="status" aria-live="polite"></p>
<ul id="place-results" class="place-results"></ul>
<fieldset id="tz-choice" class="tz-choice" hidden><legend>${ja("時刻の表示", "Clock")}</legend>
<label><input type="radio" name="tz" id="tz-jst" value="" checked> ${ja("日本時間（JST）", "Japan time")}</label>
<label><input type="radio" name="tz" id="tz-auto" value="auto"> ${ja("現地時間", "the place's own zone")} <span id="tz-zone" class="zone"></span></label>
</fieldset>
</div>
<table id="times" class="times"><caption id="times-caption"></caption>
<thead><tr><th scope="col">${ja("天体", "body")}</th><th scope="col">${ja("出", "rise")}</th><th scope="col">${ja("入り", "set")}</th></tr></thead>
<tbody><tr><th scope="row">${ja("太陽", "sun")}</th><td id="sun-rise"></td><td id="sun-set"></td></tr>
<tr><th scope="row">${ja("月", "moon")}</th><td id="moon-rise"></td><td id="moon-set"></td></tr></tbody></table>
<table id="sky" class="times sky" hidden><caption>${ja("南中・薄明・明六ツ暮六ツ", "Transits, twilights, dawn and dusk bells")}</caption>
<thead><tr><th scope="col">${ja("項目", "event")}</th><th scope="col">${ja("朝", "morning")}</th><th scope="col">${ja("夕", "evening")}</th></tr></thead>
<tbody><tr><th scope="row">${ja("太陽の南中（高度）", "solar noon (altitude)")}</th><td id="sky-noon" colspan="2"></td></tr>
<tr><th scope="row">${ja("常用薄明", "civil twilight")}</th><td id="sky-civil-dawn"></td><td id="sky-civil-dusk"></td></tr>
<tr><th scope="row">${ja("航海薄明", "nautical twilight")}</th><td id="sky-nautical-dawn"></td><td id="sky-nautical-dusk"></td></tr>
<tr><th scope="row">${ja("天文薄明", "astronomical twilight")}</th><td id="sky-astronomical-dawn"></td><td id="sky-astronomical-dusk"></td></tr>
<tr><th scope="row">${ja("明六ツ・暮六ツ", "dawn and dusk bells")}</th><td id="sky-ake"></td><td id="sky-kure"></td></tr>
<tr><th scope="row">${ja("月の南中", "moon transit")}</th><td id="sky-moon" colspan="2"></td></tr></tbody></table>
<p id="times-clock" class="note">${ja("時刻は日本時間（JST）。", "Times are JST.")}</p>
<p class="note">${ja("国立天文台（NAOJ）の方式：日の出・日の入りは太陽の上端、月の出・月の入りは月の中心が地平線に一致する時刻（大気差 35′08″、海抜 0 m、分に丸め）。薄明は太陽の中心が地平線下 6°・12°・18°、明六ツ・暮六ツは 7°21′40″。", "NAOJ's convention: the Sun's upper limb, the Moon's centre on the horizon (35′08″ refraction, sea level, to the nearest minute); twilights at the Sun's centre 6°, 12° and 18° below the horizon, the bells at 7°21′40″.")}</p></section>
<p id="pro-hint" class="note">${ja("六曜などの意味は用語集（/gw/glossary）から。Pro トークンを入れると干支・九星・十二直・二十八宿・七十二候・月齢・潮・二十七宿・暦注、方位（九星盤・恵方・八将神・金神）と、47 の都道府県庁所在地や検索した市区町村・世界の都市の日の出入り・月の出入りも表示します。", "Meanings come from the glossary (/gw/glossary). With a Pro token the sexagenary cycle, nine stars, day officers, mansions, micro-seasons, moon age, tide, the 27 mansions and notes are shown too, with the directions (nine-star boards, lucky direction, the eight generals, Konjin) and sunrise, sunset, moonrise and moonset for the 47 prefectural capitals or any place searched: a Japanese municipality or a city abroad.")}</p>`;
  return page({
    title: "一日の暦 — One day | 暦 API",
    description: "一日の六曜、旧暦、祝日、二十四節気とその意味。One day of the Japanese calendar, explained.",
    main,
    current: "cal",
    bodyClass: "day-page",
    scripts: ["day.js"],
  });
}
