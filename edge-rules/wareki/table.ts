/**
 * The 旧暦 table of a data version (`KYUREKI_MONTHS_PATH`, schemas/files/layout.ts), read and decoded
 * once per process or isolate: every wareki answer is then a lookup in memory (docs/calendar.md §14).
 */
import { KYUREKI_MONTHS_PATH } from "../../schemas/files/layout.ts";
import { type KyurekiMonths } from "../../calendar/wareki/months-table.ts";
import { parseKyurekiMonths } from "../../schemas/files/kyureki-months.ts";
import { MissingData } from "../origin/assemble.ts";
import type { Origin } from "../origin/origin.ts";
import { perVersion } from "../origin/per-version.ts";

/** The table over one origin. */
export class KyurekiTables {
  /** The table of a data version, read once (a failed read is retried on the next request). @throws MissingData */
  readonly table: (dataVersion: string) => Promise<KyurekiMonths>;

  constructor(origin: Origin) {
    this.table = perVersion(() =>
      origin.read(KYUREKI_MONTHS_PATH).then((text) => {
        if (text === null) throw new MissingData(KYUREKI_MONTHS_PATH);
        try {
          return parseKyurekiMonths(text);
        } catch {
          throw new MissingData(KYUREKI_MONTHS_PATH);
        }
      }),
    );
  }
}
