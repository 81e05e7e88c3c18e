/**
 * The build gate of the feed endpoint (edge-rules/feed/build-slots.ts): never more than `max`
 * running, waiters served in arrival order, a full queue refused, a double release harmless.
 */
import { describe, expect, it } from "vitest";
import { BuildSlots, type ReleaseSlot } from "../../../edge-rules/feed/build-slots.ts";

describe("BuildSlots", () => {
  it("runs at most max at once, queues up to maxWaiting in order, refuses the next", async () => {
    const slots = new BuildSlots(2, 3);
    const order: number[] = [];
    const releases: ReleaseSlot[] = [];
    const requests = Array.from(
      { length: 6 },
      (_, i) => slots.acquire()?.then((release) => (order.push(i), releases.push(release))) ?? null,
    );
    expect(requests[5]).toBeNull();
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    expect({ running: slots.running, waiting: slots.waiting }).toEqual({ running: 2, waiting: 3 });
    releases[0]!();
    releases[0]!(); // a second call must not free another slot
    await Promise.all(requests.slice(0, 3).filter((r) => r !== null));
    expect(order).toEqual([0, 1, 2]);
    expect({ running: slots.running, waiting: slots.waiting }).toEqual({ running: 2, waiting: 2 });
    for (let i = 1; i < 5; i++) {
      releases[i]!();
      await Promise.resolve();
      await Promise.resolve();
    }
    await Promise.all(requests.slice(0, 5).filter((r) => r !== null));
    expect(order).toEqual([0, 1, 2, 3, 4]);
    releases[5 - 1]!();
    expect({ running: slots.running, waiting: slots.waiting }).toEqual({ running: 0, waiting: 0 });
  });
});
