/**
 * Operator mistakes at server start (起動時の設定ミス), each as one clear line naming what to
 * change, never a stack trace: the port in use or not allowed (`PORT`), a `HOST` that is not an
 * address of this machine or cannot be resolved. (A malformed tokens file is named by
 * `token-file.ts`; bad numbers in the environment by `optionsFromEnv`.)
 */

const errnoCode = (error: unknown): string | undefined => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === "string" ? code : undefined;
};

/** What the operator changes to mend a `listen` failure: the port or the host. */
export type ListenSetting = "PORT" | "HOST";

const inUse = (host: string, port: number): string =>
  `port ${port} on ${host} is already in use: stop the other server, or set PORT to a free port`;
const notAllowed = (_host: string, port: number): string =>
  `not allowed to listen on port ${port} (ports below 1024 need privileges): set PORT to a port from 1024 to 65535`;
const unresolved = (host: string): string =>
  `HOST=${host} cannot be resolved to an address: set HOST to an IP address (127.0.0.1, ::1, 0.0.0.0) or a resolvable name`;

/** The known `listen` failures by errno code: the setting to change and the line that says how. */
const LISTEN_ERRORS: Readonly<Record<string, { setting: ListenSetting; line: (host: string, port: number) => string }>> = {
  EADDRINUSE: { setting: "PORT", line: inUse },
  EACCES: { setting: "PORT", line: notAllowed },
  EPERM: { setting: "PORT", line: notAllowed },
  EADDRNOTAVAIL: {
    setting: "HOST",
    line: (host) => `HOST=${host} is not an address of this machine: set HOST to one of its addresses (127.0.0.1, ::1, 0.0.0.0)`,
  },
  ENOTFOUND: { setting: "HOST", line: unresolved },
  EAI_AGAIN: { setting: "HOST", line: unresolved },
  EAI_FAIL: { setting: "HOST", line: unresolved },
  EAI_NONAME: { setting: "HOST", line: unresolved },
  EAI_NODATA: { setting: "HOST", line: unresolved },
  EAFNOSUPPORT: {
    setting: "HOST",
    line: (host) => `HOST=${host}: this machine does not support that address family: set HOST to 127.0.0.1 or 0.0.0.0`,
  },
};

/** The table's entry for a failure's errno code (own keys only), or undefined. */
function knownListenError(error: unknown): (typeof LISTEN_ERRORS)[string] | undefined {
  const code = errnoCode(error);
  return code !== undefined && Object.hasOwn(LISTEN_ERRORS, code) ? LISTEN_ERRORS[code] : undefined;
}

/**
 * The one-line message for a `listen` failure on `host:port`.
 * @returns the line (without a trailing newline).
 */
export function listenErrorLine(error: unknown, host: string, port: number): string {
  const known = knownListenError(error);
  if (known !== undefined) return known.line(host, port);
  const message = error instanceof Error ? error.message : String(error);
  return `cannot listen on ${host}:${port}: ${message.split("\n")[0]}`;
}

/**
 * The setting a `listen` failure's line tells the operator to change.
 * @returns PORT or HOST, or null for a failure the line only describes.
 */
export function listenErrorSetting(error: unknown): ListenSetting | null {
  return knownListenError(error)?.setting ?? null;
}
