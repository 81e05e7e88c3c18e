/**
 * The 節 instants of the instants files (schemas/layout.ts `instantsFilePath`), read through the origin and
 * kept per data version and year: the birth chart needs the 節 around an instant (docs/calendar.md §17).
 */
import { InstantsResponse } from "../../schemas/instants.ts";
import { MS_PER_DAY } from "../../schemas/day-number.ts";
import type { Coverage } from "../../schemas/coverage.ts";
import { instantsFilePath } from "../../schemas/layout.ts";
import { MissingData } from "../assemble.ts";
import type { SetsuInstant } from "../moment/moment.ts";
import type { Origin } from "../origin.ts";

/** The 節 (sekki with `setsu: true`) of each year, read once per data version. */
export class SetsuFiles {
  /** The data version the held years belong to, and the years (a new version drops them). */
  private version = "";
  private readonly held = new Map<number, Promise<readonly SetsuInstant[]>>();

  constructor(private readonly origin: Origin) {}

  /** The 節 of one JST year, in time order. @throws MissingData when its file is missing or malformed. */
  year(dataVersion: string, year: number): Promise<readonly SetsuInstant[]> {
    if (dataVersion !== this.version) {
      this.version = dataVersion;
      this.held.clear();
    }
    const cache = this.held;
    let held = cache.get(year);
    if (held === undefined) {
      const path = instantsFilePath(year);
      held = Promise.resolve(this.origin.read(path)).then((text) => {
        if (text === null) throw new MissingData(path);
        const parsed = InstantsResponse.safeParse(JSON.parse(text));
        if (!parsed.success) throw new MissingData(path);
        return parsed.data.instants.filter((i): i is SetsuInstant => i.kind === "sekki" && i.setsu === true);
      });
      // A failed read is tried again by the next request.
      held.catch(() => cache.delete(year));
      cache.set(year, held);
    }
    return held;
  }

  /**
   * The 節 around an instant, in time order: its JST year's, and the year before or after when the instant is
   * within two days of that year's first or last 節 (a date alone, summer time and solar time move an instant by
   * less). Years outside `coverage` have no file and are left out: the first days of the coverage before its first
   * 節 then have no previous one.
   * @param instant ms since the Unix epoch (UTC); `jstYear` its JST civil year.
   * @throws MissingData when an instants file is missing or malformed.
   */
  async around(dataVersion: string, coverage: Coverage, instant: number, jstYear: number): Promise<readonly SetsuInstant[]> {
    const inside = (year: number): boolean => year >= coverage.from && year <= coverage.to;
    const own = inside(jstYear) ? await this.year(dataVersion, jstYear) : [];
    const margin = 2 * MS_PER_DAY;
    const before = own.length === 0 || Date.parse(own[0]!.utc) > instant - margin;
    const after = own.length === 0 || Date.parse(own[own.length - 1]!.utc) < instant + margin;
    return [
      ...(before && inside(jstYear - 1) ? await this.year(dataVersion, jstYear - 1) : []),
      ...own,
      ...(after && inside(jstYear + 1) ? await this.year(dataVersion, jstYear + 1) : []),
    ];
  }
}
