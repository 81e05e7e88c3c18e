/** `GET /gw/life/{born}`, `gw.php?fn=life` (schemas/endpoints/life.ts): a life's years, from the 旧暦 table (and the 立春 of the birth year under kazoe_turn=risshun). */
import { kazoeYearOfBirth } from "../../calendar/life/ages.ts";
import { SEXES, type Lang, type Sex } from "../../calendar/names.ts";
import type { Rules } from "../../calendar/rules.ts";
import { civilDate, jstDayOfInstant, JDN_OF_DAY_ZERO, parseIsoDate } from "../../calendar/time/day-number.ts";
import { LIFE_SEX, LIFE_YEARS, LIFE_YEARS_PARAM, LIFE_YEARS_PATTERN } from "../../schemas/endpoints/life.ts";
import { lifeCost } from "../../schemas/plans.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { invalidParameter, isApiError, parseRules, queryValue, withLang } from "../routing/parameters.ts";
import { outOfCoverage } from "../routing/coverage.ts";
import { canonicalKey, rulesKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { KyurekiTables } from "../wareki/table.ts";
import { SetsuFiles } from "../birth/setsu-files.ts";
import { apiError } from "../errors/errors.ts";
import type { ApiError } from "../errors/api-error.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import { MissingData } from "../origin/assemble.ts";
import { afterLifeDates, impossibleIsoDate, readLifeDate } from "../life/read-date.ts";
import { lifeAnswer } from "../life/life-answer.ts";

/** A validated life request (a 和暦 text is read against the 旧暦 table when the body is built). */
export interface LifeRequest {
  readonly lang: Lang;
  readonly born: string;
  readonly sex: Sex | null;
  /** The years asked; null until the coverage stage fills the default from the clock. */
  readonly years: readonly number[] | null;
  readonly rules: Rules;
}

const encoder = new TextEncoder();

/** The years of a `years=` text, or why not. */
function readYears(text: string): number[] | string {
  const years = new Set<number>();
  for (const item of text.split(",")) {
    const [from, to] = item.includes("-") ? item.split("-").map(Number) : [Number(item), Number(item)];
    if (to! < from!) return `${item}: the range runs backwards`;
    if (to! - from! + 1 > LIFE_YEARS.max) return `at most ${LIFE_YEARS.max} years`;
    for (let y = from!; y <= to!; y++) years.add(y);
    if (years.size > LIFE_YEARS.max) return `at most ${LIFE_YEARS.max} years`;
  }
  return [...years].sort((a, b) => a - b);
}

const bodyOf = ({ kyureki, setsu }: { readonly kyureki: KyurekiTables; readonly setsu: SetsuFiles }): BodySpec<LifeRequest> => ({
  contentType: () => CONTENT_TYPE,
  upgradeInfo: false,
  async build(r, _view, version) {
    const table = await kyureki.table(version);
    const born = readLifeDate(table, r.born, "the birth");
    if (isApiError(born)) return born;
    const day = born.jdn - JDN_OF_DAY_ZERO;
    const years = r.years!;
    const { y } = civilDate(day);
    const bad = years.find((year) => year < y || year > y + LIFE_YEARS.span);
    if (bad !== undefined)
      return invalidParameter("years", String(bad), `years must run from the year of birth (${y}) to ${y + LIFE_YEARS.span}`);
    let risshun: number | null = null;
    if (r.rules.kazoe_turn === "risshun") {
      const found = await risshunDay(setsu, version, y);
      if (isApiError(found)) return found;
      risshun = found;
    }
    const kazoeYear = kazoeYearOfBirth(day, born.kyureki.year, r.rules.kazoe_turn, risshun);
    const birth = { day, kyureki: born.kyureki, kazoeYear, sex: r.sex };
    return encoder.encode(JSON.stringify(lifeAnswer(table, born, birth, years, r.rules, r.lang)));
  },
  unavailable: (r) => ({ date: r.born }),
});

/** The day of year `year`'s 立春 from the instants files, or the 404 naming why (the files hold 1871–2102). */
async function risshunDay(setsu: SetsuFiles, version: string, year: number): Promise<number | ApiError> {
  for (const read of [() => setsu.year(version, year), () => setsu.outerYear(version, year)]) {
    try {
      const found = (await read()).find((s) => s.name === "立春");
      if (found !== undefined) return parseIsoDate(found.date)!;
    } catch (error) {
      if (!(error instanceof MissingData)) throw error;
    }
  }
  return apiError("OUT_OF_COVERAGE", `rules=kazoe_turn:risshun needs the 立春 of ${year}, computed for the data coverage only`, {
    date: String(year),
  });
}

export const life: EndpointFactory = (core) =>
  endpoint<LifeRequest>({
    parse(routed) {
      return withLang<LifeRequest>(routed, () => {
        const born = routed.params["born"] ?? null;
        if (born === null) return apiError("DATE_REQUIRED", "born is required: the day of birth, YYYY-MM-DD or a 和暦 date");
        if (impossibleIsoDate(born))
          return apiError("INVALID_DATE", "born must be an existing day in YYYY-MM-DD (or a 和暦 date)", { date: born });
        const sexText = queryValue(routed.query, LIFE_SEX.name);
        const sex: Sex | null | undefined = sexText === null ? null : SEXES.find((s) => s === sexText);
        if (sex === undefined) return invalidParameter("sex", sexText!, `sex must be ${SEXES.join(" or ")}`);
        const yearsText = queryValue(routed.query, LIFE_YEARS_PARAM.name);
        let years: number[] | null = null;
        if (yearsText !== null) {
          const read = LIFE_YEARS_PATTERN.test(yearsText) ? readYears(yearsText) : "years must be YYYY, YYYY-YYYY or a comma list of both";
          if (typeof read === "string") return invalidParameter("years", yearsText, read);
          years = read;
        }
        const rules = parseRules(routed);
        if (isApiError(rules)) return rules;
        return { born, sex, years, rules };
      });
    },
    // Lite for every caller: a life's years hold no Pro value.
    authorize: () => "lite",
    // The default years are this year's (JST) and the nine after: the clock fills them here, so the key holds them.
    clockDependent: true,
    coverage: (r, m, now) => {
      if (m === null) return outOfCoverage(m, { date: r.born });
      if (afterLifeDates(r.born))
        return apiError("OUT_OF_COVERAGE", `the birth ${r.born} is after 2100-12-31, the last day of the 旧暦 table`, { date: r.born });
      if (r.years !== null) return r;
      const thisYear = civilDate(jstDayOfInstant(now)).y;
      return { ...r, years: Array.from({ length: LIFE_YEARS.default }, (_, i) => thisYear + i) };
    },
    // The years are known after the coverage stage (the default from the clock), before the cost is read.
    cost: (r) => lifeCost(r.years?.length ?? LIFE_YEARS.default),
    key: canonicalKey<LifeRequest>("life", {
      born: "part",
      sex: (sex) => sex ?? "",
      years: (years) => (years ?? []).join(","),
      rules: (rules) => rulesKey("life", rules),
      lang: "option",
    }),
    body: bodyOf({ kyureki: core.shared(KyurekiTables), setsu: core.shared(SetsuFiles) }),
  });
