/**
 * The glossary's entries of the calendar of a life (calendar/life/): the memorial days (中陰, 年忌, 命日). Keyed by
 * the ids the answers carry (calendar/life/memorial.ts `CHUIN`, `NENKI`; `shotsuki`, `tsuki`).
 * PROVISIONAL: the English names here await their sources (docs/glossary.md).
 */
import { CHUIN, NENKI } from "../../calendar/life/memorial.ts";

/** The English name of each memorial id. */
const MEMORIAL_EN: Readonly<Record<string, string>> = {
  "day-7": "7th-day memorial",
  "day-14": "14th-day memorial",
  "day-21": "21st-day memorial",
  "day-28": "28th-day memorial",
  "day-35": "35th-day memorial",
  "day-42": "42nd-day memorial",
  "day-49": "49th-day memorial",
  "day-100": "100th-day memorial",
  "year-1": "first anniversary",
  "year-2": "third-year memorial",
  "year-6": "seventh-year memorial",
  "year-12": "13th-year memorial",
  "year-16": "17th-year memorial",
  "year-22": "23rd-year memorial",
  "year-24": "25th-year memorial",
  "year-26": "27th-year memorial",
  "year-32": "33rd-year memorial",
  "year-36": "37th-year memorial",
  "year-49": "50th-year memorial",
  shotsuki: "anniversary of death",
  tsuki: "monthly day of death",
};

/** The ids of the memorial entries, in order. */
export const MEMORIAL_IDS: readonly string[] = [...CHUIN.map((c) => c.id), ...NENKI.map((n) => n.id), "shotsuki", "tsuki"];

/** The English label of a life id. @throws Error for an id without an entry. */
export function lifeLabel(id: string): string {
  const en = MEMORIAL_EN[id];
  if (en === undefined) throw new Error(`lang=en: life id ${JSON.stringify(id)} has no glossary entry`);
  return en;
}
