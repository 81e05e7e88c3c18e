/**
 * The HTML every page shares (docs/interface.md#pages): the escaping, the bilingual markup and the document shell
 * live in schemas/html.ts, shared with the edge (which renders the month pages and the converter's answers).
 */
export { assetUrl, esc, ja, page, type PageParts } from "../../schemas/html.ts";
