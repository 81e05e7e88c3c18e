/**
 * The tests' own list of a day record's single-valued label fields and the glossary field each
 * value comes from (docs/interface.md#english-labels, #csv), written out independently of
 * schemas/english.ts so that the tests are an oracle for it. Holiday names are labels too
 * (glossary `holiday`), though a CSV column check of value sets leaves them out.
 */
export const LABEL_FIELDS: Readonly<Record<string, string>> = {
  youbi: "youbi",
  rokuyou: "rokuyou",
  sekki: "sekki",
  moonmark: "moonmark",
  eto: "kanshi",
  eto_month: "kanshi",
  eto_year: "kanshi",
  kyusei: "kyusei",
  kyusei_month: "kyusei",
  kyusei_year: "kyusei",
  junichoku: "junichoku",
  shuku28: "shuku28",
  kou72: "kou72",
  tide: "tide",
  shuku27: "shuku27",
};
