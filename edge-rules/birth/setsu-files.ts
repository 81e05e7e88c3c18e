/**
 * The 節 instants of the instants files (schemas/layout.ts `instantsFilePath`), read through the origin and
 * kept per data version and year: the birth chart needs the 節 around an instant (docs/calendar.md §17).
 */
import { InstantsResponse } from "../../schemas/instants.ts";
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
}
