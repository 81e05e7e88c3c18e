/** The place times file format (schemas/place-times.ts): cells in, the record's JSON tail out. */
import { describe, expect, it } from "vitest";
import { parsePlaceTimesFile, placeTimesCell, placeTimesFile, skyFragment } from "../../schemas/place-times.ts";

describe("place times files", () => {
  const days = Array.from(
    { length: 365 },
    (_, i) => placeTimesCell(["06:39", "17:11", i === 3 ? null : "23:59", "00:00"]) + placeTimesCell(["04:00", "19:30", null, null]),
  );
  const text = placeTimesFile(2026, ["tokyo", "naha"], days);

  it("round-trips a year of times into the JSON JSON.stringify writes for sun and moon", () => {
    const file = parsePlaceTimesFile(text, 2026)!;
    expect(file).not.toBeNull();
    const record = { sun: { rise: "06:39", set: "17:11" }, moon: { rise: null, set: "00:00" } };
    expect(`{${skyFragment(file, "tokyo", 3)}}`).toBe(JSON.stringify(record));
    expect(JSON.parse(`{${skyFragment(file, "naha", 364)}}`)).toEqual({
      sun: { rise: "04:00", set: "19:30" },
      moon: { rise: null, set: null },
    });
    expect(skyFragment(file, "osaka", 0)).toBeNull();
  });

  it("refuses a file of the wrong year length or with a malformed line, and a time that is not HH:MM", () => {
    expect(parsePlaceTimesFile(text, 2028)).toBeNull();
    expect(parsePlaceTimesFile(text.replace("0639", "2460"), 2026)).toBeNull();
    expect(parsePlaceTimesFile(text.slice(0, -1), 2026)).toBeNull();
    expect(parsePlaceTimesFile(`\n${text}`, 2026)).toBeNull();
    expect(() => placeTimesCell(["6:39", null, null, null])).toThrow(RangeError);
    expect(() => placeTimesFile(2024, ["tokyo", "naha"], days)).toThrow(RangeError);
    expect(() => placeTimesFile(2026, ["tokyo"], days)).toThrow(RangeError);
  });
});
