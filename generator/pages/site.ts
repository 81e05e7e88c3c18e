/**
 * The pages step of generation (docs/interface.md#pages): every file of the site but the month pages
 * (which generate.ts writes month by month, from the records it has in hand): the landing page,
 * the API reference, the day-page shell, the finder, the business-day page, the
 * converter's shell, the 404 page and the assets
 * (generator/pages/assets/, copied byte for byte). Deterministic: no clock, no host name.
 */
import { readFileSync } from "node:fs";
import type { Coverage } from "../../schemas/coverage.ts";
import type { LiteDay } from "../../schemas/day.ts";
import { assetFile, ASSETS, type AssetName, PAGE_FILES } from "../../schemas/pages/pages.ts";
import { dayPage } from "./day-page.ts";
import { operationExamples } from "./docs-examples.ts";
import { docsPage } from "./docs-page.ts";
import { businessPage } from "./business-page.ts";
import { findPage } from "./find-page.ts";
import { landingPage } from "./landing-page.ts";
import { notFoundPage } from "./not-found-page.ts";
import { warekiPage } from "./wareki-page.ts";
import { birthPage } from "./birth-page.ts";

export { monthPage } from "../../schemas/pages/month-page.ts";

/** A file to write: path relative to the generated root, and its text. */
export interface SiteFile {
  readonly path: string;
  readonly text: string;
}

/** An asset's bytes as shipped in the repository. */
export function assetText(name: AssetName): string {
  return readFileSync(new URL(`./assets/${name}`, import.meta.url), "utf8");
}

/**
 * The site's files.
 * @param openapi the OpenAPI document exactly as written to openapi.json.
 * @param firstDays the LiteDay records of the coverage's first seven days (the examples).
 */
export function siteFiles(coverage: Coverage, openapi: Readonly<Record<string, unknown>>, firstDays: readonly LiteDay[]): SiteFile[] {
  return [
    { path: PAGE_FILES.index, text: landingPage(coverage) },
    { path: PAGE_FILES.docs, text: docsPage(openapi, operationExamples(coverage, firstDays)) },
    { path: PAGE_FILES.day, text: dayPage() },
    { path: PAGE_FILES.find, text: findPage(coverage) },
    { path: PAGE_FILES.business, text: businessPage(coverage) },
    { path: PAGE_FILES.wareki, text: warekiPage() },
    { path: PAGE_FILES.birth, text: birthPage() },
    { path: PAGE_FILES.notFound, text: notFoundPage(coverage) },
    ...(Object.keys(ASSETS) as AssetName[]).map((name) => ({ path: assetFile(name), text: assetText(name) })),
  ];
}
