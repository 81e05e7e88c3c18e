/**
 * The chart of the birth page (`/birth`, docs/interface.md#pages) as HTML: the four pillars as a table
 * (kanshi, stem, branch, 蔵干 with the ruling one marked, 通変星, 十二運), 本命星, 月命星, 傾斜宮, 空亡,
 * the 大運 and the corrections, and the 九星 board of the birth month (centre 月命星, south at the top as
 * almanacs draw it) with the 本命星 and the 月命星 marked. Every value put into the HTML is escaped (the `html` template).
 */
import type { BirthAnswer } from "../birth/answer.ts";
import type { Pillar } from "../birth/chart.ts";
import { board, starIndex } from "../birth/kyusei.ts";
import { JIKKAN_ENTRIES, JUNIUN_ENTRIES, PALACE_ENTRIES, TENCHUSATSU_ENTRIES, TSUHEN_ENTRIES } from "../../schemas/glossary/birth.ts";
import { KANSHI_ENTRIES } from "../../schemas/glossary/kanshi.ts";
import { KYUSEI_ENTRIES } from "../../schemas/glossary/kyusei.ts";
import { html, type HtmlValue, ja, join, type SafeHtml } from "../../schemas/html.ts";
import type { KyuseiPalace } from "../../schemas/vocabulary.ts";

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

/** The chart: pillars table, stars, 空亡, 大運, corrections and board. */
export function chartHtml(a: BirthAnswer): SafeHtml {
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
  const head = [
    ["時柱", "hour"],
    ["日柱", "day"],
    ["月柱", "month"],
    ["年柱", "year"],
  ].map(([j, e]) => html`<th scope="col">${ja(j!, e!)}</th>`);
  const taiun =
    a.taiun === null
      ? html`<p class="note">${ja("性別を選ぶと大運を出します。", "Choose a sex for the 大運.")}</p>`
      : html`<table class="taiun"><caption>${ja("大運", "ten-year luck pillars")}</caption><tr><th scope="row">${ja("年齢", "age")}</th>${a.taiun.map((t) => html`<td>${`${t.from_age}〜`}</td>`)}</tr><tr><th scope="row">${ja("干支", "pillar")}</th>${a.taiun.map((t) => html`<td>${t.kanshi}</td>`)}</tr></table>`;
  const corrections = a.corrections.length > 0 && html`<ul class="corrections">${a.corrections.map((c) => html`<li>${c}</li>`)}</ul>`;
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
${corrections}
<dl class="facts birth-facts">
${join(
  facts.map(([j, e, v]) => html`<dt>${ja(j, e)}</dt><dd>${v}</dd>`),
  "\n",
)}
</dl>
<table class="pillars"><caption>${ja("四柱", "four pillars")}</caption><thead><tr><td></td>${head}</tr></thead><tbody>
${join(body, "\n")}
</tbody></table>
${taiun}
${boardHtml(a)}
</section>`;
}
