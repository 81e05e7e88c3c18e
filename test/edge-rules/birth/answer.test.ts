/**
 * The birth answer's reading of the clock (edge-rules/birth/answer.ts, request.ts): summer time taken back one
 * hour, its folds and gaps named and chosen by `fold`, local mean and true solar time for the day and hour only, and
 * a date alone marking the 節 instant of its day — over a moment that turns its month at one 節 instant (立夏 1990,
 * NAOJ 1990-05-06 02:35 JST) and its day at midnight of the clock it is given. Corrections in both languages.
 */
import { describe, expect, it } from "vitest";
import { birthAnswer, type BirthInput, type BirthMoment } from "../../../edge-rules/birth/answer.ts";
import { jstMinuteText } from "../../../calendar/time/jst-text.ts";
import { parseBirthParams, type BirthParams } from "../../../edge-rules/birth/request.ts";
import { MS_PER_DAY } from "../../../calendar/time/day-number.ts";
import { KANSHI_60 } from "../../../calendar/names.ts";

const RIKKA = Date.parse("1990-05-06T02:35+09:00");
const SEIMEI = { name: "清明", jst: "1990-04-05T13:13+09:00", utc: "1990-04-05T04:13Z" };
const RIKKA_SETSU = { name: "立夏", jst: "1990-05-06T02:35+09:00", utc: "1990-05-05T17:35Z" };
const BOSHU = { name: "芒種", jst: "1990-06-06T06:46+09:00", utc: "1990-06-05T21:46Z" };
/** The instants each moment was asked for. */
const asked: number[] = [];

/** A moment of spring 1990: 庚辰 month until 立夏, 辛巳 after; day kanshi by the day of the clock given, counted from 1970-01-01 = 辛巳 (index 17); a stand-in hour kanshi. */
function momentAt(instant: number, wallOffsetMs: number): BirthMoment {
  asked.push(instant);
  const day = Math.floor((instant + wallOffsetMs) / MS_PER_DAY);
  const after = instant >= RIKKA;
  const hour = Math.floor((((instant + wallOffsetMs) % MS_PER_DAY) / 3_600_000 + 1) / 2) % 12;
  return {
    pillars: { year: "庚午", month: after ? "辛巳" : "庚辰", day: KANSHI_60[(day + 17) % 60]!, hour: KANSHI_60[hour]! },
    kyusei: { year: "一白水星", month: after ? "二黒土星" : "三碧木星" },
    setsu: after ? { previous: RIKKA_SETSU, next: BOSHU } : { previous: SEIMEI, next: RIKKA_SETSU },
    boundary: null,
  };
}

/** The input of these parameters, as the endpoint parses them. */
const input = (over: Partial<BirthParams>): BirthInput => {
  const parsed = parseBirthParams({ at: "1990-05-05T14:30+09:00", sex: null, longitude: null, solar: null, dst: null, ...over });
  if ("code" in parsed) throw new Error(parsed.message);
  return parsed;
};
const inEnglish = (over: Partial<BirthParams>) => birthAnswer(input(over), momentAt, "en");

describe("birthAnswer", () => {
  it("keeps §4's keys in order and a JST clock outside the summers as it is", () => {
    const a = birthAnswer(input({}), momentAt);
    expect(Object.keys(a)).toEqual([
      "ok",
      "input",
      "at",
      "corrections",
      "honmei",
      "getsumei",
      "keisha",
      "pillars",
      "kubou",
      "taiun",
      "setsu",
      "boundary",
      "rules",
    ]);
    expect(a.rules).toEqual({ zi: "early", zokan: "shirei", taiun_age: "round", year_turn: "risshun" });
    expect(a.at).toBe("1990-05-05T14:30+09:00");
    expect(a.corrections).toEqual([]);
    expect(a.pillars.month.kanshi).toBe("庚辰");
    expect(a.taiun).toBeNull();
  });

  it("takes a 1949 summer clock time back one hour, and not with dst=off or an explicit +10:00", () => {
    const summer = Date.parse("1949-07-01T10:00+09:00");
    asked.length = 0;
    const a = inEnglish({ at: "1949-07-01T10:00" });
    expect(a.at).toBe("1949-07-01T09:00+09:00");
    expect(asked[0]).toBe(summer - 3_600_000);
    expect(a.corrections[0]).toMatch(/^summer time: .*taken back one hour to 1949-07-01T09:00\+09:00/);
    expect(birthAnswer(input({ at: "1949-07-01T10:00", dst: "off" }), momentAt).at).toBe("1949-07-01T10:00+09:00");
    const explicit = birthAnswer(input({ at: "1949-07-01T10:00+10:00" }), momentAt);
    expect([explicit.at, explicit.corrections]).toEqual(["1949-07-01T09:00+09:00", []]);
    // The default language is Japanese.
    expect(birthAnswer(input({ at: "1949-07-01T10:00" }), momentAt).corrections[0]).toMatch(
      /夏時刻.*1時間戻し、日本標準時 1949-07-01T09:00\+09:00/,
    );
  });

  it("names a time the clocks showed twice (1949-09-11 00:30) and reads it by fold: 0 the summer-time first, 1 the JST second", () => {
    const first = inEnglish({ at: "1949-09-11T00:30" });
    const second = inEnglish({ at: "1949-09-11T00:30", fold: "1" });
    expect(first.at).toBe("1949-09-10T23:30+09:00");
    expect(second.at).toBe("1949-09-11T00:30+09:00");
    expect(first.corrections).toEqual([
      "1949-09-11T00:30 happened twice: the clocks went back from summer time (UTC+10:00) to JST (UTC+09:00); read as the first, on summer time (UTC+10:00): 1949-09-10T23:30+09:00 JST (fold=1 reads the second, on JST (UTC+09:00))",
    ]);
    expect(second.corrections[0]).toMatch(/^1949-09-11T00:30 happened twice: .* read as the second, on JST/);
    expect(birthAnswer(input({ at: "1949-09-11T00:30" }), momentAt).corrections[0]).toMatch(
      /^1949-09-11T00:30 は時計が夏時刻.*二度ありました/,
    );
    // One minute either side, the clocks showed it once.
    expect(inEnglish({ at: "1949-09-11T01:00" }).corrections).toEqual([]);
    expect(inEnglish({ at: "1949-09-10T23:59" }).corrections[0]).toMatch(/^summer time: /);
  });

  it("names a time the clocks never showed (1949-04-03 00:30, 1948-05-02 00:30) and reads it on JST, or on summer time with fold=1", () => {
    for (const day of ["1949-04-03", "1948-05-02"]) {
      const a = inEnglish({ at: `${day}T00:30` });
      expect(a.at).toBe(`${day}T00:30+09:00`);
      expect(a.corrections).toEqual([
        `${day}T00:30 never happened: the clocks went forward from JST (UTC+09:00) to summer time (UTC+10:00); read on JST (UTC+09:00): ${day}T00:30+09:00 JST (fold=1 reads it on summer time (UTC+10:00))`,
      ]);
      expect(inEnglish({ at: `${day}T00:30`, fold: "1" }).at).toBe(jstMinuteText(Date.parse(`${day}T00:30+10:00`)));
    }
    expect(parseBirthParams({ at: "1949-04-03T00:30", sex: null, longitude: null, solar: null, dst: null, fold: "2" })).toMatchObject({
      code: "INVALID_PARAMETER",
    });
  });

  it("reads a time before 1888 without an offset on Tokyo mean time, the civil clock of the day, and says so", () => {
    const a = inEnglish({ at: "1873-09-07T23:50" });
    expect(a.at).toBe("1873-09-07T23:30+09:00");
    expect(a.corrections).toEqual([
      "1873-09-07T23:50: a time before 1888 is read on the clock of the day, Tokyo mean time (UTC+09:19:01): 1873-09-07T23:30+09:00 JST",
    ]);
    // With an offset it is as written; the change to JST at 1888-01-01 00:00 repeated 19 minutes.
    expect(inEnglish({ at: "1873-09-07T23:50+09:00" }).corrections).toEqual([]);
    expect(inEnglish({ at: "1888-01-01T00:10" }).corrections[0]).toMatch(
      /^1888-01-01T00:10 happened twice: the clocks went back from Tokyo mean time \(UTC\+09:19:01\) to JST/,
    );
    expect(inEnglish({ at: "1888-01-01T00:20" }).corrections).toEqual([]);
  });

  it("says that -00:00 is UTC with the local offset unknown (RFC 3339 §4.3)", () => {
    const a = inEnglish({ at: "1990-05-05T05:30-00:00" });
    expect(a.at).toBe("1990-05-05T14:30+09:00");
    expect(a.corrections).toEqual([
      "-00:00 is a time in UTC whose local offset is unknown (RFC 3339 §4.3): read as UTC, 1990-05-05T14:30+09:00 JST",
    ]);
    expect(inEnglish({ at: "1990-05-05t05:30z" }).at).toBe("1990-05-05T14:30+09:00");
  });

  it("moves only the day and hour to the local mean time (Sapporo, 141.35°E: +25.4 min)", () => {
    // 23:50 JST is 00:15 local mean time in Sapporo: the next day and its 子 hour, while the instant stays before 立夏.
    const late = Date.parse("1990-05-05T23:50+09:00");
    const a = inEnglish({ at: "1990-05-05T23:50", solar: "mean", longitude: "141.35" });
    const b = inEnglish({ at: "1990-05-05T23:50" });
    expect(a.pillars.day.kanshi).not.toBe(b.pillars.day.kanshi);
    expect(a.pillars.day.kanshi).toBe(momentAt(late + MS_PER_DAY, 9 * 3_600_000).pillars.day);
    expect(a.pillars.month.kanshi).toBe("庚辰");
    expect(a.corrections[0]).toBe(
      "local mean time at 141.35°E: +25.4 min = 00:15 decides the day and hour pillars; year and month by the instant",
    );
    expect(birthAnswer(input({ at: "1990-05-05T23:50", solar: "mean", longitude: "141.35" }), momentAt).corrections[0]).toBe(
      "141.35°E の地方平均時: 経度 +25.4 min、00:15 で日柱・時柱を決め、年柱・月柱は時刻そのもので決めます",
    );
    // West of Greenwich the longitude is written as such.
    expect(inEnglish({ at: "1990-05-05T23:50", solar: "mean", longitude: "-74" }).corrections[0]).toMatch(/^local mean time at 74°W: /);
    const t = inEnglish({ at: "1990-05-05T23:50", solar: "true", longitude: "141.35" });
    // Early May the equation of time is about +3.3 min.
    expect(t.corrections[0]).toMatch(/^true solar time at 141\.35°E: \+25\.4 min \(longitude\) \+3\.[0-9] min \(equation of time\)/);
  });

  it("marks the 節 instant a date alone leaves open, without an hour pillar", () => {
    const a = birthAnswer(input({ at: "1990-05-06" }), momentAt);
    expect(a.pillars.hour).toBeNull();
    expect(a.pillars.month.kanshi).toBe("辛巳");
    expect(a.corrections).toEqual([
      "時刻の指定がないため時柱はありません。命式は日本標準時（UTC+09:00）の12:00で出しています",
      "未確定: この日に立夏の時刻 1990-05-06T02:35+09:00 があり、それより前の生まれなら月柱 庚辰、月命星 三碧木星、後なら月柱 辛巳、月命星 二黒土星",
    ]);
    expect(inEnglish({ at: "1990-05-06" }).corrections).toEqual([
      "no time given: no hour pillar; the chart is taken at 12:00 JST (UTC+09:00)",
      "open: the Start of Summer instant 1990-05-06T02:35+09:00 falls on this day; born before it the month pillar Yang Metal Dragon, the 月命星 Three Jade Wood Star; after it the month pillar Yin Metal Snake, the 月命星 Two Black Earth Star",
    ]);
    const quiet = inEnglish({ at: "1990-05-05" });
    expect(quiet.corrections).toEqual(["no time given: no hour pillar; the chart is taken at 12:00 JST (UTC+09:00)"]);
  });

  it("counts 大運 from the 節 instants and 蔵干 from the previous one", () => {
    // 庚 year (yang), male: forward, 11 h to 立夏 → age 0; female: backward, 30 days from 清明 → age 10.
    const m = birthAnswer(input({ sex: "male" }), momentAt);
    expect(m.taiun![0]).toEqual({ from_age: 0, kanshi: "辛巳" });
    const f = birthAnswer(input({ sex: "female" }), momentAt);
    expect(f.taiun![0]).toEqual({ from_age: 10, kanshi: "己卯" });
    expect(f.taiun).toHaveLength(8);
    // 30 days after 清明: 辰's 本気 戊 rules (乙 9, 癸 3).
    expect(m.pillars.month.zokan).toEqual(["乙", "癸", "戊"]);
    expect(m.pillars.month.zokan_ruling).toBe("戊");
  });

  it("writes instants to the minute in JST", () => {
    expect(jstMinuteText(Date.parse("1990-05-05T05:30:59Z"))).toBe("1990-05-05T14:30+09:00");
  });
});
