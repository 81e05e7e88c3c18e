// The day page (/cal/YYYY/MM/DD): the day from /gw/day/{date} (Pro view with a kept token),
// every field with its glossary meaning. Text only (textContent): nothing from the API is HTML.
import { el, entryOf, loadGlossary } from "./glossary.js";
import { authHeaders, getToken, initTokenForm } from "./token.js";

const WEEK_EN = { 日: "Sun", 月: "Mon", 火: "Tue", 水: "Wed", 木: "Thu", 金: "Fri", 土: "Sat" };

/** Fields without a glossary field of their own: name, English, meaning (ja, en). */
const FIXED = {
  holiday: [
    "祝日",
    "national holiday",
    "「国民の祝日に関する法律」による休日（振替休日・国民の休日を含む）。",
    "A public holiday under the National Holidays Act, including substitute and citizens' holidays.",
  ],
  substitute_for: [
    "振替の祝日",
    "replaced holiday",
    "この振替休日が振り替えている、日曜日に当たった国民の祝日。",
    "The national holiday that fell on a Sunday and that this substitute holiday replaces.",
  ],
  kyureki: [
    "旧暦",
    "old lunar date",
    "天保暦の規則（定気・日本時間の朔）による太陰太陽暦の月日。",
    "The lunisolar month and day by the Tenpō rules (true sun, new moon in JST).",
  ],
  nengo: ["年号", "era year", "元号による年。", "The year in the Japanese era."],
};

/** The fields shown, in record order: field, glossary field (null: FIXED), Japanese and English name, lite? */
const FIELDS = [
  ["youbi", "youbi", "曜日", "weekday", true],
  ["holiday", null, "祝日", "holiday", true],
  ["substitute_for", null, "振替の祝日", "replaced holiday", true],
  ["rokuyou", "rokuyou", "六曜", "rokuyou", true],
  ["kyureki", null, "旧暦", "old lunar date", true],
  ["sekki", "sekki", "二十四節気", "solar term", true],
  ["moonmark", "moonmark", "新月・満月", "moon", true],
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
];

/**
 * The almanac fields (docs/calendar.md §15, §16), shown after FIELDS when the record has them:
 * field, Japanese and English name. Their values are objects or need a glossary field of their own.
 */
const ALMANAC = [
  ["moon_age", "月齢", "moon's age"],
  ["tide", "潮名", "tide"],
  ["shuku27", "二十七宿", "27 mansions"],
  ["sun", "日の出・日の入り", "sunrise, sunset"],
  ["moon", "月の出・月の入り", "moonrise, moonset"],
  ["eho", "恵方", "lucky direction"],
  ["hasshoujin", "八将神", "eight generals"],
  ["konjin", "金神", "Konjin"],
  ["kyusei_board", "九星盤", "nine-star boards"],
];

const status = document.getElementById("day-status");
const match = /^\/cal\/([0-9]{4})\/([0-9]{2})\/([0-9]{2})$/.exec(location.pathname);

/** YYYY-MM-DD of the day `delta` days from y-m-d (UTC arithmetic on a civil date: no time zone involved). */
function shifted(y, m, d, delta) {
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}
const pageUrl = (iso) => `/cal/${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

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

/** A field whose value is several items, each a label, a value and its glossary entry. */
function itemsField(list, name, nameEn, value, items) {
  field(list, name, nameEn, value, null, null);
  const ul = el("ul", null, { class: "notes" });
  for (const [label, extra, entry] of items) noteItem(ul, label, entry, extra);
  list.lastElementChild.querySelector("dd").append(ul);
}

/** A rise and set pair as text ("--:--" where the body does not rise or set that day). */
const riseSet = (v) => `${v.rise ?? "--:--"} / ${v.set ?? "--:--"}`;

/** One almanac field of the record (ALMANAC), with the glossary's meanings. */
function almanacField(list, glossary, name, ja, en, value) {
  const god = (id) => entryOf(glossary, "gods", id, true);
  switch (name) {
    case "tide":
    case "shuku27":
      return field(list, ja, en, value, entryOf(glossary, name, value), null);
    case "eho": {
      const entry = entryOf(glossary, "eho", value.kan);
      return itemsField(list, ja, en, `${value.kan}（${value.direction}・${value.degrees}°）`, [
        [value.direction, `${value.degrees}°`, entry],
        [god("toshitokujin")?.label ?? "歳徳神", value.direction, god("toshitokujin")],
      ]);
    }
    case "hasshoujin": {
      const items = Object.entries(value).map(([key, branch]) => [god(key)?.label ?? key, branch, god(key)]);
      return itemsField(list, ja, en, items.map(([label, branch]) => `${label} ${branch}`).join("、"), items);
    }
    case "konjin":
      return itemsField(list, ja, en, value.length === 0 ? "" : value.join("・"), [
        [god("konjin")?.label ?? "金神", value.join("・"), god("konjin")],
      ]);
    case "kyusei_board": {
      const sides = [
        ["year", "年盤", "歳破神"],
        ["month", "月盤", "getsuha"],
        ["day", "日盤", "nippa"],
      ];
      const items = [];
      for (const [key, label, ha] of sides) {
        const side = value[key];
        const haEntry = ha === "歳破神" ? entryOf(glossary, "gods", ha) : god(ha);
        items.push([`${label} ${side.center}`, "", entryOf(glossary, "kyusei", side.center)]);
        items.push([`${label} 五黄殺`, side.gooh ?? "なし", god("gooh")]);
        items.push([`${label} 暗剣殺`, side.anken ?? "なし", god("anken")]);
        items.push([`${label} ${haEntry?.label ?? "破"}`, side.ha, haEntry]);
      }
      return itemsField(list, ja, en, sides.map(([key, label]) => `${label} ${value[key].center}`).join("、"), items);
    }
    case "sun":
    case "moon":
      return field(list, ja, en, riseSet(value), null, null);
    default:
      return field(list, ja, en, String(value), null, null);
  }
}

async function render() {
  if (!match) return;
  const [, ys, ms, ds] = match;
  const iso = `${ys}-${ms}-${ds}`;
  const token = getToken();
  status.textContent = "読み込み中… (loading)";
  let response = await fetch(`/gw/day/${iso}${token ? "?view=pro" : ""}`, { headers: authHeaders() });
  let note = "";
  if (!response.ok && token) {
    note = "トークンが使えません。基本項目を表示します (the token was refused; showing lite fields). ";
    response = await fetch(`/gw/day/${iso}`);
  }
  const body = await response.json();
  if (!response.ok || !body.ok) {
    status.textContent = `${body.error ?? `HTTP ${response.status}`}`;
    return;
  }
  const glossary = await loadGlossary();
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
    const value = day[name] ?? "";
    const entry = gfield && value !== "" ? entryOf(glossary, gfield, value) : null;
    field(isLite ? lite : pro, ja, en, value, entry, FIXED[name]);
  }
  for (const [name, ja, en] of ALMANAC) if (name in day) almanacField(pro, glossary, name, ja, en, day[name]);
  const proSection = document.getElementById("pro-section");
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
    proSection.hidden = false;
    document.getElementById("pro-hint").hidden = true;
  } else {
    proSection.hidden = true;
    document.getElementById("pro-hint").hidden = false;
  }
  status.textContent = `${note}${body.view === "pro" ? "Pro 表示 (pro view)" : "基本表示 (lite view)"}`;
}

initTokenForm(() => render().catch(fail));
function fail(error) {
  status.textContent = `読み込めませんでした (could not load): ${error.message}`;
}
render().catch(fail);
