/**
 * `npm run bench [-- --only calendar|generate|http|miss|soak] [-- --quick] [-- --data DIR]`: runs the benchmark
 * sections, prints a markdown report on stdout and writes the same numbers to
 * bench/results/latest.json. `npm run bench -- soak` (a section name alone) is `--only soak`.
 * The soak (2 minutes of mixed load, bench/soak.ts) runs only when asked for.
 *
 * --quick: http runs 2 s per measurement instead of 5 s, generate skips 1873–2100, the soak
 * lasts 20 s. --data DIR: the miss section serves that generated 1873–2100 tree instead of generating one.
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
import { missReport, runMiss } from "./miss.ts";
import { runSoak, soakReport } from "./soak.ts";

const SECTIONS = ["calendar", "generate", "http", "miss", "soak"] as const;
type Section = (typeof SECTIONS)[number];
/** The sections of a plain `npm run bench`: the soak is only run when named. */
const DEFAULT_SECTIONS: readonly Section[] = ["calendar", "generate", "http", "miss"];

const { values, positionals } = parseArgs({
  options: { only: { type: "string" }, quick: { type: "boolean", default: false }, data: { type: "string" } },
  allowPositionals: true,
});
const named = [...(values.only === undefined ? [] : [values.only]), ...positionals];
const unknown = named.find((name) => !SECTIONS.includes(name as Section));
if (unknown !== undefined) {
  console.error(`bench: unknown section ${JSON.stringify(unknown)}: use ${SECTIONS.join(", ")}`);
  process.exit(2);
}
const selected: readonly Section[] = named.length > 0 ? (named as Section[]) : DEFAULT_SECTIONS;
const quick = values.quick;

const results: Record<string, unknown> = {
  meta: {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    loadavg: loadavg(),
    tmpdir: tmpdir(),
    quick,
  },
};
const out: string[] = [
  `# koyomi-api bench${quick ? " (quick)" : ""}`,
  "",
  `${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPUs, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}, temp dirs in ${tmpdir()} (set TMPDIR to change)`,
];

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
  } else if (section === "http") {
    const r = await runHttp({ durationS: quick ? 2 : 5 });
    results.http = r;
    text = httpReport(r);
  } else if (section === "miss") {
    const r = await runMiss({ durationS: quick ? 2 : 5, ...(values.data !== undefined ? { data: values.data } : {}) });
    results.miss = r;
    text = missReport(r);
  } else {
    const r = await runSoak({ durationS: quick ? 20 : 120 });
    results.soak = r;
    text = soakReport(r);
  }
  out.push("", `## ${section}`, "", text);
}

const dir = join(import.meta.dirname, "results");
await mkdir(dir, { recursive: true });
await writeFile(join(dir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(out.join("\n"));
console.error(`bench: numbers written to ${join("bench", "results", "latest.json")}`);
