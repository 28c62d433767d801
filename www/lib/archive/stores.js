// @ts-check
// The archive's IndexedDB object stores (archive.js opens the database), and a request as a
// promise: what the archive, the saves of earlier releases it moves in (legacy-save.js) and My
// games' store share.

/** The object stores: the games by id, and the values that could not be read (DamagedRecord). */
export const GAMES = 'games';
export const DAMAGED = 'damaged';

/**
 * Resolves with a request's result, rejects with its error.
 * @template T
 * @param {IDBRequest<T>} request
 * @returns {Promise<T>}
 */
export function settled(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
