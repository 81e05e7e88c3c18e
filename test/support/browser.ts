/**
 * Headless Chromium for the page tests: the Chromium of test/support/chromium-executable.ts
 * (CHROMIUM_PATH, Debian's chromium, else @sparticuz/chromium from npm) driven by playwright-core,
 * with every request recorded. Requests to any host but the test server are
 * recorded as off-host and fail inside the machine (a proxy that refuses them, see {@link refusingProxy});
 * console errors, page errors and failed requests are recorded too, so a test can assert that a page is clean. axe-core is injected with `page.evaluate` of
 * its source (or once per page into an isolated world of every document, {@link axeOnEveryDocument}): the pages' CSP
 * blocks `addScriptTag`, and evaluation through the DevTools protocol is not subject to the page's CSP (the CSP stays
 * on for everything the page itself does).
 */
import { readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type AddressInfo } from "node:net";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { chromiumExecutable, firstLine } from "./chromium-executable.ts";
import { writeCjkFontconfig } from "./cjk-fonts.ts";

/** The flags every launch uses: no sandbox (containers, root), nothing that reaches the network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Launches headless Chromium with Noto Sans JP available (test/support/cjk-fonts.ts).
 * @throws one line saying what to install when no Chromium can be found or started.
 */
export async function launchBrowser(): Promise<Browser> {
  const executable = await chromiumExecutable();
  const fonts = writeCjkFontconfig();
  const env = fonts === null ? process.env : { ...process.env, FONTCONFIG_FILE: fonts.file };
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: executable.path, headless: true, args: CHROMIUM_ARGS, env });
  } catch (error) {
    if (fonts !== null) rmSync(fonts.dir, { recursive: true, force: true });
    const hint =
      executable.source === "@sparticuz/chromium"
        ? ` (if an interrupted run left ${executable.path} half-written, delete it and run again)`
        : "";
    throw new Error(`Chromium (${executable.source}, ${executable.path}) did not start: ${firstLine(error)}${hint}`);
  }
  if (fonts !== null) browser.on("disconnected", () => rmSync(fonts.dir, { recursive: true, force: true }));
  return browser;
}

/** What went wrong while a page was open. */
export interface PageProblems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  readonly failedRequests: string[];
  readonly offHostRequests: string[];
}

let refusing: Promise<string> | undefined;

/**
 * A proxy on loopback that closes every connection at once: a watched context sends every request but the test
 * server's through it, so an off-host request fails inside the machine. Not `context.route`: routing every request
 * through Playwright cost the test process ~4 ms of CPU a request, and the pages make thousands.
 */
function refusingProxy(): Promise<string> {
  refusing ??= new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
  return refusing;
}

/** A context whose pages may only talk to `origin`; the problems are collected. */
export async function watchedContext(
  browser: Browser,
  origin: string,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; problems: PageProblems; clear(): void }> {
  // Only the test server's host is reached directly (the host, not host:port: Playwright's own API requests, `page.request`,
  // match the bypass by host name); everything else, other loopback names too, goes to the refusing proxy. A request to
  // another port of the host is recorded as off-host all the same.
  const proxy = { server: await refusingProxy(), bypass: `<-loopback>,${new URL(origin).hostname}` };
  const context = await browser.newContext({ ...options, serviceWorkers: "block", proxy });
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [], offHostRequests: [] };
  context.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && url !== origin) problems.offHostRequests.push(url);
  });
  context.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  context.on("weberror", (error) => problems.pageErrors.push(String(error.error())));
  context.on("requestfailed", (request) => {
    if (!problems.offHostRequests.includes(request.url()))
      problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ""}`);
  });
  const clear = (): void => {
    for (const list of Object.values(problems)) list.length = 0;
  };
  return { context, problems, clear };
}

const require = createRequire(import.meta.url);
let axeSource: string | null = null;
const axe = (): string => (axeSource ??= readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"));

/** The isolated world axe-core runs in on a page given to {@link axeOnEveryDocument}. */
const AXE_WORLD = "koyomi-axe";
const axeSessions = new WeakMap<Page, CDPSession>();

/**
 * Makes axe-core present in an isolated world of every document `page` loads from now on, for a page that is checked
 * after many navigations (a pass over the pages): its 650 KB source then crosses the protocol once, not once a check
 * (each crossing cost the test process and the browser process ~40 ms of CPU). An isolated world shares the DOM but
 * not the page's globals, so the page's own scripts run as without it; axe's results there were compared with a
 * main-world run (violations, passes, incomplete and inapplicable, node by node) and are the same.
 */
export async function axeOnEveryDocument(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Page.enable");
  await session.send("Page.addScriptToEvaluateOnNewDocument", { source: axe(), worldName: AXE_WORLD });
  axeSessions.set(page, session);
}

/** An axe violation, reduced to what a failure message needs. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

/** Runs axe on the document it is evaluated in (axe-core loaded); its violations, reduced. Self-contained: it is evaluated in the page. */
async function runAxe(excluded: readonly string[]): Promise<AxeViolation[]> {
  const result = await (globalThis as any).axe.run(
    { include: [["html"]], exclude: excluded.map((s: string) => [s]) },
    { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] } },
  );
  return result.violations.map((v: any) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n: any) => String(n.target)),
  }));
}

/** {@link runAxe} in the axe world of the page's current document (the source evaluated there first if it is missing). */
async function violationsInAxeWorld(session: CDPSession, exclude: readonly string[]): Promise<AxeViolation[]> {
  const { frameTree } = await session.send("Page.getFrameTree");
  const { executionContextId } = await session.send("Page.createIsolatedWorld", { frameId: frameTree.frame.id, worldName: AXE_WORLD });
  const evaluate = async (expression: string): Promise<unknown> => {
    const { result, exceptionDetails } = await session.send("Runtime.evaluate", {
      expression,
      contextId: executionContextId,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`axe: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
  };
  if ((await evaluate("typeof axe")) === "undefined") await evaluate(axe());
  return (await evaluate(`(${runAxe.toString()})(${JSON.stringify(exclude)})`)) as AxeViolation[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA, 2.2 AA and best practices) on the page: in its axe world when
 * {@link axeOnEveryDocument} prepared it, else injected into the document.
 * @param exclude CSS selectors left out of the check.
 * @returns the violations of impact serious or critical.
 */
export async function seriousViolations(page: Page, exclude: readonly string[] = []): Promise<AxeViolation[]> {
  const session = axeSessions.get(page);
  let violations: AxeViolation[];
  if (session === undefined) {
    await page.evaluate(axe());
    violations = await page.evaluate(runAxe, [...exclude]);
  } else {
    violations = await violationsInAxeWorld(session, exclude);
  }
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** How many pages a PDF has (counts `/Type /Page` objects, not `/Pages`). */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type\s*\/Page(?!s)/g) ?? []
  ).length;
}
