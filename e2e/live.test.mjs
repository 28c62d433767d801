// Live play through a Nostr relay (issue 39), end to end: a real relay (nostr-relay from PyPI,
// tests/js/support/nostr-relay.mjs) on a loopback port, two browser profiles (Anna in English on
// a laptop, Boris in Russian on a phone). Anna starts a live game from the link page's form, Boris
// opens her invitation; both see the other is there; each move appears on the other device; a
// draw offered and declined by a move, a resignation final on both; the relay killed (the game goes
// on by link) and started again (live again, the move made meanwhile arrives); a spectator follows.
// The live page's CSP lets it reach the relay and nothing else (no violation). Waits are on the
// pages' state, never on sleeps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { server } from './support/app.mjs';
import { launch } from './support/browser.mjs';
import { boardReady } from './support/board.mjs';
import { axeViolations } from './support/axe.mjs';
import { SHORT_GAME, openLinkPage, words } from './support/link.mjs';
import { startRelay } from '../tests/js/support/nostr-relay.mjs';

const LAPTOP = { viewport: { width: 1366, height: 768 }, locale: 'en-GB' };
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'ru-RU', isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * A browser profile whose live page uses only the test's relay (never the public defaults).
 * @param {import('node:test').TestContext} t
 * @param {string} relay
 * @param {object} options launch's
 */
async function profile(t, relay, options) {
  const browser = await launch(t, options);
  // On the site's pages only (about:blank has no storage).
  await browser.context.addInitScript((url) => location.protocol === 'http:' && localStorage.setItem('tobit.liveRelays', JSON.stringify([url])), relay);
  return browser;
}

/**
 * A relay on loopback, the site served with it, and two players' profiles on it: Anna on a
 * laptop, Boris on a phone.
 * @param {import('node:test').TestContext} t
 */
async function twoPlayers(t) {
  const relay = await startRelay(t);
  const srv = await server(t, { relays: [relay.url] });
  return { relay, srv, anna: await profile(t, relay.url, LAPTOP), boris: await profile(t, relay.url, PHONE) };
}

/** Waits until the live page shows what its address asks for. @param {import('playwright-core').Page} page */
async function liveReady(page) {
  await page.waitForFunction(() => /** @type {any} */ (window).tobitLiveReady === true);
  return boardReady(page);
}

/**
 * Waits until `selector`'s text is `text`.
 * @param {import('playwright-core').Page} page
 * @param {string} selector
 * @param {string} text
 */
const textIs = (page, selector, text) => page.waitForFunction(([s, x]) => document.querySelector(s)?.textContent === x, [selector, text]);

/**
 * Waits until the board shows `moves`.
 * @param {import('playwright-core').Page} page
 * @param {string[]} moves
 */
const boardShows = (page, moves) => page.waitForFunction((want) => /** @type {any} */ (document.querySelector('tobit-board')).history().join(' ') === want, moves.join(' '));

/**
 * Plays `move` when the board lets the player.
 * @param {import('playwright-core').Page} page
 * @param {import('./support/board.mjs').BoardDriver} board
 * @param {string} move
 */
async function play(page, board, move) {
  await page.waitForFunction(() => document.querySelector('tobit-board')?.getAttribute('interactive') === 'true');
  await board.enter(move);
}

/**
 * Anna starts a live game as White from the link page's form (with `clock`, one of the app's
 * time controls, or none): the live page makes her invitation.
 * @param {import('playwright-core').Page} page
 * @param {string} site
 * @param {string} [clock]
 */
async function startAsAnna(page, site, clock) {
  await openLinkPage(page, `${site}link.html`);
  const form = page.locator('#start');
  await form.locator('input[name="name"]').fill('Anna');
  await form.locator('select[name="colour"]').selectOption('white');
  if (clock) await form.locator('select[name="clock"]').selectOption(clock);
  await form.locator('button[value="live"]').click();
  await page.waitForURL(/live\.html\?game=[0-9a-f]{12}$/);
  const board = await liveReady(page);
  await textIs(page, '#send-title', words('en', 'live.inviteTitle'));
  return { board, invitation: await page.locator('#link-text').inputValue() };
}

test('two profiles play live through a relay on loopback: moves, a draw declined, a resignation, the relay gone and back, a spectator', { timeout: 600000 }, async (t) => {
  const { relay, srv, anna, boris } = await twoPlayers(t);
  const a = anna.page;
  const b = boris.page;

  // Anna starts a live game from the link page's form: the live page makes her invitation.
  const { board: boardA, invitation } = await startAsAnna(a, srv.url);
  assert.match(invitation, /\/live\.html#g=[A-Za-z0-9_-]+&k=[A-Za-z0-9_-]{22}&h=[0-9a-f]{64}&s=white$/);
  await textIs(a, '#connection', words('en', 'live.relaysOn', { count: 1 }));
  await textIs(a, '#presence', words('en', 'live.waitingFriend'));
  await a.locator('#show-qr').click();
  await a.locator('#qr svg').waitFor();
  assert.deepEqual(await axeViolations(a), [], 'the invitation');

  // Boris opens it and joins: both see the other is there.
  await b.goto(invitation);
  const boardB = await liveReady(b);
  assert.equal(await b.locator('#join-intro').textContent(), words('ru', 'live.joinIntro', { name: 'Anna', colour: words('ru', 'link.youPlay.black') }));
  await b.locator('#join input[name="name"]').fill('Борис');
  await b.locator('#join button').click();
  await b.waitForURL(/live\.html\?game=[0-9a-f]{12}$/);
  await textIs(b, '#presence', words('ru', 'live.here', { name: 'Anna' }));
  await textIs(a, '#presence', words('en', 'live.here', { name: 'Борис' }));
  assert.equal(await a.locator('#send-panel').isHidden(), true, 'the invitation is gone once the friend has come');
  assert.deepEqual(await axeViolations(b), [], 'the live game on the phone');

  // Each move appears on the other device.
  const moves = SHORT_GAME.slice(0, 5);
  for (let ply = 0; ply < moves.length; ply++) {
    const [page, board, other] = ply % 2 ? [b, boardB, a] : [a, boardA, b];
    await play(page, board, moves[ply]);
    await boardShows(other, moves.slice(0, ply + 1));
  }
  await textIs(b, '#message', words('ru', 'link.news.moved', { name: 'Anna', move: moves[4] }));
  await textIs(b, '#turn', words('ru', 'live.yourTurn'));

  // Anna offers a draw; Boris declines it by playing on; Anna is told.
  await a.locator('#offer-draw').click();
  await b.locator('#accept-draw').waitFor();
  await b.locator('#decline-draw').click();
  await play(b, boardB, SHORT_GAME[5]);
  await textIs(a, '#message', words('en', 'link.news.declined', { name: 'Борис', move: SHORT_GAME[5] }));

  // The relay goes away: the game goes on by link (its link offered), and live again when the
  // relay is back: the move Anna made meanwhile reaches Boris.
  await relay.stop();
  await textIs(a, '#connection', words('en', 'live.relaysOff'));
  await textIs(a, '#send-title', words('en', 'live.byLinkTitle'));
  assert.match(await a.locator('#link-text').inputValue(), /\/link\.html#g=[A-Za-z0-9_-]+$/);
  await play(a, boardA, SHORT_GAME[6]);
  await relay.start();
  await boardShows(b, SHORT_GAME.slice(0, 7));
  await textIs(a, '#connection', words('en', 'live.relaysOn', { count: 1 }));

  // A spectator follows with the spectator's link, and cannot move.
  await a.locator('#show-watch').click();
  await textIs(a, '#send-title', words('en', 'live.watchTitle'));
  const watchLink = await a.locator('#link-text').inputValue();
  assert.match(watchLink, /&watch=1$/);
  const carol = await profile(t, relay.url, LAPTOP);
  const c = carol.page;
  await c.goto(watchLink);
  await liveReady(c);
  await boardShows(c, SHORT_GAME.slice(0, 7));
  await textIs(c, '#presence', words('en', 'live.watching'));
  assert.equal(await c.locator('tobit-board').getAttribute('interactive'), 'false');
  assert.equal(await c.locator('#player-actions').isHidden(), true);

  // Boris resigns: final on both devices, and the spectator sees it.
  await b.locator('#resign').click();
  await b.locator('#confirm-resign button[value="yes"]').click();
  await textIs(a, '#message', words('en', 'link.news.resigned', { name: 'Борис' }));
  await textIs(a, '#state', words('en', 'link.end.won', { reason: words('en', 'link.reason.resignation') }));
  await textIs(c, '#state', words('en', 'live.end', { result: words('en', 'live.winner', { name: 'Anna' }), reason: words('en', 'link.reason.resignation') }));
  // The game is in My games on both devices, as games by link are.
  for (const page of [a, b]) {
    const kept = await page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('tobit.linkGames') ?? '{}')));
    assert.equal(kept.length, 1);
    assert.ok(kept[0].live?.secret, 'kept with its seat');
  }
  // The browser logs each failed connection to the relay while it was away.
  const relayDown = [/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/?' failed/];
  anna.assertClean(relayDown);
  boris.assertClean(relayDown);
  carol.assertClean(relayDown);
});

test('a timed live game: the clocks run and agree on both devices, and a flag ends it the same way on both', { timeout: 300000 }, async (t) => {
  const { srv, anna, boris } = await twoPlayers(t);
  const a = anna.page;
  const b = boris.page;

  // Anna starts a 3+2 game as White: the invitation carries the clock, Boris is told it.
  const { board: boardA, invitation } = await startAsAnna(a, srv.url, '3+2');
  assert.match(invitation, /&s=white&c=3%2B2$/);
  await textIs(a, '#clock-white .live-clock-time', '3:00');
  await b.goto(invitation);
  const boardB = await liveReady(b);
  assert.equal(await b.locator('#join-clock').textContent(), words('ru', 'live.joinClock', { control: '3+2' }));
  await b.locator('#join input[name="name"]').fill('Борис');
  await b.locator('#join button').click();
  await textIs(b, '#presence', words('ru', 'live.here', { name: 'Anna' }));

  // White's first move is free (the increment given); then Black's clock runs on both devices.
  await play(a, boardA, SHORT_GAME[0]);
  await boardShows(b, SHORT_GAME.slice(0, 1));
  for (const page of [a, b]) {
    await textIs(page, '#clock-white .live-clock-time', '3:02');
    await page.waitForFunction(() => document.querySelector('#clock-black')?.getAttribute('data-running') === 'true');
    await page.waitForFunction(() => document.querySelector('#clock-black .live-clock-time')?.textContent !== '3:00', undefined, { polling: 200 });
  }
  await play(b, boardB, SHORT_GAME[1]);
  await boardShows(a, SHORT_GAME.slice(0, 2));
  // Both devices hold the same stamps: Boris's own, sent with his move.
  const stamps = await Promise.all([a, b].map((page) => page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('tobit.linkGames') ?? '{}'))[0].clock.times)));
  assert.equal(stamps[0].length, 2);
  assert.deepEqual(stamps[0], stamps[1]);
  assert.ok(stamps[0][1] <= 182000 && stamps[0][1] > 170000, `Black's stamp ${stamps[0][1]}`);

  // Anna's device is away for longer than her time (her turn began 4 minutes ago): back, her
  // flag falls there, and Boris's device takes her word: the same end on both.
  await a.evaluate(() => {
    const games = JSON.parse(localStorage.getItem('tobit.linkGames') ?? '{}');
    for (const record of Object.values(games)) record.clock.since -= 240000;
    localStorage.setItem('tobit.linkGames', JSON.stringify(games));
  });
  await a.reload();
  await liveReady(a);
  await textIs(a, '#state', words('en', 'live.youFlagged'));
  await textIs(b, '#state', words('ru', 'live.flagged', { name: 'Anna' }));
  await textIs(b, '#clock-white .live-clock-time', '0:00.0');
  for (const page of [a, b]) {
    assert.equal(await page.locator('tobit-board').getAttribute('interactive'), 'false');
    assert.equal(await page.locator('#resign').isHidden(), true);
  }
  // The game's PDN holds the clock: its control and each move's times, the result on time.
  const [download] = await Promise.all([b.waitForEvent('download'), b.locator('#export-pdn').click()]);
  const pdn = await readFile(await download.path(), 'utf8');
  assert.match(pdn, /\[TimeControl "180\+2"\]/);
  assert.match(pdn, /\{\[%clock [wW]0:03:02 [bB]0:03:00\]\}/);
  assert.match(pdn, /\[Termination "time forfeit"\]/);
  assert.match(pdn, /\[Result "0-2"\]/);
  anna.assertClean();
  boris.assertClean();
});

test('the relay settings: a relay added by its address, a bad one refused in words, kept, one removed', { timeout: 120000 }, async (t) => {
  const relay = await startRelay(t);
  // The same relay by a second address stands for a club's (the tests reach loopback only).
  const second = relay.url.replace('127.0.0.1', 'localhost');
  const srv = await server(t, { relays: [relay.url, second] });
  const anna = await profile(t, relay.url, LAPTOP);
  const a = anna.page;
  await startAsAnna(a, srv.url);
  await a.locator('#relays summary').click();
  assert.deepEqual(await a.locator('#relay-list .relay-address').allTextContents(), [relay.url]);
  const input = a.locator('#relay-add input[name="relay"]');
  await input.fill('ws://club.example.org');
  await a.locator('#relay-add button.primary').click();
  await textIs(a, '#relay-note', words('en', 'live.relays.bad'));
  await input.fill(`${second}/`);
  await a.locator('#relay-add button.primary').click();
  await a.locator('#relay-list li:nth-child(2)').waitFor();
  assert.deepEqual(await a.locator('#relay-list .relay-address').allTextContents(), [relay.url, second]);
  assert.deepEqual(await a.evaluate(() => JSON.parse(localStorage.getItem('tobit.liveRelays') ?? 'null')), [relay.url, second]);
  // The game goes through the new list at once.
  await textIs(a, '#connection', words('en', 'live.relaysOn', { count: 2 }));
  assert.deepEqual(await axeViolations(a), [], 'the relay settings');
  await a.getByRole('button', { name: words('en', 'live.relays.removeOne', { relay: relay.url }) }).click();
  assert.deepEqual(await a.evaluate(() => JSON.parse(localStorage.getItem('tobit.liveRelays') ?? 'null')), [second]);
  await textIs(a, '#connection', words('en', 'live.relaysOn', { count: 1 }));
  assert.equal(await a.locator('#relay-list button').isDisabled(), true, 'the last relay stays');
  // nostr-tools writes to a socket of the old list's channel as it closes (a warning, no loss).
  anna.assertClean([/WebSocket is already in CLOSING or CLOSED state/]);
});
