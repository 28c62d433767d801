// A game against the AI, the person's moves entered with the mouse.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, playAgainstAi, chooseAi, chooseGame, waitText } from './support/app.mjs';


test('a game against the AI, to its end', { timeout: 90000 }, async (t) => {
  const { page, board, browser } = await openApp(t);
  await playAgainstAi(page, board);
  const thinking = (await board.events('thinking')).map((e) => e.detail.active);
  assert.ok(thinking.includes(true) && thinking.includes(false), 'the thinking indicator went on and off');
  browser.assertClean();
});

test('the AI plays White when the person takes Black', async (t) => {
  const { page, board, browser } = await openApp(t);
  await chooseAi(page, board, { colour: 'black', level: 2 });
  const st = await board.waitTurn('black');
  assert.equal(st.sideToMove, 'black');
  const [first] = await board.history();
  assert.match(first, /^\d+-\d+$/);
  assert.deepEqual((await board.events('move')).map((e) => e.detail.source), ['ai']);
  const reply = (await board.legalMoves())[0].notation;
  await board.enter(reply, 'click');
  await board.waitTurn('black');
  assert.equal((await board.history()).length, 3);
  browser.assertClean();
});

test('while the AI thinks the page says so, and switching to two players stops it', async (t) => {
  const { page, board, browser } = await openApp(t);
  await chooseAi(page, board, { colour: 'black', level: 8 });
  await board.waitEvents('thinking', 1);
  await waitText(page, /thinking/i);
  await chooseGame(page, { mode: 'two' });
  await page.waitForFunction(() => document.querySelector('tobit-board').getAttribute('mode') === 'play');
  // The game goes on behind the choice dialog: the AI may have moved before the switch.
  const played = (await board.events('move')).length;
  const thinking = await board.waitEvents('thinking', 2);
  assert.deepEqual(thinking.map((e) => e.detail.active).slice(-1), [false]);
  // A search that has been stopped plays no move: after a full engine round trip, still none.
  await board.call('bestMove', { depth: 1 });
  assert.deepEqual(await board.history(), []);
  assert.equal((await board.events('move')).length, played);
  await board.enter('9-16', 'click');
  assert.deepEqual(await board.history(), ['9-16']);
  browser.assertClean();
});
