/**
 * The calendar of one instant (GET /gw/moment): the four pillars, the year, month and day stars,
 * the 節 instants around it and whether it lies near a boundary. Pure: the caller gives the 節
 * instants (from the year's instants file) and the day star of the civil day (from its record).
 */
import { civilOffsetMs } from "./time/civil-day.ts";
import { jstText } from "./time/jst-text.ts";
import { isoDate, MS_PER_DAY } from "./time/day-number.ts";
import { dayKanshiIndex, hourBranch, hourKanshiIndex, monthKanshiIndex, yearKanshiIndex } from "./cycles/pillars.ts";
import { setsuMonthOfLongitude } from "./solar-terms/setsu-month.ts";
import { monthKyuseiIndex, yearKyuseiIndex } from "./kyusei/stars.ts";
import { KANSHI_60, KYUSEI, type Sekki, type ZiConvention } from "./names.ts";

/** How near a 節 instant or the day's turn (minutes) an instant is flagged. */
export const BOUNDARY_MINUTES = 120;

/** A 節 as GET /gw/instants lists it (schemas/instants.ts `SekkiInstant`): times in JST and UTC to the minute, `date` its civil day. */
export interface SetsuInstant {
  readonly kind: "sekki";
  readonly name: Sekki;
  readonly date: string;
  readonly jst: string;
  readonly utc: string;
  /** Apparent solar longitude, degrees (a multiple of 15). */
  readonly longitude: number;
  /** Present on the 12 節 that open a 干支 month. */
  readonly setsu?: true;
}

/** The answer's calendar part (without `ok`). */
export interface Moment {
  readonly at: string;
  readonly date: string;
  readonly pillars: { readonly year: string; readonly month: string; readonly day: string; readonly hour: string };
  readonly kyusei: { readonly year: string; readonly month: string; readonly day: string };
  readonly setsu: { readonly previous: SetsuInstant; readonly next: SetsuInstant };
  readonly boundary: { readonly kind: "sekki" | "day"; readonly name: string; readonly minutes: number } | null;
}

/**
 * The 節 before (at or earlier: a 節 is known to the minute, and its minute already belongs to the
 * new month) and after an instant.
 * @param setsu the 節 of the years around the instant, in time order.
 * @returns null when the list does not surround the instant.
 */
export function surroundingSetsu(ms: number, setsu: readonly SetsuInstant[]): { previous: SetsuInstant; next: SetsuInstant } | null {
  for (let i = 1; i < setsu.length; i++) {
    if (instantMs(setsu[i]!) > ms) return instantMs(setsu[i - 1]!) <= ms ? { previous: setsu[i - 1]!, next: setsu[i]! } : null;
  }
  return null;
}

/**
 * The 立春 year and 節月 (1 = 寅月 … 12 = 丑月) that begin at a 節.
 * Source: docs/calendar.md §0 (the year turns at 立春, the month at each 節).
 */
export function setsuMonthAt(previous: SetsuInstant): { risshunYear: number; setsuMonth: number } {
  const setsuMonth = setsuMonthOfLongitude(previous.longitude);
  const year = Number(previous.jst.slice(0, 4));
  // 小寒 (early January) opens the last month of the 立春 year that began the February before.
  return { risshunYear: setsuMonth === 12 ? year - 1 : year, setsuMonth };
}

/**
 * The calendar of an instant.
 * @param ms the instant, ms since the Unix epoch.
 * @param zi the 子の刻 convention.
 * @param setsu the 節 instants around it (see {@link surroundingSetsu}).
 * @param dayStar the 日家九星 index of the instant's civil day (its day record's `kyusei`).
 * @param wallOffsetMs the clock that decides the day and the hour, ms ahead of UTC: the civil clock (JST; Tokyo mean
 *   time before 1888, docs/calendar.md §0) unless a birth gives a local solar time.
 * @returns null when `setsu` does not surround the instant.
 */
export function momentOf(
  ms: number,
  zi: ZiConvention,
  setsu: readonly SetsuInstant[],
  dayStar: number,
  wallOffsetMs: number = civilOffsetMs(ms),
): Moment | null {
  const around = surroundingSetsu(ms, setsu);
  if (around === null) return null;
  const { risshunYear, setsuMonth } = setsuMonthAt(around.previous);
  const local = ms + wallOffsetMs;
  const day = Math.floor(local / MS_PER_DAY);
  const hour = Math.floor((local - day * MS_PER_DAY) / 3_600_000);
  // From 23:00 the 子 hour belongs to the next day's stem (both conventions); `late` turns the day too.
  const hourDay = hour >= 23 ? day + 1 : day;
  const pillarDay = zi === "late" ? hourDay : day;
  return {
    at: jstText(ms),
    date: isoDate(day),
    pillars: {
      year: KANSHI_60[yearKanshiIndex(risshunYear)]!,
      month: KANSHI_60[monthKanshiIndex(risshunYear, setsuMonth)]!,
      day: KANSHI_60[dayKanshiIndex(pillarDay)]!,
      hour: KANSHI_60[hourKanshiIndex(dayKanshiIndex(hourDay), hourBranch(hour))]!,
    },
    kyusei: {
      year: KYUSEI[yearKyuseiIndex(risshunYear)]!,
      month: KYUSEI[monthKyuseiIndex(risshunYear, setsuMonth)]!,
      day: KYUSEI[dayStar]!,
    },
    setsu: around,
    boundary: boundaryOf(ms, zi, around, wallOffsetMs),
  };
}

/**
 * The nearest boundary within BOUNDARY_MINUTES: a 節 instant, or the day's turn (00:00, or 23:00 with `late`) on the
 * clock that decides the day (`wallOffsetMs` ahead of UTC, as {@link momentOf} takes it).
 */
export function boundaryOf(
  ms: number,
  zi: ZiConvention,
  around: { previous: SetsuInstant; next: SetsuInstant },
  wallOffsetMs: number = civilOffsetMs(ms),
): { kind: "sekki" | "day"; name: string; minutes: number } | null {
  const turnOffset = zi === "late" ? -3_600_000 : 0;
  const local = ms + wallOffsetMs - turnOffset;
  const lastTurn = Math.floor(local / MS_PER_DAY) * MS_PER_DAY + turnOffset - wallOffsetMs;
  const turnName = zi === "late" ? "23:00" : "00:00";
  const candidates = [
    { kind: "sekki" as const, name: around.previous.name as string, at: instantMs(around.previous) },
    { kind: "sekki" as const, name: around.next.name as string, at: instantMs(around.next) },
    { kind: "day" as const, name: turnName, at: lastTurn },
    { kind: "day" as const, name: turnName, at: lastTurn + MS_PER_DAY },
  ];
  let best: { kind: "sekki" | "day"; name: string; minutes: number } | null = null;
  for (const c of candidates) {
    const minutes = Math.round((ms - c.at) / 60_000);
    if (Math.abs(minutes) <= BOUNDARY_MINUTES && (best === null || Math.abs(minutes) < Math.abs(best.minutes))) {
      best = { kind: c.kind, name: c.name, minutes };
    }
  }
  return best;
}

/** An instant's time as ms since the Unix epoch (from its `utc`). */
export function instantMs(instant: { readonly utc: string }): number {
  return Date.parse(`${instant.utc.slice(0, 16)}:00Z`);
}
