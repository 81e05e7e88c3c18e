/** `GET /gw/memorial/{death}`, `gw.php?fn=memorial` (schemas/endpoints/memorial.ts): a death's memorial days, from the 旧暦 table and the day index. */
import { reckonDeath } from "../../calendar/life/old-style.ts";
import type { Lang } from "../../calendar/names.ts";
import type { Rules } from "../../calendar/rules.ts";
import { JDN_OF_DAY_ZERO } from "../../calendar/time/day-number.ts";
import { LIFE_DATES, MEMORIAL_YEAR, MEMORIAL_YEAR_PATTERN } from "../../schemas/endpoints/memorial.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { invalidParameter, isApiError, parseRules, queryValue, withLang } from "../routing/parameters.ts";
import { outOfCoverage } from "../routing/coverage.ts";
import { canonicalKey, rulesKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { KyurekiTables } from "../wareki/table.ts";
import { apiError } from "../errors/errors.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import { afterLifeDates, impossibleIsoDate, readLifeDate } from "../life/read-date.ts";
import { Finder } from "../find/answer.ts";
import { DayFactsReader } from "../life/day-facts.ts";
import { memorialAnswer } from "../life/memorial-answer.ts";

/** A validated memorial request: the texts as sent (a 和暦 text is read against the 旧暦 table when the body is built). */
export interface MemorialRequest {
  readonly lang: Lang;
  readonly death: string;
  readonly birth: string | null;
  readonly year: number | null;
  readonly rules: Rules;
}

const encoder = new TextEncoder();
const LAST_YEAR = Number(LIFE_DATES.to.slice(0, 4));

const bodyOf = ({ kyureki, finder }: { readonly kyureki: KyurekiTables; readonly finder: Finder }): BodySpec<MemorialRequest> => ({
  contentType: () => CONTENT_TYPE,
  upgradeInfo: false,
  async build(r, _view, version) {
    const table = await kyureki.table(version);
    const death = readLifeDate(table, r.death, "the death");
    if (isApiError(death)) return death;
    const deathDay = death.jdn - JDN_OF_DAY_ZERO;
    let birth: number | null = null;
    if (r.birth !== null) {
      const born = readLifeDate(table, r.birth, "the birth");
      if (isApiError(born)) return invalidParameter("birth", r.birth, born.message);
      birth = born.jdn - JDN_OF_DAY_ZERO;
      if (birth > deathDay) return invalidParameter("birth", r.birth, `birth ${r.birth} is after the death (${death.gregorian})`);
    }
    const reckoning = reckonDeath(table, deathDay, r.rules.old_death)!;
    const first = reckoning.kyureki?.year ?? reckoning.year;
    const year = r.year ?? first + 1;
    if (year < first) return invalidParameter("year", String(year), `year must be from the year of death (${first}) to ${LAST_YEAR}`);
    const facts = new DayFactsReader(table, await finder.index(version), r.lang);
    const answer = memorialAnswer(table, facts, { reckoning, wareki: death.wareki, birth, year, rules: r.rules, lang: r.lang });
    return encoder.encode(JSON.stringify(answer));
  },
  unavailable: (r) => ({ date: r.death }),
});

export const memorial: EndpointFactory = (core) =>
  endpoint<MemorialRequest>({
    parse(routed) {
      return withLang<MemorialRequest>(routed, () => {
        const death = routed.params["death"] ?? null;
        if (death === null) return apiError("DATE_REQUIRED", "death is required: the day of death, YYYY-MM-DD or a 和暦 date");
        if (impossibleIsoDate(death))
          return apiError("INVALID_DATE", "death must be an existing day in YYYY-MM-DD (or a 和暦 date)", { date: death });
        const yearText = queryValue(routed.query, MEMORIAL_YEAR.name);
        let year: number | null = null;
        if (yearText !== null) {
          year = MEMORIAL_YEAR_PATTERN.test(yearText) ? Number(yearText) : NaN;
          if (!(year <= LAST_YEAR)) return invalidParameter("year", yearText, `year must be a year from the year of death to ${LAST_YEAR}`);
        }
        const rules = parseRules(routed);
        if (isApiError(rules)) return rules;
        return { death, birth: queryValue(routed.query, "birth"), year, rules };
      });
    },
    // Lite for every caller: memorial days hold no Pro value.
    authorize: () => "lite",
    // The 旧暦 table covers 445–2100 whatever years the tree's day files cover; without a manifest no data is served.
    coverage: (r, m) => {
      if (m === null) return outOfCoverage(m, { date: r.death });
      return afterLifeDates(r.death)
        ? apiError("OUT_OF_COVERAGE", `the death ${r.death} is after ${LIFE_DATES.to}, the last day of the 旧暦 table`, {
            date: r.death,
          })
        : r;
    },
    key: canonicalKey<MemorialRequest>("memorial", {
      death: "part",
      birth: (birth) => birth ?? "",
      year: (year) => (year === null ? "" : String(year)),
      rules: (rules) => rulesKey("memorial", rules),
      lang: "option",
    }),
    body: bodyOf({ kyureki: core.shared(KyurekiTables), finder: core.shared(Finder) }),
  });
