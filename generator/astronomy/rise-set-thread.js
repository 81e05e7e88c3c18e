// The entry of rise-set-parallel.ts's worker thread: plain JavaScript that registers tsx's loader in this thread
// (a worker thread on Node 20 does not inherit it), then runs rise-set-worker.ts, as scripts/start.js does for
// `npm start`.
const { register } = await import("tsx/esm/api");
register();
await import("./rise-set-worker.ts");
