// The Node versions the project runs on are package.json's `engines.node`; `.nvmrc` names the one to install.
// Plain JavaScript, so that any Node can run it and print the hint before the TypeScript loader is needed.
import { readFileSync } from "node:fs";
import process from "node:process";
import { URL } from "node:url";

const root = new URL("../", import.meta.url);

/** `engines.node` of package.json, e.g. `>=20.19 <21 || >=22`. */
export function enginesRange() {
  return JSON.parse(readFileSync(new URL("package.json", root), "utf8")).engines.node;
}

/** The version `.nvmrc` names (`20`). */
export function nvmrcVersion() {
  return readFileSync(new URL(".nvmrc", root), "utf8").trim();
}

/** `20.19.1` → [20, 19, 1]; missing parts are 0. */
const parts = (version) => {
  const [major = 0, minor = 0, patch = 0] = version.replace(/^v/, "").split(".").map(Number);
  return [major, minor, patch];
};

/** a − b as versions: negative, 0 or positive. */
function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Whether `version` satisfies `range`: alternatives joined by `||`, each a list of `>=`, `>`, `<=`, `<` or `=` comparators. */
export function satisfies(version, range) {
  const v = parts(version);
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const m = /^(>=|<=|>|<|=)?v?([0-9]+(?:\.[0-9]+){0,2})$/.exec(comparator);
        if (!m) throw new Error(`package.json engines.node: cannot read ${JSON.stringify(comparator)}`);
        const c = compare(v, parts(m[2]));
        return { ">=": c >= 0, ">": c > 0, "<=": c <= 0, "<": c < 0, "=": c === 0 }[m[1] ?? "="];
      }),
  );
}

/** One line saying what to install when `version` is outside the range, else null. */
export function nodeVersionProblem(version = process.versions.node, range = enginesRange()) {
  if (satisfies(version, range)) return null;
  return `koyomi-api needs Node ${range} (package.json engines); this is Node ${version}. Install Node ${nvmrcVersion()} (.nvmrc): \`nvm install && nvm use\`, or fnm/volta/asdf, then \`npm install\` again.`;
}
