/**
 * Whether a module is the process's entry (`node <file>`, `tsx <file>`): the `if (isMainModule(import.meta.url))` of
 * the command-line modules.
 */
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";

/**
 * Whether `moduleUrl` (the module's `import.meta.url`) is the file `process.argv[1]` names. Node loads the entry by its
 * real path (symlinks resolved, unless `--preserve-symlinks-main`), so the path as typed is compared both as typed and
 * resolved: a checkout reached through a symlink (a release directory linked as /srv/app, a linked node_modules) is
 * still its own entry. Compared as typed only, such a start exited 0 having done nothing.
 */
export function isMainModule(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  if (moduleUrl === pathToFileURL(entry).href) return true;
  try {
    return moduleUrl === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false; // the entry is not a file on disk
  }
}
