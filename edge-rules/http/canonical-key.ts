/**
 * The canonical key of a body (etag.ts: the ETag hashes the data version and this key; the body
 * caches are keyed by it), derived from the validated request: a {@link KeySpec} classifies every
 * field of the request type, so a parameter added to a request without a place in the key does
 * not compile — a forgotten parameter would be a wrong cached answer under a shared ETag.
 *
 * The key is `<name>[|<view>]|<part>|<part>…` then the options that change the body from its
 * default, in this order: `|<format>` (not for JSON), `|place=<id>` (a capital) or `|place=<lat,lon,elev>` (a point;
 * `<lat,lon,elev,id>` for another place of the catalogue, whose answer names it), then `|tz=<zone>` for a point in a zone
 * other than Japan's and `|from=<id>` for the place a `tz=auto` zone is from (the Pro view only: the lite view has no times), `|lang=<lang>` (not for Japanese), `|rules=<id:value,…>` (the Pro view only, the day rules
 * not at their default). Defaults add nothing, so the keys (and
 * ETags) of the plain requests are those they had before any option existed.
 */
import type { View } from "../../calendar/names.ts";
import type { RuleAnswer, Rules } from "../../calendar/rules.ts";
import { rulePairs } from "../../schemas/rules.ts";
import type { PlacePoint } from "../routing/parameters.ts";

/** The options a body may have, and what each adds to the key (nothing at its default). */
const OPTIONS: Readonly<Record<"format" | "place" | "lang" | "rules", (value: unknown, view: View) => string>> = {
  format: (value) => (value === "json" ? "" : `|${value as string}`),
  // A point's part is its rounded text (`lat,lon,elev`): two spellings of one point share a key. Its zone is the name
  // the body's `sky.clock` echoes, in the database's case (`america/new_york` is `America/New_York`: one key).
  place: (value, view) =>
    value === null || view !== "pro" ? "" : `|place=${typeof value === "string" ? value : pointKey(value as PlacePoint)}`,
  lang: (value) => (value === "ja" ? "" : `|lang=${value as string}`),
  // The day rules (docs/interface.md#schools-rules) change Pro records only; those not at their default, in registry order.
  rules: (value, view) => (view === "pro" ? changedRulesPart("day", value as Rules) : ""),
};

/** A point's part of the key: `lat,lon,elev` (`,id` for a catalogue place), `|tz=<zone>` in a zone other than Japan's, `|from=<id>` of `tz=auto`. */
export function pointKey(point: PlacePoint): string {
  if (point.zone === null) return point.text;
  return point.from === undefined ? `${point.text}|tz=${point.zone.name}` : `${point.text}|tz=${point.zone.name}|from=${point.from}`;
}

/**
 * `|rules=id:value,…` of the rules of an answer that are not at their default; "" when all are (the `rules` option, and
 * a lite find whose search reads the day rules: endpoints/find.ts).
 */
export function changedRulesPart(answer: RuleAnswer, rules: Rules): string {
  const changed = rulePairs(answer, rules, true);
  return changed.length === 0 ? "" : `|rules=${changed.join(",")}`;
}

/** A trailing option of the key: one of {@link OPTIONS}. */
export type OptionName = keyof typeof OPTIONS;

/**
 * How one field of a validated request enters its key:
 * - `"part"`: a part, as text; a function: a part, so encoded (it may read the whole request);
 * - `"view"`: the view the plan stage gave (not the one asked for) as the key's second element;
 * - `"option"`: one of the trailing {@link OPTIONS}, by the field's name;
 * - `"implied"`: nothing, because another part already determines it (a date's day number, the
 *   text of an instant whose milliseconds are the part) or the body does not depend on it
 *   (the glossary's `view`). Each use says which in a comment.
 */
export type KeyPart<V, R> = "part" | "view" | "option" | "implied" | ((value: V, request: R) => string);

/** Every field of a request, classified: the parts in the order they appear in the key. */
export type KeySpec<R> = { readonly [K in keyof R]-?: KeyPart<R[K], R> };

/**
 * The key function of an endpoint: `name` then, for each field of `spec` in its order, its part,
 * then the options.
 */
export function canonicalKey<R>(name: string, spec: KeySpec<R>): (request: R, view: View) => string {
  const fields = Object.entries(spec) as [keyof R & string, KeyPart<unknown, R>][];
  const viewed = fields.some(([, kind]) => kind === "view");
  const parts = fields.filter(([, kind]) => kind === "part" || typeof kind === "function");
  const options = (Object.keys(OPTIONS) as OptionName[]).filter((option) => fields.some(([f, kind]) => f === option && kind === "option"));
  for (const [field, kind] of fields)
    if (kind === "option" && !(field in OPTIONS))
      throw new Error(`${name}: ${field} is not a key option (${Object.keys(OPTIONS).join(", ")})`);
  return (request, view) => {
    let key = viewed ? `${name}|${view}` : name;
    for (const [field, kind] of parts) key += `|${typeof kind === "function" ? kind(request[field], request) : String(request[field])}`;
    for (const option of options) key += OPTIONS[option](request[option as keyof R], view);
    return key;
  };
}

/**
 * The part of the rules an answer depends on: `id:value,…` of each, defaults included (the answer names them all),
 * in registry order, so two spellings of the same rules (`rules=tyme4ts` and the pairs it sets) share one key and ETag.
 */
export function rulesKey(answer: RuleAnswer, rules: Rules): string {
  return rulePairs(answer, rules).join(",");
}
