// @ts-check
// The archive's IndexedDB object stores (archive.js opens the database): what the archive, the
// saves of earlier releases it moves in (legacy-save.js) and My games' store share.

/** The object stores: the games by id, and the values that could not be read (DamagedRecord). */
export const GAMES = 'games';
export const DAMAGED = 'damaged';
