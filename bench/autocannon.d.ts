/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module "autocannon" {
  /** One request of a `requests` sequence (each connection loops over the sequence). */
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    /** Mutates the request before it is sent (e.g. a random path). */
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    p99_9?: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    /** Responses by status code. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  /** A run: awaitable for its result, and an emitter of each answer (`response`, once per answer). */
  export interface Tracker extends Promise<Result> {
    on(event: "response", listener: () => void): void;
  }
  function autocannon(options: Options): Tracker;
  export default autocannon;
}
