/**
 * CPU per combined find ("auspicious and open") over the whole calendar, 1873–2100: the day index is built in
 * memory from the generator's own records (as `generate` writes it, no files), then each query is parsed and
 * searched as the finder does (edge-rules/find), timed by process CPU (user + system) over repeated runs.
 *
 *   npx tsx bench/find-business.ts [FROM] [TO]
 */
import { ComputedAlmanac } from "../generator/almanac.ts";
import { businessClosures } from "../calendar/business/closure.ts";
import { holidaysConfirmedThrough } from "../calendar/holidays/rekiyoukou.ts";
import { liteDay } from "../generator/records/lite-day.ts";
import { proFields } from "../calendar/records/pro-fields.ts";
import { DEFAULT_BUILD_DATE } from "../generator/version.ts";
import { parseFind } from "../edge-rules/find/request.ts";
import { search } from "../edge-rules/find/search.ts";
import { purposeSigns } from "../edge-rules/find/purpose.ts";
import { DayIndex, encodeDayIndex, type IndexedDay, indexedDay } from "../schemas/files/day-index.ts";
import { dayNumber, isoDate } from "../calendar/time/day-number.ts";

const from = Number(process.argv[2] ?? 1873);
const to = Number(process.argv[3] ?? 2100);
const through = holidaysConfirmedThrough(DEFAULT_BUILD_DATE);

const t0 = performance.now();
const almanac = new ComputedAlmanac(from, to);
const days: IndexedDay[] = [];
for (let day = almanac.fromDay; day <= almanac.toDay; day++) {
  const ctx = almanac.day(day);
  const lite = liteDay(almanac, ctx, through);
  days.push(indexedDay({ ...lite, ...proFields(almanac, ctx) }, businessClosures(day, lite.holiday !== undefined)));
}
const index = DayIndex.parse(encodeDayIndex(dayNumber(from, 1, 1), days))!;
console.log(`index ${from}–${to}: ${days.length} days in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const span = `start=${from}-01-01&end=${to}-12-31&limit=366`;
const QUERIES = [
  `${span}&business=bank&rokuyou=taian&not_notes=sanrinbou`,
  `${span}&business=government&closed=wed,2026-08-14&open=2026-05-04&rokuyou=taian,tomobiki&notes=ichiryu-manbai`,
  `${span}&business=national&gotobi=true&rokuyou=taian`,
  `${span}&business=bank&purpose=opening&order=score`,
];
const RUNS = 20;
for (const q of QUERIES) {
  const parsed = parseFind(new URLSearchParams(q));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const r = parsed.request;
  const run = () =>
    search(index, {
      startDay: r.startDay,
      endDay: r.endDay,
      conditions: r.conditions,
      ...(r.purpose ? { purpose: purposeSigns(r.purpose), minScore: r.minScore } : {}),
      order: r.order,
      limit: r.limit,
    });
  // The first answer makes the bitsets of the fields, notes and purpose it is the first to need (once per process and
  // data version): a user's first find pays it; the later ones, whatever their span or limit, do not.
  const cold = process.cpuUsage();
  const first = run();
  const coldCpu = process.cpuUsage(cold);
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) run();
  const cpu = process.cpuUsage(cpu0);
  const perFind = (cpu.user + cpu.system) / 1000 / RUNS;
  const firstDays = first.hits.slice(0, 3).map((h) => isoDate(h.day));
  console.log(
    `${perFind.toFixed(1)} ms CPU per find (the first: ${((coldCpu.user + coldCpu.system) / 1000).toFixed(1)} ms), total ${first.total} (first: ${firstDays.join(", ")}) — ${q.replace(span + "&", "")}`,
  );
}
