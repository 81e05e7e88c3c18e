/** `GET /gw/changes` and its Atom feed through the handler, the feed read by a real feed parser (rss-parser). */
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_RELEASES } from "../../../schemas/changes.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2025, 2027);
}, 120_000);
afterAll(() => tree?.cleanup());

describe("GET /gw/changes", () => {
  it("lists every data release newest first, the same by gw.php", async () => {
    const { status, body } = await getJson(tree.handler, "/gw/changes");
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, releases: DATA_RELEASES });
    expect(await getJson(tree.handler, "/gw.php?fn=changes")).toEqual({ status, body });
  });

  it("is an Atom feed that a feed parser reads: one entry per release, newest first, the 暦要項 changes in it", async () => {
    const res = await tree.handler(new Request("http://x/gw/changes.atom"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const feed = await new Parser().parseString(await res.text());
    expect(feed.title).toBe("koyomi-api: what changed in the data");
    expect(feed.items.map((i) => i.id)).toEqual(DATA_RELEASES.map((r) => `urn:koyomi-api:data-release:${r.version}`));
    expect(feed.items[0]!.title).toBe(`Data release ${DATA_RELEASES[0]!.version}`);
    const rekiyoukou = feed.items.find((item) => item.content?.includes("[rekiyoukou] 2027-03-21: 令和9年(2027)暦要項"));
    expect(rekiyoukou?.id).toBe("urn:koyomi-api:data-release:2026-11-26T05:00:00Z");
    expect(new Date(feed.items[0]!.pubDate ?? feed.items[0]!.isoDate ?? "").toISOString()).toBe(
      new Date(DATA_RELEASES[0]!.version).toISOString(),
    );
  });

  it("answers 304 to its ETag", async () => {
    const first = await tree.handler(new Request("http://x/gw/changes.atom"));
    const etag = first.headers.get("etag")!;
    const again = await tree.handler(new Request("http://x/gw/changes.atom", { headers: { "if-none-match": etag } }));
    expect(again.status).toBe(304);
  });
});
