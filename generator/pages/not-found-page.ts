/** The HTML 404 page: any page path that is not a page, and a month or day outside the coverage. */
import type { Coverage } from "../../schemas/coverage.ts";
import { monthPageUrl, PAGE_URLS } from "../../schemas/pages/pages.ts";
import { html, ja, page } from "./html.ts";

/** The 404 page; it names the coverage and links to the current JST month (jst-month.js; without script, the first month). */
export function notFoundPage(coverage: Coverage): string {
  const main = html`<h1>${ja("ページが見つかりません", "Page not found")}</h1>
<p>${ja(`カレンダーは ${coverage.from}年1月から${coverage.to}年12月までです。`, `The calendar covers January ${coverage.from} to December ${coverage.to}.`)}</p>
<ul><li><a href="${PAGE_URLS.index}">${ja("ホーム", "Home")}</a></li><li><a href="${monthPageUrl(coverage.from, 1)}" data-jst-href="/cal/{y}/{mm}"><span data-jst-text="{y}年{m}月">${`${coverage.from}年1月`}</span> <span lang="en" class="en" data-jst-text="{y}-{mm}">${`${coverage.from}-01`}</span></a></li><li><a href="${PAGE_URLS.docs}">${ja("API リファレンス", "API reference")}</a></li></ul>`;
  return page({
    title: "404 ページが見つかりません — Not found | 暦 API",
    description: "ページが見つかりません。Page not found.",
    main,
    bodyClass: "not-found",
    scripts: ["jst-month.js"],
    coverage,
  });
}
