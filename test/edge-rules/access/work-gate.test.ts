/** The bound on heavy builds in flight (edge-rules/access/work-gate.ts): one per caller, two in all, the rest in arrival order. */
import { describe, expect, it } from "vitest";
import { WorkGate } from "../../../edge-rules/access/work-gate.ts";

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("WorkGate", () => {
  it("one build per caller and two in all run at once; the others wait, then start in arrival order", async () => {
    const gate = new WorkGate(2, 1);
    const started: string[] = [];
    const enter = (client: string, name: string) => gate.enter(client).then((release) => (started.push(name), release));
    const a1 = enter("a", "a1");
    const a2 = enter("a", "a2"); // a's second: waits for a1 though a slot is free
    const b1 = enter("b", "b1");
    const c1 = enter("c", "c1"); // both slots taken: waits
    await settled();
    expect(started).toEqual(["a1", "b1"]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    (await b1)(); // frees a slot: a2 is first in line but a still runs a1, so c1 starts
    await settled();
    expect(started).toEqual(["a1", "b1", "c1"]);
    const releaseA1 = await a1;
    releaseA1();
    releaseA1(); // a second release does nothing
    await settled();
    expect(started).toEqual(["a1", "b1", "c1", "a2"]);
    expect([gate.running, gate.waiting]).toEqual([2, 0]);
    (await c1)();
    (await a2)();
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });
});
