/**
 * Where a holiday's name may break across lines: between its phrases (文節), never inside one, so that a narrow
 * month cell shows `建国 / 記念の日`, not `建国記念の / 日`. Japanese has no spaces to break at, so the phrases are
 * listed for every name of HOLIDAY_NAMES (a name added without its phrases fails to compile). The pages join them
 * with `<wbr>` inside an element of class `phrases` (style.css: `word-break: keep-all`, breaking inside a phrase only
 * when the phrase alone is wider than its box).
 */
import type { HolidayName } from "../../calendar/names.ts";
import { html, join, type SafeHtml } from "./html.ts";

export const HOLIDAY_PHRASES: Readonly<Record<HolidayName, readonly string[]>> = {
  元日: ["元日"],
  成人の日: ["成人の日"],
  建国記念の日: ["建国", "記念の日"],
  天皇誕生日: ["天皇", "誕生日"],
  春分の日: ["春分の日"],
  みどりの日: ["みどり", "の日"],
  昭和の日: ["昭和の日"],
  憲法記念日: ["憲法", "記念日"],
  こどもの日: ["こども", "の日"],
  海の日: ["海の日"],
  山の日: ["山の日"],
  敬老の日: ["敬老の日"],
  秋分の日: ["秋分の日"],
  体育の日: ["体育の日"],
  スポーツの日: ["スポーツ", "の日"],
  文化の日: ["文化の日"],
  勤労感謝の日: ["勤労", "感謝の日"],
  皇太子明仁親王の結婚の儀: ["皇太子", "明仁親王の", "結婚の儀"],
  昭和天皇の大喪の礼: ["昭和天皇の", "大喪の礼"],
  即位礼正殿の儀: ["即位礼", "正殿の儀"],
  皇太子徳仁親王の結婚の儀: ["皇太子", "徳仁親王の", "結婚の儀"],
  天皇の即位の日: ["天皇の", "即位の日"],
  即位礼正殿の儀の行われる日: ["即位礼", "正殿の儀の", "行われる日"],
  振替休日: ["振替", "休日"],
  国民の休日: ["国民の", "休日"],
};

/** A holiday name as HTML: its phrases, escaped, joined by `<wbr>` (a name outside the table stays whole). */
export function holidayNameHtml(name: string): SafeHtml {
  const phrases = (HOLIDAY_PHRASES as Readonly<Record<string, readonly string[]>>)[name] ?? [name];
  return join(phrases, html`<wbr>`);
}
