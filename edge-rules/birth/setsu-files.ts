/**
 * The 節 instants of the instants files (schemas/files/layout.ts `instantsFilePath`) and of the years just outside the
 * coverage (`OUTER_SETSU_PATH`), read through the origin and kept per data version and year: the moment and the
 * birth chart need the 節 around an instant (docs/calendar.md §17). With the day's record (its 九星), the moment of
 * an instant as `GET /gw/moment/{at}` answers it ({@link SetsuFiles.moment}), for the endpoint and the birth page.
 */
import { civilDayOfInstant } from "../../calendar/time/civil-day.ts";
import { InstantsResponse, OuterSetsuFile } from "../../schemas/instants.ts";
import { civilDate, MS_PER_DAY } from "../../calendar/time/day-number.ts";
import type { Coverage } from "../../schemas/coverage.ts";
import { instantsFilePath, OUTER_SETSU_PATH } from "../../schemas/files/layout.ts";
import { KYUSEI } from "../../calendar/names.ts";
import { type Assembler, MissingData } from "../origin/assemble.ts";
import { momentOf, type Moment, type SetsuInstant } from "../../calendar/moment.ts";
import { type ZiConvention } from "../../calendar/names.ts";
import type { Origin } from "../origin/origin.ts";

const decoder = new TextDecoder();

/** `text` parsed, or `null` when it is not JSON (a damaged file: answered as missing). */
function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The 節 (sekki with `setsu: true`) of each year, read once per data version. */
export class SetsuFiles {
  /** The data version the held years belong to, and the years (a new version drops them). */
  private version = "";
  private readonly years = new Map<number, Promise<readonly SetsuInstant[]>>();

  /** `assembler`: the handler's record files (core.ts `shared` passes it), for the day star of {@link moment}. */
  constructor(
    private readonly origin: Origin,
    private readonly assembler: Assembler,
  ) {}

  /** The 節 of one JST year of the coverage, in time order. @throws MissingData when its file is missing or malformed. */
  year(dataVersion: string, year: number): Promise<readonly SetsuInstant[]> {
    return this.held(dataVersion, year, instantsFilePath(year), (json) => {
      const parsed = InstantsResponse.safeParse(json);
      return parsed.success ? parsed.data.instants.filter((i): i is SetsuInstant => i.kind === "sekki" && i.setsu === true) : null;
    });
  }

  /** The 節 of the JST year just before or after the coverage, in time order. @throws MissingData as {@link year}. */
  outerYear(dataVersion: string, year: number): Promise<readonly SetsuInstant[]> {
    return this.held(dataVersion, year, OUTER_SETSU_PATH, (json) => {
      const parsed = OuterSetsuFile.safeParse(json);
      if (!parsed.success || (year !== parsed.data.before && year !== parsed.data.after)) return null;
      return parsed.data.setsu.filter((i) => i.jst.startsWith(`${year}-`));
    });
  }

  /** Year `year`'s 節 from the file at `path` (`pick`: `null` when malformed), read once per data version. */
  private held(
    dataVersion: string,
    year: number,
    path: string,
    pick: (json: unknown) => readonly SetsuInstant[] | null,
  ): Promise<readonly SetsuInstant[]> {
    if (dataVersion !== this.version) {
      this.version = dataVersion;
      this.years.clear();
    }
    const cache = this.years;
    let held = cache.get(year);
    if (held === undefined) {
      held = Promise.resolve(this.origin.read(path)).then((text) => {
        const setsu = text === null ? null : pick(jsonOrNull(text));
        if (setsu === null) throw new MissingData(path);
        return setsu;
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
   * less). The years just outside `coverage` are read from the file of their 節, so every instant of the coverage has
   * a 節 either side; further years are left out.
   * @param instant ms since the Unix epoch (UTC); `jstYear` its JST civil year.
   * @throws MissingData when an instants file is missing or malformed.
   */
  async around(dataVersion: string, coverage: Coverage, instant: number, jstYear: number): Promise<readonly SetsuInstant[]> {
    const inside = (year: number): boolean => year >= coverage.from && year <= coverage.to;
    const setsuOf = (year: number): Promise<readonly SetsuInstant[]> | readonly SetsuInstant[] =>
      inside(year)
        ? this.year(dataVersion, year)
        : year === coverage.from - 1 || year === coverage.to + 1
          ? this.outerYear(dataVersion, year)
          : [];
    const own = inside(jstYear) ? await this.year(dataVersion, jstYear) : [];
    const margin = 2 * MS_PER_DAY;
    const before = own.length === 0 || Date.parse(own[0]!.utc) > instant - margin;
    const after = own.length === 0 || Date.parse(own[own.length - 1]!.utc) < instant + margin;
    return [...(before ? await setsuOf(jstYear - 1) : []), ...own, ...(after ? await setsuOf(jstYear + 1) : [])];
  }

  /**
   * The moment of an instant, as `GET /gw/moment/{at}` answers it: the 節 around it and the 九星 of its civil day,
   * a Pro field of the day's record that the moment answers alone. Null when the 節 around the instant are not in
   * the data (outside the coverage and the years just beyond it).
   * @throws MissingData when an instants file or the day's year file is missing or malformed.
   */
  async moment(dataVersion: string, coverage: Coverage, ms: number, zi: ZiConvention): Promise<Moment | null> {
    const day = civilDayOfInstant(ms);
    const setsu = await this.around(dataVersion, coverage, ms, civilDate(day).y);
    const record = JSON.parse(decoder.decode(await this.assembler.record(dataVersion, "pro", day))) as { kyusei: string };
    return momentOf(ms, zi, setsu, KYUSEI.indexOf(record.kyusei as (typeof KYUSEI)[number]));
  }
}
