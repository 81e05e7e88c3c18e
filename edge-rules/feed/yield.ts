/**
 * Handing the event loop back between slices of a long computation (a feed build), so cheap
 * requests are answered in between: `setImmediate` on Node (after pending I/O, no 1 ms clamp),
 * `setTimeout(0)` where there is none (Workers).
 */
const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;

/** Resolves on a later turn of the event loop. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => (immediate ? immediate(resolve) : setTimeout(resolve, 0)));
}
