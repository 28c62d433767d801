// Perfect endgames in the browser: the engine worker loads the endgame tables, and the computer
// wins a won ending in exactly the tables' distance.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { server } from './support/app.mjs';
import { DIST } from './support/serve.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';

// Two tobits against a tobit and a hul, White to move: a win in 15 plies (tobit egtb probe).
const WON = 'W:WK4,K14:BK20,22';
const WIN_PLIES = 15;

test('the computer converts a won ending within the tables\' distance, against any defence', { timeout: 120000 }, async (t) => {
  const app = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  const query = new URLSearchParams({ fen: WON, mode: 'ai-white', level: '5', animation: '0' });
  await page.goto(`${app.url}embed.html?${query}`);
  const board = await boardReady(page);
  for (;;) {
    const st = await board.waitTurn('black', 60000);
    if (st.over) break;
    // The defence: the last legal move in the engine's order (no help from the tables).
    const moves = await board.legalMoves();
    await board.enter(moves.at(-1).notation, 'click');
  }
  const [over] = await board.waitEvents('gameover', 1);
  assert.equal(over.detail.winner, 'white');
  const plies = (await board.history()).length;
  assert.ok(plies <= WIN_PLIES, `the win took ${plies} plies`);
  const tables = app.requests.filter((r) => r.path.includes('/egtb/'));
  assert.ok(tables.length > 0, 'the worker fetched table files');
  browser.assertClean();
});

test('egtbProbe gives the exact value once the tables are loaded', { timeout: 120000 }, async (t) => {
  const app = await server(t);
  const browser = await launch(t);
  const { page } = browser;
  await page.goto(`${app.url}embed.html?mode=play`);
  await boardReady(page);
  const result = await page.evaluate(async (fen) => {
    const url = './engine/pool.js'; // the build's www/engine/pool.js
    const engine = /** @type {typeof import('../www/engine/pool.js')} */ (await import(url));
    const before = await engine.egtbProbe(fen);
    await engine.egtbReady(fen, []);
    return { before, after: await engine.egtbProbe(fen) };
  }, WON);
  assert.deepEqual(result, { before: null, after: { result: 'win', plies: WIN_PLIES } });
  browser.assertClean();
});

test('a damaged table file is refused, never cached, reported once, and fetched again later', { timeout: 120000 }, async (t) => {
  // KvK.egtb.gz with the right size and the wrong contents (every entry "win 217").
  const good = readFileSync(join(DIST, 'egtb', 'KvK.egtb.gz'));
  const file = gunzipSync(good);
  const HEADER = 8 + 32; // the magic, the SHA-256 (crates/egtb/src/file.rs)
  file.fill(218, HEADER);
  const damaged = gzipSync(file);
  let broken = true;
  const app = await server(t, { override: (path) => (broken && path.endsWith('/egtb/KvK.egtb.gz') ? damaged : undefined) });
  const browser = await launch(t);
  const { page } = browser;
  /** @type {string[]} */
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(`${app.url}embed.html?mode=play&fen=${encodeURIComponent('W:WK1:BK38')}`);
  await boardReady(page);
  const ask = () => page.evaluate(async () => {
    const board = /** @type {any} */ (document.querySelector('tobit-board'));
    await board.bestMove({ depth: 2 }); // the board's engine loads the tables this position needs
    // This module is a copy of the pool the page bundles, with workers of its own: loaded there too.
    const url = './engine/pool.js'; // the build's www/engine/pool.js
    const engine = /** @type {typeof import('../www/engine/pool.js')} */ (await import(url));
    await engine.egtbReady('W:WK1:BK38', []).catch(() => {}); // rejects while a class is refused
    const names = await caches.keys();
    const tables = names.filter((n) => n.startsWith('egtb-tables-'));
    const cached = tables.length ? (await (await caches.open(tables[0])).keys()).map((r) => new URL(r.url).pathname) : [];
    return { value: await engine.egtbProbe('W:WK1:BK38'), tables, cached };
  });

  const first = await ask();
  assert.equal(first.value, null, 'the damaged table is not used');
  assert.equal(first.tables.length, 1);
  assert.match(first.tables[0], /^egtb-tables-[0-9a-f]{12}$/, 'the cache is named with the tables\' version');
  assert.ok(!first.cached.some((p) => p.endsWith('/KvK.egtb.gz')), `not cached: ${first.cached}`);
  const errors = () => page.evaluate(() => window.__events.filter((e) => e.type === 'error').map((e) => e.detail.message));
  await page.waitForFunction(() => window.__events.some((e) => e.type === 'error'));
  assert.deepEqual((await errors()).length, 1);
  assert.match((await errors())[0], /endgame table KvK refused \(the table file of KvK: damaged/);

  // Asked again while the server still sends it: refused again, reported no more.
  const warned = () => warnings.filter((w) => /KvK refused/.test(w)).length;
  const before = warned();
  assert.ok(before >= 1 && before <= 2, `a console warning (one per copy of the pool): ${warnings}`);
  assert.equal((await ask()).value, null);
  assert.equal((await errors()).length, 1, 'reported once');
  assert.equal(warned(), before, 'no new warning');
  assert.ok(app.requests.filter((r) => r.path === '/egtb/KvK.egtb.gz').length >= 3, 'fetched again each time');

  // The server is repaired: the next request fetches the file again, uses it and caches it.
  broken = false;
  const fixed = await ask();
  assert.deepEqual(fixed.value, { result: 'draw', plies: null });
  assert.ok(fixed.cached.some((p) => p.endsWith('/KvK.egtb.gz')), `cached once good: ${fixed.cached}`);
  browser.assertClean();
});
