/**
 * The pages and widths of the layout sweep (test/edge-rules/pages/layout.test.ts measures them,
 * scripts/page-screenshots.ts --sweep photographs them), and the measurements, run in the page.
 */
import type { Page } from "playwright-core";

/** Every page, by a short name: the landing page, a month with 建国記念の日, a holiday, the finder, business days, 和暦, the reference. */
export const SWEEP_PAGES = [
  ["landing", "/"],
  ["month", "/cal/2026/02"],
  ["day", "/cal/2026/05/05"],
  ["find", "/find"],
  ["business", "/business"],
  ["wareki", "/wareki"],
  ["docs", "/docs"],
] as const;

/** A small phone, an iPhone, a laptop. */
export const SWEEP_WIDTHS = [360, 390, 1280] as const;

/** One layout defect: what and where. */
export interface LayoutProblem {
  readonly problem: string;
  readonly where: string;
}

/**
 * The layout defects of the loaded page:
 * - the page wider than the viewport;
 * - a phrase of a name (`.phrases`: the text between its `<wbr>`s, schemas/pages/holiday-phrases.ts) on more than one line
 *   though it fits its box's width: `建国記念の／日`;
 * - a lone item on the last row of a wrapping list of links (`.mlinks`: the month numbers, `12` alone);
 * - a box's title (`legend`) on more than one line while drawn on the box's border, so the border runs through it;
 * - a heading or table header cell whose text runs past its box.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const problems: { problem: string; where: string }[] = [];
    const describe = (el: Element): string => {
      const cls = el.classList.length > 0 ? `.${[...el.classList].join(".")}` : "";
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    };
    const visible = (el: Element): boolean => (el as HTMLElement).offsetParent !== null || el.tagName === "LEGEND";
    /** The rows a node's text occupies, and its total width. */
    const rows = (node: Node): { rows: number; width: number } => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0).sort((a, b) => a.top - b.top);
      // a new row starts below the previous row's boxes (text of another size on the same line overlaps it)
      let count = 0;
      let bottom = -Infinity;
      for (const r of rects) {
        if (r.top >= bottom - 1) count++;
        bottom = r.top >= bottom - 1 ? r.bottom : Math.max(bottom, r.bottom);
      }
      return { rows: count, width: rects.reduce((sum, r) => sum + r.width, 0) };
    };
    const width = document.documentElement.clientWidth;
    const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (pageWidth > width) problems.push({ problem: `page ${pageWidth}px wide in ${width}px`, where: "document" });

    for (const el of document.querySelectorAll(".phrases")) {
      if (!visible(el)) continue;
      const box = el.closest("td, li, p, div") ?? el.parentElement!;
      const style = getComputedStyle(box);
      const inner = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const { rows: n, width: w } = rows(node);
        if (n > 1 && w <= inner)
          problems.push({ problem: `phrase "${node.textContent}" breaks over ${n} lines in ${inner}px`, where: describe(el) });
      }
    }

    for (const list of document.querySelectorAll(".mlinks")) {
      if (!visible(list)) continue;
      const tops = [...list.children].map((a) => Math.round(a.getBoundingClientRect().top));
      const onLast = tops.filter((t) => t === tops.at(-1)).length;
      if (new Set(tops).size > 1 && onLast === 1) problems.push({ problem: "one item alone on the last row", where: describe(list) });
    }

    for (const legend of document.querySelectorAll("legend")) {
      const fieldset = legend.parentElement;
      if (!fieldset || fieldset.offsetParent === null) continue;
      const onBorder = getComputedStyle(legend).float === "none";
      const { rows: n } = rows(legend);
      if (onBorder && n > 1) problems.push({ problem: `title on ${n} lines across the box's border`, where: describe(legend) });
    }

    for (const el of document.querySelectorAll("h1, h2, h3, th, summary")) {
      const box = el as HTMLElement;
      if (box.offsetParent === null) continue;
      if (box.scrollWidth > box.clientWidth + 1)
        problems.push({ problem: `text ${box.scrollWidth}px in a ${box.clientWidth}px box`, where: describe(el) });
    }
    return problems;
  });
}
