// @ts-check
// The endgame tables of one engine worker: once a game has eight pieces or fewer, the worker asks
// the game it replayed in wasm which table classes the game can still reach (tablesMissing, the
// soonest needed first), fetches all their files at once from egtb/<class>.egtb.gz at the root of
// the build and loads each as it arrives (egtbLoad, which checks each file against the SHA-256 the engine module pins for
// it). The files are kept in the Cache API once checked and loaded, never before, in a cache named
// with the tables' version (egtbVersion), so later games and offline play need no network and a
// file of other tables is never used; they are not in the service worker's precache, so the first
// page load fetches none. A refused file (damaged, cut short, empty, an HTML page, other tables)
// is reported once (onRefused), not cached, and fetched again by a later request, past the HTTP
// cache. A class whose file cannot be fetched (offline before its first use) is left out until the
// network is back: building it in the worker would hold the computer's reply for seconds (wasm
// egtbBuild stays for embedders). Loading runs between the worker's searches; the AI plays
// perfectly whatever is loaded, and a search waits only for the classes its own position needs
// (tablesNeeded), never for the rest; a review first loads those of all its positions
// (tablesOfReview). Nothing here runs before a game gets that far.

// Not 'tobit-…': the service worker deletes old 'tobit-' caches. The version follows.
const CACHE_PREFIX = 'egtb-tables-';
const BASE = new URL('../egtb/', import.meta.url);

/**
 * The part of the engine wasm module (tobit_engine.js) this file uses.
 * @typedef {Pick<import('../wasm/loader.js').EngineModule, 'egtbLoad' | 'egtbVersion'>} EgtbEngine
 */

/** @type {(message: string) => void} where refused files are reported */
let report = (message) => console.warn(message);
/** @type {Set<string>} the refusals reported already (each is reported once) */
const reported = new Set();
/** @type {Set<string>} the classes whose file was refused: fetched again past the HTTP cache */
const refused = new Set();
/** @type {Promise<Cache | null> | undefined} */
let opened;

/**
 * Sets where a refused table file is reported, once each (the worker posts it to the page).
 * @param {(message: string) => void} listener
 */
export function onRefused(listener) {
  report = listener;
}

/** @type {Map<string, Promise<void>>} */
const loading = new Map();

/** Bytes of table files fetched from the network by this worker (for measurements). */
export const stats = { fetchedBytes: 0, loaded: 0 };

/**
 * Starts loading the classes `names` (all at once, in their order: the soonest needed first);
 * settles when every one is loaded or has failed, rejecting with the first failure.
 * @param {EgtbEngine} engine the worker's engine module
 * @param {string[]} names class names (`KKHvK`), as the game's `tablesMissing()` or
 *   `tablesOfReview()` gives them
 * @returns {Promise<void>}
 */
export async function loadAll(engine, names) {
  const loads = await Promise.allSettled(names.map((name) => start(engine, name)));
  for (const load of loads) if (load.status === 'rejected') throw load.reason;
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
 * @param {Pick<import('../tobit_engine.js').EngineGame, 'tablesMissing' | 'tablesNeeded'>} game
 *   the game, replayed once in wasm
 * @returns {Promise<void>}
 */
export async function beforeSearch(engine, game) {
  loadAll(engine, game.tablesMissing()).catch(() => {});
  await Promise.allSettled(game.tablesNeeded().map((name) => start(engine, name)));
}

/**
 * Loads one class: from the cache if its copy there passes the check (else the copy is dropped),
 * else from the network, caching the file only once it is loaded.
 * @param {EgtbEngine} engine
 * @param {string} name a class name (`KKHvK`)
 */
async function load(engine, name) {
  const url = new URL(`${name}.egtb.gz`, BASE);
  // The single-file edition (file:, data:) loads nothing outside itself: it plays without tables.
  if (!/^https?:$/.test(url.protocol)) throw new Error(`the endgame table ${name} is not served here`);
  const cache = await openCache(engine);
  const cached = await cache?.match(url).catch(() => undefined);
  if (cached) {
    try {
      await install(engine, name, await cached.arrayBuffer());
      return;
    } catch (error) {
      if (!isBadFile(error)) throw error;
      refuse(name, error);
      await cache?.delete(url).catch(() => false);
    }
  }
  // Offline before the tables were ever fetched: building them here would hold the worker (and
  // the computer's reply) for seconds, so the search goes on without them this time.
  const response = await fetch(url, { cache: refused.has(name) ? 'reload' : 'default' }).catch(() => null);
  if (!response?.ok) throw new Error(`the endgame table ${name} could not be fetched`);
  const body = await response.arrayBuffer();
  const length = Number(response.headers.get('content-length'));
  stats.fetchedBytes += Number.isFinite(length) ? length : 0;
  try {
    await install(engine, name, body);
  } catch (error) {
    if (isBadFile(error)) refuse(name, error);
    throw error;
  }
  refused.delete(name);
  // Stored once checked and loaded, never before; the move does not wait for the disk.
  cache?.put(url, new Response(body, { headers: { 'Content-Type': 'application/gzip' } })).catch(() => {});
}

/**
 * Checks and loads one table file (egtbLoad throws when it is not the class's table).
 * @param {EgtbEngine} engine
 * @param {string} name
 * @param {ArrayBuffer} body the file as served: gzipped, or not when the server undid the gzip
 */
async function install(engine, name, body) {
  const data = new Uint8Array(body);
  // A server may already have undone the gzip (Content-Encoding): the magic bytes tell.
  const gzipped = data[0] === 0x1f && data[1] === 0x8b;
  engine.egtbLoad(name, gzipped ? await gunzip(body) : data);
  stats.loaded += 1;
}

/**
 * The browser's own gunzip (native code); throws on a damaged or cut-short stream.
 * @param {ArrayBuffer} data
 * @returns {Promise<Uint8Array>}
 */
async function gunzip(data) {
  const stream = new Response(data).body?.pipeThrough(new DecompressionStream('gzip'));
  try {
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    throw new Error('bytes: not a whole gzip file');
  }
}

/**
 * Whether an error of install() says the file is bad (egtbLoad's errors about the bytes start
 * with `bytes:`), rather than that the engine could not take it now.
 * @param {unknown} error
 */
function isBadFile(error) {
  return error instanceof Error && error.message.startsWith('bytes:');
}

/**
 * Reports a refused file (once per class and reason) and marks the class to be fetched again.
 * @param {string} name
 * @param {unknown} error what egtbLoad or the gunzip said
 */
function refuse(name, error) {
  refused.add(name);
  const reason = String(/** @type {Error} */ (error).message).replace(/^bytes: /, '');
  const message = `endgame table ${name} refused (${reason}); the computer plays on without it and fetches it again later`;
  if (reported.has(message)) return;
  reported.add(message);
  report(message);
}

/**
 * The cache of this version of the tables (the caches of other versions are deleted); null where
 * the Cache API is unavailable.
 * @param {EgtbEngine} engine
 * @returns {Promise<Cache | null>}
 */
function openCache(engine) {
  opened ??= (async () => {
    const name = CACHE_PREFIX + engine.egtbVersion();
    for (const old of await caches.keys()) {
      if (old.startsWith(CACHE_PREFIX) && old !== name) await caches.delete(old);
    }
    return caches.open(name);
  })().catch(() => null);
  return opened;
}
