/**
 * What the page tests in Chromium stand on: a shared generated tree, the Node server over it (as `npm start` builds
 * it, on a loopback port) and a headless Chromium (browser.ts); `close` stops all three.
 */
import type { Browser } from "playwright-core";
import { startServer, type RunningServer } from "../../edge-rules/node/serve.ts";
import { launchBrowser } from "./browser.ts";
import { generatedTree, type GeneratedTree } from "./generated-tree.ts";

export interface PageServer {
  readonly tree: GeneratedTree;
  readonly server: RunningServer;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** The tree of `year`, served, with a browser to look at it. */
export async function pageServer(year: number): Promise<PageServer> {
  const tree = await generatedTree(year, year);
  const server = await startServer({ host: "127.0.0.1", port: 0, handler: tree.handler, onError: () => {} });
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await server.close(100);
    throw error;
  });
  return {
    tree,
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.close(100);
      tree.cleanup();
    },
  };
}
