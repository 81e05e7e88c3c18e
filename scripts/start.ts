/**
 * `npm start` (through scripts/start.js): `ensure` the generated tree (`DATA_DIR`, default `public`), then serve it,
 * in one process. A process manager or container stops `npm start`, not its children: with one process under npm
 * the signal reaches the server, which closes on SIGTERM and SIGINT, and exits by itself if its parent goes away
 * (a shell between npm and this process that died of the signal).
 */
import { main } from "../edge-rules/node/serve.ts";
import { ensureTree } from "../generator/ensure.ts";

const parent = process.ppid;
try {
  await ensureTree(process.env.DATA_DIR || "public", null);
} catch (error) {
  console.error(`generator: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await main(process.env, parent);
