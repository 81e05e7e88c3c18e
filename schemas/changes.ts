/**
 * What changed in the data (データの変更履歴): every data release, newest first, with what changed and why — a law
 * amended, a 暦要項 published (projected → confirmed), a rule corrected, a field added. The one source of
 * `GET /gw/changes` and its Atom feed (docs/interface.md#what-changed); CHANGELOG.md describes the code and points here
 * for the data. A release is named by its `RULES_RELEASED` instant (generator/version.ts), the data's
 * `Last-Modified`: the newest entry must be the current one (test/schemas/changes.test.ts), so a record change
 * cannot ship without its line here.
 */
import { z } from "zod";
import { IsoDate } from "./iso-date.ts";

/** Why a value changed. */
export const CHANGE_KINDS = ["law", "rekiyoukou", "rule", "field"] as const;

/** One change of a release. */
export const DataChange = z.strictObject({
  kind: z
    .enum(CHANGE_KINDS)
    .describe("law: a law amended; rekiyoukou: a 暦要項 published (projected → confirmed); rule: a rule corrected; field: a field added"),
  date: IsoDate.optional().describe("the day whose value changed, when the change is about one day"),
  before: z.string().optional().describe("the value before, when one day's value changed"),
  after: z.string().optional().describe("the value after"),
  note: z.string().min(1).describe("what changed and why, with its source"),
});
export type DataChange = z.infer<typeof DataChange>;

/** One data release. */
export const DataRelease = z.strictObject({
  version: z.string().describe("the release: its RULES_RELEASED instant, the data's Last-Modified (UTC)"),
  released: IsoDate.describe("the day it was released (UTC)"),
  changes: z.array(DataChange).min(1),
});
export type DataRelease = z.infer<typeof DataRelease>;

/** The data releases, newest first. */
export const DATA_RELEASES: readonly DataRelease[] = [
  {
    version: "2026-11-28T12:00:00Z",
    released: "2026-11-28",
    changes: [
      {
        kind: "field",
        note: "GET /gw/instants: every instant gains `date`, its civil day, the day the records put it on (before 1888 Tokyo mean time's, UTC+9:19:01: 白露 1873 at 23:41 JST is on 1873-09-08), and each year `civil_offset`, the clock of those days (+09:19:01 before 1888, +09:00 from 1888); the CSV gains the date column. No record changes (docs/interface.md, Instants)",
      },
    ],
  },
  {
    version: "2026-11-26T15:00:00Z",
    released: "2026-11-26",
    changes: [
      {
        kind: "rule",
        note: "the glossary's rules name the day of an event as its civil day (JST; Tokyo mean time before 1888) where they said the JST day: moonmark, sekki, kou72, rokuyou, 入梅, 半夏生, 土用入り, 土用 and the 社日 noon",
      },
      {
        kind: "rule",
        date: "2097-01-14",
        before: "12月2日",
        after: "12月1日",
        note: "the clock after 2050 (ΔT) carries on Espenak & Meeus's 2005–2050 polynomial instead of their steeper 2050–2150 expression: the 朔 of 2097-01-14 00:00:39 JST (23:59:50 on the 13th before), so 12月 of 2096 starts a day later and the 旧暦 date, 六曜 and 二十七宿 of 2097-01-13 … 2097-02-11 move by a day, as the published 旧暦 table of 1931–2099 has them; times of 2051–2100 move by seconds (some rise and set minutes, some 月齢) (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "1884-04-26",
        before: "3月30日",
        after: "4月1日",
        note: "before 1888 the day of a solar term or new or full moon is Tokyo mean time's (UTC+9:19:01), the clock the almanacs of 1873–1887 printed in (NAOJ 暦Wiki 明治6年暦; JST from 1888-01-01, 明治19年勅令第51号): the 朔 of 1884-04-25 23:57 JST is 00:16 on the 26th, so 4月 starts on 1884-04-26 as every published table has it; 白露 1873, 小雪 1883, 清明 1885, 立夏 1886 and 寒露 1887, four more 候, the 夏土用 of 1881 and the 満月 of 1886-04-19 move a day later (docs/calendar.md §0, The civil day)",
      },
    ],
  },
  {
    version: "2026-11-26T05:00:00Z",
    released: "2026-11-26",
    changes: [
      {
        kind: "rule",
        date: "2025-08-07",
        before: "立秋 14:51",
        after: "立秋 14:52",
        note: "the calendar feed's 節入り minutes are NAOJ's: each 5° solar crossing by the full VSOP87B series on NAOJ's clock (ΔT, UTC), rounded to the nearest minute, as the 暦要項 prints them (docs/calendar.md §2); no day record changed",
      },
      {
        kind: "field",
        note: "holiday_status (confirmed | projected) on every holiday, from the published 暦要項 up to the build date; rokuyou_hours (六曜 by the hour) on ProDay",
      },
      {
        kind: "rekiyoukou",
        date: "2027-03-21",
        after: "confirmed",
        note: "令和9年(2027)暦要項, 官報 2026-02-02: 春分の日 3月21日 (https://eco.mtk.nao.ac.jp/koyomi/yoko/)",
      },
      {
        kind: "rekiyoukou",
        date: "2027-09-23",
        after: "confirmed",
        note: "令和9年(2027)暦要項, 官報 2026-02-02: 秋分の日 9月23日 (https://eco.mtk.nao.ac.jp/koyomi/yoko/)",
      },
    ],
  },
  {
    version: "2026-11-26T01:00:00Z",
    released: "2026-11-26",
    changes: [
      {
        kind: "rule",
        note: "glossary meanings of the 27 shuku27 rewritten from 宿曜経 (T1299); lang=en holiday names follow the Act's official English translation (e.g. Coming-of-Age Day, Emperor's Birthday)",
      },
    ],
  },
  {
    version: "2026-11-24T02:00:00Z",
    released: "2026-11-24",
    changes: [
      {
        kind: "field",
        note: "the rest of the almanac page on ProDay: moon_age, tide, shuku27, eho, hasshoujin, konjin, kyusei_board, sun and moon; ten 遊行 notes",
      },
    ],
  },
  {
    version: "2026-11-24",
    released: "2026-11-24",
    changes: [{ kind: "rule", note: "glossary: the 六曜 rule says the wareki functions apply the modern rule to the historical 旧暦" }],
  },
  {
    version: "2026-11-23",
    released: "2026-11-23",
    changes: [
      {
        kind: "rule",
        note: "glossary: the finder's purposes give good days only (受死日・十死日 excluded, 三箇の悪日 weighed), with sources",
      },
    ],
  },
  {
    version: "2026-11-22",
    released: "2026-11-22",
    changes: [{ kind: "field", note: "the first data: lite and Pro records, national holidays under the 祝日法 as in force each day" }],
  },
];

/** The answer of `GET /gw/changes`. */
export const ChangesResponse = z
  .strictObject({ ok: z.literal(true), releases: z.array(DataRelease).describe("every data release, newest first") })
  .describe("what changed in the data, release by release");

/** The Atom feed's media type (RFC 4287). */
export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

/** XML text escaping. */
const xml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The `updated` instant of a release (a date alone is midnight UTC). */
const instant = (version: string): string => (version.includes("T") ? version : `${version}T00:00:00Z`);

/** One change as a line of text. */
function changeLine(c: DataChange): string {
  const day = c.date === undefined ? "" : `${c.date}: `;
  const values = c.before !== undefined || c.after !== undefined ? ` (${c.before ?? "—"} → ${c.after ?? "—"})` : "";
  return `[${c.kind}] ${day}${c.note}${values}`;
}

/**
 * The Atom feed (RFC 4287) of the releases: one entry per release, newest first, its changes as text lines.
 * @param service the service name (the feed's author and id).
 */
export function changesAtom(releases: readonly DataRelease[], service: string): string {
  const entries = releases.map(
    (r) => `<entry>
<id>urn:${xml(service)}:data-release:${xml(r.version)}</id>
<title>${xml(`Data release ${r.version}`)}</title>
<updated>${instant(r.version)}</updated>
<content type="text">${xml(r.changes.map(changeLine).join("\n"))}</content>
</entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<id>urn:${xml(service)}:data-releases</id>
<title>${xml(`${service}: what changed in the data`)}</title>
<author><name>${xml(service)}</name></author>
<updated>${instant(releases[0]!.version)}</updated>
${entries.join("\n")}
</feed>
`;
}
