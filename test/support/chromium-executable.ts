/**
 * Which Chromium the page tests and scripts/page-screenshots.ts drive, in this order:
 * `CHROMIUM_PATH` (must exist when set), Debian's `/usr/bin/chromium` when installed, else the
 * headless build of the npm package @sparticuz/chromium (a dev dependency: `npm install` is all a
 * fresh machine needs). Its binary ships brotli-compressed inside the package and is unpacked once
 * to the OS temp directory (`/tmp/chromium`, about 190 MB) on first use, under a lock so that
 * parallel test files never launch a half-written binary; nothing is downloaded.
 */
import { existsSync, mkdirSync, rmdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** Debian's Chromium launcher. */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** Where a Chromium came from, for messages. */
export type ChromiumSource = "CHROMIUM_PATH" | "debian" | "@sparticuz/chromium";

/** An executable to launch and where it came from. */
export interface ChromiumExecutable {
  readonly path: string;
  readonly source: ChromiumSource;
}

/**
 * The configured or installed Chromium, without unpacking anything; `null` when neither
 * `CHROMIUM_PATH` nor Debian's chromium is there (then the npm package is the answer).
 * @throws one line when `CHROMIUM_PATH` is set to a missing file.
 */
export function installedChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): ChromiumExecutable | null {
  const configured = env.CHROMIUM_PATH;
  if (configured !== undefined && configured !== "") {
    if (!exists(configured))
      throw new Error(
        `CHROMIUM_PATH=${configured} does not exist: point it at a Chromium executable or unset it (npm install provides @sparticuz/chromium)`,
      );
    return { path: configured, source: "CHROMIUM_PATH" };
  }
  return exists(DEBIAN_CHROMIUM) ? { path: DEBIAN_CHROMIUM, source: "debian" } : null;
}

/**
 * The Chromium to launch: {@link installedChromium}, else @sparticuz/chromium's executable
 * (unpacked on first call). Imported lazily: the package changes `process.env` (FONTCONFIG_PATH,
 * LD_LIBRARY_PATH) when loaded, which a Debian chromium must not inherit.
 * @throws one line when the npm package is missing (npm install was not run).
 */
export async function chromiumExecutable(): Promise<ChromiumExecutable> {
  const installed = installedChromium();
  if (installed !== null) return installed;
  let sparticuz: { executablePath(): Promise<string> };
  try {
    sparticuz = (await import("@sparticuz/chromium")).default;
  } catch {
    throw new Error("no Chromium: run `npm install` (it provides @sparticuz/chromium), or install Debian's chromium, or set CHROMIUM_PATH");
  }
  try {
    return { path: await withUnpackLock(() => sparticuz.executablePath()), source: "@sparticuz/chromium" };
  } catch (error) {
    throw new Error(`@sparticuz/chromium could not unpack its binary: ${firstLine(error)}`);
  }
}

/** The lock directory of the unpacking, and how long a holder may take before it counts as dead. */
const UNPACK_LOCK = join(tmpdir(), "koyomi-sparticuz-unpack.lock");
const UNPACK_LOCK_STALE_MS = 180_000;

/**
 * Runs `unpack` while holding a lock directory (mkdir is atomic). @sparticuz/chromium writes
 * `<tmp>/chromium` in place and returns it as soon as the file exists, so without the lock a
 * second test file (vitest runs files in parallel) or the screenshot script could launch a
 * half-written binary. Waiters poll until the holder is done; a lock older than 3 minutes is
 * taken to be left by a killed run and taken over.
 */
async function withUnpackLock<T>(unpack: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(UNPACK_LOCK);
      break;
    } catch {
      let age = 0;
      try {
        age = Date.now() - statSync(UNPACK_LOCK).mtimeMs;
      } catch {
        continue; // released between mkdir and stat
      }
      if (age > UNPACK_LOCK_STALE_MS) rmdirSync(UNPACK_LOCK, { recursive: false });
      else await sleep(200);
    }
  }
  try {
    return await unpack();
  } finally {
    rmdirSync(UNPACK_LOCK);
  }
}

/** The first line of an error's message (Playwright's and Node's messages run over many lines). */
export function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error)
    .split("\n")[0]!
    .trim();
}
