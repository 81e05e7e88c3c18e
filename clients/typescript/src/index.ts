/** koyomi-api's TypeScript client: `new KoyomiClient({ baseUrl })`, one method per operation (README.md). */
export { KoyomiClient, retryAfterSeconds, type EtagCacheOptions, type KoyomiClientOptions, type RetryOptions } from "./client.ts";
export { KoyomiError, type ErrorBody, type KoyomiErrorCode } from "./errors.ts";
export { METHODS, OPERATIONS, type OperationId } from "./operations.ts";
export type { CallOptions, CsvQuery, JsonOf, JsonQuery, PathOf, QueryOf } from "./types.ts";
export type * from "./openapi.ts";
