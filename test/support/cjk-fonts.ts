/**
 * A fontconfig file that adds Noto Sans JP (日本語フォント) from the npm package
 * @expo-google-fonts/noto-sans-jp to whatever fonts the machine has, so screenshots of Japanese
 * text show glyphs on a machine with only Node and npm (the @sparticuz/chromium build ships no
 * CJK font). Passed to Chromium as `FONTCONFIG_FILE`. Tests never depend on glyph rendering;
 * only scripts/page-screenshots.ts needs this to be right.
 */
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/** The directories holding Noto Sans JP Regular and Bold, or `[]` when the package is absent. */
export function notoSansJpDirectories(): string[] {
  try {
    const root = dirname(require.resolve("@expo-google-fonts/noto-sans-jp/package.json"));
    return ["400Regular", "700Bold"].map((weight) => join(root, weight)).filter((dir) => existsSync(dir));
  } catch {
    return [];
  }
}

/** Escapes text for an XML element body. */
const xml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The fontconfig document: the system configuration (when present), the fonts the
 * @sparticuz/chromium build unpacks to `<tmp>/fonts`, and `fontDirs`; the cache in `cacheDir`.
 */
export function fontconfigDocument(fontDirs: readonly string[], cacheDir: string, tmp = tmpdir()): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    "<fontconfig>",
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    `  <dir>${xml(join(tmp, "fonts"))}</dir>`,
    ...fontDirs.map((dir) => `  <dir>${xml(dir)}</dir>`),
    `  <cachedir>${xml(cacheDir)}</cachedir>`,
    "</fontconfig>",
    "",
  ].join("\n");
}

/**
 * Writes the fontconfig file into a fresh temporary directory (the caller removes it).
 * @returns its path and directory, or `null` when the font package is not installed.
 */
export function writeCjkFontconfig(): { file: string; dir: string } | null {
  const fontDirs = notoSansJpDirectories();
  if (fontDirs.length === 0) return null;
  const dir = mkdtempSync(join(tmpdir(), "koyomi-fontconfig-"));
  const file = join(dir, "fonts.conf");
  writeFileSync(file, fontconfigDocument(fontDirs, join(dir, "cache")));
  return { file, dir };
}
