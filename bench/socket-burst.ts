/**
 * `npx tsx bench/socket-burst.ts [count]` (default 1,000): the server's open descriptors
 * (/proc/PID/fd) before, during and after a burst of stalled `POST /mcp` bodies (100 bytes
 * announced, one sent, the socket kept open), with the default timeouts: every socket must be
 * answered 408 at the request timeout and closed, and the count must come back to where it
 * was. The server runs in its own process (bench/http-child.ts) over the bench tree; the
 * clients are bounded by their patience (bench/soak-sockets.ts).
 */
import { withBenchTree } from "./bench-tree.ts";
import { startChild } from "./http.ts";
import { descriptorCount, LINGER_AFTER_CLIENTS_MS, runSocketClient, SOCKET_CLIENTS } from "./soak-sockets.ts";

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const countText = process.argv[2] ?? "1000";
if (!/^[1-9][0-9]{0,4}$/.test(countText)) {
  console.error(`socket-burst: expected a count from 1 to 99999, got ${JSON.stringify(countText)}`);
  process.exit(1);
}
const count = Number(countText);
const stalled = SOCKET_CLIENTS.find((c) => c.name === "stalled /mcp body")!;

await withBenchTree("burst", async ({ data, tokensFile, children }) => {
  const server = await startChild(children, { kind: "ours", dataDir: data, tokensFile });
  const port = Number(new URL(server.url).port);
  await sleep(500);
  const before = descriptorCount(server.pid);
  const started = Date.now();
  const clients = Array.from({ length: count }, () => runSocketClient(port, stalled));
  await sleep(3_000);
  const during = descriptorCount(server.pid);
  const statuses = await Promise.all(clients);
  const answeredMs = Date.now() - started;
  await sleep(LINGER_AFTER_CLIENTS_MS);
  const after = descriptorCount(server.pid);
  const answers: Record<string, number> = {};
  for (const s of statuses) answers[s === 0 ? "none" : s] = (answers[s === 0 ? "none" : s] ?? 0) + 1;
  console.log(
    `${count} stalled POST /mcp bodies: server descriptors ${before} before, ${during} during, ${after} after ` +
      `(every client ended within ${(answeredMs / 1000).toFixed(1)} s; answers ${JSON.stringify(answers)})`,
  );
});
