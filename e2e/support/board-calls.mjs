// Counts the calls into the page module's `Board` (every method of its prototype wrapped in the
// page) while a person enters one move with the mouse and the computer replies: the bar of
// issue 43 (at most 40; 396 before the board answered each input with one value). Used by
// e2e/board-calls.test.mjs and e2e/tools/measure.mjs.
import { landingsOf } from './board.mjs';

/** Runs in the page: wraps every method of the Board's prototype to count its calls. */
const WRAP = async () => {
  const glue = './tobit.js'; // the page module, as the page's boards were made by it
  const { Board } = await import(glue);
  const counts = { byMethod: /** @type {Record<string, number>} */ ({}), seq: 0, lastPlay: -1, settled: -1 };
  /** @type {[string, Function][]} */
  const originals = [];
  for (const name of Object.getOwnPropertyNames(Board.prototype)) {
    const own = Object.getOwnPropertyDescriptor(Board.prototype, name)?.value;
    if (name === 'constructor' || typeof own !== 'function') continue;
    originals.push([name, own]);
    Board.prototype[name] = function counted(...args) {
      counts.byMethod[name] = (counts.byMethod[name] ?? 0) + 1;
      const seq = ++counts.seq;
      const result = own.apply(this, args);
      const played = name === 'play' || ((name.startsWith('pointer') || name === 'choosePoint') && result?.played);
      if (played) counts.lastPlay = seq;
      if (name === 'frame' && result === false) counts.settled = seq;
      return result;
    };
  }
  /** @type {any} */ (window).__boardCalls = { counts, restore: () => { for (const [name, own] of originals) Board.prototype[name] = own; } };
};

/**
 * Enters the legal move `notation` by clicks on `board` (a BoardDriver) and waits for the
 * computer's reply to be played and drawn, counting the Board's calls from the first click on.
 * The points are located before the count starts (the driver's own calls are not the page's).
 * @returns {Promise<{total: number, byMethod: Record<string, number>}>}
 */
export async function boardCallsForMove(page, board, notation) {
  const move = (await board.legalMoves()).find((m) => m.notation === notation);
  if (!move) throw new Error(`${notation} is not legal here`);
  const points = [];
  for (const n of [move.from, ...landingsOf(move)]) {
    await board.reachable(n);
    points.push(await board.point(n));
  }
  const moves = (await board.events('move')).length;
  await page.evaluate(WRAP);
  for (const { x, y } of points) await page.mouse.click(x, y);
  // Both moves played, and a frame after the last one found nothing more to animate.
  await page.waitForFunction((wanted) => {
    const { counts } = /** @type {any} */ (window).__boardCalls;
    const played = /** @type {any} */ (window).__events.filter((e) => e.type === 'move').length;
    return played >= wanted && counts.settled > counts.lastPlay;
  }, moves + 2, { timeout: 30000 });
  return page.evaluate(() => {
    const { counts, restore } = /** @type {any} */ (window).__boardCalls;
    restore();
    const byMethod = /** @type {Record<string, number>} */ (counts.byMethod);
    return { total: Object.values(byMethod).reduce((a, b) => a + b, 0), byMethod };
  });
}
