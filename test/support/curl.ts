/**
 * Requests as raw bytes on a fresh socket, read until the server closes it: curl's (a URL typed on its command line:
 * the target's bytes as UTF-8, unencoded — browsers and fetch percent-encode; curl does not; it keeps its side of the
 * connection open until the server has answered and closed, `Connection: close`), and any bytes a test writes.
 */
import { connect } from "node:net";

/**
 * The first answer's status and body text for `bytes` written to the server at `base`.
 * @param pauseMs when > 0, only the first half of the bytes is written, then nothing (a slow client).
 */
export function rawExchange(base: string, bytes: string, pauseMs = 0): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({ status: Number(text.split(" ")[1]), body: text.slice(text.indexOf("\r\n\r\n") + 4) });
    });
    socket.on("error", reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error("no answer in 5 s")));
    const buffer = Buffer.from(bytes, "utf8");
    socket.write(pauseMs > 0 ? buffer.subarray(0, buffer.length / 2) : buffer);
  });
}

/** The status and body text of `target` asked of the server at `base` the way curl asks. */
export function curl(base: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return rawExchange(
    base,
    `GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUser-Agent: curl/8.5.0\r\nAccept: */*\r\nConnection: close\r\n\r\n`,
  );
}
