/**
 * Tool arguments → the API's query values. The API validates every value itself (so a tool gets
 * exactly the API's error for it: INVALID_DATE, INVALID_PARAMETER naming the parameter, …); here
 * only what a query cannot carry is refused: an argument the tool does not have, or a value that
 * is not a string, a finite number, a boolean or a list of those.
 */
import type { z } from "zod";
import { apiError } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";
import { numberText } from "../../calendar/wareki/number-text.ts";

/** A value as the API's query syntax writes it (lists comma-separated), or `null` when it has no query form. */
export function queryValue(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") return Number.isFinite(value) ? numberText(value) : null;
  if (Array.isArray(value)) {
    const parts = value.map((v) => (typeof v === "string" ? v : typeof v === "number" && Number.isFinite(v) ? numberText(v) : null));
    return parts.includes(null) ? null : parts.join(",");
  }
  return null;
}

/** A UTF-16 surrogate without its pair: such a string is no Unicode text (it cannot be encoded as UTF-8, nor put in a URL). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a value (a string, or strings inside lists and objects) holds a lone surrogate. */
function unencodable(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return LONE_SURROGATE.test(value);
  if (typeof value !== "object" || value === null || depth > 32) return false;
  return Object.values(value).some((v) => unencodable(v, depth + 1));
}

/**
 * INVALID_PARAMETER for the first argument holding a string that cannot be encoded (a lone UTF-16
 * surrogate, which JSON can carry), in every tool; `null` when every string is text.
 */
export function unencodableArgument(args: Record<string, unknown>): ApiError | null {
  const name = Object.keys(args).find((key) => unencodable(args[key]));
  if (name === undefined) return null;
  return invalidArgument(name, args[name], "holds a lone UTF-16 surrogate (half of a pair): not text that can be encoded");
}

/** Longest `value` an error shows, in characters (an argument may be up to the 64 KiB body). */
const SHOWN_MAX = 200;

/** How a value is shown in an error's `value` field: at most {@link SHOWN_MAX} characters, never a thrown error. */
function shown(value: unknown): string {
  let text: string;
  try {
    // A number as people write it (no exponent; a JSON number too large to be one, 1e309, is Infinity, never "null").
    text = typeof value === "string" ? value : typeof value === "number" ? numberText(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = "(a value nested too deeply to show)"; // JSON.stringify overflows the stack on deep nesting
  }
  // A lone surrogate is shown as U+FFFD (the replacement character), so the error itself is text.
  text = text.replace(new RegExp(LONE_SURROGATE.source, "g"), "\uFFFD");
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}…` : text;
}

/** INVALID_PARAMETER naming the parameter and the value (schemas/error-codes.ts). */
export function invalidArgument(parameter: string, value: unknown, message: string): ApiError {
  return apiError("INVALID_PARAMETER", `${parameter}: ${message}`, { parameter, value: shown(value) });
}

/**
 * The arguments as query parameters, in the tool schema's order.
 * @returns the parameters, or INVALID_PARAMETER for an unknown argument or a value without a query form.
 */
export function toQuery(args: Record<string, unknown>, schema: z.ZodObject): Map<string, string> | ApiError {
  const known = Object.keys(schema.shape);
  for (const name of Object.keys(args)) {
    if (!known.includes(name)) return invalidArgument(name, args[name], `unknown parameter; this tool takes ${known.join(", ")}`);
  }
  const out = new Map<string, string>();
  for (const name of known) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    const text = queryValue(value);
    if (typeof value === "number" && !Number.isFinite(value))
      return invalidArgument(name, value, "a number too large to be one (beyond ±1.8e308): expected a finite number");
    if (text === null) return invalidArgument(name, value, "expected a string, a number, true/false or a list of strings");
    out.set(name, text);
  }
  return out;
}

/** What a zod issue expected, in one line without zod's wording (e.g. "expected one of ja, en"). */
export function issueText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return `expected ${issue.expected === "array" ? "a list" : `a ${issue.expected}`}`;
    case "invalid_value":
      return `expected one of ${issue.values.map(String).join(", ")}`;
    case "invalid_format":
      return issue.format === "regex" && "pattern" in issue
        ? `expected the form ${formOf(String(issue.pattern))}`
        : `expected a ${issue.format}`;
    case "too_small":
      return issue.origin === "array"
        ? `expected at least ${String(issue.minimum)} value(s)`
        : issue.origin === "string"
          ? "must not be empty"
          : `expected at least ${String(issue.minimum)}`;
    case "too_big":
      return `expected at most ${String(issue.maximum)}`;
    default:
      return issue.message.split("\n")[0]!;
  }
}

/** A regular expression of schemas/ as the form a person reads (`YYYY-YYYY`), else as written. */
function formOf(pattern: string): string {
  if (pattern.includes("[0-9]{4}") && pattern.includes("(?:-")) return "YYYY or YYYY-YYYY";
  return pattern;
}

/** A zod failure as INVALID_PARAMETER naming the first offending argument, in one line. */
export function fromZodError(error: z.ZodError, args: Record<string, unknown>): ApiError {
  const issue = error.issues[0]!;
  const parameter = issue.code === "unrecognized_keys" ? (issue.keys[0] ?? "") : issue.path.length > 0 ? String(issue.path[0]) : "";
  const value = args[parameter];
  const message = issue.code === "unrecognized_keys" ? "unknown parameter" : value === undefined ? "is required" : issueText(issue);
  return invalidArgument(parameter, value ?? "", message);
}
