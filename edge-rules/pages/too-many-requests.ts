/**
 * The HTML 429 page (頁の回数制限): what a person sees when their IP's bucket is empty, instead of
 * the API's JSON error. Built in (no generated file): it must be answerable without reading the
 * origin, and it carries the wait, which changes with every answer.
 */
import { html } from "../../schemas/pages/html.ts";

const encoder = new TextEncoder();

/**
 * The page's bytes.
 * @param retryAfterSeconds whole seconds until the next request is allowed (`Retry-After`), at least 1.
 * @param limit requests per minute of the bucket.
 */
export function tooManyRequestsPage(retryAfterSeconds: number, limit: number): Uint8Array {
  const s = Math.max(1, Math.floor(retryAfterSeconds));
  return encoder.encode(
    html`<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>429</title></head><body><main><h1>アクセスが多すぎます <span lang="en">Too many requests</span></h1><p>${s} 秒後にもう一度お試しください（1 分あたり ${limit} 回まで）。 <span lang="en">Please retry in ${s} s (at most ${limit} requests per minute).</span></p><p><a href="/">ホーム Home</a></p></main></body></html>
`.toString(),
  );
}
