import { defineConfig } from "vitest/config";

/**
 * The calendar suite runs under three timezones (date-fns style): a calendar whose output
 * changes with the machine's TZ is broken. Node re-reads process.env.TZ when it is assigned,
 * and vitest sets `env` before the test files load.
 */
const TIMEZONES = ["UTC", "Asia/Tokyo", "America/Los_Angeles"] as const;

/**
 * Run once, not under each TZ: whole-tree generation tests (they spawn their own TZ variants) and
 * the output-directory guard, which tests the file system, not the calendar.
 */
const GENERATION_TESTS = [
  "test/generator/generate.test.ts",
  "test/generator/ensure.test.ts",
  "test/generator/files/atomic-swap.test.ts",
  "test/generator/files/out-dir-guard.test.ts",
];

/**
 * The heaviest calendar files (whole-range astronomy and record sweeps, 5–15 s each) run under one
 * timezone, the one that shows a local-time slip soonest: America/Los_Angeles is neither JST nor
 * UTC and has summer time, so a rule that read a local-time `Date` method would fail there first.
 * Every other calendar file still runs under all three.
 */
const ONE_TIMEZONE = "America/Los_Angeles";
const HEAVY_CALENDAR_TESTS = [
  "test/generator/files/kyureki-months.test.ts",
  "test/generator/records/pro-fields.test.ts",
  "test/generator/records/release.test.ts",
  "test/generator/astronomy/rise-set-table.test.ts",
  "test/generator/astronomy/rise-set-parallel.test.ts",
  "test/generator/astronomy/rise-set.test.ts",
  "test/generator/astronomy/naoj-instants.test.ts",
  "test/generator/calendar/almanac-page.test.ts",
];

export default defineConfig({
  test: {
    // Two files at a time: vitest's default on a 2-core machine is one (cores − 1), yet most files
    // wait on child processes, servers and the browser.
    maxWorkers: 2,
    // One directory of generated trees for the whole run (test/support/global-setup.ts).
    globalSetup: ["test/support/global-setup.ts"],
    projects: [
      ...TIMEZONES.map((tz) => ({
        test: {
          name: `generator TZ=${tz}`,
          include: ["test/generator/**/*.test.ts"],
          exclude: tz === ONE_TIMEZONE ? GENERATION_TESTS : [...GENERATION_TESTS, ...HEAVY_CALENDAR_TESTS],
          env: { TZ: tz },
          testTimeout: 60_000,
        },
      })),
      {
        test: {
          name: "generation",
          include: GENERATION_TESTS,
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: "schemas",
          include: ["test/schemas/**/*.test.ts"],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "repo",
          include: ["test/repo/**/*.test.ts"],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "clients",
          include: ["test/clients/**/*.test.ts"],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "edge-rules",
          include: ["test/edge-rules/**/*.test.ts"],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
