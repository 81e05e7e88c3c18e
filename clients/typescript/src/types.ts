/** The types the generated methods are written in, read from openapi-typescript's `operations`. */
import type { operations } from "./openapi.ts";

/** An operation by its operationId (operations.ts `OperationId` names the same keys: openapi-typescript writes one per operation). */
type OperationId = keyof operations;

/** An operation's query parameters, without `token` (the client sends its credential as a header). */
export type QueryOf<K extends OperationId> = [NonNullable<operations[K]["parameters"]["query"]>] extends [never]
  ? Record<never, never>
  : Omit<NonNullable<operations[K]["parameters"]["query"]>, "token">;

/** An operation's query asking for CSV (`format=csv`), or iCalendar where it offers it (instants' `format=ics`): the answer is the text. */
export type CsvQuery<K extends OperationId> = QueryOf<K> & {
  format: "csv" | ("format" extends keyof QueryOf<K> ? Extract<QueryOf<K>["format"], "ics"> : never);
};

/** An operation's query without `format=csv`: the answer is the JSON body. */
export type JsonQuery<K extends OperationId> = QueryOf<K> & { format?: "json" };

/** An operation's path parameters, by name. */
export type PathOf<K extends OperationId> = NonNullable<operations[K]["parameters"]["path"]>;

/** The JSON body of an operation's 200. */
export type JsonOf<K extends OperationId> = operations[K]["responses"][200] extends { content: { "application/json": infer B } }
  ? B
  : never;

/** Per-call options. */
export interface CallOptions {
  /** Aborts the request (and a wait before a retry). */
  readonly signal?: AbortSignal;
  /** Extra request headers for this call (they win over the client's). */
  readonly headers?: Readonly<Record<string, string>>;
}
