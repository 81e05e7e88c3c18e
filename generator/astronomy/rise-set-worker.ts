/**
 * The worker thread of rise-set-parallel.ts: takes the table's chunks from the last one backwards (the main thread
 * takes them from the first, as its records need them) and computes each into the shared table; then, when the job
 * asks for time files, takes their tasks from the first (the main thread takes them from the last once its records
 * are done: this thread runs out of chunks while the records still have years to go) and posts each result; then
 * tells the main thread it is done.
 */
import { parentPort, workerData } from "node:worker_threads";
import { almanacCrossings } from "../almanac.ts";
import { timeTask, timeTaskCount } from "../files/time-files.ts";
import { computeChunk, type RiseSetJob, takeTask, type WorkerMessage } from "./rise-set-parallel.ts";
import type { SolarCrossing } from "../../calendar/astronomy/solar-longitude.ts";

const job = workerData as RiseSetJob;
const post = (message: WorkerMessage): void => parentPort!.postMessage(message);
const chunks = Math.ceil((job.toDay - job.fromDay + 1) / job.chunkDays);
for (let i = chunks - 1; i >= 0; i--) computeChunk(job, i);
const years = job.timeFiles;
if (years !== undefined) {
  let crossings: SolarCrossing[] | undefined;
  const almanac = (): SolarCrossing[] => (crossings ??= almanacCrossings(years.from, years.to));
  for (let task = 0; task < timeTaskCount(years); task++) {
    if (takeTask(job, task)) post({ task, result: timeTask(years, task, almanac) });
  }
}
post("done");
