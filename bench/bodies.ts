/**
 * The expected response bodies, rebuilt from the generated tree as the layout contract states
 * them (docs/architecture.md, "Bytes": `JSON.stringify` of the response object), independently
 * of the edge-rules assembler, so the bench can check the bytes every server answers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { monthFilePath, type View, yearFilePath } from "../schemas/files/layout.ts";
import { isoMonth } from "../calendar/time/day-number.ts";

const records = (root: string, path: string): { iso: string }[] => JSON.parse(readFileSync(join(root, path), "utf8")) as { iso: string }[];

/** GET /gw/day/{iso}[?view=pro]: the day's record from its lite month or Pro year file, in the day envelope (the tree holds no day files). */
export function dayBody(root: string, view: View, iso: string): Buffer {
  const [y, m] = iso.split("-").map(Number) as [number, number];
  const day = records(root, view === "pro" ? yearFilePath(y) : monthFilePath(view, y, m)).find((r) => r.iso === iso);
  return Buffer.from(JSON.stringify({ ok: true, view, date: iso, day }));
}

/** GET /gw/range/{start}/{end}: the records of start..end (ISO dates) from the lite month files or the Pro year files. */
export function rangeBody(root: string, view: View, start: string, end: string): Buffer {
  const days: { iso: string }[] = [];
  let [y, m] = start.split("-").map(Number) as [number, number];
  for (; isoMonth(y, m) <= end.slice(0, 7); m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    const month =
      view === "pro"
        ? records(root, yearFilePath(y)).filter((r) => r.iso.startsWith(isoMonth(y, m)))
        : records(root, monthFilePath(view, y, m));
    days.push(...month.filter((r) => r.iso >= start && r.iso <= end));
  }
  return Buffer.from(JSON.stringify({ ok: true, view, range: { start, end, tz: "Asia/Tokyo" }, count: days.length, days }));
}

/** GET /gw/bulk/{years} (distinct years, ascending): the year files. */
export function bulkBody(root: string, years: readonly number[]): Buffer {
  const data = Object.fromEntries(years.map((y) => [String(y), records(root, yearFilePath(y))]));
  return Buffer.from(JSON.stringify({ ok: true, view: "pro", years, data }));
}

/** The sample bodies whose sizes the generate section reports. */
export type BodyName = "lite day 2026-01-01" | "pro day 2026-01-01" | "lite range 2026-01 (31 d)";

export function bodies(root: string): Record<BodyName, Buffer> {
  return {
    "lite day 2026-01-01": dayBody(root, "lite", "2026-01-01"),
    "pro day 2026-01-01": dayBody(root, "pro", "2026-01-01"),
    "lite range 2026-01 (31 d)": rangeBody(root, "lite", "2026-01-01", "2026-01-31"),
  };
}
