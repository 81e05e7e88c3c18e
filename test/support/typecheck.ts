/**
 * The compiler options under which a test type-checks code written against the TypeScript client (its generated
 * check file, the docs' client calls): strict, ES modules, DOM types for fetch, `.ts` imports as the client's own.
 */
import ts from "typescript";

export const CLIENT_CHECK_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  types: [],
  skipLibCheck: true,
};
