// One move against the computer (level 1) and its reply make at most 40 calls into the page
// module's Board (issue 43; 396 before, counted as the e2e helpers play: without animation):
// each input answers all it did in one value, the point centres come in one call per layout,
// the game's record and status are kept from the moves' values, and only the animation frame
// paints. With the app's animation the frames add one call each while a move is drawn; the rest
// stays within the bar.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, chooseAi } from './support/app.mjs';
import { boardCallsForMove } from './support/board-calls.mjs';

const BAR = 40;

/** The calls counted for 9-16 and the reply, the board's animation set to `animation`. */
async function countedMove(t, animation) {
  const { page, board, browser } = await openApp(t);
  await chooseAi(page, board, { colour: 'white', level: 1 });
  await board.set({ animation, seed: '1' });
  const counted = await boardCallsForMove(page, board, '9-16');
  assert.ok(counted.byMethod.pointerDown >= 2, `the count saw the clicks: ${JSON.stringify(counted.byMethod)}`);
  assert.equal((await board.history()).length, 2);
  browser.assertClean();
  return counted;
}

test(`one move and the computer's reply make at most ${BAR} calls into the Board`, async (t) => {
  const { total, byMethod } = await countedMove(t, '0');
  assert.ok(total <= BAR, `${total} calls: ${JSON.stringify(byMethod)}`);
});

test(`animated, the calls besides the animation's frames stay within ${BAR}`, async (t) => {
  const { total, byMethod } = await countedMove(t, null);
  assert.ok(total - (byMethod.frame ?? 0) <= BAR, `${total} calls: ${JSON.stringify(byMethod)}`);
});
