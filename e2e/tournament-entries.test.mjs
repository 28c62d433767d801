// The tournament page on a laptop in English: the entries before and between rounds. A round
// robin in entry order whose players are reordered from the keyboard (the focus stays on the
// arrow pressed; round 1 pairs by the new numbers of the Berger table); a Swiss with a pair
// forbidden (the next pairing keeps them apart), a ban lifted, a half-point bye asked for
// (scored as a draw), a bye asked for and taken back; axe clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { axeViolations } from './support/axe.mjs';
import { WORDS, createTournament, fill, openTournamentPage, pastePlayers, playRound, showView } from './support/tournament.mjs';

const en = WORDS.en;
const LAPTOP = { viewport: { width: 1366, height: 768 }, locale: 'en' };

/**
 * The players of round `round`'s boards, White first.
 * @param {import('playwright-core').Page} page
 */
async function boards(page, round) {
  const list = page.locator(`details.round[data-round="${round}"] li.board`);
  await list.first().waitFor();
  const shown = [];
  for (let b = 0; b < await list.count(); b += 1) {
    shown.push([(await list.nth(b).locator('.player-white .name').innerText()).trim(), (await list.nth(b).locator('.player-black .name').innerText()).trim()]);
  }
  return shown;
}

test('players reordered from the keyboard change the round-robin table', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, LAPTOP);
  const { page } = browser;
  await openTournamentPage(page, srv.url);
  await createTournament(page, en, { name: 'School round robin', format: 'roundRobin', rankBy: 'EntryOrder' });
  await pastePlayers(page, en, ['Aiana', 'Bair', 'Chon', 'Dmitri']);
  await page.locator('#order-hint:not([hidden])').waitFor();
  // Dmitri (number 4) moves up one place from the keyboard: the focus follows him.
  await page.getByRole('button', { name: fill(en['tournament.move.up'], { name: 'Dmitri' }) }).focus();
  await page.keyboard.press('Enter');
  await page.locator('#status', { hasText: fill(en['tournament.move.done'], { name: 'Dmitri', number: 3 }) }).waitFor();
  assert.deepEqual(await page.locator('table.players tbody th').allInnerTexts(), ['Aiana', 'Bair', 'Dmitri', 'Chon']);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), fill(en['tournament.move.up'], { name: 'Dmitri' }));
  assert.deepEqual(await axeViolations(page), []);
  // The Berger table of four: round 1 is 1-4 and 2-3, so Aiana meets Chon and Bair Dmitri
  // (in the order entered it would have been Aiana-Dmitri and Bair-Chon).
  await showView(page, en, 'rounds');
  await page.getByRole('button', { name: fill(en['tournament.pairRound'], { round: 1 }) }).click();
  const round1 = (await boards(page, 1)).map((b) => [...b].sort().join('-')).sort();
  assert.deepEqual(round1, ['Aiana-Chon', 'Bair-Dmitri']);
  // Once round 1 is paired, the order is fixed.
  await showView(page, en, 'players');
  assert.equal(await page.locator('table.players button[data-move]').count(), 0);
  assert.ok(await page.locator('#order-hint').isHidden());
  browser.assertClean();
});

test('a Swiss honours a forbidden pair and scores a half-point bye asked for', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, LAPTOP);
  const { page } = browser;
  await openTournamentPage(page, srv.url);
  await createTournament(page, en, { name: 'Family open', format: 'swiss', rounds: 3, tiebreakRules: 'Fide2009' });
  const names = ['Aiana', 'Bair', 'Chon', 'Dmitri', 'Erchim', 'Farida'];
  await pastePlayers(page, en, names);

  // Aiana and Chon are of one family: forbidden. Without it, round 1 would pair Aiana against
  // Chon (unrated, seeded by name; with Farida's bye asked for, Erchim gets the pairing bye and
  // the other four pair 1-3, 2-4). Bair and Dmitri are forbidden, then allowed again.
  const forbid = async (a, b) => {
    const section = page.locator('section.forbidden');
    await section.getByLabel(en['tournament.forbid.a']).selectOption({ label: a });
    await section.getByLabel(en['tournament.forbid.b']).selectOption({ label: b });
    await section.getByRole('button', { name: en['tournament.forbid.add'] }).click();
    await page.locator('#status', { hasText: fill(en['tournament.forbid.added'], { a, b }) }).waitFor();
  };
  await forbid('Aiana', 'Chon');
  await forbid('Bair', 'Dmitri');
  assert.deepEqual(await page.locator('section.forbidden ul.pairs li').allInnerTexts(),
    [`Aiana and Chon ${en['tournament.forbid.allow']}`, `Bair and Dmitri ${en['tournament.forbid.allow']}`]);
  await page.getByRole('button', { name: fill(en['tournament.forbid.allowNamed'], { a: 'Bair', b: 'Dmitri' }) }).click();
  await page.locator('#status', { hasText: fill(en['tournament.forbid.allowed'], { a: 'Bair', b: 'Dmitri' }) }).waitFor();
  assert.equal(await page.locator('section.forbidden ul.pairs li').count(), 1);
  assert.deepEqual(await axeViolations(page), []);

  // Farida asks for a half-point bye in round 1; Erchim asks for one in round 2, then takes it back.
  await showView(page, en, 'rounds');
  const ask = async (name, round, kind) => {
    const form = page.locator('form.request-bye');
    await form.getByLabel(en['tournament.requestBye.player']).selectOption({ label: name });
    await form.getByLabel(en['tournament.requestBye.round']).selectOption({ label: fill(en['tournament.roundTitle'], { round }) });
    await form.getByLabel(en['tournament.requestBye.kind']).selectOption(kind);
    await form.getByRole('button', { name: en['tournament.requestBye.ask'] }).click();
    await page.locator('#status', { hasText: fill(en['tournament.requestBye.asked'], { name, round }) }).waitFor();
  };
  await ask('Farida', 1, 'half');
  await ask('Erchim', 2, 'zero');
  assert.equal(await page.locator('section.requested-byes ul.asked li').count(), 2);
  await page.getByRole('button', { name: fill(en['tournament.requestBye.cancelNamed'], { name: 'Erchim', round: 2 }) }).click();
  await page.locator('#status', { hasText: fill(en['tournament.requestBye.cancelled'], { name: 'Erchim', round: 2 }) }).waitFor();
  assert.match(await page.locator('section.requested-byes ul.asked').innerText(), new RegExp(fill(en['tournament.bye.Half'], { name: 'Farida' })));
  assert.deepEqual(await axeViolations(page), []);

  // Round 1: Aiana and Chon not on one board, Farida's bye kept, the odd one out given the
  // pairing bye; every game a white win.
  const round1 = await playRound(page, en, 1, () => 'WhiteWins');
  assert.equal(round1.length, 2);
  for (const { white, black } of round1) assert.notDeepEqual([white, black].sort(), ['Aiana', 'Chon']);
  assert.ok(round1.every(({ white, black }) => white !== 'Farida' && black !== 'Farida'));
  const byes = await page.locator('details.round[data-round="1"] ul.byes li').allInnerTexts();
  assert.ok(byes.includes(fill(en['tournament.bye.Half'], { name: 'Farida' })), byes.join(' | '));
  // Round 2 keeps them apart too (Erchim, his bye taken back, is paired).
  const round2 = await playRound(page, en, 2, () => 'Draw');
  for (const { white, black } of round2) assert.notDeepEqual([white, black].sort(), ['Aiana', 'Chon']);
  assert.ok(round2.some(({ white, black }) => white === 'Erchim' || black === 'Erchim'));

  // The half-point bye scores a draw's point under 2-1-0, and round 2 (six players, three
  // boards, no bye) a drawn game's: Farida has 2.
  await showView(page, en, 'standings');
  const farida = page.locator('table.standings tbody tr', { hasText: 'Farida' });
  assert.equal((await farida.locator('td').nth(2).innerText()).trim(), '2');
  // The older tie-break rules chosen at creation are the event's, and the legend says so.
  await page.locator('.standings-wrap .legend', { hasText: en['tournament.tiebreakRulesUsed.Fide2009'] }).waitFor();
  browser.assertClean();
});

test('the form refuses rounds it cannot hold in words, a list cut short by a full storage keeps only its unsaved names, a new tournament opens on its first view', async (t) => {
  const srv = await server(t);
  const browser = await launch(t, LAPTOP);
  const { page } = browser;
  await openTournamentPage(page, srv.url);
  // The device's storage fills up after the next two saves, when `full` is set.
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    const w = /** @type {any} */ (window);
    w.savesLeft = Infinity;
    IDBObjectStore.prototype.put = function (...args) {
      w.savesLeft -= 1;
      if (w.savesLeft < 0) throw new DOMException('Encountered full disk while opening backing store for indexedDB.open.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });

  // 2^32, 1e10 and 1000 rounds: the form says what it takes (the module's limits: what a TRF
  // carries), nothing is thrown; 999 rounds are taken.
  await page.getByRole('button', { name: en['tournament.new'] }).click();
  const form = page.locator('#create-form');
  await form.getByLabel(en['tournament.field.name'], { exact: true }).fill('Too long');
  const rounds = form.getByLabel(en['tournament.field.rounds']);
  assert.deepEqual(await rounds.evaluate((f) => [f.getAttribute('min'), f.getAttribute('max')]), ['1', '999']);
  for (const asked of ['4294967296', '1e10', '1000']) {
    await rounds.fill(asked);
    await page.getByRole('button', { name: en['tournament.create.submit'] }).click();
    await page.locator('#create-problem', { hasText: fill(en['tournament.create.badRounds'], { min: 1, max: 999 }) }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'rounds');
  }
  await rounds.fill('999');
  await page.getByRole('button', { name: en['tournament.create.submit'] }).click();
  await page.locator('#event-name', { hasText: 'Too long' }).waitFor();
  await page.locator('#close').click();

  await createTournament(page, en, { name: 'Autumn open', format: 'swiss', rounds: 5 });
  await page.evaluate(() => { /** @type {any} */ (window).savesLeft = 2; });
  await page.locator('.paste summary').click();
  await page.locator('#paste-names').fill('Aiana, Askiz\nBair\n\nChon\nDmitri');
  await page.getByRole('button', { name: en['tournament.paste.add'] }).click();
  await page.locator('#status', { hasText: en['tournament.error.quota'] }).waitFor();
  assert.match(await page.locator('#status').innerText(), /^2 players added, 2 not:/);
  assert.deepEqual(await page.locator('table.players tbody th').allInnerTexts(), ['Aiana', 'Bair']);
  assert.equal(await page.locator('#paste-names').inputValue(), 'Chon\nDmitri', 'only the names not saved stay in the box');
  // Space freed: Add again adds the other two, and nobody twice.
  await page.evaluate(() => { /** @type {any} */ (window).savesLeft = Infinity; });
  await page.getByRole('button', { name: en['tournament.paste.add'] }).click();
  await page.locator('#status', { hasText: fill(en['tournament.added'].other, { count: 2 }) }).waitFor();
  assert.deepEqual(await page.locator('table.players tbody th').allInnerTexts(), ['Aiana', 'Bair', 'Chon', 'Dmitri']);
  assert.equal(await page.locator('#paste-names').inputValue(), '');

  // The last tournament left on its crosstable; the next one opens on its players, with its own status line.
  await showView(page, en, 'crosstable');
  await page.locator('#close').click();
  await createTournament(page, en, { name: 'Winter open', format: 'swiss', rounds: 3 });
  await page.locator('#view-players:not([hidden])').waitFor();
  assert.equal(await page.locator('.tabs button[data-view="players"]').getAttribute('aria-pressed'), 'true');
  await page.locator('#status', { hasText: fill(en['tournament.created'], { name: 'Winter open' }) }).waitFor();
  assert.match(page.url(), /view=players/);
  browser.assertClean();
});
