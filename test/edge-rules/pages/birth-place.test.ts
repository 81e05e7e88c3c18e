/**
 * The birth page's birthplace and time zone (`/birth?…&place=…&tz=…`, docs/interface.md#pages) through the real handler
 * over the shared generated tree (2026): the birthplace field takes a place id, a name (resolved on the server with the
 * catalogue's own search: its first match used and named, the other matches offered as links) or `lat,lon`, and the
 * chart is `GET /gw/birth/{at}?place=<id>&tz=…`'s (the note's JSON link names that request); a name with no match is a
 * 400 error box naming `place` with a link to `GET /gw/places?q=`; `tz` is the API's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchPlaces } from "../../../calendar/places/search.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { bearer, TOKENS } from "../fixtures.ts";

let tree: GeneratedTree;

beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
}, 300_000);
afterAll(() => tree?.cleanup());

const get = (path: string, headers: Record<string, string> = {}): Promise<Response> =>
  tree.handler(new Request(`http://127.0.0.1${path}`, { headers: { accept: "text/html", ...headers } }));

/** A page as a Pro caller sees it: status, cache-control and HTML. */
async function page(query: string, headers: Record<string, string> = bearer(TOKENS.pro)) {
  const res = await get(`/birth?${query}`, headers);
  return { status: res.status, cache: res.headers.get("cache-control"), html: await res.text() };
}

/** The answer section of a page. */
const answerOf = (html: string): string => /<section id="answer"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

/** The note's JSON link (`<a class="json" href="…">`), entities undone. */
const jsonLink = (html: string): string | undefined => /<a class="json" href="([^"]*)">/.exec(html)?.[1]?.replaceAll("&amp;", "&");

/** The chart the API answers for a request, as a Pro caller. */
async function apiChart(path: string): Promise<{ status: number; body: any }> {
  const res = await tree.handler(new Request(`http://127.0.0.1${path}`, { headers: bearer(TOKENS.pro) }));
  return { status: res.status, body: await res.json() };
}

/** The pillars' 干支 as the page's table shows them (hour, day, month, year). */
const pagePillars = (html: string): string[] =>
  [.../<table class="pillars">[\s\S]*?<tr><th scope="row">干支[\s\S]*?<\/tr>/.exec(answerOf(html))![0].matchAll(/<td>([^<\s]+)/g)].map(
    (m) => m[1]!,
  );

/** The same, from an API chart. */
const apiPillars = (chart: any): string[] => [
  chart.pillars.hour.kanshi,
  chart.pillars.day.kanshi,
  chart.pillars.month.kanshi,
  chart.pillars.year.kanshi,
];

describe("/birth with a birthplace (place=)", () => {
  it("a place id: the place named above the chart, the chart of GET /gw/birth/{at}?place=<id>, its longitude for solar time", async () => {
    const { status, html } = await page("date=2026-06-15&time=23:30&place=kushiro-shi&sex=female&solar=true");
    expect(status).toBe(200);
    const link = jsonLink(html)!;
    expect(link).toBe("/gw/birth/2026-06-15T23:30?place=kushiro-shi&sex=female&solar=true");
    const api = await apiChart(link);
    expect(api.status).toBe(200);
    expect(pagePillars(html)).toEqual(apiPillars(api.body));
    const answer = answerOf(html);
    expect(answer).toContain('<div class="birth-place">');
    expect(answer).toContain("<strong>釧路市</strong>（北海道）");
    expect(answer).toContain("<code>place=kushiro-shi</code>");
    expect(answer).toContain("42.9849°N 144.3817°E");
    expect(answer).not.toContain("other-places");
    // the place's longitude moves the solar time: the API's corrections name it, and the page shows them
    for (const line of api.body.corrections) expect(answer).toContain(line);
    expect(api.body.corrections.join(" ")).toContain("144.3817°E");
    // the form keeps the field as typed
    expect(html).toMatch(/name="place" [^>]*value="kushiro-shi"/);
  });

  it("a name: the first match used and named, the other matches as links to the same form, the JSON link with the id", async () => {
    const name = "釧路";
    const matches = searchPlaces(name, 6);
    expect(matches.map((p) => p.id).slice(0, 2)).toEqual(["kushiro-shi", "kushiro-cho"]);
    const { status, html } = await page(`date=2026-06-15&time=10:05&place=${encodeURIComponent(name)}&sex=female`);
    expect(status).toBe(200);
    expect(jsonLink(html)).toBe("/gw/birth/2026-06-15T10:05?place=kushiro-shi&sex=female");
    const answer = answerOf(html);
    expect(answer).toContain("<strong>釧路市</strong>");
    const others = [...answer.matchAll(/<ul class="other-places">([\s\S]*?)<\/ul>/g)].flatMap((m) =>
      [...m[1]!.matchAll(/href="([^"]*)"/g)].map((h) => h[1]!.replaceAll("&amp;", "&")),
    );
    expect(others).toEqual(matches.slice(1).map((p) => `/birth?date=2026-06-15&time=10%3A05&place=${p.id}&sex=female#answer`));
    expect(answer).toContain("釧路町（北海道）");
    // an other match's link is that place's page
    const other = await page(others[0]!.replace(/^\/birth\?|#answer$/g, ""));
    expect(other.status).toBe(200);
    expect(jsonLink(other.html)).toBe("/gw/birth/2026-06-15T10:05?place=kushiro-cho&sex=female");
    expect(html).toMatch(new RegExp(`name="place" [^>]*value="${name}"`));
    // a name abroad: the city's clock reads the time, as the API reads it for the id
    const ny = await page(`date=2026-06-15&time=10:05&place=${encodeURIComponent("New York")}&sex=male`);
    expect(ny.status).toBe(200);
    expect(jsonLink(ny.html)).toBe("/gw/birth/2026-06-15T10:05?place=new-york-city&sex=male");
    expect(answerOf(ny.html)).toContain("<dd>2026-06-15T23:05+09:00</dd>");
  });

  it("lat,lon: sent as the point, the chart the API's", async () => {
    const { status, html } = await page("date=2026-06-15&time=23:30&place=35.0116,135.7681&solar=mean");
    expect(status).toBe(200);
    const link = jsonLink(html)!;
    expect(link).toBe(`/gw/birth/2026-06-15T23:30?place=${encodeURIComponent("35.0116,135.7681")}&solar=mean`);
    const api = await apiChart(link);
    expect(api.status).toBe(200);
    expect(pagePillars(html)).toEqual(apiPillars(api.body));
    expect(answerOf(html)).toContain("<strong>35.0116,135.7681</strong>");
    // a point out of range is the API's own 400 naming place
    const far = await page("date=2026-06-15&time=10:05&place=95,135");
    expect(far.status).toBe(400);
    expect(answerOf(far.html)).toContain("(INVALID_PARAMETER)");
    expect((await apiChart(jsonLink(far.html)!)).body.parameter).toBe("place");
  });

  it("a name with no match: a 400 error box naming place, with the catalogue's search, the form kept", async () => {
    for (const headers of [bearer(TOKENS.pro), {}]) {
      const { status, cache, html } = await page("date=2026-06-15&time=10:05&place=Atlantisxyz", headers);
      expect(status).toBe(400);
      expect(cache).toBe("no-store");
      const answer = answerOf(html);
      const reason = /<p class="reason" lang="en">([^<]*)/.exec(answer)?.[1] ?? "";
      expect(reason).toMatch(/^place: /);
      expect(reason).not.toContain("\n");
      expect(answer).toContain("(INVALID_PARAMETER)");
      expect(answer).toContain('href="/gw/places?q=Atlantisxyz"');
      expect(answer).not.toContain("birth-facts");
      expect(html).toMatch(/name="place" [^>]*value="Atlantisxyz"/);
    }
  });
});

describe("/birth with a time zone (tz=)", () => {
  it("an IANA name: the time read on its clock, said above the chart; the JSON link carries tz", async () => {
    const { status, html } = await page("date=2026-06-15&time=10:05&tz=America/New_York");
    expect(status).toBe(200);
    const link = jsonLink(html)!;
    expect(link).toBe(`/gw/birth/2026-06-15T10:05?tz=${encodeURIComponent("America/New_York")}`);
    const api = await apiChart(link);
    expect(api.body.clock).toMatchObject({ tz: "America/New_York", offset: "-04:00" });
    expect(pagePillars(html)).toEqual(apiPillars(api.body));
    const answer = answerOf(html);
    expect(answer).toContain(`<dd>${api.body.at}</dd>`);
    expect(answer).toContain('<p class="clock">時刻は America/New_York の時計（<span class="offset">UTC-04:00</span>）');
  });

  it("tz=auto with a birthplace is the place's zone; a zone the database does not know is the API's 400 naming tz", async () => {
    const auto = await page("date=2026-06-15&time=10:05&place=london&tz=auto");
    expect(auto.status).toBe(200);
    const api = await apiChart(jsonLink(auto.html)!);
    expect(jsonLink(auto.html)).toBe("/gw/birth/2026-06-15T10:05?place=london&tz=auto");
    expect(api.body.clock).toMatchObject({ tz: "Europe/London", offset: "+01:00" });
    expect(answerOf(auto.html)).toContain(`<dd>${api.body.at}</dd>`);
    const bad = await page("date=2026-06-15&time=10:05&tz=Mars/Olympus");
    expect(bad.status).toBe(400);
    expect(answerOf(bad.html)).toContain("(INVALID_PARAMETER)");
    expect((await apiChart(jsonLink(bad.html)!)).body.parameter).toBe("tz");
    expect(bad.html).toMatch(/name="tz" [^>]*value="Mars\/Olympus"/);
  });

  it("without a credential the Lite part reads the time on the birthplace's clock too", async () => {
    const { status, html } = await page("date=2026-06-15&time=10:05&place=new-york-city", {});
    expect(status).toBe(200);
    const answer = answerOf(html);
    expect(answer).toContain('id="pro-invite"');
    expect(answer).toContain("<strong>ニューヨーク</strong>（US）");
    expect(answer).toContain('href="/gw/moment/2026-06-15T23:05+09:00"');
  });
});
