/** Types of scripts/node-version.js (plain JavaScript so that any Node can run it). */
export function enginesRange(): string;
export function nvmrcVersion(): string;
export function satisfies(version: string, range: string): boolean;
export function nodeVersionProblem(version?: string, range?: string): string | null;
