/**
 * What a person types into a page comes back as text, never as markup, through the real handler over the shared
 * generated tree: the converter's `q` and `calendar` (`/wareki?…`) and every field of the birth form (`/birth?…`),
 * echoed into the form and into the error box (the pages' html template, schemas/pages/html.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIRTH_PARAMS } from "../../../schemas/pages/pages.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";

let tree: GeneratedTree;

beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
}, 60_000);
afterAll(() => tree?.cleanup());

/** Markup that would run if echoed as is (36 characters: the birth form keeps 40 of a field). */
const HOSTILE = `<script>x</script>"'><img onerror=y>`;
/** HOSTILE as the pages escape it. */
const ESCAPED = "&lt;script&gt;x&lt;/script&gt;&quot;&#39;&gt;&lt;img onerror=y&gt;";

async function body(path: string): Promise<{ status: number; html: string }> {
  const res = await tree.handler(new Request(`http://127.0.0.1${path}`, { headers: { accept: "text/html" } }));
  return { status: res.status, html: await res.text() };
}

/** The page has no markup from the input: no script or img element. */
function expectInert(html: string): void {
  expect(html).not.toContain("<script");
  expect(html).not.toContain("<img");
}

describe("user input on the pages is text", () => {
  it("/wareki?q=<script>…: the field keeps the text escaped, the error box names it escaped", async () => {
    const { status, html } = await body(`/wareki?q=${encodeURIComponent(HOSTILE)}`);
    expect(status).toBe(400);
    expectInert(html);
    expect(html).toContain(`name="q" value="${ESCAPED}"`);
  });

  it("/birth with a hostile value in each field: 400, the text fields back in the form escaped, the choices not echoed", async () => {
    const typed: readonly string[] = [
      BIRTH_PARAMS.date,
      BIRTH_PARAMS.time,
      BIRTH_PARAMS.place,
      BIRTH_PARAMS.tz,
      BIRTH_PARAMS.longitude,
      BIRTH_PARAMS.rules,
    ];
    for (const field of Object.values(BIRTH_PARAMS)) {
      const query = new URLSearchParams({ [BIRTH_PARAMS.date]: "2026-05-05", [field]: HOSTILE });
      const { status, html } = await body(`/birth?${query}`);
      expect(status, field).toBe(400);
      expectInert(html);
      if (typed.includes(field)) expect(html, field).toMatch(new RegExp(`name="${field}" [^>]*value="${ESCAPED}"`));
      else expect(html, field).not.toContain(ESCAPED);
    }
  });
});
