/** Guards the TZ matrix itself (vitest.config.ts): each project runs under the TZ it names. */
import { describe, expect, it } from "vitest";

describe("the timezone matrix", () => {
  it("runs under the timezone its project names", () => {
    // Guards the TZ matrix itself: a Date's local offset must follow process.env.TZ.
    const offset = new Date(Date.UTC(2025, 0, 1)).getTimezoneOffset();
    const expected = { UTC: 0, "Asia/Tokyo": -540, "America/Los_Angeles": 480 }[process.env.TZ ?? ""];
    expect(offset).toBe(expected);
  });
});
