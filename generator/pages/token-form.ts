/**
 * The Pro token form shared by the day page and the finder: the token is entered once, kept in
 * the browser's localStorage by `token.js` and sent as `Authorization: Bearer` (never put in a
 * URL, never sent to another host). Forgetting it removes it from the browser.
 */
import { html, ja, type SafeHtml } from "./html.ts";

/** The form (hidden state and messages are filled in by token.js). */
export function tokenForm(): SafeHtml {
  return html`<details class="token" id="token-box"><summary>${ja("Pro トークン", "Pro token")} <span id="token-state" class="state">${ja("未設定", "not set")}</span></summary>
<form id="token-form" class="token-form">
<label for="token-input">${ja("トークン（このブラウザにだけ保存）", "Token (kept in this browser only)")}</label>
<input id="token-input" name="token" type="password" autocomplete="off" spellcheck="false" minlength="10" maxlength="200">
<button type="submit">${ja("保存", "Save")}</button>
<button type="button" id="token-clear">${ja("消去", "Forget")}</button>
</form></details>`;
}
