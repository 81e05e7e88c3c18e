/**
 * A clock as a lead on UTC that changes at instants, and a clock reading read back to an instant: a reading the clock
 * showed once is that instant; one it showed twice (the clock put back: a fold) or never (put forward: a gap) is read
 * with the lead before the change for `fold` 0, after it for 1 (Python's `fold`, PEP 495; RFC 9557's `compatible`
 * by default). Japan's civil clock (calendar/time/civil-day.ts) and summer time (calendar/birth/clock.ts) are such clocks.
 */

/** A change of a clock: at `at` (UTC ms) its lead on UTC goes from `before` to `after` (ms). */
export interface ClockChange {
  readonly at: number;
  readonly before: number;
  readonly after: number;
}

/** A clock: its lead on UTC before any change, and its changes in time order. */
export interface Clock {
  readonly base: number;
  readonly changes: readonly ClockChange[];
}

/** A clock's lead on UTC at an instant (ms since the Unix epoch, UTC), ms. */
export function clockOffsetAt(clock: Clock, instant: number): number {
  let offset = clock.base;
  for (const change of clock.changes) if (instant >= change.at) offset = change.after;
  return offset;
}

/** A reading read back: its instant, the lead taken, and for a fold or a gap the change. */
export interface ClockReading {
  readonly instant: number;
  readonly offset: number;
  readonly change: ClockChange | null;
  readonly kind: "once" | "fold" | "gap";
}

/**
 * A clock reading as an instant (see the module comment).
 * @param wallMs the reading's fields as if they were UTC, ms.
 */
export function readClock(clock: Clock, wallMs: number, fold: 0 | 1): ClockReading {
  for (const change of clock.changes) {
    const [early, late] = change.before > change.after ? [change.before, change.after] : [change.after, change.before];
    // The readings around the change: the clock showed [at + after, at + before) twice, or [at + before, at + after) never.
    if (wallMs - early >= change.at || wallMs - late < change.at) continue;
    const offset = fold === 0 ? change.before : change.after;
    return { instant: wallMs - offset, offset, change, kind: change.before > change.after ? "fold" : "gap" };
  }
  const guess = clockOffsetAt(clock, wallMs - clock.base);
  const offset = clockOffsetAt(clock, wallMs - guess);
  return { instant: wallMs - offset, offset, change: null, kind: "once" };
}
