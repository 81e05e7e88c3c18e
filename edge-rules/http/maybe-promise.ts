/**
 * Values that are ready now or later. The parts of the pipeline that answer from memory (the
 * in-memory rate limiter, a manifest already read, a body already assembled) return plain values,
 * so a request served from memory takes no promise hop; whatever needs I/O returns a promise.
 */
export type MaybePromise<T> = T | Promise<T>;

/** Whether `value` is still to come (a promise, or any thenable). */
export function isPromise<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === "function";
}
