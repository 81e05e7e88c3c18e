/**
 * The `Host` header check of RFC 9112 §3.2: "A server MUST respond with a 400 (Bad Request)
 * status code to any HTTP/1.1 request message that lacks a Host header field and to any request
 * message that contains more than one Host header field line or a Host header field with an
 * invalid field-value."
 *
 * Valid: `uri-host [ ":" port ]` (RFC 3986 §3.2.2–3.2.3): an IP-literal in brackets, or a
 * reg-name / IPv4 address of unreserved, sub-delims and percent-encoded characters, and a port of
 * at most 5 digits. An empty Host is refused too: it is only allowed for target URIs without an
 * authority, and an `http` URI always has one. HTTP/1.0 requests may omit Host.
 */

/** `Host` field-value: `uri-host [ ":" port ]` (RFC 3986 §3.2.2 host, §3.2.3 port). */
const HOST_VALUE =
  /^(?:\[(?:[0-9A-Fa-f:.]+|v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+)\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})+)(?::[0-9]{0,5})?$/;

/** Whether a `Host` field-value is valid (non-empty `uri-host [":" port]`). */
export function validHostValue(value: string): boolean {
  return HOST_VALUE.test(value);
}

/**
 * What is wrong with a request's `Host` fields, or `null` when nothing is.
 * @param rawHeaders node:http `rawHeaders` (name, value, name, value, …)
 * @param httpVersion e.g. `"1.1"`; HTTP/1.0 may omit Host.
 */
export function hostProblem(rawHeaders: readonly string[], httpVersion: string): string | null {
  let value: string | null = null;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    if (name.length !== 4 || name.toLowerCase() !== "host") continue;
    if (value !== null) return "more than one Host header field";
    value = rawHeaders[i + 1] as string;
  }
  if (value === null) return httpVersion === "1.0" || httpVersion === "0.9" ? null : "an HTTP/1.1 request needs a Host header field";
  return validHostValue(value) ? null : "the Host header field is not host[:port]";
}
