/**
 * Auspicious and open in one request: the finder's `business=` (with `closed=`/`open=`) and `gotobi=`, checked
 * against a linear scan — the finder's days without them, minus the closed days that `/gw/business/count` lists
 * for the same calendar, or filtered by the 五十日 rule — over the widest shared tree (2020–2030; the whole
 * 1873–2100 is measured by bench/find-business.ts, not generated here). Hand-checked: the first bank business day
 * after 2026-03-01 that is 大安 and not 三隣亡.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedTree, getJson, type GeneratedTree } from "../support/generated-tree.ts";
import { TOKENS } from "./fixtures.ts";

let tree: GeneratedTree;
beforeAll(async () => {
  tree = await generatedTree(2020, 2030);
}, 240_000);
afterAll(() => tree?.cleanup());

const START = "2020-01-01";
const END = "2030-12-31";

/** Every day the finder returns for `query` over the span (Pro: the whole span, paged by 366). */
async function found(query: string): Promise<string[]> {
  const days: string[] = [];
  let start: string | null = START;
  while (start !== null) {
    const { status, body } = await getJson(tree.handler, `/gw/find?start=${start}&end=${END}&limit=366&${query}&token=${TOKENS.pro}`);
    expect(status, JSON.stringify(body)).toBe(200);
    days.push(...(body.days as { iso: string }[]).map((d) => d.iso));
    start = body.next as string | null;
  }
  return days;
}

/** The closed days of a calendar (and custom rules) over the span, from the business endpoint. */
async function closedDays(rules: string): Promise<Set<string>> {
  const { status, body } = await getJson(tree.handler, `/gw/business/count/${START}/${END}?${rules}&token=${TOKENS.pro}`);
  expect(status).toBe(200);
  return new Set((body.closed as { date: string }[]).map((c) => c.date));
}

/** The 五十日 rule, independently: the 5s and 10s up to 25, and the month's last day. */
function isGotobi(iso: string): boolean {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return [5, 10, 15, 20, 25].includes(d) || d === new Date(Date.UTC(y, m, 0)).getUTCDate();
}

describe("the finder's business= and gotobi= against a linear scan (2020–2030)", () => {
  const cases: [string, string, boolean][] = [
    ["rokuyou=taian&not_notes=sanrinbou", "calendar=bank", false],
    ["rokuyou=taian,tomobiki&weekday=mon,fri", "calendar=government&closed=fri&open=2024-12-27", false],
    ["notes=ichiryu-manbai", "calendar=national", true],
  ];
  for (const [conditions, rules, gotobi] of cases) {
    it(`${conditions} ∩ open on ${rules}${gotobi ? " ∩ 五十日" : ""}`, async () => {
      const business = rules.replace("calendar=", "business=");
      const combined = await found(`${conditions}&${business}${gotobi ? "&gotobi=true" : ""}`);
      const closed = await closedDays(rules);
      const scan = (await found(conditions)).filter((iso) => !closed.has(iso) && (!gotobi || isGotobi(iso)));
      expect(scan.length).toBeGreaterThan(10);
      expect(combined).toEqual(scan);
    }, 120_000);
  }
});

describe("one request: auspicious and open", () => {
  it("the first bank business day after 2026-03-01 that is 大安 and not 三隣亡 is 2026-03-11 (Wednesday)", async () => {
    // Hand-checked: 旧暦 1月1日 is 2026-02-17 (朔 21:01 JST), so 大安 ((month + day) mod 6 = 0) falls on 3/5 (旧1月17日)
    // and 3/11. 3/5 is a 寅 day (2026-01-01 乙亥 + 63 days) in the 卯月 that begins at 啓蟄 on 3/5: 三隣亡 (卯・午・酉・子月
    // の寅日). 3/11 (申 day) is a Wednesday, open at banks.
    const { status, body } = await getJson(
      tree.handler,
      `/gw/find?start=2026-03-02&end=2026-03-31&business=bank&rokuyou=taian&not_notes=sanrinbou&limit=1&token=${TOKENS.pro}`,
    );
    expect(status).toBe(200);
    expect((body.days as { iso: string }[]).map((d) => d.iso)).toEqual(["2026-03-11"]);
  });

  it("closed= and open= need business=; a bad calendar is a JSON 400 naming the parameter", async () => {
    for (const [query, parameter] of [
      ["closed=sat", "closed"],
      ["open=2026-01-01", "open"],
      ["business=shop", "business"],
      ["business=bank&closed=someday", "closed"],
      ["gotobi=yes", "gotobi"],
    ] as const) {
      const { status, body } = await getJson(tree.handler, `/gw/find?start=2026-03-01&end=2026-03-31&${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ ok: false, code: "INVALID_PARAMETER", parameter });
    }
  });

  it("echoes business, closed and open in query, normalized", async () => {
    const { body } = await getJson(
      tree.handler,
      "/gw/find?start=2026-03-01&end=2026-03-31&business=bank&closed=2026-03-10,金,mon&open=2026-03-20",
    );
    expect(body.query).toMatchObject({ business: "bank", closed: ["mon", "fri", "2026-03-10"], open: ["2026-03-20"] });
  });
});
