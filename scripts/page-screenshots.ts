/**
 * Screenshots of the pages, to look at before calling a page done: the month at 1280 px and at
 * 360 px, a day page (lite, and Pro with a temporary token), the finder with results, the business-day
 * page (a count at 1280 px, long weekends at 360 px), the converter (/wareki, JavaScript off: a record
 * at 1280 and 360 px, both courts, the error box), the day page's directions, 九星 boards and sun and moon
 * times (2026-02-04, Pro, at 1280 and 360 px, Sapporo's times), the landing page, the API reference, and the
 * month's print layout (A4 landscape PDF plus a PNG of it).
 * Generates one year into a temporary directory, serves it on 127.0.0.1 (port 0), then stops.
 *
 * Then every page (/, a month with a long holiday name, a holiday, /find, /business, /wareki, /docs) at 360, 390
 * and 1280 px (`sweep-<page>-<width>.png`): what test/edge-rules/pages/layout.test.ts measures.
 *
 *   npx tsx scripts/page-screenshots.ts [out-dir] [--sweep]   (default: screenshots/, git-ignored; --sweep: only those)
 *
 * Chromium and the Japanese font come from `npm install` (test/support/browser.ts: CHROMIUM_PATH,
 * else Debian's chromium, else @sparticuz/chromium; Noto Sans JP from @expo-google-fonts/noto-sans-jp).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { startServer } from "../edge-rules/node/serve.ts";
import { launchBrowser } from "../test/support/browser.ts";
import { generatedTree } from "../test/support/generated-tree.ts";
import { TOKENS } from "../test/edge-rules/fixtures.ts";
import { SWEEP_PAGES, SWEEP_WIDTHS } from "../test/support/layout.ts";

const args = process.argv.slice(2);
const sweepOnly = args.includes("--sweep");
const out = resolve(args.find((a) => !a.startsWith("--")) ?? "screenshots");
mkdirSync(out, { recursive: true });
const tree = await generatedTree(2026, 2026);
const server = await startServer({ host: "127.0.0.1", port: 0, handler: tree.handler, onError: () => {} });
const browser = await launchBrowser();
try {
  const shot = async (
    name: string,
    path: string,
    width: number,
    setup?: (page: import("playwright-core").Page) => Promise<void>,
    fullPage = true,
    javaScriptEnabled = true,
  ) => {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 740 : 900 },
      deviceScaleFactor: 1,
      isMobile: width < 500,
      javaScriptEnabled,
    });
    const page = await context.newPage();
    await page.goto(server.url + path, { waitUntil: "networkidle" });
    await setup?.(page);
    await page.screenshot({ path: `${out}/${name}.png`, fullPage });
    console.log(`${out}/${name}.png`);
    await context.close();
  };
  const pro = async (page: import("playwright-core").Page) => {
    await page.click("#token-box summary");
    await page.fill("#token-input", TOKENS.pro);
    await page.click('#token-form button[type="submit"]');
    await page.waitForSelector("#pro-section:not([hidden])");
  };
  if (!sweepOnly) {
    await shot("month-1280", "/cal/2026/05", 1280);
    await shot("month-360", "/cal/2026/05", 360);
    await shot("day-1280", "/cal/2026/05/05", 1280, (p) => p.waitForSelector("#lite-fields .field").then(() => {}));
    await shot("day-pro-360", "/cal/2026/05/05", 360, pro);
    await shot(
      "day-pro-360-notes",
      "/cal/2026/05/05",
      360,
      async (page) => {
        await pro(page);
        await page.locator("#notes").scrollIntoViewIfNeeded();
      },
      false,
    );
    // the directions and the times (2026-02-04: the year of 一白水星, 恵方 南南東)
    await shot("day-pro-1280", "/cal/2026/02/04", 1280, pro);
    await shot(
      "day-pro-1280-houi",
      "/cal/2026/02/04",
      1280,
      async (page) => {
        await pro(page);
        await page.evaluate(() => document.getElementById("houi-section")!.scrollIntoView());
      },
      false,
    );
    await shot(
      "day-pro-360-boards",
      "/cal/2026/02/04",
      360,
      async (page) => {
        await pro(page);
        await page.evaluate(() => document.getElementById("boards-h")!.scrollIntoView());
      },
      false,
    );
    await shot(
      "day-pro-360-generals",
      "/cal/2026/02/04",
      360,
      async (page) => {
        await pro(page);
        await page.evaluate(() => document.getElementById("eho-h")!.scrollIntoView());
      },
      false,
    );
    await shot(
      "day-pro-360-times-sapporo",
      "/cal/2026/02/04?place=sapporo",
      360,
      async (page) => {
        await pro(page);
        await page.locator("#times-section").scrollIntoViewIfNeeded();
      },
      false,
    );
    await shot("find-1280", "/find?start=2026-01-01&end=2026-12-31&rokuyou=taian&weekday=sat,sun", 1280, (p) =>
      p.waitForSelector("#find-results li").then(() => {}),
    );
    await shot("business-1280", "/business?q=count&calendar=national&closed=2026-05-08&start=2026-04-25&end=2026-05-10", 1280, (p) =>
      p.waitForSelector("table.closed-days").then(() => {}),
    );
    await shot(
      "business-360-weekends",
      "/business?q=weekends&year=2026",
      360,
      async (page) => {
        await page.waitForSelector("ol.runs li");
        await page.locator("#answer-h").scrollIntoViewIfNeeded();
      },
      false,
    );
    const wareki = (q: string, calendar = "") => `/wareki?q=${encodeURIComponent(q)}${calendar ? `&calendar=${calendar}` : ""}`;
    await shot("wareki-1280", wareki("天正10年6月2日"), 1280, undefined, true, false);
    await shot("wareki-360", wareki("1582-06-21", "julian"), 360, undefined, true, false);
    await shot(
      "wareki-360-courts",
      wareki("元弘3年5月22日"),
      360,
      (page) => page.locator("#answer").scrollIntoViewIfNeeded(),
      false,
      false,
    );
    await shot("wareki-360-error", `${wareki("明治5年12月3日")}#answer`, 360, undefined, false, false);
    await shot("wareki-1280-empty", "/wareki", 1280, undefined, true, false);
    await shot("landing-1280", "/", 1280);
    await shot("landing-360", "/", 360);
    await shot("docs-1280", "/docs", 1280, undefined, false);
    await shot("docs-360-day", "/docs", 360, (page) => page.locator("#op-getDay").scrollIntoViewIfNeeded(), false);
    await shot("day-pro-360-top", "/cal/2026/05/05", 360, pro, false);
    await shot("not-found-360", "/cal/2031/01", 360);
    // 390 px: an iPhone's width; the plan table, the day heading and the finder's plan error
    await shot("landing-390-plans", "/", 390, (page) => page.locator("table.plans").scrollIntoViewIfNeeded(), false);
    await shot("day-390", "/cal/2026/05/05", 390, (p) => p.waitForSelector("#lite-fields .field").then(() => {}), false);
    await shot(
      "find-390-plan-error",
      "/find?start=2026-01-01&end=2026-03-31&purpose=wedding",
      390,
      async (page) => {
        await page.waitForSelector("#find-status .en");
        await page.locator("#find-status").scrollIntoViewIfNeeded();
      },
      false,
    );

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/cal/2026/05`);
    await page.emulateMedia({ media: "print" });
    writeFileSync(
      `${out}/month-print.pdf`,
      await page.pdf({ format: "A4", landscape: true, printBackground: true, preferCSSPageSize: true }),
    );
    // A4 landscape at 96 dpi, minus the 8 mm margins: what the printed page holds
    await page.setViewportSize({ width: 1062, height: 733 });
    await page.screenshot({ path: `${out}/month-print.png`, fullPage: true });
    console.log(`${out}/month-print.pdf`, `${out}/month-print.png`);
    await context.close();
  }
  for (const [name, path] of SWEEP_PAGES) for (const width of SWEEP_WIDTHS) await shot(`sweep-${name}-${width}`, path, width);
} finally {
  await browser.close();
  await server.close(100);
  tree.cleanup();
}
