/**
 * Every page at 360, 390 and 1280 px in Chromium (test/support/layout.ts): no page wider than the screen, no phrase
 * of a holiday name broken (`建国記念の／日` on /cal/2026/02 at 390 px), no month left alone in the landing page's
 * month list (`12`), no box title wrapping across its border (the business page's questions at 1280 px), no
 * heading running out of its box. The same pages and widths are photographed by
 * `npx tsx scripts/page-screenshots.ts --sweep`.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../../edge-rules/node/serve.ts";
import { pageServer, type PageServer } from "../../support/page-server.ts";
import { layoutProblems, SWEEP_PAGES, SWEEP_WIDTHS } from "../../support/layout.ts";

let pages: PageServer | undefined;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  pages = await pageServer(2026);
  ({ server, browser } = pages);
}, 300_000);

afterAll(() => pages?.close());

describe("the pages' layout", () => {
  for (const width of SWEEP_WIDTHS) {
    it(`at ${width} px: no page too wide, no broken phrase, no lone month, no title across a border`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: width < 500, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const found: Record<string, unknown> = {};
      for (const [name, path] of SWEEP_PAGES) {
        await page.goto(server.url + path, { waitUntil: "networkidle" });
        const problems = await layoutProblems(page);
        if (problems.length > 0) found[name] = problems;
      }
      await context.close();
      expect(found).toEqual({});
    });
  }

  it("建国記念の日 at 390 px: 建国 on one line, 記念の日 whole on the next", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/cal/2026/02`);
    const lines = await page.$eval('td[data-iso="2026-02-11"] .holiday', (el) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return [n.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size];
        }),
    );
    expect(lines).toEqual([
      ["建国", 1],
      ["記念の日", 1],
    ]);
    await context.close();
  });
});
