/** `GET /gw/places?q=`, `gw.php?fn=places` (schemas/endpoints/places.ts): the places catalogue (calendar/places/) by name, with the sources of the rows given. */
import { placeById } from "../../calendar/places/catalogue.ts";
import { searchPlaces } from "../../calendar/places/search.ts";
import { searchText } from "../../calendar/places/search-text.ts";
import { PLACE_ID_PATTERN, type NamedPlace } from "../../calendar/places/place.ts";
import { PLACES_LIMIT, PLACES_LIMIT_PARAM, PLACES_QUERY, sourcesOf } from "../../schemas/endpoints/places.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { checkParam, invalidParameter, isApiError, queryValue } from "../routing/parameters.ts";
import { outOfCoverage } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { CONTENT_TYPE } from "../http/headers.ts";

/** A validated places request: the query folded as the search compares it (two spellings of one query share a key). */
export interface PlacesRequest {
  readonly query: string;
  readonly limit: number;
  /**
   * The place whose id `q` is, listed first: a page that holds an id finds its place, though folding drops the
   * hyphens that some ids are read by (`frankfurt-oder` is Frankfurt (Oder)'s id, none of its names).
   */
  readonly id: string | null;
}

const encoder = new TextEncoder();

/** A place as the answer lists it: the catalogue's fields but its code (schemas/endpoints/places.ts `PlaceItem`). */
function item(p: NamedPlace): object {
  return {
    id: p.id,
    label: p.label,
    kana: p.kana,
    en: p.en,
    kind: p.kind,
    prefecture: p.prefecture,
    country: p.country,
    latitude: p.latitude,
    longitude: p.longitude,
    tz: p.tz,
  };
}

const body: BodySpec<PlacesRequest> = {
  contentType: () => CONTENT_TYPE,
  upgradeInfo: false,
  build(r) {
    const named = r.id === null ? null : placeById(r.id)!;
    const byName = searchPlaces(r.query, r.limit);
    const found = named === null ? byName : [named, ...byName.filter((p) => p.id !== named.id)].slice(0, r.limit);
    const sources = sourcesOf(new Set(found.map((p) => p.kind)));
    return encoder.encode(JSON.stringify({ ok: true, query: r.query, places: found.map(item), sources }));
  },
};

export const places: EndpointFactory = () =>
  endpoint<PlacesRequest>({
    parse(routed) {
      const q = checkParam(PLACES_QUERY, queryValue(routed.query, PLACES_QUERY.name));
      if (isApiError(q)) return q;
      const query = searchText(q);
      if (query === "")
        return invalidParameter("q", q, "q has nothing to search for once spaces, hyphens, dots and apostrophes are dropped: give a name");
      const limitText = queryValue(routed.query, PLACES_LIMIT_PARAM.name);
      let limit: number = PLACES_LIMIT.default;
      if (limitText !== null) {
        limit = /^[0-9]{1,3}$/.test(limitText) ? Number(limitText) : NaN;
        if (!(limit >= PLACES_LIMIT.min && limit <= PLACES_LIMIT.max))
          return invalidParameter("limit", limitText, `limit must be a whole number from ${PLACES_LIMIT.min} to ${PLACES_LIMIT.max}`);
      }
      const id = PLACE_ID_PATTERN.test(q) && placeById(q) !== null ? q : null;
      return { query, limit, id };
    },
    // Lite for every caller: the catalogue holds no Pro value.
    authorize: () => "lite",
    // Nothing is read by date; the data version (its ETag: the catalogue is hashed into it) needs the manifest.
    coverage: (r, m) => (m ? r : outOfCoverage(m)),
    key: canonicalKey<PlacesRequest>("places", { query: "part", limit: "part", id: (id) => id ?? "" }),
    body,
  });
