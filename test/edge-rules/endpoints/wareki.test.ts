/**
 * `GET /gw/wareki/{date}` and the list form `GET /gw/wareki?date=…&text=…` through the handler (no
 * server), on a generated tree (its 旧暦 table covers 445–2100 whatever years the tree holds):
 * the published conversions of test/reference/wareki_events.csv (sources in its `source` column),
 * both ways, in both calendars.
 */
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_WAREKI, EXAMPLE_WAREKI_PATH } from "../../../schemas/endpoints/wareki.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
}, 120_000);
afterAll(() => tree?.cleanup());

const get = (path: string, init?: RequestInit) => getJson(tree.handler, encodeURI(path), init);

/** One published conversion. */
interface Event {
  readonly event: string;
  readonly text: string;
  /** The text as a `text` input. */
  readonly input: string;
  readonly julian: string;
  readonly gregorian: string;
}

const EVENTS: readonly Event[] = readFileSync(new URL("../../reference/wareki_events.csv", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => {
    const [event, era, year, leap, month, day, julian, gregorian] = line.split(",");
    const text = `${era}${year}年${leap === "1" ? "閏" : ""}${month}月${day}日`;
    // as text input, a year without an era is Western unless marked 旧暦 (docs/wareki-text.md)
    return { event: event!, text, input: era === "" ? `旧暦${text}` : text, julian: julian!, gregorian: gregorian! };
  });

describe("wareki/{date}", () => {
  it("gives the document's example: 本能寺の変 from its Julian date", async () => {
    expect(await get(EXAMPLE_WAREKI_PATH)).toEqual({ status: 200, body: EXAMPLE_WAREKI });
  });

  for (const e of EVENTS) {
    it(`${e.event}: ${e.gregorian} (Gregorian) and ${e.julian} (Julian) are ${e.text}`, async () => {
      const gregorian = await get(`/gw/wareki/${e.gregorian}`);
      expect(gregorian.status).toBe(200);
      expect(gregorian.body).toMatchObject({ gregorian: e.gregorian, julian: e.julian });
      // An era-less date (乙巳の変, before 大化) is written in the 旧暦 year: 645年6月12日.
      expect(gregorian.body["wareki"]).toBe(e.text);
      const julian = await get(`/gw/wareki/${e.julian}?calendar=julian`);
      expect(gregorian.body["reading"]).toEqual({ era: null, convention: "gregorian", note: null });
      expect(julian.body["reading"]).toEqual({ era: null, convention: "julian", note: null });
      expect({ ...julian.body, input: e.gregorian, reading: gregorian.body["reading"] }).toEqual(gregorian.body);
    });
  }

  it("names both courts' eras in 1331–1392, north first, and writes the southern one", async () => {
    expect((await get("/gw/wareki/1333-07-12")).body).toMatchObject({
      wareki: "元弘3年5月22日",
      eras: [
        { name: "正慶", year: 2, court: "north" },
        { name: "元弘", year: 3, court: "south" },
      ],
    });
  });

  it("answers the first and last days of the coverage, and 404 beyond them", async () => {
    expect((await get("/gw/wareki/0445-01-25")).body).toMatchObject({ kyureki: { year: 445, month: 1, leap: false, day: 1 }, eras: [] });
    expect((await get("/gw/wareki/2100-12-31")).body).toMatchObject({ wareki: "令和82年12月31日" });
    expect(await get("/gw/wareki/0445-01-24")).toMatchObject({ status: 404, body: { code: "OUT_OF_COVERAGE", date: "0445-01-24" } });
    expect(await get("/gw/wareki/2101-01-01")).toMatchObject({ status: 404, body: { code: "OUT_OF_COVERAGE" } });
  });

  it("gives the same bytes through gw.php", async () => {
    const pretty = await tree.handler(new Request("http://x/gw/wareki/1600-10-21"));
    const query = await tree.handler(new Request("http://x/gw.php?fn=wareki&date=1600-10-21"));
    expect(await query.text()).toBe(await pretty.text());
    expect(query.headers.get("etag")).toBe(pretty.headers.get("etag"));
  });

  it("answers bad input with JSON errors naming it", async () => {
    // 1582-10-05..14 never existed in the Gregorian reform's Europe, but the proleptic calendar has them.
    expect((await get("/gw/wareki/1582-10-10")).status).toBe(200);
    expect((await get("/gw/wareki/1500-02-29")).body).toMatchObject({ code: "INVALID_DATE", date: "1500-02-29" });
    expect((await get("/gw/wareki/1500-02-29?calendar=julian")).status).toBe(200); // a Julian leap day
    expect((await get("/gw/wareki/1600-10-21?calendar=lunar")).body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "calendar" });
    expect((await get("/gw/wareki/")).body).toMatchObject({ code: "DATE_REQUIRED" });
  });
});

describe("wareki?date=…&text=…", () => {
  it("converts 和暦 texts as people write them, each to the published day", async () => {
    const texts = EVENTS.map((e) => e.input);
    const { status, body } = await get(`/gw/wareki?text=${texts.join(",")}`);
    expect(status).toBe(200);
    expect(body["count"]).toBe(EVENTS.length);
    const results = body["results"] as { gregorian: string; julian: string; input: string }[];
    EVENTS.forEach((e, i) =>
      expect(results[i], e.event).toMatchObject({
        ok: true,
        input: e.input,
        gregorian: e.gregorian,
        julian: e.julian,
        wareki: e.text,
        reading: {
          era: e.input === e.text ? expect.any(String) : null,
          convention: e.input === e.text ? "in_force" : "kyureki_year",
          note: null,
        },
      }),
    );
  });

  it("reads the forms of docs/wareki-text.md to the same day", async () => {
    const forms = ["慶長四年閏三月三日", "慶長4年閏3月3日", "慶長４年閏３月３日", "慶長四年閏弥生三日"];
    const { body } = await get(`/gw/wareki?text=${forms.join(",")}`);
    for (const r of body["results"] as { gregorian: string }[]) expect(r).toMatchObject({ gregorian: "1599-04-27" });
    const modern = await get("/gw/wareki?text=H31.4.30,㋿元年5月1日,明治元年元旦");
    expect((modern.body["results"] as { gregorian: string }[]).map((r) => r.gregorian)).toEqual(["2019-04-30", "2019-05-01", "1868-01-25"]);
  });

  it("reads 晦 as the month's last day: the day before the next month's first, in 旧暦 and Gregorian months", async () => {
    const pairs = [
      ["天保十二年師走晦日", "天保13年正月元旦"],
      ["慶長4年閏3月晦日", "慶長4年4月1日"],
      ["平成元年2月晦日", "平成元年3月1日"],
      ["旧暦445年正月晦日", "旧暦445年2月1日"],
      ["2024年2月晦日", "2024年3月1日"],
    ];
    const { body } = await get(`/gw/wareki?text=${pairs.flat().join(",")}`);
    const jdns = (body["results"] as { jdn: number }[]).map((r) => r.jdn);
    pairs.forEach((pair, i) => expect(jdns[2 * i]! + 1, pair.join(" → ")).toBe(jdns[2 * i + 1]));
    expect((await get("/gw/wareki?text=慶長5年閏3月晦日")).body["results"]).toMatchObject([{ ok: false, code: "INVALID_DATE" }]);
  });

  it("reads a year without an era as Western: Julian before 1582-10-15 unless calendar says, and says so in reading", async () => {
    const texts = "2026年1月1日,1582年6月21日,旧暦1582年6月2日,大化元年1月1日";
    const plain = (await get(`/gw/wareki?text=${texts}`)).body["results"] as Record<string, unknown>[];
    expect(plain.map((r) => [r["gregorian"], (r["reading"] as { convention: string }).convention])).toEqual([
      ["2026-01-01", "gregorian"],
      ["1582-07-01", "julian"],
      ["1582-07-01", "kyureki_year"],
      ["0645-02-05", "new_era_from_year_start"],
    ]);
    // calendar= sent: the text's Western year in that calendar (a different answer, kept apart in the cache)
    const gregorian = (await get(`/gw/wareki?text=1582年6月21日&calendar=gregorian`)).body["results"] as Record<string, unknown>[];
    expect(gregorian[0]).toMatchObject({ gregorian: "1582-06-21", reading: { era: null, convention: "gregorian" } });
    const julian = (await get(`/gw/wareki?text=2026年1月1日&calendar=julian`)).body["results"] as Record<string, unknown>[];
    expect(julian[0]).toMatchObject({ julian: "2026-01-01", reading: { convention: "julian" } });
    // lang=en: the labels in English, the reading as it is (its note is English already)
    const en = (await get(`/gw/wareki?text=慶応4年9月8日&lang=en`)).body["results"] as Record<string, unknown>[];
    expect(en[0]).toMatchObject({ gregorian: "1868-10-23", youbi: "Friday", reading: { era: "慶応", convention: "old_era_after_change" } });
  });

  it("answers an input that names no day in its place, naming why; the others still answer", async () => {
    const { status, body } = await get("/gw/wareki?date=1600-10-21,0400-01-01&text=明治5年12月3日,慶長5年閏3月1日,天正10年6月31日,foo");
    expect(status).toBe(200);
    const results = body["results"] as Record<string, unknown>[];
    expect(results[0]).toMatchObject({ ok: true, wareki: "慶長5年9月15日" });
    expect(results[1]).toMatchObject({ ok: false, input: "0400-01-01", code: "OUT_OF_COVERAGE" });
    expect(results[2]).toMatchObject({ ok: false, code: "INVALID_DATE" });
    expect(results[2]!["error"]).toContain("明治6年1月1日");
    expect(results[3]).toMatchObject({ ok: false, code: "INVALID_DATE" }); // 慶長5年 had no 閏3月
    expect(results[4]).toMatchObject({ ok: false, code: "INVALID_DATE" });
    expect(results[5]).toMatchObject({ ok: false, input: "foo", code: "INVALID_DATE" });
  });

  it("gives the same bytes through gw.php, and bounds the inputs", async () => {
    const pretty = await tree.handler(new Request(`http://x${encodeURI("/gw/wareki?text=天正10年6月2日&date=1600-10-21")}`));
    const query = await tree.handler(new Request(`http://x${encodeURI("/gw.php?fn=wareki_list&text=天正10年6月2日&date=1600-10-21")}`));
    expect(await query.text()).toBe(await pretty.text());
    const many = Array.from({ length: 101 }, () => "1600-10-21").join(",");
    expect(await get(`/gw/wareki?date=${many}`)).toMatchObject({ status: 400, body: { code: "INVALID_PARAMETER", parameter: "date" } });
    expect(await get("/gw/wareki")).toMatchObject({ status: 400, body: { code: "DATE_REQUIRED" } });
  });
});

describe("wareki as CSV", () => {
  it("a text cell that starts like a formula is neutralised with a leading ' (OWASP), in the input and the error", async () => {
    const inputs = ['=HYPERLINK("http://example.com/x")', "+1", "-1", "@SUM(A1)", "\tx", "\rx"];
    const path = `/gw/wareki?text=${inputs.map(encodeURIComponent).join(",")}&format=csv`;
    const res = await tree.handler(new Request(`http://x${path}`));
    expect(res.status).toBe(200);
    const rows: string[][] = parse(await res.text(), { bom: true, record_delimiter: "\r\n" });
    const [header, ...body] = rows;
    const at = (name: string) => header!.indexOf(name);
    expect(body.map((r) => r[at("input")])).toEqual(inputs.map((i) => `'${i}`));
    for (const r of body) expect(r[at("error")]!.startsWith("'"), r[at("error")]).toBe(true);
    expect(body.map((r) => r[at("code")])).toEqual(inputs.map(() => "INVALID_DATE"));
  });

  it("answers one row per input, in labels: the 旧暦 date and the eras as written, an error in its place", async () => {
    const res = await tree.handler(new Request(`http://x${encodeURI("/gw/wareki?text=元弘3年5月22日,foo&format=csv")}`));
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="koyomi-wareki-list-lite.csv"');
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer()).split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFinput,jdn,gregorian,julian,youbi,kyureki,wareki,eras,kanshi,kanshi_year,rokuyou,reading.era,reading.convention,reading.note,ok,error,code",
    );
    expect(lines[1]).toBe(
      "元弘3年5月22日,2208121,1333-07-12,1333-07-04,日,1333年5月22日,元弘3年5月22日,正慶2年（北朝）・元弘3年（南朝）,甲寅,癸酉,友引,元弘,in_force,,true,,",
    );
    expect(lines[2]).toBe('foo,,,,,,,,,,,,,,false,"foo: unknown character ""f"" at position 1",INVALID_DATE');
    const one = await tree.handler(new Request("http://x/gw/wareki/1599-04-17?calendar=julian&format=csv"));
    expect(one.headers.get("content-disposition")).toBe('attachment; filename="koyomi-wareki-julian-1599-04-17-lite.csv"');
    expect((await one.text()).split("\r\n")[1]).toBe(
      "1599-04-17,2305199,1599-04-27,1599-04-17,火,1599年閏3月3日,慶長4年閏3月3日,慶長4年,壬子,己亥,大安,,julian,,true,,",
    );
    // a reading with a note: the old era kept after the change, the note quoted (it holds commas)
    const kept = await tree.handler(new Request(`http://x${encodeURI("/gw/wareki?text=T15-12-25&format=csv")}`));
    const row = (await kept.text()).split("\r\n")[1]!;
    expect(row).toMatch(
      /^T15-12-25,2424875,1926-12-25,1926-12-12,土,1926年11月21日,昭和元年12月25日,昭和元年,[^,]+,[^,]+,[^,]+,大正,old_era_after_change,"from 1926-12-25 \(昭和元年12月25日\) the era in force was 昭和; .*",true,,$/,
    );
  });
});
