// dist/tobit.html: one self-contained file that plays, AI included, straight from disk.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST } from './support/serve.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { playAgainstAi, answerWelcome } from './support/app.mjs';

const FILE = join(DIST, 'tobit.html');

test('dist/tobit.html opened from file:// plays a game against the AI', { timeout: 90000 }, async (t) => {
  assert.ok(existsSync(FILE), `${FILE} exists (make dist writes it)`);
  const browser = await launch(t);
  const { page } = browser;
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(pathToFileURL(FILE).href);
  const board = await boardReady(page);
  await answerWelcome(page, 'friend');
  await playAgainstAi(page, board);
  // Self-contained: nothing but the file itself (and data:/blob: URLs made from it) is loaded.
  const outside = requests.filter((u) => !/^(data|blob):/.test(u) && u !== pathToFileURL(FILE).href);
  assert.deepEqual(outside, []);
  browser.assertClean();
});
