/** `GET /gw/day/{date}` and `gw.php?fn=day` (docs/interface.md#endpoints): one day. */
import { RULES_PARAM, ToolRulesArgument } from "../rules.ts";
import { z } from "zod";
import type { EndpointContract } from "../endpoint.ts";
import { IsoDate } from "../iso-date.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, DATE_PATH, FORMAT, PLACE, ELEV, PLACE_TZ, TOKEN, VIEW, LANG } from "../parameters.ts";
import { ElevParam, PlaceParam, PlaceTzParam, ViewParam, LangParam } from "../parameters.ts";

/** A lite day, as in the generated files (2025-01-01, 元日). */
export const EXAMPLE_LITE_DAY_RESPONSE = {
  ok: true,
  view: "lite",
  date: "2025-01-01",
  day: {
    iso: "2025-01-01",
    y: 2025,
    m: 1,
    d: 1,
    youbi: "水",
    holiday: "元日",
    holiday_status: "confirmed",
    rokuyou: "先勝",
    kyureki: "12月2日",
    sekki: "",
    moonmark: "",
  },
} as const;

export const day: EndpointContract = {
  name: "day",
  method: "GET",
  path: "/gw/day/{date}",
  fn: "day",
  operationId: "getDay",
  tag: "calendar",
  summary: "One day",
  description: "One day: a LiteDay, or a ProDay when view is pro. Same result as `gw.php?fn=day`.",
  parameters: [DATE_PATH, VIEW, FORMAT, PLACE, ELEV, PLACE_TZ, LANG, RULES_PARAM, TOKEN, ...CONDITIONAL],
  security: [GATEWAY, BEARER, TOKEN_QUERY, ANONYMOUS],
  statuses: DATA_STATUSES,
  responses: () =>
    operationResponses(
      day.statuses,
      dataOk("DayResponse", "The day.", { lite: { summary: "2025-01-01, lite", value: EXAMPLE_LITE_DAY_RESPONSE } }, true, true, true),
    ),
  example: (y) => `GET /gw/day/${y}-01-01`,
  testRequest: "/gw/day/2025-01-01",
  testStatuses: [
    [200, "/gw/day/2025-01-01"],
    [400, "/gw/day/2025-02-29"],
    [403, "/gw/day/2025-01-01?view=pro"],
    [404, "/gw/day/2019-01-01"],
    [405, "/gw/day/2025-01-01", { method: "DELETE" }],
    [200, "/gw/day/2025-01-01?format=csv"],
  ],
  docExample: ({ firstDays: [d1] }) => ({ request: `/gw/day/${d1!.iso}`, response: { ok: true, view: "lite", date: d1!.iso, day: d1 } }),
  tool: {
    name: "get_day",
    title: "One day of the Japanese calendar",
    description:
      'The Japanese almanac (暦) for one date in JST: weekday, national holiday, rokuyou (六曜), the old lunar date (旧暦), solar term, moon; with a Pro credential also eto (干支), kyusei (九星), junichoku (十二直), the 28 mansions, the 72 micro-seasons, the traditional notes (暦注), the moon age, the tide name, the 27 mansions (宿曜), the lucky direction of the year (恵方) and gods of direction, the nine-star boards, and sunrise/sunset and moonrise/moonset for any place (place: a place id from find_place — a prefectural capital, default tokyo, or any municipality, ward or city: kushiro-shi, new-york-city — or a point lat,lon, elev in metres: adds sky, with twilights and solar noon), on the clock of any zone (tz, an IANA name such as America/New_York, or auto: the place\'s own; default JST). Returns the API\'s DayResponse of GET /gw/day/{date}. Example: {"date":"2026-01-01"}.',
    input: z.strictObject({
      date: IsoDate.describe("the day, YYYY-MM-DD (JST)"),
      view: ViewParam.optional(),
      place: PlaceParam.optional(),
      elev: ElevParam.optional(),
      tz: PlaceTzParam.optional(),
      lang: LangParam.optional(),
      rules: ToolRulesArgument,
    }),
  },
};
