// The endgame tables of one engine worker: once a game has six pieces or fewer, the worker asks
// its wasm which table classes the game can still reach (egtbMissing), fetches their files from
// egtb/<class>.egtb.gz next to this script (kept in the Cache API, so later games and offline
// play need no network) and loads them (egtbLoad). A class whose file cannot be fetched is
// built in wasm instead (egtbBuild). Loading runs between the worker's searches; the AI plays
// perfectly whatever is loaded. Nothing here runs before a game gets that far.

const CACHE = 'egtb-tables-v1'; // not 'tobit-…': the service worker deletes old 'tobit-' caches
const BASE = new URL('./egtb/', import.meta.url);

/** @type {Map<string, Promise<void>>} */
const loading = new Map();

/**
 * Starts loading every table the game can still need; resolves when they are all loaded.
 * @param {any} tobit the worker's wasm module
 * @param {string | undefined} fen
 * @param {string[] | undefined} moves
 * @returns {Promise<void>}
 */
export function prefetch(tobit, fen, moves) {
  const names = tobit.egtbMissing(fen, moves);
  return Promise.all(names.map((name) => {
    if (!loading.has(name)) loading.set(name, load(tobit, name));
    return loading.get(name);
  })).then(() => undefined);
}

/** Bytes of table files fetched from the network by this worker (for measurements). */
export const stats = { fetchedBytes: 0, built: 0, loaded: 0 };

async function load(tobit, name) {
  let bytes = null;
  try {
    bytes = await fetchTable(name);
  } catch {
    bytes = null;
  }
  if (bytes) {
    tobit.egtbLoad(name, bytes);
    stats.loaded += 1;
  } else {
    tobit.egtbBuild(name);
    stats.built += 1;
  }
}

/** @returns {Promise<Uint8Array | null>} the uncompressed table file, or null */
async function fetchTable(name) {
  const url = new URL(`${name}.egtb.gz`, BASE);
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
