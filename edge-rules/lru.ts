/**
 * A bounded map that forgets entries that were not used recently first ("second chance", the
 * CLOCK approximation of least-recently-used: a hit only marks the entry, so a lookup is one
 * `Map.get`; when the map is over its bound, the oldest entry is dropped unless it was used
 * since it was last looked at, in which case it is unmarked and moved to the back).
 *
 * The bound is on the total weight of the entries: by default every entry weighs 1 (a bound on
 * the number of entries); pass `weigh` to bound bytes instead. An entry heavier than the bound
 * is not kept at all.
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
      if (oldest.used) {
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
