/**
 * The generation's second thread: the rise/set table (rise-set-table.ts) on two cores, computed beside the records,
 * and then, when asked, the files of instants (generator/files/time-files.ts: full-series astronomy the records do
 * not need, about a fifth of a wide generation's CPU). The table is most of a wide generation's time (about 67 s of
 * one core for the 47 places over 1873–2100), and the records need only each day's Tokyo times, so the table is cut
 * into chunks of days held in shared memory: a worker thread computes chunks from the last one backwards while the
 * main thread builds the records from the first year onwards, computing a chunk itself when the records reach one
 * nobody has taken (`ensure`). When the chunks run out the records still have years to go (their chunks done), and
 * the worker computes the time files meanwhile, so both cores stay busy through the whole run. Every day's minutes
 * are the reference's by construction (its safety net), whatever span a table is computed over, so the chunks join
 * into the table a single run gives (test/generator/astronomy/rise-set-parallel.test.ts).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Coverage } from "../../schemas/coverage.ts";
import { heldTimeTasks, type TextFile, timeFilesOf, timeTask, timeTaskCount, type TimeTaskResult } from "../files/time-files.ts";
import type { SolarCrossing } from "../../calendar/astronomy/solar-longitude.ts";
import type { GeoPoint } from "../../calendar/astronomy/rise-set.ts";
import { riseSetTable, type RiseSetTable } from "../../calendar/astronomy/rise-set-table.ts";

/** Below this many days a second thread (its start-up is about half a second) is not worth it. */
export const PARALLEL_MIN_DAYS = 3_650;

/** Days of one chunk: a year's worth (about 0.3 s of one core for the 47 places). */
export const CHUNK_DAYS = 366;

/** A chunk's state in the shared state array. */
const FREE = 0;
const TAKEN = 1;
const DONE = 2;
const FAILED = 3;

/** How long the main thread waits for a chunk the worker took before it gives up (a chunk takes about 0.3 s). */
const CHUNK_WAIT_MS = 120_000;

/** What the worker thread (rise-set-worker.ts) is given: the job and the shared memory. */
export interface RiseSetJob {
  readonly places: readonly GeoPoint[];
  readonly fromDay: number;
  readonly toDay: number;
  readonly chunkDays: number;
  /** Int16 minutes of the whole table (RiseSetTable's layout). */
  readonly minutes: SharedArrayBuffer;
  /** Int32 per chunk: FREE, TAKEN, DONE or FAILED; then one Int32, the fallbacks. */
  readonly state: SharedArrayBuffer;
  /** When given, the years whose time files' tasks (time-files.ts) the worker takes once it has taken its chunks. */
  readonly timeFiles?: Coverage;
  /** Int32 per time task: FREE or TAKEN (by the thread that computes it; the worker posts its results). */
  readonly tasks: SharedArrayBuffer;
}

/** What the worker thread posts: each time task's result it computed, then `done`. */
export type WorkerMessage = { readonly task: number; readonly result: TimeTaskResult } | "done";

/**
 * Takes time task `task` if it is free.
 * @returns whether this call took it.
 */
export function takeTask(job: RiseSetJob, task: number): boolean {
  return Atomics.compareExchange(new Int32Array(job.tasks), task, FREE, TAKEN) === FREE;
}

/** The chunk count of a job. */
function chunkCount(job: RiseSetJob): number {
  return Math.ceil((job.toDay - job.fromDay + 1) / job.chunkDays);
}

/**
 * Takes chunk `i` if it is free and computes it into the shared table.
 * @returns whether this call computed it.
 */
export function computeChunk(job: RiseSetJob, i: number): boolean {
  const state = new Int32Array(job.state);
  if (Atomics.compareExchange(state, i, FREE, TAKEN) !== FREE) return false;
  try {
    const from = job.fromDay + i * job.chunkDays;
    const to = Math.min(job.toDay, from + job.chunkDays - 1);
    const part = riseSetTable(job.places, from, to);
    new Int16Array(job.minutes).set(part.minutes, (from - job.fromDay) * job.places.length * 4);
    Atomics.add(state, chunkCount(job), part.fallbacks);
    Atomics.store(state, i, DONE);
  } catch (error) {
    Atomics.store(state, i, FAILED);
    throw error;
  } finally {
    Atomics.notify(state, i);
  }
  return true;
}

/** The rise/set table being computed, on one or two threads. */
export class SharedRiseSet {
  readonly #job: RiseSetJob;
  readonly #state: Int32Array;
  readonly #worker: InWorker | null;
  /** The time tasks this thread took before the worker started, as it holds their results already. */
  readonly #held: ReadonlySet<number>;
  /** The table: a chunk's minutes are there once `ensure` has returned for one of its days. */
  readonly table: RiseSetTable;

  private constructor(job: RiseSetJob, parallel: boolean) {
    this.#job = job;
    this.#state = new Int32Array(job.state);
    this.#held = new Set(job.timeFiles === undefined ? [] : heldTimeTasks().filter((task) => takeTask(job, task)));
    this.#worker = parallel ? inWorker(job) : null;
    this.table = {
      fromDay: job.fromDay,
      toDay: job.toDay,
      placeCount: job.places.length,
      minutes: new Int16Array(job.minutes),
      fallbacks: 0,
    };
  }

  /**
   * Starts the table of `fromDay..toDay`: a worker thread takes chunks from the end at once when the machine has
   * two cores and the span is at least `minDays` long; otherwise every chunk is computed here, as it is needed.
   * With `timeFiles`, that thread then computes the time files of those years (see {@link SharedRiseSet.timeFiles}).
   */
  static start(
    places: readonly GeoPoint[],
    fromDay: number,
    toDay: number,
    options: { minDays?: number; chunkDays?: number; timeFiles?: Coverage } = {},
  ): SharedRiseSet {
    const days = toDay - fromDay + 1;
    const chunkDays = options.chunkDays ?? CHUNK_DAYS;
    const chunks = Math.ceil(days / chunkDays);
    const job: RiseSetJob = {
      places: places.map(({ latitude, longitude }) => ({ latitude, longitude })),
      fromDay,
      toDay,
      chunkDays,
      minutes: new SharedArrayBuffer(days * places.length * 4 * Int16Array.BYTES_PER_ELEMENT),
      state: new SharedArrayBuffer((chunks + 1) * Int32Array.BYTES_PER_ELEMENT),
      ...(options.timeFiles === undefined ? {} : { timeFiles: options.timeFiles }),
      tasks: new SharedArrayBuffer((options.timeFiles === undefined ? 0 : timeTaskCount(options.timeFiles)) * Int32Array.BYTES_PER_ELEMENT),
    };
    const parallel = availableParallelism() >= 2 && chunks >= 2 && days >= Math.max(2, options.minDays ?? PARALLEL_MIN_DAYS);
    return new SharedRiseSet(job, parallel);
  }

  /**
   * Makes the minutes of `day` available: computes its chunk here if nobody has taken it, or waits for the worker
   * that has. @throws Error when the worker failed on that chunk or never finished it.
   */
  ensure(day: number): void {
    const i = Math.floor((day - this.#job.fromDay) / this.#job.chunkDays);
    if (Atomics.load(this.#state, i) === DONE) return;
    computeChunk(this.#job, i);
    const deadline = Date.now() + CHUNK_WAIT_MS;
    for (;;) {
      const state = Atomics.load(this.#state, i);
      if (state === DONE) return;
      if (state === FAILED) throw new Error(`the rise/set worker thread failed on days ${i * this.#job.chunkDays}+ of the table`);
      if (Date.now() > deadline) throw new Error("the rise/set worker thread never finished its part of the table");
      Atomics.wait(this.#state, i, TAKEN, 1_000);
    }
  }

  /** Stops the work (a failed generation): every chunk still free is marked failed, and the worker thread ends. */
  cancel(): void {
    for (let i = 0; i < chunkCount(this.#job); i++) Atomics.compareExchange(this.#state, i, FREE, FAILED);
    void this.#worker?.worker.terminate();
  }

  /**
   * The time files of the years given to `start` (`timeFiles`): takes every task the worker thread has not taken,
   * from the last, and computes it here; waits for the worker's results of the others.
   * @param crossings the crossings of the coverage's almanac (`Almanac.crossings`).
   * @throws Error when none were asked for, or the worker thread failed.
   */
  async timeFiles(crossings: readonly SolarCrossing[]): Promise<TextFile[]> {
    const years = this.#job.timeFiles;
    if (years === undefined) throw new Error("SharedRiseSet: no time files were asked for");
    const results: Promise<TimeTaskResult>[] = [];
    for (let task = timeTaskCount(years) - 1; task >= 0; task--) {
      if (this.#held.has(task) || takeTask(this.#job, task)) results[task] = Promise.resolve(timeTask(years, task, () => crossings));
      else if (this.#worker !== null) results[task] = this.#worker.result(task);
      else throw new Error(`SharedRiseSet: time task ${task} was taken by no thread`);
    }
    return timeFilesOf(years, await Promise.all(results));
  }

  /** The whole table: computes every chunk still free here, then waits for the worker. */
  async finish(): Promise<RiseSetTable> {
    for (let i = 0; i < chunkCount(this.#job); i++) this.ensure(this.#job.fromDay + i * this.#job.chunkDays);
    await this.#worker?.done;
    return { ...this.table, fallbacks: Atomics.load(this.#state, chunkCount(this.#job)) };
  }
}

/** The worker thread and what it answers. */
interface InWorker {
  readonly worker: Worker;
  /** The result of a time task the worker took. */
  result(task: number): Promise<TimeTaskResult>;
  /** Settles when the worker has taken its chunks and its time tasks. */
  readonly done: Promise<void>;
}

/** Runs the worker thread (rise-set-thread.js loads rise-set-worker.ts through tsx) until it has taken its chunks. */
function inWorker(job: RiseSetJob): InWorker {
  const worker = new Worker(new URL("./rise-set-thread.js", import.meta.url), { workerData: job });
  const results = new Map<number, TimeTaskResult>();
  const waiting = new Map<number, { resolve: (result: TimeTaskResult) => void; reject: (error: Error) => void }>();
  let failure: Error | null = null;
  const done = new Promise<void>((resolve, reject) => {
    let answered = false;
    worker.on("message", (message: WorkerMessage) => {
      if (message === "done") {
        answered = true;
        resolve();
        return;
      }
      results.set(message.task, message.result);
      waiting.get(message.task)?.resolve(message.result);
    });
    const fail = (error: Error): void => {
      failure = error;
      for (const { reject: rejectTask } of waiting.values()) rejectTask(error);
      reject(error);
    };
    worker.once("error", fail);
    worker.once("exit", (code) => {
      if (!answered) fail(new Error(`the rise/set worker thread exited (code ${code}) before its chunks were done`));
    });
  });
  // The main thread may not look until the end (`finish`, `timeFiles`); a failure before then is reported there.
  done.catch(() => undefined);
  const result = (task: number): Promise<TimeTaskResult> => {
    const held = results.get(task);
    if (held !== undefined) return Promise.resolve(held);
    if (failure !== null) return Promise.reject(failure);
    return new Promise((resolve, reject) => waiting.set(task, { resolve, reject }));
  };
  return { worker, result, done };
}

/** {@link riseSetTable} over `fromDay..toDay` on two threads when worth it (the whole table at once). */
export async function riseSetTableParallel(
  places: readonly GeoPoint[],
  fromDay: number,
  toDay: number,
  minDays: number = PARALLEL_MIN_DAYS,
  chunkDays: number = CHUNK_DAYS,
): Promise<RiseSetTable> {
  return SharedRiseSet.start(places, fromDay, toDay, { minDays, chunkDays }).finish();
}
