// A game exported from My games is a PDN file that says what it is (Event, Site, Date, White,
// Black, Result and the game's GameId) under a name that names the game (players, date, time).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseGame, openApp, openMyGames } from './support/app.mjs';

test('an exported game carries its tags and is named after its players, date and time', async (t) => {
  const { page, board, browser } = await openApp(t, { welcome: null });
  await chooseGame(page, { mode: 'ai', colour: 'white', level: 1 });
  await board.set({ animation: 0 });
  await board.enter('9-16');
  await board.waitTurn('white');
  await page.locator('#resign').click();
  await page.locator('#confirm-yes').click();
  await page.locator('#result').waitFor();
  await page.locator('#result-close').click();

  await openMyGames(page);
  const item = page.locator('#my-games-list li').first();
  const id = await item.getAttribute('data-id');
  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: 'Export PDN' }).click()]);
  assert.match(download.suggestedFilename(), /^tobit-player-the-computer-level-1-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.pdn$/);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
  const tags = Object.fromEntries([...text.matchAll(/^\[(\w+) "(.*)"\]$/gm)].map((m) => [m[1], m[2]]));
  assert.equal(tags.Event, 'Tobit against the computer');
  assert.match(tags.Site, /^http:\/\/127\.0\.0\.1:\d+\/$/);
  assert.match(tags.Date, /^\d{4}\.\d{2}\.\d{2}$/);
  assert.equal(tags.White, 'Player');
  assert.equal(tags.Black, 'The computer, level 1');
  assert.equal(tags.Result, '0-2', 'White resigned');
  assert.equal(tags.GameId, id);
  assert.match(text, /^1\. 9-16 /m);
  browser.assertClean();
});
