/**
 * The worker thread of rise-set-parallel.ts: takes the table's chunks from the last one backwards (the main thread
 * takes them from the first, as its records need them) and computes each into the shared table; tells the main
 * thread when no chunk is left free.
 */
import { parentPort, workerData } from "node:worker_threads";
import { computeChunk, type RiseSetJob } from "./rise-set-parallel.ts";

const job = workerData as RiseSetJob;
const chunks = Math.ceil((job.toDay - job.fromDay + 1) / job.chunkDays);
for (let i = chunks - 1; i >= 0; i--) computeChunk(job, i);
parentPort!.postMessage("done");
