/** The service's name: stamped into the manifest and reported by `/gw/health` (HealthResponse.service). */
export const SERVICE_NAME = "koyomi-api";
