// @ts-check
// Tobit's service worker: precaches every file of the build and serves them cache-first,
// so after one visit the app loads and plays with no network.
// The build (scripts/build/precache.mjs) replaces the PRECACHE line with the real list and
// a version hashed from the files, so each release installs a new cache.
/** @type {{version: string, files: string[]}} */
const PRECACHE = { version: 'unbuilt', files: [] }; // @precache
const CACHE = `tobit-${PRECACHE.version}`;
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(['./', ...PRECACHE.files]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('tobit-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin) return;
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: request.mode === 'navigate' }))
      .then((hit) => hit ?? fetch(request)),
  );
});
