/**
 * Bench helper: one server in its own process, started by bench/http.ts over IPC
 * (`fork` with `--import tsx`). The first message says which server; the reply is its URL.
 *
 * - `ours`: the real Node server (startServer) on the generated tree, rate limits raised so
 *   high that the bench measures serving, not 429s (or, `limits: "default"`, the plans' own).
 *   Later messages `"stats"` are answered with its caches' figures (`{ stats }`, a {@link ServerCaches}: the
 *   origin's file texts, fs-origin.ts `cacheStats`, and the handler's record files, assemble.ts `RecordCache`).
 * - `bare`: a minimal node:http server answering fixed bytes (status 200, the given headers and
 *   body) per request target from memory (`otherwise`: for any other target): the floor any Node server pays for
 *   the same response.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { RecordCache } from "../edge-rules/origin/assemble.ts";
import { NODE_RECORD_BYTES, startServer } from "../edge-rules/node/serve.ts";
import { createFsOrigin, type FsOrigin } from "../edge-rules/node/fs-origin.ts";
import type { ServerCaches } from "./process-stats.ts";

export type ChildRequest =
  | {
      readonly kind: "ours";
      readonly dataDir: string;
      readonly tokensFile: string;
      /** `default`: the plans' default rate limits (the attack bench); else raised out of the way. */
      readonly limits?: "default";
    }
  | {
      readonly kind: "bare";
      readonly routes: Record<string, BareAnswer>;
      /** The answer to every target not in `routes` (bench/miss.ts: new URLs, fixed bytes); else 404. */
      readonly otherwise?: BareAnswer;
    };

/** What the bare server answers: status 200, these header fields and body. */
export interface BareAnswer {
  readonly headers: Record<string, string>;
  /** The body, base64. */
  readonly body: string;
}

const UNLIMITED = { lite: 1e9, pro: 1e9, ultra: 1e9 };

async function bare({ routes, otherwise }: Extract<ChildRequest, { kind: "bare" }>): Promise<string> {
  const decoded = (r: BareAnswer) => ({ headers: r.headers, body: Buffer.from(r.body, "base64") });
  const table = new Map(Object.entries(routes).map(([target, r]) => [target, decoded(r)]));
  const fallback = otherwise === undefined ? undefined : decoded(otherwise);
  const server: Server = createServer((request, response) => {
    const r = table.get(request.url ?? "") ?? fallback;
    if (r === undefined) response.writeHead(404).end();
    else response.writeHead(200, r.headers).end(r.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let origin: FsOrigin | undefined;
const records = new RecordCache(NODE_RECORD_BYTES);
process.on("message", (message: unknown) => {
  if (message !== "stats") return;
  const stats: ServerCaches | null = origin === undefined ? null : { files: origin.cacheStats(), records: records.stats() };
  process.send!({ stats });
});

process.once("message", (message: ChildRequest) => {
  if (message.kind === "ours") origin = createFsOrigin({ root: message.dataDir });
  const started =
    message.kind === "ours"
      ? startServer({
          host: "127.0.0.1",
          port: 0,
          origin: origin!,
          tokensFile: message.tokensFile,
          records,
          ...(message.limits === "default" ? {} : { rateLimits: UNLIMITED }),
        }).then((s) => s.url)
      : bare(message);
  started.then(
    (url) => process.send!({ url }),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
// Never outlive the bench: exit when its IPC channel closes (the parent ended or crashed).
process.once("disconnect", () => process.exit(0));
// Stopped by the bench with SIGTERM: exit normally (so `--cpu-prof` can write its profile).
process.once("SIGTERM", () => process.exit(0));
