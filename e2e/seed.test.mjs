// The game's seed: the computer's low levels vary their replies from game to game
// with the seed, and the same seed gives the same reply.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';

test('level 1 opens differently with different seeds and the same with the same seed', { timeout: 90000 }, async (t) => {
  const { board, browser } = await openApp(t, { path: 'embed.html' });
  await board.set({ animation: 0, level: 1 });

  /**
   * The AI's first move (it plays White) in a new game with `seed`.
   * @param {number} seed
   */
  const opening = async (seed) => {
    const before = (await board.events('move')).length;
    await board.set({ seed });
    await board.call('newGame');
    await board.set({ mode: 'ai-white' });
    const moves = await board.waitEvents('move', before + 1);
    const move = moves[before].detail;
    assert.equal(move.source, 'ai');
    await board.set({ mode: 'play' }); // no AI until the next game
    return move.notation;
  };

  const first = await opening(1);
  const seen = new Set([first]);
  for (let seed = 2; seed <= 24 && seen.size < 2; seed += 1) seen.add(await opening(seed));
  assert.ok(seen.size >= 2, `level 1 opened with ${[...seen]} for 24 seeds`);
  assert.equal(await opening(1), first, 'the same seed, the same reply');
  browser.assertClean();
});
