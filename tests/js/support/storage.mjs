// @ts-check
// The Web Storage the unit tests hand to the modules instead of the browser's: in memory, one
// per test, and storages that refuse (a getter or methods that throw).

/** A Storage in memory (the methods the modules use), filled with `entries`. */
export class MemoryStorage {
  /** @param {Record<string, string>} [entries] */
  constructor(entries = {}) {
    /** @type {Map<string, string>} */
    this.map = new Map(Object.entries(entries));
  }

  /** @param {string} key */
  getItem(key) { return this.map.get(key) ?? null; }

  /** @param {string} key @param {string} value */
  setItem(key, value) { this.map.set(key, String(value)); }

  /** @param {string} key */
  removeItem(key) { this.map.delete(key); }

  /** @param {number} index @returns {string | null} the key at `index` */
  key(index) { return [...this.map.keys()][index] ?? null; }

  get length() { return this.map.size; }
}

/**
 * A MemoryStorage typed as the Storage the modules take.
 * @param {Record<string, string>} [entries]
 * @returns {Storage}
 */
export const memoryStorage = (entries = {}) => /** @type {any} */ (new MemoryStorage(entries));

/** A storage whose every method throws (disabled, or full for a write). @returns {Storage} */
export const refusingStorage = () => /** @type {any} */ ({
  getItem() { throw new DOMException('denied', 'SecurityError'); },
  setItem() { throw new DOMException('full', 'QuotaExceededError'); },
  removeItem() { throw new DOMException('denied', 'SecurityError'); },
});
