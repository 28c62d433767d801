// The tournament page on a phone in Russian: a 6-player knockout run to its winner by taps
// (seeds 1 and 2 get first-round byes; one quarter-final drawn in its two games, in its
// tie-break mini-match and in its deciding game, which sends Black through; one game played
// on the app's board, its players named there, its result entered when the page comes back), the bracket
// round by round (the page's head compact on the phone, upright and sideways), the winner named, the bracket as the crosstable, the standings led by the
// winner and the winner's card with their games, and axe clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { axeViolations } from './support/axe.mjs';
import { WORDS, createTournament, fill, openTournamentPage, pastePlayers, playWhiteWin, showView } from './support/tournament.mjs';

const ru = WORDS.ru;
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'ru', hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
/** Unrated and so seeded by name: this is the seeding order. */
const NAMES = ['Боргояков Эрчим', 'Кокова Сабина', 'Кызласова Айана', 'Майнагашев Артём', 'Сагалаков Алексей', 'Чебодаев Аяс'];
/** The order of a match's result buttons. */
const BUTTONS = ['WhiteWins', 'Draw', 'BlackWins', 'WhiteForfeitWin', 'BlackForfeitWin'];

/**
 * Taps `result` for the next game of match `match` (from 1) of round `round` and waits until
 * the game is listed.
 * @param {import('playwright-core').Page} page
 */
async function enter(page, round, match, result) {
  const item = page.locator(`details.round[data-round="${round}"] li.match[data-match="${match}"]`);
  const before = await item.locator('ol.games li').count();
  await item.locator('.results button').nth(BUTTONS.indexOf(result)).tap();
  await item.locator('ol.games li').nth(before).waitFor();
}

/**
 * Plays game 1 of match 4 of round 1 on the app's board, `white` against `black`: the strip
 * names them, White moves, Black resigns; back on the tournament page, 1-0 is entered.
 * @param {import('playwright-core').Page} page
 */
async function playFirstGame(page, white, black) {
  const item = page.locator('details.round[data-round="1"] li.match[data-match="4"]');
  await item.getByRole('button', { name: fill(ru['tournament.ko.playNamed'], { game: 1, match: 4 }) }).tap();
  assert.deepEqual(await playWhiteWin(page, ru, { tap: true }), [white, black]);
  await showView(page, ru, 'rounds', { tap: true });
  assert.match(await item.locator('ol.games li').first().innerText(), /1-0/);
}

/**
 * The head on a phone, upright and held sideways, leaves the round's first match in the first
 * screen; the details line, cut short, is shown whole by its toggle; the files menu drops down
 * and closes on Escape or a tap elsewhere.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} round
 */
async function compactHead(page, round) {
  const first = round.locator('li.match').first();
  for (const size of [{ width: 667, height: 375 }, PHONE.viewport]) {
    await page.setViewportSize(size);
    const box = await first.boundingBox();
    assert.ok(box && box.y + 30 < size.height, `the first match at ${box?.y} of ${size.height}`);
  }
  const details = page.locator('#event-details');
  const cut = () => details.evaluate((p) => p.scrollWidth > p.clientWidth);
  assert.equal(await cut(), true);
  const toggle = page.getByRole('button', { name: ru['tournament.allDetails'] });
  await toggle.tap();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await cut(), false);
  await toggle.tap();
  const files = page.locator('.files summary');
  await files.tap();
  await page.getByRole('button', { name: ru['tournament.exportTrf'] }).waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.files:not([open])').waitFor();
  assert.equal(await files.evaluate((summary) => summary === document.activeElement), true);
  await files.tap();
  await page.locator('#event-name').tap(); // a tap elsewhere closes it too
  await page.locator('.files:not([open])').waitFor();
}

test('a 6-player knockout on a phone in Russian, with a match decided by its deciding game', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, PHONE);
  const { page } = browser;
  await openTournamentPage(page, srv.url);
  await createTournament(page, ru, { name: 'Кубок Аскиза', place: 'с. Аскиз, Республика Хакасия', format: 'knockout', tap: true });
  assert.match(await page.locator('#event-details').innerText(), new RegExp(ru['tournament.format.knockout'].replace(/[()]/g, '\\$&')));
  await pastePlayers(page, ru, NAMES, { tap: true });
  // A knockout's rounds are "круги", not a Swiss's "туры": three for six players.
  assert.ok((await page.locator('#event-details').innerText()).includes(fill(ru['tournament.ko.roundsPlanned'].few, { count: 3 })));
  await showView(page, ru, 'rounds', { tap: true });

  // Round 1 (the quarter-finals of a bracket of 8): seeds 1 and 2 go through without a game.
  await page.getByRole('button', { name: fill(ru['tournament.ko.pairRound'], { round: 1 }) }).tap();
  const round1 = page.locator('details.round[data-round="1"]');
  await round1.locator('li.match').nth(3).waitFor();
  assert.equal(await round1.locator('h3').innerText(), ru['tournament.ko.stage3']);
  assert.equal(await round1.locator('li.match.bye').count(), 2);
  assert.match(await round1.innerText(), new RegExp(fill(ru['tournament.ko.bye'], { name: NAMES[0] })));
  assert.match(await round1.innerText(), new RegExp(fill(ru['tournament.ko.bye'], { name: NAMES[1] })));
  await compactHead(page, round1);

  // Match 2 (seeds 4 and 5): both games drawn, the tie-break mini-match drawn, then the deciding
  // game, drawn too: Black goes through.
  const match2 = round1.locator('li.match[data-match="2"]');
  for (let game = 0; game < 4; game += 1) await enter(page, 1, 2, 'Draw');
  const next = await match2.locator('.next-game').innerText();
  assert.match(next, new RegExp(ru['tournament.ko.decider']));
  assert.match(next, new RegExp(ru['tournament.ko.deciderRule']));
  const black = /чёрные: ([^.]+)\./.exec(next)?.[1];
  assert.ok(black && [NAMES[3], NAMES[4]].includes(black), next);
  await enter(page, 1, 2, 'Draw');
  assert.equal(await match2.locator('.winner').innerText(), fill(ru['tournament.ko.through'], { name: black }));
  assert.equal(await match2.locator('.results').count(), 0);
  // Match 4 (seeds 3 and 6): the higher seed wins both games, the first played on this
  // device's board (the players named on it; Black resigns), the second with Black, by a tap.
  await playFirstGame(page, NAMES[2], NAMES[5]);
  await enter(page, 1, 4, 'BlackWins');
  await round1.locator('li.match[data-match="4"] .winner', { hasText: NAMES[2] }).waitFor();
  assert.deepEqual(await axeViolations(page), []);

  // The semi-finals and the final: the higher seed wins each match.
  for (const [round, matches] of [[2, 2], [3, 1]]) {
    await page.getByRole('button', { name: fill(ru['tournament.ko.pairRound'], { round }) }).tap();
    await page.locator(`details.round[data-round="${round}"] li.match`).nth(matches - 1).waitFor();
    for (let m = 1; m <= matches; m += 1) {
      await enter(page, round, m, 'WhiteWins');
      await enter(page, round, m, 'BlackWins');
    }
  }
  assert.equal(await page.locator('details.round[data-round="3"] h3').innerText(), ru['tournament.ko.stage1']);
  await page.locator('.champion', { hasText: fill(ru['tournament.ko.champion'], { name: NAMES[0] }) }).waitFor();
  assert.ok(await page.getByRole('button', { name: fill(ru['tournament.ko.pairRound'], { round: 4 }) }).isDisabled());
  assert.deepEqual(await axeViolations(page), []);

  // The bracket as the crosstable: 4 + 2 + 1 matches; the standings led by the winner.
  await showView(page, ru, 'crosstable', { tap: true });
  const bracket = page.locator('table.bracket');
  assert.equal(await bracket.locator('tbody tr').count(), 7);
  const drawn = await bracket.locator('tbody tr').nth(1).locator('td').allInnerTexts();
  assert.equal(drawn[4], '2,5–2,5');
  assert.equal(drawn[5], black);
  assert.deepEqual(await axeViolations(page), []);
  await showView(page, ru, 'standings', { tap: true });
  const first = page.locator('table.standings tbody tr').first();
  assert.match(await first.innerText(), new RegExp(`^1\\s+${NAMES[0]}`));
  // The winner's card: the bye of round 1, then the two games of the semi-final and the final.
  await first.getByRole('button', { name: NAMES[0] }).tap();
  const card = page.locator('#card[open]');
  await card.waitFor();
  const rows = await card.locator('tbody tr').allInnerTexts();
  assert.equal(rows.length, 5);
  assert.match(rows[0], new RegExp(fill(ru['tournament.ko.bye'], { name: NAMES[0] })));
  assert.match(rows[4], new RegExp(`^${ru['tournament.ko.stage1']}`));
  assert.deepEqual(await axeViolations(page), []);
  browser.assertClean();
});
