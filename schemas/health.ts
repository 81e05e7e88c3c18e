/**
 * Health (死活確認) verdicts: `/gw/health` answers 200 `ok: true` only when the manifest and the
 * data it describes are present and valid; otherwise 503 `ok: false` with one of these reasons,
 * so that a load balancer stops sending traffic to a node that cannot serve data.
 */

/** Why a node is unhealthy, by reason code. */
export const HEALTH_REASONS = {
  MANIFEST_UNAVAILABLE: "manifest.json is missing, unreadable, or lacks dataVersion, lastModified or coverage",
  DATA_MISSING:
    "a data file of the manifest's coverage (the first lite month, the last pro month, or on Node any file the manifest lists) is missing or cannot be read",
  DATA_INVALID:
    "a data file of the coverage is not record lines of that month's valid day records, or (Node) does not have the size or SHA-256 the manifest lists",
} as const;

/** A health reason code. */
export type HealthReason = keyof typeof HEALTH_REASONS;

/** The reason codes, in table order. */
export const HEALTH_REASON_LIST = Object.keys(HEALTH_REASONS) as [HealthReason, ...HealthReason[]];
