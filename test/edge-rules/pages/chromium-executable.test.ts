/**
 * Which Chromium the page tests drive (test/support/chromium-executable.ts): CHROMIUM_PATH, then
 * Debian's /usr/bin/chromium, then @sparticuz/chromium from npm; every failure is one line that
 * says what to install or set. And the fontconfig file that gives screenshots a Japanese font.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { launchBrowser } from "../../support/browser.ts";
import { chromiumExecutable, DEBIAN_CHROMIUM, installedChromium } from "../../support/chromium-executable.ts";
import { fontconfigDocument, notoSansJpDirectories, writeCjkFontconfig } from "../../support/cjk-fonts.ts";

const saved = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
});

describe("choosing Chromium", () => {
  const only =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it("takes CHROMIUM_PATH first, then Debian's chromium, else leaves it to the npm package", () => {
    expect(installedChromium({ CHROMIUM_PATH: "/opt/c/chrome" }, only("/opt/c/chrome", DEBIAN_CHROMIUM))).toEqual({
      path: "/opt/c/chrome",
      source: "CHROMIUM_PATH",
    });
    expect(installedChromium({}, only(DEBIAN_CHROMIUM))).toEqual({ path: DEBIAN_CHROMIUM, source: "debian" });
    expect(installedChromium({ CHROMIUM_PATH: "" }, only(DEBIAN_CHROMIUM))).toEqual({ path: DEBIAN_CHROMIUM, source: "debian" });
    expect(installedChromium({}, only())).toBeNull();
  });

  it("refuses a CHROMIUM_PATH that does not exist, in one line", () => {
    expect(() => installedChromium({ CHROMIUM_PATH: "/nowhere/chromium" }, only(DEBIAN_CHROMIUM))).toThrow(
      /^CHROMIUM_PATH=\/nowhere\/chromium does not exist: [^\n]+$/,
    );
  });

  it("finds a Chromium on this machine: Debian's, or the one unpacked from @sparticuz/chromium", async () => {
    const found = await chromiumExecutable();
    expect(existsSync(found.path)).toBe(true);
    if (process.env.CHROMIUM_PATH === undefined && !existsSync(DEBIAN_CHROMIUM)) expect(found.source).toBe("@sparticuz/chromium");
  }, 60_000);

  it("launchBrowser fails with one line for a missing or broken CHROMIUM_PATH", async () => {
    process.env.CHROMIUM_PATH = "/nowhere/chromium";
    await expect(launchBrowser()).rejects.toThrow(/^CHROMIUM_PATH=\/nowhere\/chromium does not exist: [^\n]+$/);
    process.env.CHROMIUM_PATH = "/bin/true";
    const error: Error = await launchBrowser().then(
      () => new Error("launched"),
      (e: Error) => e,
    );
    expect(error.message).toMatch(/^Chromium \(CHROMIUM_PATH, \/bin\/true\) did not start: \S/);
    expect(error.message).not.toContain("\n");
  }, 60_000);
});

describe("the Japanese font for screenshots", () => {
  it("comes from the npm package: Noto Sans JP Regular and Bold", () => {
    const dirs = notoSansJpDirectories();
    expect(dirs.map((d) => d.split("/").slice(-1)[0])).toEqual(["400Regular", "700Bold"]);
    expect(existsSync(`${dirs[0]}/NotoSansJP_400Regular.ttf`)).toBe(true);
  });

  it("is added to the machine's fonts and the npm Chromium's, with its own cache", () => {
    const doc = fontconfigDocument(["/f/400Regular", "/f/a&b"], "/c", "/t");
    expect(doc).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    expect(doc).toContain("<dir>/t/fonts</dir>\n  <dir>/f/400Regular</dir>\n  <dir>/f/a&amp;b</dir>");
    expect(doc).toContain("<cachedir>/c</cachedir>");
    const written = writeCjkFontconfig()!;
    expect(readFileSync(written.file, "utf8")).toContain("400Regular");
    rmSync(written.dir, { recursive: true, force: true });
  });
});
