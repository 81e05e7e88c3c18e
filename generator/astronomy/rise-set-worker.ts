/** The worker thread of rise-set-parallel.ts: one part of the rise/set table, sent back (its buffer moved, not copied). */
import { parentPort, workerData } from "node:worker_threads";
import type { RiseSetJob, RiseSetPart } from "./rise-set-parallel.ts";
import { riseSetTable } from "./rise-set-table.ts";

const job = workerData as RiseSetJob;
const table = riseSetTable(job.places, job.fromDay, job.toDay);
const part: RiseSetPart = { minutes: table.minutes, fallbacks: table.fallbacks };
parentPort!.postMessage(part, [table.minutes.buffer as ArrayBuffer]);
