/**
 * The fixture tree (fixtures.ts) as a served tree where every body validates: its one
 * deliberately hostile note (a label with `"`, `,`, a newline and U+2028, kept for the
 * record-line tests) replaced by a real one, plus the glossary, /llms.txt, the day index and the
 * 旧暦 table and the instants files (what the glossary, the guide, the finder, the wareki functions, instants and moment read). Kept out of the shared fixture: the
 * glossary's field names would look like pro keys to the leak checks there.
 */
import { glossaryFileText } from "../../schemas/glossary/index.ts";
import { GLOSSARY_PATH, LLMS_PATH, splitYearFile, yearFilePath } from "../../schemas/files/layout.ts";
import { llmsText } from "../../schemas/llms.ts";
import { DAY_INDEX_PATH, encodeDayIndex, indexedDay, type IndexedDay } from "../../schemas/files/day-index.ts";
import { dayNumber, parseIsoDate } from "../../calendar/time/day-number.ts";
import { businessClosures } from "../../calendar/business/closure.ts";
import { kyurekiMonthsFile } from "../../generator/files/kyureki-months.ts";
import { instantsFile, instantsOfYears, outerSetsuFile } from "../../generator/files/instants.ts";
import { COVERAGE, FILES, FixtureOrigin, makeHandler as makeFixtureHandler } from "./fixtures.ts";

/** The fixture files with the hostile note replaced, the glossary and /llms.txt. */
export const VALID_FILES = new Map(
  [...FILES].map(([path, text]) => [
    path,
    text.replaceAll(
      JSON.stringify({ id: "tricky", label: 'a",\n]}\u2028b', kind: "cycle" }),
      JSON.stringify({ id: "tora", label: "寅の日", kind: "cycle" }),
    ),
  ]),
);
VALID_FILES.set(GLOSSARY_PATH, glossaryFileText());
VALID_FILES.set(LLMS_PATH, llmsText(COVERAGE));
// The 旧暦 table the wareki functions read (the generator's own file: the same bytes whatever the coverage).
VALID_FILES.set(kyurekiMonthsFile().path, kyurekiMonthsFile().text);
// The instants of the coverage (GET /gw/instants, /gw/moment): the generator's own files.
for (const [year, list] of instantsOfYears(COVERAGE.from, COVERAGE.to)) {
  const file = instantsFile(year, list);
  VALID_FILES.set(file.path, file.text);
}
const outer = outerSetsuFile(COVERAGE);
VALID_FILES.set(outer.path, outer.text);

const indexed: IndexedDay[] = [];
for (let y = COVERAGE.from; y <= COVERAGE.to; y++)
  for (const line of splitYearFile(VALID_FILES.get(yearFilePath(y)) as string, y)!) {
    const record = JSON.parse(line);
    indexed.push(indexedDay(record, businessClosures(parseIsoDate(record.iso)!, record.holiday !== undefined)));
  }

/** {@link VALID_FILES} and the day index of their records. */
export const FILES_WITH_INDEX = new Map<string, string | Uint8Array>([
  ...VALID_FILES,
  [DAY_INDEX_PATH, encodeDayIndex(dayNumber(COVERAGE.from, 1, 1), indexed)],
]);

/** A handler over {@link FILES_WITH_INDEX}. */
export function makeHandler(overrides: Parameters<typeof makeFixtureHandler>[0] = {}) {
  return makeFixtureHandler({ origin: new FixtureOrigin(FILES_WITH_INDEX, undefined, true), ...overrides });
}
