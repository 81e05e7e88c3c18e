/**
 * A hiragana reading in the modified Hepburn romanization (修正ヘボン式) as Japan's place names are
 * written in Latin letters: long vowels unmarked (東京 Tokyo, 中央 Chuo, 大田 Ota), っ doubling the
 * next consonant (鳥取 Tottori) and `t` before `ch` (八丁 Hatcho), ん always `n` (群馬 Gunma, 新橋
 * Shinbashi) and without the apostrophe before a vowel or `y` (観音寺 Kanonji).
 *
 * Source: Revised Hepburn, 研究社『新和英大辞典』 3rd ed. (1954), its table of syllables (ん as `n` before b, m, p);
 * long vowels unmarked as 国土地理院 writes place names (国土地理院時報 108 「地名のローマ字表記」, gsi.go.jp/REPORT/JIHO/vol108-8.html).
 */

/** The syllables: one kana, or a kana and a small ゃ ゅ ょ ぁ ぃ ぅ ぇ ぉ. */
// prettier-ignore
const SYLLABLES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    あ: "a", い: "i", う: "u", え: "e", お: "o",
    か: "ka", き: "ki", く: "ku", け: "ke", こ: "ko",
    が: "ga", ぎ: "gi", ぐ: "gu", げ: "ge", ご: "go",
    さ: "sa", し: "shi", す: "su", せ: "se", そ: "so",
    ざ: "za", じ: "ji", ず: "zu", ぜ: "ze", ぞ: "zo",
    た: "ta", ち: "chi", つ: "tsu", て: "te", と: "to",
    だ: "da", ぢ: "ji", づ: "zu", で: "de", ど: "do",
    な: "na", に: "ni", ぬ: "nu", ね: "ne", の: "no",
    は: "ha", ひ: "hi", ふ: "fu", へ: "he", ほ: "ho",
    ば: "ba", び: "bi", ぶ: "bu", べ: "be", ぼ: "bo",
    ぱ: "pa", ぴ: "pi", ぷ: "pu", ぺ: "pe", ぽ: "po",
    ま: "ma", み: "mi", む: "mu", め: "me", も: "mo",
    や: "ya", ゆ: "yu", よ: "yo",
    ら: "ra", り: "ri", る: "ru", れ: "re", ろ: "ro",
    わ: "wa", ゐ: "i", ゑ: "e", を: "o", ん: "n", ゔ: "vu",
    きゃ: "kya", きゅ: "kyu", きょ: "kyo", ぎゃ: "gya", ぎゅ: "gyu", ぎょ: "gyo",
    しゃ: "sha", しゅ: "shu", しょ: "sho", じゃ: "ja", じゅ: "ju", じょ: "jo", しぇ: "she", じぇ: "je",
    ちゃ: "cha", ちゅ: "chu", ちょ: "cho", ぢゃ: "ja", ぢゅ: "ju", ぢょ: "jo", ちぇ: "che",
    にゃ: "nya", にゅ: "nyu", にょ: "nyo", ひゃ: "hya", ひゅ: "hyu", ひょ: "hyo",
    びゃ: "bya", びゅ: "byu", びょ: "byo", ぴゃ: "pya", ぴゅ: "pyu", ぴょ: "pyo",
    みゃ: "mya", みゅ: "myu", みょ: "myo", りゃ: "rya", りゅ: "ryu", りょ: "ryo",
    ふぁ: "fa", ふぃ: "fi", ふぇ: "fe", ふぉ: "fo", てぃ: "ti", でぃ: "di",
    ぁ: "a", ぃ: "i", ぅ: "u", ぇ: "e", ぉ: "o", ゃ: "ya", ゅ: "yu", ょ: "yo",
  }),
);

/**
 * A reading in lower-case Latin letters (くしろ → `kushiro`, ちゅうおう → `chuo`, さっぽろ → `sapporo`).
 * A long vowel is an o-syllable followed by う or お, or a u-syllable followed by う: the second
 * vowel is dropped, once (おおうち → `ouchi`); えい and いい stay (`ei`, `ii`). A character that is no
 * hiragana is kept as it is.
 * @param kana a reading in hiragana, one word (no spaces).
 */
export function romanize(kana: string): string {
  let out = "";
  let doubled = false; // a っ waits for the next consonant
  let lastVowel = ""; // the vowel the previous syllable ended in, "" after a lengthened one
  for (let i = 0; i < kana.length; i++) {
    if (kana[i] === "っ") {
      doubled = true;
      continue;
    }
    const pair = SYLLABLES.get(kana.slice(i, i + 2));
    const syllable = pair ?? SYLLABLES.get(kana[i]!) ?? kana[i]!;
    if (pair !== undefined) i++;
    if ((lastVowel === "o" && (syllable === "u" || syllable === "o")) || (lastVowel === "u" && syllable === "u")) {
      lastVowel = "";
      doubled = false;
      continue;
    }
    if (doubled && /^[bcdfghjkmprstwz]/.test(syllable)) out += syllable.startsWith("ch") ? "t" : syllable[0];
    doubled = false;
    out += syllable;
    lastVowel = /[aeiou]$/.test(syllable) ? syllable.at(-1)! : "";
  }
  return out;
}
