// The API's errors (docs/interface.md#errors) for people: a Japanese line for the codes a page
// can meet, beside the API's own English message (which names the exact parameter or limit).

/** Japanese text by error code; `e` is the error body (its extra fields, e.g. maxDays). */
const JA = {
  PLAN_REQUIRED: () =>
    "この条件（用途・暦注・Pro の項目、または 31 件を超える件数）には Pro か Ultra のプランが必要です。トークンを入れるか、条件を外してください。",
  // business_add's carries `days`: a count of business days, not a span
  RANGE_TOO_LONG: (e) =>
    e.days !== undefined
      ? `営業日数が多すぎます。このプランで数えられるのは前後 ${e.maxDays ?? "—"} 営業日までです。`
      : `期間が長すぎます。このプランで探せるのは ${e.maxDays ?? "—"} 日までです（両端を含む）。`,
  AUTH_FAILED: () => "トークンが無効です（不明・失効・期限切れ）。入れ直すか、消してください。",
  OUT_OF_COVERAGE: () => "期間が提供範囲の外です。",
  INVALID_DATE: () => "日付が正しくありません（YYYY-MM-DD の実在する日）。",
  RANGE_REVERSED: () => "開始日が終了日より後です。",
  INVALID_PARAMETER: (e) => `受け付けない値です${e.parameter ? `（${e.parameter}）` : ""}。`,
  RATE_LIMITED: () => "リクエストが多すぎます。少し待ってからもう一度。",
};

/**
 * The Japanese and English lines of an error answer.
 * @param body the parsed JSON error body, or null when the answer was not JSON.
 * @param status the HTTP status.
 * @returns `{ ja, en }`: `ja` is a generic line for an unknown code.
 */
export function errorLines(body, status) {
  const code = body?.code;
  const ja = code && Object.hasOwn(JA, code) ? JA[code](body) : `エラーが起きました（HTTP ${status}）。`;
  const en = typeof body?.error === "string" ? `${body.error}${code ? ` (${code})` : ""}` : `HTTP ${status}`;
  return { ja, en };
}
