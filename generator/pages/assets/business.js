// The business-day page (/business): the form names a calendar, a company's own closed and open
// days and one question (q); its query (a GET to /business, tidied to the API's parameter names)
// is asked of the business-day API with the kept Pro token as a Bearer credential, and the answer
// is shown in Japanese with the English beside it.
import { errorLines } from "./api-errors.js";
import { el } from "./glossary.js";
import { currentValues } from "./jst-month.js";
import { authHeaders, initTokenForm } from "./token.js";

const form = document.getElementById("business-form");
const status = document.getElementById("business-status");
const answer = document.getElementById("business-answer");
const input = (id) => document.getElementById(id);

/** Each question's inputs, by the page's (and the API's) parameter names. */
const QUESTIONS = {
  day: [["date", "b-date"]],
  add: [
    ["date", "b-from"],
    ["days", "b-days"],
  ],
  count: [
    ["start", "b-start"],
    ["end", "b-end"],
  ],
  weekends: [["year", "b-year"]],
};
const WEEKDAY_IDS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const WEEKDAY_LABELS = ["月", "火", "水", "木", "金", "土", "日"];
const YOUBI = ["日", "月", "火", "水", "木", "金", "土"];
const DAY_EN = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const REASON_EN = {
  holiday: "national holiday",
  "year-end": "year-end holidays",
  sunday: "Sunday",
  saturday: "Saturday",
  custom: "your closed day",
};

/** The items of list values: split at commas (also 、，) and spaces, empty ones left out. */
const items = (values) => values.flatMap((v) => v.split(/[\s,、，]+/)).filter(Boolean);

/** The page query of question `q` from the form: the rules, then the question's own values. */
function formQuery(q) {
  const out = new URLSearchParams({ q, calendar: form.elements.calendar.value });
  const weekdays = [...form.querySelectorAll('input[type="checkbox"][name="closed"]:checked')].map((box) => box.value);
  const closed = [...weekdays, ...items([input("b-closed-dates").value])];
  if (closed.length > 0) out.set("closed", closed.join(","));
  const open = items([input("b-open").value]);
  if (open.length > 0) out.set("open", open.join(","));
  for (const [name, id] of QUESTIONS[q]) out.set(name, input(id).value.trim());
  return out;
}

/** Puts a page query back into the form. */
function fill(params) {
  const calendar = params.get("calendar");
  if (calendar && form.querySelector(`#b-calendar option[value="${CSS.escape(calendar)}"]`)) form.elements.calendar.value = calendar;
  const closed = items(params.getAll("closed"));
  const weekdays = new Set(closed.map((v) => WEEKDAY_IDS[WEEKDAY_LABELS.indexOf(v)] ?? v));
  for (const box of form.querySelectorAll('input[type="checkbox"][name="closed"]')) box.checked = weekdays.has(box.value);
  input("b-closed-dates").value = closed.filter((v) => !WEEKDAY_IDS.includes(v) && !WEEKDAY_LABELS.includes(v)).join(", ");
  input("b-open").value = items(params.getAll("open")).join(", ");
  const q = params.get("q");
  if (!Object.hasOwn(QUESTIONS, q)) return;
  for (const [name, id] of QUESTIONS[q]) if (params.has(name)) input(id).value = params.get(name);
}

/** Without a query the dates start today (JST) and the year is this one, clamped to the coverage (jst-month.js). */
function fillDefaults() {
  const v = currentValues();
  const today = new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const date = today.startsWith(`${v.y}-${v.mm}-`) ? today : v.first;
  const last = new Date(Date.UTC(Number(v.y), Number(v.m), 0)).toISOString().slice(0, 10);
  input("b-date").value = date;
  input("b-from").value = date;
  input("b-start").value = v.first;
  input("b-end").value = last;
  input("b-year").value = v.y;
}

/** The API path of a question, or the names of the values it lacks. */
function apiPath(q, params) {
  const missing = QUESTIONS[q].map(([name]) => name).filter((name) => !params.get(name));
  if (missing.length > 0) return { missing };
  const v = (name) => encodeURIComponent(params.get(name));
  const path = {
    day: () => `/gw/business/${v("date")}`,
    add: () => `/gw/business/${v("date")}/add/${v("days")}`,
    count: () => `/gw/business/count/${v("start")}/${v("end")}`,
    weekends: () => `/gw/long-weekends/${v("year")}`,
  }[q]();
  const query = new URLSearchParams();
  for (const name of ["calendar", "closed", "open"]) {
    const values = items(params.getAll(name));
    if (values.length > 0) query.set(name, values.join(","));
  }
  return { path: `${path}?${query}` };
}

const weekday = (iso) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const jaDate = (iso) => `${Number(iso.slice(0, 4))}年${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日（${YOUBI[weekday(iso)]}）`;
const enDate = (iso) => `${iso} (${DAY_EN[weekday(iso)]})`;
const en = (text) => el("span", text, { lang: "en", class: "en" });

/** A date: its day page's link when the coverage holds it, with the ISO date and weekday beside it. */
function dateNode(iso) {
  const span = el("span", null, { class: "date", "data-iso": iso });
  const y = Number(iso.slice(0, 4));
  const inside = Number(document.body.dataset.coverageFrom) <= y && y <= Number(document.body.dataset.coverageTo);
  span.append(inside ? el("a", jaDate(iso), { href: `/cal/${iso.replaceAll("-", "/")}` }) : jaDate(iso), " ", en(enDate(iso)));
  return span;
}

/** A paragraph of parts (strings and nodes). */
function para(className, ...parts) {
  const p = el("p", null, { class: className });
  p.append(...parts);
  return p;
}

/** A list of terms and their values. */
function facts(rows) {
  const dl = el("dl", null, { class: "facts" });
  for (const [jaTerm, enTerm, value] of rows) {
    const dt = el("dt", `${jaTerm} `);
    dt.append(en(enTerm));
    const dd = el("dd");
    dd.append(value);
    dl.append(dt, dd);
  }
  return dl;
}

const reasonNode = (reason, label) => {
  const span = el("span", `${label} `, { class: `reason ${reason}` });
  span.append(en(REASON_EN[reason] ?? reason));
  return span;
};

const RENDER = {
  day(body) {
    const verdict = body.business
      ? para("verdict open", el("strong", `${jaDate(body.date)}は営業日です`), " ", en(`${enDate(body.date)} is a business day`))
      : para(
          "verdict closed",
          el("strong", `${jaDate(body.date)}は休業日です（${body.label}）`),
          " ",
          en(`${enDate(body.date)} is closed: ${REASON_EN[body.reason] ?? body.reason}`),
        );
    const none = () => {
      const span = el("span", "提供範囲にありません ", { class: "none" });
      span.append(en("none in the coverage"));
      return span;
    };
    return [
      verdict,
      facts([
        ["前の営業日", "previous business day", body.previous ? dateNode(body.previous) : none()],
        ["次の営業日", "next business day", body.next ? dateNode(body.next) : none()],
      ]),
    ];
  },
  add(body) {
    const n = Math.abs(Number(body.days));
    const after = Number(body.days) >= 0;
    return [
      para(
        "verdict",
        `${jaDate(body.date)}の${n}営業日${after ? "後" : "前"}は `,
        el("strong", jaDate(body.result), { class: "result", "data-iso": body.result }),
        " ",
        en(`${n} business day${n === 1 ? "" : "s"} ${after ? "after" : "before"} ${enDate(body.date)}: ${enDate(body.result)}`),
      ),
      facts([["結果", "result", dateNode(body.result)]]),
    ];
  },
  count(body) {
    const out = [
      para(
        "verdict",
        el("strong", `営業日 ${body.business_days} 日`, { class: "business-days" }),
        `、休業日 ${body.closed_days} 日（${jaDate(body.start)}〜${jaDate(body.end)}、両端を含む） `,
        en(`${body.business_days} business days, ${body.closed_days} closed, ${body.start} to ${body.end} (both ends count)`),
      ),
    ];
    if (body.closed.length === 0) return out;
    const rows = body.closed.map((c) => {
      const tr = el("tr", null, { "data-iso": c.date });
      const date = el("td");
      date.append(dateNode(c.date));
      const why = el("td");
      why.append(reasonNode(c.reason, c.label));
      tr.append(date, why);
      return tr;
    });
    const table = el("table", null, { class: "closed-days" });
    const caption = el("caption", "休業日 ");
    caption.append(en("closed days"));
    const head = el("tr");
    for (const [j, e] of [
      ["日付", "date"],
      ["理由", "reason"],
    ]) {
      const th = el("th", `${j} `, { scope: "col" });
      th.append(en(e));
      head.append(th);
    }
    const thead = el("thead");
    thead.append(head);
    const tbody = el("tbody");
    tbody.append(...rows);
    table.append(caption, thead, tbody);
    return [...out, table];
  },
  weekends(body) {
    const out = [
      para(
        "verdict",
        el("strong", `${body.year}年の連休 ${body.runs.length} 回`),
        " ",
        en(`${body.runs.length} long weekend${body.runs.length === 1 ? "" : "s"} in ${body.year}`),
      ),
    ];
    const list = el("ol", null, { class: "runs" });
    for (const run of body.runs) {
      const li = el("li", null, { "data-start": run.start, "data-end": run.end });
      li.append(
        el("strong", `${run.days}連休 `, { class: "days" }),
        en(`${run.days} days`),
        " ",
        dateNode(run.start),
        " 〜 ",
        dateNode(run.end),
      );
      if (run.holidays?.length) li.append(" ", el("span", run.holidays.join("・"), { class: "holiday" }));
      if (run.beyond_coverage)
        li.append(" ", el("span", "（提供範囲の外に続きます） ", { class: "note" }), en("continues beyond the coverage"));
      list.append(li);
    }
    return [...out, list];
  },
};

/** The calendar's Japanese name as the form's select shows it (its option reads "日本語 — English"). */
function calendarName(id) {
  return form.querySelector(`#b-calendar option[value="${CSS.escape(id)}"]`)?.textContent.split(" — ")[0] ?? id;
}

async function run(q, params) {
  answer.replaceChildren();
  const target = apiPath(q, params);
  if (target.missing) {
    status.replaceChildren(`入力が足りません：${target.missing.join(", ")} `, en(`missing: ${target.missing.join(", ")}`));
    return;
  }
  status.textContent = "読み込み中… (loading)";
  const response = await fetch(target.path, { headers: authHeaders() });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body?.ok) {
    const { ja, en: enLine } = errorLines(body, response.status);
    status.replaceChildren(`${ja} `, en(enLine));
    return;
  }
  answer.replaceChildren(...RENDER[q](body));
  status.replaceChildren(`カレンダー：${calendarName(body.calendar)} `, en(`calendar: ${body.calendar}`));
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const q = event.submitter?.value;
  // #answer: on a phone the answer lies below the whole form
  location.assign(`/business?${formQuery(Object.hasOwn(QUESTIONS, q) ? q : "day")}#answer`);
});
// Enter in a question's field asks that question (not the form's first button); in the calendar's fields, the current one.
const params = new URLSearchParams(location.search);
const current = Object.hasOwn(QUESTIONS, params.get("q")) ? params.get("q") : null;
form.addEventListener("keydown", (event) => {
  if (event.key !== "Enter" || event.isComposing || event.target.tagName !== "INPUT" || event.target.type === "checkbox") return;
  event.preventDefault();
  const q = event.target.closest("fieldset.question")?.dataset.q ?? current ?? "day";
  form.requestSubmit(form.querySelector(`button[name="q"][value="${q}"]`));
});

fillDefaults();
fill(params);
const fail = (error) => {
  status.textContent = `答えを得られませんでした (no answer): ${error.message}`;
};
initTokenForm(() => {
  if (current) run(current, params).catch(fail);
});
if (current) run(current, params).catch(fail);
