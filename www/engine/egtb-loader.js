// @ts-check
// The endgame tables of one engine worker: once a game has eight pieces or fewer, the worker asks
// its wasm which table classes the game can still reach (egtbMissing, the soonest needed first),
// fetches all their files at once from egtb/<class>.egtb.gz at the root of the build and loads each
// as it arrives (egtbLoad). The files are kept in the Cache API, so later games and offline play
// need no network; they are not in the service worker's precache, so the first page load fetches
// none. A class whose file cannot be fetched (offline before its first use) is left out until the
// network is back: building it in the worker would hold the computer's reply for seconds (wasm
// egtbBuild stays for embedders). Loading runs between the worker's searches; the AI plays
// perfectly whatever is loaded, and a search waits only for the classes its own position needs
// (egtbNeeded), never for the rest. Nothing here runs before a game gets that far.

const CACHE = 'egtb-tables-v1'; // not 'tobit-…': the service worker deletes old 'tobit-' caches
const BASE = new URL('../egtb/', import.meta.url);

/**
 * The part of the engine wasm module (tobit_engine.js) this file uses.
 * @typedef {Pick<import('../wasm/loader.js').EngineModule, 'egtbMissing' | 'egtbNeeded' | 'egtbLoad'>} EgtbEngine
 */

/** @type {Map<string, Promise<void>>} */
const loading = new Map();

/** Bytes of table files fetched from the network by this worker (for measurements). */
export const stats = { fetchedBytes: 0, loaded: 0 };

/**
 * Starts loading every table the game can still need (all at once, in the order egtbMissing
 * gives); resolves when they are all loaded.
 * @param {EgtbEngine} engine the worker's engine module
 * @param {string | undefined} fen
 * @param {string[] | undefined} moves
 * @returns {Promise<void>}
 */
export function prefetch(engine, fen, moves) {
  return Promise.all(engine.egtbMissing(fen, moves).map((name) => start(engine, name))).then(() => undefined);
}

/**
 * The loading of one class, started now unless it is under way.
 * @param {EgtbEngine} engine
 * @param {string} name a class name (`KKHvK`)
 * @returns {Promise<void>}
 */
function start(engine, name) {
  let promise = loading.get(name);
  if (!promise) {
    promise = load(engine, name);
    // A failed class is tried again by a later request (the network may be back).
    promise.catch(() => loading.delete(name));
    loading.set(name, promise);
  }
  return promise;
}

/**
 * What a search or draw check does first: starts loading the tables the game can reach and
 * waits for the classes its own position needs to be exact (four pieces or fewer: the position's
 * class and those its moves lead to), never for the others. Never throws: a search without
 * tables still plays.
 * @param {EgtbEngine} engine
 * @param {string | undefined} fen
 * @param {string[] | undefined} moves
 * @returns {Promise<void>}
 */
export async function beforeSearch(engine, fen, moves) {
  prefetch(engine, fen, moves).catch(() => {});
  await Promise.allSettled(engine.egtbNeeded(fen, moves).map((name) => start(engine, name)));
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
    const length = Number(response.headers.get('content-length'));
    stats.fetchedBytes += Number.isFinite(length) ? length : 0;
    // Stored while the table is loaded, not before: the move does not wait for the disk.
    cache?.put(url, response.clone()).catch(() => {});
  }
  const data = new Uint8Array(await response.arrayBuffer());
  // A server may already have undone the gzip (Content-Encoding): the magic bytes tell.
  if (data[0] !== 0x1f || data[1] !== 0x8b) return data;
  // The browser's own gunzip (native code).
  const stream = new Response(data).body?.pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
