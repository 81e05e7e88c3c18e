// `npm start`: the Node version first (plain JavaScript: any Node prints the hint), then scripts/start.ts in this
// same process through tsx's loader, so that npm (or a process manager) signalling this process stops the server
// (a generation, when one is needed, runs in a child process that exits first: scripts/start.ts).
/* global console */
import process from "node:process";
import { nodeVersionProblem } from "./node-version.js";

const problem = nodeVersionProblem();
if (problem !== null) {
  console.error(problem);
  process.exit(1);
}
const { register } = await import("tsx/esm/api");
register();
await import("./start.ts");
