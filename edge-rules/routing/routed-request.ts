/**
 * The router's output (route.ts), one shape for the pretty paths and the `gw.php` query style:
 * a request the router recognised as an API call (parameters not yet validated), naming its
 * endpoint by its identifier in the contract table (schemas/endpoints/index.ts).
 */
import type { ApiEndpointId } from "../../schemas/endpoints/index.ts";

export interface RoutedRequest {
  /** `pretty` for the endpoint's own path, `query` for `/gw.php`. */
  readonly style: "pretty" | "query";
  /** The raw function name: the contract's `fn` (or its name, for an endpoint without one); `null` when `gw.php` has no `fn`, or an empty one. */
  readonly fn: string | null;
  /** The endpoint; `null` for a `gw.php` request whose `fn` is missing or names none (400 at the parameter stage). */
  readonly endpoint: ApiEndpointId | null;
  /** The path parameters by name (from the path, or from the query in `gw.php`); `null` when absent or empty. */
  readonly params: Readonly<Record<string, string | null>>;
  readonly view: string | null;
  /** The `token` query parameter (a direct-access credential), `null` when absent. */
  readonly queryToken: string | null;
  /** The `format` query parameter (json or csv), `null` when absent or empty. */
  readonly format: string | null;
  /** Every query parameter, for endpoints with query parameters of their own (find, the feed). */
  readonly query: URLSearchParams;
}
