/**
 * The worker thread of rise-set-parallel.ts: takes the table's chunks from the last one backwards (the main thread
 * takes them from the first, as its records need them) and computes each into the shared table; then, when the job
 * asks for them, computes the time files and posts them (last: the main thread needs them only after its records,
 * and this thread runs out of chunks while the records still have years to go); then tells the main thread it is
 * done.
 */
import { parentPort, workerData } from "node:worker_threads";
import { timeFiles } from "../files/time-files.ts";
import { computeChunk, type RiseSetJob, type WorkerMessage } from "./rise-set-parallel.ts";

const job = workerData as RiseSetJob;
const post = (message: WorkerMessage): void => parentPort!.postMessage(message);
const chunks = Math.ceil((job.toDay - job.fromDay + 1) / job.chunkDays);
for (let i = chunks - 1; i >= 0; i--) computeChunk(job, i);
if (job.timeFiles !== undefined) post({ timeFiles: timeFiles(job.timeFiles.from, job.timeFiles.to) });
post("done");
