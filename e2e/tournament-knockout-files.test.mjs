// The tournament page on a laptop in English: the create form asks for the tie-break games'
// control only in a knockout with mini-matches and for the deciding game's only in a knockout,
// each labelled and reached by Tab; the head's actions in one row on a laptop and a desktop;
// a knockout with faster controls for its
// tie-break games and its deciding game; a tied match's first tie-break game played on the
// app's board, which opens with the tie-break control on its clocks and both names, its result
// entered in the match when the page comes back, its PDN tags naming the game; then the TRF
// exported mid-way and imported as a new tournament that shows the same bracket and goes on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { axeViolations } from './support/axe.mjs';
import { WORDS, createTournament, fill, openTournamentPage, pastePlayers, playWhiteWin, showView } from './support/tournament.mjs';

const en = WORDS.en;
const LAPTOP = { viewport: { width: 1366, height: 768 }, locale: 'en' };
/** Unrated and so seeded by name: match 1 is the first against the last. */
const NAMES = ['Aiana Tobitova', 'Bair Kyzlasov', 'Chon Borgoyakov', 'Dmitri Sagalakov'];
/** The order of a match's result buttons. */
const BUTTONS = ['WhiteWins', 'Draw', 'BlackWins', 'WhiteForfeitWin', 'BlackForfeitWin'];

/**
 * Clicks `result` for the next game of match `match` of round 1 and waits until it is listed.
 * @param {import('playwright-core').Page} page
 */
async function enter(page, match, result) {
  const item = page.locator(`details.round[data-round="1"] li.match[data-match="${match}"]`);
  const before = await item.locator('ol.games li').count();
  await item.locator('.results button').nth(BUTTONS.indexOf(result)).click();
  await item.locator('ol.games li').nth(before).waitFor();
}

/**
 * The text of a download started by clicking the button named `name` (in the Files menu).
 * @param {import('playwright-core').Page} page
 */
async function downloaded(page, name) {
  if (!await page.locator('.files[open]').count()) await page.locator('.files summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return (await (await download.createReadStream()).toArray()).join('');
}

/**
 * The create form's knockout controls: none in a Swiss; both in a knockout, labelled and next
 * by Tab after the main control; without mini-matches only the deciding game's, whose empty
 * choice then reads "No clock". Leaves the form closed.
 * @param {import('playwright-core').Page} page
 */
async function knockoutControls(page) {
  await page.getByRole('button', { name: en['tournament.new'] }).click();
  const form = page.locator('#create-form');
  const tiebreak = form.getByLabel(en['tournament.field.tiebreakControl']);
  const decider = form.getByLabel(en['tournament.field.deciderControl']);
  const main = form.locator('select[name="timeControl"]');
  /** The name of the field Tab reaches after the main control. */
  const afterMain = async () => {
    await main.focus();
    await page.keyboard.press('Tab');
    return page.evaluate(() => document.activeElement?.getAttribute('name'));
  };
  assert.equal(await tiebreak.isVisible(), false);
  assert.equal(await decider.isVisible(), false);
  // The main clock's label (its accessible name also holds the chosen option, so its own words are read).
  const mainLabel = form.locator('#time-control-label');
  assert.equal(await mainLabel.innerText(), en['tournament.field.timeControl']);
  await form.getByLabel(en['tournament.field.format']).selectOption('knockout');
  // A knockout's three clocks each say which games they are for.
  assert.equal(await mainLabel.innerText(), en['tournament.ko.field.mainControl']);
  assert.equal(await tiebreak.isVisible(), true);
  assert.equal(await decider.isVisible(), true);
  assert.equal(await afterMain(), 'tiebreakTimeControl');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'deciderTimeControl');
  assert.equal(await decider.locator('option').first().innerText(), en['tournament.field.deciderAsTiebreak']);
  await form.getByLabel(en['tournament.field.tiebreakPairs']).fill('0');
  assert.equal(await tiebreak.isVisible(), false);
  assert.equal(await afterMain(), 'deciderTimeControl');
  assert.equal(await decider.locator('option').first().innerText(), en['tournament.noClock']);
  await form.getByLabel(en['tournament.field.format']).selectOption('roundRobin');
  assert.equal(await decider.isVisible(), false);
  assert.equal(await afterMain(), 'scoring');
  await page.locator('#create-cancel').click();
  await form.waitFor({ state: 'hidden' });
}

test('a knockout on a laptop in English: a tie-break game played here at its control, the TRF taken mid-way and read back', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, LAPTOP);
  const { page } = browser;
  await openTournamentPage(page, srv.url);
  await knockoutControls(page);
  await createTournament(page, en, { name: 'Askiz cup', format: 'knockout', timeControl: '15+10', tiebreakControl: '5+3', deciderControl: '3+2' });
  const details = await page.locator('#event-details').innerText();
  for (const [key, control] of [['tournament.ko.mainControlIs', '15+10'], ['tournament.ko.tiebreakControlIs', '5+3'], ['tournament.ko.deciderControlIs', '3+2']]) {
    assert.ok(details.includes(fill(en[key], { control })), details);
  }
  // The head's actions, Files among them, in one row on a laptop and a desktop.
  for (const size of [LAPTOP.viewport, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    const tops = await page.locator('.toolbar > button, .files summary').evaluateAll((all) => all.map((b) => b.getBoundingClientRect().top));
    assert.equal(new Set(tops).size, 1, `the actions at ${tops} at ${size.width}x${size.height}`);
  }
  await pastePlayers(page, en, NAMES);
  await showView(page, en, 'rounds');
  await page.getByRole('button', { name: fill(en['tournament.ko.pairRound'], { round: 1 }) }).click();
  const match = page.locator('details.round[data-round="1"] li.match[data-match="1"]');
  await match.waitFor();

  // 1-1 in the two main games: the tie-break mini-match, its first game Aiana's with White.
  await enter(page, 1, 'WhiteWins');
  await enter(page, 1, 'WhiteWins');
  const tiebreak = fill(en['tournament.ko.tiebreakGame'], { pair: 1, game: 1 });
  assert.ok((await match.locator('.next-game').innerText()).includes(tiebreak));
  await match.getByRole('button', { name: fill(en['tournament.ko.playNamed'], { match: 1, game: 3 }) }).click();
  // The board's clocks at the tie-break control (5 minutes), not the tournament's 15.
  const fiveMinutes = async (/** @type {import('playwright-core').Page} */ board) => {
    for (const side of ['white', 'black']) await board.locator(`.clock[data-side="${side}"] .clock-time`, { hasText: /^5:00$/ }).waitFor();
  };
  assert.deepEqual(await playWhiteWin(page, en, { atStart: fiveMinutes }), [NAMES[0], NAMES[3]]);

  // Back on the tournament page: the game is entered as the match's third, a tie-break game.
  await showView(page, en, 'rounds');
  const third = await match.locator('ol.games li').nth(2).innerText();
  assert.ok(third.startsWith(tiebreak) && third.endsWith('1-0'), third);
  const pdn = await downloaded(page, en['tournament.exportPdn']);
  for (const [tag, value] of [['Event', 'Askiz cup'], ['Round', '1.3'], ['Board', '1'], ['White', NAMES[0]], ['Black', NAMES[3]], ['Result', '2-0']]) {
    assert.match(pdn, new RegExp(`\\[${tag} "${value}"\\]`), `${tag} in ${pdn}`);
  }

  // The TRF mid-way: every game of the match in Tobit's records, and the controls.
  const bracket = await page.locator('#rounds-list').innerText();
  const detailsNow = await page.locator('#event-details').innerText();
  const trf = await downloaded(page, en['tournament.exportTrf']);
  for (const record of ['TBX format ko 1', 'TBX tiebreak-control 5+3', 'TBX decider-control 3+2', 'TBX ko-match 1 1 0001 0004', 'TBX ko-game 1 1 3 0001 0004 1']) {
    assert.ok(trf.split('\n').includes(record), `${record} in\n${trf}`);
  }
  await page.getByRole('button', { name: en['tournament.close'] }).click();
  await page.locator('#import-trf').setInputFiles({ name: 'askiz-cup.trf', mimeType: 'text/plain', buffer: Buffer.from(trf) });
  await page.locator('#status', { hasText: fill(en['tournament.imported'], { name: 'Askiz cup' }) }).waitFor();
  assert.equal(await page.locator('#event-details').innerText(), detailsNow);
  await showView(page, en, 'rounds');
  assert.equal(await page.locator('#rounds-list').innerText(), bracket);
  // It goes on: the tie-break mini-match's second game, drawn, puts Aiana through.
  await enter(page, 1, 'Draw');
  await match.locator('.winner', { hasText: NAMES[0] }).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  browser.assertClean();
});
