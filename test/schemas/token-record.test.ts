/**
 * One token-record schema for both stores (schemas/token-record.ts): the tokens file and the KV
 * store accept and refuse the same records, and a bad file entry is one line naming its field.
 */
import { describe, expect, it } from "vitest";
import { parseTokenFile } from "../../edge-rules/node/token-file.ts";
import { parseTokenRecord } from "../../edge-rules/worker/kv-tokens.ts";

const HASH = "a".repeat(64);

/** Records as JSON text: whether a store must accept them. */
const RECORDS: readonly [string, boolean][] = [
  ['{"id":"t","plan":"pro"}', true],
  ['{"id":"t","plan":"ultra","expires":"2030-01-01","revoked":true}', true],
  ['{"id":"t","plan":"pro","expires":null,"label":"acme","created":"2026-01-01T00:00:00Z"}', true],
  ['{"id":"t"}', false],
  ['{"id":"t","plan":"free"}', false],
  ['{"id":"","plan":"pro"}', false],
  ['{"id":"t","plan":"pro","revoked":"no"}', false],
  ['{"id":"t","plan":"pro","expires":5}', false],
];

describe("token records", () => {
  it("the file and KV stores accept exactly the same records", () => {
    for (const [text, valid] of RECORDS) {
      expect(parseTokenRecord(text) !== null, `KV ${text}`).toBe(valid);
      const entry = `{"tokens":[${text.replace(/^\{/, `{"sha256":"${HASH}",`)}]}`;
      const parsed = (() => {
        try {
          return parseTokenFile(entry);
        } catch {
          return null;
        }
      })();
      expect(parsed !== null, `file ${text}`).toBe(valid);
      if (parsed && valid) expect(parsed.tokens[0]).toMatchObject(parseTokenRecord(text)!);
    }
  });

  it("a bad tokens-file entry is one line naming the entry and the field", () => {
    expect(() => parseTokenFile('{"tokens":[{"id":"x","sha256":"nope","plan":"pro"}]}')).toThrow(
      /^tokens file: entry 0: sha256: expected 64 lowercase hex digits$/,
    );
    expect(() => parseTokenFile('{"tokens":[{"id":"x","sha256":"' + HASH + '","plan":"gold"}]}')).toThrow(
      /^tokens file: entry 0: plan: [^\n]+$/,
    );
  });
});
