/**
 * The Node version a newcomer needs is stated where their tools look (`.nvmrc` for nvm/fnm, package.json `engines`
 * for npm) and, on another Node, `npm start` says so in one line before anything else runs (scripts/start.js,
 * scripts/node-version.js). No `engine-strict`: npm's own EBADENGINE warning stays a warning, since a dependency's
 * narrower `engines` would otherwise refuse an install on a Node the project supports.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { enginesRange, nodeVersionProblem, nvmrcVersion, satisfies } from "../../scripts/node-version.js";

const root = new URL("../../", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));

describe("the Node version", () => {
  it(".nvmrc names a major version package.json engines accepts", () => {
    expect(nvmrcVersion()).toMatch(/^[0-9]+$/);
    expect(satisfies(`${nvmrcVersion()}.99.0`, enginesRange())).toBe(true);
    expect(satisfies(process.versions.node, enginesRange()), "the Node running the tests").toBe(true);
  });

  it("reads engines as npm does for its forms", () => {
    const range = ">=20.19 <21 || >=22";
    for (const ok of ["20.19.0", "20.20.2", "22.0.0", "24.1.0"]) expect(satisfies(ok, range), ok).toBe(true);
    for (const bad of ["18.20.4", "20.18.3", "21.7.3", "16.0.0"]) expect(satisfies(bad, range), bad).toBe(false);
  });

  it("another Node gets one line naming the range, the version found and .nvmrc", () => {
    expect(nodeVersionProblem("20.19.0")).toBeNull();
    const line = nodeVersionProblem("18.20.4")!;
    expect(line).not.toContain("\n");
    expect(line).toContain(enginesRange());
    expect(line).toContain("18.20.4");
    expect(line).toContain(".nvmrc");
  });

  it("npm start checks it first; no engine-strict", () => {
    expect(pkg.scripts.start).toMatch(/node scripts\/start\.js$/);
    expect(readFileSync(new URL("scripts/start.js", root), "utf8").indexOf("nodeVersionProblem()")).toBeGreaterThan(0);
    if (existsSync(new URL(".npmrc", root))) expect(readFileSync(new URL(".npmrc", root), "utf8")).not.toMatch(/engine-strict\s*=\s*true/);
  });
});
