/**
 * The rise/set table (rise-set-table.ts) on two cores: the later half of the days in a worker thread, the earlier
 * half here, joined. It is most of a wide generation's time (about 58 s of one core for the 47 places over
 * 1873–2100), and every day's minutes are the reference's by construction (its safety net), whatever span a
 * table is computed over, so the halves join into the table a single run gives (test/generator/astronomy/
 * rise-set-parallel.test.ts).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { GeoPoint } from "./rise-set.ts";
import { riseSetTable, type RiseSetTable } from "./rise-set-table.ts";

/** Below this many days a second thread (its start-up is about half a second) is not worth it. */
export const PARALLEL_MIN_DAYS = 3_650;

/** What the worker (rise-set-worker.ts) is given and answers. */
export interface RiseSetJob {
  readonly places: readonly GeoPoint[];
  readonly fromDay: number;
  readonly toDay: number;
}
export interface RiseSetPart {
  readonly minutes: Int16Array;
  readonly fallbacks: number;
}

/** The later days' part, computed in a worker thread (rise-set-thread.js loads rise-set-worker.ts through tsx). */
function inWorker(job: RiseSetJob): Promise<RiseSetPart> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./rise-set-thread.js", import.meta.url), { workerData: job });
    let answered = false;
    worker.once("message", (part: RiseSetPart) => {
      answered = true;
      resolve(part);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!answered) reject(new Error(`the rise/set worker thread exited (code ${code}) without its table`));
    });
  });
}

/**
 * {@link riseSetTable} over `fromDay..toDay`, split over two threads when the machine has two cores and the span is
 * at least `minDays` long.
 */
export async function riseSetTableParallel(
  places: readonly GeoPoint[],
  fromDay: number,
  toDay: number,
  minDays: number = PARALLEL_MIN_DAYS,
): Promise<RiseSetTable> {
  const days = toDay - fromDay + 1;
  if (availableParallelism() < 2 || days < Math.max(2, minDays)) return riseSetTable(places, fromDay, toDay);
  const mid = fromDay + Math.floor(days / 2);
  const later = inWorker({ places: places.map(({ latitude, longitude }) => ({ latitude, longitude })), fromDay: mid, toDay });
  // Computed here while the worker runs; its answer waits in the queue until this is done.
  const earlier = riseSetTable(places, fromDay, mid - 1);
  const rest = await later;
  const minutes = new Int16Array(earlier.minutes.length + rest.minutes.length);
  minutes.set(earlier.minutes);
  minutes.set(rest.minutes, earlier.minutes.length);
  return { fromDay, toDay, placeCount: places.length, minutes, fallbacks: earlier.fallbacks + rest.fallbacks };
}
