/**
 * A bounded map that forgets entries that were not used recently first ("second chance", the
 * CLOCK approximation of least-recently-used: a hit only marks the entry, so a lookup is one
 * `Map.get`; when the map is over its bound, the oldest entry is dropped unless it was used
 * since it was last looked at, in which case it is unmarked and moved to the back).
 *
 * The bound is on the total weight of the entries: by default every entry weighs 1 (a bound on
 * the number of entries); pass `weigh` to bound bytes instead. An entry heavier than the bound
 * is not kept at all; an entry just set is not the one its own insertion drops.
 */
interface Entry<V> {
  readonly value: V;
  readonly weight: number;
  used: boolean;
}

export class BoundedMap<K, V> {
  readonly #map = new Map<K, Entry<V>>();
  readonly #max: number;
  readonly #weigh: (value: V, key: K) => number;
  #weight = 0;

  constructor(maxWeight: number, weigh: (value: V, key: K) => number = () => 1) {
    this.#max = Math.max(1, Math.floor(maxWeight));
    this.#weigh = weigh;
  }

  get size(): number {
    return this.#map.size;
  }

  /** The total weight of the entries held. */
  get weight(): number {
    return this.#weight;
  }

  get(key: K): V | undefined {
    const entry = this.#map.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.#weigh(value, key);
    if (weight > this.#max) return;
    this.#map.set(key, { value, weight, used: false });
    this.#weight += weight;
    while (this.#weight > this.#max) {
      const [oldestKey, oldest] = this.#map.entries().next().value as [K, Entry<V>];
      this.#map.delete(oldestKey);
      // The entry just set goes round again, unmarked: when every other entry was used, they are unmarked first.
      if (oldest.used || oldestKey === key) {
        oldest.used = false;
        this.#map.set(oldestKey, oldest);
      } else {
        this.#weight -= oldest.weight;
      }
    }
  }

  delete(key: K): void {
    const entry = this.#map.get(key);
    if (entry === undefined) return;
    this.#map.delete(key);
    this.#weight -= entry.weight;
  }

  clear(): void {
    this.#map.clear();
    this.#weight = 0;
  }
}

/**
 * A doorkeeper (TinyLFU's "seen once" filter): which keys were asked for before, in a fixed table of 32-bit
 * fingerprints, so a cache admits a key on its second request. A key asked for once — most URLs of a workload over
 * the whole calendar — then neither evicts a held entry nor leaves one for the collector. No allocation per key.
 * Approximate both ways, which only moves an admission by a request: a key whose slot another key took meanwhile is
 * forgotten (admitted on the request after), and two keys with the same 32-bit hash are one.
 */
export class SeenFilter {
  readonly #slots: Uint32Array;
  /** 32 minus the bits of a slot number (slots are picked by the top bits of a multiplicative hash). */
  readonly #shift: number;

  /** @param slots keys remembered at most (rounded up to a power of two): 4 bytes each. */
  constructor(slots: number) {
    let bits = 0;
    while (1 << bits < slots && bits < 30) bits++;
    this.#slots = new Uint32Array(1 << bits);
    this.#shift = 32 - bits;
  }

  /** Whether `key` was seen (since its slot was last taken by another); it is seen from now on. */
  seen(key: string): boolean {
    // FNV-1a (32-bit) over the UTF-16 code units; the hash is the fingerprint (never 0: an empty slot), and its
    // Fibonacci mix picks the slot (FNV's low bits spread similar keys poorly).
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    const slot = this.#shift === 32 ? 0 : Math.imul(hash ^ (hash >>> 15), 0x9e3779b1) >>> this.#shift;
    const fingerprint = hash >>> 0 || 1;
    if (this.#slots[slot] === fingerprint) return true;
    this.#slots[slot] = fingerprint;
    return false;
  }

  /** Forgets every key. */
  clear(): void {
    this.#slots.fill(0);
  }
}
