/**
 * Health (`/gw/health`, `gw.php?fn=health`): needs no credential and reports the caller's
 * effective view (decisions.md §2); `no-store`. `ok` is true when the manifest could be read.
 */
import type { ResponseParts } from "../exchange.ts";
import { jstTimestamp } from "../dates.ts";
import type { RateLimitResult } from "../rate-limit.ts";
import { noStoreJson } from "../respond.ts";
import type { View } from "../../schemas/vocabulary.ts";

/** What health reports. */
export interface HealthInput {
  readonly serviceName: string;
  /** Whether the data's manifest could be read. */
  readonly healthy: boolean;
  readonly view: View;
  /** The answer's instant, ms since the epoch (UTC). */
  readonly now: number;
  readonly rl: RateLimitResult;
  readonly head: boolean;
}

/** The HealthResponse: `{ ok, service, time, view }` (time in JST with its offset). */
export function healthAnswer(input: HealthInput): ResponseParts {
  const body = { ok: input.healthy, service: input.serviceName, time: jstTimestamp(input.now), view: input.view };
  return noStoreJson(200, body, input.rl, input.head);
}
