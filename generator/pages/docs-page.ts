/**
 * The API reference page (`/docs`), rendered at generation time from the OpenAPI document that
 * is written to `openapi.json` (the same object): the description, then every operation with
 * its parameters, credentials, statuses, an example request (a try-it link) and an example
 * response (docs-examples.ts), then every error code with what its hint names (schemas/error-codes.ts): the
 * section each error body's `docs` links to. Static HTML, no script: it passes the pages' strict CSP as is,
 * works with JavaScript off and prints.
 */
import { ERROR_CODES, errorAnchor, type ErrorCode } from "../../schemas/error-codes.ts";
import { html, ja, join, page, type SafeHtml } from "./html.ts";
import { inline, markdown } from "./markdown.ts";
import type { OperationExample } from "./docs-examples.ts";

type Json = Record<string, any>;

/** A `$ref` inside the document, resolved (`#/components/...`). */
function deref(doc: Json, node: Json): Json {
  if (typeof node?.$ref !== "string") return node;
  return node.$ref
    .slice(2)
    .split("/")
    .reduce((at: Json, key: string) => at?.[key], doc);
}

/** A schema in a few words: its type, enum or pattern. */
function schemaSummary(doc: Json, schema: Json | undefined): SafeHtml {
  const s = deref(doc, schema ?? {});
  if (Array.isArray(s.enum))
    return join(
      s.enum.map((v: unknown) => html`<code>${String(v)}</code>`),
      " ",
    );
  const type = Array.isArray(s.type) ? s.type.join(" | ") : (s.type ?? (s.oneOf ? "one of" : ""));
  const pattern = s.pattern && html` <code>${s.pattern}</code>`;
  return html`${String(type)}${pattern}`;
}

/** The parameters of an operation, as a definition list (readable at 360 px, unlike a five-column table). */
function parameters(doc: Json, op: Json): SafeHtml | null {
  const list: Json[] = (op.parameters ?? []).map((p: Json) => deref(doc, p));
  if (list.length === 0) return null;
  const items = list.map(
    (p) =>
      html`<dt><code>${p.name}</code> <span class="in">${p.in}</span>${p.required && html` <span class="required">${ja("必須", "required")}</span>`}</dt><dd lang="en"><span class="values">${schemaSummary(doc, p.schema)}</span> ${inline(p.description ?? "")}</dd>`,
  );
  return html`<h4>${ja("パラメーター", "Parameters")}</h4>
<dl class="params">
${join(items, "\n")}
</dl>`;
}

/** The credentials an operation accepts (its `security` alternatives). */
function security(op: Json): SafeHtml {
  const alternatives: Json[] = op.security ?? [];
  const names = alternatives.map((alt) => (Object.keys(alt).length === 0 ? "anonymous" : Object.keys(alt).join(" + ")));
  const codes = names.map((n) => html`<code>${n}</code>`);
  return html`<p>${ja("認証", "Credentials")}: ${join(codes, " / ")}</p>`;
}

/** The statuses of an operation. */
function statuses(doc: Json, op: Json): SafeHtml {
  const items = Object.entries(op.responses ?? {}).map(
    ([status, r]) => html`<li><code>${status}</code> <span lang="en">${inline(deref(doc, r as Json).description ?? "")}</span></li>`,
  );
  return html`<details><summary>${ja("応答の種類", "Statuses")}</summary><ul class="statuses">${items}</ul></details>`;
}

/** The id of an operation's section. */
function anchor(operationId: string): string {
  return `op-${operationId}`;
}

/** One operation. */
function operation(doc: Json, method: string, path: string, op: Json, example: OperationExample | undefined): SafeHtml {
  const ex = example
    ? html`<h4>${ja("リクエスト例", "Example request")}</h4>
<p class="request"><code>${method.toUpperCase()} <a href="${example.request}">${example.request}</a></code>${example.credential && html` — ${ja(...example.credential)}`}</p>
<h4>${ja("レスポンス例", "Example response")}</h4>
${example.shortened && html`<p class="note">${ja(`省略: ${example.shortened[0]}`, `shortened: ${example.shortened[1]}`)}</p>`}
<pre class="json"><code>${typeof example.response === "string" ? example.response : JSON.stringify(example.response, null, 2)}</code></pre>`
    : html`<p class="note">${ja("例はまだありません", "no example yet")}</p>`;
  return html`<section class="operation" id="${anchor(op.operationId)}" aria-labelledby="${anchor(op.operationId)}-h">
<h3 id="${anchor(op.operationId)}-h"><span class="method">${method.toUpperCase()}</span> <code>${path}</code> — ${op.summary ?? ""}</h3>
<div lang="en">${markdown(op.description ?? "")}</div>
${security(op)}
${parameters(doc, op)}
${statuses(doc, op)}
${ex}
</section>`;
}

/** The errors: each code's status, when it is answered and what its hint names (every error body's `docs` is one of these). */
function errors(): SafeHtml {
  const items = (Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => {
    const { status, when, hint } = ERROR_CODES[code];
    return html`<dt id="${errorAnchor(code)}"><code>${code}</code> <span class="in">${String(status)}</span></dt><dd lang="en">${when}. <strong>hint</strong>: ${hint}.</dd>`;
  });
  return html`<section aria-labelledby="errors"><h2 id="errors">${ja("エラー", "Errors")}</h2>
<div lang="en">${markdown(
    "Every error is `{ ok: false, error, code, …offending fields, hint, docs }`. `hint.text` says what to do in one line; `hint.request`, where there is one, is the request to send instead — a GET target on this server, sent with the same credential, that passes the checks the failed one did not (`hint.retryAfter`: after that many seconds). In an MCP tool error `hint.call` is the same request as a tool call. `docs` links to the code's entry below.",
  )}</div>
<dl class="params">
${join(items, "\n")}
</dl>
</section>`;
}

/** The operations of the document, in document order: method, path, operation. */
export function operations(doc: Json): [string, string, Json][] {
  const out: [string, string, Json][] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ["get", "head", "post", "put", "delete", "patch", "options"]) {
      const op = (item as Json)[method];
      if (op) out.push([method, path, op]);
    }
  }
  return out;
}

/** The API reference page of `doc` with the given examples (by operationId). */
export function docsPage(doc: Json, examples: Readonly<Record<string, OperationExample>>): string {
  const ops = operations(doc);
  const toc = ops.map(
    ([method, path, op]) =>
      html`<li><a href="#${anchor(op.operationId)}"><span class="method">${method.toUpperCase()}</span> <code>${path}</code></a> ${op.summary ?? ""}</li>`,
  );
  const sections = ops.map(([method, path, op]) => operation(doc, method, path, op, examples[op.operationId]));
  const main = html`<h1>${ja("API リファレンス", "API reference")}</h1>
<p>${ja("この頁は OpenAPI 文書から生成しています。", "This page is generated from the OpenAPI document:")} <a href="/openapi.json">/openapi.json</a> (OpenAPI ${doc.openapi}, API ${doc.info?.version ?? ""})</p>
<nav class="toc" aria-label="目次 Contents"><ul>${toc}<li><a href="#errors">${ja("エラー", "Errors")}</a></li></ul></nav>
<section aria-labelledby="overview"><h2 id="overview" lang="en">${doc.info?.title ?? ""}</h2>
<div lang="en">${markdown(doc.info?.description ?? "")}</div>
</section>
<section aria-labelledby="ops"><h2 id="ops">${ja("エンドポイント", "Endpoints")}</h2>
${join(sections, "\n")}
</section>
${errors()}`;
  return page({
    title: "API リファレンス — API reference | 暦 API",
    description: "暦 API の全エンドポイント、パラメーター、例。Every endpoint of the Koyomi API with examples.",
    main,
    current: "docs",
    bodyClass: "docs",
  });
}
