/** `GET /gw/instants/{year}`, `gw.php?fn=instants` (schemas/endpoints/instants.ts): the year's instants file, filtered, as JSON, CSV or iCalendar. */
import { CSV_CONTENT_TYPE, csvTable } from "../../schemas/csv.ts";
import { englishLabel } from "../../schemas/english.ts";
import type { Lang } from "../../calendar/names.ts";
import {
  INSTANT_COLUMNS,
  INSTANT_KINDS,
  INSTANT_NAMES_EN,
  InstantsResponse,
  type Instant,
  type InstantKind,
  type InstantsFormat,
} from "../../schemas/instants.ts";
import { instantsFilePath } from "../../schemas/files/layout.ts";
import { YEAR_PATH } from "../../schemas/parameters.ts";
import { INSTANT_KIND_NAMES, INSTANTS_FORMAT } from "../../schemas/endpoints/instants.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { invalidParameter, isApiError, parseLang, queryValue, checkParam } from "../routing/parameters.ts";
import { outOfCoverage, yearInCoverage } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import type { Origin } from "../origin/origin.ts";
import type { Assembler } from "../origin/assemble.ts";
import type { ApiError } from "../errors/api-error.ts";
import { ICS_CONTENT_TYPE, instantsCalendar } from "../feed/instants-ics.ts";
import { CONTENT_TYPE } from "../http/headers.ts";

/** A validated instants request. */
export interface InstantsRequest {
  readonly lang: Lang;
  readonly format: InstantsFormat;
  readonly year: number;
  /** The kinds asked for, in INSTANT_KINDS order; all when `kind` is absent. */
  readonly kinds: readonly InstantKind[];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** An instant with its name in English (the 節気 by the glossary). */
function inEnglish(instant: Instant): Instant {
  const name = instant.kind === "sekki" ? englishLabel("sekki", instant.name) : (INSTANT_NAMES_EN[instant.name] ?? instant.name);
  return { ...instant, name } as Instant;
}

const bodyOf = ({ assembler, origin }: { readonly assembler: Assembler; readonly origin: Origin }): BodySpec<InstantsRequest> => ({
  contentType: (r) => (r.format === "csv" ? CSV_CONTENT_TYPE : r.format === "ics" ? ICS_CONTENT_TYPE : CONTENT_TYPE),
  upgradeInfo: false,
  download: (r) => (r.format === "csv" ? `instants-${r.year}` : null),
  async build(r, _view, _version) {
    const file = InstantsResponse.parse(JSON.parse(decoder.decode(await assembler.file(instantsFilePath(r.year)))));
    const all = r.kinds.length === INSTANT_KINDS.length;
    const chosen = all ? file.instants : file.instants.filter((i) => r.kinds.includes(i.kind));
    const listed = r.lang === "en" ? chosen.map(inEnglish) : chosen;
    if (r.format === "csv") return encoder.encode(csvTable(INSTANT_COLUMNS, listed));
    if (r.format === "ics")
      return encoder.encode(instantsCalendar(r.year, r.kinds, listed, r.lang, Date.parse((await origin.manifest()).lastModified)));
    return encoder.encode(
      JSON.stringify({ ok: true, year: r.year, tz: file.tz, civil_offset: file.civil_offset, count: listed.length, instants: listed }),
    );
  },
  unavailable: (r) => ({ year: r.year }),
});

/** `kind=`: a comma list of kinds by id or label (INSTANT_KIND_NAMES), each once (any order in, INSTANT_KINDS order out). */
export function parseKinds(raw: string | null): readonly InstantKind[] | ApiError {
  if (raw === null) return INSTANT_KINDS;
  const asked = raw.split(",").map((name) => INSTANT_KIND_NAMES.get(name));
  if (asked.includes(undefined))
    return invalidParameter("kind", raw, `kind must be a comma list of ${[...INSTANT_KIND_NAMES.keys()].join(", ")}`);
  return INSTANT_KINDS.filter((k) => asked.includes(k));
}

export const instants: EndpointFactory = (core) =>
  endpoint<InstantsRequest>({
    parse(routed) {
      const lang = parseLang(routed);
      if (isApiError(lang)) return lang;
      const format = checkParam(INSTANTS_FORMAT, routed.format);
      if (isApiError(format)) return format;
      const raw = checkParam(YEAR_PATH, routed.params["year"] ?? queryValue(routed.query, "year"));
      if (isApiError(raw)) return raw;
      const kinds = parseKinds(queryValue(routed.query, "kind"));
      if (isApiError(kinds)) return kinds;
      return { lang, format, year: Number(raw), kinds };
    },
    // Lite for every caller: instants are Lite data.
    authorize: () => "lite",
    coverage: (r, m) => (m !== null && yearInCoverage(r.year, m) ? r : outOfCoverage(m, { year: r.year })),
    key: canonicalKey<InstantsRequest>("instants", { year: "part", kinds: (kinds) => kinds.join(","), format: "option", lang: "option" }),
    body: bodyOf({ assembler: core.assembler, origin: core.origin }),
  });
