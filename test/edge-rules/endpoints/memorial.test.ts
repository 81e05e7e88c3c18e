/**
 * `GET /gw/memorial/{death}` through the handler (no server), on a generated tree of 2026 (its 旧暦 table covers
 * 445–2100): the worked examples of the issue and of docs/calendar.md §18, the published 年忌 of a death before 1873
 * (ganges.pro, test/reference/memorial_published_days.csv), every rule value, and the 400s that name why.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULES } from "../../../calendar/rules.ts";
import { EXAMPLE_MEMORIAL, EXAMPLE_MEMORIAL_PATH } from "../../../schemas/endpoints/memorial.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2026, 2026);
}, 120_000);
afterAll(() => tree?.cleanup());

interface Item {
  readonly id: string;
  readonly label: string;
  readonly date: string;
  readonly youbi: string;
  readonly rokuyou: string | null;
  readonly holiday: string | null;
  readonly weekend_before: { readonly saturday: string; readonly sunday: string };
}
interface Memorial {
  readonly ok: true;
  readonly death: { readonly date: string; readonly kyureki: unknown; readonly wareki: string };
  readonly age_at_death: { readonly kazoe: number; readonly man: number } | null;
  readonly chuin: readonly Item[];
  readonly nenki: readonly (Item & { readonly years: number; readonly common: boolean })[];
  readonly meinichi: {
    readonly month: number;
    readonly day: number;
    readonly year: number;
    readonly days: readonly (Item & { kind: string })[];
  };
  readonly rules: Record<string, string>;
}

const get = async (path: string) => getJson(tree.handler, encodeURI(path));
const memorial = async (path: string): Promise<Memorial> => {
  const answer = await get(path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Memorial;
};
const byId = <T extends { id: string }>(items: readonly T[], id: string): T => items.find((i) => i.id === id)!;

describe("memorial/{death}", () => {
  it("gives the items of the reference page's example exactly", async () => {
    const m = await memorial(EXAMPLE_MEMORIAL_PATH);
    expect(m.death).toEqual(EXAMPLE_MEMORIAL.death);
    expect(m.rules).toEqual(EXAMPLE_MEMORIAL.rules);
    for (const item of [...EXAMPLE_MEMORIAL.chuin, ...EXAMPLE_MEMORIAL.nenki])
      expect([...m.chuin, ...m.nenki].find((i) => i.id === item.id)).toEqual(item);
  });

  it("counts the worked example: died 2026-01-10 → 四十九日 2026-02-27, 一周忌 2027-01-10", async () => {
    const m = await memorial("/gw/memorial/2026-01-10");
    expect(byId(m.chuin, "day-49")).toMatchObject({ label: "七七日", date: "2026-02-27", youbi: "金" });
    expect(byId(m.chuin, "day-7").date).toBe("2026-01-16");
    expect(byId(m.nenki, "year-1")).toMatchObject({ label: "一周忌", date: "2027-01-10", youbi: "日" });
    expect(byId(m.nenki, "year-2").date).toBe("2028-01-10");
    expect(m.rules).toEqual({ chuin: "day", nenki_set: "all", leap_death_day: "feb28", month_end: "last", old_death: "wareki" });
  });

  it("gives each day the weekend on or before it, never after", async () => {
    const m = await memorial("/gw/memorial/2026-01-10");
    for (const item of [...m.chuin, ...m.nenki]) {
      const { saturday, sunday } = item.weekend_before;
      for (const [day, weekday] of [
        [saturday, 6],
        [sunday, 0],
      ] as const) {
        expect(day <= item.date, item.id).toBe(true);
        expect(new Date(`${day}T00:00:00Z`).getUTCDay(), item.id).toBe(weekday);
        expect((Date.parse(`${item.date}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000).toBeLessThan(7);
      }
    }
  });

  it("joins 六曜 and the holidays of the tree's days (2026-02-11 建国記念の日)", async () => {
    const m = await memorial("/gw/memorial/2026-01-26"); // 三七日 = 2026-02-15; 二七日 = 2026-02-08
    const days = await memorial("/gw/memorial/2025-12-29"); // 七七日 2026-02-15
    expect(byId(days.chuin, "day-49").date).toBe("2026-02-15");
    const found = (await memorial("/gw/memorial/2026-01-29")).chuin.find((c) => c.date === "2026-02-11");
    expect(found?.holiday).toBe("建国記念の日");
    expect(m.chuin.every((c) => c.rokuyou !== null)).toBe(true);
  });

  it("reads the 関西 逮夜 one day earlier (rules=chuin:eve)", async () => {
    const day = await memorial("/gw/memorial/2026-01-10");
    const eve = await memorial("/gw/memorial/2026-01-10?rules=chuin:eve");
    day.chuin.forEach((c, i) => expect(Date.parse(c.date) - Date.parse(eve.chuin[i]!.date)).toBe(86_400_000));
    expect(eve.nenki).toEqual(day.nenki);
  });

  it("lists the 年忌 of each nenki_set value", async () => {
    const ids = async (set: string) => (await memorial(`/gw/memorial/2026-01-10?rules=nenki_set:${set}`)).nenki.map((n) => n.id);
    expect(await ids("all")).toHaveLength(11);
    expect(await ids("common")).toEqual(["year-1", "year-2", "year-6", "year-12", "year-16", "year-22", "year-26", "year-32", "year-49"]);
    expect(await ids("with25")).toEqual(["year-1", "year-2", "year-6", "year-12", "year-16", "year-24", "year-32", "year-49"]);
  });

  it("lists the 祥月命日 and 月命日 of a year, a 31st on the last day or skipped", async () => {
    const last = await memorial("/gw/memorial/2025-05-31?year=2026");
    expect(last.meinichi.days).toHaveLength(12);
    expect(last.meinichi.days.find((d) => d.kind === "shotsuki")?.date).toBe("2026-05-31");
    expect(last.meinichi.days.find((d) => d.date.startsWith("2026-06"))).toMatchObject({ date: "2026-06-30", shortened: true });
    const skip = await memorial("/gw/memorial/2025-05-31?year=2026&rules=month_end:skip");
    expect(skip.meinichi.days.map((d) => d.date.slice(5, 7))).toEqual(["01", "03", "05", "07", "08", "10", "12"]);
  });

  it("reads a death before 1873 in the 旧暦: ganges.pro's 例1 and 例2 under both old_death values", async () => {
    // 慶応元年閏5月1日 (1865-06-23): 一周忌 慶応2年5月1日 (the ordinary month), from 1873 6月23日 (西暦基準) or 5月1日 (和暦基準).
    const leap = await memorial("/gw/memorial/慶応元年閏5月1日?rules=old_death:seireki");
    expect(leap.death).toMatchObject({ date: "1865-06-23", kyureki: { year: 1865, month: 5, leap: true, day: 1 } });
    expect(byId(leap.nenki, "year-1").date).toBe("1866-06-13"); // 慶応2年5月1日
    expect(byId(leap.nenki, "year-12").date).toBe("1877-06-23");
    const wareki = await memorial("/gw/memorial/1865-06-23");
    expect(byId(wareki.nenki, "year-12").date).toBe("1877-05-01");
    // 慶応元年12月1日 (1866-01-17): 十三回忌 1866 + 12 = 1878 (西暦基準), 1865 + 12 = 1877 (和暦基準).
    expect(byId((await memorial("/gw/memorial/慶応元年12月1日?rules=old_death:seireki")).nenki, "year-12").date).toBe("1878-01-17");
    expect(byId((await memorial("/gw/memorial/慶応元年12月1日")).nenki, "year-12").date).toBe("1877-12-01");
  });

  it("gives the age at death (享年 数え and 満) with birth=", async () => {
    expect((await memorial("/gw/memorial/2026-01-10?birth=1940-03-03")).age_at_death).toEqual({ kazoe: 87, man: 85 });
  });

  it("names every memorial rule with its value in rules, and takes each value", async () => {
    for (const rule of RULES.filter((r) => r.answers.includes("memorial")))
      for (const value of rule.values)
        expect((await memorial(`/gw/memorial/2024-02-29?rules=${rule.id}:${value}`)).rules[rule.id]).toBe(value);
  });

  it("offers the days an impossible date may have meant, as a request that answers (docs/interface.md#hints)", async () => {
    for (const path of ["/gw/memorial/2026-02-30", "/gw.php?fn=memorial&death=2026-02-30", "/gw/life/1985-02-30"]) {
      const hint = ((await get(path)).body as { hint: { request: string } }).hint;
      expect(hint.request, path).toMatch(/2026-02-28|1985-02-28/);
      expect((await get(hint.request)).status, hint.request).toBe(200);
    }
  });

  it("labels in English with lang=en", async () => {
    const m = await memorial("/gw/memorial/2026-01-10?lang=en");
    expect(byId(m.nenki, "year-1").youbi).toBe("Sunday");
    expect(byId(m.nenki, "year-1").label).not.toMatch(/[一-龠]/);
  });

  it.each([
    ["/gw/memorial/2026-02-30", 400, "INVALID_DATE"],
    ["/gw/memorial/0400-01-01", 400, "INVALID_DATE"],
    ["/gw/memorial/2101-01-01", 404, "OUT_OF_COVERAGE"],
    ["/gw/memorial/令和8年13月1日", 400, "INVALID_DATE"],
    ["/gw/memorial/2026-01-10?birth=2026-02-01", 400, "INVALID_PARAMETER"],
    ["/gw/memorial/2026-01-10?year=2020", 400, "INVALID_PARAMETER"],
    ["/gw/memorial/2026-01-10?rules=chuin:night", 400, "INVALID_PARAMETER"],
  ])("answers %s with %i %s, naming why", async (path, status, code) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, code });
    expect((answer.body as { error: string }).error.length).toBeGreaterThan(10);
  });
});
