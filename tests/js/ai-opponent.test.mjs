// The AI opponent (www/game/ai-opponent.js) with a stand-in engine pool: it asks the engine
// whether the game is a dead draw only when the page module says the check is worth it (the
// piece count and its limit live in Rust: Board.deadDrawWorthChecking). `node --test tests/js/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AiOpponent } from '../../www/lib/game/ai-opponent.js';

/**
 * Runs one AI turn on a game whose dead-draw check is `worth` it; the engine finds a dead draw.
 * @param {boolean} worth
 * @returns {Promise<{asked: string[], offered: string[], played: string[]}>}
 */
function oneTurn(worth) {
  /** @type {string[]} */
  const asked = [];
  /** @type {string[]} */
  const offered = [];
  return new Promise((resolve, reject) => {
    const pool = /** @type {any} */ ({
      warmUp() {},
      isDeadDraw: async () => { asked.push('isDeadDraw'); return true; },
      bestMove: async () => { asked.push('bestMove'); return { move: '30-25' }; },
    });
    const ai = new AiOpponent({
      color: () => 'black',
      game: () => ({ fen: 'W:W1:B30', moves: ['1-6'], deadDrawWorthChecking: worth, sideToMove: 'black', over: false, live: true }),
      level: () => 3,
      seed: () => null,
      clock: () => null,
      idle: async () => {},
      engine: async () => pool,
      play: (notation) => resolve({ asked, offered, played: [notation] }),
      thinking: () => {},
      offerDraw: (color) => { offered.push(color); },
      error: (message) => reject(new Error(message)),
    });
    ai.start();
  });
}

test('with few pieces the AI checks for a dead draw and offers one', async () => {
  assert.deepEqual(await oneTurn(true), { asked: ['isDeadDraw', 'bestMove'], offered: ['black'], played: ['30-25'] });
});

test('with many pieces the AI only searches its move', async () => {
  assert.deepEqual(await oneTurn(false), { asked: ['bestMove'], offered: [], played: ['30-25'] });
});
