/**
 * The five phases (calendar/cycles/gogyo.ts) against tyme4ts (a dev dependency, github.com/6tail/tyme4ts), every stem,
 * branch and pair of phases: the phase of each stem and branch, the stems' yin and yang, and the producing (相生) and
 * overcoming (相剋) cycles, which the 通変星 and the glossary's 干支 texts read.
 */
import { describe, expect, it } from "vitest";
import { EarthBranch, Element, HeavenStem, YinYang } from "tyme4ts";
import { JIKKAN, JUNISHI } from "../../../calendar/names.ts";
import { branchPhase, GOGYO, isYangStem, phaseRelation, stemPhase } from "../../../calendar/cycles/gogyo.ts";

describe("gogyo", () => {
  it("names the phases in tyme4ts's order", () => {
    expect(GOGYO.map((_, i) => Element.fromIndex(i).getName())).toEqual([...GOGYO]);
  });

  it("gives every stem tyme4ts's phase and yin or yang", () => {
    for (const [i, name] of JIKKAN.entries()) {
      const stem = HeavenStem.fromName(name);
      expect([GOGYO[stemPhase(i)], isYangStem(i)], name).toEqual([stem.getElement().getName(), stem.getYinYang() === YinYang.YANG]);
    }
  });

  it("gives every branch tyme4ts's phase", () => {
    for (const [i, name] of JUNISHI.entries()) expect(GOGYO[branchPhase(i)], name).toBe(EarthBranch.fromName(name).getElement().getName());
  });

  it("relates every pair of phases as tyme4ts's producing and overcoming cycles", () => {
    for (const from of GOGYO.keys()) {
      const e = Element.fromIndex(from);
      const expected = new Map([
        [from, 0],
        [e.getReinforce().getIndex(), 1],
        [e.getRestrain().getIndex(), 2],
        [e.getRestrained().getIndex(), 3],
        [e.getReinforced().getIndex(), 4],
      ]);
      expect(expected.size).toBe(5);
      for (const to of GOGYO.keys()) expect(phaseRelation(from, to), `${GOGYO[from]} → ${GOGYO[to]}`).toBe(expected.get(to));
    }
  });
});
