/**
 * The file of the 節 just outside a coverage (generator/files/instants.ts `outerSetsuFile`): each neighbouring year's
 * twelve 節, the same instants as a coverage that holds that year lists, and in time order across the coverage's own.
 */
import { describe, expect, it } from "vitest";
import { instantsPart, outerSetsuFile } from "../../../generator/files/instants.ts";
import { OuterSetsuFile } from "../../../schemas/instants.ts";
import { OUTER_SETSU_PATH } from "../../../schemas/files/layout.ts";

describe("outerSetsuFile", () => {
  const file = outerSetsuFile({ from: 2025, to: 2026 });
  const outer = OuterSetsuFile.parse(JSON.parse(file.text));
  // A coverage that holds the neighbouring years: the Sun's crossings searched over all four at once.
  const wider = instantsPart("longitudes", 2024, 2027)
    .sort((a, b) => a.ms - b.ms)
    .map(({ instant }) => instant);
  const setsuOf = (year: number) => wider.filter((i) => i.kind === "sekki" && i.setsu === true && i.jst.startsWith(`${year}-`));

  it("holds the twelve 節 of the year before and of the year after, as a coverage holding them lists them", () => {
    expect(file.path).toBe(OUTER_SETSU_PATH);
    expect([outer.before, outer.after]).toEqual([2024, 2027]);
    expect(outer.setsu).toHaveLength(24);
    expect(outer.setsu).toEqual([...setsuOf(2024), ...setsuOf(2027)]);
  });

  it("holds every 節気, 土用入り and 朔弦望 of the two years either side, as a coverage holding them lists them", () => {
    const around = [2023, 2024, 2027, 2028].flatMap((y) =>
      [...instantsPart("longitudes", y, y), ...instantsPart("moon", y, y)].sort((a, b) => a.ms - b.ms).map(({ instant }) => instant),
    );
    expect(outer.instants).toEqual(around.filter((i) => i.kind !== "eclipse"));
    expect(outer.instants.filter((i) => i.kind === "sekki")).toHaveLength(96);
  });

  it("is in time order, the year before ending at 大雪 and the year after opening with 小寒", () => {
    const times = outer.setsu.map((i) => Date.parse(i.utc));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(outer.setsu[11]).toMatchObject({ name: "大雪", jst: expect.stringMatching(/^2024-12-/) });
    expect(outer.setsu[12]).toMatchObject({ name: "小寒", jst: expect.stringMatching(/^2027-01-/) });
  });
});
