/**
 * Confirmed or projected holidays: every equinox day 1948–2027 confirmed and 2028 onward projected as of a 2026
 * build; a year turns from projected to confirmed when its 暦要項 row is published by the build date (the generator
 * run with two build dates).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ComputedAlmanac } from "../../../generator/almanac.ts";
import { generate } from "../../../generator/generate.ts";
import { holidaysConfirmedThrough, REKIYOUKOU } from "../../../calendar/holidays/rekiyoukou.ts";
import { liteDay } from "../../../generator/records/lite-day.ts";
import { DEFAULT_BUILD_DATE } from "../../../generator/version.ts";
import { IsoDate } from "../../../schemas/iso-date.ts";
import { splitMonthFile } from "../../../schemas/files/layout.ts";

const ROOT = resolve(import.meta.dirname, "../../..");

/** Every holiday of the years as `{ iso, holiday, holiday_status }`, for one confirmed-through year. */
function holidays(from: number, to: number, through: number) {
  const almanac = new ComputedAlmanac(from, to);
  const out: { iso: string; holiday: string; status: string | undefined }[] = [];
  for (let day = almanac.fromDay; day <= almanac.toDay; day++) {
    const r = liteDay(almanac, almanac.day(day), through);
    if (r.holiday !== undefined) out.push({ iso: r.iso, holiday: r.holiday, status: r.holiday_status });
  }
  return out;
}

describe("the 暦要項 table", () => {
  it("rows are in year order, each published in the 官報 of February (or June, before 1964) of the year before, with a source", () => {
    for (const [i, row] of REKIYOUKOU.entries()) {
      expect(IsoDate.safeParse(row.gazette).success, row.gazette).toBe(true);
      expect(row.gazette.slice(0, 7), String(row.year)).toBe(`${row.year - 1}-02`);
      expect(row.source).toMatch(/^https:\/\//);
      if (i > 0) expect(row.year).toBeGreaterThan(REKIYOUKOU[i - 1]!.year);
    }
  });

  it("a 2026 build confirms through 2027 (令和9年暦要項, 官報 2026-02-02); the day before it, through 2026", () => {
    expect(DEFAULT_BUILD_DATE.slice(0, 4)).toBe("2026");
    expect(holidaysConfirmedThrough(DEFAULT_BUILD_DATE)).toBe(2027);
    expect(holidaysConfirmedThrough("2026-02-01")).toBe(2026);
    expect(holidaysConfirmedThrough("2026-02-02")).toBe(2027);
  });

  it("adding a row confirms its year from its gazette date on", () => {
    const withNext = [...REKIYOUKOU, { year: 2028, gazette: "2027-02-01", source: "https://example.org/rekiyoukou-2028" }];
    expect(holidaysConfirmedThrough("2027-01-31", withNext)).toBe(2027);
    expect(holidaysConfirmedThrough("2027-02-01", withNext)).toBe(2028);
    const day = holidays(2028, 2028, holidaysConfirmedThrough("2027-02-01", withNext)).find((h) => h.holiday === "春分の日");
    expect(day?.status).toBe("confirmed");
  });
});

describe("holiday_status as of a 2026 build", () => {
  const through = holidaysConfirmedThrough(DEFAULT_BUILD_DATE);
  const all = [...holidays(1948, 2030, through), ...holidays(2099, 2100, through)];
  const equinox = all.filter((h) => h.holiday === "春分の日" || h.holiday === "秋分の日");

  it("every equinox day 1948–2027 is confirmed, 2028 onward projected", () => {
    expect(equinox.filter((h) => h.iso < "2028").length).toBe(2 * 80 - 1); // 1948's 春分 precedes the law (1948-07-20)
    for (const h of equinox) expect(h.status, `${h.iso} ${h.holiday}`).toBe(h.iso < "2028" ? "confirmed" : "projected");
  });

  it("a holiday fixed by the law is confirmed in any year; one that follows from a projected equinox day is projected", () => {
    for (const h of all)
      if (h.holiday !== "春分の日" && h.holiday !== "秋分の日" && h.holiday !== "振替休日" && h.holiday !== "国民の休日")
        expect(h.status).toBe("confirmed");
    // 2029-09-23 秋分の日 is a Sunday: 9/24 is its 振替休日, projected with it (hand-checked: 2029-09-23 is a Sunday).
    expect(all.find((h) => h.iso === "2029-09-24")).toEqual({ iso: "2029-09-24", holiday: "振替休日", status: "projected" });
    // 2026-09-22 lies between 敬老の日 (9/21) and 秋分の日 (9/23): a 国民の休日 of a confirmed year.
    expect(all.find((h) => h.iso === "2026-09-22")).toEqual({ iso: "2026-09-22", holiday: "国民の休日", status: "confirmed" });
    // 2026-05-06 replaces 憲法記念日 (Sunday 5/3): fixed by the law.
    expect(all.find((h) => h.iso === "2026-05-06")?.status).toBe("confirmed");
  });
});

describe("the generator run with two build dates", () => {
  const work = mkdtempSync(join(tmpdir(), "koyomi-status-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** The 2027 lite March records and the manifest of a 2027 tree built on `buildDate`. */
  async function build(buildDate: string) {
    const out = join(work, buildDate);
    const { manifest } = await generate({ from: 2027, to: 2027, out, root: ROOT, buildDate });
    const march = readFileSync(join(out, "lite/gw/month/2027-03.json"), "utf8");
    const shunbun = splitMonthFile(march, 2027, 3)!.find((line) => line.includes('"春分の日"'));
    return { manifest, shunbun: JSON.parse(shunbun!) as { iso: string; holiday_status: string } };
  }

  it("2027's 春分の日 is projected before its 暦要項 (官報 2026-02-02) and confirmed from that day", async () => {
    const before = await build("2026-01-30");
    const after = await build("2026-02-02");
    expect(before.shunbun).toMatchObject({ iso: "2027-03-21", holiday_status: "projected" });
    expect(after.shunbun).toMatchObject({ iso: "2027-03-21", holiday_status: "confirmed" });
    expect([before.manifest.holidaysConfirmedThrough, after.manifest.holidaysConfirmedThrough]).toEqual([2026, 2027]);
    expect([before.manifest.buildDate, after.manifest.buildDate]).toEqual(["2026-01-30", "2026-02-02"]);
    expect(before.manifest.dataVersion).not.toBe(after.manifest.dataVersion);
  }, 240_000);

  it("refuses a build date that is not a day, in one line", async () => {
    await expect(generate({ from: 2027, to: 2027, out: join(work, "bad"), root: ROOT, buildDate: "2026-02-30" })).rejects.toThrow(
      /^generate: --build-date 2026-02-30 must be an existing day in YYYY-MM-DD$/,
    );
  });
});
