/**
 * The ProDay fields beyond LiteDay (docs/calendar.md#the-choices-in-one-table): 年号, 干支, 九星, 十二直, 二十八宿, 七十二候,
 * the notes (暦注), the periods and the almanac page (月齢, 潮名, 二十七宿, 方位神, 九星盤, sun and moon). Everything per-year (the 日家九星 switches, 雑節, 土用) is
 * computed once per almanac and cached; the per-day work is table lookups.
 */
import { NOTES, type NoteId } from "../names.ts";
import type { Almanac, DayContext } from "../almanac.ts";
import { DEFAULT_RULES, type Rules } from "../rules.ts";
import { junichokuIndex, junichokuName } from "../cycles/junichoku.ts";
import { branchOf, kanshiName } from "../cycles/kanshi.ts";
import { dayKanshiIndex, monthKanshiIndex, yearKanshiIndex } from "../cycles/pillars.ts";
import { kou72Index, kou72Name } from "../solar-terms/kou72.ts";
import { dayKyuseiIndex, type KyuseiSwitch, kyuseiName, kyuseiSwitches } from "../kyusei/stars.ts";
import { monthKyuseiIndex, yearKyuseiIndex } from "../kyusei/stars.ts";
import { nengo } from "../wareki/nengo.ts";
import { rokuyou } from "../lunisolar/rokuyou.ts";
import { rokuyouHours } from "../notes/rokuyou-hours.ts";
import { type DoyouSpan, doyouSpansOf, isDoyouMabi } from "../notes/doyou.ts";
import { isFujoju } from "../notes/fujoju.ts";
import { kanshiDayNotes } from "../notes/kanshi-days.ts";
import { senjitsuNotes } from "../notes/senjitsu.ts";
import { type ZassetsuId, zassetsuDays } from "../notes/zassetsu.ts";
import { isHassenMabi, periodRecord, periodSpans } from "../notes/periods.ts";
import { shuku28Index, shuku28Name } from "../cycles/shuku28.ts";
import { moonAge } from "../astronomy/moon-age.ts";
import type { RiseSetTimes } from "../astronomy/rise-set.ts";
import { ehoOfYear } from "../directions/eho.ts";
import { hasshoujinOfYear } from "../directions/hasshoujin.ts";
import { konjinOfYear } from "../directions/konjin.ts";
import { kyuseiBoard } from "../kyusei/board.ts";
import { shuku27Name } from "../lunisolar/shuku27.ts";
import { tideOfLunarDay } from "../lunisolar/tide.ts";
import { seasonOfSetsuMonth, type YugyoDirection, yugyoOn } from "../directions/yugyo.ts";

/** One note of notes_arr: a whole row of the notes table (calendar/names.ts `NOTES`; schemas/day.ts `NoteEntry` is its shape). */
export type NoteRecord = (typeof NOTES)[number];

/**
 * The ProDay fields of the calendar rules beyond LiteDay, in record order: all but the last two, `sun` and `moon`,
 * which are a place's ({@link SkyTimes}). schemas/day.ts checks at compile time that they are the ProDay's.
 */
export type CalendarFields = ReturnType<typeof proFields>;

/** The notes table rows as frozen `{ id, label, kind }` objects (shared by every record), in table order. */
const NOTE_ROWS: readonly NoteRecord[] = NOTES.map((row) => Object.freeze({ ...row }));

/** What the pro fields need per almanac; the tables a rule decides are kept per value of the rule. */
interface ProCache {
  /** The 日家九星 switch schedule over the almanac's solstices, per `kyusei_day` value. */
  readonly kyuseiSwitches: Map<Rules["kyusei_day"], readonly KyuseiSwitch[]>;
  /** 雑節 by day number, per `shanichi` value. */
  readonly zassetsu: Map<Rules["shanichi"], ReadonlyMap<number, readonly ZassetsuId[]>>;
  /** The 土用 spans of the almanac. */
  readonly doyou: readonly DoyouSpan[];
  /** The 土用 span holding each 土用 day. */
  readonly doyouByDay: ReadonlyMap<number, DoyouSpan>;
}

const caches = new WeakMap<Almanac, ProCache>();

/** The per-almanac tables, computed on first use (the rule-keyed ones per value, on first use of the value). */
function proCache(almanac: Almanac): ProCache {
  let cache = caches.get(almanac);
  if (!cache) {
    const doyou = doyouSpansOf(almanac.doyouEntries, almanac.crossings);
    const doyouByDay = new Map<number, DoyouSpan>();
    for (const span of doyou) for (let d = span.from; d <= span.to; d++) doyouByDay.set(d, span);
    cache = { kyuseiSwitches: new Map(), zassetsu: new Map(), doyou, doyouByDay };
    caches.set(almanac, cache);
  }
  return cache;
}

/** The 雑節 of an almanac by day number under a 社日 rule (cached per value). */
function almanacZassetsu(almanac: Almanac, shanichi: Rules["shanichi"]): ReadonlyMap<number, readonly ZassetsuId[]> {
  const cache = proCache(almanac);
  let days = cache.zassetsu.get(shanichi);
  if (!days) cache.zassetsu.set(shanichi, (days = zassetsuDays(almanac.crossings, cache.doyou, shanichi)));
  return days;
}

/** The 日家九星 switch schedule of an almanac under a 閏 method (cached per value; the default `kyusei_day` without one). */
export function almanacKyuseiSwitches(almanac: Almanac, method: Rules["kyusei_day"] = DEFAULT_RULES.kyusei_day): readonly KyuseiSwitch[] {
  const cache = proCache(almanac);
  let switches = cache.kyuseiSwitches.get(method);
  if (!switches) {
    const solstices = almanac.crossings.filter((c) => c.longitude === 90 || c.longitude === 270);
    cache.kyuseiSwitches.set(method, (switches = kyuseiSwitches(solstices, method)));
  }
  return switches;
}

/** The note id of each 遊行 direction, per god (docs/calendar.md §16.7). */
const YUGYO_NOTE: Readonly<Record<"大将軍" | "金神", Readonly<Record<YugyoDirection, NoteId>>>> = {
  大将軍: {
    東: "daishogun-yugyo-east",
    南: "daishogun-yugyo-south",
    西: "daishogun-yugyo-west",
    北: "daishogun-yugyo-north",
    中央: "daishogun-yugyo-center",
  },
  金神: {
    東: "konjin-yugyo-east",
    南: "konjin-yugyo-south",
    西: "konjin-yugyo-west",
    北: "konjin-yugyo-north",
    中央: "konjin-yugyo-center",
  },
};

/** The day's sun and moon times for the record's place (the default place: calendar/astronomy/places.ts `DEFAULT_PLACE_ID`). */
export interface SkyTimes {
  readonly sun: RiseSetTimes;
  readonly moon: RiseSetTimes;
}

/**
 * The ProDay fields of the calendar rules, in the key order of docs/architecture.md: every field
 * beyond LiteDay but `sun` and `moon`, which follow them and are the place's (the generator takes
 * them from its rise-set table of every place: generator/files/place-times.ts `skyTimesOf`).
 * `rules` chooses the day's conventions (calendar/notes/rules.ts); the generator passes the
 * defaults, which the prerendered records follow, and a variant per request is the same code.
 */
export function proFields(almanac: Almanac, ctx: DayContext, rules: Rules = DEFAULT_RULES) {
  const cache = proCache(almanac);
  const { day, setsu, lunar } = ctx;
  const kanshi = dayKanshiIndex(day);
  const shuku = shuku28Index(day);
  const doyou = cache.doyouByDay.get(day);

  const ids = new Set<NoteId>(kanshiDayNotes(kanshi, setsu.month, shuku, rules.daimyo));
  for (const id of senjitsuNotes(setsu.month, kanshi, day - setsu.startDay + 1)) ids.add(id);
  if (isFujoju(lunar.month, lunar.day)) ids.add("fujoju");
  if (isHassenMabi(kanshi)) ids.add("hassen-mabi");
  if (doyou && isDoyouMabi(doyou.season, kanshi)) ids.add("doyou-mabi");
  for (const id of almanacZassetsu(almanac, rules.shanichi).get(day) ?? []) ids.add(id);
  const seasonOn = (d: number) => ({ season: seasonOfSetsuMonth(almanac.day(d).setsu.month), doyou: cache.doyouByDay.has(d) });
  for (const y of yugyoOn(day, seasonOn)) ids.add(YUGYO_NOTE[y.god][y.direction]);
  const dayStar = dayKyuseiIndex(almanacKyuseiSwitches(almanac, rules.kyusei_day), day);

  return {
    rokuyou_hours: rokuyouHours(rokuyou(lunar.month, lunar.day)),
    nengo: nengo(day),
    eto: kanshiName(kanshi),
    eto_month: kanshiName(monthKanshiIndex(setsu.year, setsu.month)),
    eto_year: kanshiName(yearKanshiIndex(setsu.year)),
    kyusei: kyuseiName(dayStar),
    kyusei_month: kyuseiName(monthKyuseiIndex(setsu.year, setsu.month)),
    kyusei_year: kyuseiName(yearKyuseiIndex(setsu.year)),
    junichoku: junichokuName(junichokuIndex(branchOf(kanshi), setsu.month)),
    shuku28: shuku28Name(shuku),
    kou72: kou72Name(kou72Index(ctx.currentCrossing.longitude)),
    notes_arr: NOTE_ROWS.filter((row) => ids.has(row.id)),
    periods: periodSpans(day, kanshi, doyou, rules.jippoukure).map(periodRecord),
    moon_age: moonAge(day, almanac.newMoons),
    tide: tideOfLunarDay(lunar.day),
    shuku27: shuku27Name(lunar.month, lunar.day),
    eho: { ...ehoOfYear(setsu.year) },
    hasshoujin: hasshoujinOfYear(setsu.year),
    konjin: konjinOfYear(setsu.year),
    kyusei_board: kyuseiBoard(setsu.year, setsu.month, dayStar, day),
  };
}
