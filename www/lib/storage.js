// @ts-check
// The one way the pages keep small things on the device (localStorage; the tab's own game id in
// sessionStorage). Storage may be unusable in many ways: absent (Node), disabled or full, or a
// `window.localStorage` getter that throws (Chrome's "block site data", a sandboxed frame), so
// `globalThis.localStorage ?? null` alone is not safe. Here none of them throws: a read then
// finds nothing and a write lasts for this page only (the caller learns it from `false`).
// Every function takes the storage to use last (tests pass one of their own); by default the
// page's localStorage, or nothing when it cannot be had.

/** @typedef {Pick<Storage, 'getItem'>} ReadStorage */
/** @typedef {Pick<Storage, 'setItem'>} WriteStorage */
/** @typedef {ReadStorage & Partial<WriteStorage & Pick<Storage, 'removeItem'>>} KeyStorage */

/**
 * The page's storage `kind`, or null when it cannot be used.
 * @param {'localStorage' | 'sessionStorage'} [kind]
 * @returns {Storage | null}
 */
export function deviceStorage(kind = 'localStorage') {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null; // the getter throws: site data blocked, a sandboxed frame
  }
}

/** The key written and removed to learn whether the storage keeps anything. */
const PROBE_KEY = 'tobit.probe';

/**
 * Whether the storage keeps what is written (false: blocked, absent, disabled or full), for a
 * page that tells the player what it cannot keep.
 * @param {Partial<WriteStorage & Pick<Storage, 'removeItem'>> | null} [storage]
 * @returns {boolean}
 */
export function canKeep(storage = deviceStorage()) {
  return writeText(PROBE_KEY, '1', storage) && removeKeys([PROBE_KEY], storage);
}

/**
 * The text kept under `key`, or null when there is none or the storage cannot be read.
 * @param {string} key
 * @param {ReadStorage | null} [storage]
 * @returns {string | null}
 */
export function readText(key, storage = deviceStorage()) {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps `value` under `key`; false when the storage refuses (full, disabled, absent: then the
 * call itself throws, and is caught).
 * @param {string} key
 * @param {string} value
 * @param {Partial<WriteStorage> | null} [storage]
 * @returns {boolean}
 */
export function writeText(key, value, storage = deviceStorage()) {
  try {
    /** @type {WriteStorage} */ (storage).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The JSON value kept under `key`, or null when there is none, it is not JSON or the storage
 * cannot be read; the caller checks its shape.
 * @param {string} key
 * @param {ReadStorage | null} [storage]
 * @returns {unknown}
 */
export function readJson(key, storage) {
  try {
    return JSON.parse(readText(key, storage) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * Keeps `value` as JSON under `key`; false when the storage refuses.
 * @param {string} key
 * @param {unknown} value
 * @param {Partial<WriteStorage> | null} [storage]
 * @returns {boolean}
 */
export function writeJson(key, value, storage) {
  return writeText(key, JSON.stringify(value), storage);
}

/**
 * Removes every key of `keys`; false when the storage refuses (the keys may then stay).
 * @param {readonly string[]} keys
 * @param {Partial<Pick<Storage, 'removeItem'>> | null} [storage]
 * @returns {boolean}
 */
export function removeKeys(keys, storage = deviceStorage()) {
  try {
    for (const key of keys) /** @type {Storage} */ (storage).removeItem(key);
    return true;
  } catch {
    return false;
  }
}
