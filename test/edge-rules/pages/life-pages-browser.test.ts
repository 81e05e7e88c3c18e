/**
 * The memorial page (`/memorial`) and the life page (`/life`) in Chromium with JavaScript disabled, over the Node server
 * and a generated 2026: each form submits to itself and the server's tables come back with the API's values (the same
 * request to the JSON endpoint); a 和暦 text works in place of the date; the form keeps what was chosen; no request
 * leaves the host, nothing fails in the console, no serious axe violation, and a phone's page is no wider than its
 * screen (the tables scroll inside it).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageServer, type PageServer } from "../../support/page-server.ts";
import { seriousViolations, watchedContext, type PageProblems } from "../../support/browser.ts";

let pages: PageServer;

beforeAll(async () => {
  pages = await pageServer(2026);
}, 300_000);
afterAll(() => pages?.close());

/** A page without JavaScript, and what went wrong on it. */
async function open(width = 1000, javaScriptEnabled = false): Promise<{ page: Page; problems: PageProblems; done: () => Promise<void> }> {
  const { context, problems } = await watchedContext(pages.browser, pages.server.url, {
    javaScriptEnabled,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  return { page, problems, done: () => context.close() };
}

/** Submits the page's form; the answer's status. */
async function submit(page: Page, form: string): Promise<number | undefined> {
  const [response] = await Promise.all([page.waitForNavigation(), page.click(`${form} button[type="submit"]`)]);
  return response?.status();
}

/** The API's answer for a path, through the same handler. */
const api = async (path: string) => (await pages.tree.handler(new Request(`http://127.0.0.1${path}`))).json();

/** The cells' text of a table row. */
const rowCells = (page: Page, selector: string) =>
  page.$$eval(`${selector} > th, ${selector} > td`, (cells) => cells.map((c) => (c as HTMLElement).innerText.replace(/\s+/g, " ").trim()));

/** axe runs as a script: in a context with JavaScript on (the page itself has none). */
async function noSeriousViolations(path: string): Promise<void> {
  const { page, done } = await open(1000, true);
  await page.goto(`${pages.server.url}${path}`);
  expect(await seriousViolations(page)).toEqual([]);
  await done();
}

const clean = (problems: PageProblems) => {
  expect(problems.offHostRequests).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
};

describe("/memorial without JavaScript", () => {
  it("died 2026-01-10: the form gives the 中陰, 年忌 and 命日 tables the API answers; 七七日 2026-02-27", async () => {
    const { page, problems, done } = await open();
    await page.goto(`${pages.server.url}/memorial`);
    await page.fill("#m-death", "2026-01-10");
    await page.fill("#m-birth", "1950-03-03");
    await page.fill("#m-year", "2026");
    expect(await submit(page, "#memorial-form")).toBe(200);
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get("death"), url.searchParams.get("chuin")]).toEqual(["/memorial", "2026-01-10", "day"]);
    const answer = await api("/gw/memorial/2026-01-10?birth=1950-03-03&year=2026");
    const seventh = await rowCells(page, '#chuin tr[data-id="day-49"]');
    expect(seventh[0]).toContain("七七日");
    expect(seventh.slice(1, 4)).toEqual(["2026-02-27", "金", "大安"]);
    for (const item of [...answer.chuin, ...answer.nenki]) {
      const table = item.id.startsWith("day-") ? "#chuin" : "#nenki";
      const cells = await rowCells(page, `${table} tr[data-id="${item.id}"]`);
      expect(cells.slice(1, 4), item.id).toEqual([item.date, item.youbi, item.rokuyou]);
      expect(cells[5], item.id).toBe(`土 ${item.weekend_before.saturday} 日 ${item.weekend_before.sunday}`);
    }
    expect(await page.locator("#meinichi tbody tr").count()).toBe(answer.meinichi.days.length);
    expect(await page.textContent("#answer .facts")).toContain("77歳");
    expect(await page.getAttribute("a.json", "href")).toBe("/gw/memorial/2026-01-10?birth=1950-03-03&year=2026");
    expect(await page.inputValue("#m-death")).toBe("2026-01-10");
    clean(problems);
    await done();
    await noSeriousViolations(url.pathname + url.search);
  });

  it("a 和暦 text and a rule: 令和8年1月10日 with chuin=eve gives 七七日 2026-02-26, the choice kept", async () => {
    const { page, problems, done } = await open();
    await page.goto(`${pages.server.url}/memorial`);
    await page.fill("#m-death-text", "令和8年1月10日");
    await page.selectOption("#m-chuin", "eve");
    expect(await submit(page, "#memorial-form")).toBe(200);
    expect((await rowCells(page, '#chuin tr[data-id="day-49"]'))[1]).toBe("2026-02-26");
    expect(await page.inputValue("#m-chuin")).toBe("eve");
    expect(await page.inputValue("#m-death-text")).toBe("令和8年1月10日");
    clean(problems);
    await done();
  });

  it("an impossible date is a 400 page with the API's reason, no stack", async () => {
    const { page, done } = await open();
    const response = await page.goto(`${pages.server.url}/memorial?death=2026-02-30`);
    expect(response?.status()).toBe(400);
    expect(await page.textContent(".error-box .reason")).toContain("INVALID_DATE");
    expect(await page.textContent("main")).not.toMatch(/\bat .+\(.*:\d+:\d+\)/);
    await done();
  });

  it("at 360 px the page is no wider than the screen: the tables scroll inside it", async () => {
    const { page, done } = await open(360);
    await page.goto(`${pages.server.url}/memorial?death=2026-01-10&birth=1950-03-03&year=2026`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await done();
  });
});

describe("/life without JavaScript", () => {
  it("born 1985-05-05, male, 2026: 満41, 数え42, 本厄 42 大厄 — the API's row", async () => {
    const { page, problems, done } = await open();
    await page.goto(`${pages.server.url}/life`);
    await page.fill("#l-born", "1985-05-05");
    await page.selectOption("#l-sex", "male");
    await page.fill("#l-years", "2026");
    expect(await submit(page, "#life-form")).toBe(200);
    const year = (await api("/gw/life/1985-05-05?sex=male&years=2026")).years[0];
    const cells = await rowCells(page, '#life-years tr[data-year="2026"]');
    expect(cells.slice(0, 4)).toEqual(["2026", String(year.age), String(year.kazoe), year.eto]);
    expect(cells[4]).toBe("本厄 42 大厄");
    expect(cells[9]).toContain(year.lunar_birthday[0].date);
    expect(await page.getAttribute("a.json", "href")).toBe("/gw/life/1985-05-05?sex=male&years=2026");
    expect(await page.inputValue("#l-sex")).toBe("male");
    const url = new URL(page.url());
    clean(problems);
    await done();
    await noSeriousViolations(url.pathname + url.search);
  });

  it("a range of years, one row each, and a phone's page no wider than its screen", async () => {
    const { page, done } = await open(360);
    await page.goto(`${pages.server.url}/life`);
    await page.fill("#l-born", "2019-05-05");
    await page.fill("#l-years", "2020-2030");
    expect(await submit(page, "#life-form")).toBe(200);
    expect(await page.locator("#life-years tbody tr").count()).toBe(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await done();
  });
});
