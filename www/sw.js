// @ts-check
// Tobit's service worker: precaches every file of the build and serves them cache-first, so
// after one visit the app loads and plays with no network.
// The build (scripts/build/precache.mjs) bundles it with the real list and a version hashed
// from the files in place of sw-precache.js, so each release installs a cache of its own.
//
// An open page never mixes two releases: each page (and each worker it starts) is served from
// the cache of the release it started with, remembered by client id (in memory and in the
// CLIENTS cache, so a restarted or newer worker knows it too). A release's cache is kept while a
// client of it is alive, and deleted once none is. A new page starts on the newest release.
import { PRECACHE } from './sw-precache.js';

const PREFIX = 'tobit-';
const CACHE = `${PREFIX}${PRECACHE.version}`;
/**
 * Where each client's release is remembered: `clients/<id>` holds `{cache, since}`, the
 * release's cache name and when the client was first seen (ms).
 */
const CLIENTS = 'tobit:clients';
/**
 * A client remembered this recently is kept even when it is not listed yet: a page being
 * navigated to is not a live client until it runs.
 */
const GRACE_MS = 60_000;
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** @type {Map<string, string>} client id → cache name, this worker's copy of CLIENTS */
const known = new Map();

/** @param {string} id */
const clientKey = (id) => new URL(`clients/${encodeURIComponent(id)}`, worker.registration.scope).href;

/**
 * Remembers that client `id` runs the release of `cache`.
 * @param {string} id
 * @param {string} cache
 */
async function remember(id, cache) {
  known.set(id, cache);
  await (await caches.open(CLIENTS)).put(clientKey(id), Response.json({ cache, since: Date.now() }));
}

/**
 * The cache of the release client `id` started with, if known.
 * @param {string} id
 * @returns {Promise<string | undefined>}
 */
async function recall(id) {
  if (known.has(id)) return known.get(id);
  const hit = await (await caches.open(CLIENTS)).match(clientKey(id));
  const cache = hit ? (await hit.json()).cache : undefined;
  if (cache) known.set(id, cache);
  return cache;
}

/**
 * The cache a request is served from: a navigation starts a page on the newest release; a
 * worker runs its page's release; every other request its client's.
 * @param {FetchEvent} event
 * @returns {Promise<string>}
 */
async function cacheFor(event) {
  if (event.request.mode === 'navigate') {
    if (event.resultingClientId) await remember(event.resultingClientId, CACHE);
    return CACHE;
  }
  const cache = (event.clientId && (await recall(event.clientId))) || CACHE;
  // A worker's script: the worker (its own client) runs the release of the page that starts it.
  if (event.resultingClientId) await remember(event.resultingClientId, cache);
  return (await caches.has(cache)) ? cache : CACHE;
}

/**
 * Deletes the caches of releases no live client runs, and forgets the clients that are gone.
 * The newest release's cache is always kept.
 */
async function prune() {
  const live = await worker.clients.matchAll({ includeUncontrolled: true, type: 'all' });
  const ids = new Set(live.map((c) => c.id));
  const clients = await caches.open(CLIENTS);
  const inUse = new Set([CACHE]);
  for (const request of await clients.keys()) {
    const id = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
    const response = await clients.match(request);
    const { cache, since } = response ? await response.json() : { cache: '', since: 0 };
    if (ids.has(id) || Date.now() - since < GRACE_MS) inUse.add(cache);
    else {
      known.delete(id);
      await clients.delete(request);
    }
  }
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(PREFIX) && !inUse.has(n)).map((n) => caches.delete(n)));
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(['./', ...PRECACHE.files]))
      .then(() => worker.skipWaiting()),
  );
});

/**
 * The pages already open when this worker activates and not known yet (the first visit, loaded
 * from the network while this release was installed) are taken as running this release.
 */
async function adoptOpenPages() {
  for (const client of await worker.clients.matchAll({ includeUncontrolled: true, type: 'window' })) {
    if (!(await recall(client.id))) await remember(client.id, CACHE);
  }
}

worker.addEventListener('activate', (event) => {
  event.waitUntil(adoptOpenPages().then(prune).then(() => worker.clients.claim()));
});

/**
 * The response to a request: from its release's cache (a folder's address finds its
 * index.html there), else from the network.
 * @param {FetchEvent} event
 * @returns {Promise<Response>}
 */
async function respond(event) {
  const { request } = event;
  const cache = await caches.open(await cacheFor(event));
  const navigate = request.mode === 'navigate';
  let hit = await cache.match(request, { ignoreSearch: navigate });
  const url = new URL(request.url);
  if (!hit && navigate && url.pathname.endsWith('/')) {
    hit = await cache.match(new URL('index.html', url).href);
  }
  if (navigate) event.waitUntil(prune());
  return hit ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin) return;
  event.respondWith(respond(event));
});
