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
          exclude: GENERATION_TESTS,
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
