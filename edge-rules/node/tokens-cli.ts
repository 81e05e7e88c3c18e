/**
 * `npm run tokens -- <command>`: issue, list and revoke direct-access tokens (docs/interface.md#plans-and-credentials).
 *
 * - `issue --plan pro|ultra [--label L] [--expires YYYY-MM-DD]` creates a token of 256 random
 *   bits (base64url, 43 characters), stores only its SHA-256 with the plan, label, creation
 *   time and expiry, and prints the token alone on the LAST line of stdout: it is shown once.
 * - `list` prints id, plan, status, created, expires and label; never tokens or hashes.
 * - `revoke ID` marks a token revoked (a running server notices within a second).
 *
 * The file is `TOKENS_FILE` (default `tokens.json` in the project root). Every change is one
 * serialized, atomic read-modify-write (`updateTokenFile`: a cross-process lock, write aside,
 * fsync, rename), so parallel commands never lose each other's tokens. Errors are one line.
 */
import { randomBytes } from "node:crypto";
import { isMainModule } from "./main-module.ts";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { isoDate, jstDayOfInstant, parseIsoDate } from "../../calendar/time/day-number.ts";
import { sha256Hex, tokenUsable } from "../access/token-store.ts";
import { defaultTokensFile, readTokenFile, updateTokenFile, type TokenFileEntry } from "./token-file.ts";

/** Where the CLI writes, and what it reads (injectable for tests). */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** The tokens file. Default: {@link defaultTokensFile}. */
  readonly tokensFile?: string;
  /** Current time (ms). */
  readonly now?: () => number;
}

/** Random bytes in a token: 256 bits (at least 128 are required). */
export const TOKEN_BYTES = 32;

/** A new random token (base64url, no padding). */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

function parseExpires(value: string): string {
  if (parseIsoDate(value) === null) throw new InvalidArgumentError("expected an existing date as YYYY-MM-DD");
  return value;
}

function parseLabel(value: string): string {
  if (value.length > 200 || /\p{Cc}/u.test(value)) {
    throw new InvalidArgumentError("at most 200 characters, no control characters");
  }
  return value;
}

/** Today's date in JST (YYYY-MM-DD) at `nowMs`. */
function jstToday(nowMs: number): string {
  return isoDate(jstDayOfInstant(nowMs));
}

function status(entry: TokenFileEntry, now: number): string {
  if (entry.revoked) return "revoked";
  return tokenUsable({ id: entry.id, plan: entry.plan, expires: entry.expires }, now) ? "active" : "expired";
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** One run of the CLI: where it writes, the file, the clock, and the exit code its command sets. */
interface CliRun {
  readonly io: CliIo;
  readonly file: string;
  readonly now: () => number;
  /** Writes one line to stdout. */
  readonly out: (line: string) => void;
  exitCode: number;
}

/**
 * Runs the CLI with `argv` (without `node` and the script).
 * @returns the exit code.
 */
export async function runTokensCli(argv: readonly string[], io: CliIo): Promise<number> {
  const run: CliRun = {
    io,
    file: io.tokensFile ?? defaultTokensFile(),
    now: io.now ?? Date.now,
    out: (line) => io.stdout(`${line}\n`),
    exitCode: 0,
  };
  try {
    await tokensProgram(run).parseAsync([...argv], { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : error.exitCode || 1;
    io.stderr(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  return run.exitCode;
}

/** The commands and their options; each action sets `run.exitCode`. */
function tokensProgram(run: CliRun): Command {
  const program = new Command()
    .name("tokens")
    .description(`issue, list and revoke direct-access tokens (file: ${run.file})`)
    .exitOverride()
    .configureOutput({ writeOut: run.io.stdout, writeErr: run.io.stderr })
    .showHelpAfterError();

  program
    .command("issue")
    .description("issue a token; it is printed once, on the last line, and stored only as its SHA-256")
    .addOption(new Option("--plan <plan>", "plan of the token").choices(["pro", "ultra"]).makeOptionMandatory())
    .option("--label <label>", "a note to recognise the token by", parseLabel, "")
    .option("--expires <date>", "last valid day (YYYY-MM-DD, JST); default: never", parseExpires)
    .action(async (opts: IssueOptions) => {
      run.exitCode = await issue(run, opts);
    });

  program
    .command("list")
    .description("list tokens (ids, plans, status; never the tokens)")
    .action(async () => {
      run.exitCode = await list(run);
    });

  program
    .command("revoke")
    .description("revoke a token by id")
    .argument("<id>", "the token id (see list)")
    .action(async (id: string) => {
      run.exitCode = await revoke(run, id);
    });
  return program;
}

/** The options of `issue`. */
interface IssueOptions {
  readonly plan: "pro" | "ultra";
  readonly label: string;
  readonly expires?: string;
}

/** `issue`: a new token stored as its hash, printed once on the last line. @returns the exit code. */
async function issue(run: CliRun, opts: IssueOptions): Promise<number> {
  const { out } = run;
  const issuedAt = run.now();
  const token = newToken();
  const fields = {
    sha256: await sha256Hex(token),
    plan: opts.plan,
    label: opts.label,
    created: new Date(issuedAt).toISOString(),
    expires: opts.expires ?? null,
    revoked: false,
  };
  if (fields.expires !== null && status({ id: "", ...fields }, issuedAt) === "expired") {
    run.io.stderr(
      `error: --expires ${fields.expires} is in the past (today is ${jstToday(issuedAt)} in JST): the token would never work; nothing was issued\n`,
    );
    return 1;
  }
  const entry = await updateTokenFile(run.file, (data) => {
    const ids = new Set(data.tokens.map((t) => t.id));
    let id: string;
    do id = `tok_${randomBytes(6).toString("hex")}`;
    while (ids.has(id));
    const entry: TokenFileEntry = { id, ...fields };
    return { file: { tokens: [...data.tokens, entry] }, result: entry };
  });
  out(
    `issued ${entry.id}: plan ${entry.plan}, expires ${entry.expires ?? "never"}${entry.label ? `, label ${JSON.stringify(entry.label)}` : ""}`,
  );
  out("Keep the token below now: it is shown only this once (the file stores its SHA-256 only).");
  out("Use it as `Authorization: Bearer <token>` or `?token=<token>`.");
  out(token);
  return 0;
}

/** `list`: the tokens' ids, plans, status, dates and labels (never a token or hash). @returns the exit code. */
async function list(run: CliRun): Promise<number> {
  const data = await readTokenFile(run.file);
  if (data.tokens.length === 0) {
    run.out(`no tokens in ${run.file}`);
    return 0;
  }
  const rows = [["ID", "PLAN", "STATUS", "CREATED", "EXPIRES", "LABEL"]];
  for (const t of data.tokens) rows.push([t.id, t.plan, status(t, run.now()), t.created, t.expires ?? "never", t.label]);
  run.out(table(rows));
  return 0;
}

/** `revoke ID`: marks the token revoked. @returns the exit code (1: no such token). */
async function revoke(run: CliRun, id: string): Promise<number> {
  const outcome = await updateTokenFile(run.file, (data) => {
    const entry = data.tokens.find((t) => t.id === id);
    if (entry === undefined) return { file: null, result: "unknown" as const };
    if (entry.revoked) return { file: null, result: "already" as const };
    return { file: { tokens: data.tokens.map((t) => (t.id === id ? { ...t, revoked: true } : t)) }, result: "revoked" as const };
  });
  if (outcome === "unknown") {
    run.io.stderr(`no token with id ${id} in ${run.file}\n`);
    return 1;
  }
  run.out(outcome === "already" ? `${id} was already revoked` : `revoked ${id}`);
  return 0;
}

if (isMainModule(import.meta.url)) {
  const exitCode = await runTokensCli(process.argv.slice(2), {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
  });
  process.exitCode = exitCode;
}
