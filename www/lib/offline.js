// @ts-check
// Registers the service worker (every page does: a friend who only ever opened links gets the
// next one offline too) and tells the player when a new version has been installed.

/**
 * Registers `sw.js`; calls `onUpdate()` when a new version is ready for the next load.
 * @param {() => void} [onUpdate]
 */
export function registerServiceWorker(onUpdate = () => {}) {
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  navigator.serviceWorker.register('sw.js').then((registration) => {
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        // A controller already exists: this is an update, not the first install.
        if (worker.state === 'installed' && navigator.serviceWorker.controller) onUpdate();
      });
    });
  }).catch((/** @type {Error} */ err) => console.warn(`service worker not registered: ${err.message}`));
}
