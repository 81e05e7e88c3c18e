/**
 * Reading an OpenAPI document in tests: `$ref` resolution within the document (a URI fragment
 * holding a JSON Pointer, RFC 6901 §6: percent-decoded, then `~1` is `/` and `~0` is `~`).
 */

/** A JSON value of the document. */
export type Json = Record<string, any>;

/** A resolver of the document's local `$ref`s: a node that is not a reference is returned as it is. */
export function refResolver(doc: Json): (node: Json) => Json {
  const resolve = (node: Json): Json => {
    if (typeof node?.$ref !== "string") return node;
    return resolve(
      node.$ref
        .slice(2)
        .split("/")
        .map((k) => decodeURIComponent(k.replaceAll("~1", "/").replaceAll("~0", "~")))
        .reduce((at: Json, k) => at[k], doc),
    );
  };
  return resolve;
}
