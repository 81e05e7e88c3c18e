/**
 * A page the edge fills in per request (the converter `/wareki?q=…`, the birth chart `/birth?…`;
 * docs/interface.md#pages): the generated shell, read and cut once per data version, with the
 * request's answer put into its slots. A 200 is held as representations of its own (ETag, 304,
 * br/gzip on Node), bounded by the page's `maxBytes`; an error page (a refused input) is sent
 * with its status and never stored.
 */
import type { ManifestHead } from "../../schemas/files/layout.ts";
import type { SafeHtml } from "../../schemas/pages/html.ts";
import { HTML_CONTENT_TYPE, PAGE_CSP, PAGE_REFERRER_POLICY } from "../../schemas/pages/pages.ts";
import type { Compressor } from "../http/content-coding.ts";
import { resourceKey } from "../http/etag.ts";
import type { RequestLike, ResponseParts } from "../http/exchange.ts";
import type { HeaderFields } from "../http/headers.ts";
import type { Origin } from "../origin/origin.ts";
import { perVersion } from "../origin/per-version.ts";
import type { RateLimitResult } from "../access/rate-limit.ts";
import type { Source } from "../represent/held-representations.ts";
import { createRepresenter } from "../represent/layer.ts";

/** What a filled page is made of. `S` is its shell, cut into the parts around the slots. */
export interface FilledPageOptions<S> {
  readonly origin: Origin;
  readonly report: (error: unknown, request: RequestLike) => void;
  readonly compressor?: Compressor;
  /** The shell's file in the tree (schemas/pages/pages.ts `PAGE_FILES`). */
  readonly file: string;
  /** The shell cut at its slots; `null` when a slot is missing. */
  readonly split: (shell: string) => S | null;
  /** Bytes of held representations (200 answers only). */
  readonly maxBytes: number;
  /**
   * Whether the page depends on the caller's credential (the birth page): then a 200 is public for an anonymous
   * caller only, private otherwise, and varies on the credential fields (held-representations.ts `PageFields`).
   */
  readonly byCredential?: boolean;
}

/** One request (pages/answer.ts has routed it and counted it). */
export interface FilledPageRequest {
  readonly request: RequestLike;
  readonly manifest: ManifestHead;
  readonly rl: RateLimitResult;
  /** The header fields of a page answer without validators (CSP, RateLimit, content type). */
  readonly errorHeaders: () => HeaderFields;
  /** The answer when the shell cannot be read (reported): the HTML 404. */
  readonly missing: () => Promise<ResponseParts>;
}

const encoder = new TextEncoder();

/**
 * The answerer of a filled page: `(input, status, key, fill, anonymous)` answers `status` with the shell
 * filled by `fill`; `key` names everything the bytes depend on but the data version (the caller's plan too, for a
 * page `byCredential`); `anonymous` (default true) is whether no credential was accepted.
 */
export function filledPage<S>(
  options: FilledPageOptions<S>,
): (input: FilledPageRequest, status: number, key: string, fill: (shell: S) => SafeHtml, anonymous?: boolean) => Promise<ResponseParts> {
  const represent = createRepresenter({
    maxBytes: options.maxBytes,
    ...(options.compressor ? { compressor: options.compressor } : {}),
    etags: 1024,
  });
  /** The shell of a data version, read and cut once. @throws when it is missing or has not its slots. */
  const shell = perVersion(() =>
    Promise.resolve(options.origin.read(options.file)).then((text) => {
      const cut = text === null ? null : options.split(text);
      if (cut === null) throw new Error(`${options.file}: missing, or without its slots`);
      return cut;
    }),
  );

  const page = {
    csp: PAGE_CSP,
    referrerPolicy: PAGE_REFERRER_POLICY,
    ...(options.byCredential === true ? { byCredential: true } : {}),
  };
  return async ({ request, manifest, rl, errorHeaders, missing }, status, key, fill, anonymous = true) => {
    const resource = resourceKey(manifest.dataVersion, key);
    const source = (): Source => ({
      meta: {
        lastModified: manifest.lastModified,
        contentType: HTML_CONTENT_TYPE,
        upgradeInfo: false,
        page,
      },
      load: async () => {
        try {
          return encoder.encode(fill(await shell(manifest.dataVersion)).toString());
        } catch (error) {
          options.report(error, request);
          return await missing();
        }
      },
      onError: (error) => options.report(error, request),
    });
    // a page the same for every caller is public; one by credential is public only for an anonymous caller
    if (status === 200) return represent.answer(resource, { http: request, rl, anonymous }, source, HTML_CONTENT_TYPE);
    // an input that names no answer: the page with the error box, sent with its status, no-store and no validators
    return represent.unvalidated(status, resource, request, source(), errorHeaders());
  };
}
