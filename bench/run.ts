/**
 * `npm run bench [-- --only calendar|generate|http] [-- --quick]`: runs the benchmark sections,
 * prints a markdown report on stdout and writes the same numbers to bench/results/latest.json.
 *
 * --quick: http runs 2 s per measurement instead of 5 s, and generate skips 1873–2100.
 * Temporary trees go to os.tmpdir(): `TMPDIR=/dev/shm` takes the disk out of the generate numbers.
 * Load goes to 127.0.0.1 only. The machines are small and shared: compare the ratios measured
 * within one run (ours vs a baseline measured minutes apart), not absolute numbers across runs.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { calendarReport, COVERAGES, runCalendar } from "./calendar.ts";
import { generateReport, runGenerate } from "./generate.ts";
import { httpReport, runHttp } from "./http.ts";

const SECTIONS = ["calendar", "generate", "http"] as const;
type Section = (typeof SECTIONS)[number];

const { values } = parseArgs({ options: { only: { type: "string" }, quick: { type: "boolean", default: false } } });
if (values.only !== undefined && !SECTIONS.includes(values.only as Section)) {
  console.error(`bench: --only must be one of ${SECTIONS.join(", ")}`);
  process.exit(2);
}
const selected = values.only ? [values.only as Section] : SECTIONS;
const quick = values.quick;

const results: Record<string, unknown> = {
  meta: { date: new Date().toISOString(), node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model, loadavg: loadavg(), tmpdir: tmpdir(), quick },
};
const out: string[] = [`# koyomi-api bench${quick ? " (quick)" : ""}`, "", `${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPUs, load ${loadavg().map((l) => l.toFixed(2)).join(" ")}, temp dirs in ${tmpdir()} (set TMPDIR to change)`];

for (const section of selected) {
  console.error(`bench: ${section}…`);
  let text: string;
  if (section === "calendar") {
    const r = runCalendar();
    results.calendar = r;
    text = calendarReport(r);
  } else if (section === "generate") {
    const r = await runGenerate(quick ? COVERAGES.slice(0, 1) : COVERAGES);
    results.generate = r;
    text = generateReport(r);
  } else {
    const r = await runHttp({ durationS: quick ? 2 : 5 });
    results.http = r;
    text = httpReport(r);
  }
  out.push("", `## ${section}`, "", text);
}

const dir = join(import.meta.dirname, "results");
await mkdir(dir, { recursive: true });
await writeFile(join(dir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(out.join("\n"));
console.error(`bench: numbers written to ${join("bench", "results", "latest.json")}`);
