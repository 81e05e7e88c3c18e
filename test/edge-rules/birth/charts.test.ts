/**
 * `GET /gw/birth/{at}` through the handler over the instants files the generator writes (computed here for
 * the few years asked, generator/files/instants.ts; no tree): the published charts of
 * test/reference/four_pillars_examples.csv (pillars, 通変星, 十二運, 空亡), 本命星 by the published 立春 years
 * (test/reference/honmei_by_risshun_year.csv) minutes either side of a 立春 instant, births either side of a 節
 * instant, a 1949 summer-time birth, a date alone on a 節 day, 1990-05-05T14:30+09:00 in full, `lang=en`, the
 * query style, the plan and the errors.
 */
import { describe, expect, it } from "vitest";
import { englishLabel } from "../../../schemas/english.ts";
import { BirthChart, EXAMPLE_BIRTH, EXAMPLE_BIRTH_PATH } from "../../../schemas/endpoints/birth.ts";
import { bearer, instantsHandler, read, req, TOKENS } from "../fixtures.ts";
import { readReferenceCsv } from "../../support/reference.ts";

/** The years whose instants the births below need (a birth near a year's end reads the next one too). */
const YEARS = [
  [1922, 1923],
  [1948, 1950],
  [1964, 1964],
  [1983, 1984],
  [1989, 1991],
  [1998, 1998],
  [2019, 2019],
] as const;

const { handler, files } = instantsHandler(YEARS);

/** A Pro request's answer. */
async function birth(path: string, headers: Record<string, string> = bearer(TOKENS.pro)) {
  return read(await handler(req(path, { headers })));
}

/** The chart of `at` (JST when it has no offset) with `query`. */
async function chart(at: string, query = ""): Promise<BirthChart> {
  const res = await birth(`/gw/birth/${at}${query === "" ? "" : `?${query}`}`);
  expect(res.status, res.text).toBe(200);
  return BirthChart.parse(res.json);
}

describe("published charts (test/reference/four_pillars_examples.csv)", () => {
  for (const [at, sex, year, month, day, hour, tsY, tsM, tsH, juY, juM, juD, juH, kb] of readReferenceCsv("four_pillars_examples.csv")) {
    it(`${at} ${sex}: ${year} ${month} ${day} ${hour}`, async () => {
      const c = await chart(at!, `sex=${sex}`);
      const p = c.pillars;
      expect([p.year.kanshi, p.month.kanshi, p.day.kanshi]).toEqual([year, month, day]);
      expect([p.year.tsuhen, p.month.tsuhen, p.day.tsuhen]).toEqual([tsY, tsM, "日主"]);
      expect([p.year.juniun, p.month.juniun, p.day.juniun]).toEqual([juY, juM, juD]);
      // The published chart of a time given without its hour is still the same birth: its hour pillar is the 時辰's.
      if (hour !== "") expect([p.hour!.kanshi, p.hour!.tsuhen, p.hour!.juniun]).toEqual([hour, tsH, juH]);
      expect(c.kubou.branches.join("")).toBe(kb);
      expect(c.taiun).toHaveLength(8);
    });
  }
});

describe("本命星 by the 立春 instant (test/reference/honmei_by_risshun_year.csv)", () => {
  const published = new Map(readReferenceCsv("honmei_by_risshun_year.csv").map(([y, , star]) => [Number(y), star!]));
  it("1923: the minute before 立春 is 1922's 六白金星, the 立春 minute 1923's 五黄土星 (立春 on 5 February that year)", async () => {
    const risshun = JSON.parse(files.get("lite/gw/instants/1923.json")!).instants.find((i: { name: string }) => i.name === "立春");
    expect(risshun.jst.slice(0, 10)).toBe("1923-02-05");
    const minute = Date.parse(risshun.utc);
    const jst = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 16);
    const before = await chart(jst(minute - 60_000));
    const at = await chart(jst(minute));
    expect([before.honmei, at.honmei]).toEqual([published.get(1922), published.get(1923)]);
    expect([before.pillars.year.kanshi, at.pillars.year.kanshi]).toEqual(["壬戌", "癸亥"]);
    expect([before.pillars.month.kanshi, at.pillars.month.kanshi]).toEqual(["癸丑", "甲寅"]);
    expect(before.boundary).toMatchObject({ kind: "sekki", name: "立春", minutes: -1 });
  });
  it.each([1948, 1949, 1950, 1964])("%i (mid-year) has the published 本命星", async (y) => {
    expect((await chart(`${y}-06-15T12:00`)).honmei).toBe(published.get(y));
  });
});

describe("a 節 instant: 立夏 1990 (1990-05-06 03:35 JST)", () => {
  it("the minute before is 庚辰 month and 六白金星, the 節 minute 辛巳 and 五黄土星", async () => {
    const before = await chart("1990-05-06T03:34+09:00");
    const after = await chart("1990-05-06T03:35+09:00");
    expect([before.pillars.month.kanshi, before.getsumei]).toEqual(["庚辰", "六白金星"]);
    expect([after.pillars.month.kanshi, after.getsumei]).toEqual(["辛巳", "五黄土星"]);
    expect(before.setsu.next.jst).toBe("1990-05-06T03:35+09:00");
    expect(after.setsu.previous.jst).toBe("1990-05-06T03:35+09:00");
    // 蔵干 start again after the 節: 巳's 余気 戊 rules its first days.
    expect(after.pillars.month.zokan_ruling).toBe("戊");
  });
  it("a date alone on that day says the 節 leaves the month open, without an hour pillar", async () => {
    const c = await chart("1990-05-06");
    expect(c.pillars.hour).toBeNull();
    expect(c.at).toBe("1990-05-06T12:00+09:00");
    expect(c.corrections).toEqual([
      "時刻の指定がないため時柱はありません。命式は日本標準時（UTC+09:00）の12:00で出しています",
      "未確定: この日に立夏の時刻 1990-05-06T03:35+09:00 があり、それより前の生まれなら月柱 庚辰、月命星 六白金星、後なら月柱 辛巳、月命星 五黄土星",
    ]);
  });
  it("a date alone on a 立春 day names the year pillar and 本命星 that change with it too, before and after", async () => {
    const c = await chart("1990-02-04", "lang=en");
    expect(c.corrections[1]).toBe(
      "open: the Start of Spring instant 1990-02-04T11:14+09:00 falls on this day; born before it the month pillar Yin Fire Ox, the year pillar Yin Earth Snake, the 月命星 Nine Purple Fire Star, the 本命星 Two Black Earth Star; after it the month pillar Yang Earth Tiger, the year pillar Yang Metal Horse, the 月命星 Eight White Earth Star, the 本命星 One White Water Star",
    );
  });
});

describe("子の刻 (zi)", () => {
  it("zi=late turns the day pillar at 23:00, as the moment does; early (the default) at 00:00; anything else is 400", async () => {
    const early = await chart("1990-05-05T23:30+09:00");
    const late = await chart("1990-05-05T23:30+09:00", "zi=late");
    const next = await chart("1990-05-06T00:30+09:00");
    expect(late.pillars.day.kanshi).not.toBe(early.pillars.day.kanshi);
    expect(late.pillars.day.kanshi).toBe(next.pillars.day.kanshi);
    // The hour pillar is the same 子 hour either way (its stem from the next day's).
    expect(late.pillars.hour!.kanshi).toBe(early.pillars.hour!.kanshi);
    expect(late.boundary).toEqual({ kind: "day", name: "23:00", minutes: 30 });
    const bogus = await birth("/gw/birth/1990-05-05T23:30+09:00?zi=bogus");
    expect(bogus.status).toBe(400);
    expect(bogus.json).toMatchObject({ code: "INVALID_PARAMETER", parameter: "zi", value: "bogus" });
  });
});

describe("rules= (docs/interface.md#birth-charts): each chart rule's other values on a known birth", () => {
  /** The chart without the fields `keys` name (what a rule must leave as it is). */
  const without = (c: BirthChart, ...keys: string[]): unknown =>
    JSON.parse(JSON.stringify(c), (key: string, value: unknown) => (keys.includes(key) ? undefined : value));

  it("zokan:honki lists the 本気・中気・余気 sets (午 己 丁, 辰 癸 乙 戊, 未 乙 丁 己), the 本気 ruling; nothing else moves", async () => {
    const shirei = await chart("1990-05-05T14:30+09:00", "sex=male");
    const honki = await chart("1990-05-05T14:30+09:00", "sex=male&rules=zokan:honki");
    const { year, month, hour } = honki.pillars;
    expect([year.zokan, month.zokan, hour!.zokan]).toEqual([
      ["己", "丁"],
      ["癸", "乙", "戊"],
      ["乙", "丁", "己"],
    ]);
    expect([year.zokan_ruling, month.zokan_ruling, hour!.zokan_ruling]).toEqual(["丁", "戊", "己"]);
    expect(honki.rules).toEqual({ ...shirei.rules, zokan: "honki" });
    expect(without(honki, "zokan", "zokan_ruling", "rules")).toEqual(without(shirei, "zokan", "zokan_ruling", "rules"));
  });

  it("taiun_age:exact and china95 count from the 節 to the minute or the day and say when the first 大運 starts", async () => {
    // Female, 庚 year: backward from 清明 1990-04-05T10:13: 20 days 1 h 47 min, 6.69 years rounded to 7.
    const round = await chart("1990-04-25T12:00+09:00", "sex=female");
    const exact = await chart("1990-04-25T12:00+09:00", "sex=female&rules=taiun_age:exact");
    const china95 = await chart("1990-04-25T12:00+09:00", "sex=female&rules=taiun_age:china95");
    expect(round.taiun![0]).toEqual({ from_age: 7, kanshi: "己卯" });
    expect("taiun_start" in round).toBe(false);
    // 6 years (18 days), 8 months (2 days), 8 days (96 minutes), 22 hours (11 minutes): 20 d 1 h 47 min.
    expect(exact.taiun_start).toEqual({ years: 6, months: 8, days: 8, hours: 22, minutes: 0, at: "1997-01-03T10:00+09:00" });
    expect(china95.taiun_start).toEqual({ years: 6, months: 8, days: 8, hours: 0, minutes: 0, at: "1997-01-02T12:00+09:00" });
    expect(exact.taiun!.map((t) => t.from_age)).toEqual([6, 16, 26, 36, 46, 56, 66, 76]);
    expect(exact.taiun!.map((t) => t.kanshi)).toEqual(round.taiun!.map((t) => t.kanshi));
    // Without sex there is no 大運 to start.
    expect((await chart("1990-04-25T12:00+09:00", "rules=taiun_age:exact")).taiun_start).toBeNull();
  });

  it("year_turn:jan1 turns the year pillar and 本命星 on 1 January (and the 大運's direction with the year stem); the month stays", async () => {
    const risshun = await chart("1990-01-20T12:00+09:00", "sex=male");
    const jan1 = await chart("1990-01-20T12:00+09:00", "sex=male&rules=year_turn:jan1");
    expect([risshun.pillars.year.kanshi, risshun.honmei, jan1.pillars.year.kanshi, jan1.honmei]).toEqual([
      "己巳",
      "二黒土星",
      "庚午",
      "一白水星",
    ]);
    expect([jan1.pillars.month.kanshi, jan1.getsumei]).toEqual([risshun.pillars.month.kanshi, risshun.getsumei]);
    // 己 (yin) male runs backward from 丁丑, 庚 (yang) male forward.
    expect([risshun.taiun![0]!.kanshi, jan1.taiun![0]!.kanshi]).toEqual(["丙子", "戊寅"]);
    // After 立春 the two agree; a date alone on the 立春 day leaves only the month open.
    expect(without(await chart("1990-06-01T12:00+09:00", "sex=male&rules=year_turn:jan1"), "rules")).toEqual(
      without(await chart("1990-06-01T12:00+09:00", "sex=male"), "rules"),
    );
    expect((await chart("1990-02-04", "rules=year_turn:jan1")).corrections[1]).toBe(
      "未確定: この日に立春の時刻 1990-02-04T11:14+09:00 があり、それより前の生まれなら月柱 丁丑、月命星 九紫火星、後なら月柱 戊寅、月命星 八白土星",
    );
  });

  it("an unknown value is 400 INVALID_PARAMETER listing the chart's rules", async () => {
    const res = await birth("/gw/birth/1990-05-05T14:30?rules=zokan:bogus");
    expect([res.status, res.json.code, res.json.parameter]).toEqual([400, "INVALID_PARAMETER", "rules"]);
    expect(res.json.error).toContain("zokan (shirei|honki)");
    expect(res.json.error).toContain("taiun_age (round|exact|china95)");
  });
});

describe("summer time (1949)", () => {
  it("a clock time of 1949-07-01 09:30 is taken back to 08:30 JST: the hour pillar changes from 巳 to 辰", async () => {
    const auto = await chart("1949-07-01T09:30");
    const off = await chart("1949-07-01T09:30", "dst=off");
    expect(auto.at).toBe("1949-07-01T08:30+09:00");
    expect((await chart("1949-07-01T09:30", "lang=en")).corrections[0]).toMatch(
      /^summer time: 1949-07-01T09:30 was read from a clock on Japanese summer time/,
    );
    expect([auto.pillars.hour!.branch, off.pillars.hour!.branch]).toEqual(["辰", "巳"]);
    expect(off.corrections).toEqual([]);
    // An explicit +10:00 is already the instant: nothing to correct.
    expect((await chart("1949-07-01T10:00+10:00")).at).toBe("1949-07-01T09:00+09:00");
    expect((await chart("1949-07-01T10:00+10:00")).corrections).toEqual([]);
  });
});

describe("1990-05-05T14:30+09:00, male", () => {
  it("is the chart in full: the contract's example (the OpenAPI document and the API reference show it)", async () => {
    // The hand-checked values are spelled once, in EXAMPLE_BIRTH (schemas/endpoints/birth.ts).
    expect((await birth(EXAMPLE_BIRTH_PATH)).json).toEqual(EXAMPLE_BIRTH);
    expect(EXAMPLE_BIRTH_PATH).toBe("/gw/birth/1990-05-05T14:30+09:00?sex=male");
    // female: backward from 庚辰, 30 days from 清明 → 10.
    expect((await chart("1990-05-05T14:30+09:00", "sex=female")).taiun![0]).toEqual({ from_age: 10, kanshi: "己卯" });
  });
  it("is the same through gw.php (the + of the offset unencoded or %2B), and in English with lang=en", async () => {
    const pretty = (await birth("/gw/birth/1990-05-05T14:30+09:00?sex=male")).text;
    expect((await birth("/gw.php?fn=birth&at=1990-05-05T14:30%2B09:00&sex=male")).text).toBe(pretty);
    expect((await birth("/gw.php?fn=birth&at=1990-05-05T14:30+09:00&sex=male")).text).toBe(pretty);
    const en = (await birth("/gw/birth/1990-05-05T14:30+09:00?sex=male&lang=en")).json;
    expect(en.honmei).toBe(englishLabel("kyusei", "一白水星"));
    expect(en.keisha).toBe(englishLabel("kyusei_palace", "離宮"));
    expect(en.pillars.hour.tsuhen).toBe(englishLabel("tsuhen", "傷官"));
    expect(en.pillars.day.tsuhen).toBe(englishLabel("tsuhen", "日主"));
    expect(en.pillars.month.juniun).toBe(englishLabel("juniun", "養"));
    expect(en.kubou.name).toBe(englishLabel("tenchusatsu", "戌亥天中殺"));
    // A branch in a chart is its animal, not the compass direction the same glossary entry gives a day's 八将神.
    expect([en.pillars.month.branch, en.kubou.branches]).toEqual(["Dragon", ["Dog", "Boar"]]);
    expect(BirthChart.safeParse(en).success).toBe(true);
  });
  it("local mean time in Sapporo moves only the day and hour", async () => {
    const c = await chart("1990-05-05T23:50+09:00", "solar=mean&longitude=141.35");
    expect(c.pillars.day.kanshi).toBe("辛未");
    expect(c.pillars.month.kanshi).toBe("庚辰");
    expect((await chart("1990-05-05T23:50+09:00", "solar=mean&longitude=141.35&lang=en")).corrections[0]).toBe(
      "local mean time at 141.35°E: +25.4 min = 00:15 decides the day and hour pillars; year and month by the instant",
    );
  });
});

describe("plans and errors", () => {
  it("is Pro: Lite is 403 PLAN_REQUIRED", async () => {
    const res = await birth("/gw/birth/1990-05-05T14:30+09:00", {});
    expect([res.status, res.json.code]).toEqual([403, "PLAN_REQUIRED"]);
  });
  it.each([
    ["1990-05-05T24:00", "24:00"],
    ["2025-02-29T10:00", "does not exist"],
    ["1990-05-05T14:30+14:30", "beyond ±14:00"],
    ["1990-02-30", "not an existing day"],
  ])("%s is 400 INVALID_DATETIME naming why (%s)", async (at, why) => {
    const res = await birth(`/gw/birth/${at}`);
    expect([res.status, res.json.code]).toEqual([400, "INVALID_DATETIME"]);
    expect(res.json.error).toContain(why);
  });
  it("bad options are 400 INVALID_PARAMETER naming the parameter", async () => {
    for (const [query, parameter] of [
      ["sex=other", "sex"],
      ["solar=mean", "solar"],
      ["longitude=east", "longitude"],
      ["dst=on", "dst"],
    ] as const) {
      const res = await birth(`/gw/birth/1990-05-05T14:30?${query}`);
      expect([res.status, res.json.code, res.json.parameter]).toEqual([400, "INVALID_PARAMETER", parameter]);
    }
  });
  it("before 1873 and after 2100 is 404 OUT_OF_COVERAGE", async () => {
    expect((await birth("/gw/birth/1872-12-31T12:00")).json.code).toBe("OUT_OF_COVERAGE");
    expect((await birth("/gw/birth/2101-01-01")).json.code).toBe("OUT_OF_COVERAGE");
  });
});
