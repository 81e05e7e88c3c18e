/**
 * The calendar of an instant (calendar/moment.ts): the date-time parser's refusals, the pillars
 * either side of a 立春 and a 節 instant, both 子の刻 conventions, the boundary flag, and
 * agreement with the generated day records over 2026–2027 (shared tree).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDatetime } from "../../calendar/time/datetime.ts";
import { momentOf, type SetsuInstant } from "../../calendar/moment.ts";
import { InstantsResponse, OuterSetsuFile } from "../../schemas/instants.ts";
import { instantsFilePath, OUTER_SETSU_PATH } from "../../schemas/files/layout.ts";
import { KYUSEI } from "../../calendar/names.ts";
import { generatedTree, type GeneratedTree } from "../support/generated-tree.ts";

describe("parseDatetime", () => {
  it("reads offsets, Z, seconds and no offset (the civil clock: JST, Tokyo mean time before 1888)", () => {
    expect(parseDatetime("1990-05-05T14:30+09:00")).toMatchObject({ ok: true, ms: Date.parse("1990-05-05T05:30:00Z") });
    expect(parseDatetime("1990-05-05T05:30Z")).toMatchObject({ ok: true, ms: Date.parse("1990-05-05T05:30:00Z"), offsetMs: 0 });
    expect(parseDatetime("1990-05-05T14:30")).toMatchObject({ ok: true, ms: Date.parse("1990-05-05T05:30:00Z"), written: "none" });
    // RFC 3339 §5.6: `t` and `z` in lower case; §4.3: -00:00 is UTC with the local offset unknown.
    expect(parseDatetime("1990-05-05t05:30z")).toMatchObject({ ok: true, ms: Date.parse("1990-05-05T05:30:00Z") });
    expect(parseDatetime("1990-05-05T05:30-00:00")).toMatchObject({ ok: true, ms: Date.parse("1990-05-05T05:30:00Z"), written: "unknown" });
    expect(parseDatetime("1873-09-07T23:50")).toMatchObject({
      ok: true,
      ms: Date.parse("1873-09-07T23:50:00Z") - (9 * 3600 + 19 * 60 + 1) * 1000,
    });
    // 1888-01-01 00:00–00:19:01 was shown twice: the earlier, Tokyo mean time's; from 00:19:01 JST's.
    expect(parseDatetime("1888-01-01T00:10")).toMatchObject({ ms: Date.parse("1888-01-01T00:10:00Z") - (9 * 3600 + 19 * 60 + 1) * 1000 });
    expect(parseDatetime("1888-01-01T00:20")).toMatchObject({ ms: Date.parse("1888-01-01T00:20:00+09:00") });
    expect(parseDatetime("1990-05-05T00:30:15-0500")).toMatchObject({ ok: true, ms: Date.parse("1990-05-05T05:30:15Z") });
    expect(parseDatetime("2025-01-01T00:00+14:00")).toMatchObject({ ok: true });
  });

  it.each([
    ["2025-01-01T24:00+09:00", "24:00 is not a time of day"],
    ["2025-02-29T10:00", "2025-02-29 does not exist"],
    ["2025-01-01T10:00+14:30", "beyond ±14:00"],
    ["2025-01-01T10:00-15:00", "beyond ±14:00"],
    ["２０２５年１月１日１０時", "ASCII"],
    ["2025-01-01", "without a time of day"],
    ["2025-13-01T10:00", "month 13 does not exist"],
    ["2025-01-01T10:60", "minute 60"],
    ["2025-01-01 10:00", "not an ISO 8601 date-time"],
  ])("refuses %s naming why", (text, why) => {
    const parsed = parseDatetime(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(why);
  });
});

describe("momentOf over the generated tree 2026–2027", () => {
  let tree: GeneratedTree;
  let setsu: SetsuInstant[];
  beforeAll(async () => {
    tree = await generatedTree(2026, 2027);
    const outer = OuterSetsuFile.parse(JSON.parse(readFileSync(join(tree.dir, "public", OUTER_SETSU_PATH), "utf8")));
    expect([outer.before, outer.after]).toEqual([2025, 2028]);
    setsu = [
      ...outer.setsu.filter((i) => i.jst.startsWith("2025-")),
      ...[2026, 2027].flatMap((y) =>
        InstantsResponse.parse(JSON.parse(readFileSync(join(tree.dir, "public", instantsFilePath(y)), "utf8"))).instants.filter(
          (i): i is SetsuInstant => i.kind === "sekki" && i.setsu === true,
        ),
      ),
      ...outer.setsu.filter((i) => i.jst.startsWith("2028-")),
    ];
  }, 300_000);
  afterAll(() => tree?.cleanup());

  const at = (text: string): number => {
    const parsed = parseDatetime(text);
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.ms;
  };

  it("agrees with every day record's year and month 干支 and 九星 at 23:59 and its day 干支 at 12:00; a 節 either side from 00:00 of the first day (the tree's outer 節)", () => {
    let checked = 0;
    for (const r of tree.records) {
      const star = KYUSEI.indexOf(r.kyusei);
      const early = momentOf(at(`${r.iso}T00:00+09:00`), "early", setsu, star);
      const late = momentOf(at(`${r.iso}T23:59+09:00`), "early", setsu, star);
      expect(early, r.iso).not.toBeNull();
      if (late === null) throw new Error(`${r.iso}: no 節 either side`);
      expect([late.pillars.year, late.pillars.month, late.kyusei.year, late.kyusei.month], r.iso).toEqual([
        r.eto_year,
        r.eto_month,
        r.kyusei_year,
        r.kyusei_month,
      ]);
      const noon = momentOf(at(`${r.iso}T12:00+09:00`), "early", setsu, star);
      expect(noon?.pillars.day, r.iso).toBe(r.eto);
      checked++;
    }
    expect(checked).toBe(tree.records.length);
  });

  it("turns the year at the 立春 instant (2026-02-04 05:02 JST), not on the day", () => {
    const before = momentOf(at("2026-02-04T05:01+09:00"), "early", setsu, 0)!;
    const after = momentOf(at("2026-02-04T05:02+09:00"), "early", setsu, 0)!;
    expect([before.pillars.year, before.pillars.month, before.kyusei.year]).toEqual(["乙巳", "己丑", "二黒土星"]);
    expect([after.pillars.year, after.pillars.month, after.kyusei.year]).toEqual(["丙午", "庚寅", "一白水星"]);
    expect(before.boundary).toEqual({ kind: "sekki", name: "立春", minutes: -1 });
    expect(after.setsu.previous.name).toBe("立春");
    expect(before.setsu.next.name).toBe("立春");
  });

  it("turns the month at a 節 instant (啓蟄 2026-03-05 22:59 JST)", () => {
    const before = momentOf(at("2026-03-05T13:58Z"), "early", setsu, 0)!;
    const after = momentOf(at("2026-03-05T13:59Z"), "early", setsu, 0)!;
    expect(before.pillars.month).toBe("庚寅");
    expect(after.pillars.month).toBe("辛卯");
    expect(before.at).toBe("2026-03-05T22:58+09:00");
  });

  it("takes the next day's 子 hour stem from 23:00; `late` also turns the day at 23:00", () => {
    // 2026-06-01 is 丙午 (its record's eto), 2026-06-02 丁未: 丙辛 → 戊子 (noon: 甲午), 丁壬 → 庚子.
    const early = momentOf(at("2026-06-01T23:30+09:00"), "early", setsu, 0)!;
    const late = momentOf(at("2026-06-01T23:30+09:00"), "late", setsu, 0)!;
    const noon = momentOf(at("2026-06-01T12:00+09:00"), "early", setsu, 0)!;
    expect(noon.pillars.day).toBe("丙午");
    expect(noon.pillars.hour).toBe("甲午");
    expect(early.pillars.day).toBe("丙午");
    expect(early.pillars.hour).toBe("庚子");
    expect(late.pillars.day).toBe("丁未");
    expect(late.pillars.hour).toBe("庚子");
    expect(early.date).toBe("2026-06-01");
    expect(early.boundary).toEqual({ kind: "day", name: "00:00", minutes: -30 });
    expect(late.boundary).toEqual({ kind: "day", name: "23:00", minutes: 30 });
  });
});
