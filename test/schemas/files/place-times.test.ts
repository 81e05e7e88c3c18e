/** The place times file format (schemas/files/place-times.ts): cells in, the record's JSON tail out. */
import { describe, expect, it } from "vitest";
import {
  isPackedPlaceTimes,
  packPlaceTimes,
  parsePlaceTimesFile,
  placeTimesCell,
  placeTimesFile,
  placeTimesPackedPath,
  skyFragment,
  unpackPlaceTimes,
} from "../../../schemas/files/place-times.ts";

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

  it("packs a year by differences (a few bits a cell) and unpacks it to the same text; a packing of another length, value or format is refused", () => {
    const packed = packPlaceTimes(text);
    expect(packed.length).toBeLessThan(Math.ceil((365 * 8 * 11) / 8) / 3); // a third of 11 bits a cell
    expect(unpackPlaceTimes(packed, 2026)).toBe(text);
    expect(unpackPlaceTimes(packed, 2028)).toBeNull();
    expect(unpackPlaceTimes(packed.subarray(0, -1), 2026)).toBeNull();
    expect(unpackPlaceTimes(new Uint8Array([...packed, 0]), 2026)).toBeNull();
    const bad = packed.slice();
    const body = bad.indexOf(10, bad.indexOf(10) + 1) + 1;
    bad[body + 1] = 0xff; // the first stream's first minute (after its escape, 8 one bits) becomes 0b11111111111: 2047
    bad[body + 2] = 0xff;
    expect(unpackPlaceTimes(bad, 2026)).toBeNull();
    // the packing before (11 bits a cell, no format line) is not read as this one
    expect(unpackPlaceTimes(new Uint8Array([...new TextEncoder().encode("tokyo,naha\n"), ...new Uint8Array(4015)]), 2026)).toBeNull();
    expect(() => packPlaceTimes(text.replace("0639", "0660"))).toThrow(RangeError);
    expect(isPackedPlaceTimes(placeTimesPackedPath(2026))).toBe(true);
    expect(isPackedPlaceTimes("pro/gw/place/2026.txt")).toBe(false);
  });
});
