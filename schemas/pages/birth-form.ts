/**
 * The birth page's form (`/birth`, docs/interface.md#pages): written empty into the shell by the generator
 * (generator/pages/birth-page.ts) and again with a request's values by the edge (edge-rules/pages/birth-page.ts),
 * so the page works without JavaScript. It GETs `/birth#answer`. Every value is escaped (the `html` template).
 * Its Pro token field is never filled in: a token is not written into a page.
 */
import { DST_MODES, SOLAR_MODES } from "../endpoints/birth.ts";
import { PLACES_QUERY_MAX } from "../endpoints/places.ts";
import { html, ja, type SafeHtml } from "./html.ts";
import { TOKEN } from "../parameters.ts";
import { BIRTH_PARAMS, PAGE_URLS } from "./pages.ts";
import { SEXES, ZI_CONVENTIONS } from "../../calendar/names.ts";
import { PRESET_NAMES } from "../../calendar/rules.ts";

/** The form's values as typed (strings; empty when not given). */
export type BirthFormValues = Readonly<Record<keyof typeof BIRTH_PARAMS, string>>;

/** The empty form: defaults of the API (`solar=none`, `dst=auto`, `zi=early`, no `rules`). */
export const EMPTY_BIRTH_FORM: BirthFormValues = {
  date: "",
  time: "",
  place: "",
  tz: "",
  sex: "",
  longitude: "",
  solar: "none",
  dst: "auto",
  zi: "early",
  rules: "",
};

const SEX_LABELS: Record<(typeof SEXES)[number] | "", readonly [string, string]> = {
  "": ["指定しない（大運なし）", "not given (no 大運)"],
  male: ["男性", "male"],
  female: ["女性", "female"],
};
const SOLAR_LABELS: Record<(typeof SOLAR_MODES)[number], readonly [string, string]> = {
  none: ["日本標準時のまま", "JST as written"],
  mean: ["地方平均時（経度）", "local mean time"],
  true: ["真太陽時（均時差も）", "true solar time"],
};
const ZI_LABELS: Record<(typeof ZI_CONVENTIONS)[number], readonly [string, string]> = {
  early: ["0時に日が替わる（早子時）", "the day turns at 00:00"],
  late: ["23時に日が替わる（夜子時）", "the day turns at 23:00"],
};
const DST_LABELS: Record<(typeof DST_MODES)[number], readonly [string, string]> = {
  auto: ["1948〜1951年の夏時刻を1時間戻す", "take 1948–1951 summer time back an hour"],
  off: ["書いたとおりに読む", "as written"],
};

/** A `<select>` of `options`, `value` selected (options' labels are text, not HTML). */
function select(id: string, name: string, value: string, options: Readonly<Record<string, readonly [string, string]>>): SafeHtml {
  const items = Object.entries(options).map(
    ([v, [j, e]]) => html`<option value="${v}"${v === value && html` selected`}>${`${j} — ${e}`}</option>`,
  );
  return html`<select id="${id}" name="${name}">${items}</select>`;
}

/** The form with `values` filled in. */
export function birthFormHtml(values: BirthFormValues): SafeHtml {
  const p = BIRTH_PARAMS;
  return html`<form id="birth-form" class="birth" action="${PAGE_URLS.birth}#answer" method="get">
<p><label for="b-date">${ja("生年月日", "date of birth")}</label>
<input id="b-date" name="${p.date}" type="date" required min="1873-01-01" max="2100-12-31" value="${values.date}"></p>
<p><label for="b-time">${ja("生まれた時刻（わからなければ空欄）", "time of birth (blank if unknown)")}</label>
<input id="b-time" name="${p.time}" type="time" value="${values.time}"></p>
<p><label for="b-place">${ja("出生地（任意：地名・地点 id・緯度,経度）", "birthplace (optional: a name, a place id or lat,lon)")}</label>
<input id="b-place" name="${p.place}" type="text" maxlength="${PLACES_QUERY_MAX}" spellcheck="false" autocomplete="off" placeholder="釧路市、new-york-city、35.68,139.77" aria-describedby="b-place-note" value="${values.place}"></p>
<p><label for="b-tz">${ja("時刻の時間帯（任意：IANA 名か auto）", "time zone of the time (optional: an IANA name or auto)")}</label>
<input id="b-tz" name="${p.tz}" type="text" maxlength="40" spellcheck="false" autocomplete="off" autocapitalize="off" placeholder="America/New_York" aria-describedby="b-place-note" value="${values.tz}"></p>
<p id="b-place-note" class="note">${ja("出生地の経度は太陽時に使います。日本の外の出生地なら、時刻はその地の時計で読みます（時間帯を空欄にしても）。auto は出生地の時間帯です。", "The birthplace's longitude serves the solar time; abroad, the time is read on the birthplace's clock (with the time zone left blank too). auto is the birthplace's zone.")}</p>
<p><label for="b-sex">${ja("性別（大運の向き）", "sex (direction of the 大運)")}</label>
${select("b-sex", p.sex, values.sex, SEX_LABELS)}</p>
<p><label for="b-lon">${ja("出生地の東経（度、任意。出生地を書いたときは空欄）", "birthplace east longitude (degrees, optional; blank with a birthplace)")}</label>
<input id="b-lon" name="${p.longitude}" type="text" inputmode="decimal" maxlength="12" placeholder="141.35" value="${values.longitude}"></p>
<p><label for="b-solar">${ja("日柱・時柱の時刻", "time for the day and hour pillars")}</label>
${select("b-solar", p.solar, values.solar, SOLAR_LABELS)}</p>
<p><label for="b-dst">${ja("夏時刻（サマータイム）", "summer time")}</label>
${select("b-dst", p.dst, values.dst, DST_LABELS)}</p>
<p><label for="b-zi">${ja("子の刻（23時台）の日柱", "子の刻 (23:00–24:00) of the day pillar")}</label>
${select("b-zi", p.zi, values.zi, ZI_LABELS)}</p>
<p><label for="b-rules">${ja("流派（任意: rules=、例 " + PRESET_NAMES.join("、") + "）", "school (optional: rules=, e.g. " + PRESET_NAMES.join(", ") + ")")}</label>
<input id="b-rules" name="${p.rules}" type="text" maxlength="200" spellcheck="false" placeholder="${PRESET_NAMES[0] ?? ""}" value="${values.rules}"></p>
<p><label for="b-token">${ja("Pro トークン（任意: 蔵干・大運などの命式に。URL に入ります）", "Pro token (optional, for the whole chart; it goes into the URL)")}</label>
<input id="b-token" name="${TOKEN.name}" type="password" autocomplete="off" spellcheck="false" maxlength="512"></p>
<p><button type="submit">${ja("命式を出す", "Cast the chart")}</button></p>
</form>`;
}
