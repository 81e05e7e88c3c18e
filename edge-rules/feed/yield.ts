/**
 * Handing the event loop back between slices of a long computation (a feed build), so cheap
 * requests are answered in between. The portable default is a zero-delay timer (Web API; Workers
 * runs it on the next turn); a runtime may inject a faster one (the Node server passes
 * `setImmediate`, which runs after pending I/O without the 1 ms timer clamp).
 */

/** Resolves on a later turn of the event loop. */
export type YieldTurn = () => Promise<void>;

/** The portable turn: a zero-delay timer. */
export const timerTurn: YieldTurn = () => new Promise((resolve) => setTimeout(resolve, 0));
