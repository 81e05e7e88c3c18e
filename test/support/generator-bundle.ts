/**
 * The generator's command line (generator/cli.ts) bundled (test/support/checkout-bundle.ts), for a test whose child
 * process is the vehicle of generator behaviour, not of start-up: a run killed at an instant, a time zone, a refused
 * `--out`, `ensure --hash` regenerating. It starts on about 0.3 s of CPU where tsx spends about 2 s (its loader, then
 * transforming and importing the module graph); the code that runs is the same, each module reading the files beside
 * its source as under tsx (bundled-cli.ts `sourceUrls`: the page assets, the repository root of the code version).
 *
 * The command line as users run it is run by generate.test.ts (`npm run generate`), ensure.test.ts (`generator/cli.ts
 * ensure` through tsx, as `npm run mcp` runs it) and the `npm start` tests (its generation child).
 */
import { join, resolve } from "node:path";
import { bundleInCheckout } from "./checkout-bundle.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** generator/cli.ts bundled into node_modules/.cache: run it as `node <path> generate …`; cleanup removes it. */
export function bundledGenerator(): Promise<{ path: string; cleanup(): void }> {
  return bundleInCheckout(join(ROOT, "generator", "cli.ts"), { sourceUrls: true });
}
