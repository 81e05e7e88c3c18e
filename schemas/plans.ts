/**
 * Plans (プラン), the one table of what each plan allows, how fast and how long responses may be
 * cached (docs/interface.md#plans-and-credentials, §4, §5 as written in docs/interface.md). The edge layer enforces these
 * numbers and the OpenAPI document prints them: both read them here.
 */
import { PRO_ONLY_FIELDS } from "./day.ts";
import type { View } from "../calendar/names.ts";

/** The plans: Lite is the free plan (no credential, or a gateway BASIC subscription). */
export const PLAN_NAMES = ["lite", "pro", "ultra"] as const;
export type Plan = (typeof PLAN_NAMES)[number];

/** What one plan allows. */
export interface PlanRules {
  /** The view a request gets when it names none. */
  readonly defaultView: View;
  /** Whether `view=pro` is allowed (else 403 PLAN_REQUIRED). */
  readonly proView: boolean;
  /** Longest range in days, both ends counted (else 403 RANGE_TOO_LONG). */
  readonly maxRangeDays: number;
  /** Whether bulk (whole years) is allowed (else 403 PLAN_REQUIRED). */
  readonly bulk: boolean;
  /** Requests per minute per client, unless the operator configures another number. */
  readonly ratePerMinute: number;
  /** Longest span the finder searches, in days (both ends counted); `null`: the whole coverage. */
  readonly maxFindDays: number | null;
  /** Most finder results per page (`limit`). */
  readonly maxFindLimit: number;
  /** Whether the finder's Pro conditions (notes, junichoku, shuku28, kyusei, eto, purpose) are allowed. */
  readonly proFind: boolean;
  /** Largest |days| of business add (else 403 RANGE_TOO_LONG; docs/interface.md#business-days). */
  readonly maxBusinessAddDays: number;
  /** Longest business count span in days, both ends counted (else 403 RANGE_TOO_LONG); `null`: the whole coverage. */
  readonly maxBusinessCountDays: number | null;
}

/** The plan table (docs/interface.md#plans-and-credentials; the finder's limits: docs/interface.md#day-finder). */
export const PLANS: Readonly<Record<Plan, PlanRules>> = {
  lite: {
    defaultView: "lite",
    proView: false,
    maxRangeDays: 31,
    bulk: false,
    ratePerMinute: 60,
    maxFindDays: 366,
    maxFindLimit: 31,
    proFind: false,
    maxBusinessAddDays: 366,
    maxBusinessCountDays: 366,
  },
  pro: {
    defaultView: "pro",
    proView: true,
    maxRangeDays: 366,
    bulk: true,
    ratePerMinute: 600,
    maxFindDays: null,
    maxFindLimit: 366,
    proFind: true,
    maxBusinessAddDays: 3660,
    maxBusinessCountDays: null,
  },
  ultra: {
    defaultView: "pro",
    proView: true,
    maxRangeDays: 366,
    bulk: true,
    ratePerMinute: 6000,
    maxFindDays: null,
    maxFindLimit: 366,
    proFind: true,
    maxBusinessAddDays: 3660,
    maxBusinessCountDays: null,
  },
};

/** Requests per minute per client by plan, unless configured (`RATE_LIMIT_LITE`, `_PRO`, `_ULTRA`). */
export const DEFAULT_RATE_LIMITS: Readonly<Record<Plan, number>> = {
  lite: PLANS.lite.ratePerMinute,
  pro: PLANS.pro.ratePerMinute,
  ultra: PLANS.ultra.ratePerMinute,
};

/**
 * The plan of a gateway subscription name (`X-Gw-Subscription`, compared upper-cased); a
 * missing, empty or unknown name is lite.
 */
export const GATEWAY_SUBSCRIPTIONS: Readonly<Record<string, Plan>> = { BASIC: "lite", PRO: "pro", ULTRA: "ultra", MEGA: "ultra" };

/** The gateway subscription names of `plan`, in the order of {@link GATEWAY_SUBSCRIPTIONS} (for the texts that name them). */
export function gatewaySubscriptionsOf(plan: Plan): string[] {
  return Object.keys(GATEWAY_SUBSCRIPTIONS).filter((name) => GATEWAY_SUBSCRIPTIONS[name] === plan);
}

/** Cache lifetimes in seconds (RFC 9111 §5.2.2.1 max-age; RFC 5861 §3 stale-while-revalidate). */
export const CACHE_SECONDS = {
  /** A public (anonymous) lite data 200: shared caches and CDNs may keep it a day… */
  publicMaxAge: 86_400,
  /** …and serve it stale for a week while they revalidate. */
  publicStaleWhileRevalidate: 604_800,
  /** A credentialed data 200: the client's own cache only, an hour. */
  privateMaxAge: 3_600,
} as const;

/** The Cache-Control values (RFC 9111 §5.2). */
export const CACHE_CONTROL = {
  /** A lite data 200 to an anonymous caller. */
  public: `public, max-age=${CACHE_SECONDS.publicMaxAge}, stale-while-revalidate=${CACHE_SECONDS.publicStaleWhileRevalidate}`,
  /** A data 200 to a credentialed caller (token or verified gateway). */
  private: `private, max-age=${CACHE_SECONDS.privateMaxAge}`,
  /** Health and every error. */
  noStore: "no-store",
} as const;

/**
 * `X-Upgrade-Info` on every lite data 200 (docs/interface.md#caching-and-conditional-requests: "naming what Pro adds"): the pro-only
 * fields, the Pro range limit and bulk. ASCII only: it is a header value (RFC 9110 §5.5).
 */
export const UPGRADE_INFO = `Pro adds ${PRO_ONLY_FIELDS.slice(0, -1).join(", ")} and ${PRO_ONLY_FIELDS.at(-1)}; ranges up to ${PLANS.pro.maxRangeDays} days; bulk by year`;

/**
 * What a request costs in rate-limit units (docs/interface.md#rate-limits): the work it asks for,
 * so a year of translated CSV is not counted as one request. Each day of the answer weighs 1, plus
 * 1 for each of: Pro fields, English labels (`lang=en`), another place's times (`place`), CSV.
 * The cost is that weight over {@link DAY_WEIGHT_PER_UNIT}, rounded up, at least 1: one day, or a
 * month of Lite days, costs 1; measured on this project's machine a unit is about a millisecond
 * of the server's work when the answer is first built.
 */
export const DAY_WEIGHT_PER_UNIT = 64;

/** The work a data request asks for: how many day records, and what is done to each. */
export interface DayWork {
  readonly days: number;
  readonly proFields: boolean;
  readonly english: boolean;
  readonly place: boolean;
  readonly csv: boolean;
  /** Whether the records are computed under non-default day rules ({@link RULED_DAYS_PER_UNIT} more a day). */
  readonly ruled?: boolean;
  /** Whether the times are a point's, computed per request ({@link POINT_DAYS_PER_UNIT} more a day; `place` too). */
  readonly point?: boolean;
}

/** A day's weight in {@link DayWork}: 1, plus 1 for each thing done to it. */
const dayWeight = (work: DayWork): number => 1 + Number(work.proFields) + Number(work.english) + Number(work.place) + Number(work.csv);

/** The cost of {@link DayWork} in rate-limit units (see {@link DAY_WEIGHT_PER_UNIT}). */
export function dayWorkCost(work: DayWork): number {
  const ruled = work.ruled === true ? work.days / RULED_DAYS_PER_UNIT : 0;
  const point = work.point === true ? work.days / POINT_DAYS_PER_UNIT : 0;
  return Math.max(1, Math.ceil((work.days * dayWeight(work)) / DAY_WEIGHT_PER_UNIT + ruled + point));
}

/**
 * Days of a point's sun, moon and sky (`place=lat,lon`, docs/interface.md#places) computed per rate-limit unit: each
 * day's fourteen events at a new point. Priced when a day cost about 0.2 ms; now measured about 0.1 ms a day on this
 * project's 2-core machine (`npx tsx bench/point-sky.ts`: 31 days 3.2 ms of CPU under load), and the price is kept:
 * 5 days a unit also pays for a process's first point (its code cold, about 80 ms).
 */
export const POINT_DAYS_PER_UNIT = 5;

/**
 * Day tests a find makes per rate-limit unit: it tests each day of its span once (its conditions combine 32 days a
 * machine word, day-bits.ts, and add nothing measurable), and with a purpose each remaining day against each of the
 * purpose's signs, every day of the span, whatever `limit` (`total` counts every match, `order=score` ranks them all).
 * Measured about 200,000 a millisecond on this project's 2-core machine (bench/find-business.ts: a scored find of
 * 1873–2100 with `purpose=opening`, 34 signs, 11.7 ms).
 */
export const FIND_TESTS_PER_UNIT = 200_000;

/**
 * Days a find computes under non-default day rules per rate-limit unit (docs/interface.md#schools-rules): each day of
 * its span when its conditions read a value a day rule decides (the span's index is computed again,
 * edge-rules/find/ruled-index.ts), and each record of a Pro page (origin/day-rules.ts `ruledRecord`): the calendar's
 * `proFields` of the day over its year's almanac. Measured on this project's 2-core machine (`npx tsx bench/find-rules.ts`):
 * about 32 a millisecond the first time a handler computes those years (it reads their instants and solar-terms
 * files), 50–100 after.
 */
export const RULED_DAYS_PER_UNIT = 32;

/**
 * What a find examines: the days of its span, how many signs each is scored against (0 without a purpose), and the
 * days it computes under non-default day rules (0 under the defaults).
 */
export interface FindScan {
  readonly spanDays: number;
  readonly signs: number;
  readonly ruledDays: number;
}

/**
 * The cost of a find: its page's records as {@link dayWorkCost} weighs them, its scan, and the days it computes under
 * non-default day rules, together rounded up, at least 1.
 */
export function findCost(page: DayWork, scan: FindScan): number {
  return Math.max(
    1,
    Math.ceil(
      (page.days * dayWeight(page)) / DAY_WEIGHT_PER_UNIT +
        (scan.spanDays * (1 + scan.signs)) / FIND_TESTS_PER_UNIT +
        scan.ruledDays / RULED_DAYS_PER_UNIT,
    ),
  );
}

/**
 * Days of a business count's span per unit: the count walks every day and lists each closed one (about a third of
 * them). Measured about 3,000 a millisecond (1873–2100, 83,275 days: 26 ms, its JSON included).
 */
export const BUSINESS_COUNT_DAYS_PER_UNIT = 3_000;

/** The cost of a business count of `spanDays` days, at least 1. */
export function businessCountCost(spanDays: number): number {
  return Math.max(1, Math.ceil(spanDays / BUSINESS_COUNT_DAYS_PER_UNIT));
}

/**
 * The weights of a 和暦 list's inputs, per unit: a text is parsed (era, 旧暦 and 干支 forms) and weighs 4, a
 * `YYYY-MM-DD` date 1, and 40 weigh a unit. Measured: 100 texts about 10 ms, 100 dates about 2.5 ms.
 */
export const WAREKI_WEIGHT = { text: 4, date: 1, perUnit: 40 } as const;

/** The cost of a 和暦 list of `texts` texts and `dates` dates, at least 1. */
export function warekiListCost(texts: number, dates: number): number {
  return Math.max(1, Math.ceil((texts * WAREKI_WEIGHT.text + dates * WAREKI_WEIGHT.date) / WAREKI_WEIGHT.perUnit));
}

/**
 * The years of a life (GET /gw/life) per unit: each year is computed per request (ages, 厄年, 長寿, 七五三, the 旧暦
 * birthday). Measured through the handler (a script over `nodeHandler`, 200 new births each): one year 0.25 ms, ten
 * 0.55 ms, 151 years 2.2 ms — about 12 µs a year on a base of a quarter millisecond, so 75 years weigh a unit.
 */
export const LIFE_YEARS_PER_UNIT = 75;

/** What a life answer of `years` years costs: ⌈ years ÷ {@link LIFE_YEARS_PER_UNIT} ⌉, at least 1. */
export function lifeCost(years: number): number {
  return Math.max(1, Math.ceil(years / LIFE_YEARS_PER_UNIT));
}
