/**
 * Any place on Earth on the pages, in Chromium over the Node server and a generated 2026 (docs/interface.md#pages):
 * the day page's place search (typing asks `GET /gw/places?q=`, picking a place shows its sun and moon times and its
 * `sky` under its name, `?place=<id>` kept in the URL and the links; a place abroad offers its own clock, `tz=auto`;
 * an unknown id shows the API's one-line reason and Tokyo), and the birth page's birthplace with JavaScript off (a New
 * York birth: the time read on New York's clock, the chart the API's; a name's other matches as links). Each page is
 * looked at at 1280 and 360 px (no horizontal scrolling, axe) and a screenshot of each is written to the temporary
 * directory (day-place-search-1280.png, day-place-1280.png, day-place-360.png, day-place-360-times.png, birth-place-1280.png,
 * birth-place-360.png, birth-place-360-answer.png).
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations, watchedContext, type PageProblems } from "../../support/browser.ts";
import { pageServer, type PageServer } from "../../support/page-server.ts";
import { bearer, TOKENS } from "../fixtures.ts";

let pages: PageServer;

beforeAll(async () => {
  pages = await pageServer(2026);
}, 300_000);
afterAll(() => pages?.close());

/** No console error, no failed or off-host request. */
const CLEAN: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [], offHostRequests: [] };

/** A fresh page in a watched context. */
async function open(
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ page: Page; problems: PageProblems; done: () => Promise<void> }> {
  const { context, problems } = await watchedContext(pages.browser, pages.server.url, {
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  const page = await context.newPage();
  return { page, problems, done: () => context.close() };
}

/** An API answer (JSON), as a Pro caller. */
async function api(path: string): Promise<any> {
  return (await pages.tree.handler(new Request(`http://127.0.0.1${path}`, { headers: bearer(TOKENS.pro) }))).json();
}

/** Waits until the day page has settled (its status line no longer says loading). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const text = document.getElementById("day-status")?.textContent ?? "";
    return text !== "" && !text.includes("読み込み中");
  });
}

/** Enters the Pro token through the day page's form and waits for the Pro sections. */
async function enterToken(page: Page): Promise<void> {
  await page.click("#token-box summary");
  await page.fill("#token-input", TOKENS.pro);
  await page.click('#token-form button[type="submit"]');
  await page.waitForSelector("#times-section:not([hidden])");
  await settled(page);
}

/** The times the day page shows: sun and moon rise and set, then the sky's rows. */
const shownTimes = (page: Page): Promise<Record<string, string | null>> =>
  page.$$eval("#times td, #sky td", (cells) => Object.fromEntries(cells.map((td) => [td.id, td.textContent])));

/** The same times from the API's record (なし (none) for an event that does not happen). */
function recordTimes(day: any): Record<string, string> {
  const t = (value: string | null): string => value ?? "なし (none)";
  const times: Record<string, string> = {
    "sun-rise": t(day.sun.rise),
    "sun-set": t(day.sun.set),
    "moon-rise": t(day.moon.rise),
    "moon-set": t(day.moon.set),
  };
  const sky = day.sky;
  times["sky-noon"] = sky.sun.transit === null ? t(null) : `${sky.sun.transit}（${sky.sun.altitude.toFixed(1)}°）`;
  for (const kind of ["civil", "nautical", "astronomical"]) {
    times[`sky-${kind}-dawn`] = t(sky.twilight[kind].dawn);
    times[`sky-${kind}-dusk`] = t(sky.twilight[kind].dusk);
  }
  times["sky-ake"] = t(sky.mutsu.ake);
  times["sky-kure"] = t(sky.mutsu.kure);
  times["sky-moon"] = t(sky.moon.transit);
  return times;
}

/** The widest of the document, CSS px. */
const docWidth = (page: Page): Promise<number> =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

describe("the day page's place search", () => {
  it("typing 釧路 offers the API's places; picking 釧路市 shows its times and sky under its name, ?place=kushiro-shi", async () => {
    const { page, problems, done } = await open();
    await page.goto(`${pages.server.url}/cal/2026/02/04`);
    await settled(page);
    await enterToken(page);
    expect(await page.isVisible("#sky")).toBe(false);
    await page.fill("#place-q", "釧路");
    const pick = page.locator('#place-results button[data-id="kushiro-shi"]');
    await pick.waitFor();
    // the offers are the API's answer, best first: name, prefecture, English
    const search = await api(`/gw/places?q=${encodeURIComponent("釧路")}&limit=8`);
    expect(await page.$$eval("#place-results button", (bs) => bs.map((b) => b.getAttribute("data-id")))).toEqual(
      search.places.map((p: any) => p.id),
    );
    expect(await pick.textContent()).toBe("釧路市（北海道） Kushiro-shi");
    await page.locator("#times-section").screenshot({ path: join(tmpdir(), "day-place-search-1280.png") });
    await Promise.all([page.waitForURL("**/cal/2026/02/04?place=kushiro-shi"), pick.click()]);
    await page.waitForSelector("#sky:not([hidden])");
    await settled(page);
    const day = (await api("/gw/day/2026-02-04?view=pro&place=kushiro-shi")).day;
    expect(day.sky.point).toMatchObject({ lat: 42.9849, lon: 144.3817 });
    expect(await shownTimes(page)).toEqual(recordTimes(day));
    expect((await shownTimes(page))["sun-rise"]).not.toBe("06:39"); // Tokyo's
    expect(await page.textContent("#times-caption")).toContain("釧路市（北海道）");
    expect(await page.textContent("#times-clock")).toContain("時刻は日本時間（JST）");
    expect(await page.inputValue("#place-select")).toBe("kushiro-shi");
    expect(await page.locator("#place-select option").count()).toBe(48);
    expect(await page.getAttribute("#day-next", "href")).toBe("/cal/2026/02/05?place=kushiro-shi");
    expect(await page.isVisible("#tz-choice")).toBe(false); // Japan's clock is JST
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), "day-place-1280.png"), fullPage: true });
    // the link shows it again; a capital picked after it drops the searched place from the picker
    await page.goto(`${pages.server.url}/cal/2026/02/04?place=kushiro-shi`);
    await page.waitForSelector("#sky:not([hidden])");
    await settled(page);
    expect(await shownTimes(page)).toEqual(recordTimes(day));
    expect(await page.textContent("#times-caption")).toContain("釧路市（北海道）");
    await Promise.all([page.waitForURL("**/cal/2026/02/04?place=sapporo"), page.selectOption("#place-select", "sapporo")]);
    await page.waitForSelector("#sky", { state: "hidden" });
    await settled(page);
    expect(await page.locator("#place-select option").count()).toBe(47);
    // on a phone
    await page.goto(`${pages.server.url}/cal/2026/02/04?place=kushiro-shi`);
    await page.waitForSelector("#sky:not([hidden])");
    await settled(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.fill("#place-q", "釧路");
    await pick.waitFor();
    expect(await docWidth(page)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), "day-place-360.png"), fullPage: true });
    await page.locator("#times-section").screenshot({ path: join(tmpdir(), "day-place-360-times.png") });
    expect(problems).toEqual(CLEAN);
    await done();
  });

  it("a place abroad offers its own clock: tz=auto in the URL, the times on New York's clock as the API gives them", async () => {
    const { page, problems, done } = await open();
    await page.goto(`${pages.server.url}/cal/2026/02/04`);
    await settled(page);
    await enterToken(page);
    await page.fill("#place-q", "New York");
    const pick = page.locator('#place-results button[data-id="new-york-city"]');
    await pick.waitFor();
    await Promise.all([page.waitForURL("**/cal/2026/02/04?place=new-york-city"), pick.click()]);
    await page.waitForSelector("#tz-choice:not([hidden])");
    await settled(page);
    expect(await shownTimes(page)).toEqual(recordTimes((await api("/gw/day/2026-02-04?view=pro&place=new-york-city")).day));
    expect(await page.textContent("#tz-zone")).toBe("America/New_York");
    expect(await page.isChecked("#tz-jst")).toBe(true);
    await Promise.all([page.waitForURL("**/cal/2026/02/04?place=new-york-city&tz=auto"), page.check("#tz-auto")]);
    await page.waitForFunction(() => document.getElementById("times-clock")!.textContent.includes("America/New_York"));
    await settled(page);
    const local = (await api("/gw/day/2026-02-04?view=pro&place=new-york-city&tz=auto")).day;
    expect(local.sky.clock).toEqual({ tz: "America/New_York", offset: "-05:00" });
    expect(await shownTimes(page)).toEqual(recordTimes(local));
    expect(await page.textContent("#times-clock")).toContain("America/New_York の時計（UTC-05:00）");
    expect(await page.getAttribute("#day-prev", "href")).toBe("/cal/2026/02/03?place=new-york-city&tz=auto");
    // the link keeps the clock
    await page.goto(`${pages.server.url}/cal/2026/02/04?place=new-york-city&tz=auto`);
    await page.waitForFunction(() => document.getElementById("times-clock")!.textContent.includes("America/New_York"));
    await settled(page);
    expect(await page.isChecked("#tz-auto")).toBe(true);
    expect(await shownTimes(page)).toEqual(recordTimes(local));
    expect(problems).toEqual(CLEAN);
    await done();
  });

  it("an unknown id shows the API's one-line reason and Tokyo's times, not a broken page", async () => {
    const { page, done } = await open();
    await page.goto(`${pages.server.url}/cal/2026/02/04`);
    await settled(page);
    await enterToken(page);
    await page.goto(`${pages.server.url}/cal/2026/02/04?place=no-such-place-zz`);
    await settled(page);
    const refused = await api("/gw/day/2026-02-04?view=pro&place=no-such-place-zz");
    expect([refused.code, refused.parameter]).toEqual(["INVALID_PARAMETER", "place"]);
    const status = await page.textContent("#day-status");
    expect(status).toContain("unknown place");
    expect(status).toContain(refused.error);
    expect(new URL(page.url()).search).toBe("");
    expect(await page.inputValue("#place-select")).toBe("tokyo");
    expect(await page.textContent("#sun-rise")).toBe("06:39");
    await done();
  });
});

describe("the birth page's birthplace, without JavaScript", () => {
  /** Fills the form and submits it; the answer page's status. */
  async function cast(page: Page, fields: Record<string, string>, sex: string): Promise<number | undefined> {
    await page.goto(`${pages.server.url}/birth`);
    for (const [selector, value] of Object.entries(fields)) await page.fill(selector, value);
    await page.selectOption("#b-sex", sex);
    const [response] = await Promise.all([page.waitForNavigation(), page.click('#birth-form button[type="submit"]')]);
    return response?.status();
  }

  it("a New York birth (place=new-york-city): read on New York's clock, the API's chart, the place named; fits 360 px", async () => {
    const { page, problems, done } = await open({ javaScriptEnabled: false });
    const fields = { "#b-date": "2026-07-04", "#b-time": "09:30", "#b-place": "new-york-city", "#b-token": TOKENS.pro };
    expect(await cast(page, fields, "male")).toBe(200);
    const url = new URL(page.url());
    expect([url.searchParams.get("place"), url.searchParams.get("tz")]).toEqual(["new-york-city", ""]);
    const chart = await api("/gw/birth/2026-07-04T09:30?place=new-york-city&sex=male");
    expect(chart.clock).toMatchObject({ tz: "America/New_York", offset: "-04:00" });
    expect(chart.at).toBe("2026-07-04T22:30+09:00");
    const pillars = await page.$$eval(".pillars tbody tr:first-child td", (tds) => tds.map((td) => td.textContent?.split(" ")[0]));
    expect(pillars).toEqual([chart.pillars.hour.kanshi, chart.pillars.day.kanshi, chart.pillars.month.kanshi, chart.pillars.year.kanshi]);
    expect(await page.textContent(".birth-facts")).toContain(chart.at);
    const place = await page.textContent(".birth-place");
    for (const text of ["ニューヨーク（US）", "New York City", "America/New_York", "place=new-york-city", "UTC-04:00"])
      expect(place).toContain(text);
    expect(await page.getAttribute("a.json", "href")).toBe("/gw/birth/2026-07-04T09:30?place=new-york-city&sex=male");
    expect(await page.inputValue("#b-place")).toBe("new-york-city");
    expect(await page.inputValue("#b-token")).toBe("");
    await page.screenshot({ path: join(tmpdir(), "birth-place-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: join(tmpdir(), "birth-place-360.png"), fullPage: true });
    await page.locator("#answer").screenshot({ path: join(tmpdir(), "birth-place-360-answer.png") });
    expect(problems).toEqual(CLEAN);
    await done();
  });

  it("a name: the first match used, the others offered as links that cast the chart there", async () => {
    const { page, problems, done } = await open({ javaScriptEnabled: false });
    expect(await cast(page, { "#b-date": "2026-07-04", "#b-time": "09:30", "#b-place": "釧路" }, "female")).toBe(200);
    expect(await page.textContent(".birth-place strong")).toBe("釧路市");
    expect(await page.getAttribute("a.json", "href")).toBe("/gw/birth/2026-07-04T09:30?place=kushiro-shi&sex=female");
    const [response] = await Promise.all([page.waitForNavigation(), page.click('.other-places a:has-text("釧路町")')]);
    expect(response?.status()).toBe(200);
    expect(await page.textContent(".birth-place strong")).toBe("釧路町");
    expect(await page.inputValue("#b-place")).toBe("kushiro-cho");
    expect(await page.getAttribute("a.json", "href")).toBe("/gw/birth/2026-07-04T09:30?place=kushiro-cho&sex=female");
    // no match: the reason naming place, and the search
    expect(await cast(page, { "#b-date": "2026-07-04", "#b-place": "Atlantisxyz" }, "")).toBe(400);
    expect(await page.textContent(".error-box .reason")).toMatch(/^place: .*\(INVALID_PARAMETER\)$/);
    expect(await page.getAttribute(".error-box a.places-search", "href")).toBe("/gw/places?q=Atlantisxyz");
    expect(problems.pageErrors).toEqual([]);
    await done();
  });
});
