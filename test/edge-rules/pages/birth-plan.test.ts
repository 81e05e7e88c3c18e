/**
 * The birth page's plan (issue 55) on the server exactly as `npm start` builds it (realServerForSuite, a generated
 * 2026): the chart is Pro, as `GET /gw/birth` is. Without a credential the page shows the Lite part — the moment of
 * the birth's instant as `GET /gw/moment/{at}` answers it — and how to ask for the chart; with a Pro or Ultra token
 * (`Authorization: Bearer` or `token=`, the form's field) the whole chart, cached privately under its own ETag; a
 * refused token is the API's 403 `AUTH_FAILED` with the Lite part under its box. The corrections are Japanese
 * (issue 56, item 4).
 */
import { describe, expect, it } from "vitest";
import { realServerForSuite } from "../mcp/real-server.ts";
import { bearer, TOKENS } from "../fixtures.ts";

const base = realServerForSuite();

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base()}${path}`, { headers });

/** The answer section of a page. */
const answerOf = (html: string): string => /<section id="answer"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

/** What only the Pro chart shows: rows and facts of 蔵干, 通変星, 十二運, 傾斜宮, 空亡, the 大運 and the month board. */
const PRO_MARKS = [
  '<th scope="row">蔵干',
  '<th scope="row">通変星',
  '<th scope="row">十二運',
  "<dt>傾斜宮",
  "<dt>空亡",
  'class="taiun"',
  "birth-board",
  'class="ruling"',
] as const;

const BIRTH = "/birth?date=2026-06-15&time=10:05&sex=female";

interface Moment {
  pillars: { year: string; month: string; day: string; hour: string };
  kyusei: { year: string; month: string; day: string };
  setsu: { previous: { name: string; jst: string }; next: { name: string; jst: string } };
}

describe("/birth without a Pro credential: the moment's Lite part (issue 55)", () => {
  it("shows what GET /gw/moment/{at} answers for the instant, and none of the Pro chart that GET /gw/birth refuses", async () => {
    expect((await get("/gw/birth/2026-06-15T10:05?sex=female")).status).toBe(403);
    const page = await get(BIRTH);
    expect(page.status).toBe(200);
    const answer = answerOf(await page.text());
    for (const mark of PRO_MARKS) expect(answer, mark).not.toContain(mark);
    const moment = (await (await get("/gw/moment/2026-06-15T10:05+09:00")).json()) as Moment;
    const { pillars, kyusei, setsu } = moment;
    const cells = [...answer.matchAll(/<td>([^<]+?)(?: <span|<\/td>)/g)].map((m) => m[1]);
    expect(cells).toEqual([pillars.hour, pillars.day, pillars.month, pillars.year]);
    for (const value of [kyusei.year, kyusei.month, kyusei.day, setsu.previous.jst, setsu.next.jst]) expect(answer).toContain(value);
    // the invitation: which plan, how (the form's field, token=, Authorization), where it is documented
    expect(answer).toContain("Pro（または Ultra）プラン");
    expect(answer).toContain("token=");
    expect(answer).toContain('href="/docs#op-getBirthChart"');
    expect(answer).toContain('href="/gw/moment/2026-06-15T10:05+09:00"');
  });

  it("an empty token field (the form sends token=) is no credential: the Lite part, public", async () => {
    const page = await get(`${BIRTH}&token=`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toMatch(/^public/);
    expect(answerOf(await page.text())).toContain('id="pro-invite"');
  });
});

describe("/birth with a Pro or Ultra token: the whole chart, never served to an anonymous caller (issue 55)", () => {
  it("Authorization: Bearer or token= gives the chart of GET /gw/birth, private, with another ETag than the Lite page", async () => {
    const chart = (await (await get("/gw/birth/2026-06-15T10:05?sex=female", bearer(TOKENS.pro))).json()) as {
      keisha: string;
      kubou: { name: string };
      pillars: { day: { tsuhen: string; juniun: string } };
      taiun: { kanshi: string }[];
    };
    const pro = await get(BIRTH, bearer(TOKENS.pro));
    expect(pro.status).toBe(200);
    expect(pro.headers.get("cache-control")).toMatch(/^private/);
    expect(pro.headers.get("vary")).toContain("Authorization");
    const html = await pro.text();
    const answer = answerOf(html);
    for (const mark of PRO_MARKS) expect(answer, mark).toContain(mark);
    for (const value of [chart.keisha, chart.kubou.name, chart.pillars.day.juniun, chart.taiun[0]!.kanshi]) expect(answer).toContain(value);
    expect(answer).not.toContain('id="pro-invite"');

    const ultra = await get(`${BIRTH}&token=${TOKENS.ultra}`);
    expect(ultra.status).toBe(200);
    expect(ultra.headers.get("cache-control")).toMatch(/^private/);
    const ultraHtml = await ultra.text();
    expect(answerOf(ultraHtml)).toBe(answer);
    // the token is not written into the page (the form's field stays empty, the links do not carry it)
    expect(ultraHtml).not.toContain(TOKENS.ultra);

    // After the Pro page was made and held: an anonymous caller still gets the Lite page, public, its own ETag, and
    // the Pro page's ETag does not make it a 304.
    const lite = await get(BIRTH, { "if-none-match": pro.headers.get("etag")! });
    expect(lite.status).toBe(200);
    expect(lite.headers.get("cache-control")).toMatch(/^public/);
    expect(lite.headers.get("vary")).toContain("Authorization");
    expect(lite.headers.get("etag")).not.toBe(pro.headers.get("etag"));
    const liteAnswer = answerOf(await lite.text());
    for (const mark of PRO_MARKS) expect(liteAnswer, mark).not.toContain(mark);
    // and the Lite page's ETag is no 304 for the Pro caller
    expect((await get(BIRTH, { ...bearer(TOKENS.pro), "if-none-match": lite.headers.get("etag")! })).status).toBe(200);
  });

  it("a refused token is the API's 403 AUTH_FAILED: the Lite part under the error box, no-store", async () => {
    for (const headers of [bearer(TOKENS.revoked), {}]) {
      const path = "authorization" in headers ? BIRTH : `${BIRTH}&token=no-such-token-ZZZZZZZZZZZZZZZZZZZZZZZZZZ`;
      const page = await get(path, headers);
      expect(page.status, path).toBe(403);
      expect(page.headers.get("cache-control")).toBe("no-store");
      const answer = answerOf(await page.text());
      expect(answer).toContain("(AUTH_FAILED)");
      expect(answer).toContain('id="pro-invite"');
      for (const mark of PRO_MARKS) expect(answer, mark).not.toContain(mark);
    }
  });
});

describe("/birth corrections are Japanese (issue 56, item 4)", () => {
  it("a date alone on the 立春 day: the 未確定 line in Japanese, its <li> not marked English, with and without a token", async () => {
    for (const headers of [bearer(TOKENS.pro), {}]) {
      const page = await get("/birth?date=2026-02-04", headers);
      expect(page.status).toBe(200);
      const list = /<ul class="corrections">([\s\S]*?)<\/ul>/.exec(answerOf(await page.text()))?.[1] ?? "";
      const items = [...list.matchAll(/<li([^>]*)>([^<]*)<\/li>/g)];
      expect(items.map((m) => m[2])).toEqual([
        "時刻の指定がないため時柱はありません。命式は日本標準時（UTC+09:00）の12:00で出しています",
        "未確定: この日に立春の時刻 2026-02-04T05:02+09:00 があり、それより前の生まれなら月柱 己丑、年柱 乙巳、月命星 九紫火星、本命星 二黒土星、後なら月柱 庚寅、年柱 丙午、月命星 八白土星、本命星 一白水星",
      ]);
      for (const [, attributes] of items) expect(attributes).not.toContain("lang");
    }
  });
});
