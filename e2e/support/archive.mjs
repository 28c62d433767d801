// @ts-check
// The game archive (IndexedDB `tobit-archive`, store `games`) as a test reads it in a page: its
// records, now or once they are as a test waits for them.

/**
 * The archive's records as the page's IndexedDB holds them, oldest first; none when the page
 * has no archive yet (reading never creates one).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<any[]>}
 */
export function storedGames(page) {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('tobit-archive');
    open.onupgradeneeded = () => open.transaction?.abort(); // not there: do not create it here
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const get = open.result.transaction('games').objectStore('games').getAll();
      get.onsuccess = () => {
        open.result.close();
        resolve(get.result.sort((a, b) => a.created - b.created));
      };
      get.onerror = () => reject(get.error);
    };
  }));
}

/**
 * Reads the archive in `page` until `wanted` accepts its records, and returns them; throws
 * after `timeout` ms.
 * @param {import('playwright-core').Page} page
 * @param {(games: any[]) => boolean} wanted
 * @param {number} [timeout]
 */
export async function storedWhen(page, wanted, timeout = 30000) {
  const until = Date.now() + timeout;
  for (;;) {
    const games = await storedGames(page);
    if (wanted(games)) return games;
    if (Date.now() > until) throw new Error(`the archive never held what the test waits for: ${JSON.stringify(games).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the archive holds a record whose moves are `moves` and, when `reason` is given,
 * whose result has that reason.
 * @param {import('playwright-core').Page} page
 * @param {string[]} moves
 * @param {string} [reason]
 */
export async function waitStored(page, moves, reason) {
  const want = moves.join(' ');
  await storedWhen(page, (games) => games.some((r) => r.moves.join(' ') === want && (!reason || r.result?.reason === reason)));
}
