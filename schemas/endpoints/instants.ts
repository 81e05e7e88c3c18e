/** `GET /gw/instants/{year}` and `gw.php?fn=instants` (docs/interface.md#instants): every 節気, 朔弦望, 土用入り and eclipse of a year, to NAOJ's minute. */
import { z } from "zod";
import type { EndpointContract } from "../endpoint.ts";
import {
  DoyouInstant,
  EclipseInstant,
  INSTANT_KIND_LABELS,
  INSTANT_KINDS,
  INSTANTS_FORMATS,
  InstantsResponse,
  MoonInstant,
  SekkiInstant,
  type InstantKind,
} from "../instants.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { checked, CONDITIONAL, invalidAs, LangParam, param, TOKEN, LANG, YEAR_PATH, YearArgument } from "../parameters.ts";

/** Every name `kind=` takes for a kind: its id, its Japanese label, its English. */
export const INSTANT_KIND_NAMES: ReadonlyMap<string, InstantKind> = new Map(
  INSTANT_KINDS.flatMap((k) => [k, INSTANT_KIND_LABELS[k].label, INSTANT_KIND_LABELS[k].en].map((name) => [name, k] as const)),
);

/** `kind`: a comma list of instant kinds (ids or labels); all when absent. */
export const INSTANT_KIND = param(
  "InstantKind",
  "kind",
  "query",
  z.string().regex(new RegExp(`^(${[...INSTANT_KIND_NAMES.keys()].join("|")})(,(${[...INSTANT_KIND_NAMES.keys()].join("|")}))*$`)),
  `The kinds to list, comma-separated ids or labels: ${INSTANT_KINDS.map((k) => `${k} (${INSTANT_KIND_LABELS[k].label}, ${INSTANT_KIND_LABELS[k].en})`).join(", ")} (default: all).`,
  false,
);

/** `format` of this endpoint: json, csv or ics. */
export const INSTANTS_FORMAT = checked(
  param(
    "InstantsFormat",
    "format",
    "query",
    z.enum(INSTANTS_FORMATS),
    "Body format: `json` (default), `csv` (one row per instant, the columns kind, name, date, jst, utc, longitude, setsu, type, visible_in_japan) or `ics` (iCalendar, one timed VEVENT per instant, DTSTART in UTC). Errors stay JSON.",
    false,
  ),
  { invalid: invalidAs(`format must be ${INSTANTS_FORMATS.join(", ")}`) },
  "json",
);

/** A few instants of 2025 exactly as the service lists them (checked by test/edge-rules/endpoints/instants.test.ts). */
export const EXAMPLE_INSTANTS_PATH = "/gw/instants/2025?kind=sekki";
export const EXAMPLE_INSTANTS_HEAD = [
  { kind: "sekki", name: "小寒", date: "2025-01-05", jst: "2025-01-05T11:33+09:00", utc: "2025-01-05T02:33Z", longitude: 285, setsu: true },
  { kind: "sekki", name: "大寒", date: "2025-01-20", jst: "2025-01-20T05:00+09:00", utc: "2025-01-19T20:00Z", longitude: 300 },
  { kind: "sekki", name: "立春", date: "2025-02-03", jst: "2025-02-03T23:10+09:00", utc: "2025-02-03T14:10Z", longitude: 315, setsu: true },
];

export const instants: EndpointContract = {
  name: "instants",
  method: "GET",
  path: "/gw/instants/{year}",
  fn: "instants",
  operationId: "getInstants",
  tag: "calendar",
  summary: "Instants of a year (節気・朔弦望・土用・日月食)",
  description:
    "Every 節気 (with its solar longitude; `setsu: true` on the 12 節 that open a 干支 month), 朔, 上弦, 望, 下弦, 土用入り and solar and lunar eclipse (type, and whether Tokyo sees it) of a JST year, in time order, each in JST to the minute as NAOJ's 暦要項 prints it (rounded) and in UTC. `kind=` filters; `format=csv` and `format=ics` (timed events). Lite, no credential. Same result as `gw.php?fn=instants&year=`.",
  parameters: [YEAR_PATH, INSTANT_KIND, INSTANTS_FORMAT, LANG, TOKEN, ...CONDITIONAL],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  schemas: [
    ["InstantsResponse", InstantsResponse],
    ["SekkiInstant", SekkiInstant],
    ["MoonInstant", MoonInstant],
    ["DoyouInstant", DoyouInstant],
    ["EclipseInstant", EclipseInstant],
  ],
  responses: () =>
    operationResponses(
      instants.statuses,
      dataOk(
        "InstantsResponse",
        "The year's instants.",
        {
          sekki2025: {
            summary: "the first 節気 of 2025",
            value: { ok: true, year: 2025, tz: "Asia/Tokyo", civil_offset: "+09:00", count: 24, instants: EXAMPLE_INSTANTS_HEAD },
          },
        },
        false,
        true,
      ),
    ),
  example: (y) => `GET /gw/instants/${y}?kind=sekki,eclipse`,
  testRequest: "/gw/instants/2025",
  testStatuses: [
    [200, "/gw/instants/2025?kind=sekki"],
    [200, "/gw/instants/2025?format=csv"],
    [400, "/gw/instants/2025?kind=comet"],
    [403, "/gw/instants/2025", { as: "unknown" }],
    [404, "/gw/instants/2019"],
    [405, "/gw/instants/2025", { method: "POST" }],
  ],
  tool: {
    name: "instants",
    title: "Instants of a year (節気, moon phases, 土用, eclipses)",
    description:
      'Every 二十四節気 (solar term, with setsu=true on the 12 that open a month), new/first-quarter/full/last-quarter moon, 土用入り and solar/lunar eclipse (type, visible from Tokyo) of a year, to the minute in JST as NAOJ prints them. Same answer as GET /gw/instants/{year}. Example: {"year":2026,"kind":"sekki"}.',
    input: z.strictObject({
      year: YearArgument.describe("the Gregorian year (JST)"),
      kind: z
        .string()
        .optional()
        .describe(`comma list of ${INSTANT_KINDS.join(", ")}; all when absent`),
      lang: LangParam.optional(),
    }),
  },
};
