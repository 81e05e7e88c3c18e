/**
 * The birth answer's reading of the clock (edge-rules/birth/answer.ts): summer time taken back one
 * hour, local mean and true solar time for the day and hour only, and a date alone marking the 節
 * instant of its day — over a moment that turns its month at one 節 instant (立夏 1990, NAOJ
 * 1990-05-06 02:35 JST) and its day at JST midnight.
 */
import { describe, expect, it } from "vitest";
import { birthAnswer, jstMinute, type BirthInput, type BirthMoment } from "../../../edge-rules/birth/answer.ts";
import { JST_OFFSET_MS, MS_PER_DAY } from "../../../schemas/day-number.ts";
import { KANSHI_60 } from "../../../schemas/vocabulary.ts";

const RIKKA = Date.parse("1990-05-06T02:35+09:00");
const SEIMEI = { name: "清明", jst: "1990-04-05T13:13+09:00", utc: "1990-04-05T04:13Z" };
const RIKKA_SETSU = { name: "立夏", jst: "1990-05-06T02:35+09:00", utc: "1990-05-05T17:35Z" };
const BOSHU = { name: "芒種", jst: "1990-06-06T06:46+09:00", utc: "1990-06-05T21:46Z" };
/** The instants each moment was asked for. */
const asked: number[] = [];

/** A moment of spring 1990: 庚辰 month until 立夏, 辛巳 after; day kanshi by the JST day, counted from 1970-01-01 = 辛巳 (index 17); a stand-in hour kanshi. */
function momentAt(instant: number): BirthMoment {
  asked.push(instant);
  const day = Math.floor((instant + JST_OFFSET_MS) / MS_PER_DAY);
  const after = instant >= RIKKA;
  const hour = Math.floor((((instant + JST_OFFSET_MS) % MS_PER_DAY) / 3_600_000 + 1) / 2) % 12;
  return {
    pillars: { year: "庚午", month: after ? "辛巳" : "庚辰", day: KANSHI_60[(day + 17) % 60]!, hour: KANSHI_60[hour]! },
    kyusei: { year: "一白水星", month: after ? "二黒土星" : "三碧木星" },
    setsu: after ? { previous: RIKKA_SETSU, next: BOSHU } : { previous: SEIMEI, next: RIKKA_SETSU },
    boundary: null,
  };
}

const input = (over: Partial<BirthInput>): BirthInput => ({
  text: "1990-05-05T14:30+09:00",
  instant: Date.parse("1990-05-05T14:30+09:00"),
  hasTime: true,
  jstClock: true,
  sex: null,
  dst: "auto",
  solar: "none",
  longitude: null,
  ...over,
});

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
    ]);
    expect(a.at).toBe("1990-05-05T14:30+09:00");
    expect(a.corrections).toEqual([]);
    expect(a.pillars.month.kanshi).toBe("庚辰");
    expect(a.taiun).toBeNull();
  });

  it("takes a 1949 summer clock time back one hour, and not with dst=off or an explicit +10:00", () => {
    const summer = Date.parse("1949-07-01T10:00+09:00");
    asked.length = 0;
    const a = birthAnswer(input({ text: "1949-07-01T10:00", instant: summer }), momentAt);
    expect(a.at).toBe("1949-07-01T09:00+09:00");
    expect(asked[0]).toBe(summer - 3_600_000);
    expect(a.corrections[0]).toMatch(/^summer time: .*taken back one hour to 1949-07-01T09:00\+09:00/);
    expect(birthAnswer(input({ instant: summer, dst: "off" }), momentAt).at).toBe("1949-07-01T10:00+09:00");
    expect(birthAnswer(input({ instant: summer, jstClock: false }), momentAt).corrections).toEqual([]);
  });

  it("moves only the day and hour to the local mean time (Sapporo, 141.35°E: +25.4 min)", () => {
    // 23:50 JST is 00:15 local mean time in Sapporo: the next day and its 子 hour, while the instant stays before 立夏.
    const late = Date.parse("1990-05-05T23:50+09:00");
    const a = birthAnswer(input({ instant: late, solar: "mean", longitude: 141.35 }), momentAt);
    const b = birthAnswer(input({ instant: late }), momentAt);
    expect(a.pillars.day.kanshi).not.toBe(b.pillars.day.kanshi);
    expect(a.pillars.day.kanshi).toBe(momentAt(late + MS_PER_DAY).pillars.day);
    expect(a.pillars.month.kanshi).toBe("庚辰");
    expect(a.corrections[0]).toBe(
      "local mean time at 141.35°E: +25.4 min = 00:15 decides the day and hour pillars; year and month by the instant",
    );
    const t = birthAnswer(input({ instant: late, solar: "true", longitude: 141.35 }), momentAt);
    // Early May the equation of time is about +3.3 min.
    expect(t.corrections[0]).toMatch(/^true solar time at 141\.35°E: \+25\.4 min \(longitude\) \+3\.[0-9] min \(equation of time\)/);
  });

  it("marks the 節 instant a date alone leaves open, without an hour pillar", () => {
    const a = birthAnswer(input({ text: "1990-05-06", instant: Date.parse("1990-05-06T12:00+09:00"), hasTime: false }), momentAt);
    expect(a.pillars.hour).toBeNull();
    expect(a.pillars.month.kanshi).toBe("辛巳");
    expect(a.corrections).toEqual([
      "no time given: no hour pillar; the chart is taken at 12:00 JST",
      "open: the 立夏 instant 1990-05-06T02:35+09:00 falls on this day; born before it the month pillar is 庚辰 and the 月命星 三碧木星; after it 辛巳",
    ]);
    const quiet = birthAnswer(input({ text: "1990-05-05", instant: Date.parse("1990-05-05T12:00+09:00"), hasTime: false }), momentAt);
    expect(quiet.corrections).toEqual(["no time given: no hour pillar; the chart is taken at 12:00 JST"]);
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
    expect(jstMinute(Date.parse("1990-05-05T05:30:59Z"))).toBe("1990-05-05T14:30+09:00");
  });
});
