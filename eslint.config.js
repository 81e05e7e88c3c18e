// typescript-eslint with type-checked rules (npm run lint; test/repo/style.test.ts runs it).
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** The rules that forbid reading untyped JSON (`any`), off where that is the point. */
const UNTYPED_JSON = Object.fromEntries(
  ["no-explicit-any", "no-unsafe-argument", "no-unsafe-assignment", "no-unsafe-call", "no-unsafe-member-access", "no-unsafe-return"].map(
    (rule) => [`@typescript-eslint/${rule}`, "off"],
  ),
);

export default tseslint.config(
  { ignores: ["node_modules/", "public/", ".public-*/", "bench/results/", "generator/pages/assets/", "clients/typescript/dist/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  {
    rules: {
      // `_name` marks a value left unused on purpose (an omitted field, an interface's parameter).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read JSON bodies and documents as untyped values on purpose: what they check is the
    // value, and a schema-typed read would hide exactly the drift they look for.
    files: ["test/**/*.ts"],
    rules: {
      ...UNTYPED_JSON,
      // Test doubles implement promise-returning interfaces with plain async methods.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // The API reference page walks the generated OpenAPI document, plain JSON whose shape the
    // document's own tests (test/schemas/openapi*.test.ts) check.
    files: ["generator/pages/docs-page.ts"],
    rules: {
      ...UNTYPED_JSON,
    },
  },
  { files: ["**/*.js"], ...tseslint.configs.disableTypeChecked },
);
