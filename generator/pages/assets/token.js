// The Pro token of the day page and the finder: entered once, kept in this browser's
// localStorage, sent only as `Authorization: Bearer` to this origin's /gw/ API (never in a URL).
const KEY = "koyomi-api.token";

/** The kept token, or "" (storage may be unavailable: private modes, disabled storage). */
export function getToken() {
  try {
    return localStorage.getItem(KEY) || "";
  } catch {
    return "";
  }
}

/** Request headers for the API: the Bearer credential when a token is kept. */
export function authHeaders() {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Wires the token form (token-form.ts); `onChange` runs after the token is saved or forgotten. */
export function initTokenForm(onChange) {
  const form = document.getElementById("token-form");
  const input = document.getElementById("token-input");
  const state = document.getElementById("token-state");
  if (!form || !input || !state) return;
  const show = () => {
    state.textContent = getToken() ? "設定済み (set)" : "未設定 (not set)";
  };
  show();
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const value = input.value.trim();
    try {
      if (value) localStorage.setItem(KEY, value);
    } catch {
      state.textContent = "保存できません (storage unavailable)";
      return;
    }
    input.value = "";
    show();
    onChange();
  });
  document.getElementById("token-clear")?.addEventListener("click", () => {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // nothing kept
    }
    input.value = "";
    show();
    onChange();
  });
}
