/**
 * The request and response shapes the handler core works on. A Fetch `Request` is a
 * {@link RequestLike} and {@link toResponse} makes a Fetch `Response`; runtime adapters that
 * have cheaper native objects (node:http) use these shapes directly and skip the Fetch objects.
 */

/** Read access to request header fields (`Headers` satisfies it). Names are case-insensitive. */
export interface HeaderReader {
  /** The field value, several lines joined with ", " (Fetch semantics), or `null`. */
  get(name: string): string | null;
}

/** What the handler reads from a request (a Fetch `Request` satisfies it). */
export interface RequestLike {
  readonly method: string;
  /** The absolute URL. */
  readonly url: string;
  readonly headers: HeaderReader;
  /**
   * The body (only `POST /mcp` reads one, through body.ts `readBody`); a Fetch `Request` has it,
   * the node:http adapter reads the socket with a limit. Absent: no body.
   */
  arrayBuffer?(): Promise<ArrayBuffer>;
}

/** A response before it becomes a runtime object. */
export interface ResponseParts {
  readonly status: number;
  /** Header fields by lowercase name. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body bytes; `null` for 204, 304 and HEAD (whose `content-length` is still set). */
  readonly body: Uint8Array | null;
}

/** A Fetch `Response` of the parts. */
export function toResponse(parts: ResponseParts): Response {
  return new Response(parts.body as Uint8Array<ArrayBuffer> | null, { status: parts.status, headers: parts.headers });
}
