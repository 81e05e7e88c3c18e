/** Moon mark: 新月 on the JST day of 朔, 満月 on the day of 望, otherwise "". Source: docs/calendar.md#the-choices-in-one-table. */

import type { Moonmark } from "../names.ts";

/** The mark for a day holding a new moon, a full moon, or neither (`null`). */
export function moonmark(phase: 0 | 180 | null): Moonmark {
  return phase === 0 ? "新月" : phase === 180 ? "満月" : "";
}
