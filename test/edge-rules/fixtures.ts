/**
 * A tiny generated tree (coverage 2024–2025) in the exact byte format of docs/architecture.md,
 * with made-up day records: LiteDay keys, and ProDay keys that lite bodies must never contain.
 * Plus helpers that build a handler around it with a controllable clock.
 */
import { instantsFile, instantsOfYears, outerSetsuFile } from "../../generator/files/instants.ts";
import { createHandler, type HandlerConfig, type HandlerDeps } from "../../edge-rules/handler.ts";
import { DEFAULT_RULES, rulesOf } from "../../calendar/rules.ts";
import { civilDate, dayNumber, daysInMonth, isoDate } from "../../calendar/time/day-number.ts";
import type { Origin } from "../../edge-rules/origin/origin.ts";
import {
  dayFileBody,
  dayFilePath,
  MANIFEST_PATH,
  type ManifestHead,
  monthFilePath,
  OUTER_SETSU_PATH,
  recordLinesFile,
  yearFilePath,
} from "../../schemas/files/layout.ts";
import { buildManifest, sha256Hex } from "../../generator/files/manifest.ts";
import { MemoryRateLimiter } from "../../edge-rules/access/rate-limit.ts";
import { memoryTokenStore, type TokenRecord } from "../../edge-rules/access/token-store.ts";
import { PRO_ONLY_FIELDS } from "../../schemas/day.ts";
import { rokuyouHours } from "../../calendar/notes/rokuyou-hours.ts";
import type { Rokuyou } from "../../calendar/names.ts";

export const COVERAGE = { from: 2024, to: 2025 } as const;
export const DATA_VERSION = "0123456789abcdef";
export const LAST_MODIFIED = "Tue, 01 Apr 2025 00:00:00 GMT";
export const MANIFEST: ManifestHead = {
  dataVersion: DATA_VERSION,
  lastModified: LAST_MODIFIED,
  coverage: COVERAGE,
  holidaysConfirmedThrough: 2027,
};

/** Keys only a ProDay has. No body served without a Pro credential may contain any of them. */
export const PRO_ONLY_KEYS = PRO_ONLY_FIELDS;

/** True when a body text holds a pro-only key. */
export function hasProKey(text: string): boolean {
  return PRO_ONLY_KEYS.some((k) => text.includes(`"${k}"`));
}

const YOUBI = ["木", "金", "土", "日", "月", "火", "水"]; // day number 0 = 1970-01-01, a Thursday
const ROKUYOU = ["大安", "赤口", "先勝", "友引", "先負", "仏滅"];
const STEMS = "甲乙丙丁戊己庚辛壬癸";
const BRANCHES = "子丑寅卯辰巳午未申酉戌亥";

export type Rec = Record<string, unknown>;

/** The fixture LiteDay of a day number (keys in schema order). */
export function liteRecord(n: number): Rec {
  const { y, m, d } = civilDate(n);
  const r: Rec = { iso: isoDate(n), y, m, d, youbi: YOUBI[((n % 7) + 7) % 7] };
  if (m === 1 && d === 1) Object.assign(r, { holiday: "元日", holiday_status: "confirmed" });
  r.rokuyou = ROKUYOU[(m + d) % 6];
  r.kyureki = `${((m + 10) % 12) + 1}月${Math.min(d, 30)}日`; // a lunar month has at most 30 days
  r.sekki = d === 5 ? "小寒" : "";
  r.moonmark = d === 15 ? "満月" : d === 1 ? "新月" : "";
  return r;
}

/** The fixture ProDay of a day number: the LiteDay plus pro-only keys. */
export function proRecord(n: number): Rec {
  const { y, m, d } = civilDate(n);
  const sexagenary = (k: number): string => `${STEMS[((k % 10) + 10) % 10]}${BRANCHES[((k % 12) + 12) % 12]}`;
  return {
    ...liteRecord(n),
    rokuyou_hours: rokuyouHours(ROKUYOU[(m + d) % 6] as Rokuyou),
    nengo: y === 2024 ? "令和6年" : "令和7年",
    eto: sexagenary(n + 17),
    eto_month: sexagenary(m),
    eto_year: sexagenary(y - 4),
    kyusei: "一白水星",
    kyusei_month: "二黒土星",
    kyusei_year: "三碧木星",
    junichoku: "建",
    shuku28: "角",
    kou72: "東風解凍",
    // Strings with separators and newlines: JSON.stringify escapes "\n", so record lines stay lines.
    notes_arr: d === 13 ? [{ id: "tricky", label: 'a",\n]}\u2028b', kind: "cycle" }] : [{ id: "tensha", label: "天赦日", kind: "lucky" }],
    periods: d < 10 ? [{ name: "hassen", from: isoDate(n - d + 1), to: isoDate(n - d + 12), includes_end: true }] : [],
    moon_age: Math.round((d - 1) * 10 * 0.97) / 10,
    tide: "大潮",
    shuku27: "角",
    eho: { kan: "甲", direction: "東北東", degrees: 75 },
    hasshoujin: { taisai: "辰", daishogun: "子", taion: "寅", saikei: "辰", saiha: "戌", saisetsu: "未", ouban: "辰", hyoubi: "戌" },
    konjin: ["午", "未", "申", "酉"],
    kyusei_board: {
      year: { center: "三碧木星", gooh: "西", anken: "東", ha: "戌" },
      month: { center: "二黒土星", gooh: "北東", anken: "南西", ha: "午" },
      day: { center: "一白水星", gooh: "南", anken: "北", ha: "子" },
    },
    sun: { rise: "06:50", set: "16:40" },
    moon: { rise: d === 20 ? null : "10:00", set: "22:00" },
  };
}

const recordsFile = (records: Rec[]): string => recordLinesFile(records.map((r) => JSON.stringify(r)));

/** Every file of the fixture tree, by path relative to the generated root (paths and bytes: schemas/files/layout.ts). */
export function buildFiles(coverage: { from: number; to: number } = COVERAGE): Map<string, string> {
  const files = new Map<string, string>();
  for (let y = coverage.from; y <= coverage.to; y++) {
    const yearRecords: Rec[] = [];
    for (let m = 1; m <= 12; m++) {
      const lites: Rec[] = [];
      const pros: Rec[] = [];
      for (let d = 1; d <= daysInMonth(y, m); d++) {
        const n = dayNumber(y, m, d);
        const date = isoDate(n);
        const lite = liteRecord(n);
        const pro = proRecord(n);
        lites.push(lite);
        pros.push(pro);
        files.set(dayFilePath("lite", date), dayFileBody("lite", date, JSON.stringify(lite)));
        files.set(dayFilePath("pro", date), dayFileBody("pro", date, JSON.stringify(pro)));
      }
      files.set(monthFilePath("lite", y, m), recordsFile(lites));
      files.set(monthFilePath("pro", y, m), recordsFile(pros));
      yearRecords.push(...pros);
    }
    files.set(yearFilePath(y), recordsFile(yearRecords));
  }
  const entries = new Map([...files].map(([path, text]) => [path, { sha256: sha256Hex(text), size: Buffer.byteLength(text) }]));
  const manifest = buildManifest(entries, new Map(), {
    generated: "test fixture",
    service: "koyomi-api",
    lastModified: LAST_MODIFIED,
    codeVersion: "fixture",
    coverage,
    buildDate: "2026-11-26",
    holidaysConfirmedThrough: MANIFEST.holidaysConfirmedThrough,
  });
  files.set(MANIFEST_PATH, JSON.stringify({ ...manifest, dataVersion: DATA_VERSION }, null, 2));
  return files;
}

/** The fixture files, built once. */
export const FILES = buildFiles();

/**
 * The instants files of the fixture's years and the file of the 節 just outside them, computed when first read (few
 * tests read them: the birth charts).
 */
const INSTANTS = new Map<string, string>();
function instantsOfFixture(path: string): string | null {
  if (path !== OUTER_SETSU_PATH && !/^lite\/gw\/instants\/[0-9]{4}\.json$/.test(path)) return null;
  if (INSTANTS.size === 0) {
    for (const [y, list] of instantsOfYears(COVERAGE.from, COVERAGE.to)) {
      const file = instantsFile(y, list);
      INSTANTS.set(file.path, file.text);
    }
    const outer = outerSetsuFile(COVERAGE);
    INSTANTS.set(outer.path, outer.text);
  }
  return INSTANTS.get(path) ?? null;
}

/** The instants files of years outside the fixture, by year: computed once for the worker's files (the birth tests share years). */
const INSTANTS_BY_YEAR = new Map<number, { readonly path: string; readonly text: string }>();

/**
 * A handler whose origin holds the instants files of `spans` (each `[from, to]`, inclusive) over the whole coverage's
 * manifest, and those files: the birth charts' fixture. Each year is computed once however many files ask for it.
 */
export function instantsHandler(spans: readonly (readonly [number, number])[]): ReturnType<typeof makeHandler> & {
  readonly files: ReadonlyMap<string, string>;
} {
  const files = new Map<string, string>();
  for (const [from, to] of spans) {
    if (!Array.from({ length: to - from + 1 }, (_, i) => from + i).every((y) => INSTANTS_BY_YEAR.has(y)))
      for (const [y, list] of instantsOfYears(from, to)) if (!INSTANTS_BY_YEAR.has(y)) INSTANTS_BY_YEAR.set(y, instantsFile(y, list));
    for (let y = from; y <= to; y++) {
      const file = INSTANTS_BY_YEAR.get(y)!;
      files.set(file.path, file.text);
    }
  }
  return { ...makeHandler({ origin: new FixtureOrigin(files, { ...MANIFEST, coverage: { from: 1873, to: 2100 } }) }), files };
}

/** An origin over the fixture that counts reads (to prove 304s read no data file). */
export class FixtureOrigin implements Origin {
  reads: string[] = [];
  manifestCalls = 0;
  failManifest = false;
  failReads = false;
  /** @param withInstants whether the instants files of the fixture's years are there (computed when first read); default: over {@link FILES}. */
  constructor(
    readonly files: ReadonlyMap<string, string | Uint8Array> = FILES,
    readonly meta: ManifestHead = MANIFEST,
    readonly withInstants: boolean = files === FILES,
  ) {}
  async manifest(): Promise<ManifestHead> {
    this.manifestCalls++;
    if (this.failManifest) throw new Error("manifest unavailable: /secret/internal/path");
    return this.meta;
  }
  async read(path: string): Promise<string | null> {
    const file = this.#file(path);
    return file === null || typeof file === "string" ? file : new TextDecoder().decode(file);
  }
  async bytes(path: string): Promise<Uint8Array | null> {
    const file = this.#file(path);
    return file === null || typeof file !== "string" ? file : new TextEncoder().encode(file);
  }
  #file(path: string): string | Uint8Array | null {
    this.reads.push(path);
    if (this.failReads) throw new Error("EIO: /secret/internal/path");
    return this.files.get(path) ?? (this.withInstants ? instantsOfFixture(path) : null);
  }
}

/** What a Pro body names after its view: every day rule at its default (docs/interface.md#schools-rules). */
const NAMED_RULES: Rec = rulesOf("day", DEFAULT_RULES);

/** Expected JSON objects, computed from the records (not from the files). */
export const expected = {
  day(view: "lite" | "pro", date: string): Rec {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    const n = dayNumber(y, m, d);
    return { ok: true, view, ...(view === "pro" ? { rules: NAMED_RULES } : {}), date, day: view === "pro" ? proRecord(n) : liteRecord(n) };
  },
  range(view: "lite" | "pro", start: string, end: string): Rec {
    const toN = (s: string): number => {
      const [y, m, d] = s.split("-").map(Number) as [number, number, number];
      return dayNumber(y, m, d);
    };
    const days: Rec[] = [];
    for (let n = toN(start); n <= toN(end); n++) days.push(view === "pro" ? proRecord(n) : liteRecord(n));
    const named = view === "pro" ? { rules: NAMED_RULES } : {};
    return { ok: true, view, ...named, range: { start, end, tz: "Asia/Tokyo" }, count: days.length, days };
  },
  bulk(years: number[]): Rec {
    const data: Record<string, Rec[]> = {};
    for (const y of years) {
      const list: Rec[] = [];
      for (let n = dayNumber(y, 1, 1); n < dayNumber(y + 1, 1, 1); n++) list.push(proRecord(n));
      data[String(y)] = list;
    }
    return { ok: true, view: "pro", rules: NAMED_RULES, years, data };
  },
};

/** Tokens of the fixture store (clear text, as a client holds them). */
export const TOKENS = {
  pro: "pro-token-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  ultra: "ultra-token-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB",
  revoked: "revoked-token-CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC",
  expired: "expired-token-DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD",
  /** Expires 2025-06-01 JST (the fixture clock starts on that day). */
  lastDay: "lastday-token-EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE",
  unknown: "unknown-token-FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
} as const;

export const TOKEN_RECORDS: (TokenRecord & { sha256: string })[] = [
  { id: "tok_pro", plan: "pro", sha256: sha256Hex(TOKENS.pro), expires: null },
  { id: "tok_ultra", plan: "ultra", sha256: sha256Hex(TOKENS.ultra) },
  { id: "tok_revoked", plan: "pro", sha256: sha256Hex(TOKENS.revoked), revoked: true },
  { id: "tok_expired", plan: "pro", sha256: sha256Hex(TOKENS.expired), expires: "2025-01-31" },
  { id: "tok_lastday", plan: "pro", sha256: sha256Hex(TOKENS.lastDay), expires: "2025-06-01" },
];

/** 2025-06-01T12:00:00+09:00. */
export const START_TIME = Date.UTC(2025, 5, 1, 3, 0, 0);

export const PROXY_SECRET = "s3cret-proxy-value";

export const DEFAULT_CONFIG: HandlerConfig = {
  serviceName: "koyomi-api",
  proxySecret: PROXY_SECRET,
  rateLimits: { lite: 60, pro: 600, ultra: 6000 },
};

/** A handler over the fixture, with its parts exposed. */
export function makeHandler(
  overrides: { config?: Partial<HandlerConfig>; origin?: FixtureOrigin } & Partial<Omit<HandlerDeps, "config" | "origin">> = {},
) {
  const time = { now: START_TIME };
  const origin = overrides.origin ?? new FixtureOrigin();
  const limiter = new MemoryRateLimiter();
  const errors: unknown[] = [];
  const handler = createHandler({
    origin,
    tokens: memoryTokenStore(TOKEN_RECORDS),
    limiter,
    clock: () => time.now,
    onError: (e) => errors.push(e),
    ...overrides,
    config: { ...DEFAULT_CONFIG, ...overrides.config },
  });
  return { handler, origin, limiter, time, errors };
}

/** `new Request` with the fixture base URL. */
export function req(path: string, init: RequestInit = {}): Request {
  return new Request(`http://x${path}`, init);
}

/** Bearer header for a token. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Gateway headers with the right proxy secret. */
export function gateway(subscription?: string, apiKey = "consumer-key-1"): Record<string, string> {
  const h: Record<string, string> = { "x-gw-api-key": apiKey, "x-gw-proxy-secret": PROXY_SECRET };
  if (subscription !== undefined) h["x-gw-subscription"] = subscription;
  return h;
}

/** Reads a response as text and JSON (when it has a body). */
export async function read(res: Response): Promise<{ status: number; text: string; json: any; headers: Headers }> {
  const text = await res.text();
  let json: any = undefined;
  if (text !== "") json = JSON.parse(text);
  return { status: res.status, text, json, headers: res.headers };
}
