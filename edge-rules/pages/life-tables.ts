/**
 * The answers of the memorial and life pages (life-pages.ts) as HTML: the API's JSON (lang=ja) as tables, the
 * glossary's English beside the Japanese. Only reads the answer: every date, weekday, 六曜 and label is the API's.
 * Every value is escaped (the `html` template).
 */
import type { z } from "zod";
import type { Coverage } from "../../schemas/coverage.ts";
import type { LifeResponse, LifeYearItem } from "../../schemas/endpoints/life.ts";
import type { MemorialItem, MemorialResponse } from "../../schemas/endpoints/memorial.ts";
import { lifeLabel } from "../../schemas/glossary/life.ts";
import { holidayNameHtml } from "../../schemas/pages/holiday-phrases.ts";
import { html, type HtmlValue, ja, type SafeHtml } from "../../schemas/pages/html.ts";
import { dayPageUrl } from "../../schemas/pages/pages.ts";
import type { ApiError } from "../errors/api-error.ts";
import { kyurekiText } from "../../calendar/lunisolar/kyureki.ts";

type Memorial = z.infer<typeof MemorialResponse>;
type Life = z.infer<typeof LifeResponse>;
type LifeYear = z.infer<typeof LifeYearItem>;
type MemorialDay = z.infer<typeof MemorialItem>;

/** The glossary's English of a life or memorial id; none when the glossary has no entry (the Japanese stands alone). */
function english(id: string): string {
  try {
    return lifeLabel(id);
  } catch {
    return "";
  }
}

/** A label in a cell: the Japanese, the glossary's English as its title (a table of ten columns has no room beside). */
const titled = (label: string, id: string): SafeHtml => {
  const en = english(id);
  return en === "" ? html`${label}` : html`<span title="${en}">${label}</span>`;
};

/** A label with the glossary's English beside it. */
const labelled = (label: string, id: string): SafeHtml => {
  const en = english(id);
  return en === "" ? html`${label}` : ja(label, en);
};

/** An error box: the API's one-line reason with its code. */
export function errorBoxHtml(error: ApiError): SafeHtml {
  return html`<div class="error-box" role="alert"><p><strong>${ja("入力を確かめてください", "Check the input")}</strong></p>
<p class="reason" lang="en">${error.message} <code>(${error.code})</code></p></div>`;
}

/** A date, linked to its day page when the tree covers it. */
function dateHtml(iso: string, coverage: Coverage): SafeHtml {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return coverage.from <= y && y <= coverage.to ? html`<a href="${dayPageUrl(y, m, d)}">${iso}</a>` : html`${iso}`;
}

/** A table with a caption, its header cells and rows, scrolling inside the page on a phone. */
function table(id: string, caption: SafeHtml, heads: readonly SafeHtml[], rows: readonly SafeHtml[]): SafeHtml {
  const th = heads.map((h) => html`<th scope="col">${h}</th>`);
  return html`<div class="scroll"><table id="${id}" class="life-table"><caption>${caption}</caption>
<thead><tr>${th}</tr></thead>
<tbody>
${rows}</tbody></table></div>`;
}

/** The columns of a memorial day after its name. */
const DAY_HEADS = [
  ja("日付", "Date"),
  ja("曜日", "Weekday"),
  ja("六曜", "Rokuyō"),
  ja("祝日", "Holiday"),
  ja("直前の土日", "Weekend on or before"),
] as const;

/** A memorial day's cells after its name: date, 曜日, 六曜, holiday, and (for a 法要) the weekend on or before it. */
function dayCells(
  day: { date: string; youbi: string; rokuyou: string | null; holiday: string | null },
  coverage: Coverage,
  weekend: MemorialDay["weekend_before"] | null,
): SafeHtml {
  const cls = day.youbi === "日" || day.holiday !== null ? "sun" : day.youbi === "土" ? "sat" : null;
  const weekendCell =
    weekend === null
      ? null
      : html`<td class="weekend"><span>土 ${dateHtml(weekend.saturday, coverage)}</span> <span>日 ${dateHtml(weekend.sunday, coverage)}</span></td>`;
  return html`<td class="date">${dateHtml(day.date, coverage)}</td><td${cls !== null && html` class="${cls}"`}>${day.youbi}</td><td>${day.rokuyou ?? ""}</td><td>${day.holiday === null ? "" : holidayNameHtml(day.holiday)}</td>${weekendCell}`;
}

/** A 中陰 day or 年忌 as a row. */
function memorialRow(item: MemorialDay, coverage: Coverage): SafeHtml {
  const alias = item.alias ? html` <span class="alias">（${item.alias}）</span>` : null;
  const rare = item.common === false ? html`<span class="note">（営まないことも多い）</span>` : null;
  const en = english(item.id);
  return html`<tr data-id="${item.id}"><th scope="row">${item.label}${alias}${en && html` <span lang="en" class="en">${en}</span>`}${rare}</th>${dayCells(item, coverage, item.weekend_before)}</tr>
`;
}

/** The death and the age at death as a list of facts. */
function deathFacts(answer: Memorial): SafeHtml {
  const { death, age_at_death: age, meinichi } = answer;
  const facts: HtmlValue[] = [
    html`<dt>${ja("亡くなった日", "Day of death")}</dt><dd>${death.date}（${death.youbi}） ${death.wareki}${death.rokuyou && ` ${death.rokuyou}`}</dd>`,
    death.kyureki && html`<dt>${ja("旧暦", "Lunisolar date")}</dt><dd>${death.kyureki.year}年${kyurekiText(death.kyureki)}</dd>`,
    age &&
      html`<dt>${ja("享年", "Age at death")}</dt><dd>${age.kazoe}歳 <span class="note">（${ja(`満${age.man}歳`, `${age.man} full years`)}）</span></dd>`,
    html`<dt>${ja("祥月命日", "Anniversary day")}</dt><dd>${meinichi.month}月${meinichi.day}日</dd>`,
  ];
  return html`<dl class="facts">${facts}</dl>`;
}

/** The memorial answer: the death, then the 中陰, 年忌 and 命日 tables. */
export function memorialAnswerHtml(answer: Memorial, coverage: Coverage): SafeHtml {
  const name = ja("法要", "Memorial");
  const chuin = answer.chuin.map((item) => memorialRow(item, coverage));
  const nenki = answer.nenki.map((item) => memorialRow(item, coverage));
  const days = answer.meinichi.days.map(
    (d) =>
      html`<tr data-kind="${d.kind}"><th scope="row">${labelled(d.label, d.kind)}${d.shortened && html` <span class="note">${ja("（月末）", "(month's last day)")}</span>`}</th>${dayCells(d, coverage, null)}</tr>
`,
  );
  return html`<section id="answer" class="life-answer" aria-labelledby="answer-h"><h2 id="answer-h">${ja("法要の日", "Memorial days")}</h2>
${deathFacts(answer)}
${table("chuin", ja("中陰（忌日）と百箇日", "The 中陰 days and 百箇日"), [name, ...DAY_HEADS], chuin)}
${table("nenki", ja("年忌法要", "Yearly memorials"), [name, ...DAY_HEADS], nenki)}
${table("meinichi", ja(`${answer.meinichi.year}年の命日`, `The 命日 of ${answer.meinichi.year}`), [ja("命日", "Day"), ...DAY_HEADS.slice(0, 4)], days)}
</section>`;
}

/** 年男・年女 of a year, by the answer's sex (both when none was given). */
function toshiHtml(sex: Life["sex"]): SafeHtml {
  if (sex === "male") return titled("年男", "toshiotoko");
  if (sex === "female") return titled("年女", "toshionna");
  return html`${titled("年男", "toshiotoko")}・${titled("年女", "toshionna")}`;
}

const SEX_JA = { male: "男性", female: "女性" } as const;

/** One year of a life as a row. */
function lifeRow(y: LifeYear, sex: Life["sex"]): SafeHtml {
  const yaku = y.yaku.map(
    (k) =>
      html`<span class="yaku">${titled(k.label, k.id)} ${k.age}${sex === null && `（${SEX_JA[k.sex]}）`}${k.taiyaku && html` <strong>${titled("大厄", "taiyaku")}</strong>`}</span>`,
  );
  const chouju = y.chouju.map((c) => html`<span>${titled(c.label, c.id)} ${c.age}</span>`);
  const shichigosan = y.shichigosan.map(
    (s) => html`<span>${s.age}歳${s.sexes.length === 1 && `（${s.sexes[0] === "male" ? "男の子" : "女の子"}）`}</span>`,
  );
  const seinen = y.seinen && html`${y.seinen.date}（${y.seinen.age}歳）<br><span class="note">${y.seinen.law}</span>`;
  const lunar = y.lunar_birthday.map(
    (b) =>
      html`<span class="lunar">${b.date}（${b.youbi}） <span class="note">旧${kyurekiText(b.kyureki)}${b.from_leap && "・閏月生まれ"}${b.shortened && "・月末"}</span></span>`,
  );
  return html`<tr data-year="${y.year}"><th scope="row">${y.year}</th><td>${y.age}</td><td>${y.kazoe}</td><td>${y.eto}${y.toshi && html` <strong class="toshi">${toshiHtml(sex)}</strong>`}</td><td>${joined(yaku)}</td><td>${joined(chouju)}</td><td>${joined(shichigosan)}</td><td>${y.jusanmairi && titled("十三参り", "jusanmairi")}</td><td>${seinen}</td><td>${joined(lunar)}</td></tr>
`;
}

/** Items of a cell, one a line. */
const joined = (items: readonly SafeHtml[]): SafeHtml => html`${items.map((item, i) => html`${i > 0 && html`<br>`}${item}`)}`;

/** The life answer: the birth, then one row a year. */
export function lifeAnswerHtml(answer: Life, coverage: Coverage): SafeHtml {
  const { birth, sex } = answer;
  const heads = [
    ja("年", "Year"),
    ja("満年齢", "Age"),
    ja("数え年", "Kazoe"),
    ja("干支", "Eto"),
    ja("厄年", "Yakudoshi"),
    ja("長寿祝い", "Longevity"),
    ja("七五三", "Shichi-go-san"),
    ja("十三参り", "Jūsan-mairi"),
    ja("成年", "Majority"),
    ja("旧暦の誕生日", "Lunar birthday"),
  ];
  const facts = html`<dl class="facts"><dt>${ja("生年月日", "Date of birth")}</dt><dd>${dateHtml(birth.date, coverage)}（${birth.youbi}） ${birth.wareki}</dd>
${birth.kyureki && html`<dt>${ja("旧暦", "Lunisolar date")}</dt><dd>${birth.kyureki.year}年${kyurekiText(birth.kyureki)}</dd>`}
<dt>${ja("生まれ年の干支", "干支 of the birth year")}</dt><dd>${birth.eto}</dd>
<dt>${ja("性別", "Sex")}</dt><dd>${sex === null ? ja("指定なし（男女とも）", "not given (both)") : ja(SEX_JA[sex], sex)}</dd></dl>`;
  return html`<section id="answer" class="life-answer" aria-labelledby="answer-h"><h2 id="answer-h">${ja("年ごとの年齢と節目", "Year by year")}</h2>
${facts}
${table(
  "life-years",
  ja(`${answer.years[0]?.year ?? ""}〜${answer.years.at(-1)?.year ?? ""}年`, "Years"),
  heads,
  answer.years.map((y) => lifeRow(y, sex)),
)}
</section>`;
}
