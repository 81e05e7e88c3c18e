/**
 * `rules=tyme4ts` against tyme4ts 1.5.2 itself (a dev dependency, github.com/6tail/tyme4ts): births drawn by a seeded
 * PRNG over 1873–2100 and births 3 minutes either side of 節 instants, asked as users ask (`GET /gw/birth/{at}` through
 * the handler, over the 節 of every instants file of the coverage, computed here), each field of the chart compared with
 * the value tyme4ts gives for the same birth.
 *
 * The same birth for tyme4ts: it reads clock readings, and its 節 instants are on China Standard Time (UTC+8: its
 * ShouXingUtil adds 8/24 to every term). So the year and month pillars, 本命星, 月命星 and the 大運 are asked of it with the
 * instant on UTC+8 (what depends on the 節 instants), the day and hour pillars with the civil clock reading (JST; Tokyo
 * mean time before 1888: what depends on the clock), and every derived value (蔵干, 通変星, 十二運, 空亡) by its own
 * methods over those pillars. Its 節 instants are its own (寿星, to the second): within 3 s of the service's before 2025
 * and up to 2 minutes earlier by 2100 (its ΔT), so the 大運 count — a second of which is two minutes of life — is
 * compared twice: with tyme4ts's `DefaultChildLimitProvider` run on the service's 節 minute, exactly, and with tyme4ts's
 * own `ChildLimit`, within what the two 節 instants' difference explains.
 */
import { describe, expect, it } from "vitest";
import {
  ChildLimit,
  China95ChildLimitProvider,
  DefaultChildLimitProvider,
  DefaultEightCharProvider,
  Gender,
  LunarHour,
  LunarSect2EightCharProvider,
  SolarDay,
  SolarTime,
  type ChildLimitInfo,
  type SixtyCycle,
  type SolarTerm,
} from "tyme4ts";
import { longitudeInstants } from "../../../calendar/astronomy/instants.ts";
import { isSetsu } from "../../../calendar/solar-terms/setsu-month.ts";
import { civilOffsetMs } from "../../../calendar/time/civil-day.ts";
import { KYUSEI, SEKKI_24, type Sex } from "../../../calendar/names.ts";
import { instantsFile, minuteFields, outerSetsuFile } from "../../../generator/files/instants.ts";
import type { Instant } from "../../../schemas/instants.ts";
import { BirthChart } from "../../../schemas/endpoints/birth.ts";
import { bearer, FixtureOrigin, makeHandler, MANIFEST, read, req, TOKENS } from "../fixtures.ts";

const COVERAGE = { from: 1873, to: 2100 } as const;
const HOUR = 3_600_000;

/** The 節 of every year of the coverage, as the instants files list them (this test needs no other instant). */
const SETSU = longitudeInstants(
  SEKKI_24.map((_, i) => i * 15).filter(isSetsu),
  Date.UTC(COVERAGE.from, 0, 1) - 9 * HOUR,
  Date.UTC(COVERAGE.to + 1, 0, 1) - 9 * HOUR,
).map(({ longitude, ms }) => ({ kind: "sekki", name: SEKKI_24[longitude / 15], ...minuteFields(ms), longitude, setsu: true }) as Instant);

const files = new Map<string, string>();
for (let year = COVERAGE.from; year <= COVERAGE.to; year++) {
  const file = instantsFile(
    year,
    SETSU.filter((s) => s.jst.startsWith(`${year}-`)),
  );
  files.set(file.path, file.text);
}
const outer = outerSetsuFile(COVERAGE);
files.set(outer.path, outer.text);
const { handler } = makeHandler({
  origin: new FixtureOrigin(files, { ...MANIFEST, coverage: COVERAGE }),
  config: { rateLimits: { lite: 60, pro: 1_000_000, ultra: 1_000_000 } },
});

/** A seeded PRNG (a 32-bit linear congruential generator): the same births every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Birth {
  /** The instant, UTC ms, a whole minute. */
  readonly ms: number;
  readonly sex: Sex;
}

const random = prng(51);
const sexOf = (): Sex => (random() < 0.5 ? "male" : "female");
const FIRST = Date.UTC(COVERAGE.from, 0, 1) - 9 * HOUR;
const LAST = Date.UTC(COVERAGE.to, 11, 31, 23, 59) - 9 * HOUR;
/** 300 births anywhere in the coverage. */
const RANDOM_BIRTHS: Birth[] = Array.from({ length: 300 }, () => ({
  ms: Math.floor((FIRST + random() * (LAST - FIRST)) / 60_000) * 60_000,
  sex: sexOf(),
}));
/** 3 minutes before and after 100 節 instants (to the published minute). */
const SETSU_BIRTHS: Birth[] = Array.from({ length: 100 }, () => SETSU[Math.floor(random() * SETSU.length)]!).flatMap((s) => [
  { ms: Date.parse(s.utc) - 3 * 60_000, sex: sexOf() },
  { ms: Date.parse(s.utc) + 3 * 60_000, sex: sexOf() },
]);

/** A Pro request's chart. */
async function chart(birth: Birth, rules: string): Promise<BirthChart> {
  const at = `${new Date(birth.ms).toISOString().slice(0, 16)}Z`;
  const res = await read(await handler(req(`/gw/birth/${at}?sex=${birth.sex}&rules=${rules}`, { headers: bearer(TOKENS.pro) })));
  expect(res.status, `${at}: ${res.text}`).toBe(200);
  return BirthChart.parse(res.json);
}

/** A clock reading `offsetMs` ahead of UTC, as tyme4ts reads one. */
function reading(ms: number, offsetMs: number): SolarTime {
  const d = new Date(ms + offsetMs);
  return SolarTime.fromYmdHms(
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  );
}

/** A tyme4ts reading on UTC+8 back to an instant. */
const instantOfChina = (t: SolarTime): number =>
  Date.UTC(t.getYear(), t.getMonth() - 1, t.getDay(), t.getHour(), t.getMinute(), t.getSecond()) - 8 * HOUR;

/** tyme4ts's names (simplified Chinese) of the ten gods and the twelve stages, in the service's. */
const TEN_STAR: Record<string, string> = {
  比肩: "比肩",
  劫财: "劫財",
  食神: "食神",
  伤官: "傷官",
  偏财: "偏財",
  正财: "正財",
  七杀: "偏官",
  正官: "正官",
  偏印: "偏印",
  正印: "印綬",
};
const TERRAIN: Record<string, string> = {
  长生: "長生",
  沐浴: "沐浴",
  冠带: "冠帯",
  临官: "建禄",
  帝旺: "帝旺",
  衰: "衰",
  病: "病",
  死: "死",
  墓: "墓",
  绝: "絶",
  胎: "胎",
  养: "養",
};

/** A 節 at the service's minute, as tyme4ts's child-limit providers read a term (only its instant), on the clock `offsetMs`. */
function termAt(utc: string, offsetMs: number): SolarTerm {
  const time = reading(Date.parse(utc), offsetMs);
  return { getJulianDay: () => ({ getSolarTime: () => time }) } as unknown as SolarTerm;
}

/** A child limit's count, in the service's shape. */
const countOf = (info: ChildLimitInfo | ChildLimit) => ({
  years: info.getYearCount(),
  months: info.getMonthCount(),
  days: info.getDayCount(),
  hours: info.getHourCount(),
  minutes: info.getMinuteCount(),
});

/** The seconds to the 節 a `DefaultChildLimitProvider` count stands for (three days a year, …, a second two minutes). */
const secondsOf = (c: ReturnType<typeof countOf>): number =>
  c.years * 259_200 + c.months * 21_600 + c.days * 720 + c.hours * 30 + c.minutes / 2;

/** A tyme4ts reading as the service writes an instant (`YYYY-MM-DDTHH:MM+09:00`), from the clock `offsetMs`. */
function jstOf(t: SolarTime, offsetMs: number): string {
  const wall = Date.UTC(t.getYear(), t.getMonth() - 1, t.getDay(), t.getHour(), t.getMinute(), t.getSecond());
  return `${new Date(Math.floor((wall - offsetMs + 9 * HOUR) / 60_000) * 60_000).toISOString().slice(0, 16)}+09:00`;
}

/** What was compared: fields, and the mismatches by field. */
class Tally {
  fields = 0;
  readonly mismatches: string[] = [];
  same(field: string, ours: unknown, theirs: unknown, birth: Birth): void {
    this.fields++;
    if (JSON.stringify(ours) !== JSON.stringify(theirs))
      this.mismatches.push(
        `${new Date(birth.ms).toISOString()} ${birth.sex} ${field}: ours ${JSON.stringify(ours)}, tyme4ts ${JSON.stringify(theirs)}`,
      );
  }
}

/** Every field tyme4ts computes for one birth, compared with the chart of `rules=tyme4ts`. */
function compareChart(c: BirthChart, birth: Birth, tally: Tally): void {
  const same = (field: string, ours: unknown, theirs: unknown): void => tally.same(field, ours, theirs, birth);
  const civil = civilOffsetMs(birth.ms);
  const china = reading(birth.ms, 8 * HOUR);
  LunarHour.provider = new DefaultEightCharProvider();
  const byInstant = china.getLunarHour().getEightChar();
  const byClock = reading(birth.ms, civil).getLunarHour().getEightChar();
  const pillars: Record<"year" | "month" | "day" | "hour", SixtyCycle> = {
    year: byInstant.getYear(),
    month: byInstant.getMonth(),
    day: byClock.getDay(),
    hour: byClock.getHour(),
  };
  const me = pillars.day.getHeavenStem();
  for (const key of ["year", "month", "day", "hour"] as const) {
    const p = pillars[key];
    const ours = c.pillars[key]!;
    const branch = p.getEarthBranch();
    same(`${key}.kanshi`, ours.kanshi, p.getName());
    same(
      `${key}.zokan`,
      ours.zokan,
      branch
        .getHideHeavenStems()
        .map((h) => h.getName())
        .reverse(),
    );
    same(`${key}.zokan_ruling`, ours.zokan_ruling, branch.getHideHeavenStemMain().getName());
    if (key !== "day") same(`${key}.tsuhen`, ours.tsuhen, TEN_STAR[me.getTenStar(p.getHeavenStem()).getName()]);
    same(`${key}.juniun`, ours.juniun, TERRAIN[me.getTerrain(branch).getName()]);
  }
  same(
    "kubou",
    c.kubou.branches,
    pillars.day.getExtraEarthBranches().map((b) => b.getName()),
  );
  const month = china.getSixtyCycleHour().getSixtyCycleDay().getSixtyCycleMonth();
  same("honmei", c.honmei, KYUSEI[month.getSixtyCycleYear().getNineStar().getIndex()]);
  same("getsumei", c.getsumei, KYUSEI[month.getNineStar().getIndex()]);

  // 大運: tyme4ts's own child limit (its 節 instant), then its provider on the service's 節 minute.
  const limit = ChildLimit.fromSolarTime(china, birth.sex === "male" ? Gender.MAN : Gender.WOMAN);
  const fortunes = Array.from({ length: 8 }, (_, i) => limit.getStartDecadeFortune().next(i).getName());
  same(
    "taiun.kanshi",
    c.taiun!.map((t) => t.kanshi),
    fortunes,
  );
  const start = c.taiun_start!;
  const { at, ...count } = start;
  same(
    "taiun.from_age",
    c.taiun!.map((t) => t.from_age),
    Array.from({ length: 8 }, (_, i) => count.years + 10 * i),
  );
  let term = china.getTerm();
  if (!term.isJie()) term = term.next(-1);
  if (limit.isForward()) term = term.next(2);
  const setsu = limit.isForward() ? c.setsu.next : c.setsu.previous;
  const termGap = Math.abs(instantOfChina(term.getJulianDay().getSolarTime()) - Date.parse(setsu.utc)) / 1000;
  // Its own count differs from ours by at most the two 節 instants' difference (plus its rounding to the second).
  same("taiun_start (tyme4ts's 節)", Math.abs(secondsOf(count) - secondsOf(countOf(limit))) <= termGap + 1, true);
  const birthTime = reading(birth.ms, civil);
  const info = new DefaultChildLimitProvider().getInfo(birthTime, termAt(setsu.utc, civil));
  same("taiun_start", count, countOf(info));
  same("taiun_start.at", at, jstOf(info.getEndTime(), civil));
}

describe("rules=tyme4ts equals tyme4ts 1.5.2", () => {
  it("on every field of 300 random births over 1873–2100 and 200 births 3 minutes either side of a 節 instant", async () => {
    const tally = new Tally();
    for (const birth of [...RANDOM_BIRTHS, ...SETSU_BIRTHS]) {
      const c = await chart(birth, "tyme4ts");
      expect(c.rules).toEqual({ zi: "late", zokan: "honki", taiun_age: "exact", year_turn: "risshun" });
      compareChart(c, birth, tally);
    }
    console.log(`tyme4ts parity: 500 births, ${tally.fields} fields compared, ${tally.mismatches.length} differ`);
    expect(tally.mismatches).toEqual([]);
    expect(tally.fields).toBe(500 * 27);
  });

  it("its other 子の刻 sect, LunarSect2EightCharProvider, is rules=tyme4ts,zi:early: 100 births from 23:00 of the civil clock", async () => {
    const late = new Tally();
    const early = new Tally();
    for (const birth of RANDOM_BIRTHS.slice(0, 100)) {
      const civil = civilOffsetMs(birth.ms);
      const wall = birth.ms + civil;
      // The same day, 23:00 plus the birth's minutes.
      const at = { ms: Math.floor(wall / 86_400_000) * 86_400_000 + 23 * HOUR + (wall % HOUR) - civil, sex: birth.sex };
      const clock = reading(at.ms, civil);
      LunarHour.provider = new DefaultEightCharProvider();
      const byDefault = clock.getLunarHour().getEightChar();
      LunarHour.provider = new LunarSect2EightCharProvider();
      const bySect2 = clock.getLunarHour().getEightChar();
      LunarHour.provider = new DefaultEightCharProvider();
      const a = await chart(at, "tyme4ts");
      const b = await chart(at, "tyme4ts,zi:early");
      late.same(
        "day, hour",
        [a.pillars.day.kanshi, a.pillars.hour!.kanshi],
        [byDefault.getDay().getName(), byDefault.getHour().getName()],
        at,
      );
      early.same(
        "day, hour",
        [b.pillars.day.kanshi, b.pillars.hour!.kanshi],
        [bySect2.getDay().getName(), bySect2.getHour().getName()],
        at,
      );
    }
    expect([late.fields, late.mismatches]).toEqual([100, []]);
    expect([early.fields, early.mismatches]).toEqual([100, []]);
  });

  it("taiun_age:china95 is its China95ChildLimitProvider on the same 節 minute (100 births)", async () => {
    const tally = new Tally();
    for (const birth of RANDOM_BIRTHS.slice(100, 200)) {
      const c = await chart(birth, "tyme4ts,taiun_age:china95");
      const civil = civilOffsetMs(birth.ms);
      const forward = ChildLimit.fromSolarTime(reading(birth.ms, 8 * HOUR), birth.sex === "male" ? Gender.MAN : Gender.WOMAN).isForward();
      const setsu = forward ? c.setsu.next : c.setsu.previous;
      const info = new China95ChildLimitProvider().getInfo(reading(birth.ms, civil), termAt(setsu.utc, civil));
      const { at, ...count } = c.taiun_start!;
      tally.same("taiun_start", count, countOf(info), birth);
      tally.same("taiun_start.at", at, jstOf(info.getEndTime(), civil), birth);
    }
    expect([tally.fields, tally.mismatches]).toEqual([200, []]);
  });

  it("tyme4ts's 人元司令 of a day (SolarDay.getHideHeavenStemDay) is not a chart's: on a 節 day before the instant it names the coming month's stem", async () => {
    // 立秋 1918-08-08 18:07 JST: a birth that morning is in 己未 month (tyme4ts's month pillar too), but the day's
    // 人元司令 counts from the 節's date and already names 申's 戊, a stem 未 does not hide.
    const birth = { ms: Date.parse("1918-08-08T05:41+09:00"), sex: "male" as const };
    const c = await chart(birth, "tyme4ts");
    const day = SolarDay.fromYmd(1918, 8, 8).getHideHeavenStemDay().getHideHeavenStem().getName();
    expect([
      c.pillars.month.kanshi,
      reading(birth.ms, 8 * HOUR)
        .getLunarHour()
        .getEightChar()
        .getMonth()
        .getName(),
    ]).toEqual(["己未", "己未"]);
    expect(day).toBe("戊");
    expect(c.pillars.month.zokan).not.toContain(day);
  });
});
