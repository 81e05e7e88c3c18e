/**
 * The 旧暦 table of a data version (`KYUREKI_MONTHS_PATH`, schemas/layout.ts), read and decoded
 * once per process or isolate: every wareki answer is then a lookup in memory (docs/calendar.md §14).
 */
import { KYUREKI_MONTHS_PATH } from "../../schemas/layout.ts";
import { type KyurekiMonths, parseKyurekiMonths } from "../../schemas/wareki/months-table.ts";
import { MissingData } from "../assemble.ts";
import type { Origin } from "../origin.ts";

/** The table over one origin. */
export class KyurekiTables {
  readonly #origin: Origin;
  #held: { version: string; table: Promise<KyurekiMonths> } | null = null;

  constructor(origin: Origin) {
    this.#origin = origin;
  }

  /** The table of a data version, read once (a failed read is retried on the next request). @throws MissingData */
  table(dataVersion: string): Promise<KyurekiMonths> {
    if (this.#held?.version !== dataVersion) {
      const table = this.#origin.read(KYUREKI_MONTHS_PATH).then((text) => {
        if (text === null) throw new MissingData(KYUREKI_MONTHS_PATH);
        try {
          return parseKyurekiMonths(text);
        } catch {
          throw new MissingData(KYUREKI_MONTHS_PATH);
        }
      });
      table.catch(() => {
        if (this.#held?.table === table) this.#held = null;
      });
      this.#held = { version: dataVersion, table };
    }
    return this.#held.table;
  }
}
