/**
 * Stages 4–6 of the handler for the feed: parameters (400), plan (403), coverage and window
 * (404), in the docs/interface.md#errors order. The manifest is read only after the parameters and the
 * plan passed.
 */
import type { ManifestHead } from "../../schemas/layout.ts";
import type { Plan } from "../../schemas/plans.ts";
import { apiError, type ApiError } from "../errors.ts";
import { authorizeFeed, feedWindow, parseFeed, type FeedRequest } from "./params.ts";
import type { DaySpan } from "./window.ts";

/** A feed request ready for the endpoint. */
export interface ResolvedFeed {
  readonly request: FeedRequest;
  readonly window: DaySpan;
  readonly span: DaySpan | null;
  readonly manifest: ManifestHead;
}

/**
 * @param readManifest the manifest, `null` when it cannot be read (then 404 "data unavailable").
 * @param nowMs the request time, ms since the epoch (the rolling window).
 */
export async function resolveFeed(
  query: URLSearchParams,
  plan: Plan,
  nowMs: number,
  readManifest: () => Promise<ManifestHead | null>,
): Promise<{ readonly error: ApiError } | { readonly feed: ResolvedFeed }> {
  const parsed = parseFeed(query);
  if (!parsed.ok) return { error: parsed.error };
  const denied = authorizeFeed(parsed.request, plan);
  if (denied !== null) return { error: denied };
  const manifest = await readManifest();
  if (manifest === null) return { error: apiError("OUT_OF_COVERAGE", "data unavailable") };
  const window = feedWindow(parsed.request, manifest.coverage, nowMs);
  if (!window.ok) return { error: window.error };
  return { feed: { request: parsed.request, window: window.window, span: window.span, manifest } };
}
