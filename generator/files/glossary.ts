/**
 * The glossary file (docs/glossary.md): the document of schemas/glossary as compact JSON, written
 * once per generation at `GLOSSARY_PATH`. It depends on no coverage year, so its bytes (and its
 * manifest hash) change only when the glossary data does.
 */
import { glossaryFileText } from "../../schemas/glossary/index.ts";
import { GLOSSARY_PATH } from "../../schemas/files/layout.ts";

let memo: string | undefined;

/** The glossary file's path (relative to the generated root) and text, computed once per process. */
export function glossaryFile(): { readonly path: string; readonly text: string } {
  memo ??= glossaryFileText();
  return { path: GLOSSARY_PATH, text: memo };
}
