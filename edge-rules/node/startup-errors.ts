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

/**
 * The one-line message for a `listen` failure on `host:port`.
 * @returns the line (without a trailing newline).
 */
export function listenErrorLine(error: unknown, host: string, port: number): string {
  switch (errnoCode(error)) {
    case "EADDRINUSE":
      return `port ${port} on ${host} is already in use: stop the other server, or set PORT to a free port`;
    case "EACCES":
    case "EPERM":
      return `not allowed to listen on port ${port} (ports below 1024 need privileges): set PORT to a port from 1024 to 65535`;
    case "EADDRNOTAVAIL":
      return `HOST=${host} is not an address of this machine: set HOST to one of its addresses (127.0.0.1, ::1, 0.0.0.0)`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_FAIL":
    case "EAI_NONAME":
    case "EAI_NODATA":
      return `HOST=${host} cannot be resolved to an address: set HOST to an IP address (127.0.0.1, ::1, 0.0.0.0) or a resolvable name`;
    case "EAFNOSUPPORT":
      return `HOST=${host}: this machine does not support that address family: set HOST to 127.0.0.1 or 0.0.0.0`;
    default: {
      const message = error instanceof Error ? error.message : String(error);
      return `cannot listen on ${host}:${port}: ${message.split("\n")[0]}`;
    }
  }
}
