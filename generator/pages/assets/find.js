// The finder page (/find): the form's query (a plain GET to /find) is asked of /gw/find, with
// the kept Pro token as a Bearer credential; each result links to its day page.
import { errorLines } from "./api-errors.js";
import { el } from "./glossary.js";
import { currentValues } from "./jst-month.js";
import { authHeaders, initTokenForm } from "./token.js";

const form = document.getElementById("find-form");
const status = document.getElementById("find-status");
const results = document.getElementById("find-results");
const next = document.getElementById("find-next");
const LISTS = ["rokuyou", "weekday"];
const SINGLE = [
  "start",
  "end",
  "purpose",
  "holiday",
  "gotobi",
  "business",
  "closed",
  "open",
  "moonmark",
  "sekki",
  "order",
  "limit",
  "rules",
];

/** The page's query as the API's: list parameters comma-joined, empty values left out. */
function apiQuery(params) {
  const out = new URLSearchParams();
  for (const name of SINGLE) {
    const value = params.get(name);
    if (value) out.set(name, value);
  }
  for (const name of LISTS) {
    const values = params
      .getAll(name)
      .flatMap((v) => v.split(","))
      .filter(Boolean);
    if (values.length > 0) out.set(name, values.join(","));
  }
  return out;
}

/** Puts the query back into the form. */
function fill(params) {
  for (const name of SINGLE) {
    const value = params.get(name);
    if (value && form.elements[name]) form.elements[name].value = value;
  }
  for (const name of LISTS) {
    const values = new Set(params.getAll(name).flatMap((v) => v.split(",")));
    for (const box of form.querySelectorAll(`input[name="${name}"]`)) box.checked = values.has(box.value);
  }
}

const pageUrl = (iso) => `/cal/${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

async function run(params) {
  const query = apiQuery(params);
  status.textContent = "探しています… (searching)";
  results.replaceChildren();
  next.hidden = true;
  const response = await fetch(`/gw/find?${query}`, { headers: authHeaders() });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body?.ok) {
    const { ja, en } = errorLines(body, response.status);
    status.replaceChildren(`${ja} `, el("span", en, { lang: "en", class: "en" }));
    return;
  }
  for (const item of body.days) {
    const d = item.day;
    const li = el("li", null, { "data-iso": item.iso });
    const a = el("a", `${d.y}年${d.m}月${d.d}日（${d.youbi}）`, { href: pageUrl(item.iso) });
    li.append(a, " ", el("span", d.rokuyou, { class: "rokuyou" }));
    if (d.holiday) li.append(" ", el("span", d.holiday, { class: "holiday" }));
    if (item.score !== undefined) li.append(" ", el("span", `点数 ${item.score}`, { class: "score" }));
    if (item.reasons?.length) li.append(" ", el("span", item.reasons.map((r) => `${r.effect}${r.label}`).join(" "), { class: "reasons" }));
    results.append(li);
  }
  status.textContent = `${body.total} 日が該当、${body.count} 件を表示 (${body.total} days match, ${body.count} shown)`;
  if (body.next) {
    const more = new URLSearchParams(query);
    more.set("start", body.next);
    next.href = `/find?${more}`;
    next.hidden = false;
  }
}

/** Without a query, the span defaults to the current JST month and a year on (jst-month.js), not the prerendered first month. */
function fillDefaults() {
  const values = currentValues();
  form.elements.start.value = values.first;
  form.elements.end.value = values.end;
}

const params = new URLSearchParams(location.search);
if (!params.has("start")) fillDefaults();
fill(params);
const fail = (error) => {
  status.textContent = `探せませんでした (could not search): ${error.message}`;
};
initTokenForm(() => {
  if (params.has("start")) run(params).catch(fail);
});
if (params.has("start")) run(params).catch(fail);
