/**
 * One civil day for every answer, and honest clocks (docs/calendar.md §0, docs/interface.md "Instants", "The calendar
 * of a moment", "Birth charts"), on the real Node server as `npm start` builds it over generated trees of 1873–1888
 * (Tokyo mean time, then JST) and 1948–1951 (summer time): an instant's `date`, a moment's day and pillars and a birth
 * chart's reading agree with the day records; summer time's folds and gaps are named and chosen by `fold`; solar time
 * moves the day's turn; corrections speak the answer's language; an answer outside the coverage names its day and a
 * `/gw/wareki` URL that answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../../edge-rules/node/serve.ts";
import { englishLabel } from "../../../schemas/english.ts";
import { generatedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";
import { realServer } from "../mcp/real-server.ts";

let meiji: RunningServer | undefined;
let showa: RunningServer | undefined;

beforeAll(async () => {
  meiji = await realServer(await generatedTree(1873, 1888));
  showa = await realServer(await generatedTree(1948, 1951));
}, 240_000);

afterAll(async () => {
  await meiji?.close(100);
  await showa?.close(100);
});

const PRO = { authorization: `Bearer ${TOKENS.pro}` };

/** A JSON answer of a server (Node fetch: it sends Accept-Encoding, as clients do). */
async function get(server: RunningServer | undefined, target: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server!.url}${target}`, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** The Pro record of a day. */
async function record(server: RunningServer | undefined, date: string): Promise<Record<string, any>> {
  const { status, body } = await get(server, `/gw/day/${date}?view=pro`, PRO);
  expect(status).toBe(200);
  return body.day;
}

describe("an instant's day is the records' day (Tokyo mean time before 1888)", () => {
  it("白露 1873 at 23:41 JST is on 1873-09-08, the day whose record has it; civil_offset names the year's clock", async () => {
    const { body } = await get(meiji, "/gw/instants/1873?kind=sekki");
    expect(body.civil_offset).toBe("+09:19:01");
    const hakuro = body.instants.find((i: { name: string }) => i.name === "白露");
    expect(hakuro).toMatchObject({ date: "1873-09-08", jst: "1873-09-07T23:41+09:00" });
    expect((await record(meiji, "1873-09-08")).sekki).toBe("白露");
    expect((await get(meiji, "/gw/instants/1888")).body.civil_offset).toBe("+09:00");
  });

  it("every 節気, 朔 and 望 of 1873–1888 has its date on the record that names it", async () => {
    const bulk = (await get(meiji, "/gw/bulk/1873,1874,1875,1876,1877,1878,1879,1880,1881,1882,1883,1884,1885,1886,1887,1888", PRO)).body;
    const days = new Map<string, Record<string, any>>(
      Object.values(bulk.data as Record<string, Record<string, any>[]>).flatMap((year) => year.map((d) => [d.iso, d] as const)),
    );
    for (let y = 1873; y <= 1888; y++) {
      const { body } = await get(meiji, `/gw/instants/${y}?kind=sekki,moon`);
      for (const i of body.instants as Record<string, any>[]) {
        const day = days.get(i.date);
        if (day === undefined) continue;
        if (i.kind === "sekki") expect(day.sekki, `${i.name} ${i.jst}`).toBe(i.name);
        if (i.name === "朔") expect(day.moonmark, `朔 ${i.jst}`).toBe("新月");
        if (i.name === "望") expect(day.moonmark, `望 ${i.jst}`).toBe("満月");
      }
    }
  });

  it("the issue's instants: 小雪 1883, 朔 1884, 望 1886, 寒露 1887 fall on the day after their JST date", async () => {
    const cases = [
      [1883, "小雪", "1883-11-23"],
      [1884, "朔", "1884-04-26"],
      [1886, "望", "1886-04-19"],
      [1887, "寒露", "1887-10-09"],
    ] as const;
    for (const [year, name, date] of cases) {
      const { body } = await get(meiji, `/gw/instants/${year}`);
      expect(body.instants.filter((i: { name: string; date: string }) => i.name === name && i.date === date)).toHaveLength(1);
    }
  });

  it("CSV carries the date column", async () => {
    const text = await (await fetch(`${meiji!.url}/gw/instants/1873?kind=sekki&format=csv`)).text();
    expect(text.split("\r\n")[0]).toMatch(/^kind,name,date,jst,utc,/);
    expect(text).toContain("sekki,白露,1873-09-08,1873-09-07T23:41+09:00,");
  });
});

describe("a moment is on the records' day", () => {
  it("1873-09-07T23:50+09:00 is 00:09 in Tokyo on 09-08: the date, day pillar, month and day star of 09-08's record", async () => {
    const { body } = await get(meiji, "/gw/moment/1873-09-07T23:50+09:00");
    const day = await record(meiji, "1873-09-08");
    expect(body.date).toBe("1873-09-08");
    expect([body.pillars.day, body.pillars.month, body.kyusei.day]).toEqual([day.eto, day.eto_month, day.kyusei]);
  });

  it("without an offset before 1888 the time is Tokyo mean time: 1873-09-07T23:50 is before 白露, on 09-07", async () => {
    const { body } = await get(meiji, "/gw/moment/1873-09-07T23:50");
    const day = await record(meiji, "1873-09-07");
    expect(body.at).toBe("1873-09-07T23:30:59+09:00");
    expect(body.date).toBe("1873-09-07");
    expect([body.pillars.day, body.pillars.month, body.kyusei.day]).toEqual([day.eto, day.eto_month, day.kyusei]);
  });

  it("takes t and z in lower case (RFC 3339 §5.6)", async () => {
    const lower = await get(meiji, "/gw/moment/1880-05-05t05:30z");
    const upper = await get(meiji, "/gw/moment/1880-05-05T05:30Z");
    expect(lower.status).toBe(200);
    expect(lower.body).toEqual(upper.body);
  });
});

describe("birth charts read the clock they were given", () => {
  it("1949-09-11T00:30 happened twice: named in corrections, the first by default, the second with fold=1", async () => {
    const first = await get(showa, "/gw/birth/1949-09-11T00:30?lang=en", PRO);
    const second = await get(showa, "/gw/birth/1949-09-11T00:30?lang=en&fold=1", PRO);
    expect(first.body.at).toBe("1949-09-10T23:30+09:00");
    expect(second.body.at).toBe("1949-09-11T00:30+09:00");
    expect(first.body.corrections[0]).toMatch(/^1949-09-11T00:30 happened twice: the clocks went back from summer time/);
    // The day pillar depends on the reading.
    expect(first.body.pillars.day.kanshi).not.toBe(second.body.pillars.day.kanshi);
    expect((await get(showa, "/gw/birth/1949-09-11T00:30?fold=2", PRO)).status).toBe(400);
  });

  it("1949-04-03T00:30 and 1948-05-02T00:30 never happened: named in corrections, read on JST or (fold=1) summer time", async () => {
    for (const day of ["1949-04-03", "1948-05-02"]) {
      const jst = await get(showa, `/gw/birth/${day}T00:30?lang=en`, PRO);
      const summer = await get(showa, `/gw/birth/${day}T00:30?lang=en&fold=1`, PRO);
      expect(jst.body.corrections[0]).toMatch(new RegExp(`^${day}T00:30 never happened: the clocks went forward`));
      expect(jst.body.at).toBe(`${day}T00:30+09:00`);
      expect(summer.body.at).toMatch(/T23:30\+09:00$/);
    }
  });

  it("decides the day's turn by the local solar time: 1990-05-05T00:30 at 74°W is 10:34 of 05-04 there, no boundary", async () => {
    // The summer tree holds no 1990: the 1873 tree's births stand for the rule (its day turns in Tokyo mean time).
    const at = await get(meiji, "/gw/birth/1880-05-05T00:30+09:00?solar=mean&longitude=-74&lang=en", PRO);
    expect(at.status).toBe(200);
    expect(at.body.boundary).toBeNull();
    expect(at.body.corrections[0]).toMatch(/^local mean time at 74°W: /);
    const near = await get(meiji, "/gw/birth/1880-05-05T14:20+09:00?solar=mean&longitude=-74", PRO);
    // 14:20 JST is 00:24 local mean time at 74°W: 24 minutes after that day's turn.
    expect(near.body.boundary).toEqual({ kind: "day", name: "00:00", minutes: 24 });
  });

  it("speaks the answer's language: Japanese by default, English labels inside English corrections", async () => {
    const ja = await get(showa, "/gw/birth/1949-07-01T10:00", PRO);
    expect(ja.body.corrections[0]).toMatch(/夏時刻/);
    const en = await get(meiji, "/gw/birth/1873-09-07T23:50?lang=en", PRO);
    expect(en.body.corrections[0]).toMatch(/Tokyo mean time \(UTC\+09:19:01\)/);
    expect(en.body.pillars.month.branch).toBe(englishLabel("junishi", "申").split(" (")[0]);
  });

  it("a date alone on a 立春 day names the year pillar and 本命星 either side", async () => {
    const instants = (await get(showa, "/gw/instants/1950?kind=sekki")).body.instants as { name: string; date: string }[];
    const risshun = instants.find((i) => i.name === "立春")!;
    const { body } = await get(showa, `/gw/birth/${risshun.date}`, PRO);
    expect(body.corrections[1]).toMatch(
      /それより前の生まれなら月柱 .+、年柱 己丑、月命星 .+、本命星 六白金星、後なら月柱 .+、年柱 庚寅、月命星 .+、本命星 五黄土星$/,
    );
  });

  it("says why keisha is null (五黄 in 五黄 without sex)", async () => {
    // 1950 is a 五黄 year; its 五黄 month is the 節月 whose month star is 五黄 too.
    let found: Record<string, any> | null = null;
    for (let m = 1; m <= 12 && found === null; m++) {
      const { body } = await get(showa, `/gw/birth/1950-${String(m).padStart(2, "0")}-20`, PRO);
      if (body.keisha === null) found = body;
    }
    expect(found).not.toBeNull();
    expect(found!.corrections.at(-1)).toMatch(/^本命星と月命星がともに五黄土星のため、傾斜宮は性別で決まります/);
  });
});

describe("out of coverage: the day named, and a hint that answers", () => {
  it.each([
    ["/gw/day/0999-01-01", "0999-01-01"],
    ["/gw/moment/1872-12-31T23:00", "1872-12-31"],
    ["/gw/birth/1850-01-01T12:00", "1850-01-01"],
    ["/gw/instants/1850", "year 1850"],
    ["/gw/business/gotobi/1850/5", "1850-05-01"],
    ["/gw/find?start=1800-01-01&end=1800-01-05", "1800-01-01"],
  ])("%s names %s and its /gw/wareki URL answers 200", async (target, named) => {
    const { status, body } = await get(meiji, target, PRO);
    expect(status).toBe(404);
    expect(body.error.startsWith(`${named} is outside the data coverage`)).toBe(true);
    const hint = /\/gw\/wareki\/[0-9]{4}-[0-9]{2}-[0-9]{2}/.exec(body.error);
    expect(hint, body.error).not.toBeNull();
    expect((await get(meiji, hint![0])).status).toBe(200);
  });

  it("a day before any 旧暦 table (0000-01-01) says so, with no URL, in four digits", async () => {
    const { body } = await get(meiji, "/gw/find?start=0000-01-01&end=0000-01-05");
    expect(body.error).toMatch(/^0000-01-01 is outside the data coverage: .* no 旧暦 table reaches before 0445-01-25$/);
  });
});

describe("one rule for formats and lists", () => {
  it.each(["/gw/birth/1880-05-05", "/gw/changes", "/gw/business/gotobi/1880/5", "/gw/moment/1880-05-05T12:00", "/gw/health"])(
    "%s?format=csv is 400 INVALID_PARAMETER (JSON only), format=json is 200",
    async (path) => {
      const csv = await get(meiji, `${path}?format=csv`, PRO);
      expect(csv.status).toBe(400);
      expect(csv.body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "format", value: "csv" });
      expect((await get(meiji, `${path}?format=json`, PRO)).status).toBe(200);
    },
  );

  it("kind= takes labels as the finder and the feed do; an empty item is 400, an empty value is as if not sent", async () => {
    const ids = await get(meiji, "/gw/instants/1873?kind=sekki,eclipse");
    const labels = await get(meiji, `/gw/instants/1873?kind=${encodeURIComponent("節気,日月食")}`);
    const english = await get(meiji, `/gw/instants/1873?kind=${encodeURIComponent("solar terms,eclipses")}`);
    expect(labels.body).toEqual(ids.body);
    expect(english.body).toEqual(ids.body);
    expect((await get(meiji, "/gw/instants/1873?kind=,")).status).toBe(400);
    expect((await get(meiji, "/gw/instants/1873?kind=")).body).toEqual((await get(meiji, "/gw/instants/1873")).body);
    expect((await get(meiji, "/gw/business/1880-05-05?closed=sat,,sun")).status).toBe(400);
    expect((await get(meiji, "/gw/business/1880-05-05?closed=")).body).toEqual((await get(meiji, "/gw/business/1880-05-05")).body);
  });

  it("a filtered instants feed is named for what it holds", async () => {
    const all = await (await fetch(`${meiji!.url}/gw/instants/1873?format=ics`)).text();
    const sekki = await (await fetch(`${meiji!.url}/gw/instants/1873?format=ics&kind=sekki`)).text();
    const en = await (await fetch(`${meiji!.url}/gw/instants/1873?format=ics&kind=moon,eclipse&lang=en`)).text();
    expect(all).toContain("X-WR-CALNAME:暦 1873年の節気・土用入り・朔弦望・日月食");
    expect(sekki).toContain("X-WR-CALNAME:暦 1873年の節気\r\n");
    expect(en).toContain("X-WR-CALNAME:Koyomi: moon phases and eclipses of 1873\r\n");
  });
});
