/** The service's name: stamped into the manifest and reported by `/gw/health` (HealthResponse.service). */
export const SERVICE_NAME = "koyomi-api";

/**
 * The interface version (docs/interface.md#versions, CHANGELOG.md "Versions"): the OpenAPI document's `info.version`
 * and the MCP server's. 1.2.0: business days, dates before 1873 and the rest of the almanac page are served.
 */
export const API_VERSION = "1.2.0";
