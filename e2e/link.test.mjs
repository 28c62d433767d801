// Games by link (issue 31), end to end: two browser profiles (Anna in English on a laptop, Boris
// in Russian on a phone) play a whole short game to its end by passing the links the page
// makes; the same link opened twice, an older link, an edited link and a diverging one (opened
// as a separate game); My games listing the games; an agreed draw and a resignation final on
// both sides; private notes kept on the device; a link opened offline (the service worker),
// by a friend who only ever opened links too; names longer than a link carries; two tabs on one
// game; addresses that hold no game; a draw declined; axe-core on each new screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answerWelcome, openMyGames, server } from './support/app.mjs';
import { boardReady } from './support/board.mjs';
import { axeViolations } from './support/axe.mjs';
import { launch } from './support/browser.mjs';
import { SHORT_GAME, createGame, join, linkToSend, message, openLinkPage, otherLink, playAndSend, words, wordsPattern } from './support/link.mjs';

const LAPTOP = { viewport: { width: 1366, height: 768 }, locale: 'en-GB' };
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'ru-RU', isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

test('two profiles play a whole game by passing links, and it ends on both sides', { timeout: 600000 }, async (t) => {
  const srv = await server(t);
  const anna = await launch(t, LAPTOP);
  const boris = await launch(t, PHONE);
  const a = anna.page;
  const b = boris.page;

  let boardA = await openLinkPage(a, `${srv.url}link.html`);
  assert.deepEqual(await axeViolations(a), [], 'the start form');
  await createGame(a, { name: 'Anna', colour: 'white', days: 3 });
  assert.equal(await message(a), words('en', 'link.startedWhite'));
  assert.equal(await a.locator('#days').textContent(), words('en', 'link.days', { count: 3 }));
  let link = await playAndSend(a, boardA, SHORT_GAME[0]);
  assert.match(link, /\/link\.html#g=[A-Za-z0-9_-]+$/);
  await a.locator('#show-qr').click();
  await a.locator('#qr svg').waitFor();
  assert.deepEqual(await axeViolations(a), [], 'the game with its link to send and QR code');

  // Boris opens it: a game new on his phone; he gives his name once.
  let boardB = await openLinkPage(b, link);
  assert.equal(await b.locator('#join-intro').textContent(), words('ru', 'link.joinIntro', { name: 'Anna', colour: words('ru', 'link.youPlay.black') }));
  assert.deepEqual(await axeViolations(b), [], 'the join form');
  await join(b, 'Борис');
  assert.match(await b.locator('#turn').textContent(), wordsPattern('ru', 'link.yourTurn'));
  assert.deepEqual(await boardB.history(), SHORT_GAME.slice(0, 1));
  assert.equal(await b.locator('#white-name').textContent(), 'Anna');

  // The game goes back and forth, each move a link.
  for (let ply = 1; ply < SHORT_GAME.length; ply++) {
    const [page, board] = ply % 2 ? [b, boardB] : [a, boardA];
    link = await playAndSend(page, board, SHORT_GAME[ply]);
    const [other, lang] = ply % 2 ? [a, 'en'] : [b, 'ru'];
    const otherBoard = await openLinkPage(other, link);
    if (ply % 2) boardA = otherBoard;
    else boardB = otherBoard;
    assert.deepEqual(await otherBoard.history(), SHORT_GAME.slice(0, ply + 1), `ply ${ply + 1} arrived`);
    if (ply === 1) assert.equal(await message(a), words('en', 'link.news.moved', { name: 'Борис', move: SHORT_GAME[1] }));
    if (ply < SHORT_GAME.length - 1) assert.match(await other.locator('#turn').textContent(), wordsPattern(lang, 'link.yourTurn'));
  }
  // White took the last black piece: over on both sides, with Anna's name carried along.
  const won = words('en', 'link.end.won', { reason: words('en', 'link.reason.no-pieces') });
  const blocked = words('en', 'link.end.won', { reason: words('en', 'link.reason.blocked') });
  const annaState = await a.locator('#state').textContent();
  assert.ok([won, blocked].includes(annaState), annaState);
  assert.match(await b.locator('#state').textContent(), wordsPattern('ru', 'link.end.lost'));
  assert.equal(await b.locator('#turn').textContent(), words('ru', 'link.over'));
  assert.equal(await b.locator('#white-name').textContent(), 'Anna');
  assert.equal(await b.locator('#black-name').textContent(), words('ru', 'link.you', { name: 'Борис' }));

  // The same link opened again changes nothing, and says so: still one game on Boris's phone.
  await openLinkPage(b, link);
  assert.equal(await message(b), words('ru', 'link.same'));
  assert.equal(await b.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('tobit.linkGames') ?? '{}')).length), 1);
  anna.assertClean();
  boris.assertClean();
});

test('an older link, an edited link and a diverging one change nothing and say why', { timeout: 180000 }, async (t) => {
  const srv = await server(t);
  const anna = await launch(t, LAPTOP);
  const boris = await launch(t, LAPTOP);
  const a = anna.page;
  const b = boris.page;
  let boardA = await openLinkPage(a, `${srv.url}link.html`);
  await createGame(a, { name: 'Anna', colour: 'white' });
  const first = await playAndSend(a, boardA, '9-16');
  let boardB = await openLinkPage(b, first);
  await join(b, 'Boris');
  const second = await playAndSend(b, boardB, '30-23');
  boardA = await openLinkPage(a, second);
  assert.equal(await message(a), words('en', 'link.news.moved', { name: 'Boris', move: '30-23' }));

  // Anna's own first link, opened again: older than her game.
  await openLinkPage(a, first);
  assert.equal(await message(a), words('en', 'link.older', { stored: 2, incoming: 1 }));
  assert.deepEqual(await boardA.history(), ['9-16', '30-23'], 'the game is kept');

  // A character changed by hand: refused as damaged before anything is read.
  const edited = second.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  await openLinkPage(a, edited);
  assert.equal(await message(a), words('en', 'link.refused.damaged'));

  // Boris takes back on his device: an edited game whose 1st Black move differs.
  await openLinkPage(b, first);
  assert.equal(await message(b), words('en', 'link.older', { stored: 2, incoming: 1 }));
  const other = await otherLink(b, second, { black: 'Boris', moves: ['9-16', '29-22'] });
  await openLinkPage(a, `${srv.url}link.html#${other}`);
  assert.equal(await message(a), words('en', 'link.refused.diverges', {
    number: 1, side: words('en', 'colour.black'), stored: '30-23', incoming: '29-22',
  }));
  assert.deepEqual(await axeViolations(a), [], 'a refusal');
  // Opened as a separate game: a game of its own beside the first.
  await a.locator('#separate').click();
  assert.equal(await message(a), words('en', 'link.separated'));
  assert.deepEqual(await (await openLinkPage(a, a.url())).history(), ['9-16', '29-22']);
  const games = await a.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('tobit.linkGames') ?? '{}')).length);
  assert.equal(games, 2);

  // My games lists both, Anna's turn in each. The welcome of her first visit to the app offers
  // a game by link too.
  await a.goto(srv.url);
  await boardReady(a);
  await a.locator('#new-game-dialog input[value="link"]').waitFor();
  await answerWelcome(a, 'friend');
  await openMyGames(a);
  const rows = a.locator('#my-link-games li');
  await rows.first().waitFor();
  assert.equal(await rows.count(), 2);
  // No "No games yet" under them.
  await a.locator('#my-games-summary').filter({ hasText: words('en', 'games.emptyBesideLinks') }).waitFor();
  assert.match(await rows.first().textContent(), wordsPattern('en', 'link.yourTurn'));
  anna.assertClean();
  boris.assertClean();
});

/**
 * Anna starts a game by link as White on `page`, plays 9-16 and offers a draw; returns the link
 * to send.
 * @param {import('playwright-core').Page} page
 * @param {string} base
 */
async function offerDrawAfterFirstMove(page, base) {
  const board = await openLinkPage(page, `${base}link.html`);
  await createGame(page, { name: 'Anna', colour: 'white' });
  await page.waitForFunction(() => document.querySelector('tobit-board')?.getAttribute('interactive') === 'true');
  await board.enter('9-16');
  await page.locator('#offer-draw').click();
  return linkToSend(page);
}

test('a resignation and an agreed draw travel by link and are final on both sides', { timeout: 180000 }, async (t) => {
  const srv = await server(t);
  const anna = await launch(t, LAPTOP);
  const boris = await launch(t, PHONE);
  const a = anna.page;
  const b = boris.page;

  // A draw: Anna moves and offers, Boris accepts.
  let link = await offerDrawAfterFirstMove(a, srv.url);
  await openLinkPage(b, link);
  await join(b, 'Борис');
  assert.equal(await b.locator('#state').textContent(), words('ru', 'link.theyOffered'));
  await b.locator('#accept-draw').click();
  link = await linkToSend(b);
  assert.equal(await b.locator('#state').textContent(), words('ru', 'link.end.draw', { reason: words('ru', 'link.reason.agreement') }));
  await openLinkPage(a, link);
  assert.equal(await message(a), words('en', 'link.news.drawAgreed'));
  assert.equal(await a.locator('#state').textContent(), words('en', 'link.end.draw', { reason: words('en', 'link.reason.agreement') }));
  assert.equal(await a.locator('#resign').isHidden(), true, 'nothing more to play');
  // Private notes stay on the device with the game (a link has no field for them).
  await a.locator('#notes').fill('Borya plays 30-23 well');
  await openLinkPage(a, a.url());
  assert.equal(await a.locator('#notes').inputValue(), 'Borya plays 30-23 well');

  // A resignation: Boris starts as Black and resigns after Anna's first move.
  await openLinkPage(b, `${srv.url}link.html`);
  await createGame(b, { name: 'Борис', colour: 'black' });
  link = await linkToSend(b);
  const board = await openLinkPage(a, link);
  await join(a, 'Anna');
  const beforeResigning = await playAndSend(a, board, '9-16');
  await openLinkPage(b, beforeResigning);
  await b.locator('#resign').click();
  await b.locator('#confirm-resign button[value="yes"]').click();
  link = await linkToSend(b);
  assert.equal(await b.locator('#state').textContent(), words('ru', 'link.end.lost', { reason: words('ru', 'link.reason.resignation') }));
  await openLinkPage(a, link);
  assert.equal(await message(a), words('en', 'link.news.resigned', { name: 'Борис' }));
  assert.equal(await a.locator('#state').textContent(), words('en', 'link.end.won', { reason: words('en', 'link.reason.resignation') }));
  // An older link of the game (before the resignation) cannot undo it.
  await openLinkPage(a, beforeResigning);
  assert.equal(await message(a), words('en', 'link.older', { stored: 1, incoming: 1 }));
  assert.equal(await a.locator('#state').textContent(), words('en', 'link.end.won', { reason: words('en', 'link.reason.resignation') }));
  anna.assertClean();
  boris.assertClean();
});

/**
 * Anna (a laptop) starts a game as White and plays `move`; Boris (a phone) has opened nothing yet.
 * @param {import('node:test').TestContext} t
 * @param {string} move
 */
async function annaSends(t, move) {
  const srv = await server(t);
  const anna = await launch(t, LAPTOP);
  const boris = await launch(t, PHONE);
  const board = await openLinkPage(anna.page, `${srv.url}link.html`);
  await createGame(anna.page, { name: 'Anna', colour: 'white' });
  return { srv, anna, boris, link: await playAndSend(anna.page, board, move) };
}

test("a link pasted into the app's address opens on the link page", { timeout: 120000 }, async (t) => {
  const { srv, anna, boris, link } = await annaSends(t, '9-16');
  const text = link.slice(link.indexOf('#'));
  // In a new tab: the app's address (the site's root) with the link after `#`.
  const boardB = await openLinkPage(boris.page, `${srv.url}${text}`);
  assert.equal(new URL(boris.page.url()).pathname, '/link.html');
  await join(boris.page, 'Борис');
  assert.deepEqual(await boardB.history(), ['9-16']);
  // Into the address of the app already open: only the part after `#` changes.
  const b = boris.page;
  await b.goto(`${srv.url}index.html`);
  await boardReady(b);
  await b.evaluate((hash) => { location.hash = hash; }, text);
  await b.waitForURL(/\/link\.html#g=/);
  await b.waitForFunction(() => /** @type {any} */ (window).tobitLinkReady === true);
  assert.equal(await message(b), words('ru', 'link.same'));
  anna.assertClean();
  boris.assertClean();
});

test('a link opens offline, from the service worker', { timeout: 120000 }, async (t) => {
  const { srv, boris, link } = await annaSends(t, '9-16');
  // Boris visited once (the service worker installed), then the network is gone.
  const b = boris.page;
  await b.goto(srv.url);
  await b.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await b.reload();
  await b.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await srv.close();
  const boardB = await openLinkPage(b, link);
  await join(b, 'Борис');
  assert.deepEqual(await boardB.history(), ['9-16']);
  assert.match(await b.locator('#turn').textContent(), wordsPattern('ru', 'link.yourTurn'));
  boris.assertClean([/ERR_CONNECTION_REFUSED/, /Failed to fetch/]);
});

test('a friend who has only ever opened links gets the next one offline', { timeout: 120000 }, async (t) => {
  const { srv, anna, boris, link } = await annaSends(t, SHORT_GAME[0]);
  // Boris never opens the app: only the link page, from Anna's link.
  const a = anna.page;
  const b = boris.page;
  const boardB = await openLinkPage(b, link);
  await join(b, 'Борис');
  await b.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const reply = await playAndSend(b, boardB, SHORT_GAME[1]);
  const boardA = await openLinkPage(a, reply);
  const next = await playAndSend(a, boardA, SHORT_GAME[2]);
  await srv.close();
  const offline = await openLinkPage(b, next);
  assert.deepEqual(await offline.history(), SHORT_GAME.slice(0, 3));
  assert.equal(await message(b), words('ru', 'link.news.moved', { name: 'Anna', move: SHORT_GAME[2] }));
  boris.assertClean([/ERR_CONNECTION_REFUSED/, /Failed to fetch/]);
});

test('a name longer than a link carries is cut as it is typed, said in words naming "your name"', { timeout: 120000 }, async (t) => {
  const { boris, link } = await annaSends(t, '9-16');
  const b = boris.page;
  await openLinkPage(b, link);
  const field = b.locator('#join input[name="name"]');
  await field.fill('Александра Константиновна');
  assert.equal(await field.inputValue(), 'Александра Конст', '32 bytes of UTF-8 at most');
  assert.equal(await b.locator('#join-name-note').textContent(), words('ru', 'link.nameTooLong', { latin: 32, cyrillic: 16 }));
  await b.locator('#join button').click();
  await b.locator('#game').waitFor();
  // The game can be played and sent: the link carries the name.
  const board = await boardReady(b);
  const reply = await playAndSend(b, board, '30-23');
  assert.match(reply, /#g=/);
  assert.equal(await b.locator('#black-name').textContent(), words('ru', 'link.you', { name: 'Александра Конст' }));
  // The start form too.
  await openLinkPage(b, `${new URL(reply).origin}/link.html`);
  await b.locator('#start input[name="name"]').fill('x'.repeat(40));
  assert.equal((await b.locator('#start input[name="name"]').inputValue()).length, 32);
  assert.equal(await b.locator('#start-name-note').isVisible(), true);
  boris.assertClean();
});

test('two tabs on one game by link: a note typed in the stale tab never overwrites the friend\'s move', { timeout: 120000 }, async (t) => {
  const { anna, boris, link } = await annaSends(t, '9-16');
  const b = boris.page;
  const boardB = await openLinkPage(b, link);
  await join(b, 'Boris');
  const reply = await playAndSend(b, boardB, '30-23');
  // Anna's second tab opens Boris's move while her first still shows the game before it.
  const first = anna.page;
  const second = await anna.context.newPage();
  await openLinkPage(second, reply);
  await first.locator('#notes').fill('a plan');
  await first.locator('#message').filter({ hasText: words('en', 'link.staleTab') }).waitFor();
  const kept = await first.evaluate(() => Object.values(JSON.parse(localStorage.getItem('tobit.linkGames') ?? '{}'))[0]);
  assert.equal(kept.link, reply.slice(reply.indexOf('#') + 1), "Boris's move is kept");
  // The first tab now shows the game as kept, his move in it.
  assert.deepEqual(await (await boardReady(first)).history(), ['9-16', '30-23']);
  anna.assertClean();
});

test('addresses that hold no game (__proto__, constructor, toString, a link cut to #g) say so and break nothing', { timeout: 120000 }, async (t) => {
  const srv = await server(t);
  const anna = await launch(t, LAPTOP);
  const a = anna.page;
  for (const id of ['__proto__', 'constructor', 'toString']) {
    await openLinkPage(a, `${srv.url}link.html?game=${id}`);
    assert.equal(await message(a), words('en', 'link.notOnDevice'), id);
    assert.equal(await a.locator('#start').isVisible(), true, id);
  }
  await openLinkPage(a, `${srv.url}link.html#g`);
  assert.equal(await message(a), words('en', 'link.refused.damaged'));
  anna.assertClean();
});

test('a draw offered by link can be declined, and the one who offered is told', { timeout: 120000 }, async (t) => {
  const srv = await server(t);
  const anna = await launch(t, LAPTOP);
  const boris = await launch(t, LAPTOP);
  const a = anna.page;
  const b = boris.page;
  const offer = await offerDrawAfterFirstMove(a, srv.url);
  // The QR code opens where it can be seen, on a laptop too.
  await a.locator('#show-qr').click();
  await a.locator('#qr svg').waitFor();
  await a.waitForFunction(() => {
    const box = document.getElementById('qr')?.getBoundingClientRect();
    return box !== undefined && box.bottom <= innerHeight && box.top >= 0;
  });
  const boardB = await openLinkPage(b, offer);
  await join(b, 'Boris');
  await b.locator('#decline-draw').click();
  assert.equal(await b.locator('#state').textContent(), words('en', 'link.youDeclined'));
  assert.equal(await b.locator('#accept-draw').isHidden(), true);
  const reply = await playAndSend(b, boardB, '30-23');
  await openLinkPage(a, reply);
  assert.equal(await message(a), words('en', 'link.news.declined', { name: 'Boris', move: '30-23' }));
  anna.assertClean();
  boris.assertClean();
});
