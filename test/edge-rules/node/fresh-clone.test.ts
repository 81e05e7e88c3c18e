/**
 * A new user's first run (issue 33): a fresh clone of the repository (its HEAD), `npm start` exactly as README says
 * — no data, so it generates the whole calendar, 1873–2100, then serves it on 127.0.0.1 — and the days a paying user
 * asks first: 1990-05-05 as Pro with `place=sapporo` and `lang=en`, and lite 1873-01-01 and 2100-12-31, over Node
 * fetch (which sends Accept-Encoding). This is the run's one generation of the wide tree.
 *
 * The clone has no network: its node_modules is a link to this checkout's. Its tokens file is its own (`tokens.json`
 * in the clone, the default), with a Pro token issued by the tokens command first. The port is the system's
 * (`PORT=0`), read from the server's `serving http://…` line. The npm process group is killed at the end, whatever
 * happened.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTokensCli } from "../../../edge-rules/node/tokens-cli.ts";
import { DEFAULT_COVERAGE } from "../../../schemas/coverage.ts";
import { PRO_ONLY_FIELDS } from "../../../schemas/day.ts";
import { dayNumber } from "../../../calendar/time/day-number.ts";
import { InstantsResponse } from "../../../schemas/instants.ts";
import { instantsFilePath, MANIFEST_PATH, monthFilePath } from "../../../schemas/files/layout.ts";
import { readReferenceCsv } from "../../support/reference.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
/** How long the fresh clone may take to generate 1873–2100 and listen (about 45 seconds on two idle cores). */
const READY_MS = 420_000;

const work = mkdtempSync(join(tmpdir(), "koyomi-fresh-clone-"));
const clone = join(work, "koyomi");
let npm: ChildProcess | undefined;
let output = "";
let url = "";
let proToken = "";

/** Stops `npm start` and everything it started (its own process group), then removes the clone. */
function stop(): void {
  if (npm?.pid !== undefined && npm.exitCode === null && npm.signalCode === null) {
    try {
      process.kill(-npm.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  rmSync(work, { recursive: true, force: true });
}

beforeAll(async () => {
  execFileSync("git", ["clone", "--quiet", ROOT, clone], { stdio: ["ignore", "ignore", "pipe"] });
  symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"), "dir");
  // `npm run tokens -- issue --plan pro`, in-process, into the clone's default tokens file.
  let issued = "";
  const code = await runTokensCli(["issue", "--plan", "pro", "--label", "fresh clone"], {
    stdout: (text) => (issued += text),
    stderr: () => {},
    tokensFile: join(clone, "tokens.json"),
  });
  expect(code).toBe(0);
  proToken = issued.trim().split("\n").at(-1)!;

  const env: NodeJS.ProcessEnv = { ...process.env, HOST: "127.0.0.1", PORT: "0" };
  for (const name of ["DATA_DIR", "TOKENS_FILE", "GW_PROXY_SECRET", "TRUST_PROXY", "KOYOMI_GENERATE_KILL_AT"]) delete env[name];
  // Its own process group, so that the end of the test can stop npm and the server together.
  npm = spawn("npm", ["start"], { cwd: clone, detached: true, stdio: ["ignore", "pipe", "pipe"], env });
  npm.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  npm.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const ready = await new Promise<string | null>((done) => {
    const timer = setTimeout(() => done(null), READY_MS);
    const check = (): void => {
      const serving = /serving (http:\/\/127\.0\.0\.1:[0-9]+)/.exec(output);
      if (serving !== null) {
        clearTimeout(timer);
        done(serving[1]!);
      }
    };
    npm!.stdout!.on("data", check);
    npm!.once("exit", () => {
      clearTimeout(timer);
      done(null);
    });
  });
  expect(ready, `npm start did not serve within ${READY_MS / 1000} s:\n${output}`).not.toBeNull();
  url = ready!;
}, READY_MS + 60_000);
afterAll(stop);

/** A GET of the fresh server over Node fetch; JSON body and headers. */
async function get(path: string, pro = false): Promise<{ status: number; encoding: string | null; body: any }> {
  const res = await fetch(url + path, pro ? { headers: { authorization: `Bearer ${proToken}` } } : {});
  return { status: res.status, encoding: res.headers.get("content-encoding"), body: await res.json() };
}

/**
 * The day's 干支 counted from a published chart: 1998-02-27 is an 乙巳 day (test/reference/four_pillars_examples.csv,
 * the day pillar); the day 干支 advance one a day through the sixty.
 */
function dayKanshi(iso: string): string {
  const STEMS = "甲乙丙丁戊己庚辛壬癸";
  const BRANCHES = "子丑寅卯辰巳午未申酉戌亥";
  // Columns: birth, sex, year, month, day, …
  const chart = readReferenceCsv("four_pillars_examples.csv").find((row) => row[0]!.startsWith("1998-02-27"))!;
  const anchor = [...Array(60).keys()].find((i) => STEMS[i % 10]! + BRANCHES[i % 12]! === chart[4])!;
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const i = (((anchor + dayNumber(y, m, d) - dayNumber(1998, 2, 27)) % 60) + 60) % 60;
  return STEMS[i % 10]! + BRANCHES[i % 12]!;
}

describe("a fresh clone's npm start serves the whole calendar", () => {
  it("generates 1873–2100 by default (no data in the clone) and /gw/health reports that coverage", async () => {
    expect(output).toContain(`regenerating public: no generated data (${DEFAULT_COVERAGE.from}–${DEFAULT_COVERAGE.to}`);
    expect(DEFAULT_COVERAGE).toEqual({ from: 1873, to: 2100 });
    const health = await get("/gw/health");
    expect(health.status).toBe(200);
    expect(health.body.coverage).toEqual({ from: 1873, to: 2100 });
  });

  it("1990-05-05 as Pro: the record, こどもの日 and its 干支 as published, Sapporo's sun", async () => {
    const ja = await get("/gw/day/1990-05-05", true);
    expect(ja.status, JSON.stringify(ja.body)).toBe(200);
    expect(ja.encoding).not.toBeNull(); // Node fetch asked for a compressed answer and got one
    expect(ja.body).toMatchObject({ ok: true, view: "pro", date: "1990-05-05" });
    expect(ja.body.day).toMatchObject({ iso: "1990-05-05", y: 1990, m: 5, d: 5, youbi: "土" });
    const cao = readReferenceCsv("holidays_cao_1955_2027.csv").find(([date]) => date === "1990-05-05");
    expect(ja.body.day.holiday).toBe(cao?.[1]);
    expect(ja.body.day.eto).toBe(dayKanshi("1990-05-05"));
    for (const key of PRO_ONLY_FIELDS) expect(ja.body.day, key).toHaveProperty(key);

    const en = await get("/gw/day/1990-05-05?place=sapporo&lang=en", true);
    expect(en.status, JSON.stringify(en.body)).toBe(200);
    expect(en.encoding).not.toBeNull();
    expect(en.body).toMatchObject({ ok: true, view: "pro", date: "1990-05-05" });
    expect(en.body.day).toMatchObject({ iso: "1990-05-05", y: 1990, m: 5, d: 5 });
    // English labels: no Japanese left in the labelled fields the Japanese answer wrote in kanji or kana.
    for (const key of ["youbi", "rokuyou", "holiday", "eto", "junichoku"]) {
      expect(ja.body.day[key], key).toMatch(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);
      expect(en.body.day[key], key).not.toMatch(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);
    }
    // Sapporo's sun, not Tokyo's: in May it rises earlier up north and east.
    expect(en.body.day.sun.rise).toMatch(/^[0-9]{2}:[0-9]{2}$/);
    expect(en.body.day.sun.rise < ja.body.day.sun.rise, `${en.body.day.sun.rise} vs Tokyo ${ja.body.day.sun.rise}`).toBe(true);
  });

  it("lite 1873-01-01 and 2100-12-31, the ends of the coverage", async () => {
    for (const [iso, youbi] of [
      ["1873-01-01", "水"],
      ["2100-12-31", "金"],
    ] as const) {
      const lite = await get(`/gw/day/${iso}`);
      expect(lite.status, `${iso} ${JSON.stringify(lite.body)}`).toBe(200);
      expect(lite.body).toMatchObject({ ok: true, view: "lite", date: iso, day: { iso, youbi } });
      for (const key of PRO_ONLY_FIELDS) expect(lite.body.day, `${iso} ${key}`).not.toHaveProperty(key);
    }
    expect((await get("/gw/day/1872-12-31")).status).toBe(404);
    expect((await get("/gw/day/2101-01-01")).status).toBe(404);
  });

  it("the moment and a birth in the coverage's first and last days: the 節 just outside it stand in", async () => {
    const first = await get("/gw/moment/1873-01-01T00:00+09:00");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // docs/calendar.md §2: 1872 is 壬申 ((Y − 4) mod 60); a 壬 year's 寅月 is 壬寅, so its 子月 (after 大雪) is 壬子.
    expect(first.body.pillars).toMatchObject({ year: "壬申", month: "壬子", day: dayKanshi("1873-01-01") });
    expect(first.body.setsu.previous).toMatchObject({ name: "大雪", jst: expect.stringMatching(/^1872-12-0[67]T/) });
    expect(first.body.setsu.next).toMatchObject({ name: "小寒", jst: expect.stringMatching(/^1873-01-0[56]T/) });
    const last = await get("/gw/moment/2100-12-31T23:59+09:00");
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    // docs/calendar.md §2: 2100 is 庚申; a 庚 year's 寅月 is 戊寅, so its 子月 is 戊子.
    expect(last.body.pillars).toMatchObject({ year: "庚申", month: "戊子" });
    expect(last.body.setsu.next).toMatchObject({ name: "小寒", jst: expect.stringMatching(/^2101-01-0[456]T/) });
    // A 大運 counts days to the 節 before or after the birth, by sex and year: both directions at both ends.
    for (const at of ["1873-01-01T12:00", "2100-12-31T12:00"])
      for (const sex of ["male", "female"]) {
        const chart = await get(`/gw/birth/${at}?sex=${sex}`, true);
        expect(chart.status, `${at} ${sex} ${JSON.stringify(chart.body)}`).toBe(200);
      }
    // The civil day before 1888 is Tokyo mean time's (UTC+9:19:01): 23:59 JST on 1872-12-31 is 00:18 on 1873-01-01.
    expect((await get("/gw/moment/1872-12-31T23:59+09:00")).body).toMatchObject({ ok: true, date: "1873-01-01" });
    expect((await get("/gw/moment/1872-12-31T23:40+09:00")).body.code).toBe("OUT_OF_COVERAGE");
  });

  it("every 節気, 朔 and 望 of 1873–2100 has its instant's date on the record that names it (one civil day)", () => {
    const read = (path: string): string => readFileSync(join(clone, "public", path), "utf8");
    let checked = 0;
    for (let y = 1873; y <= 2100; y++) {
      const days = new Map<string, { sekki: string; moonmark: string }>();
      for (let m = 1; m <= 12; m++)
        for (const d of JSON.parse(read(monthFilePath("lite", y, m))) as { iso: string; sekki: string; moonmark: string }[])
          days.set(d.iso, d);
      for (const i of InstantsResponse.parse(JSON.parse(read(instantsFilePath(y)))).instants) {
        const day = days.get(i.date);
        if (day === undefined) continue;
        if (i.kind === "sekki") expect(day.sekki, `${i.name} ${i.jst}`).toBe(i.name);
        else if (i.name === "朔") expect(day.moonmark, `朔 ${i.jst}`).toBe("新月");
        else if (i.name === "望") expect(day.moonmark, `望 ${i.jst}`).toBe("満月");
        else continue;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(11_000);
  });

  it("the clone is the repository's HEAD, with its own data and tokens", () => {
    const head = (dir: string): string => execFileSync("git", ["rev-parse", "HEAD"], { cwd: dir, encoding: "utf8" }).trim();
    expect(head(clone)).toBe(head(ROOT));
    expect(JSON.parse(readFileSync(join(clone, "public", MANIFEST_PATH), "utf8")).coverage).toEqual({ from: 1873, to: 2100 });
  });
});
