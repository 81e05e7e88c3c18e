/**
 * The generated file of 旧暦 months (`KYUREKI_MONTHS_PATH`, schemas/files/layout.ts): a {@link KyurekiTable} of every
 * year 445–2100 as one line of JSON, checked and decoded to its month arrays (calendar/wareki/months-table.ts).
 */
import { z } from "zod";
import { decodeTable, type KyurekiMonths, type KyurekiTable } from "../../calendar/wareki/months-table.ts";
import { YEAR_CODE_DIGITS, YEAR_CODE_LENGTH } from "../../calendar/wareki/year-code.ts";

/** Consecutive 旧暦 years from `firstYear`, each in {@link YEAR_CODE_LENGTH} characters (calendar/wareki/year-code.ts). */
export const KyurekiTableFile: z.ZodType<KyurekiTable> = z.object({
  /** The Western number of the first 旧暦 year (the Gregorian year in which its 1月1日 falls). */
  firstYear: z.number().int(),
  /** The Julian Day Number of the first year's 1月1日. */
  firstJdn: z.number().int(),
  /** The year codes, one after the other. */
  years: z.string().regex(new RegExp(`^(?:[${YEAR_CODE_DIGITS.replace("-", "\\-")}]{${YEAR_CODE_LENGTH}})+$`)),
});

/**
 * The month arrays of the generated file's text (`KYUREKI_MONTHS_PATH`): what the edge does once
 * per process or isolate. @throws Error with one readable line when the text is not such a table.
 */
export function parseKyurekiMonths(text: string): KyurekiMonths {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error("the 旧暦 table is not JSON");
  }
  const parsed = KyurekiTableFile.safeParse(value);
  if (!parsed.success) throw new Error("the 旧暦 table lacks firstYear, firstJdn or years");
  try {
    return decodeTable(parsed.data);
  } catch (error) {
    throw new Error(`the 旧暦 table is malformed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
