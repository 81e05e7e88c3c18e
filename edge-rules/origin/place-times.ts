/**
 * `place=` (docs/interface.md#places): a Pro body's `sun` and `moon` for another prefectural
 * capital. Every ProDay ends with the default place's `"sun":{…},"moon":{…}`; this swaps each
 * record's tail for the place's times, read from the place times files the generator wrote
 * (schemas/files/place-times.ts) — byte work only (sky-spans.ts), no JSON parse, nothing computed per request.
 */
import { dayNumber } from "../../calendar/time/day-number.ts";
import {
  parsePlaceTimesFile,
  placeTimesPackedPath,
  type PlaceTimesYear,
  skyFragment,
  unpackPlaceTimes,
} from "../../schemas/files/place-times.ts";
import { MissingData } from "./assemble.ts";
import { skySpans, withSkies } from "./sky-spans.ts";
import { BoundedMap } from "./lru.ts";
import type { Origin } from "./origin.ts";

/** The place times files over one origin, each read and unpacked once per data version (bounded: a year's text is ~280 KB). */
export class PlaceTimes {
  readonly #origin: Origin;
  /** Checked files by data version and year. */
  readonly #files = new BoundedMap<string, PlaceTimesYear>(16);

  constructor(origin: Origin) {
    this.#origin = origin;
  }

  /** The checked times file of a year. @throws MissingData when it is missing or malformed. */
  async #file(dataVersion: string, y: number): Promise<PlaceTimesYear> {
    const path = placeTimesPackedPath(y);
    const key = `${dataVersion}\n${path}`;
    const held = this.#files.get(key);
    if (held !== undefined) return held;
    const bytes = await this.#origin.bytes(path);
    const text = bytes === null ? null : unpackPlaceTimes(bytes, y);
    const file = text === null ? null : parsePlaceTimesFile(text, y);
    if (file === null) throw new MissingData(path);
    this.#files.set(key, file);
    return file;
  }

  /**
   * A Pro JSON body (day, range or bulk) with every record's `sun` and `moon` those of `place`.
   * @throws MissingData when a times file is missing, lacks the place, or a record lacks its tail (a malformed tree).
   */
  async apply(dataVersion: string, body: Uint8Array, place: string): Promise<Uint8Array> {
    const spans = skySpans(body);
    const fragments: string[] = [];
    for (const { iso, day } of spans) {
      const y = Number(iso.slice(0, 4));
      const fragment = skyFragment(await this.#file(dataVersion, y), place, day - dayNumber(y, 1, 1));
      if (fragment === null) throw new MissingData(placeTimesPackedPath(y));
      fragments.push(fragment);
    }
    return withSkies(body, spans, fragments);
  }
}
