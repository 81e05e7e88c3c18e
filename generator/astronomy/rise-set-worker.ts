/**
 * The worker thread of rise-set-parallel.ts: computes the time files first when the job asks for them and posts
 * them; then takes the table's chunks from the last one backwards (the main thread takes them from the first, as its
 * records need them) and computes each into the shared table; tells the main thread when no chunk is left free.
 */
import { parentPort, workerData } from "node:worker_threads";
import { timeFiles } from "../files/time-files.ts";
import { computeChunk, type RiseSetJob, type WorkerMessage } from "./rise-set-parallel.ts";

const job = workerData as RiseSetJob;
const post = (message: WorkerMessage): void => parentPort!.postMessage(message);
if (job.timeFiles !== undefined) post({ timeFiles: timeFiles(job.timeFiles.from, job.timeFiles.to) });
const chunks = Math.ceil((job.toDay - job.fromDay + 1) / job.chunkDays);
for (let i = chunks - 1; i >= 0; i--) computeChunk(job, i);
post("done");
