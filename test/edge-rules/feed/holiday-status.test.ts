/** A projected holiday says so in its feed DESCRIPTION; a confirmed one keeps the 1.1 bytes. */
import { describe, expect, it } from "vitest";
import { feedEvents, type FeedRecord } from "../../../edge-rules/feed/events.ts";

const day = (iso: string, holiday: string, status: "confirmed" | "projected"): FeedRecord => ({
  iso,
  holiday,
  holiday_status: status,
  rokuyou: "大安",
  sekki: "",
  moonmark: "",
});

describe("holiday events and holiday_status", () => {
  for (const lang of ["ja", "en"] as const) {
    it(`${lang}: the projected 春分の日 of 2028 says it is projected, the confirmed one of 2027 does not`, () => {
      const events = feedEvents(
        { include: ["holiday"], notes: [], purpose: null, lang },
        [day("2027-03-21", "春分の日", "confirmed"), day("2028-03-20", "春分の日", "projected")],
        [],
        [],
      );
      expect(events).toHaveLength(2);
      const [confirmed, projected] = events;
      expect(confirmed!.description).not.toMatch(/推算|Projected/);
      expect(projected!.description.startsWith(confirmed!.description)).toBe(true);
      expect(projected!.description).toMatch(lang === "ja" ? /\n推算: .*暦要項/ : /\nProjected: .*暦要項/);
    });
  }
});
