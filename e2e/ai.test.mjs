// A game against the AI, the person's moves entered with the mouse.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, playAgainstAi } from './app.mjs';
import { shot } from './browser.mjs';

test('a game against the AI, to its end', { timeout: 90000 }, async (t) => {
  const { page, board, browser } = await openApp(t);
  await playAgainstAi(page, board, { shots: 'ai-over' });
  const thinking = (await board.events('thinking')).map((e) => e.detail.active);
  assert.ok(thinking.includes(true) && thinking.includes(false), 'the thinking indicator went on and off');
  browser.assertClean();
});

test('the AI plays White when the person takes Black', async (t) => {
  const { page, board, browser } = await openApp(t);
  await board.set({ mode: 'ai-white', level: 2, animation: 0 });
  await board.call('newGame');
  const st = await board.waitTurn('black');
  assert.equal(st.sideToMove, 'black');
  const [first] = await board.history();
  assert.match(first, /^\d+-\d+$/);
  await shot(page, 'ai-thinking');
  const reply = (await board.legalMoves())[0].notation;
  await board.enter(reply, 'click');
  await board.waitTurn('black');
  assert.equal((await board.history()).length, 3);
  browser.assertClean();
});
