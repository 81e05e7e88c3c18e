/**
 * GET /gw/moment/{at} on the real Node server over the shared 2026 tree: either side of the 立春
 * instant (2026-02-04 05:02 JST) and of 啓蟄 (2026-03-05 22:59), both 子の刻 conventions, gw.php
 * (its `+` encoded or not), the MCP tool, and each INVALID_DATETIME naming why.
 */
import { describe, expect, it } from "vitest";
import { momentExample } from "../../../schemas/endpoints/moment.ts";
import { MomentResponse } from "../../../schemas/endpoints/moment.ts";
import { realServerForSuite } from "../mcp/real-server.ts";

const base = realServerForSuite();
const get = async (target: string) => {
  const res = await fetch(`${base()}${target}`);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

describe("GET /gw/moment/{at} on the real server", () => {
  it("turns the year and month pillars and stars at the 立春 minute", async () => {
    const before = await get("/gw/moment/2026-02-04T05:01+09:00");
    const after = await get("/gw/moment/2026-02-03T20:02Z");
    expect(before.status).toBe(200);
    MomentResponse.parse(before.body);
    expect(before.body).toMatchObject({
      at: "2026-02-04T05:01+09:00",
      date: "2026-02-04",
      pillars: { year: "乙巳", month: "己丑" },
      kyusei: { year: "二黒土星", month: "九紫火星" },
      boundary: { kind: "sekki", name: "立春", minutes: -1 },
    });
    expect(before.body.setsu.next).toMatchObject({ name: "立春", jst: "2026-02-04T05:02+09:00", setsu: true });
    expect(after.body).toMatchObject({
      at: "2026-02-04T05:02+09:00",
      pillars: { year: "丙午", month: "庚寅" },
      kyusei: { year: "一白水星", month: "八白土星" },
    });
    // The day's own values do not turn at 立春.
    expect(after.body.pillars.day).toBe(before.body.pillars.day);
    expect(after.body.kyusei.day).toBe(before.body.kyusei.day);
  });

  it("turns the month at a 節 instant (啓蟄 22:59) and flags the day's turn an hour later", async () => {
    const before = await get("/gw/moment/2026-03-05T22:58");
    const after = await get("/gw/moment/2026-03-05T22:59:30+09:00");
    expect(before.body.pillars.month).toBe("庚寅");
    expect(after.body.pillars.month).toBe("辛卯");
    expect(after.body.at).toBe("2026-03-05T22:59:30+09:00");
    expect(after.body.boundary).toEqual({ kind: "sekki", name: "啓蟄", minutes: 1 });
  });

  it("answers both 子の刻 conventions: the day pillar turns at 23:00 only with zi=late", async () => {
    const early = await get("/gw/moment/2026-06-01T23:30+09:00");
    const late = await get("/gw/moment/2026-06-01T23:30+09:00?zi=late");
    const next = await get("/gw/moment/2026-06-02T00:30+09:00");
    expect(early.body.pillars.day).toBe("丙午");
    expect(late.body.pillars.day).toBe("丁未");
    expect(next.body.pillars.day).toBe("丁未");
    expect(early.body.pillars.hour).toBe("庚子");
    expect(late.body.pillars.hour).toBe("庚子");
    expect(next.body.pillars.hour).toBe("庚子");
    expect(late.body.boundary).toEqual({ kind: "day", name: "23:00", minutes: 30 });
    expect((await get("/gw/moment/2026-06-01T12:00?zi=noon")).status).toBe(400);
  });

  it("takes the 子の刻 from rules= as from zi= (zi= applied after it), names the rules applied, and refuses an unknown one listing the valid", async () => {
    const late = await get("/gw/moment/2026-06-01T23:30+09:00?zi=late");
    const byRules = await get("/gw/moment/2026-06-01T23:30+09:00?rules=zi:late");
    const preset = await get("/gw/moment/2026-06-01T23:30+09:00?rules=tyme4ts,zi:late");
    const overridden = await get("/gw/moment/2026-06-01T23:30+09:00?rules=zi:late&zi=early");
    expect(byRules.body).toEqual(late.body);
    expect(preset.body).toEqual(late.body);
    expect(late.body.rules).toEqual({ zi: "late" });
    expect(overridden.body.pillars.day).toBe("丙午");
    expect(overridden.body.rules).toEqual({ zi: "early" });
    expect((await get("/gw/moment/2026-06-01T12:00")).body.rules).toEqual({ zi: "early" });
    const bad = await get("/gw/moment/2026-06-01T12:00?rules=tyme4ts,zi:noon");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, code: "INVALID_PARAMETER", parameter: "rules", value: "tyme4ts,zi:noon" });
    expect(bad.body.error).toContain('zi has no value "noon"');
    expect(bad.body.error).toContain("tyme4ts");
  });

  it("answers gw.php the same, its + sent encoded or as a form's space", async () => {
    const pretty = await get("/gw/moment/2026-02-04T05:01+09:00");
    expect((await get("/gw.php?fn=moment&at=2026-02-04T05:01%2B09:00")).body).toEqual(pretty.body);
    expect((await get("/gw.php?fn=moment&at=2026-02-04T05:01+09:00")).body).toEqual(pretty.body);
  });

  it.each([
    ["/gw/moment/2026-01-01T24:00+09:00", "24:00 is not a time of day"],
    ["/gw/moment/2025-02-29T10:00", "does not exist"],
    ["/gw/moment/2026-01-01T10:00+14:30", "beyond ±14:00"],
    [`/gw/moment/${encodeURIComponent("２０２６年１月１日")}`, "ASCII"],
    ["/gw/moment/2026-01-01", "without a time of day"],
  ])("refuses %s with 400 INVALID_DATETIME naming why", async (target, why) => {
    const { status, body } = await get(target);
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, code: "INVALID_DATETIME" });
    expect(body.error).toContain(why);
    expect(body.error).not.toContain("\n");
  });

  it("keeps the API reference's example true (its shown fields)", async () => {
    const example = momentExample(2026);
    expect((await get(example.request)).body).toMatchObject(example.response as object);
  });

  it("answers 404 OUT_OF_COVERAGE outside the coverage", async () => {
    expect((await get("/gw/moment/2030-01-01T12:00+09:00")).body).toMatchObject({ code: "OUT_OF_COVERAGE" });
    expect((await get("/gw/moment/2025-12-31T23:59+09:00")).body).toMatchObject({ code: "OUT_OF_COVERAGE" });
  });

  it("answers the coverage's first and last minutes, on the 節 of the years either side (the tree's outer 節)", async () => {
    const first = await get("/gw/moment/2026-01-01T00:00+09:00");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Before 小寒 2026 the month is 2025's 子月: docs/calendar.md §2, an 乙 year's 寅月 is 戊寅, so its 子月 is 戊子;
    // the year star is still 2025's, 二黒土星 (the 立春 year's, docs/calendar.md §3).
    expect(first.body).toMatchObject({ pillars: { year: "乙巳", month: "戊子" }, kyusei: { year: "二黒土星" } });
    expect(first.body.setsu.previous).toMatchObject({ name: "大雪", jst: expect.stringMatching(/^2025-12-07T/) });
    const last = await get("/gw/moment/2026-12-31T23:59+09:00");
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.setsu.next).toMatchObject({ name: "小寒", jst: expect.stringMatching(/^2027-01-05T/) });
  });
});
