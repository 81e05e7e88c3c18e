/**
 * The finder's target day (docs/interface.md#day-finder): `memorial=<death>:<id>` and `near=` with `before=`, over the
 * shared 2020–2030 tree. Every answer is checked against the day records and business days the handler serves for
 * each day of the window (GET /gw/day, GET /gw/business), and every memorial target against GET /gw/memorial's day
 * for the same death, id and rules: no list of days is written here.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_TOOLS } from "../../../schemas/endpoints/index.ts";
import { FindResponse } from "../../../schemas/find.ts";
import { generatedTree, getJson, type GeneratedTree } from "../../support/generated-tree.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
}, 240_000);
afterAll(() => tree?.cleanup());

/** Every 六曜 but 友引: how the finder's any-of list says "not 友引". */
const NOT_TOMOBIKI = "rokuyou=taian,shakku,sensho,senbu,butsumetsu";
/** The request the feature is for: a Saturday or Sunday, not 友引, no holiday, on or before the 三回忌 of a death on 2024-01-10. */
const SANKAIKI = `memorial=2024-01-10:year-2&before=14&weekday=sat,sun&${NOT_TOMOBIKI}`;

type Day = { youbi: string; rokuyou: string; holiday?: string };

/** The lite record of a day, as GET /gw/day serves it. */
async function dayRecord(iso: string): Promise<Day> {
  const { status, body } = await getJson(tree.handler, `/gw/day/${iso}`);
  expect(status).toBe(200);
  return body.day as Day;
}

/** Whether a day is open on the government calendar, as GET /gw/business says. */
async function governmentOpen(iso: string): Promise<boolean> {
  const { status, body } = await getJson(tree.handler, `/gw/business/${iso}?calendar=government`);
  expect(status).toBe(200);
  return body.business as boolean;
}

/** The days from `start` to `end`, both included. */
function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A find answer (200, valid against the schema). */
async function find(query: string): Promise<FindResponse> {
  const { status, body } = await getJson(tree.handler, `/gw/find?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return FindResponse.parse(body);
}

/** The date GET /gw/memorial gives a memorial id of a death under `rules`. */
async function memorialDate(death: string, id: string, rules = ""): Promise<string> {
  const { status, body } = await getJson(tree.handler, `/gw/memorial/${death}${rules === "" ? "" : `?rules=${rules}`}`);
  expect(status).toBe(200);
  const items = [...(body.chuin as { id: string; date: string }[]), ...(body.nenki as { id: string; date: string }[])];
  return items.find((item) => item.id === id)!.date;
}

describe("memorial= names the window: the target and the `before` days before it", () => {
  it("weekend, not 友引, no holiday, on or before the 三回忌 of 2024-01-10: the records of 2025-12-27 … 2026-01-10 agree", async () => {
    const answer = await find(`${SANKAIKI}&holiday=false`);
    expect(answer.target).toEqual({
      date: await memorialDate("2024-01-10", "year-2"),
      id: "year-2",
      label: "三回忌",
      death: "2024-01-10",
      rules: { leap_death_day: "feb28" },
    });
    expect(answer.target!.date).toBe("2026-01-10");
    expect(answer.range).toEqual({ start: "2025-12-27", end: "2026-01-10", tz: "Asia/Tokyo" });
    expect(answer.query).toEqual({
      memorial: "2024-01-10:year-2",
      before: 14,
      rokuyou: ["taian", "shakku", "sensho", "senbu", "butsumetsu"],
      weekday: ["sat", "sun"],
      holiday: false,
      order: "date",
      limit: 31,
    });
    const expected: string[] = [];
    for (const iso of daysOf("2025-12-27", "2026-01-10")) {
      const day = await dayRecord(iso);
      if ((day.youbi === "土" || day.youbi === "日") && day.rokuyou !== "友引" && day.holiday === undefined) expected.push(iso);
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.days.map((d) => d.iso)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it("weekdays open on the government calendar, not 友引: 年末年始 (12-29 … 01-03) is left out, as GET /gw/business says", async () => {
    const answer = await find(`memorial=2024-01-10:year-2&weekday=mon,tue,wed,thu,fri&${NOT_TOMOBIKI}&business=government`);
    const expected: string[] = [];
    for (const iso of daysOf("2025-12-27", "2026-01-10")) {
      const day = await dayRecord(iso);
      if (!["土", "日"].includes(day.youbi) && day.rokuyou !== "友引" && (await governmentOpen(iso))) expected.push(iso);
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.days.map((d) => d.iso)).toEqual(expected);
    expect(answer.days.map((d) => d.iso).filter((iso) => iso >= "2025-12-29" && iso <= "2026-01-03")).toEqual([]);
  });

  it("a weekend open on the government calendar is no day (Saturdays and Sundays are its closed days)", async () => {
    const answer = await find(`${SANKAIKI}&business=government`);
    expect(answer.total).toBe(0);
    expect(answer.days).toEqual([]);
  });

  it("near= the same day answers the same days; before=0 is the target alone", async () => {
    const byMemorial = await find(SANKAIKI);
    const byNear = await find(`near=2026-01-10&weekday=sat,sun&${NOT_TOMOBIKI}`);
    expect(byNear.target).toEqual({ date: "2026-01-10" });
    expect(byNear.days.map((d) => d.iso)).toEqual(byMemorial.days.map((d) => d.iso));
    const alone = await find("near=2026-01-10&before=0");
    expect(alone.range).toMatchObject({ start: "2026-01-10", end: "2026-01-10" });
    expect(alone.days.map((d) => d.iso)).toEqual(["2026-01-10"]);
  });

  it("the memorial rules place the target as GET /gw/memorial does (chuin:eve, leap_death_day:mar1), and key it", async () => {
    for (const [memorial, rules] of [
      ["2024-01-10:day-7", "chuin:eve"],
      ["2024-01-10:day-49", ""],
      ["2024-01-10:day-100", "chuin:eve"],
      ["2024-02-29:year-1", "leap_death_day:mar1"],
      ["2024-02-29:year-1", ""],
      ["2020-02-29:year-6", "leap_death_day:mar1"],
    ] as const) {
      const [death, id] = memorial.split(":") as [string, string];
      const answer = await find(`memorial=${memorial}${rules === "" ? "" : `&rules=${rules}`}`);
      expect(answer.target!.date, `${memorial} ${rules}`).toBe(await memorialDate(death, id, rules));
      expect(answer.range.end).toBe(answer.target!.date);
    }
    const eve = await find("memorial=2024-01-10:day-7&rules=chuin:eve");
    expect(eve.target).toMatchObject({ date: "2024-01-15", rules: { chuin: "eve" } });
    // Lite, and the memorial rule in no other part of the key: the target keeps two answers apart.
    const etag = async (query: string) => (await tree.handler(new Request(`http://x/gw/find?${query}`))).headers.get("etag");
    expect(await etag("memorial=2024-01-10:day-7&rules=chuin:eve")).not.toBe(await etag("memorial=2024-01-10:day-7"));
    expect(await etag("memorial=2024-01-10:day-7&rules=daimyo:21")).toBe(await etag("memorial=2024-01-10:day-7"));
  });

  it("start and end narrow the window, and paging with start = next yields each day once (Lite, limit 31)", async () => {
    const first = await find("memorial=2024-01-10:year-2&before=60");
    expect(first.range).toMatchObject({ start: "2025-11-11", end: "2026-01-10" });
    expect(first.total).toBe(61);
    expect(first.count).toBe(31);
    const seen = first.days.map((d) => d.iso);
    let next = first.next;
    while (next !== null) {
      const page = await find(`memorial=2024-01-10:year-2&before=60&start=${next}`);
      expect(page.query.start).toBe(next);
      seen.push(...page.days.map((d) => d.iso));
      next = page.next;
    }
    expect(seen).toEqual(daysOf("2025-11-11", "2026-01-10"));
    const narrowed = await find("memorial=2024-01-10:year-2&start=2025-01-01&end=2026-01-03");
    expect(narrowed.range).toMatchObject({ start: "2025-12-27", end: "2026-01-03" });
    // an end that narrows is kept, a start before the window is not: one query (and key) per window
    expect(narrowed.query).toMatchObject({ end: "2026-01-03" });
    expect(narrowed.query.start).toBeUndefined();
  });

  it("lang=en gives the memorial's English label; CSV holds the records", async () => {
    const answer = await find(`${SANKAIKI}&lang=en`);
    const { body } = await getJson(tree.handler, "/gw/memorial/2024-01-10?lang=en");
    const label = (body.nenki as { id: string; label: string }[]).find((n) => n.id === "year-2")!.label;
    expect(label).toMatch(/^[\x20-\x7e]+$/);
    expect(answer.target).toMatchObject({ id: "year-2", label });
    const csv = await tree.handler(new Request(`http://x/gw/find?${SANKAIKI}&format=csv`));
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split("\n").length).toBe((await find(SANKAIKI)).count + 1);
  });

  it("docs/interface.md's finder example is this request", () => {
    const finder = readFileSync(new URL("../../../docs/interface.md", import.meta.url), "utf8")
      .split("### Day finder")[1]!
      .split("\n### ")[0]!;
    expect([...finder.matchAll(/`(memorial=[^`]+)`/g)].map((m) => m[1])).toEqual([SANKAIKI]);
  });

  it("find_days takes memorial, near and before", () => {
    const input = MCP_TOOLS["find_days"]!.input;
    expect(input.safeParse({ memorial: "2024-01-10:year-2", before: 14, weekday: ["sat", "sun"] }).success).toBe(true);
    expect(input.safeParse({ near: "2026-01-10" }).success).toBe(true);
    expect(input.safeParse({ before: 61, near: "2026-01-10" }).success).toBe(false);
  });
});

describe("a user's mistakes are JSON 400s naming the parameter", () => {
  const cases: [string, string][] = [
    ["memorial=2024-01-10:year-3", "memorial"],
    ["memorial=2024-01-10:day-8", "memorial"],
    ["memorial=2024-01-10", "memorial"],
    ["memorial=2023-02-29:year-1", "memorial"],
    ["memorial=2024-13-01:year-1", "memorial"],
    ["memorial=1870-05-01:year-6", "memorial"],
    ["near=2026-02-30", "near"],
    ["memorial=2024-01-10:year-2&near=2026-01-10", "near"],
    ["memorial=2024-01-10:year-2&before=61", "before"],
    ["memorial=2024-01-10:year-2&before=-1", "before"],
    ["near=2026-01-10&before=two", "before"],
    ["start=2026-01-01&end=2026-01-31&before=7", "before"],
    ["memorial=2024-01-10:year-2&start=2026-01-11", "start"],
    ["memorial=2024-01-10:year-2&end=2025-12-26", "end"],
  ];
  for (const [query, parameter] of cases) {
    it(`${query} → 400 naming ${parameter}`, async () => {
      const res = await tree.handler(new Request(`http://x/gw/find?${query}`));
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ ok: false, code: "INVALID_PARAMETER", parameter });
      expect(body.error as string).toMatch(
        parameter === "near" && query.includes("memorial") ? /memorial and near/ : new RegExp(parameter),
      );
    });
  }

  it("without memorial or near, start and end are still required; a target outside the coverage is 404", async () => {
    expect((await getJson(tree.handler, "/gw/find?weekday=sat")).body).toMatchObject({ code: "START_REQUIRED" });
    expect((await getJson(tree.handler, "/gw/find?near=2035-01-01")).status).toBe(404);
    expect((await getJson(tree.handler, "/gw/find?memorial=2024-01-10:year-49")).status).toBe(404);
  });

  it("a Pro condition with a target still needs a Pro plan", async () => {
    const { status, body } = await getJson(tree.handler, "/gw/find?memorial=2024-01-10:year-2&not_notes=sanrinbou");
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: "PLAN_REQUIRED" });
  });
});
