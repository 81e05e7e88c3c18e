/**
 * The chart of the birth page (`/birth`, docs/interface.md#pages) as HTML: the four pillars as a table
 * (kanshi, stem, branch, 蔵干 with the ruling one marked, 通変星, 十二運), 本命星, 月命星, 傾斜宮, 空亡,
 * the 大運 and the corrections, and the 九星 board of the birth month (centre 月命星, south at the top as
 * almanacs draw it) with the 本命星 and the 月命星 marked. Without a Pro plan, the Lite part instead
 * ({@link momentHtml}): the moment of the birth's instant and how to get the chart. Every value put into the HTML is
 * escaped (the `html` template).
 */
import type { BirthAnswer } from "../birth/answer.ts";
import type { BirthMomentAnswer } from "../birth/compute.ts";
import type { Pillar } from "../../calendar/birth/chart.ts";
import { board, starIndex } from "../../calendar/kyusei/natal.ts";
import { JIKKAN_ENTRIES, JUNIUN_ENTRIES, PALACE_ENTRIES, TENCHUSATSU_ENTRIES, TSUHEN_ENTRIES } from "../../schemas/glossary/birth.ts";
import { KANSHI_ENTRIES } from "../../schemas/glossary/kanshi.ts";
import { KYUSEI_ENTRIES } from "../../schemas/glossary/kyusei.ts";
import { html, type HtmlValue, ja, join, type SafeHtml } from "../../schemas/pages/html.ts";
import { PAGE_URLS } from "../../schemas/pages/pages.ts";
import type { KyuseiPalace } from "../../calendar/names.ts";

const english = (entries: readonly { label: string; en: string }[]): ReadonlyMap<string, string> =>
  new Map(entries.map((e) => [e.label, e.en]));
const EN = {
  kanshi: english(KANSHI_ENTRIES),
  stem: english(JIKKAN_ENTRIES),
  tsuhen: english(TSUHEN_ENTRIES),
  juniun: english(JUNIUN_ENTRIES),
  star: english(KYUSEI_ENTRIES),
  palace: english(PALACE_ENTRIES),
  kubou: english(TENCHUSATSU_ENTRIES),
};

/** A label with its glossary English beside it. */
const labelled = (label: string, en: ReadonlyMap<string, string>): SafeHtml => ja(label, en.get(label) ?? "");

/** The palaces as almanacs draw the board: south at the top, east on the left. */
const LAYOUT: readonly (readonly [KyuseiPalace, string, string])[] = [
  ["巽宮", "南東", "SE"],
  ["離宮", "南", "S"],
  ["坤宮", "南西", "SW"],
  ["震宮", "東", "E"],
  ["中宮", "中央", "centre"],
  ["兌宮", "西", "W"],
  ["艮宮", "北東", "NE"],
  ["坎宮", "北", "N"],
  ["乾宮", "北西", "NW"],
];

/** The 九星 board of the birth month (centre 月命星), 本命星 and 月命星 marked, the 傾斜宮 outlined. */
export function boardHtml(a: BirthAnswer): SafeHtml {
  const stars = board(starIndex(a.getsumei));
  const cells = LAYOUT.map(([palace, dir, dirEn]) => {
    const star = stars[palace];
    const marks = [
      star === a.honmei && html`<span class="mark honmei">${ja("本命星", "natal star")}</span>`,
      star === a.getsumei && html`<span class="mark getsumei">${ja("月命星", "month star")}</span>`,
    ];
    const classes = [
      "cell",
      palace === "中宮" ? "center" : "",
      star === a.honmei ? "is-honmei" : "",
      palace === a.keisha ? "is-keisha" : "",
    ]
      .filter((c) => c !== "")
      .join(" ");
    return html`<div class="${classes}" data-palace="${palace}"><span class="dir">${`${palace} ${dir}`} <span lang="en" class="en">${dirEn}</span></span><span class="star">${star}</span><span class="marks">${marks}</span></div>`;
  });
  return html`<figure class="board-fig birth-board"><figcaption>${ja("生まれ月の九星盤", "nine-star board of the birth month")} <span class="center-star">${ja(`中宮 ${a.getsumei}`, "centre: the month star")}</span></figcaption>
<div class="board" role="group" aria-label="九星盤 nine-star board">${cells}</div>
<p class="note">${ja("南を上に描いています。太枠は傾斜宮。", "South at the top; the thick outline is the 傾斜宮.")}</p></figure>`;
}

/** One column of the pillars table. */
function pillarCells(p: Pillar | null): readonly HtmlValue[] {
  if (p === null) {
    const none = html`<span class="none">${ja("時刻なし", "no time")}</span>`;
    return [none, "", "", "", "", ""];
  }
  const zokan = join(
    p.zokan.map((s) => (s === p.zokan_ruling ? html`<strong class="ruling" title="司令">${s}</strong>` : s)),
    " ",
  );
  return [
    labelled(p.kanshi, EN.kanshi),
    labelled(p.stem, EN.stem),
    p.branch,
    zokan,
    labelled(p.tsuhen, EN.tsuhen),
    labelled(p.juniun, EN.juniun),
  ];
}

/** The four pillars' heads, hour first as charts are written. */
const PILLAR_HEADS = [
  ["時柱", "hour"],
  ["日柱", "day"],
  ["月柱", "month"],
  ["年柱", "year"],
] as const;

/** The corrections as a list (each line in the answer's language: Japanese on the page). */
const correctionsHtml = (lines: readonly string[]): HtmlValue =>
  lines.length > 0 && html`<ul class="corrections">${lines.map((c) => html`<li>${c}</li>`)}</ul>`;

/** The facts list (`dl.birth-facts`). */
const factsHtml = (facts: readonly (readonly [string, string, HtmlValue])[]): SafeHtml => html`<dl class="facts birth-facts">
${join(
  facts.map(([j, e, v]) => html`<dt>${ja(j, e)}</dt><dd>${v}</dd>`),
  "\n",
)}
</dl>`;

/**
 * The chart: pillars table, stars, 空亡, 大運, corrections and board.
 * @param where the birthplace used (birth-page.ts), shown first; null without one.
 */
export function chartHtml(a: BirthAnswer, where: SafeHtml | null = null): SafeHtml {
  const columns = [a.pillars.hour, a.pillars.day, a.pillars.month, a.pillars.year].map(pillarCells);
  const rows: readonly (readonly [string, string])[] = [
    ["干支", "pillar"],
    ["天干", "stem"],
    ["地支", "branch"],
    ["蔵干（太字が司令）", "hidden stems (bold: ruling)"],
    ["通変星", "ten god"],
    ["十二運", "twelve stages"],
  ];
  const body = rows.map(([j, e], r) => html`<tr><th scope="row">${ja(j, e)}</th>${columns.map((c) => html`<td>${c[r]}</td>`)}</tr>`);
  const head = PILLAR_HEADS.map(([j, e]) => html`<th scope="col">${ja(j, e)}</th>`);
  const taiun =
    a.taiun === null
      ? html`<p class="note">${ja("性別を選ぶと大運を出します。", "Choose a sex for the 大運.")}</p>`
      : html`<table class="taiun"><caption>${ja("大運", "ten-year luck pillars")}</caption><tr><th scope="row">${ja("年齢", "age")}</th>${a.taiun.map((t) => html`<td>${`${t.from_age}〜`}</td>`)}</tr><tr><th scope="row">${ja("干支", "pillar")}</th>${a.taiun.map((t) => html`<td>${t.kanshi}</td>`)}</tr></table>`;
  const facts: readonly (readonly [string, string, HtmlValue])[] = [
    ["生まれた時刻", "instant", a.at],
    ["本命星", "natal star", labelled(a.honmei, EN.star)],
    ["月命星", "month star", labelled(a.getsumei, EN.star)],
    [
      "傾斜宮",
      "inclination palace",
      a.keisha === null ? ja("性別で決まります（五黄の中宮傾斜）", "decided by sex (五黄 in 五黄)") : labelled(a.keisha, EN.palace),
    ],
    ["空亡（天中殺）", "void", labelled(a.kubou.name, EN.kubou)],
    ["前の節入り", "previous 節", `${a.setsu.previous.name} ${a.setsu.previous.jst}`],
    ["次の節入り", "next 節", `${a.setsu.next.name} ${a.setsu.next.jst}`],
  ];
  return html`<section id="answer" class="birth-answer" aria-labelledby="answer-h"><h2 id="answer-h">${ja("命式", "Chart")}</h2>
${where}
${correctionsHtml(a.corrections)}
${factsHtml(facts)}
<table class="pillars"><caption>${ja("四柱", "four pillars")}</caption><thead><tr><td></td>${head}</tr></thead><tbody>
${join(body, "\n")}
</tbody></table>
${taiun}
${boardHtml(a)}
</section>`;
}

/** A moment's boundary in words: the 節 instant or the day's turn within 120 minutes, before or after. */
function boundaryText(b: BirthMomentAnswer["moment"]["boundary"]): HtmlValue {
  if (b === null) return ja("なし（節入り・日の変わり目から120分より遠い）", "none within 120 minutes");
  const minutes = Math.abs(b.minutes);
  const side = b.minutes < 0 ? ["前", "before"] : ["後", "after"];
  const what =
    b.kind === "sekki" ? [`${b.name}の節入り`, `the ${b.name} instant`] : [`日の変わり目（${b.name}）`, `the day's turn (${b.name})`];
  return ja(`${what[0]}の${minutes}分${side[0]}（時刻の誤差に注意）`, `${minutes} min ${side[1]} ${what[1]}`);
}

/**
 * The Lite part of the page, for a caller without a Pro plan: the moment of the birth's instant as
 * `GET /gw/moment/{at}` answers it (the four pillars' 干支, the year, month and day 九星, the 節 before and after, the
 * boundary), the corrections that need no Pro value, and what the Pro chart adds and how to ask for it.
 * @param proOnly the form's fields only the Pro chart reads (sex, longitude, solar time) that were given.
 * @param refused the error box of a refused token, shown first (a 403 page).
 * @param where the birthplace used (birth-page.ts), shown after it; null without one.
 */
export function momentHtml(a: BirthMomentAnswer, proOnly: boolean, refused: SafeHtml | null, where: SafeHtml | null = null): SafeHtml {
  const m = a.moment;
  const pillars = [a.hasTime ? m.pillars.hour : null, m.pillars.day, m.pillars.month, m.pillars.year].map((k) =>
    k === null ? html`<span class="none">${ja("時刻なし", "no time")}</span>` : labelled(k, EN.kanshi),
  );
  const facts: (readonly [string, string, HtmlValue])[] = [
    ["生まれた時刻", "instant", m.at],
    ["本命星（年の九星）", "natal star (the year's)", labelled(m.kyusei.year, EN.star)],
    ["月命星（月の九星）", "month star (the month's)", labelled(m.kyusei.month, EN.star)],
    ["日の九星", "the day's star", labelled(m.kyusei.day, EN.star)],
    ["前の節入り", "previous 節", `${m.setsu.previous.name} ${m.setsu.previous.jst}`],
    ["次の節入り", "next 節", `${m.setsu.next.name} ${m.setsu.next.jst}`],
  ];
  // A date alone is cast for noon, which no clock read: no boundary to warn of.
  if (a.hasTime) facts.push(["境目", "boundary", boundaryText(m.boundary)]);
  const head = PILLAR_HEADS.map(([j, e]) => html`<th scope="col">${ja(j, e)}</th>`);
  const json = `/gw/moment/${m.at}`;
  return html`<section id="answer" class="birth-answer lite" aria-labelledby="answer-h"><h2 id="answer-h">${ja("命式（基本）", "Chart (Lite)")}</h2>
${refused}
${where}
${correctionsHtml(a.corrections)}
${factsHtml(facts)}
<table class="pillars"><caption>${ja("四柱（干支）", "four pillars")}</caption><thead><tr><td></td>${head}</tr></thead><tbody>
<tr><th scope="row">${ja("干支", "pillar")}</th>${pillars.map((p) => html`<td>${p}</td>`)}</tr>
</tbody></table>
<div class="pro-invite" id="pro-invite">
<p><strong>${ja("蔵干・通変星・十二運・空亡・大運・傾斜宮と生まれ月の九星盤は Pro（または Ultra）プランの命式です。", "The hidden stems, ten gods, twelve stages, 空亡, 大運, 傾斜宮 and the month board are the Pro (or Ultra) plan's chart.")}</strong></p>
<p>Pro トークンをフォームの「Pro トークン」欄に入れて出し直すか、この URL に <code>&amp;token=…</code> を付けてください（<code>Authorization: Bearer</code> でも）。 <span lang="en" class="en">Enter a Pro token in the form's token field and cast again, or add <code>&amp;token=…</code> to this URL (or send <code>Authorization: Bearer</code>).</span></p>
${proOnly && html`<p>${ja("性別・経度・太陽時は Pro の命式で使います。ここでは日と時を時計の時刻（日本標準時）で出しています。", "Sex, longitude and solar time are read by the Pro chart; here the day and hour are by the clock (JST).")}</p>`}
<p><a href="${`${PAGE_URLS.index}#plans`}">${ja("プランと上限", "plans and limits")}</a> · <a href="${`${PAGE_URLS.docs}#op-getBirthChart`}">${ja("命式 API（GET /gw/birth）", "the birth chart API")}</a></p>
</div>
<p class="note">${ja("この内容を JSON で（トークン不要）：", "This as JSON (no token needed):")} <a href="${json}"><code>GET ${json}</code></a></p>
</section>`;
}
