// The <tobit-board> element's own behaviour, beyond what a person sees in the app: a running AI
// search stopped (its worker terminated) by undo and by removing the element, the reduced-motion
// preference, and a bad attribute reported without breaking the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openProbe } from './support/app.mjs';

/**
 * The page module's config() (the defaults and limits the element reads), as the page sees it.
 * @returns {Promise<import('../www/wasm/config.js').TobitConfig>}
 */
function pageConfig(page) {
  return page.evaluate(async () => {
    const module = '../../wasm/config.js'; // the build's www/wasm/config.js, from embed/examples/
    return (await import(module)).loadConfig();
  });
}

/** The recorded events of the probe board of one type. */
function events(page, type) {
  return page.evaluate((t) => window.__events.filter((e) => e.id === 'probe' && e.type === t), type);
}

/** Waits until the probe board has sent `count` events of `type` whose detail has the fields of `match`. */
function waitEvents(page, type, count, match = {}) {
  return page.waitForFunction(
    ([t, n, m]) => window.__events.filter((e) => e.id === 'probe' && e.type === t
      && Object.entries(m).every(([k, v]) => e.detail?.[k] === v)).length >= n,
    [type, count, match],
    { timeout: 20000 },
  );
}

test('undo while the AI thinks terminates its worker and the stale reply is never played', async (t) => {
  const { page, browser } = await openProbe(t, { mode: 'ai-black', level: '8', animation: '0' });
  // Count the workers the page terminates (the engine pool's are the only workers here). The
  // browser's own worker-closed events are not used: a worker terminated while the test tool is
  // still attaching to it never reports one, so they miss terminations on a loaded machine.
  await page.evaluate(() => {
    window.__terminated = 0;
    const terminate = Worker.prototype.terminate;
    Worker.prototype.terminate = function () {
      window.__terminated += 1;
      return terminate.call(this);
    };
  });
  // Undo as soon as the search has been handed to a worker (a level-8 search takes far longer).
  const { undone, history, thinking } = await page.evaluate(() => new Promise((resolve) => {
    const board = /** @type {import('../www/element/tobit-board.js').TobitBoard} */ (document.getElementById('probe'));
    const thinking = [];
    const listener = (e) => {
      thinking.push(e.detail.active);
      if (e.detail.active) {
        setTimeout(() => {
          const undone = board.undo();
          board.removeEventListener('thinking', listener);
          resolve({ undone, history: board.history(), thinking });
        }, 0);
      }
    };
    board.addEventListener('thinking', listener);
    board.play('9-16');
  }));
  assert.equal(undone, true);
  assert.deepEqual(history, []);
  assert.deepEqual(thinking, [true, false]);
  assert.ok(await page.evaluate(() => window.__terminated) >= 1, 'no engine worker was terminated');

  // A new move gets a fresh search; the only AI move is the reply to it.
  await page.evaluate(() => {
    const board = /** @type {import('../www/element/tobit-board.js').TobitBoard} */ (document.getElementById('probe'));
    board.level = 1;
    board.play('11-18');
  });
  await waitEvents(page, 'move', 1, { source: 'ai' });
  const after = await page.evaluate(() => /** @type {import('../www/element/tobit-board.js').TobitBoard} */ (document.getElementById('probe')).history());
  assert.equal(after.length, 2);
  assert.equal(after[0], '11-18');
  assert.equal((await events(page, 'move')).filter((e) => e.detail.source === 'ai').length, 1);
  browser.assertClean();
});

test('a board removed while its AI thinks stops it, and resumes when put back', async (t) => {
  const { page, browser } = await openProbe(t, { mode: 'play', level: '8', animation: '0' });
  // The AI (White) starts thinking when the mode changes; the board is removed at that moment.
  const stopped = await page.evaluate(() => new Promise((resolve) => {
    // A removed element's events no longer reach the document: listen on the element itself.
    const board = /** @type {import('../www/element/tobit-board.js').TobitBoard} */ (document.getElementById('probe'));
    window.__probe = board;
    const seen = [];
    const listener = (e) => {
      seen.push(e.detail.active);
      if (e.detail.active) {
        board.remove();
        board.removeEventListener('thinking', listener);
        resolve(seen);
      }
    };
    board.addEventListener('thinking', listener);
    board.mode = 'ai-white';
  }));
  assert.deepEqual(stopped, [true, false]);
  assert.deepEqual(await page.evaluate(() => window.__probe.history()), []);
  await page.evaluate(() => {
    window.__probe.level = 1;
    document.body.prepend(window.__probe);
  });
  await waitEvents(page, 'move', 1, { source: 'ai', by: 'white' });
  assert.equal(await page.evaluate(() => window.__probe.history().length), 1);
  browser.assertClean();
});

test('moves are animated, unless the user prefers reduced motion', async (t) => {
  for (const [reducedMotion, animated] of [['no-preference', true], ['reduce', false]]) {
    const { page, browser } = await openProbe(t, { mode: 'play', animation: '800' }, { reducedMotion });
    const running = await page.evaluate(() => {
      const board = /** @type {import('../www/element/tobit-board.js').TobitBoard} */ (document.getElementById('probe'));
      board.play('9-16');
      return board.isAnimating();
    });
    assert.equal(running, animated, `reducedMotion ${reducedMotion}`);
    browser.assertClean();
  }
});

test('a bad attribute fires an error naming it and the board keeps its default', async (t) => {
  const { page, browser } = await openProbe(t, { mode: 'play' });
  const level = await page.evaluate(() => {
    const board = /** @type {import('../www/element/tobit-board.js').TobitBoard} */ (document.getElementById('probe'));
    board.setAttribute('level', '42');
    return board.level;
  });
  const { levels } = await pageConfig(page);
  assert.equal(level, levels.default);
  const [error] = await events(page, 'error');
  assert.match(error.detail.message, new RegExp(`level must be a whole number from ${levels.min} to ${levels.max} \\(got "42"\\)`));
  browser.assertClean();
});

test("an embedder's long searches never delay the AI opponent's reply, and abort with AbortError", async (t) => {
  const { page, browser } = await openProbe(t, { mode: 'play', level: '1', animation: '0' });
  const { searchMaxima } = await pageConfig(page);
  // Two searches as long as the limits allow, started before the AI has anything to do.
  await page.evaluate((movetimeMs) => {
    const board = /** @type {import('../www/element/tobit-board.js').TobitBoard} */ (document.getElementById('probe'));
    window.__probe = { controllers: [], outcomes: [] };
    for (let i = 0; i < 2; i += 1) {
      const control = new AbortController();
      window.__probe.controllers.push(control);
      board.bestMove({ movetimeMs }, { signal: control.signal }).then(
        () => window.__probe.outcomes.push('resolved'),
        (error) => window.__probe.outcomes.push(error.name),
      );
    }
    board.mode = 'ai-white';
  }, searchMaxima.maxMovetimeMs);
  await waitEvents(page, 'move', 1, { source: 'ai', by: 'white' });
  // The AI replied while both long searches were still running.
  assert.deepEqual(await page.evaluate(() => window.__probe.outcomes), []);
  await page.evaluate(() => { for (const control of window.__probe.controllers) control.abort(); });
  await page.waitForFunction(() => window.__probe.outcomes.length === 2);
  assert.deepEqual(await page.evaluate(() => window.__probe.outcomes), ['AbortError', 'AbortError']);
  browser.assertClean();
});

test('bestMove refuses limits above config().searchMaxima with an error naming the limit', async (t) => {
  const { page, browser } = await openProbe(t, { mode: 'play' });
  const { searchMaxima } = await pageConfig(page);
  for (const [option, max] of Object.entries({
    movetimeMs: searchMaxima.maxMovetimeMs, depth: searchMaxima.maxDepth, nodes: searchMaxima.maxNodes,
  })) {
    const message = await page.evaluate(([name, value]) => {
      const board = /** @type {import('../www/element/tobit-board.js').TobitBoard} */ (document.getElementById('probe'));
      return board.bestMove({ [name]: value }).then(() => 'resolved', (error) => error.message);
    }, [option, max + 1]);
    assert.match(message, new RegExp(`options\\.${option}: ${max + 1} is above the limit ${max}`));
  }
  browser.assertClean();
});
