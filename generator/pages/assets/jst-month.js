// The current JST month (現在の月, UTC+9 whatever the browser's time zone), for the defaults that
// prerendered pages cannot know: generation is deterministic and has no clock, so the pages hold
// the coverage's first month and this script moves them to the current one, clamped to the
// coverage (`<body data-coverage-from data-coverage-to>`, years). Elements with
// `data-jst-href` / `data-jst-text` / `data-jst-value` (a form field's value) get those templates filled: {first} the month's first day,
// {week} its 7th, {end} a year on less a day (a Lite finder span, ≤ 366 days) clipped to the
// coverage, {y} {m} {mm} the month. Without JavaScript the prerendered values stay.

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const pad = (n) => String(n).padStart(2, "0");
const iso = (y, m, d) => `${y}-${pad(m)}-${pad(d)}`;

/** The JST month of an instant (ms since the epoch), clamped to the coverage years. */
export function jstMonth(now, from, to) {
  const jst = new Date(now + JST_OFFSET_MS);
  const y = jst.getUTCFullYear();
  const m = jst.getUTCMonth() + 1;
  if (y < from) return { y: from, m: 1 };
  if (y > to) return { y: to, m: 12 };
  return { y, m };
}

/** The template values of a month: first day, 7th day, and the end of a ≤ 366-day span clipped to the coverage. */
export function monthValues({ y, m }, to) {
  const end = new Date(Date.UTC(y + 1, m - 1, 1) - 24 * 60 * 60 * 1000);
  const endIso = end.getUTCFullYear() > to ? iso(to, 12, 31) : end.toISOString().slice(0, 10);
  return { first: iso(y, m, 1), week: iso(y, m, 7), end: endIso, y: String(y), m: String(m), mm: pad(m) };
}

/** Fills `{name}` placeholders. */
export function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => values[name] ?? whole);
}

/** The current month's values for this page (its coverage from the body's data attributes). */
export function currentValues(now = Date.now()) {
  const from = Number(document.body.dataset.coverageFrom);
  const to = Number(document.body.dataset.coverageTo);
  return monthValues(jstMonth(now, from, to), to);
}

/** Rewrites the templated links and texts of the page. */
export function applyCurrentMonth(values = currentValues()) {
  for (const element of document.querySelectorAll("[data-jst-href]")) element.setAttribute("href", fill(element.dataset.jstHref, values));
  for (const element of document.querySelectorAll("[data-jst-text]")) element.textContent = fill(element.dataset.jstText, values);
  for (const element of document.querySelectorAll("[data-jst-value]")) element.value = fill(element.dataset.jstValue, values);
}

applyCurrentMonth();
