/**
 * The bound on heavy work in flight (docs/interface.md#rate-limits, "Heavy answers"): a body that
 * costs at least {@link HEAVY_COST} units and is not held yet is built only when a slot is free —
 * at most {@link MAX_HEAVY_PER_CLIENT} per caller and {@link MAX_HEAVY} in all; the others wait
 * in arrival order. Builds share one event loop and hand it back between slices (day-bodies.ts),
 * so a cheap answer waits for at most one slice of each running build, never for a queue of them;
 * and one caller's heavy requests never hold every slot (another caller's run beside them).
 *
 * No refusal: a caller's waiting requests are bounded by its rate limit (each costs at least
 * {@link HEAVY_COST} units), and a waiting request holds no body. Portable (promises only): the
 * same gate runs in each Workers isolate, under the platform's CPU limit per request.
 */

/** Cost (rate-limit units, schemas/plans.ts `dayWorkCost`) from which a body's build is heavy: about 8 ms of work. */
export const HEAVY_COST = 8;
/** Heavy builds running at once, in all. */
export const MAX_HEAVY = 2;
/** Heavy builds running at once for one caller (its rate-limit key). */
export const MAX_HEAVY_PER_CLIENT = 1;

/** Gives a slot back; call it exactly once, when the build is over (a second call does nothing). */
export type Release = () => void;

interface Waiter {
  readonly client: string;
  readonly start: () => void;
}

/** A counting gate per caller and in all, waiters served in arrival order when their caller may run. */
export class WorkGate {
  #running = 0;
  readonly #byClient = new Map<string, number>();
  readonly #waiting: Waiter[] = [];

  constructor(
    readonly max = MAX_HEAVY,
    readonly perClient = MAX_HEAVY_PER_CLIENT,
  ) {}

  /** Builds running now. */
  get running(): number {
    return this.#running;
  }

  /** Requests waiting now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** A slot for `client`: at once when one is free, else when the builds ahead are over. */
  enter(client: string): Promise<Release> {
    if (this.#mayRun(client)) return Promise.resolve(this.#take(client));
    return new Promise((resolve) => this.#waiting.push({ client, start: () => resolve(this.#take(client)) }));
  }

  #mayRun(client: string): boolean {
    return this.#running < this.max && (this.#byClient.get(client) ?? 0) < this.perClient;
  }

  #take(client: string): Release {
    this.#running++;
    this.#byClient.set(client, (this.#byClient.get(client) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#running--;
      const left = (this.#byClient.get(client) ?? 1) - 1;
      if (left === 0) this.#byClient.delete(client);
      else this.#byClient.set(client, left);
      this.#next();
    };
  }

  /** Starts the first waiters whose callers may run now. */
  #next(): void {
    for (let i = 0; i < this.#waiting.length && this.#running < this.max;) {
      const waiter = this.#waiting[i]!;
      if (this.#mayRun(waiter.client)) {
        this.#waiting.splice(i, 1);
        waiter.start();
      } else i++;
    }
  }
}
