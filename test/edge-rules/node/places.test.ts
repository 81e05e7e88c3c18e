/**
 * GET /gw/places and `place=<id>` as users meet them: the real Node server over the shared 2026 tree (its compressor
 * included), Node fetch as people call it (Accept-Encoding on, a Japanese q percent-encoded as browsers and fetch send
 * it), and curl, which sends `q=釧路` as raw UTF-8: the one-line 400 that says to percent-encode, whose hint answers;
 * the calendar feed's sunrise and sunset at a place, with the token in its URL as calendar apps subscribe.
 */
import { describe, expect, it } from "vitest";
import { PlacesResponse } from "../../../schemas/endpoints/places.ts";
import { curl as curlAt } from "../../support/curl.ts";
import { TOKENS } from "../fixtures.ts";
import { realServerForSuite } from "../mcp/real-server.ts";

const base = realServerForSuite();

describe("the places catalogue on the real server", () => {
  it("answers Node fetch, compressed when large, with the handler's bytes; a Japanese q percent-encoded", async () => {
    const small = await fetch(`${base()}/gw/places?q=${encodeURIComponent("釧路")}`);
    expect(small.status).toBe(200);
    const kushiro = PlacesResponse.parse(await small.json());
    expect(kushiro.places.map((p) => p.id)).toEqual(["kushiro-shi", "kushiro-cho"]);
    const large = await fetch(`${base()}/gw/places?q=new&limit=50`);
    expect(large.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    const many = PlacesResponse.parse(await large.json());
    expect(many.places).toHaveLength(50);
    expect(many.sources.map((s) => s.id)).toContain("geonames");
    // The ETag validates: a revalidation is 304.
    const etag = large.headers.get("etag")!;
    expect((await fetch(`${base()}/gw/places?q=new&limit=50`, { headers: { "if-none-match": etag } })).status).toBe(304);
  });

  it("answers curl's raw UTF-8 q with the one-line 400 that says to percent-encode, and the encoded request answers", async () => {
    const raw = await curlAt(base(), "/gw/places?q=釧路");
    expect(raw.status).toBe(400);
    expect(raw.body.split("\n").filter((l) => l !== "")).toHaveLength(1);
    const error = JSON.parse(raw.body) as { code: string; error: string; hint: { request?: string } };
    expect(error.code).toBe("MALFORMED_REQUEST");
    expect(error.error).toContain("percent-encode");
    expect(error.hint.request).toBe(`/gw/places?q=${encodeURIComponent("釧路")}`);
    const encoded = await curlAt(base(), error.hint.request!);
    expect(encoded.status).toBe(200);
    expect(PlacesResponse.parse(JSON.parse(encoded.body)).places[0]!.id).toBe("kushiro-shi");
  });

  it("gives a place id's sun and moon, and the unknown id's hint answers", async () => {
    const pro = { authorization: `Bearer ${TOKENS.pro}` };
    const day = await fetch(`${base()}/gw/day/2026-06-21?place=kushiro-shi`, { headers: pro });
    expect(day.status).toBe(200);
    expect(((await day.json()) as { day: { sky: { point: unknown } } }).day.sky.point).toMatchObject({
      id: "kushiro-shi",
      label: "釧路市",
    });
    const unknown = await fetch(`${base()}/gw/day/2026-06-21?place=kushiro`, { headers: pro });
    expect(unknown.status).toBe(400);
    const hint = ((await unknown.json()) as { hint: { request: string } }).hint;
    expect((await fetch(`${base()}${hint.request}`)).status).toBe(200);
  });

  it("serves the feed's sunrise and sunset at a place to a subscriber's URL (token in the query), compressed, one event a day", async () => {
    const url = `${base()}/gw/calendar.ics?include=sun&place=kushiro-shi&years=2026&token=${TOKENS.pro}`;
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(feed.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    const text = await feed.text();
    expect(text.match(/^SUMMARY:日の出 [0-9]{1,2}:[0-9]{2} 日の入り [0-9]{1,2}:[0-9]{2}\r$/gm)).toHaveLength(365);
    expect(text).toContain("釧路市");
    const lite = await fetch(`${base()}/gw/calendar.ics?include=sun&place=kushiro-shi&years=2026`);
    expect(lite.status).toBe(403);
  });
});
