/**
 * The business-day page (generator/pages/business-page.ts) and its script (assets/business.js),
 * which cannot import the schemas: the form offers every calendar and weekday, bounds its dates by
 * the coverage and names the questions the script answers; the script's weekday ids and labels
 * are the glossary's, and it has English for every closure reason (docs/calendar.md §13.1).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { businessPage, QUESTIONS } from "../../../generator/pages/business-page.ts";
import { YOUBI_ENTRIES } from "../../../schemas/glossary/youbi.ts";
import { BUSINESS_CALENDARS, CLOSURE_REASONS } from "../../../calendar/names.ts";

const script = readFileSync(new URL("../../../generator/pages/assets/business.js", import.meta.url), "utf8");

/** A `const NAME = [...]` list of strings in business.js. */
function scriptList(name: string): string[] {
  const block = new RegExp(`const ${name} = (\\[[^\\]]*\\]);`).exec(script);
  if (!block) throw new Error(`business.js: no ${name}`);
  return JSON.parse(block[1]!) as string[];
}

/** The keys of a `const NAME = { ... };` object in business.js (its top-level keys: `key:` or `"key":` at two spaces). */
function scriptKeys(name: string): string[] {
  const block = new RegExp(`const ${name} = \\{\\n([\\s\\S]*?)\\n\\};`).exec(script);
  if (!block) throw new Error(`business.js: no ${name}`);
  return [...block[1]!.matchAll(/^ {2}"?([a-z-]+)"?:/gm)].map((m) => m[1]!);
}

describe("the business-day page", () => {
  const html = businessPage({ from: 2026, to: 2027 });

  it("offers every calendar and every weekday, and a button for each question", () => {
    const calendars = [...html.matchAll(/<option value="([a-z]+)">/g)].map((m) => m[1]);
    expect(calendars).toEqual([...BUSINESS_CALENDARS]);
    const weekdays = [...html.matchAll(/<input type="checkbox" name="closed" value="([a-z]+)">/g)].map((m) => m[1]);
    expect(weekdays).toEqual(YOUBI_ENTRIES.map((e) => e.id));
    const buttons = [...html.matchAll(/<button type="submit" name="q" value="([a-z]+)">/g)].map((m) => m[1]);
    expect(buttons).toEqual([...QUESTIONS]);
  });

  it("GETs /business itself, and bounds every date by the coverage", () => {
    expect(html).toContain('<form id="business-form" class="business" action="/business" method="get">');
    const dates = [...html.matchAll(/<input id="(b-[a-z]+)" name="[a-z]+" type="date" min="([0-9-]+)" max="([0-9-]+)"/g)];
    expect(dates.map((m) => m[1])).toEqual(["b-date", "b-from", "b-start", "b-end"]);
    for (const m of dates) expect([m[2], m[3]], m[1]).toEqual(["2026-01-01", "2027-12-31"]);
    expect(html).toContain('<input id="b-year" name="year" type="number" min="2026" max="2027"');
    expect(businessPage({ from: 2026, to: 2027 })).toBe(html);
  });
});

describe("business.js", () => {
  it("answers exactly the page's questions", () => {
    expect(scriptKeys("QUESTIONS")).toEqual([...QUESTIONS]);
  });

  it("knows the glossary's weekday ids and labels, in its order (Monday first)", () => {
    expect(scriptList("WEEKDAY_IDS")).toEqual(YOUBI_ENTRIES.map((e) => e.id));
    expect(scriptList("WEEKDAY_LABELS")).toEqual(YOUBI_ENTRIES.map((e) => e.label));
  });

  it("has English for every closure reason", () => {
    expect(scriptKeys("REASON_EN")).toEqual([...CLOSURE_REASONS]);
  });
});
