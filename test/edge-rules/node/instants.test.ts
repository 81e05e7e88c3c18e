/**
 * GET /gw/instants/{year} on the real Node server over the shared 2026 tree (realServerForSuite),
 * asked with Node fetch (gzip accepted) and through POST /mcp: the file's bytes as JSON, `kind=`,
 * CSV, timed iCalendar events, lang=en, gw.php, and the 404 outside the coverage.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { request } from "node:http";
import ICAL from "ical.js";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { KoyomiClient } from "../../../clients/typescript/src/index.ts";
import { instantsExample } from "../../../generator/pages/docs-examples.ts";
import { EXAMPLE_INSTANTS_HEAD } from "../../../schemas/endpoints/instants.ts";
import { InstantsResponse, INSTANT_COLUMNS } from "../../../schemas/instants.ts";
import { instantsFilePath } from "../../../schemas/files/layout.ts";
import { realServerForSuite } from "../mcp/real-server.ts";

const base = realServerForSuite();

/** A raw GET with Accept-Encoding: gzip, the body as sent. */
function gzipGet(target: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base()}${target}`, { headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("GET /gw/instants/{year} on the real server", () => {
  it("answers the year's file byte for byte, gzipped when asked", async () => {
    const file = readFileSync(join(base.dir(), "public", instantsFilePath(2026)), "utf8");
    const res = await gzipGet("/gw/instants/2026");
    expect(res.status).toBe(200);
    expect(res.encoding).toBe("gzip");
    const text = gunzipSync(res.body).toString("utf8");
    expect(text).toBe(file);
    const body = InstantsResponse.parse(JSON.parse(text));
    expect(body.instants.filter((i) => i.kind === "sekki")).toHaveLength(24);
    expect(body.instants.filter((i) => i.kind === "moon").length).toBeGreaterThanOrEqual(48);
    expect(body.instants.find((i) => i.name === "立春")).toMatchObject({
      jst: "2026-02-04T05:02+09:00",
      utc: "2026-02-03T20:02Z",
      setsu: true,
    });
  });

  it("filters by kind= and answers gw.php the same", async () => {
    const res = await fetch(`${base()}/gw/instants/2026?kind=eclipse,doyou`);
    const body = InstantsResponse.parse(await res.json());
    expect(new Set(body.instants.map((i) => i.kind))).toEqual(new Set(["doyou", "eclipse"]));
    expect(body.count).toBe(body.instants.length);
    expect(body.instants.filter((i) => i.kind === "doyou").map((i) => i.kind === "doyou" && i.longitude)).toEqual([297, 27, 117, 207]);
    const gw = await fetch(`${base()}/gw.php?fn=instants&year=2026&kind=doyou,eclipse`);
    expect(await gw.json()).toEqual(body);
    const bad = await fetch(`${base()}/gw/instants/2026?kind=comet`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, code: "INVALID_PARAMETER", parameter: "kind" });
  });

  it("answers CSV rows with the instants' columns", async () => {
    const res = await fetch(`${base()}/gw/instants/2026?kind=sekki&format=csv`);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const rows: Record<string, string>[] = parse((await res.text()).replace(/^\uFEFF/, ""), { columns: true });
    expect(Object.keys(rows[0]!)).toEqual([...INSTANT_COLUMNS]);
    expect(rows).toHaveLength(24);
    expect(rows.find((r) => r.name === "立春")).toMatchObject({ jst: "2026-02-04T05:02+09:00", longitude: "315", setsu: "true" });
  });

  it("answers iCalendar with one timed event per instant (DTSTART in UTC, not all-day)", async () => {
    const res = await fetch(`${base()}/gw/instants/2026?kind=sekki,moon&format=ics`);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const json = InstantsResponse.parse(await (await fetch(`${base()}/gw/instants/2026?kind=sekki,moon`)).json());
    expect(events).toHaveLength(json.count);
    const risshun = events.find((e) => e.summary === "立春")!;
    expect(risshun.startDate.isDate).toBe(false);
    expect(risshun.startDate.toJSDate().toISOString()).toBe("2026-02-03T20:02:00.000Z");
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it("names the instants in English with lang=en", async () => {
    const body = InstantsResponse.safeParse(await (await fetch(`${base()}/gw/instants/2026?kind=sekki,moon&lang=en`)).json());
    expect(body.success).toBe(false); // English names are not the Japanese enum
    const raw = (await (await fetch(`${base()}/gw/instants/2026?kind=moon&lang=en`)).json()) as { instants: { name: string }[] };
    expect(new Set(raw.instants.map((i) => i.name))).toEqual(new Set(["new moon", "first quarter", "full moon", "last quarter"]));
  });

  it("answers 404 OUT_OF_COVERAGE outside the coverage and 400 for a year that is not four digits", async () => {
    const out = await fetch(`${base()}/gw/instants/2027`);
    expect(out.status).toBe(404);
    expect(await out.json()).toMatchObject({ ok: false, code: "OUT_OF_COVERAGE" });
    const bad = await fetch(`${base()}/gw/instants/26`);
    expect(bad.status).toBe(400);
  });

  it("answers the TypeScript client's instants and moment as the API does (JSON, CSV and ics text)", async () => {
    const client = new KoyomiClient({ baseUrl: base() });
    expect(await client.instants("2026", { kind: "sekki" })).toEqual(await (await fetch(`${base()}/gw/instants/2026?kind=sekki`)).json());
    expect(await client.instants("2026", { format: "ics" })).toBe(await (await fetch(`${base()}/gw/instants/2026?format=ics`)).text());
    expect(await client.instants("2026", { format: "csv" })).toBe(await (await fetch(`${base()}/gw/instants/2026?format=csv`)).text());
    expect(await client.moment("2026-02-04T05:01+09:00", { zi: "late" })).toEqual(
      await (await fetch(`${base()}/gw/moment/2026-02-04T05:01+09:00?zi=late`)).json(),
    );
  });

  it("keeps the API reference's example true (its shown instants)", async () => {
    const example = instantsExample(2026);
    const body = (await (await fetch(`${base()}${example.request}`)).json()) as { instants: unknown[] };
    const shown = example.response as { instants: unknown[] };
    expect(body).toMatchObject({ ...shown, instants: body.instants });
    expect(body.instants.slice(0, 3)).toEqual(shown.instants);
  });

  it("keeps the OpenAPI example true: 2025's first 節気 as computed", async () => {
    // The tree holds 2026 only: the example's 2025 minutes are checked against NAOJ's table instead.
    const naoj = readFileSync(join(import.meta.dirname, "../../reference/naoj_sekki24_2024_2027.csv"), "utf8");
    for (const i of EXAMPLE_INSTANTS_HEAD) expect(naoj).toContain(`${i.jst.slice(0, 10)},${i.jst.slice(11, 16)},${i.name},${i.longitude}`);
  });
});
