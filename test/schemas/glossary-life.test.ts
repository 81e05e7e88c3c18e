/**
 * The glossary of the calendar of a life (schemas/glossary/life.ts): the memorial entries carry calendar/life/memorial.ts's
 * ids and names, the life entries LIFE_EVENT_LABELS, and lifeLabel gives every id its entry's English.
 */
import { describe, expect, it } from "vitest";
import { CHUIN, NENKI } from "../../calendar/life/memorial.ts";
import { buildGlossary } from "../../schemas/glossary/index.ts";
import { LIFE_ENTRIES, LIFE_EVENT_LABELS, lifeLabel, MEMORIAL_ENTRIES, MEMORIAL_IDS } from "../../schemas/glossary/life.ts";

const glossary = buildGlossary();

describe("memorial entries", () => {
  it("are CHUIN, NENKI, 祥月命日 and 月命日, with their ids and names, in the answer's order", () => {
    expect(glossary.fields.memorial.map((e) => [e.id, e.label])).toEqual([
      ...CHUIN.map((c) => [c.id, c.name]),
      ...NENKI.map((n) => [n.id, n.name]),
      ["shotsuki", "祥月命日"],
      ["tsuki", "月命日"],
    ]);
    expect(MEMORIAL_IDS).toEqual(glossary.fields.memorial.map((e) => e.id));
  });

  it("rules count the 中陰 from the day of death as day 1 and put each 年忌 on the 祥月命日 its years after", () => {
    for (const c of CHUIN) expect(MEMORIAL_ENTRIES.find((e) => e.id === c.id)!.rule, c.id).toContain(`the death + ${c.ordinal - 1} days`);
    for (const n of NENKI)
      expect(MEMORIAL_ENTRIES.find((e) => e.id === n.id)!.rule, n.id).toMatch(new RegExp(`^the 祥月命日 ${n.years} years? after`));
  });

  it("readings: しょなのか, いっしゅうき, ごじゅっかいき and しょうつきめいにち, as the cited pages print them", () => {
    const kana = new Map(MEMORIAL_ENTRIES.map((e) => [e.id, [e.kana, ...e.kana_alt]]));
    expect(kana.get("day-7")).toEqual(["しょなのか", "しょなぬか", "しょしちにち"]);
    expect(kana.get("year-1")).toEqual(["いっしゅうき"]);
    expect(kana.get("year-6")).toEqual(["しちかいき", "ななかいき"]);
    expect(kana.get("year-49")).toEqual(["ごじゅっかいき"]);
    expect(kana.get("shotsuki")).toEqual(["しょうつきめいにち"]);
  });

  it("the 二十五回忌 names the 浄土真宗 temples, the 三十三 and 五十回忌 弔い上げ", () => {
    const byId = new Map(MEMORIAL_ENTRIES.map((e) => [e.id, e]));
    expect(byId.get("year-24")!.source).toContain("jyoudoshinshu-syouenji.jp/menu/699646");
    expect(byId.get("year-24")!.source).toContain("sairaiji.com/hp/?p=57");
    for (const id of ["year-32", "year-49"]) expect(byId.get(id)!.summary_ja, id).toContain("弔い上げ");
  });
});

describe("life entries", () => {
  it("are LIFE_EVENT_LABELS, ids and labels, in its order", () => {
    expect(glossary.fields.life.map((e) => [e.id, e.label])).toEqual(Object.entries(LIFE_EVENT_LABELS));
    expect(LIFE_EVENT_LABELS.koki).toBe("古希");
    expect(LIFE_ENTRIES.find((e) => e.id === "koki")!.summary_ja).toContain("古稀");
  });

  it("厄年 readings are まえやく, ほんやく, あとやく and たいやく", () => {
    const kana = Object.fromEntries(LIFE_ENTRIES.map((e) => [e.id, e.kana]));
    expect([kana.zenyaku, kana.honyaku, kana.atoyaku, kana.taiyaku]).toEqual(["まえやく", "ほんやく", "あとやく", "たいやく"]);
  });
});

describe("lifeLabel (lang=en)", () => {
  it("gives every memorial and life id its entry's English, without kanji", () => {
    for (const e of [...glossary.fields.memorial, ...glossary.fields.life]) {
      expect(lifeLabel(e.id), e.id).toBe(e.en);
      expect(e.en, e.id).not.toMatch(/[一-龠]/);
    }
    expect(lifeLabel("day-49")).toBe("49th day service");
    expect(lifeLabel("year-2")).toBe("3rd year memorial");
  });

  it("the two fields' ids are distinct, so one id names one entry", () => {
    const ids = [...MEMORIAL_IDS, ...Object.keys(LIFE_EVENT_LABELS)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("throws for an id without an entry", () => {
    expect(() => lifeLabel("year-3")).toThrow(/no glossary entry/);
  });
});
