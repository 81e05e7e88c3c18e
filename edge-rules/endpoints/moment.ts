/** `GET /gw/moment/{at}`, `gw.php?fn=moment&at=` (schemas/endpoints/moment.ts): the calendar of one instant, from the 節 of the instants files (read once per data version: birth/setsu-files.ts) and the day's record. */
import { englishLabel } from "../../schemas/english.ts";
import { MOMENT_FOLD, TZ, ZI } from "../../schemas/endpoints/moment.ts";
import { CLOCK_PLACE } from "../../schemas/parameters.ts";
import { CIVIL_CLOCK, civilDayOfInstant } from "../../calendar/time/civil-day.ts";
import { readClock } from "../../calendar/time/clock-reading.ts";
import { readZoneClock } from "../../calendar/time/zone-clock.ts";
import { localOffsetWritten, offsetDisagrees, parseTz, placeTz } from "../birth/zone.ts";
import { zoneClockOf, type ZoneClockEcho } from "../birth/answer.ts";
import { civilDate } from "../../calendar/time/day-number.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import {
  checkClockPlace,
  checkParam,
  clockPlaceKey,
  isApiError,
  parseLang,
  parseRules,
  placeEcho,
  queryValue,
  type ClockPlace,
} from "../routing/parameters.ts";
import { outOfCoverage, yearInCoverage } from "../routing/coverage.ts";
import { canonicalKey, rulesKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { SetsuFiles } from "../birth/setsu-files.ts";
import type { Origin } from "../origin/origin.ts";
import { apiError } from "../errors/errors.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import { parseDatetime } from "../../calendar/time/datetime.ts";
import { type Moment, type SetsuInstant } from "../../calendar/moment.ts";
import { type Lang } from "../../calendar/names.ts";
import { rulesOf, type Rules } from "../../calendar/rules.ts";

/** A validated moment request. */
export interface MomentRequest {
  readonly lang: Lang;
  /** The instant, ms since the Unix epoch. */
  readonly ms: number;
  /** `rules=` with `zi=` applied after it (docs/interface.md#schools-rules): the moment depends on `zi`. */
  readonly rules: Rules;
  /** The text as sent (for errors). */
  readonly at: string;
  /** `clock`: the zone of `tz` (not Japan's, or the place's) and the offset read; it and `fold` made `ms`. */
  readonly clock: ZoneClockEcho | null;
  /** `place=`: the place whose clock reads a time without an offset (named in the answer). */
  readonly place: ClockPlace | null;
}

const encoder = new TextEncoder();

/** The labels of a moment in English (lang=en). */
function inEnglish(m: Moment): Moment {
  const kanshi = (k: string): string => englishLabel("kanshi", k);
  const star = (k: string): string => englishLabel("kyusei", k);
  const setsu = (s: SetsuInstant): SetsuInstant => ({ ...s, name: englishLabel("sekki", s.name) as SetsuInstant["name"] });
  return {
    ...m,
    pillars: { year: kanshi(m.pillars.year), month: kanshi(m.pillars.month), day: kanshi(m.pillars.day), hour: kanshi(m.pillars.hour) },
    kyusei: { year: star(m.kyusei.year), month: star(m.kyusei.month), day: star(m.kyusei.day) },
    setsu: { previous: setsu(m.setsu.previous), next: setsu(m.setsu.next) },
    boundary:
      m.boundary === null || m.boundary.kind === "day" ? m.boundary : { ...m.boundary, name: englishLabel("sekki", m.boundary.name) },
  };
}

const bodyOf = ({ origin, setsu }: { readonly origin: Origin; readonly setsu: SetsuFiles }): BodySpec<MomentRequest> => ({
  contentType: () => CONTENT_TYPE,
  upgradeInfo: false,
  async build(r, _view, version) {
    const manifest = await origin.manifest();
    // The one computation of a moment, shared with the birth page's Lite part.
    const found = await setsu.moment(version, manifest.coverage, r.ms, r.rules.zi);
    // Every instant of the coverage has a 節 either side (the years just outside it: schemas/files/layout.ts
    // OUTER_SETSU_PATH); a tree without them has no 節 to stand on in its first and last days.
    if (found === null) return outOfCoverage(manifest, { date: r.at }, { day: civilDayOfInstant(r.ms) });
    const answer = r.lang === "en" ? inEnglish(found) : found;
    const { at, ...rest } = answer;
    const clock = r.clock === null ? {} : { clock: r.clock };
    const place = r.place === null ? {} : { place: placeEcho(r.place, r.lang) };
    return encoder.encode(JSON.stringify({ ok: true, at, ...clock, ...place, ...rest, rules: rulesOf("moment", r.rules) }));
  },
  unavailable: (r) => ({ date: r.at }),
});

/** gw.php's `at=…+09:00` arrives with its `+` decoded to a space (form encoding): read it back. */
function restorePlus(raw: string): string {
  return raw.replace(/ ([0-9]{2}:?[0-9]{2})$/, "+$1");
}

export const moment: EndpointFactory = (core) =>
  endpoint<MomentRequest>({
    parse(routed) {
      const lang = parseLang(routed);
      if (isApiError(lang)) return lang;
      const raw = routed.params["at"] ?? null;
      if (raw === null)
        return apiError("INVALID_DATETIME", "at is required: an ISO 8601 date-time, e.g. 1990-05-05T14:30+09:00", { value: "" });
      const at = restorePlus(raw);
      const parsed = parseDatetime(at);
      if (!parsed.ok) return apiError("INVALID_DATETIME", `${at}: ${parsed.reason}`, { value: at });
      const place = checkClockPlace(queryValue(routed.query, CLOCK_PLACE.name));
      if (isApiError(place)) return place;
      const tzText = queryValue(routed.query, TZ.name);
      // Without tz, a time without an offset is read on the place's clock (docs/interface.md#places).
      const tz = tzText === null && place !== null && parsed.written === "none" ? placeTz(place) : parseTz(tzText, place);
      if (isApiError(tz)) return tz;
      const fold = checkParam(MOMENT_FOLD, queryValue(routed.query, MOMENT_FOLD.name));
      if (isApiError(fold)) return fold;
      const disagrees = tz === null || tzText === null ? null : offsetDisagrees(tz, parsed, at, tzText);
      if (disagrees !== null) return disagrees;
      // Without an offset: the zone's clock of `tz`, else Japan's civil clock; `fold` picks a time shown twice or never.
      const foreign = tz !== null && !tz.japan ? tz.zone : null;
      const onClock =
        parsed.written !== "none"
          ? null
          : foreign !== null
            ? readZoneClock(foreign, parsed.wallMs, Number(fold) as 0 | 1)
            : readClock(CIVIL_CLOCK, parsed.wallMs, Number(fold) as 0 | 1);
      const ms = onClock === null ? parsed.ms : onClock.instant;
      const written = parsed.written === "none" ? "zone" : parsed.written;
      const reading = onClock ?? { instant: parsed.ms, offset: parsed.offsetMs, change: null, kind: "once" as const };
      const echoed = foreign !== null && (onClock !== null || localOffsetWritten(parsed, at));
      const from = tz?.from === undefined ? {} : { from: tz.from };
      const clock = !echoed ? null : (zoneClockOf({ ...reading, written, zone: foreign.name, ...from }).clock ?? null);
      // `zi=` is the shorthand of `rules=zi:…`, applied after `rules=`.
      const ziText = queryValue(routed.query, ZI.name);
      const zi = ziText === null ? null : checkParam(ZI, ziText);
      if (isApiError(zi)) return zi;
      const rules = parseRules(routed, zi === null ? {} : { zi });
      if (isApiError(rules)) return rules;
      return { lang, ms, rules, at, clock, place };
    },
    authorize: () => "lite",
    coverage: (r, m) =>
      m !== null && yearInCoverage(civilDate(civilDayOfInstant(r.ms)).y, m)
        ? r
        : outOfCoverage(m, { date: r.at }, { day: civilDayOfInstant(r.ms) }),
    key: canonicalKey<MomentRequest>("moment", {
      // The zone and offset read, only with a `tz` other than Japan's (the keys without it as before), the place a point's
      // zone is from, and the place when sent.
      ms: (ms, r) => {
        const clock = r.clock === null ? "" : `|tz=${r.clock.tz}${r.clock.offset},${r.clock.reading}`;
        const from = r.clock?.from === undefined ? "" : `|from=${r.clock.from}`;
        return `${ms}${clock}${from}${r.place === null ? "" : `|place=${clockPlaceKey(r.place)}`}`;
      },
      rules: (rules) => rulesKey("moment", rules),
      at: "implied" /* the text of the instant ms */,
      lang: "option",
      clock: "implied" /* in the ms part */,
      place: "implied" /* in the ms part */,
    }),
    body: bodyOf({ origin: core.origin, setsu: core.shared(SetsuFiles) }),
  });
