// The tournament page on a phone in Russian: an 8-player Swiss of 5 rounds run by taps (the
// players pasted as a list, each round paired and every result tapped), the page reloaded
// between rounds without losing a result, one game played on the app's board from its pairing
// (with the tournament's time control and the players' names on the strip; its result entered in the tournament when the page is
// shown again, the game in My games with the tournament's PDN tags), undo of the last result,
// the standings with their tie-breaks, the crosstable printed (print media emulated: the wallchart in large type, no
// controls), and axe clean on each view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { axeViolations } from './support/axe.mjs';
import { boardReady } from './support/board.mjs';
import { WORDS, createTournament, fill, openTournamentPage, pastePlayers, playRound, showView } from './support/tournament.mjs';

const ru = WORDS.ru;
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'ru', hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const NAMES = ['Чебодаев Аяс', 'Кызласова Айана', 'Тюмерекова Ирина', 'Боргояков Эрчим', 'Сагалаков Алексей', 'Кокова Сабина', 'Майнагашев Артём', 'Чаптыков Айдар'];
/** Each board's result, by round and board: wins, draws and losses mixed. */
const RESULT = (round, board) => ['WhiteWins', 'Draw', 'BlackWins', 'WhiteWins', 'BlackWins'][(round + board) % 5];

/**
 * Plays board 1 of round 1 on the app's board: White's first move, then Black resigns; back on
 * the tournament page, 1-0 is entered on board 1, and the game's PDN has the tournament's tags.
 */
async function playOnTheBoard(page, browser) {
  await page.getByRole('button', { name: fill(ru['tournament.pairRound'], { round: 1 }) }).tap();
  const first = page.locator('details.round[data-round="1"] li.board').first();
  const white = (await first.locator('.player-white .name').innerText()).trim();
  const black = (await first.locator('.player-black .name').innerText()).trim();
  await first.getByRole('button', { name: fill(ru['tournament.playNamed'], { board: 1 }) }).tap();
  await page.waitForURL(/index\.html$/);
  const board = await boardReady(page);
  await board.set({ animation: 0 });
  await page.locator('.clock').first().waitFor(); // the tournament's time control
  const cover = page.locator('.clock-cover:not([hidden]) button');
  if (await cover.count()) await cover.tap(); // a stored clock comes back paused
  // The player strip names the players, not White and Black, before and after a move.
  const strip = async () => [await page.locator('#strip .player[data-side="white"] .who').innerText(), await page.locator('#strip .player[data-side="black"] .who').innerText()];
  assert.deepEqual(await strip(), [white, black]);
  await board.enter('9-16');
  assert.deepEqual(await strip(), [white, black]);
  await page.locator('#resign').tap();
  const dialog = page.locator('#confirm-dialog[open]');
  await dialog.getByRole('button', { name: ru['confirm.resign.black.yes'] }).tap();
  await page.locator('#result-title').filter({ hasText: ru['result.whiteWon'] }).waitFor();
  // Back to the tournament (the header's link): the result is entered.
  await page.goto(page.url().replace(/index\.html.*$/, 'tournament.html'));
  await page.locator('body[data-ready="true"]').waitFor();
  await page.locator('#status', { hasText: ru['tournament.gameResultEntered'] }).waitFor();
  await page.locator('.tabs button[data-view="rounds"]').tap();
  const entered = page.locator('details.round[data-round="1"] li.board').first();
  await entered.locator('.results button[aria-pressed="true"]', { hasText: '1-0' }).waitFor();
  // The game's PDN: the tournament's tags, the move and the result.
  await page.locator('.files summary').tap();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ru['tournament.exportPdn'] }).tap()]);
  const pdn = (await (await download.createReadStream()).toArray()).join('');
  for (const [tag, value] of [['Event', 'Первенство Абакана'], ['Site', 'Абакан'], ['Round', '1'], ['Board', '1'], ['White', white], ['Black', black], ['Result', '2-0']]) {
    assert.match(pdn, new RegExp(`\\[${tag} "${value}"\\]`), `${tag} in ${pdn}`);
  }
  assert.match(pdn, /\[Date "\d{4}\.\d\d\.\d\d"\]/);
  assert.match(pdn, /9-16/);
  browser.assertClean();
}

test('an 8-player Swiss of 5 rounds run by taps on a phone in Russian', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, PHONE);
  const { page } = browser;
  await openTournamentPage(page, srv.url);
  assert.equal(await page.locator('html').getAttribute('lang'), 'ru');
  assert.deepEqual(await axeViolations(page), []);
  await createTournament(page, ru, { name: 'Первенство Абакана', place: 'Абакан', rounds: 5, timeControl: '10+5', tap: true });
  await pastePlayers(page, ru, NAMES, { tap: true });
  assert.deepEqual(await axeViolations(page), []);

  await showView(page, ru, 'rounds', { tap: true });
  const seen = new Set();
  for (let round = 1; round <= 5; round += 1) {
    if (round === 1) await playOnTheBoard(page, browser);
    const boards = await playRound(page, ru, round, (b) => RESULT(round, b), { tap: true, skip: round === 1 ? [0] : [] });
    assert.equal(boards.length, 4);
    for (const { white, black } of boards) {
      const pair = [white, black].sort().join(' | ');
      assert.ok(!seen.has(pair), `round ${round}: ${pair} meet a second time`);
      seen.add(pair);
    }
    if (round === 1) assert.deepEqual(await axeViolations(page), []);
    if (round === 2) {
      // A reload comes back to the same tournament, view and results.
      await page.reload();
      await page.locator('body[data-ready="true"]').waitFor();
      await page.locator('details.round[data-round="2"] .results button[aria-pressed="true"]').nth(3).waitFor();
      assert.equal(await page.locator('details.round').count(), 2);
    }
  }
  // Undo takes back the last result only, and it is entered again.
  await page.getByRole('button', { name: ru['tournament.undo'] }).tap();
  await page.locator('#status', { hasText: ru['tournament.undone'] }).waitFor();
  const lastBoard = page.locator('details.round[data-round="5"] li.board').nth(3);
  assert.equal(await lastBoard.locator('.results button[aria-pressed="true"]').count(), 0);
  await lastBoard.locator('.results button').nth(['WhiteWins', 'Draw', 'BlackWins'].indexOf(RESULT(5, 3))).tap();
  await lastBoard.locator('.results button[aria-pressed="true"]').waitFor();
  await page.locator('#rounds-list p', { hasText: ru['tournament.next.over'] }).count();
  assert.ok(await page.getByRole('button', { name: fill(ru['tournament.pairRound'], { round: 6 }) }).isDisabled());

  // The standings: 8 players, 2-1-0 points adding up to 2 per game, every tie-break shown.
  await showView(page, ru, 'standings', { tap: true });
  const rows = page.locator('table.standings tbody tr');
  assert.equal(await rows.count(), 8);
  const scores = await page.locator('table.standings tbody tr td:nth-child(4)').allInnerTexts();
  assert.equal(scores.reduce((sum, s) => sum + Number(s.replace(',', '.')), 0), 5 * 4 * 2);
  const heads = await page.locator('table.standings thead abbr').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
  assert.deepEqual(heads, [ru['tournament.tb.BuchholzCut1'], ru['tournament.tb.Buchholz'], ru['tournament.tb.Wins']]);
  assert.deepEqual(await axeViolations(page), []);

  // The crosstable, printed: the wallchart of 8 lines and 5 rounds, in large type, nothing else.
  await showView(page, ru, 'crosstable', { tap: true });
  const chart = page.locator('table.wallchart');
  assert.equal(await chart.locator('tbody tr').count(), 8);
  assert.equal(await chart.locator('thead th').count(), 2 + 5 + 1);
  const cell = await chart.locator('tbody tr').first().locator('td').nth(1).innerText();
  assert.match(cell, /^\d[бч] [012]$/, `a wallchart cell: ${cell}`);
  assert.deepEqual(await axeViolations(page), []);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('header.top').isVisible(), false);
  assert.equal(await page.locator('.tabs').isVisible(), false);
  assert.equal(await page.locator('.toolbar').isVisible(), false);
  assert.ok(await chart.isVisible());
  const size = await page.locator('body').evaluate((b) => parseFloat(getComputedStyle(b).fontSize));
  assert.ok(size >= 18, `print type of ${size}px`);
  await page.emulateMedia({ media: 'screen' });
  browser.assertClean();
});
