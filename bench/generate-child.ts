/** Bench helper: one generation in a fresh process; prints its timings and peak RSS as JSON. */
import { resolve } from "node:path";
import { generate } from "../generator/generate.ts";

const [from, to, out] = process.argv.slice(2);
const result = await generate({ from: Number(from), to: Number(to), out: resolve(out!), root: resolve(import.meta.dirname, "..") });
console.log(
  JSON.stringify({
    timings: result.timings,
    fileCount: result.manifest.fileCount,
    totalBytes: result.manifest.totalBytes,
    maxRssKiB: process.resourceUsage().maxRSS,
  }),
);
