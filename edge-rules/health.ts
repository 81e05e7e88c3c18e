/**
 * `/gw/health` (死活確認): 200 `ok: true` only when the manifest and the data it describes are
 * present and valid; otherwise 503 `ok: false` with a reason (schemas/health.ts), so that a
 * load balancer takes a node without data out of rotation instead of sending it traffic.
 *
 * The data check reads two month files through the origin (the first lite month and the last
 * pro month of the coverage: both views, both ends) and checks that each is record lines
 * (schemas/layout.ts) holding every day of its month in order, with the first and last record
 * valid against the LiteDay / ProDay schema. The origin's caches make repeated checks cheap
 * (no data file is parsed in full, and nothing is decoded twice).
 */
import { LiteDay, ProDay } from "../schemas/day.ts";
import { daysInMonth, dayNumber, isoDate } from "../schemas/day-number.ts";
import { HEALTH_REASONS, type HealthReason } from "../schemas/health.ts";
import { recordLines } from "../schemas/layout.ts";
import { originPaths, type Manifest, type Origin } from "./origin.ts";
import type { View } from "./params.ts";

/** The verdict of a health check. */
export type HealthVerdict =
  | { readonly ok: true; readonly manifest: Manifest }
  | { readonly ok: false; readonly reason: HealthReason; readonly message: string };

/** What a health body names besides the verdict. */
export interface HealthContext {
  readonly service: string;
  /** JST timestamp (`dates.ts` `jstTimestamp`). */
  readonly time: string;
  /** The caller's effective view. */
  readonly view: View;
}

/** Why one month file is not usable, or `null` when it is. */
async function monthProblem(origin: Origin, view: View, y: number, m: number): Promise<{ reason: HealthReason; path: string } | null> {
  const path = originPaths.month(view, y, m);
  let text: string | null;
  try {
    text = await origin.read(path);
  } catch {
    text = null;
  }
  if (text === null) return { reason: "DATA_MISSING", path };
  const lines = recordLines(text);
  const first = dayNumber(y, m, 1);
  const count = daysInMonth(y, m);
  if (lines === null || lines.length !== count) return { reason: "DATA_INVALID", path };
  const schema = view === "pro" ? ProDay : LiteDay;
  for (const [index, line] of [[0, lines[0]!] as const, [count - 1, lines[count - 1]!] as const]) {
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      return { reason: "DATA_INVALID", path };
    }
    const parsed = schema.safeParse(record);
    if (!parsed.success || parsed.data.iso !== isoDate(first + index)) return { reason: "DATA_INVALID", path };
  }
  return null;
}

/**
 * Checks the node's data. `manifest` is the handler's checked manifest, or `null` when it could
 * not be read (then the verdict is MANIFEST_UNAVAILABLE without reading anything else).
 */
export async function checkHealth(origin: Origin, manifest: Manifest | null): Promise<HealthVerdict> {
  if (manifest === null) return { ok: false, reason: "MANIFEST_UNAVAILABLE", message: HEALTH_REASONS.MANIFEST_UNAVAILABLE };
  const { from, to } = manifest.coverage;
  const problem = (await monthProblem(origin, "lite", from, 1)) ?? (await monthProblem(origin, "pro", to, 12));
  if (problem !== null) return { ok: false, reason: problem.reason, message: `${problem.path}: ${HEALTH_REASONS[problem.reason]}` };
  return { ok: true, manifest };
}

/**
 * The status and exact body of a health answer: 200 HealthResponse, or 503
 * HealthUnavailableResponse (keys in schema order).
 */
export function healthAnswer(verdict: HealthVerdict, context: HealthContext): { status: 200 | 503; body: string } {
  const { service, time, view } = context;
  if (verdict.ok) {
    const { dataVersion, coverage } = verdict.manifest;
    return { status: 200, body: JSON.stringify({ ok: true, service, time, view, dataVersion, coverage: { from: coverage.from, to: coverage.to } }) };
  }
  return { status: 503, body: JSON.stringify({ ok: false, service, time, view, reason: verdict.reason, error: verdict.message }) };
}
