/**
 * The canonical keys of bodies (etag.ts: ETag = hash of the data version and this key). Each
 * endpoint's key is derived from its validated request (canonical-key.ts); these are the keys the
 * hand-built strings gave before, for sample requests of every endpoint and plan, so a change in
 * the derivation — and with it every ETag and cache entry — fails here.
 */
import { describe, expect, it } from "vitest";
import { Assembler } from "../../../edge-rules/origin/assemble.ts";
import { sharedStates, type CoreServices } from "../../../edge-rules/core.ts";
import { isApiError } from "../../../edge-rules/routing/parameters.ts";
import { endpointTable } from "../../../edge-rules/endpoints/index.ts";
import { routeUrl } from "../../../edge-rules/routing/route.ts";
import type { Plan } from "../../../schemas/plans.ts";
import { FixtureOrigin, MANIFEST, START_TIME } from "../fixtures.ts";
import { API_ENDPOINT_IDS, ENDPOINT_CONTRACTS } from "../../../schemas/endpoints/index.ts";
import { ERROR_CODES } from "../../../schemas/error-codes.ts";
import { getTestStatuses } from "../../support/endpoint-table.ts";

const origin = new FixtureOrigin();
const assembler = new Assembler(origin);
const core: CoreServices = {
  origin,
  assembler,
  yieldTurn: () => Promise.resolve(),
  serviceName: "koyomi-api",
  report: () => undefined,
  readManifest: () => Promise.resolve(MANIFEST),
  shared: sharedStates(origin, assembler),
};
const endpoints = endpointTable(core);

/** The canonical key of a request under a plan, or the code of the error it stops at. */
function keyOf(path: string, plan: Plan): string {
  const routed = routeUrl(`http://x${path}`)!;
  const endpoint = endpoints[routed.endpoint!];
  const parsed: unknown = endpoint.parse(routed, MANIFEST);
  if (isApiError(parsed)) return parsed.code;
  const view = endpoint.authorize(parsed, plan);
  if (isApiError(view)) return view.code;
  const covered: unknown = endpoint.coverage ? endpoint.coverage(parsed, MANIFEST, START_TIME) : parsed;
  if (isApiError(covered)) return covered.code;
  return endpoint.key(covered, view);
}

/** [plan, path, the key the hand-built strings gave]. */
const KEYS: readonly (readonly [Plan, string, string])[] = [
  ["lite", "/gw/health", "health"],
  ["pro", "/gw/health?view=lite", "health"],
  ["lite", "/gw/day/2025-06-01", "day|lite|2025-06-01"],
  ["pro", "/gw/day/2025-06-01", "day|pro|2025-06-01"],
  ["pro", "/gw/day/2025-06-01?view=lite&place=osaka", "day|lite|2025-06-01"],
  ["pro", "/gw.php?fn=day&date=2025-06-01&view=pro&place=osaka&lang=en&format=csv", "day|pro|2025-06-01|csv|place=osaka|lang=en"],
  ["lite", "/gw/day/2025-06-01?place=naha&lang=en", "day|lite|2025-06-01|lang=en"],
  ["lite", "/gw/range/2025-01-01/2025-01-07", "range|lite|2025-01-01|2025-01-07"],
  [
    "ultra",
    "/gw/range/2025-01-01/2025-12-31?format=csv&lang=en&place=sapporo",
    "range|pro|2025-01-01|2025-12-31|csv|place=sapporo|lang=en",
  ],
  ["pro", "/gw/range/2024-02-01/2024-03-01?view=lite&place=sapporo", "range|lite|2024-02-01|2024-03-01"],
  ["pro", "/gw/bulk/2025,2024,2025", "bulk|pro|2024,2025"],
  ["pro", "/gw/bulk/2024?view=lite&format=csv&place=osaka&lang=en", "bulk|pro|2024|csv|place=osaka|lang=en"],
  ["lite", "/gw/bulk/2024", "PLAN_REQUIRED"],
  ["lite", "/gw/glossary", "glossary"],
  ["pro", "/gw/glossary?view=pro", "glossary"],
  [
    "lite",
    "/gw/find?start=2025-06-01&end=2025-06-30&rokuyou=taian&weekday=sun,sat",
    'find|lite|{"start":"2025-06-01","end":"2025-06-30","rokuyou":["taian"],"weekday":["sun","sat"],"order":"date","limit":31}',
  ],
  [
    "pro",
    "/gw/find?start=2025-01-01&end=2025-12-31&purpose=wedding&min_score=2&order=score&limit=100&format=csv&lang=en",
    'find|pro|{"start":"2025-01-01","end":"2025-12-31","purpose":"wedding","min_score":2,"order":"score","limit":100}|csv|lang=en',
  ],
  [
    "pro",
    "/gw/find?start=2025-01-01&end=2025-03-31&notes=tensha&business=bank&closed=sat,2025-01-06&open=2025-01-04&holiday=false&gotobi=true",
    'find|pro|{"start":"2025-01-01","end":"2025-03-31","holiday":false,"gotobi":true,"business":"bank","closed":["sat","2025-01-06"],"open":["2025-01-04"],"notes":["tensha"],"order":"date","limit":31}',
  ],
  ["lite", "/gw/business/2025-12-31", "business|2025-12-31|national|0||"],
  [
    "lite",
    "/gw/business/2025-05-03?calendar=bank&closed=sat,sun&open=2025-05-03&lang=en",
    "business|2025-05-03|bank|96||2025-05-03|lang=en",
  ],
  ["lite", "/gw/business/2025-12-28/add/3", "business_add|2025-12-28|3|national|0||"],
  ["pro", "/gw/business/2025-12-28/add/-40?calendar=government&lang=en", "business_add|2025-12-28|-40|government|0|||lang=en"],
  ["lite", "/gw/business/2025-12-28/add/-0", "business_add|2025-12-28|0|national|0||"],
  ["lite", "/gw/business/count/2025-03-01/2025-03-31", "business_count|2025-03-01|2025-03-31|national|0||"],
  [
    "pro",
    "/gw/business/count/2024-01-01/2025-12-31?calendar=government&format=csv&lang=en&closed=2025-03-03",
    "business_count|2024-01-01|2025-12-31|government|0|2025-03-03||csv|lang=en",
  ],
  ["lite", "/gw/business/gotobi/2025/5", "gotobi|2025-5|previous|national|0||"],
  ["lite", "/gw/business/gotobi/2025/05?roll=next&calendar=bank&lang=en&closed=fri", "gotobi|2025-5|next|bank|16|||lang=en"],
  ["lite", "/gw/long-weekends/2025", "long_weekends|2025|national|0||"],
  [
    "lite",
    "/gw/long-weekends/2024?calendar=government&format=csv&lang=en&closed=2024-07-15",
    "long_weekends|2024|government|0|2024-07-15||csv|lang=en",
  ],
  ["lite", "/gw/wareki/1600-10-21", "wareki|gregorian|1600-10-21"],
  ["lite", "/gw/wareki/1582-10-10?calendar=julian&format=csv&lang=en", "wareki|julian|1582-10-10|csv|lang=en"],
  ["lite", "/gw/wareki?text=天正10年6月2日,慶長4年閏3月3日", 'wareki_list|gregorian|-|[[],["天正10年6月2日","慶長4年閏3月3日"]]'],
  [
    "lite",
    "/gw/wareki?date=2025-01-01,1600-10-21&calendar=julian&format=csv&lang=en&text=令和7年1月1日",
    'wareki_list|julian|julian|[["2025-01-01","1600-10-21"],["令和7年1月1日"]]|csv|lang=en',
  ],
  ["lite", "/gw/calendar.ics?include=holiday,rokuyou", "calendar-ics/2|holiday,rokuyou|||2025-05-01|2026-06-30|ja"],
  [
    "pro",
    "/gw/calendar.ics?include=rokuyou,holiday&years=2025&notes=tensha&purpose=wedding&min_score=2&lang=en",
    // A feed of notes or a purpose follows the day rules: its key names those not at their default (none here).
    "calendar-ics/2|holiday,rokuyou|tensha|wedding@2|2025-01-01|2025-12-31|en|rules=",
  ],
  [
    "pro",
    "/gw/calendar.ics?notes=daimyo&years=2025&rules=tyme4ts,daimyo:21,zi:late",
    "calendar-ics/2||daimyo||2025-01-01|2025-12-31|ja|rules=daimyo:21,kyusei_day:tyme4ts",
  ],
  ["lite", "/gw/calendar.ics?include=holiday&years=2025&rules=daimyo:21", "calendar-ics/2|holiday|||2025-01-01|2025-12-31|ja"],
  ["lite", "/gw/changes", "changes"],
  ["lite", "/gw/changes?view=lite", "changes"],
  ["lite", "/gw/changes.atom", "changes.atom"],
  ["lite", "/gw/instants/2025", "instants|2025|sekki,doyou,moon,eclipse"],
  ["lite", "/gw/instants/2024?kind=eclipse,sekki&format=ics&lang=en", "instants|2024|sekki,eclipse|ics|lang=en"],
  ["lite", "/gw/instants/2025?format=csv", "instants|2025|sekki,doyou,moon,eclipse|csv"],
  ["lite", "/gw/moment/2025-02-04T12:00+09:00", "moment|1738638000000|zi:early"],
  ["lite", "/gw/moment/2025-02-03T23:30+09:00?zi=late&lang=en", "moment|1738593000000|zi:late|lang=en"],
  ["lite", "/gw.php?fn=moment&at=2025-06-01T00:00Z", "moment|1748736000000|zi:early"],
  [
    "pro",
    "/gw/birth/2025-05-05T14:30+09:00?sex=male",
    "birth|2025-05-05T14:30+09:00|male|-|none|auto|zi:early,zokan:shirei,taiun_age:round,year_turn:risshun",
  ],
  [
    "pro",
    "/gw/birth/2024-05-05?sex=female&lang=en&longitude=135&solar=mean&dst=off",
    "birth|2024-05-05|female|135|mean|off|zi:early,zokan:shirei,taiun_age:round,year_turn:risshun|lang=en",
  ],
  [
    "pro",
    "/gw/birth/2025-05-05T23:30+09:00?rules=tyme4ts,zi:early",
    "birth|2025-05-05T23:30+09:00|-|-|none|auto|zi:early,zokan:honki,taiun_age:exact,year_turn:risshun",
  ],
  [
    "pro",
    "/gw/birth/2025-05-05T23:30+09:00?zi=late",
    "birth|2025-05-05T23:30+09:00|-|-|none|auto|zi:late,zokan:shirei,taiun_age:round,year_turn:risshun",
  ],
  ["lite", "/gw/moment/2025-02-03T23:30+09:00?rules=zi:late&zi=early", "moment|1738593000000|zi:early"],
  ["lite", "/gw/birth/2025-05-05", "PLAN_REQUIRED"],
  ["lite", "/llms.txt", "llms"],
  ["pro", "/llms.txt?view=pro", "llms"],
];

describe("canonical keys (derived from the validated request) are the keys of before", () => {
  it.each(KEYS)("%s %s", (plan, path, key) => {
    expect(keyOf(path, plan)).toBe(key);
  });

  it("pins keys of endpoints of the table only", () => {
    for (const [, path] of KEYS) expect(Object.keys(endpoints), path).toContain(routeUrl(`http://x${path}`)!.endpoint);
  });
});

/**
 * Every endpoint of the table, from its contract's own requests (docs/architecture.md#endpoints: testRequest, which
 * a Pro caller gets with 200, and the 200s of testStatuses): each has a key, named for its endpoint alone, so an
 * endpoint added to the table is checked here without a row. The rows above pin the keys of before; a new endpoint
 * has no key of before, and its own test may pin its keys.
 */
describe("every endpoint of the table has a key of its own", () => {
  const requests = API_ENDPOINT_IDS.map((id) => {
    const contract = ENDPOINT_CONTRACTS[id];
    const ok = getTestStatuses(contract).flatMap(([status, target]) => (status === 200 ? [target] : []));
    return { id, targets: [contract.testRequest, ...ok] };
  });

  it.each(requests)("$id", ({ id, targets }) => {
    for (const target of targets) {
      expect(routeUrl(`http://x${target}`)?.endpoint, target).toBe(id);
      expect(Object.keys(ERROR_CODES), `${target}: a key, not an error`).not.toContain(keyOf(target, "pro"));
    }
  });

  it("no two endpoints share a key's name (it is hashed into every ETag: never renamed, never reused)", () => {
    const names = requests.map(({ targets }) => keyOf(targets[0]!, "pro").split("|")[0]!);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
