// The day page (/cal/YYYY/MM/DD): the day from /gw/day/{date} (Pro view with a kept token),
// every field with its glossary meaning. Text only (textContent): nothing from the API is HTML.
import { el, entryOf, loadGlossary } from "./glossary.js";
import { authHeaders, getToken, initTokenForm } from "./token.js";

const WEEK_EN = { 日: "Sun", 月: "Mon", 火: "Tue", 水: "Wed", 木: "Thu", 金: "Fri", 土: "Sat" };

/** Fields without a glossary field of their own: name, English, meaning (ja, en). (A holiday's meaning is its own glossary entry: the purpose the law gives it.) */
const FIXED = {
  kyureki: [
    "旧暦",
    "old lunar date",
    "天保暦の規則（定気・日本時間の朔）による太陰太陽暦の月日。",
    "The lunisolar month and day by the Tenpō rules (true sun, new moon in JST).",
  ],
  nengo: ["年号", "era year", "元号による年。", "The year in the Japanese era."],
  holiday_status: [
    "祝日の確定",
    "holiday status",
    "confirmed は法律と公表済みの暦要項で確定した祝日。projected は暦要項（前年2月の官報）の発表前で、春分の日・秋分の日（とそれに伴う休日）を推算したもの。",
    "confirmed: fixed by the law and a published 暦要項. projected: the 暦要項 (in the gazette each February for the next year) is not out yet, so 春分の日 or 秋分の日 (and a day off that follows from it) is our computation.",
  ],
  rokuyou_hours: [
    "六曜の時間帯",
    "rokuyou by the hour",
    "暦に載る六曜の時間帯ごとの吉凶（日本時間、終わりの時刻は含まない）。",
    "The good and bad hours of the day's rokuyou as almanacs print them (JST, each end exclusive).",
  ],
  moon_age: [
    "月齢",
    "moon age",
    "正午（日本時間12時）の月齢：直前の朔（新月）からの日数（国立天文台の方式、小数1桁）。",
    "The Moon's age at noon JST: days since the latest new moon (NAOJ's convention, one decimal).",
  ],
};

/** The fields shown, in record order: field, glossary field (null: FIXED), Japanese and English name, lite? */
const FIELDS = [
  ["youbi", "youbi", "曜日", "weekday", true],
  ["holiday", "holiday", "祝日", "holiday", true],
  ["holiday_status", null, "祝日の確定", "holiday status", true],
  ["substitute_for", "holiday", "振替の祝日", "replaced holiday", true],
  ["rokuyou", "rokuyou", "六曜", "rokuyou", true],
  ["kyureki", null, "旧暦", "old lunar date", true],
  ["sekki", "sekki", "二十四節気", "solar term", true],
  ["moonmark", "moonmark", "新月・満月", "moon", true],
  ["rokuyou_hours", null, "六曜の時間帯", "rokuyou by the hour", false],
  ["nengo", null, "年号", "era", false],
  ["eto", "kanshi", "日の干支", "day's sexagenary sign", false],
  ["eto_month", "kanshi", "月の干支", "month's sign", false],
  ["eto_year", "kanshi", "年の干支", "year's sign", false],
  ["kyusei", "kyusei", "日の九星", "day's nine star", false],
  ["kyusei_month", "kyusei", "月の九星", "month's nine star", false],
  ["kyusei_year", "kyusei", "年の九星", "year's nine star", false],
  ["junichoku", "junichoku", "十二直", "day officer", false],
  ["shuku28", "shuku28", "二十八宿", "lunar mansion", false],
  ["kou72", "kou72", "七十二候", "micro-season", false],
  ["moon_age", null, "月齢", "moon age", false],
  ["tide", "tide", "潮", "tide", false],
  ["shuku27", "shuku27", "二十七宿", "27 mansions (sukuyō)", false],
];

const status = document.getElementById("day-status");
const match = /^\/cal\/([0-9]{4})\/([0-9]{2})\/([0-9]{2})$/.exec(location.pathname);

/** The place of the sun and moon times when the URL names none (NAOJ's Tokyo point). */
const DEFAULT_PLACE = "tokyo";
/** The place shown: `?place=` of the URL (checked against the glossary's places before use). */
let place = new URLSearchParams(location.search).get("place") || DEFAULT_PLACE;
/** The latest render: an older answer arriving late is dropped. */
let renderCount = 0;

/** YYYY-MM-DD of the day `delta` days from y-m-d (UTC arithmetic on a civil date: no time zone involved). */
function shifted(y, m, d, delta) {
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}
/** The query that keeps the place on links and in the address bar ("" for the default place). */
const placeQuery = () => (place === DEFAULT_PLACE ? "" : `?place=${encodeURIComponent(place)}`);
const pageUrl = (iso) => `/cal/${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}${placeQuery()}`;

/** The nine stars in order and the names of the boards and of their 破 (the shell writes the stars: generator/pages/day-page.ts). */
const boardsBox = document.querySelector(".boards");
const STARS = JSON.parse(boardsBox?.dataset.stars ?? "[]");
const BOARDS = {
  year: ["年盤", "year board", "歳破", "year's breaking"],
  month: ["月盤", "month board", "月破", "month's breaking"],
  day: ["日盤", "day board", "日破", "day's breaking"],
};

/** Compass words of the glossary's English directions, in Japanese. */
const COMPASS = { north: "北", east: "東", south: "南", west: "西" };

/** A branch as a direction, from the junishi glossary entry (its English reads "Ox (north-north-east, 30°)"). */
function branchDirection(glossary, branch) {
  const entry = entryOf(glossary, "junishi", branch);
  const parts = entry ? /\(([a-z-]+), ([0-9]+)°\)$/.exec(entry.en) : null;
  if (!parts) return { kana: entry?.kana ?? "", ja: "", en: entry?.en ?? "", degrees: "" };
  const ja = parts[1]
    .split("-")
    .map((word) => COMPASS[word] ?? "")
    .join("");
  return { kana: entry.kana, ja, en: parts[1], degrees: `${parts[2]}°` };
}

/** "子 北 0°" and its English, for a branch. */
function branchLine(node, glossary, branch) {
  const dir = branchDirection(glossary, branch);
  node.append(el("span", branch, { class: "branch" }), " ", el("span", `${dir.ja} ${dir.degrees}`.trim(), { class: "bearing" }));
  if (dir.en) node.append(" ", el("span", dir.en, { lang: "en", class: "en" }));
  return dir;
}

/** A meaning paragraph pair from a glossary entry. */
function meaning(node, entry) {
  if (entry) node.append(el("p", entry.summary_ja, { class: "meaning" }), el("p", entry.summary_en, { lang: "en", class: "meaning en" }));
}

/** One 九星 board: every cell's star flown from the centre (the cells carry their flight step), 五黄殺, 暗剣殺 and 破 marked. */
function renderBoard(figure, side, glossary) {
  const [name, nameEn, haName, haEn] = BOARDS[figure.dataset.board];
  const centre = STARS.indexOf(side.center);
  figure.querySelector(".center-star").textContent = side.center;
  const spoken = [];
  for (const cell of figure.querySelectorAll(".cell")) {
    const houi = cell.dataset.houi;
    const star = STARS[(centre + Number(cell.dataset.step)) % 9] ?? "";
    const marks = [];
    if (houi !== "" && houi === side.gooh) marks.push(["gooh", "五黄殺"]);
    if (houi !== "" && houi === side.anken) marks.push(["anken", "暗剣殺"]);
    if (houi !== "" && cell.dataset.branches.includes(side.ha)) marks.push(["ha", haName]);
    cell.className = `cell${houi === "" ? " center" : ""}${marks.map(([kind]) => ` is-${kind}`).join("")}`;
    cell.querySelector(".star").textContent = star;
    cell.querySelector(".marks").replaceChildren(...marks.map(([kind, label]) => el("span", label, { class: `mark ${kind}` })));
    spoken.push(`${houi || "中宮"} ${star}${marks.length ? `（${marks.map(([, label]) => label).join("・")}）` : ""}`);
  }
  const ha = figure.querySelector(".ha-line");
  ha.replaceChildren(el("strong", haName), " ");
  const dir = branchLine(ha, glossary, side.ha);
  ha.append(" ", el("span", haEn, { lang: "en", class: "en" }));
  if (side.gooh === null)
    ha.append(el("span", "五黄土星が中宮：五黄殺・暗剣殺なし (five-yellow in the centre: no kill directions)", { class: "none" }));
  const haText = `${haName} ${side.ha}${dir.ja ? `（${dir.ja}）` : ""}`;
  figure
    .querySelector(".board")
    .setAttribute(
      "aria-label",
      `${name} ${nameEn}: 南が上の九星盤。中宮 ${side.center}、${spoken.filter((s) => !s.startsWith("中宮")).join("、")}。${haText}`,
    );
}

/** The directions section: the three boards, 恵方, 八将神 and 金神. */
function renderDirections(day, glossary) {
  for (const figure of document.querySelectorAll(".board-fig")) renderBoard(figure, day.kyusei_board[figure.dataset.board], glossary);
  const eho = document.getElementById("eho");
  const houi = entryOf(glossary, "houi", day.eho.direction);
  const line = el("p", null, { class: "value-line" });
  line.append(
    el("span", day.eho.direction, { class: "value" }),
    " ",
    el("span", `${day.eho.kan}の方・${day.eho.degrees}°`, { class: "bearing" }),
  );
  if (houi) line.append(" ", el("span", houi.en, { lang: "en", class: "en" }));
  eho.replaceChildren(line);
  meaning(eho, entryOf(glossary, "eho", day.eho.kan));

  const rows = document.querySelector("#hasshoujin tbody");
  rows.replaceChildren();
  for (const [key, branch] of Object.entries(day.hasshoujin)) {
    const god = entryOf(glossary, "gods", key, true);
    const tr = el("tr", null, { "data-god": key });
    const th = el("th", god?.label ?? key, { scope: "row" });
    if (god) th.append(" ", el("span", god.en.split(",")[0], { lang: "en", class: "en" }));
    const dir = branchDirection(glossary, branch);
    const branchCell = el("td", branch, { class: "branch" });
    if (dir.kana) branchCell.append(" ", el("span", dir.kana, { class: "kana" }));
    const dirCell = el("td", `${dir.ja} ${dir.degrees}`.trim(), { class: "bearing" });
    if (dir.en) dirCell.append(" ", el("span", dir.en, { lang: "en", class: "en" }));
    tr.append(th, branchCell, dirCell);
    rows.append(tr);
  }

  const konjin = document.getElementById("konjin");
  const list = el("ul", null, { class: "branches" });
  for (const branch of day.konjin) branchLine(list.appendChild(el("li")), glossary, branch);
  konjin.replaceChildren(list);
  meaning(konjin, entryOf(glossary, "gods", "konjin", true));
}

/** The place picker (once) and the day's sun and moon times for the place. */
function renderTimes(day, glossary) {
  const select = document.getElementById("place-select");
  const places = glossary.places ?? [];
  if (select.options.length === 0)
    for (const p of places) select.append(el("option", `${p.label}（${p.prefecture}） ${p.en}`, { value: p.id }));
  select.value = place;
  const here = places.find((p) => p.id === place);
  const caption = document.getElementById("times-caption");
  caption.textContent = `${here ? `${here.label}（${here.prefecture}）` : place}　${day.m}月${day.d}日 `;
  caption.append(el("span", `${here?.en ?? place}, ${day.iso}`, { lang: "en", class: "en" }));
  const show = (id, value) => {
    document.getElementById(id).textContent = value ?? "なし (none)";
  };
  show("sun-rise", day.sun.rise);
  show("sun-set", day.sun.set);
  show("moon-rise", day.moon.rise);
  show("moon-set", day.moon.set);
}

/** One field: name, value, reading, English, meaning. */
function field(list, name, nameEn, value, entry, fixed) {
  const box = el("div", null, { class: "field", "data-field": name });
  const dt = el("dt", `${name} `);
  dt.append(el("span", nameEn, { lang: "en", class: "en" }));
  const dd = el("dd");
  const line = el("p", null, { class: "value-line" });
  line.append(el("span", value === "" ? "なし" : value, { class: "value" }));
  if (entry) {
    line.append(" ", el("span", entry.kana, { class: "kana" }), " ", el("span", entry.en, { lang: "en", class: "en" }));
    dd.append(line, el("p", entry.summary_ja, { class: "meaning" }), el("p", entry.summary_en, { lang: "en", class: "meaning en" }));
  } else if (fixed && value !== "") {
    dd.append(line, el("p", fixed[2], { class: "meaning" }), el("p", fixed[3], { lang: "en", class: "meaning en" }));
  } else {
    if (value === "") line.append(" ", el("span", "none", { lang: "en", class: "en" }));
    dd.append(line);
  }
  box.append(dt, dd);
  list.append(box);
}

/** A note or period with its meaning. */
function noteItem(list, label, entry, extra) {
  const li = el("li", null, { class: entry?.kind ? `note ${entry.kind}` : "note" });
  li.append(el("strong", label));
  if (extra) li.append(" ", el("span", extra, { class: "span" }));
  if (entry)
    li.append(
      " ",
      el("span", entry.en, { lang: "en", class: "en" }),
      el("p", entry.summary_ja, { class: "meaning" }),
      el("p", entry.summary_en, { lang: "en", class: "meaning en" }),
    );
  list.append(li);
}

async function render() {
  if (!match) return;
  const count = ++renderCount;
  const [, ys, ms, ds] = match;
  const iso = `${ys}-${ms}-${ds}`;
  const token = getToken();
  status.textContent = "読み込み中… (loading)";
  const glossary = await loadGlossary();
  if (count !== renderCount) return;
  let note = "";
  if (!(glossary.places ?? []).some((p) => p.id === place)) {
    note = `地点「${place}」はありません。東京を表示します (unknown place; showing Tokyo). `;
    place = DEFAULT_PLACE;
    history.replaceState(null, "", location.pathname);
  }
  let response = await fetch(`/gw/day/${iso}${token ? `?view=pro&place=${encodeURIComponent(place)}` : ""}`, { headers: authHeaders() });
  if (!response.ok && token) {
    note += "トークンが使えません。基本項目を表示します (the token was refused; showing lite fields). ";
    response = await fetch(`/gw/day/${iso}`);
  }
  const body = await response.json();
  if (count !== renderCount) return;
  if (!response.ok || !body.ok) {
    status.textContent = `${body.error ?? `HTTP ${response.status}`}`;
    return;
  }
  const day = body.day;
  const title = `${day.y}年${day.m}月${day.d}日（${day.youbi}）${day.holiday ? ` ${day.holiday}` : ""}`;
  document.title = `${title} | 暦 API`;
  const h1 = document.getElementById("day-title");
  h1.textContent = `${title} `;
  h1.append(
    el("span", new Date(Date.UTC(day.y, day.m - 1, day.d)).toISOString().slice(0, 10) + ` (${WEEK_EN[day.youbi]})`, {
      lang: "en",
      class: "en iso",
    }),
  );
  if (day.holiday || day.youbi === "日") h1.classList.add("hol");
  else if (day.youbi === "土") h1.classList.add("sat");
  document.getElementById("day-prev").href = pageUrl(shifted(day.y, day.m, day.d, -1));
  document.getElementById("day-next").href = pageUrl(shifted(day.y, day.m, day.d, 1));
  const month = document.getElementById("day-month");
  month.href = `/cal/${ys}/${ms}`;
  month.textContent = `${day.y}年${day.m}月 `;
  month.append(el("span", "month", { lang: "en", class: "en" }));

  const lite = document.getElementById("lite-fields");
  const pro = document.getElementById("pro-fields");
  lite.replaceChildren();
  pro.replaceChildren();
  for (const [name, gfield, ja, en, isLite] of FIELDS) {
    if (!(name in day) && name !== "holiday") continue;
    const value =
      name === "moon_age"
        ? day.moon_age.toFixed(1)
        : name === "rokuyou_hours"
          ? day.rokuyou_hours.map((h) => `${h.from}–${h.to} ${h.luck}`).join("、")
          : (day[name] ?? "");
    const entry = gfield && value !== "" ? entryOf(glossary, gfield, value) : null;
    field(isLite ? lite : pro, ja, en, value, entry, FIXED[name]);
  }
  const notes = document.getElementById("notes");
  const periods = document.getElementById("periods");
  notes.replaceChildren();
  periods.replaceChildren();
  if (body.view === "pro") {
    for (const n of day.notes_arr) noteItem(notes, n.label, entryOf(glossary, "notes", n.id, true));
    if (day.notes_arr.length === 0) notes.append(el("li", "なし (none)"));
    for (const p of day.periods) {
      const entry = entryOf(glossary, "periods", p.name, true);
      noteItem(periods, entry?.label ?? p.name, entry, `${p.from} – ${p.to}`);
    }
    if (day.periods.length === 0) periods.append(el("li", "なし (none)"));
    renderDirections(day, glossary);
    renderTimes(day, glossary);
  }
  const isPro = body.view === "pro";
  for (const id of ["pro-section", "houi-section", "times-section"]) document.getElementById(id).hidden = !isPro;
  document.getElementById("pro-hint").hidden = isPro;
  status.textContent = `${note}${body.view === "pro" ? "Pro 表示 (pro view)" : "基本表示 (lite view)"}`;
}

initTokenForm(() => render().catch(fail));
document.getElementById("place-select")?.addEventListener("change", (event) => {
  place = event.target.value;
  history.replaceState(null, "", `${location.pathname}${placeQuery()}`);
  render().catch(fail);
});
function fail(error) {
  status.textContent = `読み込めませんでした (could not load): ${error.message}`;
}
render().catch(fail);
