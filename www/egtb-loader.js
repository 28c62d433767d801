// @ts-check
// The endgame tables of one engine worker: once a game has eight pieces or fewer, the worker asks
// its wasm which table classes the game can still reach (egtbMissing), fetches their files from
// egtb/<class>.egtb.gz next to this script (kept in the Cache API, so later games and offline
// play need no network; they are not in the service worker's precache, so the first page load
// fetches none) and loads them (egtbLoad). A class whose file cannot be fetched (offline before
// its first use) is left out until the network is back: building it in the worker would hold
// the computer's reply for seconds (wasm egtbBuild stays for embedders). The smallest classes come first (a game reaches them first, and the larger
// ones lead to them). Loading runs between the worker's searches; the AI plays perfectly
// whatever is loaded. Nothing here runs before a game gets that far.

const CACHE = 'egtb-tables-v1'; // not 'tobit-…': the service worker deletes old 'tobit-' caches
const BASE = new URL('./egtb/', import.meta.url);

/**
 * The part of the engine wasm module (tobit_engine.js) this file uses.
 * @typedef {object} EgtbEngine
 * @property {(fen?: string | null, moves?: string[] | null) => string[]} egtbMissing
 * @property {(fen?: string | null, moves?: string[] | null) => boolean} egtbCovers
 * @property {(name: string, bytes: Uint8Array) => void} egtbLoad
 * @property {(name: string) => void} egtbBuild
 */

/** @type {Map<string, Promise<void>>} */
const loading = new Map();

/** Bytes of table files fetched from the network by this worker (for measurements). */
export const stats = { fetchedBytes: 0, loaded: 0 };

/**
 * Starts loading every table the game can still need; resolves when they are all loaded.
 * @param {EgtbEngine} engine the worker's engine module
 * @param {string | undefined} fen
 * @param {string[] | undefined} moves
 * @returns {Promise<void>}
 */
export function prefetch(engine, fen, moves) {
  const names = engine.egtbMissing(fen, moves);
  const sizes = [...new Set(names.map(pieces))].sort((a, b) => a - b);
  /** @type {Promise<unknown>} */
  let previous = Promise.resolve();
  /** @type {Promise<void>[]} */
  const all = [];
  for (const size of sizes) {
    const group = names.filter((name) => pieces(name) === size).map((name) => {
      let promise = loading.get(name);
      if (!promise) {
        const after = previous;
        promise = after.then(() => load(engine, name));
        loading.set(name, promise);
      }
      return promise;
    });
    previous = Promise.allSettled(group);
    all.push(...group);
  }
  return Promise.all(all).then(() => undefined);
}

/**
 * @param {string} name a class name (`KKHvK`)
 * @returns {number} its number of pieces
 */
function pieces(name) {
  return name.length - 1;
}

/**
 * What a search or draw check does first: starts loading the tables the game can reach and,
 * when the tables decide the position (four pieces or fewer), waits for them. Never throws: a
 * search without tables still plays.
 * @param {EgtbEngine} engine
 * @param {string | undefined} fen
 * @param {string[] | undefined} moves
 * @returns {Promise<void>}
 */
export async function beforeSearch(engine, fen, moves) {
  const loaded = prefetch(engine, fen, moves).catch(() => {});
  if (engine.egtbCovers(fen, moves)) await loaded;
}

/**
 * @param {EgtbEngine} engine
 * @param {string} name a class name (`KKHvK`)
 */
async function load(engine, name) {
  const bytes = await fetchTable(name).catch(() => null);
  if (!bytes) {
    // Offline before the tables were ever fetched: building them here would hold the worker
    // (and the computer's reply) for seconds, so the search goes on without them this time.
    throw new Error(`the endgame table ${name} could not be fetched`);
  }
  engine.egtbLoad(name, bytes);
  stats.loaded += 1;
}

/**
 * @param {string} name a class name
 * @returns {Promise<Uint8Array | null>} the uncompressed table file, or null
 */
async function fetchTable(name) {
  const url = new URL(`${name}.egtb.gz`, BASE);
  // The single-file edition (file:, data:) loads nothing outside itself: it plays without tables.
  if (!/^https?:$/.test(url.protocol)) return null;
  const cache = await caches.open(CACHE).catch(() => null);
  let response = await cache?.match(url);
  if (!response) {
    response = await fetch(url);
    if (!response.ok) return null;
    if (cache) await cache.put(url, response.clone());
    const length = Number(response.headers.get('content-length'));
    stats.fetchedBytes += Number.isFinite(length) ? length : 0;
  }
  const data = new Uint8Array(await response.arrayBuffer());
  // A server may already have undone the gzip (Content-Encoding): the magic bytes tell.
  if (data[0] !== 0x1f || data[1] !== 0x8b) return data;
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
