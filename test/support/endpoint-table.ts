/**
 * The endpoint table (schemas/endpoints/index.ts) in tests that go over every endpoint: a
 * contract's own test requests (`testRequest`, `testStatuses`) and its example, a pretty target
 * written as its `gw.php` target, and a documented list checked against the table's. Tests derive
 * their per-endpoint requests and lists from here, so adding an endpoint adds them in its contract
 * only (docs/architecture.md#endpoints).
 */
import { expect } from "vitest";
import { pathSegments, QUERY_STYLE_PATH, type EndpointContract, type TestRequest } from "../../schemas/endpoint.ts";
import { CONTRACTS } from "../../schemas/endpoints/index.ts";

/** A pretty target split: its path parameters by name (percent-decoded) and its query string (without `?`). */
export interface PrettyTarget {
  readonly params: Readonly<Record<string, string>>;
  readonly query: string;
}

/**
 * The path parameters and query of a target of the contract's path template (trailing
 * parameters may be absent, as the router allows), or `null` when the target is not of it.
 */
export function prettyTarget(contract: EndpointContract, target: string): PrettyTarget | null {
  const at = target.indexOf("?");
  const [path, query] = at === -1 ? [target, ""] : [target.slice(0, at), target.slice(at + 1)];
  const template = pathSegments(contract.path);
  const segments = path.slice(1).split("/");
  if (segments.length > template.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of template.entries()) {
    const got = segments[i];
    if ("literal" in segment) {
      if (got !== segment.literal) return null;
    } else if (got !== undefined && got !== "") params[segment.param] = decodeURIComponent(got);
  }
  return { params, query };
}

/**
 * A pretty target of a contract with a `fn` as its `gw.php` target: the function, its path
 * parameters as query parameters in path order, then the pretty target's own query
 * (docs/interface.md#endpoints: the same answer either way).
 */
export function queryStyleTarget(contract: EndpointContract, target: string): string {
  if (contract.fn === null) throw new Error(`${contract.name} has no gw.php function`);
  const pretty = prettyTarget(contract, target);
  if (pretty === null) throw new Error(`${target} is not a target of ${contract.path} (${contract.name})`);
  const parts = [`fn=${contract.fn}`, ...Object.entries(pretty.params).map(([k, v]) => `${k}=${encodeURIComponent(v)}`)];
  if (pretty.query !== "") parts.push(pretty.query);
  return `${QUERY_STYLE_PATH}?${parts.join("&")}`;
}

/** The GET requests of a contract's status table (`testStatuses`; those sent by another method left out). */
export function getTestStatuses(contract: EndpointContract): readonly TestRequest[] {
  return (contract.testStatuses ?? []).filter(([, , how]) => how?.method === undefined);
}

/** The contracts a `gw.php` function answers, in table order. */
export const QUERY_STYLE_CONTRACTS: readonly EndpointContract[] = CONTRACTS.filter((c) => c.fn !== null);

/**
 * A contract's example request (`example`, as llms.txt shows it) for a year: its target, and
 * whether it needs a Pro credential (marked `(Pro)`).
 */
export function exampleTarget(contract: EndpointContract, year: number): { readonly target: string; readonly pro: boolean } {
  const m = /^GET (\S+)( \(Pro\))?$/.exec(contract.example(year));
  if (m === null) throw new Error(`${contract.name}: an example that is no GET: ${contract.example(year)}`);
  return { target: m[1]!, pro: m[2] !== undefined };
}

/**
 * Checks a list a document restates (functions, tools, paths) against the endpoint table's: first
 * what it lacks, so a new endpoint's failure names it, then what it has beyond the table, then the order.
 */
export function expectTableList(documented: readonly string[], table: readonly string[], where: string, ordered = true): void {
  expect(
    table.filter((x) => !documented.includes(x)),
    `${where} lacks these of the endpoint table (document them: docs/architecture.md#how-to-add-an-endpoint)`,
  ).toEqual([]);
  expect(
    documented.filter((x) => !table.includes(x)),
    `${where} names these the endpoint table has not`,
  ).toEqual([]);
  if (ordered) expect([...documented], `${where}, in the table's order`).toEqual([...table]);
}
