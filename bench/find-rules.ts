/**
 * CPU of a find under non-default day rules (docs/interface.md#day-finder, #schools-rules: the search over its span's
 * days computed under them, edge-rules/find/ruled-index.ts, and the Pro page's records), through the handler over a
 * generated tree, one request at a time, timed by process CPU (user + system): over one year and over ten, each
 * (1) the first variant find of a fresh handler (it reads the instants, solar-terms and 旧暦 files too),
 * (2) another variant over the same years (the files read, the days computed again), and
 * (3) the same request again (the computed years held: the search and the page only),
 * against the find at the defaults; then the days computed per millisecond of (2), the figure behind
 * schemas/plans.ts `RULED_DAYS_PER_UNIT`.
 *
 *   npx tsx bench/find-rules.ts [--data DIR]    (DIR: a generated root holding 2015–2025, e.g. public; else 2014–2026 is generated)
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash, randomBytes } from "node:crypto";
import { createHandler, type Handler } from "../edge-rules/handler.ts";
import { createFsOrigin } from "../edge-rules/node/fs-origin.ts";
import { memoryTokenStore } from "../edge-rules/access/token-store.ts";
import { MemoryRateLimiter } from "../edge-rules/access/rate-limit.ts";
import { generateInChild } from "./generate.ts";

const token = randomBytes(24).toString("base64url");
const args = process.argv.slice(2);
const at = args.indexOf("--data");
const given = at === -1 ? null : args[at + 1]!;
const dir = given === null ? await mkdtemp(join(tmpdir(), "koyomi-bench-find-rules-")) : null;
const data = given ?? join(dir!, "public");
if (given === null) await generateInChild(2014, 2026, data);

function handler(): Handler {
  return createHandler({
    origin: createFsOrigin({ root: data }),
    tokens: memoryTokenStore([{ id: "bench", plan: "pro", sha256: createHash("sha256").update(token).digest("hex"), expires: null }]),
    limiter: new MemoryRateLimiter(),
    clock: Date.now,
    config: { serviceName: "koyomi-api", rateLimits: { lite: 1e9, pro: 1e9, ultra: 1e9 } },
  });
}

/** CPU ms of one request (a 200, its body read), and its cost header. */
async function cpu(h: Handler, path: string): Promise<{ ms: number; cost: string; total: number }> {
  const before = process.cpuUsage();
  const res = await h(new Request(`http://bench.invalid${path}`, { headers: { authorization: `Bearer ${token}` } }));
  const text = await res.text();
  const used = process.cpuUsage(before);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
  return {
    ms: (used.user + used.system) / 1000,
    cost: res.headers.get("x-ratelimit-cost") ?? "?",
    total: (JSON.parse(text) as { total: number }).total,
  };
}

/** Variants over the same years after the first: each computes every day again (the files already read). */
const OTHERS = [
  "daimyo:21,shanichi:earlier",
  "daimyo:21,shanichi:fifth",
  "daimyo:21,jippoukure:mabi",
  "daimyo:21,kyusei_day:tyme4ts",
  "daimyo:21,kyusei_day:tamo",
];

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  // The code compiled once, over other years, so the first figures are the files' and the days', not the JIT's.
  const warmup = handler();
  for (const rules of ["daimyo:21", ...OTHERS])
    await cpu(warmup, `/gw/find?start=2014-01-01&end=2014-12-31&notes=daimyo&limit=366&rules=${rules}`);
  for (const [label, start, end] of [
    ["one year (2025)", "2025-01-01", "2025-12-31"],
    ["ten years (2016–2025)", "2016-01-01", "2025-12-31"],
  ] as const) {
    const h = handler();
    const q = `/gw/find?start=${start}&end=${end}&notes=daimyo&limit=366`;
    const plain = await cpu(h, q);
    const first = await cpu(h, `${q}&rules=daimyo:21`);
    const others = [];
    for (const rules of OTHERS) others.push(await cpu(h, `${q}&rules=${rules}`));
    const again = await cpu(h, `${q}&rules=${OTHERS[0]}&limit=365`);
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
    const other = median(others.map((o) => o.ms));
    console.log(
      `${label}: defaults ${plain.ms.toFixed(1)} ms (cost ${plain.cost}); rules=daimyo:21, the first: ${first.ms.toFixed(1)} ms (cost ${first.cost}, ` +
        `${first.total} days vs ${plain.total}); another variant: median ${other.toFixed(1)} ms of ${others.map((o) => o.ms.toFixed(0)).join(", ")} ` +
        `(cost ${others[0]!.cost}); held: ${again.ms.toFixed(1)} ms; ${((days + 366) / other).toFixed(0)} days computed a ms`,
    );
  }
} finally {
  if (dir !== null) await rm(dir, { recursive: true, force: true });
}
