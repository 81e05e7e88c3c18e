/**
 * `GET /gw/business/{date}` on the server exactly as `npm start` builds it (realServerForSuite:
 * startServer over a generated 2026, its own handler and compressor), asked the way people ask:
 * Node fetch (Accept-Encoding on, the label percent-encoded by the URL parser as a browser does),
 * and curl, which sends the characters of its command line as raw UTF-8. Hand-checked against the
 * 内閣府 list (2026-01-12 成人の日) and docs/calendar.md §13 (banks closed 12/31–1/3).
 */
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { realServerForSuite } from "../mcp/real-server.ts";

const base = realServerForSuite();

/** What curl sends for a URL typed on its command line: the target's bytes as UTF-8, unencoded. */
function curl(target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base());
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({ status: Number(text.split(" ")[1]), body: text.slice(text.indexOf("\r\n\r\n") + 4) });
    });
    socket.on("error", reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error("no answer in 5 s")));
    socket.end(
      Buffer.from(
        `GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUser-Agent: curl/8.5.0\r\nAccept: */*\r\nConnection: close\r\n\r\n`,
        "utf8",
      ),
    );
  });
}

describe("business/{date} on the real server", () => {
  it("answers Node fetch (compression accepted) with the day on the calendar", async () => {
    const res = await fetch(`${base()}/gw/business/2026-01-12?calendar=bank`);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(await res.json()).toEqual({
      ok: true,
      calendar: "bank",
      date: "2026-01-12",
      business: false,
      reason: "holiday",
      label: "成人の日",
      next: "2026-01-13",
      previous: "2026-01-09",
    });
  });

  it("takes a weekday label percent-encoded as a browser sends it, with the id's answer", async () => {
    const label = await fetch(`${base()}/gw/business/2026-01-14?closed=水`); // the URL parser encodes 水
    const id = await fetch(`${base()}/gw/business/2026-01-14?closed=wed`);
    expect(label.status).toBe(200);
    expect(await label.json()).toEqual(await id.json());
    expect(label.headers.get("etag")).toBe(id.headers.get("etag"));
  });

  it("answers curl's raw UTF-8 with the one-line 400 that says to percent-encode", async () => {
    const answer = await curl("/gw/business/2026-01-14?closed=水");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      ok: false,
      code: "MALFORMED_REQUEST",
      error: "the request target has raw non-ASCII bytes: percent-encode them as UTF-8 (水 → %E6%B0%B4)",
    });
    const encoded = await curl("/gw/business/2026-01-14?closed=%E6%B0%B4");
    expect(encoded.status).toBe(200);
    expect(JSON.parse(encoded.body)).toMatchObject({ business: false, reason: "custom", label: "休業日", next: "2026-01-15" });
  });
});
