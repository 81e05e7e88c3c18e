/**
 * The generator end to end on a small coverage: determinism (twice, and under another TZ),
 * atomicity (a failed or killed run leaves the previous tree), and every file validating.
 *
 * As users run it: `npm run generate` once (the package script, through tsx), under TZ=Asia/Tokyo, as the run after a
 * killed one: it must clean up and write every byte of the shared tree generated under America/Los_Angeles. The killed
 * run is the bundled command line (test/support/generator-bundle.ts): its point is the kill, not tsx's start-up.
 */
import { ASSET_DIR, ASSETS } from "../../schemas/pages/pages.ts";
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SolarTermsFile, solarTermsFilePath } from "../../schemas/feed.ts";
import { sekkiAtLongitude } from "../../calendar/solar-terms/sekki.ts";
import { InstantsResponse, instantDate } from "../../schemas/instants.ts";
import { instantMs } from "../../calendar/moment.ts";
import { sha256Hex, type Manifest } from "../../generator/files/manifest.ts";
import { generate } from "../../generator/generate.ts";
import { businessClosures } from "../../calendar/business/closure.ts";
import { LiteDay, ProDay } from "../../schemas/day.ts";
import {
  GLOSSARY_PATH,
  instantsFilePath,
  KYUREKI_MONTHS_PATH,
  LLMS_PATH,
  splitRecordLines,
  splitYearFile,
  yearFilePath,
} from "../../schemas/files/layout.ts";
import { dayNumber, parseIsoDate } from "../../calendar/time/day-number.ts";
import { DAY_INDEX_PATH, DayIndex, indexedDay } from "../../schemas/files/day-index.ts";
import { kyurekiMonthsFile } from "../../generator/files/kyureki-months.ts";
import { glossaryFileText } from "../../schemas/glossary/index.ts";
import { llmsText } from "../../schemas/llms.ts";
import { generatedTree } from "../support/generated-tree.ts";
import { bundledGenerator } from "../support/generator-bundle.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "koyomi-gen-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const readManifest = (out: string): Manifest => JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"));

/** The bundled command line `generator/cli.ts …args` in a child process: its exit code, and a SIGKILL. */
function bundledCli(bundle: string, args: string[]): { done: Promise<number>; kill: () => void } {
  const child = spawn(process.execPath, [bundle, ...args], { cwd: ROOT, stdio: "ignore" });
  return { done: new Promise((res) => child.on("exit", (code) => res(code ?? -1))), kill: () => child.kill("SIGKILL") };
}

/** `npm run generate -- …args` as a user runs it, under TZ=`tz`: its exit code and output. */
function npmRunGenerate(args: string[], tz: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn("npm", ["run", "generate", "--", ...args], {
      cwd: ROOT,
      env: { ...process.env, TZ: tz },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("exit", (code) => done({ code: code ?? -1, output }));
  });
}

/** Every file of a tree with its SHA-256, recursively, by relative path. */
function treeHashes(dir: string, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [k, v] of treeHashes(dir, rel)) out.set(k, v);
    else out.set(rel, sha256Hex(readFileSync(join(dir, rel))));
  }
  return out;
}

describe("generate 2024–2025", () => {
  const out = join(work, "a");
  let manifest: Manifest;
  beforeAll(async () => {
    manifest = (await generate({ from: 2024, to: 2025, out, root: ROOT })).manifest;
  }, 120_000);

  it("writes lite month files and Pro year files (no day files, no Pro month files, no month pages: the edge derives them), and a manifest that lists each with its hash", () => {
    expect(manifest.coverage).toEqual({ from: 2024, to: 2025 });
    const hashes = treeHashes(out);
    hashes.delete("manifest.json");
    expect([...hashes.keys()].sort()).toEqual(Object.keys(manifest.files));
    for (const [path, sha] of hashes) expect(manifest.files[path]!.sha256, path).toBe(sha);
    // 24 lite months + 2 years + glossary + llms.txt + openapi.json + .assetsignore + the day index
    // + the 旧暦 table + 2 solar-terms files + 2 instants files + the outer 節 + 2 packed place times files + the pages: 8 pages (landing, docs, day shell, finder, business days, converter shell, birth chart shell, 404) and their assets
    const derived = /\/gw\/day\/|^pro\/gw\/month\/|^lite\/cal\/|^pro\/gw\/place\/.*\.txt$/;
    expect(Object.keys(manifest.files).filter((p) => derived.test(p))).toEqual([]);
    expect(Object.keys(manifest.files).filter((p) => p.startsWith("pro/gw/place/"))).toEqual([
      "pro/gw/place/2024.bin",
      "pro/gw/place/2025.bin",
    ]);
    expect(manifest.fileCount).toBe(24 + 2 + 4 + 1 + 1 + 2 + 2 + 1 + 2 + 8 + Object.keys(ASSETS).length);
    expect(readFileSync(join(out, KYUREKI_MONTHS_PATH), "utf8")).toBe(kyurekiMonthsFile().text);
    expect(readFileSync(join(out, GLOSSARY_PATH), "utf8")).toBe(glossaryFileText());
    expect(readFileSync(join(out, LLMS_PATH), "utf8")).toBe(llmsText({ from: 2024, to: 2025 }));
  });

  it("writes each year's solar-term instants: every 5° crossing on the day the records' 節気 or 候 changes, 24 節気 a year", () => {
    for (const y of [2024, 2025]) {
      const terms = SolarTermsFile.parse(JSON.parse(readFileSync(join(out, solarTermsFilePath(y)), "utf8")));
      const records = splitYearFile(readFileSync(join(out, yearFilePath(y)), "utf8"), y)!.map(
        (line) => JSON.parse(line) as Record<string, any>,
      );
      const changes = records
        .filter((r, i) => (i === 0 ? terms.some((t) => t.day === r.iso) : records[i - 1]!.kou72 !== r.kou72))
        .map((r) => r.iso);
      expect(terms.map((t) => t.day)).toEqual(changes);
      expect(terms.filter((t) => t.longitude % 15 === 0).map((t) => [t.day, sekkiAtLongitude(t.longitude)])).toEqual(
        records.filter((r) => r.sekki !== "").map((r) => [r.iso, r.sekki]),
      );
      for (const t of terms) expect(t.jst.slice(0, 10)).toBe(t.day);
    }
  });

  it("writes each year's instants, the exact body of GET /gw/instants/{year}: its 節気 on the records' 節気 days, its 朔 and 望 on the records' moon days", () => {
    for (const y of [2024, 2025]) {
      const body = InstantsResponse.parse(JSON.parse(readFileSync(join(out, instantsFilePath(y)), "utf8")));
      const records = splitYearFile(readFileSync(join(out, yearFilePath(y)), "utf8"), y)!.map(
        (line) => JSON.parse(line) as Record<string, any>,
      );
      expect(body.year).toBe(y);
      expect(body.count).toBe(body.instants.length);
      const sekki = body.instants.filter((i) => i.kind === "sekki");
      expect(sekki.map((i) => [instantDate(i), i.name])).toEqual(records.filter((r) => r.sekki !== "").map((r) => [r.iso, r.sekki]));
      expect(sekki.filter((i) => i.kind === "sekki" && i.setsu === true)).toHaveLength(12);
      expect(body.instants.filter((i) => i.kind === "doyou")).toHaveLength(4);
      const times = body.instants.map(instantMs);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it("writes a day index (pro tree) whose every day equals the values of that day's record", () => {
    const index = DayIndex.parse(readFileSync(join(out, DAY_INDEX_PATH)));
    expect(index).not.toBeNull();
    expect(index!.firstDay).toBe(dayNumber(2024, 1, 1));
    expect(index!.count).toBe(731);
    for (let y = 2024; y <= 2025; y++) {
      for (const line of splitYearFile(readFileSync(join(out, yearFilePath(y)), "utf8"), y)!) {
        const record = JSON.parse(line);
        const day = parseIsoDate(record.iso)!;
        expect(index!.day(day), record.iso).toEqual(indexedDay(record, businessClosures(day, record.holiday !== undefined)));
      }
    }
    expect(DAY_INDEX_PATH.startsWith("pro/")).toBe(true);
  });

  it("writes files that parse and validate: month and year record lines", () => {
    for (const path of Object.keys(manifest.files)) {
      if (!path.endsWith(".json")) continue;
      const text = readFileSync(join(out, path), "utf8");
      const json = JSON.parse(text);
      const schema = path.startsWith("pro/") ? ProDay : LiteDay;
      if (path.includes("/gw/month/") || path.includes("/gw/year/")) {
        const lines = splitRecordLines(text, parseIsoDate(json[0].iso)!, json.length);
        expect(lines, path).not.toBeNull();
        expect(lines!.map((l) => JSON.parse(l))).toEqual(json);
        for (const record of json) expect(schema.safeParse(record).success, `${path} ${record.iso}`).toBe(true);
      }
    }
  });

  it("keeps pro-only fields out of the lite tree", () => {
    // the pages' scripts name the Pro fields they show (day.js); they hold no data
    for (const path of Object.keys(manifest.files).filter((p) => p.startsWith("lite/") && !p.startsWith(`${ASSET_DIR}/`))) {
      const text = readFileSync(join(out, path), "utf8");
      expect(text.includes('"nengo"') || text.includes('"notes_arr"'), path).toBe(false);
    }
  });

  it("is deterministic: a second run writes byte-identical files", async () => {
    // The second run is the run's shared 2024–2025 tree (test/support/generated-tree.ts), generated by another
    // call of generate, in whichever worker asked first.
    const second = join((await generatedTree(2024, 2025)).dir, "public");
    expect(readManifest(second).dataVersion).toBe(manifest.dataVersion);
    expect(treeHashes(second)).toEqual(treeHashes(out));
  }, 300_000);

  it("is atomic: a run that fails midway leaves the previous tree and no staging directory", async () => {
    const before = treeHashes(out);
    await expect(
      generate({
        from: 2024,
        to: 2025,
        out,
        root: ROOT,
        afterMonthWritten: (ym) => {
          if (ym === "2024-06") throw new Error("simulated failure");
        },
      }),
    ).rejects.toThrow("simulated failure");
    expect(treeHashes(out)).toEqual(before);
    expect(existsSync(join(work, ".a-staging"))).toBe(false);
  }, 120_000);
});

/**
 * The CLI's runs compare with the run's shared 2026 tree (test/support/generated-tree.ts), generated in-process by a
 * file of the "once TZ=America/Los_Angeles" project (no file of the UTC and Asia/Tokyo calendar projects asks for 2026
 * alone): the run after the killed one, `npm run generate` under TZ=Asia/Tokyo, must write its every byte. One run
 * proves both the clean-up and the time zone (they were two generations): Asia/Tokyo's offset is positive, without
 * summer time, America/Los_Angeles's negative, with it, so a local-time `Date` read shows in one of the two.
 */
describe("the generate CLI", () => {
  let reference: string;
  let bundle: { path: string; cleanup(): void };
  beforeAll(async () => {
    bundle = await bundledGenerator();
    reference = join((await generatedTree(2026, 2026)).dir, "public");
  }, 300_000);
  afterAll(() => bundle?.cleanup());

  it("leaves the previous tree intact when killed while writing, and the next run (npm run generate, TZ=Asia/Tokyo) cleans up and writes the same bytes as under America/Los_Angeles", async () => {
    const out = join(work, "killed");
    // The previous tree: a copy of the shared 2026 tree (what an earlier generate wrote).
    cpSync(reference, out, { recursive: true });
    const before = treeHashes(out);
    // Six years: long enough to be killed while writing, short enough for one thread (rise-set-parallel.ts).
    const run = bundledCli(bundle.path, ["generate", "--from", "2020", "--to", "2025", "--out", out]);
    const staging = join(work, ".killed-staging");
    const deadline = Date.now() + 60_000;
    while (!(existsSync(join(staging, "lite", "gw", "month")) && readdirSync(join(staging, "lite", "gw", "month")).length >= 3)) {
      if (Date.now() > deadline) throw new Error("the generator never started writing");
      await new Promise((r) => setTimeout(r, 20));
    }
    run.kill();
    await run.done;
    expect(treeHashes(out)).toEqual(before);
    expect(readManifest(out).coverage).toEqual({ from: 2026, to: 2026 });
    expect(existsSync(staging)).toBe(true);
    // The next run, as a user runs it, under TZ=Asia/Tokyo: it removes the stale staging directory and writes the
    // shared tree's bytes, every file (that tree was generated under America/Los_Angeles).
    const next = await npmRunGenerate(["--from", "2026", "--to", "2026", "--out", out], "Asia/Tokyo");
    expect(next.code, next.output).toBe(0);
    expect(next.output).toMatch(/^generated 2026–2026 into /m);
    expect(existsSync(staging)).toBe(false);
    expect(readManifest(out).dataVersion).toBe(readManifest(reference).dataVersion);
    expect(treeHashes(out)).toEqual(before);
  }, 180_000);
});
