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
    version: "2026-11-28T23:00:00Z",
    released: "2026-11-28",
    changes: [
      {
        kind: "field",
        note: "any place on Earth (docs/interface.md#places): the glossary gains the field sky_none, the reasons a point's time is null (always-above, always-below, no-event), which a point's sky.none names; the data version covers the places catalogue of GET /gw/places (every municipality and ward of Japan, the world's cities). No record changes",
      },
    ],
  },
  {
    version: "2026-11-28T20:00:00Z",
    released: "2026-11-28",
    changes: [
      {
        kind: "field",
        note: "the calendar of a life (docs/interface.md#memorial-days, #the-calendar-of-a-life): the glossary gains the fields memorial (the 中陰 days, the 年忌, 祥月命日 and 月命日) and life (数え年, 満年齢, 年男・年女, 厄年, 長寿祝い, 七五三, 十三参り, 成年, the 旧暦 birthday), and its rules section the memorial rules (chuin, nenki_set, leap_death_day, month_end, old_death) and the life rules (kazoe_turn, yaku_61, yaku_37, yaku_child, chouju_age, shichigosan_age). No record changes",
      },
    ],
  },
  {
    version: "2026-11-28T19:00:00Z",
    released: "2026-11-28",
    changes: [
      {
        kind: "field",
        note: "rules= (docs/interface.md#schools-rules): the glossary gains a rules section, every rule with its values, default and each value's source (zi, zokan, taiun_age, year_turn, daimyo, shanichi, jippoukure, kyusei_day). The prerendered records follow every default and do not change; a Pro day, range, bulk or find body names its day rules, and outer-setsu.json holds every 節気, 土用入り and 朔弦望 of the two years either side of the coverage (what its first and last days look back or ahead to when computed per request)",
      },
      {
        kind: "rule",
        note: "the published instants are on NAOJ's frame and clock. The Sun's crossings use the IAU 2006 precession NAOJ has used since 2009 (astronomia's IAU 1976 one runs 0.30″ a century fast): 477 of the 6,384 節気 and 土用入り minutes of 1873–2100 move by one, no record. From 2017 on the civil clock is TT − 69.184 s for good (TAI − UTC = 37 s: no leap second announced after 2017-01-01, IERS Bulletin C; CGPM 2022 Resolution 4), where it drifted from 2027 to the predicted ΔT by 2050 (82 s apart by 2100): 1,266 of the 2,072 節気 and 土用入り minutes of 2027–2100, 2,257 of 3,661 朔弦望 and 216 of 337 eclipse minutes move by one or two (立春 2100 04:01 → 04:02), and the 下弦 of 2064-12-01 and the solar eclipse of 2071-03-31 move to the next day in GET /gw/instants. Rise and set times stay on the Earth's clock (docs/calendar.md §0, NAOJ's frame and The clock)",
      },
      {
        kind: "rule",
        date: "2074-08-22",
        before: "7月1日 先勝",
        after: "閏6月30日 大安",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 張 → 星, moonmark 新月 → —, 不成就日 added, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-08-23",
        before: "7月2日 友引",
        after: "7月1日 先勝",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 翼 → 張, moonmark — → 新月, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-08-24",
        before: "7月3日 先負",
        after: "7月2日 友引",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 軫 → 翼, 潮 中潮 → 大潮, 不成就日 removed, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-08-25",
        before: "7月4日 仏滅",
        after: "7月3日 先負",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 角 → 軫, 不成就日 added, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-08-26",
        before: "7月5日 大安",
        after: "7月4日 仏滅",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 亢 → 角, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-08-27",
        before: "7月6日 赤口",
        after: "7月5日 大安",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 氐 → 亢, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-08-28",
        before: "7月7日 先勝",
        after: "7月6日 赤口",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 房 → 氐, 潮 小潮 → 中潮, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-08-29",
        before: "7月8日 友引",
        after: "7月7日 先勝",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 心 → 房, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-08-30",
        before: "7月9日 先負",
        after: "7月8日 友引",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 尾 → 心, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-08-31",
        before: "7月10日 仏滅",
        after: "7月9日 先負",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 箕 → 尾, 潮 長潮 → 小潮, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-01",
        before: "7月11日 大安",
        after: "7月10日 仏滅",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 斗 → 箕, 潮 若潮 → 長潮, 不成就日 removed, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-02",
        before: "7月12日 赤口",
        after: "7月11日 大安",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 女 → 斗, 潮 中潮 → 若潮, 不成就日 added, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-03",
        before: "7月13日 先勝",
        after: "7月12日 赤口",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 虚 → 女, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-04",
        before: "7月14日 友引",
        after: "7月13日 先勝",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 危 → 虚, 潮 大潮 → 中潮, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-05",
        before: "7月15日 先負",
        after: "7月14日 友引",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 室 → 危, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-06",
        before: "7月16日 仏滅",
        after: "7月15日 先負",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 壁 → 室, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-07",
        before: "7月17日 大安",
        after: "7月16日 仏滅",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 奎 → 壁, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-08",
        before: "7月18日 赤口",
        after: "7月17日 大安",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 婁 → 奎, 潮 中潮 → 大潮, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-09",
        before: "7月19日 先勝",
        after: "7月18日 赤口",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 胃 → 婁, 不成就日 removed, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-10",
        before: "7月20日 友引",
        after: "7月19日 先勝",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 昴 → 胃, 不成就日 added, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-11",
        before: "7月21日 先負",
        after: "7月20日 友引",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 畢 → 昴, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-12",
        before: "7月22日 仏滅",
        after: "7月21日 先負",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 觜 → 畢, 潮 小潮 → 中潮, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-13",
        before: "7月23日 大安",
        after: "7月22日 仏滅",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 参 → 觜, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-14",
        before: "7月24日 赤口",
        after: "7月23日 大安",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 井 → 参, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-15",
        before: "7月25日 先勝",
        after: "7月24日 赤口",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 鬼 → 井, 潮 長潮 → 小潮, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-16",
        before: "7月26日 友引",
        after: "7月25日 先勝",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 柳 → 鬼, 潮 若潮 → 長潮, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-17",
        before: "7月27日 先負",
        after: "7月26日 友引",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 星 → 柳, 潮 中潮 → 若潮, 不成就日 removed, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-18",
        before: "7月28日 仏滅",
        after: "7月27日 先負",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 張 → 星, 不成就日 added, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-19",
        before: "7月29日 大安",
        after: "7月28日 仏滅",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 翼 → 張, 潮 大潮 → 中潮, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2074-09-20",
        before: "7月30日 赤口",
        after: "7月29日 大安",
        note: "the 朔 of 7月 2074 falls at 2074-08-23 00:00:23 JST on the civil clock held at TT − 69.184 s (23:59:37 on the 22nd on the clock that followed ΔT): 閏6月 gets 30 days and 7月 starts on 2074-08-23, as the mk-mode table has it (four older tables, computed on ΔT, print 08-22); also 二十七宿 軫 → 翼, 六曜 by the hour (docs/calendar.md §0, The clock)",
      },
      {
        kind: "rule",
        date: "2098-04-24",
        before: "七十二候 霜止出苗",
        after: "七十二候 葭始生",
        note: "穀雨 次候 (35°) falls at 2098-04-25 00:01:16 JST on the civil clock held at TT − 69.184 s (23:59:57 on the 24th on the clock that followed ΔT): the 候 starts a day later (docs/calendar.md §0, The clock)",
      },
    ],
  },
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
