/**
 * The landing page (generator/pages/landing-page.ts): its subscription builder offers every `include` item the feed
 * accepts (schemas/feed.ts), and it tells each calendar app the same link kind as the README's "Subscribe in a
 * calendar app" — Outlook on the web takes the https link (Microsoft's page, cited in both), Apple the webcal one.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { landingPage, OUTLOOK_SUBSCRIBE_HELP } from "../../../generator/pages/landing-page.ts";
import { FEED_ITEMS } from "../../../schemas/feed.ts";

const html = landingPage({ from: 2026, to: 2027 });
const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");

/** The README's bullet for an app (`- **Outlook** …` up to the next bullet or blank line). */
function readmeBullet(app: string): string {
  const m = new RegExp(`^- \\*\\*${app}\\*\\*[\\s\\S]*?(?=\\n- |\\n\\n)`, "m").exec(readme);
  if (!m) throw new Error(`README: no bullet for ${app}`);
  return m[0];
}

/** Which link a README bullet tells the user to use. */
function readmeLink(bullet: string): "https" | "webcal" | null {
  if (/paste the\s+`https:\/\/` URL/.test(bullet)) return "https";
  if (/`webcal:\/\/` instead of `https:\/\/`/.test(bullet)) return "webcal";
  return null;
}

describe("the landing page", () => {
  it("offers every include item of the feed, eho too", () => {
    const offered = [...html.matchAll(/<input type="checkbox" name="include" value="([a-z0-9]+)"/g)].map((m) => m[1]);
    expect(offered).toEqual([...FEED_ITEMS]);
    expect(offered).toContain("eho");
  });

  it("tells each calendar app the link kind the README does; Outlook on the web: https, with Microsoft's page", () => {
    const apps = Object.fromEntries([...html.matchAll(/<li data-app="([a-z]+)" data-link="([a-z]+)">/g)].map((m) => [m[1], m[2]]));
    expect(apps).toEqual({ google: "https", apple: "webcal", outlook: "https" });
    for (const [app, name] of [
      ["google", "Google Calendar"],
      ["apple", "Apple Calendar"],
      ["outlook", "Outlook"],
    ] as const)
      expect(readmeLink(readmeBullet(name)), name).toBe(apps[app]);
    expect(html).toContain(`href="${OUTLOOK_SUBSCRIBE_HELP}"`);
    expect(readmeBullet("Outlook")).toContain(OUTLOOK_SUBSCRIBE_HELP);
    expect(html).not.toMatch(/Outlook[^<]*webcal のリンクを開|Outlook open the webcal/);
  });
});
