/**
 * The birth page (`/birth`) in Chromium with JavaScript disabled, over the Node server and a generated 2026:
 * the form submits to itself; with a Pro token in its token field the chart comes back rendered by the server (the
 * API's pillars, 本命星, 月命星 and 傾斜宮; the month board with both stars marked), without one the Lite part (the
 * moment's pillars and stars) and the invitation to the Pro chart; the form keeps the values but never the token; an
 * impossible date is a 400 page with the API's reason. Screenshots are written beside the test's temporary files
 * (BIRTH_SCREENSHOT and BIRTH_LITE_SCREENSHOT name them).
 */
import { join } from "node:path";
import { tmpdir } from "node:os";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageServer, type PageServer } from "../../support/page-server.ts";
import { watchedContext } from "../../support/browser.ts";
import { bearer, TOKENS } from "../fixtures.ts";

let pages: PageServer;

beforeAll(async () => {
  pages = await pageServer(2026);
}, 300_000);
afterAll(() => pages?.close());

/** A page without JavaScript. */
async function open(): Promise<{ page: Page; done: () => Promise<void> }> {
  const { context } = await watchedContext(pages.browser, pages.server.url, {
    javaScriptEnabled: false,
    viewport: { width: 1000, height: 900 },
  });
  const page = await context.newPage();
  return { page, done: () => context.close() };
}

/** Fills the form (the token field too when `token` is given) and submits it; the answer page's status. */
async function cast(page: Page, date: string, time: string, sex: string, token = ""): Promise<number | undefined> {
  await page.goto(`${pages.server.url}/birth`);
  await page.fill("#b-date", date);
  if (time !== "") await page.fill("#b-time", time);
  await page.selectOption("#b-sex", sex);
  if (token !== "") await page.fill("#b-token", token);
  const [response] = await Promise.all([page.waitForNavigation(), page.click('#birth-form button[type="submit"]')]);
  return response?.status();
}

describe("/birth without JavaScript", () => {
  it("casts the chart through the form with a Pro token: the API's pillars, stars and 傾斜宮, the board with 本命星 and 月命星 marked", async () => {
    const { page, done } = await open();
    expect(await cast(page, "2026-06-15", "10:05", "female", TOKENS.pro)).toBe(200);
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get("date"), url.searchParams.get("time"), url.searchParams.get("sex")]).toEqual([
      "/birth",
      "2026-06-15",
      "10:05",
      "female",
    ]);
    expect(url.searchParams.get("token")).toBe(TOKENS.pro);
    // the token is not written back into the page
    expect(await page.inputValue("#b-token")).toBe("");
    expect(await page.content()).not.toContain(TOKENS.pro);
    const api = await (
      await pages.tree.handler(new Request("http://127.0.0.1/gw/birth/2026-06-15T10:05?sex=female", { headers: bearer(TOKENS.pro) }))
    ).json();
    const pillars = await page.$$eval(".pillars tbody tr:first-child td", (tds) => tds.map((td) => td.textContent?.split(" ")[0]));
    expect(pillars).toEqual([api.pillars.hour.kanshi, api.pillars.day.kanshi, api.pillars.month.kanshi, api.pillars.year.kanshi]);
    const facts = await page.textContent(".birth-facts");
    for (const value of [api.honmei, api.getsumei, api.keisha, api.kubou.name]) expect(facts).toContain(value);
    // The board: the 月命星 in the centre, the 本命星 in the 傾斜宮, each marked.
    expect(await page.textContent('.birth-board [data-palace="中宮"] .star')).toBe(api.getsumei);
    expect(await page.textContent(`.birth-board [data-palace="${api.keisha}"] .star`)).toBe(api.honmei);
    expect(await page.locator(".birth-board .mark.honmei").count()).toBe(1);
    expect(await page.locator(".birth-board .mark.getsumei").count()).toBe(1);
    expect(await page.locator(`.birth-board [data-palace="${api.keisha}"] .mark.honmei`).count()).toBe(1);
    expect(await page.locator(".taiun td").count()).toBe(16);
    // The form keeps what was typed.
    expect([await page.inputValue("#b-date"), await page.inputValue("#b-time"), await page.inputValue("#b-sex")]).toEqual([
      "2026-06-15",
      "10:05",
      "female",
    ]);
    const shot = process.env.BIRTH_SCREENSHOT ?? join(tmpdir(), "birth-page.png");
    await page.screenshot({ path: shot, fullPage: true });
    // On a phone the chart's tables scroll inside the page (eight 大運 are wider than 360 px), never the page itself.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await done();
  });

  it("without a token: the moment's pillars and stars, the invitation to the Pro chart, no 蔵干 or board", async () => {
    const { page, done } = await open();
    expect(await cast(page, "2026-06-15", "10:05", "female")).toBe(200);
    const moment = await (await pages.tree.handler(new Request("http://127.0.0.1/gw/moment/2026-06-15T10:05+09:00"))).json();
    const pillars = await page.$$eval(".pillars tbody tr:first-child td", (tds) => tds.map((td) => td.textContent?.split(" ")[0]));
    expect(pillars).toEqual([moment.pillars.hour, moment.pillars.day, moment.pillars.month, moment.pillars.year]);
    expect(await page.locator(".pillars tbody tr").count()).toBe(1);
    const facts = await page.textContent(".birth-facts");
    for (const value of [moment.kyusei.year, moment.kyusei.month, moment.kyusei.day]) expect(facts).toContain(value);
    expect(await page.locator(".birth-board").count()).toBe(0);
    expect(await page.locator(".taiun").count()).toBe(0);
    expect(await page.isVisible("#pro-invite")).toBe(true);
    expect(await page.getAttribute('#pro-invite a[href^="/docs"]', "href")).toBe("/docs#op-getBirthChart");
    const shot = process.env.BIRTH_LITE_SCREENSHOT ?? join(tmpdir(), "birth-page-lite.png");
    await page.screenshot({ path: shot, fullPage: true });
    await done();
  });

  it("an impossible date is a 400 page with the API's reason, the form kept", async () => {
    const { page, done } = await open();
    const response = await page.goto(`${pages.server.url}/birth?date=2026-02-30&time=&sex=`);
    expect(response?.status()).toBe(400);
    expect(await page.textContent(".error-box .reason")).toContain("INVALID_DATETIME");
    // (a date input shows no impossible date; the HTML keeps it)
    expect(await page.getAttribute("#b-date", "value")).toBe("2026-02-30");
    await done();
  });
});
