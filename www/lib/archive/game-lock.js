// @ts-check
// Each tab's hold on the game it plays: a Web Lock named after the game's id, so that another
// tab opening the app does not continue the same game; and the tab's own game's id, kept over
// a reload (a page that sends the tab to the app with a game of its own names it there).

/** sessionStorage key: the id of the game this tab plays (kept over a reload of the tab). */
export const TAB_GAME_KEY = 'tobit.tab.game';

/** How long a reloaded tab waits for its own game's lock to be freed by the page it replaces. */
const WAIT_MS = 3000;

/**
 * Holds the lock named after game `id` while this tab plays it, so that another tab opening
 * the app does not continue the same game. Resolves with a release function, or null when
 * another tab holds it (`wait`: for up to WAIT_MS, as this tab's own game is freed by the page it
 * replaces). Without Web Locks, every claim succeeds (sessionStorage still separates the tabs'
 * own games).
 * @param {string} id
 * @param {boolean} [wait]
 * @returns {Promise<(() => void) | null>}
 */
export function claim(id, wait = false) {
  const locks = globalThis.navigator?.locks;
  if (!locks) return Promise.resolve(() => {});
  const options = wait ? { signal: AbortSignal.timeout(WAIT_MS) } : { ifAvailable: true };
  return new Promise((resolve) => {
    locks.request(`tobit-game-${id}`, options, (lock) => {
      if (!lock) {
        resolve(null);
        return undefined;
      }
      return new Promise((release) => resolve(() => release(undefined)));
    }).catch((error) => resolve(error?.name === 'TimeoutError' ? null : () => {}));
  });
}
