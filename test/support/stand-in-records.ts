/**
 * A stand-in Pro range body for tests of a point's times (edge-rules/origin/point-times.ts applyPoint): only the fields
 * it reads, the date and the default place's tail, on `days` days from `fromIso`.
 */
import { isoDate, parseIsoDate } from "../../calendar/time/day-number.ts";

export function standInProRange(fromIso: string, days: number): string {
  const first = parseIsoDate(fromIso)!;
  const lines = Array.from(
    { length: days },
    (_, i) => `{"iso":"${isoDate(first + i)}","weekday":"x","sun":{"rise":"06:51","set":"16:38"},"moon":{"rise":null,"set":"10:01"}}`,
  );
  return `{"ok":true,"view":"pro","days":[\n${lines.join(",\n")}\n]}`;
}
