// The tournament page on a laptop in English: a 6-player round robin (players registered one
// by one with the form), a withdrawal after round 2 (the rest of the withdrawn player's games
// are forfeits), a pairing changed by hand (board 1's colours swapped), the grid with its diagonal and points, a player's card, the standings as CSV,
// and a second tab that sees the results as they are entered, and whose own result the first
// tab sees.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { axeViolations } from './support/axe.mjs';
import { WORDS, createTournament, fill, openTournamentPage, playRound, showView } from './support/tournament.mjs';

const en = WORDS.en;
const LAPTOP = { viewport: { width: 1366, height: 768 }, locale: 'en' };
const NAMES = ['Aiana', 'Bair', 'Chon', 'Dmitri', 'Erchim', 'Farida'];

test('a 6-player round robin on a laptop in English, with a withdrawal and a second tab', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, LAPTOP);
  const { page, context } = browser;
  await openTournamentPage(page, srv.url);
  await createTournament(page, en, { name: 'Club championship', format: 'roundRobin' });
  for (const [i, name] of NAMES.entries()) {
    await page.getByLabel(en['tournament.field.playerName'], { exact: true }).fill(name);
    await page.getByLabel(en['tournament.field.rating'], { exact: true }).fill(String(1600 - i * 50));
    await page.getByRole('button', { name: en['tournament.addPlayer'] }).click();
    await page.locator('table.players tbody tr').nth(i).waitFor();
  }
  assert.match(await page.locator('#event-details').innerText(), /· 5 rounds/);
  assert.deepEqual(await axeViolations(page), []);

  // A second tab on the same tournament.
  const other = await context.newPage();
  await openTournamentPage(other, srv.url, `?${new URL(page.url()).searchParams}`);
  await showView(other, en, 'rounds');

  await showView(page, en, 'rounds');
  await playRound(page, en, 1, () => 'WhiteWins');
  // The other tab shows round 1 with its results, told so.
  await other.locator('#status', { hasText: en['tournament.changedElsewhere'] }).waitFor();
  await other.locator('details.round[data-round="1"] .results button[aria-pressed="true"]').nth(2).waitFor();
  // Round 2 paired, then the arbiter swaps the colours of board 1 by hand before any result.
  await page.getByRole('button', { name: fill(en['tournament.pairRound'], { round: 2 }) }).click();
  const boards = page.locator('details.round[data-round="2"] li.board');
  const white = await boards.first().locator('.player-white .name').innerText();
  const black = await boards.first().locator('.player-black .name').innerText();
  await page.getByRole('button', { name: en['tournament.edit.open'] }).click();
  await page.getByLabel(fill(en['tournament.edit.white'], { board: 1 })).selectOption({ label: black });
  await page.getByLabel(fill(en['tournament.edit.black'], { board: 1 })).selectOption({ label: white });
  await page.getByRole('button', { name: en['tournament.edit.save'] }).click();
  await page.locator('#status', { hasText: en['tournament.edit.saved'] }).waitFor();
  assert.equal(await boards.first().locator('.player-white .name').innerText(), black);
  assert.equal(await boards.first().locator('.player-black .name').innerText(), white);
  await playRound(page, en, 2, (b) => (b === 0 ? 'BlackWins' : 'Draw'));
  await other.locator('details.round[data-round="2"] .results button[aria-pressed="true"]').nth(2).waitFor();
  // The other tab corrects board 1 of round 2; the first tab shows it.
  await other.locator('details.round[data-round="2"] li.board').first().locator('.results button').nth(1).click();
  await page.locator('#status', { hasText: en['tournament.changedElsewhere'] }).waitFor();
  await page.locator('details.round[data-round="2"] li.board').first().locator('.results button[aria-pressed="true"]', { hasText: '½-½' }).waitFor();

  // Withdraw the last player: their later games are forfeits, their results so far stay.
  await showView(page, en, 'players');
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: fill(en['tournament.withdrawNamed'], { name: 'Farida' }) }).click();
  await page.locator('table.players tbody tr', { hasText: fill(en['tournament.player.withdrawn'], { round: 3 }) }).waitFor();
  await showView(page, en, 'rounds');
  for (let round = 3; round <= 5; round += 1) {
    await page.getByRole('button', { name: fill(en['tournament.pairRound'], { round }) }).click();
    const boards = page.locator(`details.round[data-round="${round}"] li.board`);
    await boards.first().waitFor();
    for (let b = 0; b < await boards.count(); b += 1) {
      const board = boards.nth(b);
      if (await board.locator('.results button[aria-pressed="true"]').count()) {
        // Farida's game: a forfeit, entered by the pairing.
        assert.match(await board.innerText(), /Farida/);
        assert.match(await board.locator('.shown-result').innerText(), /^(\+\/-|-\/\+)$/);
        continue;
      }
      await board.locator('.results button').first().click();
      await board.locator('.results button[aria-pressed="true"]').waitFor();
    }
  }
  assert.match(await page.locator('#rounds-list').innerText(), new RegExp(en['tournament.entered'].replace('{entered}', '3').replace('{count}', '3')));

  // The grid: 6 lines, × on the diagonal, the forfeits marked.
  await showView(page, en, 'crosstable');
  const grid = page.locator('table.grid');
  assert.equal(await grid.locator('tbody tr').count(), 6);
  for (let i = 0; i < 6; i += 1) assert.equal(await grid.locator('tbody tr').nth(i).locator('td').nth(i + 1).innerText(), '×');
  assert.match(await grid.innerText(), /[+−]/);
  assert.deepEqual(await axeViolations(page), []);

  // The result slips of the last round, printed with its results entered: each result on one
  // line inside its slip, with no blank beside it.
  await showView(page, en, 'rounds');
  await page.evaluate(() => document.body.classList.add('print-slips'));
  await page.emulateMedia({ media: 'print' });
  const slips = await page.locator('details.round[data-round="5"] li.board').evaluateAll((boards) => boards.map((board) => {
    const result = /** @type {HTMLElement} */ (board.querySelector('.shown-result'));
    const slip = board.getBoundingClientRect();
    const box = result.getBoundingClientRect();
    return {
      text: result.textContent, blank: getComputedStyle(result, '::before').content,
      inside: box.left >= slip.left && box.right <= slip.right, lines: Math.round(box.height / parseFloat(getComputedStyle(result).fontSize) / 1.2),
      printed: /** @type {HTMLElement} */ (board).innerText,
      // The colours' words, which the screen keeps for screen readers only, printed at full width.
      colourWidths: [...board.querySelectorAll('.visually-hidden')].map((words) => words.getBoundingClientRect().width > 10),
    };
  }));
  assert.equal(slips.length, 3);
  for (const slip of slips) assert.deepEqual(slip, { ...slip, blank: 'none', inside: true, lines: 1 }, JSON.stringify(slip));
  // A slip cut out says its round and board, and which player has White and which Black, in words.
  slips.forEach(({ printed, colourWidths }, b) => {
    assert.ok(printed.includes(en['tournament.slipTitle'].replace('{round}', '5').replace('{board}', String(b + 1))), printed);
    for (const colour of ['tournament.white', 'tournament.black']) assert.ok(printed.includes(en[colour]), printed);
    assert.deepEqual(colourWidths, [true, true], printed);
  });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => document.body.classList.remove('print-slips'));

  // The standings (the withdrawn player marked) and a player's card with their five rounds.
  await showView(page, en, 'standings');
  assert.equal(await page.locator('table.standings tbody tr').count(), 6);
  // A new event counts unplayed rounds by FIDE's 2023 rules, and the legend says so.
  await page.locator('.standings-wrap .legend', { hasText: en['tournament.tiebreakRulesUsed.Fide2023'] }).waitFor();
  assert.match(await page.locator('table.standings tbody tr', { hasText: 'Farida' }).innerText(), new RegExp(fill(en['tournament.player.withdrawn'], { round: 3 })));
  await page.locator('table.standings').getByRole('button', { name: 'Aiana' }).click();
  const card = page.locator('#card');
  await card.waitFor();
  assert.equal(await card.locator('tbody tr').count(), 5);
  assert.deepEqual(await axeViolations(page), []);
  await card.getByRole('button', { name: en['tournament.closeCard'] }).click();

  // The standings as CSV: a head line and six lines.
  await page.locator('.files summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: en['tournament.exportCsv'] }).click()]);
  const csv = (await (await download.createReadStream()).toArray()).join('');
  const lines = csv.replace(/^\ufeff/, '').trim().split(/\r\n/);
  assert.equal(lines.length, 7);
  assert.match(lines[0], /^Place,Player,Club,Points,Sonneborn-Berger,Direct encounter,Number of wins,Koya$/);
  browser.assertClean();
});
