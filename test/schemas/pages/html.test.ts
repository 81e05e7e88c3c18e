/**
 * The pages' one HTML template (schemas/pages/html.ts): every value is escaped unless it is HTML made by `html`, `join` or
 * `raw`; lists are concatenated; booleans, null and undefined are nothing. And escaping lives there only: no page
 * renderer escapes by hand.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join as joinPath, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { html, type HtmlValue, ja, join, page, raw } from "../../../schemas/pages/html.ts";

const ROOT = resolve(import.meta.dirname, "../../..");

describe("the html template", () => {
  it("escapes every interpolated text, in content and in attributes", () => {
    const hostile = `<script>alert("x")</script>'&amp;`;
    expect(html`<p title="${hostile}">${hostile}</p>`.toString()).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&amp;amp;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&amp;amp;</p>',
    );
    // a quote cannot end the attribute it is in
    expect(html`<a href="${`x" onclick="alert(1)`}" title='${"a' onmouseover='b"}'>`.toString()).toBe(
      `<a href="x&quot; onclick=&quot;alert(1)" title='a&#39; onmouseover=&#39;b'>`,
    );
    expect(html`<td>${12}</td><td>${-0.5}</td>`.toString()).toBe("<td>12</td><td>-0.5</td>");
  });

  it("inserts HTML made by html as is: nested templates are not escaped twice", () => {
    const inner = html`<b>${"a & b"}</b>`;
    expect(html`<p>${inner}</p>`.toString()).toBe("<p><b>a &amp; b</b></p>");
    expect(html`<div>${html`<p>${html`<i>${"<"}</i>`}</p>`}</div>`.toString()).toBe("<div><p><i>&lt;</i></p></div>");
  });

  it("treats a string as text even when it is the text of HTML: only the html value itself is trusted", () => {
    const made = html`<b>bold</b>`;
    expect(html`${made.toString()}`.toString()).toBe("&lt;b&gt;bold&lt;/b&gt;");
    expect(html`${String(made)}`.toString()).toBe("&lt;b&gt;bold&lt;/b&gt;");
    // an object that only looks like HTML is text too
    const forged = { toString: () => "<script>x</script>" } as unknown as HtmlValue;
    expect(html`${forged}`.toString()).toBe("&lt;script&gt;x&lt;/script&gt;");
  });

  it("concatenates lists (nested too), each item escaped unless HTML", () => {
    const items = ["<a>", html`<li>${"b&"}</li>`, ["c", [html`<br>`, 1]]];
    expect(html`<ul>${items}</ul>`.toString()).toBe("<ul>&lt;a&gt;<li>b&amp;</li>c<br>1</ul>");
    expect(html`${[]}`.toString()).toBe("");
  });

  it("writes nothing for booleans, null and undefined (for `${cond && html`…`}`)", () => {
    const on = true;
    const off = false;
    expect(html`<a${on && html` class="x"`}${off && html` hidden`}>${null}${undefined}${true}</a>`.toString()).toBe('<a class="x"></a>');
    expect(html`${0}${""}`.toString()).toBe("0");
  });

  it("joins with a separator, escaped unless HTML; raw inserts trusted markup unescaped", () => {
    expect(join(["a", html`<i>b</i>`, "<c>"], "\n").toString()).toBe("a\n<i>b</i>\n&lt;c&gt;");
    expect(join(["建国", "記念の日"], html`<wbr>`).toString()).toBe("建国<wbr>記念の日");
    expect(join(["a", "b"], " & ").toString()).toBe("a &amp; b");
    expect(join(["a", "b"]).toString()).toBe("ab");
    expect(html`<p>${raw("<!--slot-->")}</p>`.toString()).toBe("<p><!--slot--></p>");
  });

  it("keeps the literal parts of the template as written (cooked: \\n is a newline)", () => {
    expect(html`<p>\n${"x"}</p>\n`.toString()).toBe("<p>\nx</p>\n");
  });

  it("ja and page escape their texts", () => {
    expect(ja("大安 <b>", "taian & co").toString()).toBe('大安 &lt;b&gt; <span lang="en" class="en">taian &amp; co</span>');
    const doc = page({ title: `a <title> "b"`, description: `d"><script>`, main: html`<p>${"<main>"}</p>`, bodyClass: `x" onload="y` });
    expect(doc).toContain("<title>a &lt;title&gt; &quot;b&quot;</title>");
    expect(doc).toContain('<meta name="description" content="d&quot;&gt;&lt;script&gt;">');
    expect(doc).toContain('<body class="x&quot; onload=&quot;y">');
    expect(doc).toContain("<main>\n<p>&lt;main&gt;</p>\n</main>");
    expect(doc).not.toContain("<script");
  });
});

/** The page renderers: every module that writes page HTML. */
const RENDERER_DIRS = ["generator/pages", "edge-rules/pages", "schemas", "schemas/pages"];

describe("escaping lives in schemas/pages/html.ts only", () => {
  it("no page renderer escapes by hand (an esc() call, an entity table, a replace into &lt;)", () => {
    const offenders: string[] = [];
    for (const dir of RENDERER_DIRS) {
      for (const name of readdirSync(joinPath(ROOT, dir)).filter((n) => n.endsWith(".ts"))) {
        const path = `${dir}/${name}`;
        if (path === "schemas/pages/html.ts" || path === "schemas/changes.ts") continue; // changes.ts escapes XML (the Atom feed), no page
        const text = readFileSync(joinPath(ROOT, path), "utf8");
        if (/\besc\(|&lt;|&quot;|&#39;/.test(text)) offenders.push(path);
      }
    }
    expect(offenders).toEqual([]);
  });
});
