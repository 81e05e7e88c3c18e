/**
 * Day records under the request's day rules (edge-rules/origin/day-rules.ts over almanac-files.ts): the almanac of
 * the published files gives back every prerendered record's rule fields under the defaults, on every day of two
 * generated trees (the coverage's first years, whose margins are the outer file, and recent years); every value of
 * every day rule gives the generator's own answer (its computed almanac) and changes no field but the rule fields;
 * and the API names the rules, keys the ETag on them, and leaves the lite view alone.
 */
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ComputedAlmanac } from "../../../generator/almanac.ts";
import { proFields } from "../../../calendar/records/pro-fields.ts";
import { applyRules, DEFAULT_RULES, RULES, type Rules } from "../../../calendar/rules.ts";
import { dayNumber, isoDate } from "../../../calendar/time/day-number.ts";
import { AlmanacFiles } from "../../../edge-rules/origin/almanac-files.ts";
import { Assembler } from "../../../edge-rules/origin/assemble.ts";
import { RULE_FIELDS, ruledRecord } from "../../../edge-rules/origin/day-rules.ts";
import { createFsOrigin } from "../../../edge-rules/node/fs-origin.ts";
import { yearFilePath } from "../../../schemas/files/layout.ts";
import { generatedTree, type GeneratedTree } from "../../support/generated-tree.ts";
import { TOKENS } from "../fixtures.ts";
import { readFileSync } from "node:fs";
import { expectEqual } from "../../support/mismatches.ts";

/**
 * Trees other files generate too (one generation a run), and the years of each checked day by day: the coverage's
 * first years (the two years before them are the outer file's), and 2020–2022, where every 日家九星 method differs
 * from the default (27 to 222 days of 2020).
 */
const SPANS = [
  { tree: [1873, 1888], checked: [1873, 1876] },
  { tree: [2020, 2030], checked: [2020, 2022] },
] as const;

type Record_ = { readonly iso: string } & Record<string, unknown>;

interface Side {
  readonly tree: GeneratedTree;
  readonly files: AlmanacFiles;
  readonly version: string;
  readonly records: readonly Record_[];
  /** The generator's almanac of the same years (its ephemerides). */
  readonly computed: ComputedAlmanac;
}

const sides: Side[] = [];
beforeAll(async () => {
  for (const {
    tree: [treeFrom, treeTo],
    checked: [from, to],
  } of SPANS) {
    const tree = await generatedTree(treeFrom, treeTo);
    const origin = createFsOrigin({ root: join(tree.dir, "public") });
    const files = new AlmanacFiles(origin, new Assembler(origin), (Kind) => new Kind(origin));
    const records: Record_[] = [];
    for (let y = from; y <= to; y++) {
      records.push(...(JSON.parse(readFileSync(join(tree.dir, "public", yearFilePath(y)), "utf8")) as Record_[]));
    }
    sides.push({ tree, files, version: (await origin.manifest()).dataVersion, records, computed: new ComputedAlmanac(from, to) });
  }
}, 300_000);

/** Each record under `rules` over the published files' almanac of its year. */
async function ruled(side: Side, rules: Rules): Promise<Record_[]> {
  const out: Record_[] = [];
  for (const record of side.records) {
    const almanac = await side.files.almanac(side.version, Number(record.iso.slice(0, 4)), Number(record.iso.slice(0, 4)));
    out.push(ruledRecord(record, almanac, rules));
  }
  return out;
}

/** Every non-default value of every day rule, one at a time. */
const VARIANTS: [string, Rules][] = RULES.filter((rule) => rule.answers.includes("day")).flatMap((rule) =>
  rule.values.filter((v) => v !== rule.default).map((v): [string, Rules] => [`${rule.id}:${v}`, applyRules({ [rule.id]: v })]),
);

describe("records computed from the published files", () => {
  it("are the prerendered records under the default rules, on every day of both trees", async () => {
    let days = 0;
    for (const side of sides) {
      const again = await ruled(side, DEFAULT_RULES);
      again.forEach((record, i) => expectEqual(record, side.records[i], record.iso));
      days += again.length;
    }
    expect(days).toBe(SPANS.reduce((n, { checked: [a, b] }) => n + dayNumber(b + 1, 1, 1) - dayNumber(a, 1, 1), 0));
  });

  it.each(VARIANTS)("under %s equal the generator's own almanac and change only the rule fields", async (_name, rules) => {
    let changed = 0;
    for (const side of sides) {
      const from = Number(side.records[0]!.iso.slice(0, 4));
      const computed = side.computed;
      const edge = await ruled(side, rules);
      edge.forEach((record, i) => {
        const prerendered = side.records[i]!;
        const day = dayNumber(from, 1, 1) + i;
        expectEqual(record.iso, isoDate(day), "iso");
        const generator = proFields(computed, computed.day(day), rules);
        for (const field of RULE_FIELDS) expectEqual(record[field], generator[field], `${record.iso} ${field}`);
        for (const key of Object.keys(prerendered)) {
          if (!(RULE_FIELDS as readonly string[]).includes(key)) expectEqual(record[key], prerendered[key], `${record.iso} ${key}`);
        }
        if (RULE_FIELDS.some((field) => JSON.stringify(record[field]) !== JSON.stringify(prerendered[field]))) changed++;
      });
    }
    expect(changed, "a variant that changes no day of the trees is not tested").toBeGreaterThan(0);
  });
});

describe("rules= on day, range and bulk", () => {
  const PRO = { headers: { authorization: `Bearer ${TOKENS.pro}` } };
  const get = (path: string, init: RequestInit = PRO) => sides[1]!.tree.handler(new Request(`http://x${path}`, init));

  it("names the day rules of a Pro body (defaults included) and computes its records under them", async () => {
    const plain = (await (await get("/gw/range/2020-01-01/2020-12-31")).json()) as { rules: Record<string, string>; days: Record_[] };
    expect(plain.rules).toEqual(Object.fromEntries(RULES.filter((r) => r.answers.includes("day")).map((r) => [r.id, r.default])));
    const short = await get("/gw/range/2020-01-01/2020-12-31?rules=daimyo:21");
    expect(short.status).toBe(200);
    const body = (await short.json()) as { rules: Record<string, string>; days: Record_[] };
    expect(body.rules["daimyo"]).toBe("21");
    const daimyo = (days: Record_[]) => days.filter((d) => (d["notes_arr"] as { id: string }[]).some((n) => n.id === "daimyo")).length;
    expect(daimyo(body.days)).toBeLessThan(daimyo(plain.days));
    expect(daimyo(body.days)).toBeGreaterThan(0);
  });

  it("keys the ETag on the day rules not at their default, whatever spells them", async () => {
    const etag = async (path: string) => (await get(path)).headers.get("etag");
    const plain = await etag("/gw/day/2020-05-05");
    expect(await etag("/gw/day/2020-05-05?rules=daimyo:25")).toBe(plain);
    expect(await etag("/gw/day/2020-05-05?rules=zi:late")).toBe(plain);
    const tyme = await etag("/gw/day/2020-05-05?rules=tyme4ts");
    expect(tyme).not.toBe(plain);
    expect(await etag("/gw/day/2020-05-05?rules=kyusei_day:tyme4ts,zi:late")).toBe(tyme);
    expect(await etag("/gw/bulk/2020?rules=tyme4ts")).not.toBe(await etag("/gw/bulk/2020"));
  });

  it("names the rules of a Pro CSV answer in X-Rules (none for lite), and charges a computed range its days", async () => {
    const csv = await get("/gw/range/2020-01-01/2020-12-31?format=csv&rules=daimyo:21");
    expect(csv.headers.get("x-rules")).toBe("daimyo=21, shanichi=noon, jippoukure=10days, kyusei_day=koyomi8");
    expect((await get("/gw/range/2020-01-01/2020-01-31?format=csv", {})).headers.get("x-rules")).toBeNull();
    const plain = Number((await get("/gw/range/2020-01-01/2020-12-31")).headers.get("x-ratelimit-cost"));
    const ruled = Number((await get("/gw/range/2020-01-01/2020-12-31?rules=daimyo:21")).headers.get("x-ratelimit-cost"));
    // docs/interface.md#what-a-request-costs: ⌈ days × weight ÷ 64 + days ÷ 32 ⌉, the Pro weight 2.
    expect(plain).toBe(Math.ceil((366 * 2) / 64));
    expect(ruled).toBe(Math.ceil((366 * 2) / 64 + 366 / 32));
  });

  it("leaves the lite view as it was: no rules named, none applied", async () => {
    const lite = await (await get("/gw/day/2020-05-05", {})).text();
    expect(await (await get("/gw/day/2020-05-05?rules=tyme4ts", {})).text()).toBe(lite);
    expect(lite).not.toContain('"rules"');
  });

  it("refuses an unknown rule or value with 400 naming it", async () => {
    const res = await get("/gw/range/2020-01-01/2020-01-31?rules=daimyo:30");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; parameter: string; error: string };
    expect(body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "rules" });
    expect(body.error).toContain('daimyo has no value "30"');
  });
});
