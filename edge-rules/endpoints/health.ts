/**
 * `/gw/health` (死活確認): needs no credential and reports the caller's effective view
 * (docs/interface.md#plans-and-credentials); `no-store`. 200 `ok: true` only when the manifest and the data it describes
 * are present and valid; otherwise 503 `ok: false` with a reason (schemas/health.ts), so that a
 * load balancer takes a node without data out of rotation instead of sending it traffic.
 *
 * The data check reads two month files through the origin (the first lite month and the last
 * pro month of the coverage: both views, both ends) and checks that each is record lines
 * (schemas/files/layout.ts) holding every day of its month in order, with the first and last record
 * valid against the LiteDay / ProDay schema. The origin's caches make repeated checks cheap.
 * Where the origin can (Node: `verify`), every file the manifest lists is then checked by size
 * (kept 10 s), so a deleted or truncated file anywhere in the coverage is named.
 */
import { LiteDay, ProDay } from "../../schemas/day.ts";
import { HEALTH_REASONS, type HealthReason } from "../../schemas/health.ts";
import { monthFilePath, splitMonthFile, type ManifestHead } from "../../schemas/files/layout.ts";
import type { View } from "../../calendar/names.ts";
import { jstTimestamp } from "../../calendar/time/jst-text.ts";
import type { ResponseParts } from "../http/exchange.ts";
import { DataFileError, type Origin } from "../origin/origin.ts";
import { describeFileProblem } from "../../schemas/files/tree-check.ts";
import type { RateLimitResult } from "../access/rate-limit.ts";
import { noStoreJson } from "../http/respond.ts";
import { isApiError, parseView } from "../routing/parameters.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { planView } from "../access/plan.ts";

/** The verdict of a health check. */
export type HealthVerdict =
  { readonly ok: true; readonly manifest: ManifestHead } | { readonly ok: false; readonly reason: HealthReason; readonly message: string };

/** Why one month file is not usable, or `null` when it is. */
async function monthProblem(origin: Origin, view: View, y: number, m: number): Promise<{ reason: HealthReason; path: string } | null> {
  const path = monthFilePath(view, y, m);
  let text: string | null;
  try {
    text = await origin.read(path);
  } catch (error) {
    if (error instanceof DataFileError) return { reason: "DATA_INVALID", path };
    text = null;
  }
  if (text === null) return { reason: "DATA_MISSING", path };
  const lines = splitMonthFile(text, y, m);
  if (lines === null) return { reason: "DATA_INVALID", path };
  const schema = view === "pro" ? ProDay : LiteDay;
  for (const line of [lines[0]!, lines[lines.length - 1]!]) {
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      return { reason: "DATA_INVALID", path };
    }
    if (!schema.safeParse(record).success) return { reason: "DATA_INVALID", path };
  }
  return null;
}

/**
 * Checks the node's data. `manifest` is the origin's manifest, or `null` when it could not be
 * read (then the verdict is MANIFEST_UNAVAILABLE without reading anything else).
 */
export async function checkHealth(origin: Origin, manifest: ManifestHead | null): Promise<HealthVerdict> {
  if (manifest === null) return { ok: false, reason: "MANIFEST_UNAVAILABLE", message: HEALTH_REASONS.MANIFEST_UNAVAILABLE };
  const { from, to } = manifest.coverage;
  const problem = (await monthProblem(origin, "lite", from, 1)) ?? (await monthProblem(origin, "pro", to, 12));
  if (problem !== null) return { ok: false, reason: problem.reason, message: `${problem.path}: ${HEALTH_REASONS[problem.reason]}` };
  const listed = origin.verify === undefined ? null : await origin.verify().catch(() => null);
  if (listed !== null)
    return { ok: false, reason: listed.fault === "missing" ? "DATA_MISSING" : "DATA_INVALID", message: describeFileProblem(listed) };
  return { ok: true, manifest };
}

/** What health reports besides the verdict. */
export interface HealthInput {
  readonly serviceName: string;
  readonly view: View;
  /** The answer's instant, ms since the epoch (UTC). */
  readonly now: number;
  readonly rl: RateLimitResult;
  readonly head: boolean;
}

/** 200 HealthResponse or 503 HealthUnavailableResponse (keys in schema order), `no-store`. */
export function healthAnswer(verdict: HealthVerdict, input: HealthInput): ResponseParts {
  const service = input.serviceName;
  const time = jstTimestamp(input.now);
  const view = input.view;
  if (verdict.ok) {
    const { dataVersion, coverage, holidaysConfirmedThrough } = verdict.manifest;
    return noStoreJson(
      200,
      {
        ok: true,
        service,
        time,
        view,
        dataVersion,
        coverage: { from: coverage.from, to: coverage.to },
        holidays_confirmed_through: holidaysConfirmedThrough,
      },
      input.rl,
      input.head,
    );
  }
  return noStoreJson(503, { ok: false, service, time, view, reason: verdict.reason, error: verdict.message }, input.rl, input.head);
}

/** A validated health request. */
export interface HealthRequest {
  readonly view: View | null;
}

export const health: EndpointFactory = (core) =>
  endpoint<HealthRequest>({
    parse(routed) {
      const view = parseView(routed);
      return isApiError(view) ? view : { view };
    },
    authorize: (r, plan) => planView(r.view, plan),
    key: canonicalKey<HealthRequest>("health", { view: "implied" /* no-store and no coverage stage: the key is never used */ }),
    async answer(input) {
      const verdict = await checkHealth(core.origin, await core.readManifest(input.http));
      return healthAnswer(verdict, {
        serviceName: core.serviceName,
        view: input.view,
        now: input.now,
        rl: input.rl,
        head: input.http.method === "HEAD",
      });
    },
  });
