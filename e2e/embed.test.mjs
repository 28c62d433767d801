// embed.html in an iframe of a host page on another origin: options from the query string,
// events posted to the parent window, and a clear message for a bad parameter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './support/serve.mjs';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { wwwJson } from './support/www.mjs';

// The host page keeps every message from the frame; its script is a file (the CSP forbids inline).
const HOST_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<script src="host.js"></script></head><body><h1>A page about Khakas games</h1></body></html>`;
const HOST_JS = `window.__messages = [];
addEventListener('message', (e) => window.__messages.push({ origin: e.origin, data: e.data }));
addEventListener('DOMContentLoaded', () => {
  const f = document.createElement('iframe');
  f.src = decodeURIComponent(location.hash.slice(1));
  f.width = 480; f.height = 480; f.style.border = '3px solid gray';
  document.body.append(f);
});`;

/** Serves the host page on its own origin, the app on another; opens embed.html?query in it. */
async function openEmbed(t, query) {
  const app = await server(t);
  const dir = await mkdtemp(join(tmpdir(), 'tobit-host-'));
  await writeFile(join(dir, 'index.html'), HOST_HTML);
  await writeFile(join(dir, 'host.js'), HOST_JS);
  await writeFile(join(dir, 'favicon.ico'), '');
  // The host page has its own strict policy, which lets it frame the app's origin.
  const policy = `default-src 'self'; frame-src ${app.url}`;
  const host = await serve({ root: dir, headers: { 'Content-Security-Policy': policy } });
  t.after(() => host.close());
  const browser = await launch(t);
  const { page } = browser;
  const src = `${app.url}embed.html?${query}`;
  await page.goto(`${host.url}#${encodeURIComponent(src)}`);
  await page.waitForFunction(() => document.querySelector('iframe')?.contentWindow);
  const frame = await (await page.$('iframe')).contentFrame();
  await frame.waitForLoadState();
  return { app, page, frame, browser };
}

test('embed.html takes its options from the query and posts its events to the parent', async (t) => {
  const { app, page, frame, browser } = await openEmbed(t, 'moves=9-16%2030-23&mode=play&orientation=black&animation=0');
  const board = await boardReady(page, 'tobit-board', frame);
  assert.deepEqual(await board.history(), ['9-16', '30-23']);
  await board.enter('16x30', 'click');
  const isMine = (m) => m.data?.type === 'move' && m.data.detail?.notation === '16x30';
  await page.waitForFunction(`window.__messages.some(${isMine})`);
  const moved = await page.evaluate(`window.__messages.filter(${isMine})`);
  assert.equal(moved[0].origin, app.url.replace(/\/$/, ''));
  assert.equal(moved[0].data.source, 'tobit');
  assert.deepEqual(
    { notation: moved[0].data.detail.notation, by: moved[0].data.detail.by, source: moved[0].data.detail.source },
    { notation: '16x30', by: 'white', source: 'user' },
  );

  // A move tried that the rules refuse is posted too, like every other event of the board.
  const [capture] = await board.legalMoves();
  await board.click(capture.from);
  await board.click(20);
  await page.waitForFunction(() => window.__messages.some((m) => m.data?.type === 'attempt'));
  const attempt = await page.evaluate(() => window.__messages.find((m) => m.data?.type === 'attempt').data.detail);
  assert.deepEqual(attempt, { from: capture.from, to: 20 });

  // A command from the host page, answered with a result message carrying its id.
  await page.evaluate(() =>
    document.querySelector('iframe').contentWindow.postMessage({ source: 'tobit', command: 'resign', args: ['black'], id: 7 }, '*'),
  );
  await page.waitForFunction(() => window.__messages.some((m) => m.data?.type === 'gameover'));
  const over = await page.evaluate(() => window.__messages.find((m) => m.data?.type === 'gameover').data.detail);
  assert.deepEqual(over, { winner: 'white', reason: 'resignation', score: '2-0' });
  await page.evaluate(() =>
    document.querySelector('iframe').contentWindow.postMessage({ source: 'tobit', command: 'history', id: 'h' }, '*'),
  );
  await page.waitForFunction(() => window.__messages.some((m) => m.data?.type === 'result' && m.data.id === 'h'));
  const answer = await page.evaluate(() => window.__messages.find((m) => m.data?.type === 'result' && m.data.id === 'h').data.detail);
  assert.deepEqual(answer, { command: 'history', result: ['9-16', '30-23', '16x30'] });
  browser.assertClean();
});

test('a bestMove command can be cancelled: it answers with an AbortError', async (t) => {
  const { page, frame, browser } = await openEmbed(t, 'mode=play');
  await boardReady(page, 'tobit-board', frame);
  /** @param {object} message */
  const post = (message) => page.evaluate((m) => document.querySelector('iframe').contentWindow.postMessage(m, '*'), message);
  await post({ source: 'tobit', command: 'bestMove', args: [{ depth: 60 }], id: 'long' });
  await post({ source: 'tobit', cancel: 'long' });
  await page.waitForFunction(() => window.__messages.some((m) => m.data?.id === 'long'));
  const answer = await page.evaluate(() => window.__messages.find((m) => m.data?.id === 'long').data);
  assert.equal(answer.type, 'error');
  assert.equal(answer.detail.name, 'AbortError');
  assert.equal(answer.detail.command, 'bestMove');
  browser.assertClean();
});

test('a bad parameter shows a clear message in the frame, not a broken page', async (t) => {
  for (const [query, names] of /** @type {[string, RegExp][]} */ ([
    ['fen=W:W1,99:B30', /fen|99/i],
    ['mode=chess', /mode|chess/i],
    ['level=12', /level|12/i],
  ])) {
    const { frame, page, browser } = await openEmbed(t, query);
    await frame.getByText(names).first().waitFor({ state: 'visible', timeout: 10000 });
    await page.waitForFunction(() => window.__messages.some((m) => m.data?.source === 'tobit' && m.data.type === 'error'));
    browser.assertClean();
  }
});

test('embed.html?puzzle=ID shows the puzzle and posts `solved` to the parent', async (t) => {
  const puzzles = wwwJson('learn/puzzles.json');
  const puzzle = puzzles.find((p) => p.solution.length === 1);
  const { page, frame, browser } = await openEmbed(t, `puzzle=${puzzle.id}&animation=0`);
  const board = await boardReady(page, 'tobit-board', frame);
  await frame.waitForFunction((fen) => document.querySelector('tobit-board').currentFen() === fen, puzzle.fen);
  await board.enter(puzzle.solution[0]);
  await page.waitForFunction(() => window.__messages.some((m) => m.data?.type === 'solved'));
  const solved = await page.evaluate(() => window.__messages.find((m) => m.data?.type === 'solved').data);
  assert.deepEqual(solved, { source: 'tobit', type: 'solved', detail: { id: puzzle.id, rating: puzzle.rating, theme: puzzle.theme, hinted: false, alternative: null } });
  browser.assertClean();
});
