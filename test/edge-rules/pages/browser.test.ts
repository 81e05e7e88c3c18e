/**
 * The pages in headless Chromium (docs/interface.md#pages), over a real generated tree (2026) served by
 * the Node server on 127.0.0.1 (port 0): status, console, requests, the month grid against the
 * API's records, navigation, the HTML 404, the finder against /gw/find, the day page's glossary
 * meanings and Pro notes, its directions, 九星 boards and sun and moon times for a chosen place (Pro),
 * 360 px, print on one A4 landscape page, and axe; the business-day page
 * against /gw/business and /gw/long-weekends over a tree of 2026–2027 (the year-end crosses into 2027);
 * the converter page (/wareki) with JavaScript disabled: the form, the rendered record against
 * /gw/wareki, both courts, the error box, and a typed <script> shown as text.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../edge-rules/node/serve.ts";
import { GLOSSARY_PATH } from "../../../schemas/files/layout.ts";
import {
  type AxeViolation,
  axeOnEveryDocument,
  pdfPageCount,
  seriousViolations,
  watchedContext,
  type PageProblems,
} from "../../support/browser.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { pageServer, type PageServer } from "../../support/page-server.ts";
import { TOKENS } from "../fixtures.ts";

let pages: PageServer | undefined;
let tree: GeneratedTree;
let server: RunningServer;
let browser: Browser;
let glossary: any;

/** The project's own pages, each loaded in the checks below. */
const PAGES = [
  "/",
  "/docs",
  "/find",
  "/business",
  "/cal/2026/05",
  "/cal/2026/05/05",
  "/find?start=2026-01-01&end=2026-03-31&rokuyou=taian",
  "/business?q=day&calendar=bank&closed=wed&date=2026-12-30",
  "/wareki",
  `/wareki?q=${encodeURIComponent("元弘3年5月22日")}`,
];

beforeAll(async () => {
  pages = await pageServer(2026);
  ({ tree, server, browser } = pages);
  glossary = JSON.parse(readFileSync(join(tree.dir, "public", GLOSSARY_PATH), "utf8"));
}, 300_000);

afterAll(() => pages?.close());

/** A fresh page in a watched context. */
async function open(
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ page: Page; problems: PageProblems; done: () => Promise<void> }> {
  const { context, problems } = await watchedContext(browser, server.url, options);
  const page = await context.newPage();
  return { page, problems, done: () => context.close() };
}

/** Waits until a script-rendered page has settled (its status line no longer says loading). */
async function settled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const text = document.querySelector(s)?.textContent ?? "";
    return text !== "" && !text.includes("読み込み中") && !text.includes("探しています");
  }, selector);
}

const record = (iso: string): Record<string, any> => tree.records.find((r) => r.iso === iso)!;

/** What one visit of a page showed. */
interface Visit {
  readonly path: string;
  readonly status: number | undefined;
  readonly csp: string | undefined;
  readonly lang: string | null;
  readonly icon: string | null;
  /** The document's width, CSS px. */
  readonly width: number;
  /** axe's serious and critical violations. */
  readonly violations: AxeViolation[];
}

/** Every page of PAGES, then the HTML 404, visited once at one viewport in a fresh context. */
interface Pass {
  readonly visits: Visit[];
  /** What the context saw over PAGES (the 404 page's own 404 is left out). */
  readonly problems: PageProblems;
}

/**
 * One pass over the pages at `viewport`, shared by the tests that read it (status and headers, icon, width, axe):
 * a navigation and its axe run are most of this file's CPU, so each page is visited once a viewport, not once a
 * test. Runs when a test first asks for it.
 */
function visitsAt(options: Parameters<Browser["newContext"]>[0]): () => Promise<Pass> {
  let pass: Promise<Pass> | undefined;
  const run = async (): Promise<Pass> => {
    const { page, problems, done } = await open(options);
    await axeOnEveryDocument(page);
    const visit = async (path: string): Promise<Visit> => {
      const response = await page.goto(server.url + path, { waitUntil: "networkidle" });
      if (path.startsWith("/cal/2026/05/") || path.startsWith("/find?") || path.startsWith("/business?"))
        await settled(page, "[role=status]");
      // one evaluation for the three readings: a selector call would first send Playwright's own 345 KB script
      const read = await page.evaluate(() => ({
        lang: document.documentElement.getAttribute("lang"),
        icon: document.querySelector('link[rel="icon"]')?.getAttribute("href") ?? null,
        width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      }));
      return {
        path,
        status: response?.status(),
        csp: response?.headers()["content-security-policy"],
        ...read,
        violations: await seriousViolations(page),
      };
    };
    const visits: Visit[] = [];
    for (const path of PAGES) visits.push(await visit(path));
    const seen = structuredClone(problems);
    visits.push(await visit("/nope-404"));
    await done();
    return { visits, problems: seen };
  };
  return () => (pass ??= run());
}

const desktop = visitsAt({ viewport: { width: 1280, height: 900 } });
const phone = visitsAt({ viewport: { width: 360, height: 740 }, isMobile: true, deviceScaleFactor: 2 });

/** Enters the Pro token through the day page's form and waits for the Pro sections. */
async function enterToken(page: Page): Promise<void> {
  await page.click("#token-box summary");
  await page.fill("#token-input", TOKENS.pro);
  await page.click('#token-form button[type="submit"]');
  await page.waitForSelector("#houi-section:not([hidden])");
  await settled(page, "#day-status");
}

describe("pages in Chromium", () => {
  it("every page loads with 200, no console errors, no failed or off-host requests", async () => {
    const { visits, problems } = await desktop();
    for (const visit of visits.filter((v) => PAGES.includes(v.path))) {
      expect(visit.status, visit.path).toBe(200);
      expect(visit.csp, visit.path).toContain("script-src 'self'");
      expect(visit.lang, visit.path).toBe("ja");
    }
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], offHostRequests: [] });
  });

  it("/cal/2026/05 shows 31 days whose 六曜, 旧暦, holiday, 節気 and moon equal the API's records", async () => {
    const { page, done } = await open();
    await page.goto(`${server.url}/cal/2026/05`);
    const cells = await page.$$eval("td[data-iso]", (tds) =>
      tds.map((td) => ({
        iso: td.getAttribute("data-iso"),
        date: td.querySelector("time")?.textContent,
        rokuyou: td.querySelector(".rokuyou")?.textContent ?? "",
        kyureki: td.querySelector(".kyureki")?.textContent ?? "",
        holiday: td.querySelector(".holiday")?.textContent ?? "",
        sekki: td.querySelector(".sekki")?.textContent ?? "",
        moon: (td.querySelector(".moon")?.textContent ?? "").replace(/^[●○]/, ""),
        column: (td as HTMLTableCellElement).cellIndex,
        red: td.classList.contains("hol") || td.classList.contains("sun"),
      })),
    );
    expect(cells).toHaveLength(31);
    const api = await (await fetch(`${server.url}/gw/range/2026-05-01/2026-05-31`)).json();
    const youbi = ["日", "月", "火", "水", "木", "金", "土"];
    expect(cells).toEqual(
      api.days.map((r: any) => ({
        iso: r.iso,
        date: String(r.d),
        rokuyou: r.rokuyou,
        kyureki: r.kyureki,
        holiday: r.holiday ?? "",
        sekki: r.sekki,
        moon: r.moonmark,
        column: youbi.indexOf(r.youbi),
        red: r.holiday !== undefined || r.youbi === "日",
      })),
    );
    // the month really has holidays, a solar term and both moons to compare
    expect(cells.filter((c) => c.holiday !== "").length).toBeGreaterThanOrEqual(3);
    expect(cells.some((c) => c.sekki !== "") && cells.some((c) => c.moon === "新月") && cells.some((c) => c.moon === "満月")).toBe(true);
    await done();
  });

  it("previous/next links move by a month and stop at the coverage", async () => {
    const { page, done } = await open();
    await page.goto(`${server.url}/cal/2026/05`);
    await Promise.all([page.waitForURL("**/cal/2026/06"), page.click("nav.months a.next:not(.year)")]);
    expect(await page.textContent("table.month caption")).toContain("2026年6月");
    await Promise.all([page.waitForURL("**/cal/2026/05"), page.click("nav.months a.prev:not(.year)")]);
    await Promise.all([page.waitForURL("**/cal/2026/04"), page.click("nav.months a.prev:not(.year)")]);
    expect(await page.textContent("table.month caption")).toContain("2026年4月");
    await page.goto(`${server.url}/cal/2026/01`);
    expect(await page.$("nav.months a.prev")).toBeNull();
    expect(await page.textContent("nav.months .prev.off:not(.year)")).toContain("12月");
    // the years beside them: the coverage is 2026 alone
    expect(await page.textContent("nav.months .prev.year.off")).toContain("2025年");
    expect(await page.textContent("nav.months .next.year.off")).toContain("2027年");
    await done();
  });

  it("the month picker (landing and month pages) opens any month of the coverage without JavaScript; decade links", async () => {
    const { page, done } = await open({ javaScriptEnabled: false });
    await page.goto(`${server.url}/`);
    expect(await page.$$("ul.years")).toEqual([]); // no list of every year's months any more
    expect(await page.$$eval("nav.decades a", (links) => links.map((a) => a.getAttribute("href")))).toEqual(["/cal/2026/01"]);
    await page.fill("#cal-y", "2026");
    await page.selectOption("#cal-m", "7");
    await Promise.all([page.waitForURL("**/cal/2026/07"), page.click("form.month-picker button")]);
    expect(await page.textContent("table.month caption")).toContain("2026年7月");
    // the month page's own picker starts at its month
    expect(await page.inputValue("#pick-y")).toBe("2026");
    expect(await page.inputValue("#pick-m")).toBe("7");
    await page.selectOption("#pick-m", "2");
    await Promise.all([page.waitForURL("**/cal/2026/02"), page.click("form.month-picker button")]);
    // a year outside the coverage lands on its nearest month; a year that is no number is the HTML 404
    for (const [query, to] of [
      ["y=1990&m=5", "/cal/2026/01"],
      ["y=2100&m=5", "/cal/2026/12"],
      ["y=2026", "/cal/2026/01"],
      ["y=2026&m=09", "/cal/2026/09"],
    ]) {
      const res = await fetch(`${server.url}/cal?${query}`, { redirect: "manual" });
      expect(res.status, query).toBe(302);
      expect(res.headers.get("location"), query).toBe(to);
    }
    for (const query of ["y=abc", "y=2026&m=13", "m=5"]) expect((await fetch(`${server.url}/cal?${query}`)).status, query).toBe(404);
    await done();
  });

  it("with JavaScript the landing page's picker starts at the current JST month, clamped to the coverage", async () => {
    const { page, done } = await open();
    await page.goto(`${server.url}/`);
    const now = new Date(Date.now() + 9 * 3_600_000);
    const y = Math.min(Math.max(now.getUTCFullYear(), 2026), 2026);
    const m = now.getUTCFullYear() < 2026 ? 1 : now.getUTCFullYear() > 2026 ? 12 : now.getUTCMonth() + 1;
    expect(await page.inputValue("#cal-y")).toBe(String(y));
    expect(await page.inputValue("#cal-m")).toBe(String(m));
    await done();
  });

  it("a month or day outside the coverage, or an unknown page, is the HTML 404", async () => {
    const { page, done } = await open();
    for (const path of ["/cal/2025/12", "/cal/2027/01", "/cal/2026/13", "/cal/2026/02/29", "/cal/2026/05/", "/docs/nope", "/nope"]) {
      const response = await page.goto(server.url + path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()["content-type"], path).toBe("text/html; charset=utf-8");
      expect(await page.textContent("h1"), path).toContain("ページが見つかりません");
    }
    await done();
  });

  it("the finder form returns the same days as /gw/find", async () => {
    const { page, problems, done } = await open();
    await page.goto(`${server.url}/find`);
    await page.fill("#f-start", "2026-01-01");
    await page.fill("#f-end", "2026-12-31");
    await page.check('input[name="rokuyou"][value="taian"]');
    await page.check('input[name="weekday"][value="sat"]');
    await page.check('input[name="weekday"][value="sun"]');
    await Promise.all([page.waitForURL("**/find?**"), page.click('#find-form button[type="submit"]')]);
    await settled(page, "#find-status");
    const shown = await page.$$eval("#find-results li", (lis) =>
      lis.map((li) => [li.getAttribute("data-iso"), li.querySelector("a")?.getAttribute("href")]),
    );
    const api = await (await fetch(`${server.url}/gw/find?start=2026-01-01&end=2026-12-31&rokuyou=taian&weekday=sat,sun`)).json();
    expect(api.days.length).toBeGreaterThan(5);
    expect(shown).toEqual(api.days.map((d: any) => [d.iso, `/cal/${d.iso.replaceAll("-", "/")}`]));
    // a result leads to its day page
    await Promise.all([page.waitForURL(`**/cal/${api.days[0].iso.replaceAll("-", "/")}`), page.click("#find-results li a")]);
    expect(problems.consoleErrors).toEqual([]);
    await done();
  });

  it("the subscription builder turns the chosen items into https and webcal links to /gw/calendar.ics", async () => {
    const { page, done } = await open();
    await page.goto(`${server.url}/`);
    const host = new URL(server.url).host;
    expect(await page.getAttribute("#feed-https", "href")).toBe(`${server.url}/gw/calendar.ics?include=holiday,rokuyou`);
    await page.uncheck('input[name="include"][value="rokuyou"]');
    await page.check('input[name="include"][value="sekki"]');
    await page.check('input[name="include"][value="kou72"]');
    await page.check('input[name="lang"][value="en"]');
    expect(await page.getAttribute("#feed-https", "href")).toBe(`${server.url}/gw/calendar.ics?include=holiday,sekki,kou72&lang=en`);
    expect(await page.getAttribute("#feed-webcal", "href")).toBe(`webcal://${host}/gw/calendar.ics?include=holiday,sekki,kou72&lang=en`);
    await done();
  });

  it("the finder pages through long answers with the API's next", async () => {
    const { page, done } = await open();
    await page.goto(`${server.url}/find?start=2026-01-01&end=2026-12-31&rokuyou=butsumetsu&limit=5`);
    await settled(page, "#find-status");
    const api = await (await fetch(`${server.url}/gw/find?start=2026-01-01&end=2026-12-31&rokuyou=butsumetsu&limit=5`)).json();
    expect(api.next).not.toBeNull();
    await Promise.all([page.waitForURL(`**/find?**start=${api.next}**`), page.click("#find-next")]);
    await settled(page, "#find-status");
    const second = await (await fetch(`${server.url}/gw/find?start=${api.next}&end=2026-12-31&rokuyou=butsumetsu&limit=5`)).json();
    expect(await page.$$eval("#find-results li", (lis) => lis.map((li) => li.getAttribute("data-iso")))).toEqual(
      second.days.map((d: any) => d.iso),
    );
    await done();
  });

  it("the day page shows every lite field with its glossary meaning, and no Pro field without a token", async () => {
    const { page, done } = await open();
    await page.goto(`${server.url}/cal/2026/05/05`);
    await settled(page, "#day-status");
    const r = record("2026-05-05");
    const rokuyou = glossary.fields.rokuyou.find((e: any) => e.label === r.rokuyou);
    const field = page.locator('#lite-fields .field[data-field="六曜"]');
    expect(await field.locator(".value").textContent()).toBe(r.rokuyou);
    expect(await field.locator(".meaning").first().textContent()).toBe(rokuyou.summary_ja);
    const youbi = glossary.fields.youbi.find((e: any) => e.label === r.youbi);
    expect(await page.locator('#lite-fields .field[data-field="曜日"] .meaning').first().textContent()).toBe(youbi.summary_ja);
    expect(await page.locator('#lite-fields .field[data-field="祝日"] .value').textContent()).toBe(r.holiday);
    // The holiday's own purpose from the glossary (the law's words for こどもの日), not one text for every holiday.
    const kodomo = glossary.fields.holiday.find((e: any) => e.label === r.holiday);
    const holidayField = page.locator('#lite-fields .field[data-field="祝日"]');
    expect(await holidayField.locator(".meaning").first().textContent()).toBe(kodomo.summary_ja);
    expect(await holidayField.locator(".meaning.en").textContent()).toBe(kodomo.summary_en);
    expect(await holidayField.locator(".value-line .en").textContent()).toBe(kodomo.en);
    expect(await page.locator('#lite-fields .field[data-field="旧暦"] .value').textContent()).toBe(r.kyureki);
    // A holiday says whether its date is confirmed (7 fields on a holiday: 祝日の確定 beside 祝日).
    const status = page.locator('#lite-fields .field[data-field="祝日の確定"]');
    expect(await status.locator(".value").textContent()).toBe("confirmed");
    expect(await status.locator(".meaning").first().textContent()).toMatch(/暦要項/);
    expect(await page.locator("#lite-fields .field").count()).toBe(7);
    expect(await page.isVisible("#pro-section")).toBe(false);
    expect(await page.locator("#notes li").count()).toBe(0);
    expect(await page.locator("#pro-fields .field").count()).toBe(0);
    await done();
  });

  it("with a Pro token entered once, the day page shows the Pro fields and notes with their meanings", async () => {
    const iso = tree.records.find((r) => r.y === 2026 && r.m === 5 && r.notes_arr.length >= 2)!.iso as string;
    const r = record(iso);
    const { page, done } = await open();
    await page.goto(`${server.url}/cal/${iso.replaceAll("-", "/")}`);
    await settled(page, "#day-status");
    await page.click("#token-box summary");
    await page.fill("#token-input", TOKENS.pro);
    await page.click('#token-form button[type="submit"]');
    await page.waitForSelector("#pro-section:not([hidden])");
    const notes = await page.$$eval("#notes li strong", (els) => els.map((e) => e.textContent));
    expect(notes).toEqual(r.notes_arr.map((n: any) => n.label));
    const first = glossary.fields.notes.find((e: any) => e.id === r.notes_arr[0].id);
    expect(await page.locator("#notes li .meaning").first().textContent()).toBe(first.summary_ja);
    expect(await page.locator('#pro-fields .field[data-field="十二直"] .value').textContent()).toBe(r.junichoku);
    // kept in the browser: another day page shows Pro without asking again
    await page.goto(`${server.url}/cal/2026/05/06`);
    await settled(page, "#day-status");
    expect(await page.isVisible("#pro-section")).toBe(true);
    // forgetting it goes back to lite
    await page.click("#token-box summary");
    await page.click("#token-clear");
    await page.waitForSelector("#pro-section[hidden]", { state: "attached" });
    expect(await page.locator("#notes li").count()).toBe(0);
    await done();
  });

  it("with a Pro token, the day page of 2026-02-04 shows 月齢, 潮, 二十七宿, the directions and the three 九星 boards", async () => {
    const r = record("2026-02-04");
    const { page, problems, done } = await open();
    await page.goto(`${server.url}/cal/2026/02/04`);
    await settled(page, "#day-status");
    expect(await page.isVisible("#houi-section")).toBe(false);
    expect(await page.textContent("#pro-hint")).toContain("九星盤・恵方・八将神・金神");
    await enterToken(page);
    const value = (name: string) => page.locator(`#pro-fields .field[data-field="${name}"] .value`).textContent();
    expect(await value("月齢")).toBe(r.moon_age.toFixed(1));
    expect(await value("潮")).toBe(r.tide);
    expect(await page.locator('#pro-fields .field[data-field="潮"] .meaning').first().textContent()).toBe(
      glossary.fields.tide.find((e: any) => e.label === r.tide).summary_ja,
    );
    expect(await value("二十七宿")).toBe(r.shuku27);
    expect(await page.locator('#pro-fields .field[data-field="二十七宿"] .meaning').first().textContent()).toBe(
      glossary.fields.shuku27.find((e: any) => e.label === r.shuku27).summary_ja,
    );
    // 恵方 of 2026 (丙午): 南南東, the 丙 mountain, 165°, with the glossary's meaning
    expect(await page.textContent("#eho .value")).toBe("南南東");
    expect(await page.textContent("#eho .bearing")).toBe("丙の方・165°");
    expect(await page.textContent("#eho .meaning")).toBe(glossary.fields.eho.find((e: any) => e.label === "丙").summary_ja);
    // the year board of 一白水星: 五黄殺 south, 暗剣殺 north, 歳破 子 (north); every cell flown from the centre
    const boards = await page.$$eval(".board-fig", (figures) =>
      figures.map((f) => ({
        kind: f.getAttribute("data-board"),
        cells: Object.fromEntries(
          [...f.querySelectorAll(".cell")].map((c) => [c.getAttribute("data-houi"), c.querySelector(".star")!.textContent]),
        ),
        gooh: f.querySelector(".cell.is-gooh")?.getAttribute("data-houi") ?? null,
        anken: f.querySelector(".cell.is-anken")?.getAttribute("data-houi") ?? null,
        goohLabel: f.querySelector(".cell.is-gooh .mark.gooh")?.textContent ?? null,
        ankenLabel: f.querySelector(".cell.is-anken .mark.anken")?.textContent ?? null,
        ha: f.querySelector(".ha-line .branch")?.textContent,
        label: f.querySelector(".board")!.getAttribute("aria-label"),
      })),
    );
    expect(boards.map((b) => b.kind)).toEqual(["year", "month", "day"]);
    const year = boards[0]!;
    expect(year.cells).toEqual({
      "": "一白水星",
      北西: "二黒土星",
      西: "三碧木星",
      北東: "四緑木星",
      南: "五黄土星",
      北: "六白金星",
      南西: "七赤金星",
      東: "八白土星",
      南東: "九紫火星",
    });
    expect([year.gooh, year.goohLabel, year.anken, year.ankenLabel, year.ha]).toEqual(["南", "五黄殺", "北", "暗剣殺", "子"]);
    expect(year.label).toContain("南 五黄土星（五黄殺）");
    expect(year.label).toContain("北 六白金星（暗剣殺・歳破）");
    for (const b of boards) {
      const side = r.kyusei_board[b.kind!];
      expect([b.cells[""], b.gooh, b.anken, b.ha], b.kind!).toEqual([side.center, side.gooh, side.anken, side.ha]);
    }
    // 八将神: god → branch → direction (the junishi glossary's); 金神: its branches
    const generals = await page.$$eval("#hasshoujin tbody tr", (trs) =>
      trs.map((tr) => [
        tr.getAttribute("data-god"),
        tr.querySelector("td.branch")!.firstChild!.textContent,
        tr.querySelector("td.bearing")!.textContent,
      ]),
    );
    expect(generals.map(([key, branch]) => [key, branch])).toEqual(Object.entries(r.hasshoujin));
    expect(generals.find(([key]) => key === "taisai")![2]).toBe("南 180° south");
    expect(await page.$$eval("#konjin li .branch", (els) => els.map((e) => e.textContent))).toEqual(r.konjin);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], offHostRequests: [] });
    await done();
  });

  it("the day page's sun and moon times follow the place picked, kept in the URL as ?place=", async () => {
    const { page, problems, done } = await open();
    await page.goto(`${server.url}/cal/2026/02/04`);
    await settled(page, "#day-status");
    await enterToken(page);
    const times = () =>
      page.$$eval(["#sun-rise", "#sun-set", "#moon-rise", "#moon-set"].join(","), (tds) => tds.map((td) => td.textContent));
    const api = async (place: string) => {
      const body = await (
        await fetch(`${server.url}/gw/day/2026-02-04?view=pro&place=${place}`, { headers: { authorization: `Bearer ${TOKENS.pro}` } })
      ).json();
      return [body.day.sun.rise, body.day.sun.set, body.day.moon.rise ?? "なし (none)", body.day.moon.set ?? "なし (none)"];
    };
    expect(await page.inputValue("#place-select")).toBe("tokyo");
    expect(await page.locator("#place-select option").count()).toBe(47);
    expect((await times()).slice(0, 2)).toEqual(["06:39", "17:11"]);
    expect(await times()).toEqual(await api("tokyo"));
    await Promise.all([page.waitForURL("**/cal/2026/02/04?place=sapporo"), page.selectOption("#place-select", "sapporo")]);
    await page.waitForFunction(() => document.getElementById("sun-rise")!.textContent !== "06:39");
    await settled(page, "#day-status");
    const sapporo = await api("sapporo");
    expect(sapporo.slice(0, 2)).not.toEqual(["06:39", "17:11"]);
    expect(await times()).toEqual(sapporo);
    expect(await page.textContent("#times-caption")).toContain("札幌（北海道）");
    expect(await page.getAttribute("#day-next", "href")).toBe("/cal/2026/02/05?place=sapporo");
    // a link keeps the place
    await page.goto(`${server.url}/cal/2026/02/04?place=sapporo`);
    await settled(page, "#day-status");
    expect(await page.inputValue("#place-select")).toBe("sapporo");
    expect(await times()).toEqual(sapporo);
    // back to the default: the URL drops ?place=
    await Promise.all([page.waitForURL(/\/cal\/2026\/02\/04$/), page.selectOption("#place-select", "tokyo")]);
    await page.waitForFunction(() => document.getElementById("sun-rise")!.textContent === "06:39");
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], offHostRequests: [] });
    // a day without moonrise shows なし (none); an id the API does not know (atlantis is a place now: Atlantis, South
    // Africa) falls back to Tokyo, the API's 400 the only console line
    const noRise = tree.records.find((x) => x.moon.rise === null)!;
    await page.goto(`${server.url}/cal/${noRise.iso.replaceAll("-", "/")}?place=no-such-place-zz`);
    await settled(page, "#day-status");
    expect(await page.textContent("#day-status")).toContain("unknown place");
    expect(await page.inputValue("#place-select")).toBe("tokyo");
    expect(await page.textContent("#moon-rise")).toBe("なし (none)");
    expect(problems.consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    expect([problems.pageErrors, problems.failedRequests, problems.offHostRequests]).toEqual([[], [], []]);
    await done();
  });

  it("the 遊行 notes are listed with their glossary meaning", async () => {
    const r = tree.records.find((x) => x.notes_arr.some((n: any) => n.id.includes("yugyo")))!;
    const note = r.notes_arr.find((n: any) => n.id.includes("yugyo"));
    const { page, done } = await open();
    await page.goto(`${server.url}/cal/${r.iso.replaceAll("-", "/")}`);
    await settled(page, "#day-status");
    await enterToken(page);
    const item = page.locator("#notes li", { has: page.locator(`strong:text-is("${note.label}")`) });
    expect(await item.locator(".meaning").first().textContent()).toBe(glossary.fields.notes.find((e: any) => e.id === note.id).summary_ja);
    await done();
  });

  it("the Pro day page fits 360 px and axe finds no serious violation at 1280 and 360 px", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const { page, done } = await open({ viewport, isMobile: viewport.width < 500, deviceScaleFactor: 2 });
      await page.goto(`${server.url}/cal/2026/02/04`);
      await settled(page, "#day-status");
      await enterToken(page);
      const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page), `at ${viewport.width}px`).toEqual([]);
      await done();
    }
  });

  it("at 360 px no page is wider than the viewport", async () => {
    for (const { path, width } of (await phone()).visits) expect(width, path).toBeLessThanOrEqual(360);
  });

  it("a month prints on one A4 landscape page", async () => {
    const { page, done } = await open();
    for (const path of ["/cal/2026/05", "/cal/2026/08"]) {
      await page.goto(server.url + path);
      await page.emulateMedia({ media: "print" });
      expect(await page.evaluate(() => matchMedia("print").matches)).toBe(true);
      expect(await page.isVisible("header.site")).toBe(false);
      const pdf = await page.pdf({ format: "A4", landscape: true, printBackground: true, preferCSSPageSize: true });
      expect(pdfPageCount(pdf), path).toBe(1);
    }
    await done();
  });

  it("axe finds no serious or critical violation on the project's pages, at 1280 px and on a 360 px phone", async () => {
    for (const [at, pass] of [
      ["1280px", desktop],
      ["360px", phone],
    ] as const) {
      for (const { path, violations } of (await pass()).visits) expect(violations, `${path} at ${at}`).toEqual([]);
    }
  });
});

describe("favicon, current-month defaults, plan errors and 390 px", () => {
  it("every page links an icon that loads, and /favicon.ico is an image: no console error on a first visit", async () => {
    const { visits, problems } = await desktop();
    const linked = "/assets/favicon.svg";
    for (const { path, icon } of visits) expect(icon, path).toBe(linked);
    // the icon each page links, and what a browser fetches by itself (e.g. over a JSON answer): images it can draw
    const { page, done } = await open();
    const icon = await page.request.get(server.url + linked);
    expect([icon.status(), icon.headers()["content-type"]]).toEqual([200, "image/svg+xml"]);
    const ico = await page.request.get(`${server.url}/favicon.ico`, {
      headers: { accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8" },
    });
    expect([ico.status(), ico.headers()["content-type"]]).toEqual([200, "image/svg+xml"]);
    // the pages' first visit, in a fresh context (the shared desktop pass): no console error, the icon included
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], offHostRequests: [] });
    await done();
    // A browser opening /favicon.ico gets an image it can draw. In a plain context, as a user's browser opens it
    // (Playwright's request interception, which watchedContext once used, aborted this one navigation).
    const plain = await browser.newContext();
    const errors: string[] = [];
    plain.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const tab = await plain.newPage();
    const shown = await tab.goto(`${server.url}/favicon.ico`);
    expect([shown?.status(), shown?.headers()["content-type"]]).toEqual([200, "image/svg+xml"]);
    await tab.goto(`${server.url}/`);
    const drawn = await tab.evaluate(async () => {
      const img = new Image();
      img.src = "/favicon.ico";
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(drawn).toEqual([32, 32]);
    expect(errors).toEqual([]);
    await plain.close();
  });

  /** 2026-08-31 15:30 UTC is already 2026-09-01 in Japan: a page that used UTC or the browser's zone would say August. */
  const JST_SEPTEMBER = new Date("2026-08-31T15:30:00Z");

  it("/find, the landing's Try it links and the 404 page start at the current JST month, in any browser time zone", async () => {
    for (const timezoneId of ["America/Los_Angeles", "Asia/Tokyo", "UTC"]) {
      const { page, problems, done } = await open({ timezoneId });
      await page.clock.setFixedTime(JST_SEPTEMBER);
      await page.goto(`${server.url}/find`, { waitUntil: "networkidle" });
      // a year on less a day, clipped to the coverage (2026 only here)
      expect([await page.inputValue("#f-start"), await page.inputValue("#f-end")], timezoneId).toEqual(["2026-09-01", "2026-12-31"]);
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      const tries = await page.$$eval("ul.try a[data-jst-href]", (as) => as.map((a) => [a.getAttribute("href"), a.textContent]));
      expect(tries, timezoneId).toEqual([
        ["/gw/day/2026-09-01", "GET /gw/day/2026-09-01"],
        ["/gw/range/2026-09-01/2026-09-07", "GET /gw/range/2026-09-01/2026-09-07"],
        ["/gw/find?start=2026-09-01&end=2026-12-31&rokuyou=taian&weekday=sat,sun", "GET /gw/find?…rokuyou=taian&weekday=sat,sun"],
        ["/gw.php?fn=day&date=2026-09-01", "GET /gw.php?fn=day&date=2026-09-01"],
      ]);
      // the links answer: the day the page names is inside the coverage
      expect((await page.request.get(server.url + tries[0]![0])).status()).toBe(200);
      expect(problems.consoleErrors).toEqual([]);
      await page.goto(`${server.url}/nope`, { waitUntil: "networkidle" });
      const month = page.locator("main a[data-jst-href]");
      expect([await month.getAttribute("href"), await month.textContent()], timezoneId).toEqual(["/cal/2026/09", "2026年9月 2026-09"]);
      // the 404 document itself is the only failed load
      expect(problems.consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 404 (Not Found)"]);
      await done();
    }
  });

  it("outside the coverage the defaults clamp to its nearest month", async () => {
    const { page, done } = await open();
    await page.clock.setFixedTime(new Date("2031-03-01T00:00:00Z"));
    await page.goto(`${server.url}/find`, { waitUntil: "networkidle" });
    expect([await page.inputValue("#f-start"), await page.inputValue("#f-end")]).toEqual(["2026-12-01", "2026-12-31"]);
    await page.clock.setFixedTime(new Date("2019-12-31T14:59:59Z"));
    await page.goto(`${server.url}/nope`, { waitUntil: "networkidle" });
    expect(await page.getAttribute("main a[data-jst-href]", "href")).toBe("/cal/2026/01");
    await done();
  });

  it("a query keeps its own span on /find", async () => {
    const { page, done } = await open();
    await page.clock.setFixedTime(JST_SEPTEMBER);
    await page.goto(`${server.url}/find?start=2026-02-01&end=2026-02-28&rokuyou=taian`);
    await settled(page, "#find-status");
    expect([await page.inputValue("#f-start"), await page.inputValue("#f-end")]).toEqual(["2026-02-01", "2026-02-28"]);
    await done();
  });

  it("/find shows the plan errors in Japanese with the API's English beside", async () => {
    const { page, done } = await open();
    const cases = [
      ["/find?start=2026-01-01&end=2026-03-31&purpose=wedding", "Pro か Ultra のプランが必要です", "PLAN_REQUIRED"],
      ["/find?start=2026-01-01&end=2027-06-30&rokuyou=taian", "このプランで探せるのは 366 日までです", "RANGE_TOO_LONG"],
    ] as const;
    for (const [path, jaText, code] of cases) {
      await page.goto(server.url + path);
      await page.waitForSelector("#find-status .en");
      const status = page.locator("#find-status");
      expect(await status.textContent(), path).toContain(jaText);
      expect(await status.locator('.en[lang="en"]').textContent(), path).toMatch(new RegExp(`^\\S.* \\(${code}\\)$`));
      expect(await page.locator("#find-results li").count(), path).toBe(0);
    }
    await done();
  });

  it("at 390 px the plan table shows every column and the day heading keeps its date whole", async () => {
    const { page, done } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const fit = await page.evaluate(() => {
      const box = document.querySelector("table.plans")!.closest(".scroll")!;
      const last = document.querySelector("table.plans thead th:last-child")!.getBoundingClientRect();
      return { scroll: box.scrollWidth, client: box.clientWidth, lastRight: last.right, page: document.documentElement.scrollWidth };
    });
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(fit.lastRight).toBeLessThanOrEqual(390);
    expect(fit.page).toBeLessThanOrEqual(390);
    await page.goto(`${server.url}/cal/2026/05/05`);
    await settled(page, "#day-status");
    const heading = await page.evaluate(() => {
      const iso = document.querySelector("#day-title .iso")!;
      return { text: iso.textContent, lines: new Set([...iso.getClientRects()].map((r) => Math.round(r.top))).size };
    });
    expect(heading).toEqual({ text: "2026-05-05 (Tue)", lines: 1 });
    await done();
  });
});

describe("the converter page (/wareki) with JavaScript disabled", () => {
  /** A context without JavaScript: the form and the answer are plain HTML. */
  const noScript = () => open({ javaScriptEnabled: false });
  /** Types `q` (and picks `calendar`), submits and waits for the answer page. */
  const convert = async (page: Page, q: string, calendar?: "gregorian" | "julian"): Promise<number | undefined> => {
    await page.goto(`${server.url}/wareki`);
    await page.fill("#w-q", q);
    if (calendar) await page.check(`input[name="calendar"][value="${calendar}"]`);
    const [response] = await Promise.all([page.waitForNavigation(), page.click('#wareki-form button[type="submit"]')]);
    return response?.status();
  };
  const api = async (path: string): Promise<any> => (await fetch(server.url + path)).json();
  const dates = (page: Page) => page.$$eval(".wareki-facts .date", (els) => els.map((e) => e.getAttribute("data-iso")));

  it("天正10年6月2日 through the form: 1582-07-01 (Gregorian), 1582-06-21 (Julian), the API's record; the URL is bookmarkable", async () => {
    const { page, problems, done } = await noScript();
    expect(await convert(page, "天正10年6月2日")).toBe(200);
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get("q"), url.searchParams.get("calendar")]).toEqual(["/wareki", "天正10年6月2日", "gregorian"]);
    expect(await page.textContent(".wareki-date")).toBe("天正10年6月2日");
    expect(await dates(page)).toEqual(["1582-07-01", "1582-06-21"]);
    const r = await api(`/gw/wareki/1582-07-01`);
    const facts = await page.textContent(".wareki-facts");
    for (const value of [r.kanshi, r.kanshi_year, r.rokuyou, `${r.kyureki.year}年${r.kyureki.month}月${r.kyureki.day}日`, `（${r.youbi}）`])
      expect(facts).toContain(value);
    expect(await page.inputValue("#w-q")).toBe("天正10年6月2日");
    // the JSON link answers the same record
    const href = (await page.getAttribute("a.json", "href"))!;
    expect((await api(href)).results[0]).toEqual({
      ...r,
      input: "天正10年6月2日",
      reading: { era: "天正", convention: "in_force", note: null },
    });
    // the bookmarked URL shows it again, and the page ran no script at all
    await page.goto(page.url());
    expect(await page.textContent(".wareki-date")).toBe("天正10年6月2日");
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], offHostRequests: [] });
    await done();
  });

  it("a Julian date: 1582-06-21 read as Julian is 天正10年6月2日, and Julian stays chosen", async () => {
    const { page, done } = await noScript();
    expect(await convert(page, "1582-06-21", "julian")).toBe(200);
    expect(new URL(page.url()).searchParams.get("calendar")).toBe("julian");
    expect(await page.textContent(".wareki-date")).toBe("天正10年6月2日");
    expect(await dates(page)).toEqual(["1582-07-01", "1582-06-21"]);
    expect(await page.isChecked('input[name="calendar"][value="julian"]')).toBe(true);
    expect(await page.getAttribute("a.json", "href")).toBe("/gw/wareki/1582-06-21?calendar=julian");
    await done();
  });

  it("元弘3年5月22日 shows the eras of both courts, labelled", async () => {
    const { page, done } = await noScript();
    expect(await convert(page, "元弘3年5月22日")).toBe(200);
    const r = (await api(`/gw/wareki?text=${encodeURIComponent("元弘3年5月22日")}`)).results[0];
    const eras = await page.$$eval("ul.eras li", (lis) => lis.map((li) => [li.getAttribute("data-court"), li.textContent]));
    expect(eras.map(([court]) => court).sort()).toEqual(["north", "south"]);
    for (const e of r.eras) {
      const shown = eras.find(([court]) => court === e.court)![1]!;
      expect(shown).toContain(e.court === "south" ? "南朝" : "北朝");
      expect(shown).toContain(`${e.name}${e.year === 1 ? "元" : e.year}年`);
    }
    await done();
  });

  it("明治5年12月3日 shows the API's reason in a visible error box, the form still filled (on a phone)", async () => {
    const { page, done } = await open({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, isMobile: true });
    expect(await convert(page, "明治5年12月3日")).toBe(400);
    // the page opens at the answer (the form's action names #answer): on a phone below the form
    expect(new URL(page.url()).hash).toBe("#answer");
    const box = (await page.locator(".error-box").boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(page.viewportSize()!.height);
    const r = (await api(`/gw/wareki?text=${encodeURIComponent("明治5年12月3日")}`)).results[0];
    expect(await page.isVisible(".error-box")).toBe(true);
    expect(await page.textContent(".error-box .reason")).toBe(`${r.error} (INVALID_DATE)`);
    expect(await page.inputValue("#w-q")).toBe("明治5年12月3日");
    expect(await page.$(".wareki-date")).toBeNull();
    const url = page.url();
    await done();
    // axe runs as a script: in a context with JavaScript on (the page itself has none)
    const on = await open();
    await on.page.goto(url);
    expect(await seriousViolations(on.page)).toEqual([]);
    await on.done();
  });

  it("a <script> typed in is shown as text, never run", async () => {
    const { page, problems, done } = await noScript();
    const hostile = `<script>document.title="owned"</script>"'><b>x</b>`;
    expect(await convert(page, hostile)).toBe(400);
    expect(await page.inputValue("#w-q")).toBe(hostile);
    expect(await page.textContent(".error-box .reason")).toContain(hostile);
    expect(await page.$("main script, main b")).toBeNull();
    expect(await page.title()).not.toBe("owned");
    expect(problems.pageErrors).toEqual([]);
    await done();
    // and with JavaScript on, nothing of it runs either
    const on = await open();
    await on.page.goto(`${server.url}/wareki?q=${encodeURIComponent(hostile)}`);
    expect(await on.page.title()).not.toBe("owned");
    expect(await on.page.$("main script, main b")).toBeNull();
    await on.done();
  });
});

describe("the business-day page (/business) against the API, over 2026–2027", () => {
  let bizTree: GeneratedTree;
  let bizServer: RunningServer;

  beforeAll(async () => {
    bizTree = await generatedTree(2026, 2027);
    bizServer = await startServer({ host: "127.0.0.1", port: 0, handler: bizTree.handler, onError: () => {} });
  }, 300_000);

  afterAll(async () => {
    await bizServer?.close(100);
    bizTree?.cleanup();
  });

  const bizOpen = async (options: Parameters<Browser["newContext"]>[0] = {}) => {
    const { context, problems } = await watchedContext(browser, bizServer.url, options);
    const page = await context.newPage();
    return { page, problems, done: () => context.close() };
  };
  const api = async (path: string): Promise<any> => (await fetch(bizServer.url + path)).json();
  /** Submits one question's button and waits for the answer (or the error) the page shows. */
  const ask = async (page: Page, q: string): Promise<void> => {
    await Promise.all([page.waitForURL(`**/business?q=${q}&**`), page.click(`button[name="q"][value="${q}"]`)]);
    await settled(page, "#business-status");
  };
  const answerIsos = (page: Page, selector: string) =>
    page.$$eval(selector, (els) => els.map((e) => e.getAttribute("data-iso") ?? e.getAttribute("data-start")));

  it("is a date a business day: the verdict, its reason and the nearest business days are the API's", async () => {
    const { page, problems, done } = await bizOpen();
    await page.goto(`${bizServer.url}/business`);
    await page.selectOption("#b-calendar", "government");
    await page.fill("#b-date", "2027-01-02");
    await ask(page, "day");
    expect(new URL(page.url()).search).toBe("?q=day&calendar=government&date=2027-01-02");
    // the page opens at the answer (below the fold here, below the whole form on a phone)
    const heading = (await page.locator("#answer-h").boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(0);
    expect(heading.y + heading.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    const body = await api("/gw/business/2027-01-02?calendar=government");
    expect([body.business, body.label, body.previous, body.next]).toEqual([false, "年末年始", "2026-12-28", "2027-01-04"]);
    expect(await page.textContent("#business-answer .verdict")).toBe(
      "2027年1月2日（土）は休業日です（年末年始） 2027-01-02 (Sat) is closed: year-end holidays",
    );
    expect(await answerIsos(page, "#business-answer dl.facts .date")).toEqual([body.previous, body.next]);
    expect(await page.textContent("#business-status")).toContain("官公庁");
    // an open date wins over the year-end
    await page.fill("#b-open", "2027-01-02");
    await ask(page, "day");
    expect(await page.textContent("#business-answer .verdict")).toContain("2027年1月2日（土）は営業日です");
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], offHostRequests: [] });
    await done();
  });

  it("N business days after 2026-12-28 on each calendar: the API's result (national 12-31, bank 01-04, government 01-06)", async () => {
    const { page, done } = await bizOpen();
    const expected = { national: "2026-12-31", bank: "2027-01-04", government: "2027-01-06" };
    for (const [calendar, result] of Object.entries(expected)) {
      await page.goto(`${bizServer.url}/business`);
      await page.selectOption("#b-calendar", calendar);
      await page.fill("#b-from", "2026-12-28");
      await page.fill("#b-days", "3");
      await ask(page, "add");
      const body = await api(`/gw/business/2026-12-28/add/3?calendar=${calendar}`);
      expect(body.result, calendar).toBe(result);
      expect(await page.getAttribute("#business-answer .result", "data-iso"), calendar).toBe(result);
      expect(await page.textContent("#business-answer .verdict"), calendar).toContain("2026年12月28日（月）の3営業日後は");
    }
    // Enter in a question's own field asks that question, not the form's first one
    await page.fill("#b-days", "-2");
    await Promise.all([page.waitForURL("**/business?q=add&**days=-2#answer"), page.press("#b-days", "Enter")]);
    await settled(page, "#business-status");
    const back = await api("/gw/business/2026-12-28/add/-2?calendar=government");
    expect(await page.getAttribute("#business-answer .result", "data-iso")).toBe(back.result);
    expect(await page.textContent("#business-answer .verdict")).toContain("2営業日前");
    await done();
  });

  it("business days between two dates, with closed weekdays and dates: the counts and closed days are the API's", async () => {
    const { page, done } = await bizOpen();
    await page.goto(`${bizServer.url}/business`);
    await page.check('input[name="closed"][value="wed"]');
    await page.fill("#b-closed-dates", "2026-05-08, 2026-05-11");
    await page.fill("#b-open", "2026-05-09");
    await page.fill("#b-start", "2026-04-25");
    await page.fill("#b-end", "2026-05-10");
    await ask(page, "count");
    expect(new URL(page.url()).searchParams.get("closed")).toBe("wed,2026-05-08,2026-05-11");
    const body = await api("/gw/business/count/2026-04-25/2026-05-10?closed=wed,2026-05-08,2026-05-11&open=2026-05-09");
    expect(body.business_days + body.closed_days).toBe(16);
    expect(await page.textContent("#business-answer .business-days")).toBe(`営業日 ${body.business_days} 日`);
    const rows = await page.$$eval("table.closed-days tbody tr", (trs) =>
      trs.map((tr) => [tr.getAttribute("data-iso"), tr.querySelector(".reason")?.firstChild?.textContent?.trim()]),
    );
    expect(rows).toEqual(body.closed.map((c: any) => [c.date, c.label]));
    expect(rows.map(([iso]) => iso)).toContain("2026-05-08");
    expect(rows.map(([iso]) => iso)).not.toContain("2026-05-09");
    // the bookmarked URL fills the form back
    await page.goto(page.url());
    await settled(page, "#business-status");
    expect(await page.isChecked('input[name="closed"][value="wed"]')).toBe(true);
    expect(await page.inputValue("#b-closed-dates")).toBe("2026-05-08, 2026-05-11");
    expect(await page.inputValue("#b-open")).toBe("2026-05-09");
    expect(await seriousViolations(page)).toEqual([]);
    await done();
  });

  it("the long weekends of a year are the API's runs, with their holidays", async () => {
    const { page, done } = await bizOpen();
    await page.goto(`${bizServer.url}/business`);
    await page.fill("#b-year", "2026");
    await ask(page, "weekends");
    const body = await api("/gw/long-weekends/2026");
    expect(body.runs.length).toBeGreaterThan(3);
    const runs = await page.$$eval("ol.runs li", (lis) =>
      lis.map((li) => [li.getAttribute("data-start"), li.getAttribute("data-end"), li.querySelector(".holiday")?.textContent ?? ""]),
    );
    expect(runs).toEqual(body.runs.map((r: any) => [r.start, r.end, r.holidays.join("・")]));
    expect(await page.textContent("ol.runs")).toContain("こどもの日");
    expect(await seriousViolations(page)).toEqual([]);
    await done();
  });

  it("shows the API's errors in Japanese with the English beside, and no answer", async () => {
    const { page, done } = await bizOpen();
    const cases = [
      ["/business?q=day&date=2026-02-30", "日付が正しくありません", "INVALID_DATE"],
      ["/business?q=day&date=2026-02-03&closed=someday", "受け付けない値です（closed）", "INVALID_PARAMETER"],
      ["/business?q=add&date=2026-01-05&days=400", "このプランで数えられるのは前後 366 営業日までです", "RANGE_TOO_LONG"],
      ["/business?q=count&start=2026-01-01&end=2027-06-30", "このプランで探せるのは 366 日までです", "RANGE_TOO_LONG"],
      ["/business?q=weekends&year=2031", "提供範囲の外です", "OUT_OF_COVERAGE"],
    ] as const;
    for (const [path, jaText, code] of cases) {
      await page.goto(bizServer.url + path);
      await page.waitForSelector("#business-status .en");
      const status = page.locator("#business-status");
      expect(await status.textContent(), path).toContain(jaText);
      expect(await status.locator('.en[lang="en"]').textContent(), path).toMatch(new RegExp(`^\\S.* \\(${code}\\)$`));
      expect(await page.locator("#business-answer > *").count(), path).toBe(0);
    }
    // through the form: more business days than Lite counts
    await page.goto(`${bizServer.url}/business`);
    await page.fill("#b-from", "2026-01-05");
    await page.fill("#b-days", "400");
    await ask(page, "add");
    expect(await page.textContent("#business-status")).toContain("(RANGE_TOO_LONG)");
    await done();
  });

  it("starts at today in Japan (JST) in any browser time zone, and sends the kept Pro token", async () => {
    const { page, done } = await bizOpen({ timezoneId: "America/Los_Angeles" });
    await page.clock.setFixedTime(new Date("2026-08-31T15:30:00Z"));
    await page.goto(`${bizServer.url}/business`, { waitUntil: "networkidle" });
    const ids = ["#b-date", "#b-from", "#b-start", "#b-end", "#b-year"];
    expect(await Promise.all(ids.map((id) => page.inputValue(id)))).toEqual([
      "2026-09-01",
      "2026-09-01",
      "2026-09-01",
      "2026-09-30",
      "2026",
    ]);
    await page.click("#token-box summary");
    await page.fill("#token-input", TOKENS.pro);
    await page.click('#token-form button[type="submit"]');
    const request = page.waitForRequest("**/gw/business/**");
    await page.goto(`${bizServer.url}/business?q=day&date=2026-09-01`);
    expect((await request).headers()["authorization"]).toBe(`Bearer ${TOKENS.pro}`);
    await settled(page, "#business-status");
    expect(await page.textContent("#business-answer .verdict")).toContain("2026年9月1日（火）は営業日です");
    await done();
  });
});
