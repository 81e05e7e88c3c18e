import { z } from "zod";
import { ISO_DATE_PATTERN } from "./day-number.ts";
import { FUNCTIONS, VIEWS } from "./vocabulary.ts";

/**
 * Request parameters (リクエスト引数) of the interface: the `gw.php` query parameters and the
 * pretty-path segments. The edge layer checks them in the order of docs/interface.md#errors; these
 * schemas give the accepted forms, and the OpenAPI document describes its parameters from them.
 */

/** The `years` form: comma-separated four-digit years; interface "Query style". */
export const YEARS_PATTERN = /^[0-9]{4}(,[0-9]{4})*$/;

/** `fn` (機能): which function gw.php runs. */
export const FnParam = z.enum(FUNCTIONS).describe(`the function: ${FUNCTIONS.join(", ")}`);

/** `view` (表示レベル): lite or pro; without it, the view follows the caller's plan. */
export const ViewParam = z.enum(VIEWS).describe("data view level; without it the view follows the plan (lite without a Pro credential)");

/** A path date segment as the OpenAPI document shows it: the shape, plus `format: date`. */
export const DatePathParam = z.string().regex(ISO_DATE_PATTERN).meta({ format: "date" });

/** `years`: comma-separated four-digit years (bulk). */
export const YearsParam = z.string().regex(YEARS_PATTERN).describe("comma-separated four-digit years, e.g. 2025,2026");

/** Body formats: JSON (default) or CSV (docs/interface.md#csv). */
export const FORMATS = ["json", "csv"] as const;
export type Format = (typeof FORMATS)[number];

/** `format`: the body's format; errors stay JSON. */
export const FormatParam = z.enum(FORMATS).describe("body format: json (default) or csv (RFC 4180, UTF-8 with BOM, CRLF)");

/** `token`: a Pro direct-access credential (the `Authorization: Bearer` header wins when both are sent). */
export const TokenParam = z.string().min(1).describe("Pro direct-access token; the Authorization header wins when both are sent");
