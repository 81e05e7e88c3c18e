/**
 * `GET /gw/calendar.ics` (schemas/endpoints/calendar-feed.ts): an iCalendar feed. Its stages 4–6
 * depend on the clock (the rolling window), so they run for every request; the build, its limits
 * and its representations are feed/endpoint.ts's.
 */
import { outOfCoverage } from "../routing/coverage.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { createFeedEndpoint } from "../feed/endpoint.ts";
import { Finder } from "../find/answer.ts";
import { authorizeFeed, feedDayRules, feedKey, feedWindow, parseFeed, readsPlace, type FeedRequest } from "../feed/request.ts";
import { AlmanacFiles } from "../origin/almanac-files.ts";
import { PlaceTimes } from "../origin/place-times.ts";
import { POINT_DAYS_PER_UNIT, RULED_DAYS_PER_UNIT } from "../../schemas/plans.ts";
import type { DaySpan } from "../feed/window.ts";
import { PLANS } from "../access/plan.ts";
import { KyurekiTables } from "../wareki/table.ts";

/** A feed request; after the coverage stage, with its window and the covered part of it. */
export interface FeedState {
  readonly request: FeedRequest;
  /** The window the feed names (its key and title). */
  readonly window?: DaySpan;
  /** The covered part of the window; `null`: an empty calendar. */
  readonly span?: DaySpan | null;
}

export const calendarFeed: EndpointFactory = (core) => {
  // The feed's builder: bounded builds, refusals remembered, representations of its own (feed/endpoint.ts).
  const sources = {
    origin: core.origin,
    assembler: core.assembler,
    finder: core.shared(Finder),
    almanacs: core.shared(AlmanacFiles),
    kyureki: core.shared(KyurekiTables),
    places: core.shared(PlaceTimes),
    yieldTurn: core.yieldTurn,
  };
  const feeds = createFeedEndpoint(sources, core.report, core.compressor);
  return endpoint<FeedState>({
    clockDependent: true,
    parse(routed) {
      const parsed = parseFeed(routed.query);
      return parsed.ok ? { request: parsed.request } : parsed.error;
    },
    // A feed has no view: the plan decides what it may hold.
    authorize: (s, plan) => authorizeFeed(s.request, plan) ?? PLANS[plan].defaultView,
    coverage(s, m, now) {
      if (m === null) return outOfCoverage(m);
      const window = feedWindow(s.request, m.coverage, now);
      return window.ok ? { request: s.request, window: window.window, span: window.span } : window.error;
    },
    cost: (s) => feedCost(s),
    key: (s) => feedKey(s.request, s.window!),
    answer: ({ request: s, manifest, resource, anonymous, rl, http }) =>
      feeds({ request: s.request, window: s.window!, span: s.span ?? null, manifest: manifest!, resource, anonymous, rl, http }),
  });
};

/**
 * What a feed costs (docs/interface.md#what-a-request-costs): 1, bounded by its own event and build limits; but a feed
 * whose records are computed under a non-default day rule pays for the days it computes, at the rate a find or a range
 * pays for theirs (schemas/plans.ts `RULED_DAYS_PER_UNIT`; its purpose's search then reads the finder's index of the
 * same days), and a feed whose `sun` is a point's (computed, not prerendered) for its days at a range's rate for a point's
 * (`POINT_DAYS_PER_UNIT`).
 */
export function feedCost(s: FeedState): number {
  if (!s.span) return 1;
  const days = s.span.endDay - s.span.startDay + 1;
  const ruled = feedDayRules(s.request) === null ? 0 : days / RULED_DAYS_PER_UNIT;
  const point = computesSun(s.request) ? days / POINT_DAYS_PER_UNIT : 0;
  return Math.max(1, Math.ceil(ruled + point));
}

/** Whether a feed's `sun` is computed: a point, or a place in a zone other than Japan's. */
function computesSun(request: FeedRequest): boolean {
  return readsPlace(request) && request.place !== null && typeof request.place !== "string";
}
