/**
 * The places catalogue's text for the data version (schemas/files/layout.ts `PLACES_CATALOGUE_PATH`): the catalogue is
 * code (calendar/places/), read by the edge per request (`GET /gw/places`, `place=<id>`, `tz=auto`), so no generated
 * file holds it; this text — every place in rank order with every field and the folded keys it is searched by — is
 * hashed as a file the edge derives, and a change of a place, a key or the folding moves the data version and every
 * ETag. It depends on no coverage year: computed once per process (a tenth of a second each generation otherwise).
 */
import { placeAt, placeCount, placeKeys } from "../../calendar/places/catalogue.ts";
import { foldedName } from "../../calendar/places/search-text.ts";
import { PLACES_CATALOGUE_PATH } from "../../schemas/files/layout.ts";

/** The catalogue's derived path and text: one line a place, its JSON and its folded keys, tab-separated. */
export function placesCatalogueFile(): { readonly path: string; readonly text: string } {
  memo ??= catalogueText();
  return { path: PLACES_CATALOGUE_PATH, text: memo };
}

let memo: string | undefined;

/** The catalogue's text, computed. */
function catalogueText(): string {
  const lines: string[] = [];
  for (let rank = 0; rank < placeCount(); rank++)
    lines.push([JSON.stringify(placeAt(rank)), ...placeKeys(rank).map(foldedName)].join("\t"));
  return `${lines.join("\n")}\n`;
}
