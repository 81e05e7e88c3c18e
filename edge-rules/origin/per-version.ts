/**
 * A value derived from the generated files, read once per data version (the manifest's
 * `dataVersion`, docs/architecture.md): the day index, the 旧暦 table, a page shell. Concurrent
 * callers share one read; a failed read is forgotten, so the next request tries again.
 */

/** `load` memoised on the data version: the latest version's value (or read in flight) is kept. */
export function perVersion<T>(load: () => Promise<T>): (dataVersion: string) => Promise<T> {
  let held: { readonly version: string; readonly value: Promise<T> } | null = null;
  return (dataVersion) => {
    if (held?.version !== dataVersion) {
      const value = load();
      value.catch(() => {
        if (held?.value === value) held = null;
      });
      held = { version: dataVersion, value };
    }
    return held.value;
  };
}
