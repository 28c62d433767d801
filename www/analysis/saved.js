// @ts-check
// Where the analysis board keeps its studies: a game of My games keeps its tree (variations,
// comments, glyphs) in its archive record (`analysis`, as PDN, IndexedDB); any other study is
// kept on the device as the last study (localStorage), so a reload finds its variations again;
// another tab's board keeping its own is heard (the storage event), so the two can be merged.
import { openArchive, STUDY_CHANNEL } from '../lib/archive/archive.js';
import { readText, writeText } from '../lib/storage.js';

/** Where the last study that is not a game of My games is kept. */
export const LAST_STUDY_KEY = 'tobit.analysis.last';

/** @typedef {import('../lib/archive/record.js').GameRecord} GameRecord */
/** @typedef {import('../lib/archive/archive.js').Archive} Archive */

/** @type {Promise<Archive> | null} */
let archive = null;

/**
 * The archive, opened once (no migration of older saves: the app does that).
 * @param {import('../lib/archive/save.js').Levels} levels
 */
function theArchive(levels) {
  archive ??= openArchive({ levels, storage: null });
  archive.catch(() => { archive = null; });
  return archive;
}

/**
 * A game of My games, or null when there is none with that id.
 * @param {string} id
 * @param {import('../lib/archive/save.js').Levels} levels
 * @returns {Promise<GameRecord | null>}
 */
export async function savedGame(id, levels) {
  return (await theArchive(levels)).get(id);
}

/**
 * Keeps a study with its game in My games, and tells the app's tabs.
 * @param {string} id
 * @param {string} pdn the tree
 * @param {import('../lib/archive/save.js').Levels} levels
 */
export async function keepWithGame(id, pdn, levels) {
  const store = await theArchive(levels);
  const record = await store.get(id);
  if (!record || record.analysis === pdn) return;
  await store.put({ ...record, analysis: pdn });
  // The app's tab playing this game writes it back with the study when it closes.
  const channel = new BroadcastChannel(STUDY_CHANNEL);
  channel.postMessage({ id, analysis: pdn });
  channel.close();
}

/**
 * The last study kept on the device (PDN), or null.
 * @returns {string | null}
 */
export function lastStudy() {
  return readText(LAST_STUDY_KEY);
}

/**
 * Keeps a study as the last one; false when the device refuses it (full, blocked): the study
 * then stays in the page only.
 * @param {string} pdn
 * @returns {boolean}
 */
export function keepLast(pdn) {
  return writeText(LAST_STUDY_KEY, pdn);
}

/**
 * Calls `changed` with the last study each time another tab of the analysis board keeps one.
 * @param {(pdn: string) => void} changed
 */
export function onLastStudyElsewhere(changed) {
  addEventListener('storage', (event) => {
    if (event.key === LAST_STUDY_KEY && event.newValue) changed(event.newValue);
  });
}
