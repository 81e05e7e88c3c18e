/**
 * The Workers adapters on their own (no workerd): the assets origin, the KV token store and the
 * rate-limit vars. Their behaviour inside workerd is covered by worker.test.ts.
 */
import { describe, expect, it, vi } from "vitest";
import { assetsOrigin } from "../../../edge-rules/worker/assets-origin.ts";
import { kvTokenStore, parseTokenRecord } from "../../../edge-rules/worker/kv-tokens.ts";
import { DEFAULT_RATE_LIMITS } from "../../../edge-rules/access/plan.ts";
import { rateLimitVar } from "../../../edge-rules/worker/worker-handler.ts";
import { isSafeDataPath } from "../../../edge-rules/origin/origin.ts";

const MANIFEST = {
  dataVersion: "0123456789abcdef",
  lastModified: "Tue, 01 Apr 2025 00:00:00 GMT",
  coverage: { from: 2025, to: 2025 },
  holidaysConfirmedThrough: 2027,
  files: {},
};

/** A fake ASSETS binding over a map of files; records the paths asked for. */
function fakeAssets(files: Record<string, string>, status: Record<string, number> = {}) {
  const asked: string[] = [];
  return {
    asked,
    fetch: vi.fn(async (input: Request | string | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = url.pathname.slice(1);
      asked.push(path);
      if (status[path] !== undefined) return new Response("boom", { status: status[path] });
      const text = files[path];
      return text === undefined ? new Response("not found", { status: 404 }) : new Response(text);
    }),
  };
}

const month = (ym: string, days: number, view = "pro"): string =>
  `[\n${Array.from({ length: days }, (_, i) => `{"iso":"${ym}-${String(i + 1).padStart(2, "0")}","view":"${view}"}`).join(",\n")}\n]\n`;

describe("assetsOrigin", () => {
  it("reads files by path from https://assets.local/<path>; a 404 is null", async () => {
    const assets = fakeAssets({ "lite/gw/day/2025-01-01.json": "LITE" });
    const origin = assetsOrigin(assets);
    expect(await origin.read("lite/gw/day/2025-01-01.json")).toBe("LITE");
    expect(await origin.read("lite/gw/month/2025-01.json")).toBeNull();
    const first = assets.fetch.mock.calls[0]?.[0] as Request;
    expect(first.url).toBe("https://assets.local/lite/gw/day/2025-01-01.json");
  });

  it("never asks for a path that is not one plain file", async () => {
    const assets = fakeAssets({});
    const origin = assetsOrigin(assets);
    for (const path of [
      "../pro/x.json",
      "lite/../pro/x.json",
      "/pro/x.json",
      "pro//x.json",
      "pro/%2e%2e/x",
      "pro/./x",
      "",
      "pro/x.json?y",
      "pro\\x",
    ]) {
      expect(isSafeDataPath(path), path).toBe(false);
      expect(await origin.read(path)).toBeNull();
    }
    expect(assets.asked).toEqual([]);
    expect(isSafeDataPath("pro/gw/year/2025.json")).toBe(true);
  });

  it("throws on other statuses (the handler answers 404 and reports it)", async () => {
    const origin = assetsOrigin(fakeAssets({}, { "pro/gw/year/2025.json": 500 }));
    await expect(origin.read("pro/gw/year/2025.json")).rejects.toThrow(/500/);
  });

  it("reads the manifest once per isolate, and retries after a failure", async () => {
    const files: Record<string, string> = {};
    const assets = fakeAssets(files);
    const origin = assetsOrigin(assets);
    await expect(origin.manifest()).rejects.toThrow(/manifest\.json is missing/);
    files["manifest.json"] = JSON.stringify(MANIFEST);
    expect(await origin.manifest()).toEqual({
      dataVersion: MANIFEST.dataVersion,
      lastModified: MANIFEST.lastModified,
      coverage: MANIFEST.coverage,
      holidaysConfirmedThrough: MANIFEST.holidaysConfirmedThrough,
    });
    await origin.manifest();
    expect(assets.asked.filter((p) => p === "manifest.json")).toHaveLength(2);
    const fresh = assetsOrigin(fakeAssets({ "manifest.json": "{}" }));
    await expect(fresh.manifest()).rejects.toThrow(/lacks/);
  });

  it("answers a missing day file from its month file, then goes to month files directly", async () => {
    const assets = fakeAssets({ "pro/gw/month/2025-02.json": month("2025-02", 28) });
    const origin = assetsOrigin(assets);
    expect(await origin.read("pro/gw/day/2025-02-03.json")).toBe(
      '{"ok":true,"view":"pro","date":"2025-02-03","day":{"iso":"2025-02-03","view":"pro"}}',
    );
    expect(await origin.read("pro/gw/day/2025-02-28.json")).toBe(
      '{"ok":true,"view":"pro","date":"2025-02-28","day":{"iso":"2025-02-28","view":"pro"}}',
    );
    expect(assets.asked).toEqual(["pro/gw/day/2025-02-03.json", "pro/gw/month/2025-02.json"]);
    expect(await origin.read("pro/gw/day/2025-02-29.json")).toBeNull();
    expect(await origin.read("pro/gw/day/2025-03-01.json")).toBeNull();
    // A malformed month file is no data, not a wrong day.
    const bad = assetsOrigin(fakeAssets({ "lite/gw/month/2025-02.json": month("2025-02", 27) }));
    expect(await bad.read("lite/gw/day/2025-02-03.json")).toBeNull();
  });

  it("answers a missing Pro month file (and its days) from the year file's lines, then goes to the year files directly", async () => {
    const year = `[\n${Array.from({ length: 365 }, (_, i) => {
      const d = new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
      return `{"iso":"${d}","view":"pro"}`;
    }).join(",\n")}\n]\n`;
    const assets = fakeAssets({ "pro/gw/year/2025.json": year });
    const origin = assetsOrigin(assets);
    expect(await origin.read("pro/gw/month/2025-02.json")).toBe(month("2025-02", 28));
    expect(await origin.read("pro/gw/month/2025-12.json")).toBe(month("2025-12", 31));
    expect(await origin.read("pro/gw/day/2025-03-31.json")).toBe(
      '{"ok":true,"view":"pro","date":"2025-03-31","day":{"iso":"2025-03-31","view":"pro"}}',
    );
    expect(assets.asked).toEqual(["pro/gw/month/2025-02.json", "pro/gw/year/2025.json", "pro/gw/day/2025-03-31.json"]);
    expect(await origin.read("pro/gw/month/2025-13.json")).toBeNull();
    expect(await origin.read("pro/gw/month/2026-01.json")).toBeNull();
    // A lite month is never sliced from the (Pro) year file.
    expect(await origin.read("lite/gw/month/2025-02.json")).toBeNull();
  });
});

describe("kvTokenStore", () => {
  const record = { id: "tok_1", sha256: "x", plan: "pro", label: "l", created: "2025-01-01T00:00:00Z", expires: null, revoked: false };
  const hash = "a".repeat(64);

  it("looks a record up under the token's SHA-256 hex", async () => {
    const get = vi.fn(async (key: string) => (key === hash ? JSON.stringify(record) : null));
    const store = kvTokenStore({ get });
    expect(await store.lookup(hash)).toEqual({ id: "tok_1", plan: "pro", expires: null, revoked: false });
    expect(await store.lookup(hash.toUpperCase())).not.toBeNull();
    expect(await store.lookup("b".repeat(64))).toBeNull();
    expect(await store.lookup("not-a-hash")).toBeNull();
    expect(get).toHaveBeenCalledTimes(3);
  });

  it("treats a value that is not a record as unknown (fail closed)", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const text of [
      "",
      "{",
      "null",
      "[]",
      '{"id":"t"}',
      '{"id":"t","plan":"free"}',
      '{"id":"","plan":"pro"}',
      '{"id":"t","plan":"pro","revoked":"no"}',
      '{"id":"t","plan":"pro","expires":5}',
    ]) {
      expect(parseTokenRecord(text), text).toBeNull();
    }
    expect(parseTokenRecord('{"id":"t","plan":"ultra","expires":"2030-01-01","revoked":true}')).toEqual({
      id: "t",
      plan: "ultra",
      expires: "2030-01-01",
      revoked: true,
    });
  });
});

describe("rate-limit vars", () => {
  it("reads positive integers and falls back (loudly) on anything else", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(rateLimitVar("RATE_LIMIT_PRO", "600", 1)).toBe(600);
    expect(rateLimitVar("RATE_LIMIT_PRO", " 42 ", 1)).toBe(42);
    expect(rateLimitVar("RATE_LIMIT_PRO", 7, 1)).toBe(7);
    expect(rateLimitVar("RATE_LIMIT_PRO", undefined, DEFAULT_RATE_LIMITS.pro)).toBe(600);
    expect(error).not.toHaveBeenCalled();
    for (const bad of ["0", "-5", "6OO", "1e3", "1.5", true, {}]) expect(rateLimitVar("RATE_LIMIT_PRO", bad, 600)).toBe(600);
    expect(error).toHaveBeenCalledTimes(7);
  });
});
