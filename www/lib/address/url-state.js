// @ts-check
// The game described by the page's URL parameters (a shared link), and the link for a game.
// Parameters: fen, moves (space-separated), mode (the element's: play, ai-white, ai-black),
// level (with the computer), orientation, numbers. Links shared by earlier releases said
// mode=ai with the person's colour; they still open as they were meant.

import { isPlayMode, modeFor } from '../game/mode.js';

/** @typedef {import('../archive/save.js').SavedGame} SavedGame */

/**
 * Reads a shared game from a query string; returns null when the URL holds none.
 * @param {string} search
 * @param {import('../archive/save.js').Levels} levels config().levels: the range and the default
 * @returns {SavedGame | null}
 */
export function gameFromUrl(search, levels) {
  const p = new URLSearchParams(search);
  if (!p.has('fen') && !p.has('moves')) return null;
  const level = Number.parseInt(p.get('level') ?? String(levels.default), 10);
  const given = p.get('mode');
  const mode = given === 'ai' ? modeFor(p.get('colour') === 'black' ? 'black' : 'white') : given;
  return {
    fen: p.get('fen') || null,
    moves: (p.get('moves') ?? '').split(/[\s,]+/).filter(Boolean),
    mode: isPlayMode(mode) ? mode : 'play',
    level: level >= levels.min && level <= levels.max ? level : levels.default,
    orientation: p.get('orientation') === 'black' ? 'black' : 'white',
    numbers: p.get('numbers') !== 'false',
  };
}

/**
 * The query string that describes a game, readable by gameFromUrl.
 * @param {SavedGame} game
 * @returns {string}
 */
export function queryForGame(game) {
  const p = new URLSearchParams();
  if (game.fen) p.set('fen', game.fen);
  p.set('moves', game.moves.join(' '));
  p.set('mode', game.mode);
  if (game.mode !== 'play') p.set('level', String(game.level));
  p.set('orientation', game.orientation);
  return p.toString();
}
