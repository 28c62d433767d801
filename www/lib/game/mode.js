// @ts-check
// Who plays whom: the element's `mode` attribute is the one description of it, used by the
// controller, the app's settings, the archive's records and the shared link alike. Besides the
// three modes of a game (two players, or the computer playing White or Black), the element has
// a read-only `view` and the `puzzle` mode.

/** @typedef {'white'|'black'} Color */
/** @typedef {'play'|'ai-white'|'ai-black'} PlayMode a game: two players, or the computer playing White / Black */
/** @typedef {PlayMode|'view'|'puzzle'} Mode every mode of the element */

/** @type {readonly PlayMode[]} */
export const PLAY_MODES = ['play', 'ai-white', 'ai-black'];
/** @type {readonly Mode[]} */
export const MODES = [...PLAY_MODES, 'view', 'puzzle'];

/** @type {Record<Mode, Color | null>} the colour the computer plays in each mode */
const AI_COLOR = { play: null, 'ai-white': 'white', 'ai-black': 'black', view: null, puzzle: null };
/** @type {Record<Mode, Color | null>} the colour the person plays against the computer */
const HUMAN_COLOR = { play: null, 'ai-white': 'black', 'ai-black': 'white', view: null, puzzle: null };

/**
 * The colour the computer plays in `mode`, null when it plays none.
 * @param {Mode} mode
 * @returns {Color | null}
 */
export const aiColor = (mode) => AI_COLOR[mode];

/**
 * The colour the person plays against the computer in `mode`, null when there is no computer.
 * @param {Mode} mode
 * @returns {Color | null}
 */
export const humanColor = (mode) => HUMAN_COLOR[mode];

/**
 * The mode of a game against the computer where the person plays `human`; two players for null.
 * @param {Color | null} human
 * @returns {PlayMode}
 */
export const modeFor = (human) => (human === null ? 'play' : human === 'white' ? 'ai-black' : 'ai-white');

/**
 * Whether `value` is one of PLAY_MODES.
 * @param {unknown} value
 * @returns {value is PlayMode}
 */
export const isPlayMode = (value) => PLAY_MODES.includes(/** @type {PlayMode} */ (value));
