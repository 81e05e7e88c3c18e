// The day page (/cal/YYYY/MM/DD): the day from /gw/day/{date} (Pro view with a kept token),
// every field with its glossary meaning, and the sun and moon times of a place: one of the glossary's
// 47 capitals, or any place of the catalogue found through /gw/places (a point computed per request,
// whose record adds `sky`), on JST or, abroad, on the place's own clock (tz=auto).
// Text only (textContent): nothing from the API is HTML.
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
const query = new URLSearchParams(location.search);
/** The place shown: `?place=` of the URL, an id of the catalogue or `lat,lon` (the API checks it: an unknown one falls back to Tokyo). */
let place = query.get("place") || DEFAULT_PLACE;
/** The clock of the times: false for JST, true for the place's own zone (`?tz=auto`, offered for a place abroad). */
let tzAuto = query.get("tz") === "auto";
/** The latest render: an older answer arriving late is dropped. */
let renderCount = 0;
/** What the page knows of each place by id: the glossary's capitals and every place a search answered ({ label, prefecture, country, en, tz }). */
const known = new Map();
/** How many places a search offers. */
const SEARCH_LIMIT = 8;
/** The pause after the last key before the search is asked, ms. */
const SEARCH_DELAY_MS = 250;
/** A point as the API takes it (`place=lat,lon`). */
const POINT = /^[+-]?[0-9]+(\.[0-9]+)?,[+-]?[0-9]+(\.[0-9]+)?$/;

/** YYYY-MM-DD of the day `delta` days from y-m-d (UTC arithmetic on a civil date: no time zone involved). */
function shifted(y, m, d, delta) {
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}
/** The query that keeps the place (and a place's own clock) on links and in the address bar ("" for the default place). */
const placeQuery = () => (place === DEFAULT_PLACE ? "" : `?place=${encodeURIComponent(place)}${tzAuto ? "&tz=auto" : ""}`);
/** The address bar follows the place. */
const syncAddress = () => history.replaceState(null, "", `${location.pathname}${placeQuery()}`);
/** The day's request: the Pro view with a token, the place and the clock when not the defaults (a lite answer checks them only). */
function dayRequest(iso, pro) {
  const params = new URLSearchParams();
  if (pro) params.set("view", "pro");
  if (place !== DEFAULT_PLACE) params.set("place", place);
  if (tzAuto && place !== DEFAULT_PLACE) params.set("tz", "auto");
  const text = params.toString();
  return `/gw/day/${iso}${text ? `?${text}` : ""}`;
}
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

/** The place of an id as the page knows it, or null (a point, or a place not looked up yet). */
const placeOf = (id) => known.get(id) ?? null;
/** Where a place is: its prefecture in Japan, else its country code. */
const whereOf = (p) => p.prefecture ?? p.country ?? "";
/** Whether a place keeps another clock than Japan's (the tz choice is offered for it). */
const abroad = (p) => p !== null && typeof p.tz === "string" && p.tz !== "Asia/Tokyo" && p.tz !== "Japan";

/** The capitals of the glossary, as places the page knows. */
function knowCapitals(glossary) {
  for (const p of glossary.places ?? []) if (!known.has(p.id)) known.set(p.id, { ...p, country: "JP", tz: "Asia/Tokyo", kind: "capital" });
}

/**
 * The place of an id from /gw/places (a search by the id finds it: every id is one of its place's keys), or null when
 * the API does not name it; a capital or a place already seen is not asked again.
 */
async function lookUp(id) {
  if (known.has(id) || POINT.test(id)) return placeOf(id);
  try {
    const response = await fetch(`/gw/places?q=${encodeURIComponent(id)}&limit=${SEARCH_LIMIT}`);
    const body = response.ok ? await response.json() : null;
    for (const p of body?.places ?? []) if (!known.has(p.id)) known.set(p.id, p);
  } catch {
    // the caption shows the id instead
  }
  return placeOf(id);
}

/** The capitals' picker (filled once); a place outside them is its first option while it is shown. */
function renderPicker() {
  const select = document.getElementById("place-select");
  if (select.querySelector("option:not([data-other])") === null)
    for (const p of known.values())
      if (p.kind === "capital") select.append(el("option", `${p.label}（${p.prefecture}） ${p.en}`, { value: p.id }));
  const capital = placeOf(place)?.kind === "capital";
  let other = select.querySelector("option[data-other]");
  if (capital) other?.remove();
  else {
    const here = placeOf(place);
    if (other === null) select.prepend((other = el("option", "", { "data-other": "" })));
    other.value = place;
    other.textContent = here ? `${here.label}（${whereOf(here)}） ${here.en}` : place;
  }
  select.value = place;
  const here = placeOf(place);
  const choice = document.getElementById("tz-choice");
  choice.hidden = !abroad(here);
  document.getElementById("tz-zone").textContent = abroad(here) ? here.tz : "";
  document.getElementById(tzAuto ? "tz-auto" : "tz-jst").checked = true;
}

/** A time, or なし (none) when the event does not happen that day. */
const timeText = (value) => value ?? "なし (none)";

/** The day's sun and moon times for the place, and a point's sky (solar noon, twilights, 明六ツ・暮六ツ, the Moon's transit). */
function renderTimes(day) {
  renderPicker();
  const here = placeOf(place);
  const caption = document.getElementById("times-caption");
  const point = day.sky?.point;
  // a place the search did not answer is named by the answer itself (`sky.point` names a catalogue place), else by its point
  const name = here ? `${here.label}（${whereOf(here)}）` : (point?.label ?? (point ? `${point.lat}, ${point.lon}` : place));
  caption.textContent = `${name}　${day.m}月${day.d}日 `;
  caption.append(el("span", `${here?.en ?? place}, ${day.iso}`, { lang: "en", class: "en" }));
  const show = (id, value) => {
    document.getElementById(id).textContent = timeText(value);
  };
  show("sun-rise", day.sun.rise);
  show("sun-set", day.sun.set);
  show("moon-rise", day.moon.rise);
  show("moon-set", day.moon.set);
  const sky = day.sky ?? null;
  document.getElementById("sky").hidden = sky === null;
  if (sky !== null) {
    const noon = document.getElementById("sky-noon");
    noon.textContent = timeText(sky.sun.transit);
    if (sky.sun.transit !== null) noon.append(el("span", `（${sky.sun.altitude.toFixed(1)}°）`, { class: "altitude" }));
    for (const kind of ["civil", "nautical", "astronomical"]) {
      show(`sky-${kind}-dawn`, sky.twilight[kind].dawn);
      show(`sky-${kind}-dusk`, sky.twilight[kind].dusk);
    }
    show("sky-ake", sky.mutsu.ake);
    show("sky-kure", sky.mutsu.kure);
    show("sky-moon", sky.moon.transit);
  }
  const clock = document.getElementById("times-clock");
  const where = point ? `地点 ${point.lat}, ${point.lon}（海抜 ${point.elev} m） ` : "";
  if (sky?.clock) {
    const offset = () => el("span", `UTC${sky.clock.offset}`, { class: "offset" });
    const en = el("span", `Times are on ${sky.clock.tz}'s clock (`, { lang: "en", class: "en" });
    en.append(offset(), ").");
    clock.textContent = `${where}時刻は ${sky.clock.tz} の時計（`;
    clock.append(offset(), "）。", en);
  } else {
    clock.textContent = `${where}時刻は日本時間（JST）。`;
    clock.append(el("span", "Times are JST.", { lang: "en", class: "en" }));
  }
}

/** The search's answer as buttons: the place's name, where it is, its English name. */
function renderResults(places) {
  const list = document.getElementById("place-results");
  list.replaceChildren(
    ...places.map((p) => {
      const button = el("button", p.label, { type: "button", "data-id": p.id });
      button.append(el("span", `（${whereOf(p)}）`, { class: "where" }), " ", el("span", p.en, { lang: "en", class: "en" }));
      const item = el("li");
      item.append(button);
      return item;
    }),
  );
}

/** The latest search: an older answer arriving late is dropped. */
let searchCount = 0;
let searchTimer = 0;

/** Asks /gw/places for the search field's text and offers what it answers. */
async function search() {
  const text = document.getElementById("place-q").value.trim();
  const found = document.getElementById("place-found");
  const count = ++searchCount;
  if (text === "") {
    renderResults([]);
    found.textContent = "";
    return;
  }
  found.textContent = "検索中… (searching)";
  const response = await fetch(`/gw/places?q=${encodeURIComponent(text)}&limit=${SEARCH_LIMIT}`);
  const body = await response.json().catch(() => null);
  if (count !== searchCount) return;
  if (!response.ok || !body?.ok) {
    renderResults([]);
    found.textContent = body?.error ?? `HTTP ${response.status}`;
    return;
  }
  for (const p of body.places) known.set(p.id, p);
  renderResults(body.places);
  found.textContent =
    body.places.length === 0
      ? `「${text}」に合う地点はありません (no place matches)`
      : `${body.places.length} 件。選ぶと表示します (${body.places.length} found; pick one)`;
}

/** Shows a place: the URL keeps it, the clock goes back to JST. */
function choose(id) {
  place = id;
  tzAuto = false;
  syncAddress();
  render().catch(fail);
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
  knowCapitals(glossary);
  // The API checks the place and the clock: an answer refusing either names it, in one line, and the page goes on
  // with Tokyo (or JST); a refused token goes on with the lite fields.
  let note = "";
  let asPro = Boolean(token);
  let response;
  let body;
  for (let attempt = 0; ; attempt++) {
    response = await fetch(dayRequest(iso, asPro), asPro ? { headers: authHeaders() } : {});
    body = await response.json().catch(() => null);
    if (count !== renderCount) return;
    if ((response.ok && body?.ok) || attempt === 3) break;
    const reason = typeof body?.error === "string" ? `${body.error} ` : "";
    if (body?.parameter === "place" && place !== DEFAULT_PLACE) {
      note += `地点「${place}」は使えません。東京を表示します (unknown place; showing Tokyo): ${reason}`;
      place = DEFAULT_PLACE;
      tzAuto = false;
    } else if (body?.parameter === "tz" && tzAuto) {
      note += `現地時間で表示できません。日本時間で表示します (no local clock; showing JST): ${reason}`;
      tzAuto = false;
    } else if (asPro) {
      note += "トークンが使えません。基本項目を表示します (the token was refused; showing lite fields). ";
      asPro = false;
    } else break;
    syncAddress();
  }
  if (!response.ok || !body?.ok) {
    status.textContent = `${body?.error ?? `HTTP ${response.status}`}`;
    return;
  }
  if (body.view === "pro") await lookUp(place);
  if (count !== renderCount) return;
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
    renderTimes(day);
  }
  const isPro = body.view === "pro";
  for (const id of ["pro-section", "houi-section", "times-section"]) document.getElementById(id).hidden = !isPro;
  document.getElementById("pro-hint").hidden = isPro;
  status.textContent = `${note}${body.view === "pro" ? "Pro 表示 (pro view)" : "基本表示 (lite view)"}`;
}

initTokenForm(() => render().catch(fail));
document.getElementById("place-select")?.addEventListener("change", (event) => choose(event.target.value));
const searchBox = document.getElementById("place-q");
searchBox?.addEventListener("input", () => {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(() => search().catch(searchFailed), SEARCH_DELAY_MS);
});
// Enter takes the first place offered
searchBox?.addEventListener("keydown", (event) => {
  if (event.key !== "Enter") return;
  event.preventDefault();
  document.querySelector("#place-results button")?.click();
});
document.getElementById("place-results")?.addEventListener("click", (event) => {
  const button = event.target.closest("button[data-id]");
  if (button === null) return;
  const picked = placeOf(button.dataset.id);
  searchBox.value = "";
  renderResults([]);
  document.getElementById("place-found").textContent = picked
    ? `${picked.label}（${whereOf(picked)}）を表示します (showing ${picked.en})`
    : "";
  choose(button.dataset.id);
});
for (const radio of document.querySelectorAll('#tz-choice input[name="tz"]'))
  radio.addEventListener("change", (event) => {
    tzAuto = event.target.value === "auto";
    syncAddress();
    render().catch(fail);
  });
function searchFailed(error) {
  document.getElementById("place-found").textContent = `検索できませんでした (search failed): ${error.message}`;
}
function fail(error) {
  status.textContent = `読み込めませんでした (could not load): ${error.message}`;
}
render().catch(fail);
