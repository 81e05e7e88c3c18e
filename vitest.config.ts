import { relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The calendar suite runs under two timezones (date-fns style): a calendar whose output
 * changes with the machine's TZ is broken. Node re-reads process.env.TZ when it is assigned,
 * and vitest sets `env` before the test files load.
 *
 * Every file runs under America/Los_Angeles, whatever the machine's zone: neither JST nor UTC, with summer time and a
 * negative offset, it is where a local-time `Date` method shows first (a UTC midnight read locally is the day before).
 * The rules' own tests (test/calendar/, the pure core) run again under Asia/Tokyo (a positive offset: a local
 * midnight read in UTC is the day before), all but the whole-range sweeps. UTC is not a third: a local-time slip that
 * shows under UTC (code that assumes the machine is in JST) shows under both of these too, and one under UTC alone
 * would need code that reads a zone's offset as zero, which shows under both as well (about 10 s of CPU a run saved).
 * The generator's CLI still writes under UTC and Asia/Tokyo (test/generator/generate.test.ts). The first guard is static:
 * test/repo/layers.test.ts refuses a local-time `Date` method anywhere in calendar/, schemas/ and generator/.
 */
const ONCE_TIMEZONE = "America/Los_Angeles";
const OTHER_TIMEZONES = ["Asia/Tokyo"] as const;

/**
 * The heaviest calendar files (whole-range astronomy, 和暦 and record sweeps; the places catalogue's sweeps, which read
 * text and no date): under ONCE_TIMEZONE only.
 */
const HEAVY_CALENDAR_TESTS = [
  "test/calendar/astronomy/rise-set-table.test.ts",
  "test/calendar/astronomy/rise-set.test.ts",
  "test/calendar/astronomy/naoj-instants.test.ts",
  "test/calendar/astronomy/instants-naoj.test.ts",
  "test/calendar/astronomy/point-sky-sweeps.test.ts",
  "test/calendar/wareki/conversions.test.ts",
  "test/calendar/places/tables.test.ts",
  "test/calendar/places/search.test.ts",
  "test/calendar/places/nearest.test.ts",
];

/**
 * The files that take longest (measured with `--reporter=json`, longest first): they start first, so that the run
 * does not end with one core waiting on a long file that started late. Every other file keeps vitest's order (by
 * project, then by the durations of the last run). The fresh clone's `npm start` generates 1873–2100 in its own
 * processes: it starts first, and its worker waits while the other files run beside it.
 */
const LONGEST_FIRST = [
  "test/edge-rules/node/fresh-clone.test.ts",
  "test/repo/style.test.ts",
  "test/repo/typecheck.test.ts",
  "test/edge-rules/pages/browser.test.ts",
  "test/edge-rules/workerd/worker.test.ts",
  "test/edge-rules/feed/calendar-feed.test.ts",
  "test/generator/generate.test.ts",
  "test/edge-rules/node/derived-days.test.ts",
  "test/generator/ensure.test.ts",
  "test/edge-rules/node/npm-start.test.ts",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      const at = LONGEST_FIRST.indexOf(relative(spec.project.config.root, spec.moduleId));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}

/**
 * Files that run in a fresh module graph each: a file that replaces a module for the whole file (`vi.mock`). Every
 * other file shares one module graph per worker with its project's files (`isolate: false`): importing the handler,
 * the schemas and the generator anew for each of ~190 files cost more than most files' tests. The workerd files share
 * one too (their harness keeps one running worker for the files that can share it, and gives the others their own
 * state): isolated, the eight took 54 s of CPU, shared 37 s.
 */
const ISOLATED_TESTS = ["test/edge-rules/access/constant-time.test.ts"];

/**
 * Every project's timeouts. A set-up hook without its own gets two minutes, not vitest's 10 s: some build a whole-range
 * almanac (about 5 s on an idle machine) while the fresh clone generates beside them. A test without its own gets a
 * minute (the whole-tree generation tests set theirs).
 */
const TIMEOUTS = { hookTimeout: 120_000, testTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    // Three files at a time on a 2-core machine (vitest's default is cores − 1): many files mostly wait — on the
    // browser, on servers, on child processes (the fresh clone's npm start generates for a minute in its own
    // processes) — and a third file keeps both cores busy meanwhile.
    maxWorkers: 3,
    // Transformed modules kept between runs (node_modules/.experimental-vitest-cache, keyed by each file's content): in a
    // working tree a run transforms only what changed. Measured over test/calendar and test/schemas (123 files), one run
    // each: transform 23.0 s → 5.3 s (summed), the run's CPU 70.6 → 61.6 s. A fresh clone transforms everything.
    experimental: { fsModuleCache: true },
    // One directory of generated trees for the whole run (test/support/global-setup.ts).
    globalSetup: ["test/support/global-setup.ts"],
    sequence: { sequencer: LongestFirst },
    projects: [
      ...OTHER_TIMEZONES.map((tz) => ({
        test: {
          name: `calendar TZ=${tz}`,
          include: ["test/calendar/**/*.test.ts", "test/generator/timezone.test.ts"],
          exclude: HEAVY_CALENDAR_TESTS,
          env: { TZ: tz },
          isolate: false,
          ...TIMEOUTS,
        },
      })),
      {
        // Every file, once, under ONCE_TIMEZONE: each project transforms and imports its own module graph, so one
        // project costs less than several (measured: the run's CPU 349 → 325 s when five became one).
        test: {
          name: `once TZ=${ONCE_TIMEZONE}`,
          include: [
            "test/calendar/**/*.test.ts",
            "test/generator/**/*.test.ts",
            "test/edge-rules/**/*.test.ts",
            "test/schemas/**/*.test.ts",
            "test/repo/**/*.test.ts",
            "test/clients/**/*.test.ts",
          ],
          exclude: ISOLATED_TESTS,
          env: { TZ: ONCE_TIMEZONE },
          isolate: false,
          ...TIMEOUTS,
        },
      },
      {
        test: {
          name: "isolated",
          include: ISOLATED_TESTS,
          env: { TZ: ONCE_TIMEZONE },
          isolate: true,
          ...TIMEOUTS,
        },
      },
    ],
  },
});
