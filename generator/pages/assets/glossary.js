// The glossary (/gw/glossary, no credential): what each value of a day record means.
let glossary = null;

/** The glossary document, fetched once per page. */
export async function loadGlossary() {
  if (glossary === null) {
    const response = await fetch("/gw/glossary");
    if (!response.ok) throw new Error(`glossary: HTTP ${response.status}`);
    glossary = await response.json();
  }
  return glossary;
}

/** The entry of `field` whose label (or, with byId, id) is `value`, or null. */
export function entryOf(doc, field, value, byId = false) {
  const list = doc?.fields?.[field] ?? [];
  return list.find((e) => (byId ? e.id === value : e.label === value)) ?? null;
}

/** A small element with text (never HTML). */
export function el(tag, text, attrs = {}) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = text;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}
