/**
 * The cap on concurrent feed builds (docs/interface.md#calendar-subscriptions): at most `max`
 * builds run at once, up to `maxWaiting` more wait in arrival order, and one more is refused
 * (the endpoint answers 503 SERVICE_BUSY with Retry-After). Builds share one event loop, so
 * running more at once would not finish any sooner; it would only hold more memory. Portable:
 * promises only, no timer.
 */

/** Gives a build slot back; call it exactly once, when the build is over. */
export type ReleaseSlot = () => void;

/** A counting gate for builds. */
export class BuildSlots {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
  ) {}

  /** Builds running now. */
  get running(): number {
    return this.#running;
  }

  /** Requests waiting for a slot now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * A slot: at once when one is free, after the builds ahead when the queue has room.
   * @returns the release function, or `null` when the queue is full (refuse the request).
   */
  acquire(): Promise<ReleaseSlot> | null {
    if (this.#running < this.max) {
      this.#running++;
      return Promise.resolve(this.#releaser());
    }
    if (this.#waiting.length >= this.maxWaiting) return null;
    return new Promise((resolve) => this.#waiting.push(() => resolve(this.#releaser())));
  }

  /** A release that hands the slot to the first waiter, or frees it; a second call does nothing. */
  #releaser(): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    };
  }
}
