// The AI opponent (www/lib/game/ai-opponent.js) with a stand-in engine pool: one request per
// turn (the worker replays the game once for it), which checks the dead draw only when the page
// module says the check is worth it (the piece count and its limit live in Rust:
// Board.deadDrawWorthChecking) and answers the move as a value, its index among the legal moves,
// which the AI plays as it is. `node --test tests/js/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AiOpponent } from '../../www/lib/game/ai-opponent.js';

/**
 * Runs one AI turn on a game whose dead-draw check is `worth` it; the engine finds a dead draw.
 * @param {boolean} worth
 * @returns {Promise<{asked: string[], offered: string[], played: number[]}>}
 */
function oneTurn(worth) {
  /** @type {string[]} */
  const asked = [];
  /** @type {string[]} */
  const offered = [];
  return new Promise((resolve, reject) => {
    const pool = /** @type {any} */ ({
      warmUp() {},
      computerMove: async (/** @type {string} */ _fen, /** @type {string[]} */ _moves, /** @type {unknown} */ _options, /** @type {boolean} */ checkDraw) => {
        asked.push(`computerMove checkDraw=${checkDraw}`);
        return { move: { index: 2, move: '30-25' }, deadDraw: checkDraw };
      },
    });
    const ai = new AiOpponent({
      color: () => 'black',
      game: () => ({ fen: 'W:W1:B30', moves: ['1-6'], deadDrawWorthChecking: worth, sideToMove: 'black', over: false, live: true }),
      level: () => 3,
      seed: () => null,
      clock: () => null,
      idle: async () => {},
      engine: async () => pool,
      play: (index) => resolve({ asked, offered, played: [index] }),
      thinking: () => {},
      offerDraw: (color) => { offered.push(color); },
      error: (message) => reject(new Error(message)),
    });
    ai.start();
  });
}

test('with few pieces the AI checks for a dead draw and offers one, in the same request as its move', async () => {
  assert.deepEqual(await oneTurn(true), { asked: ['computerMove checkDraw=true'], offered: ['black'], played: [2] });
});

test('with many pieces the AI only searches its move', async () => {
  assert.deepEqual(await oneTurn(false), { asked: ['computerMove checkDraw=false'], offered: [], played: [2] });
});
