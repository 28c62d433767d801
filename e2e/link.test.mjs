// Games by link (issue 31), end to end: two browser profiles (Anna in English on a laptop, Boris
// in Russian on a phone) play a whole short game to its end by passing the links the page
// makes; the same link opened twice, an older link, an edited link and a diverging one (opened
// as a separate game); My games listing the games; an agreed draw and a resignation final on
// both sides; private notes kept on the device; a link opened offline (the service worker);
// axe-core on each new screen.
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

  // My games lists both, Anna's turn in each.
  await a.goto(srv.url);
  await boardReady(a);
  await answerWelcome(a, 'friend');
  await openMyGames(a);
  const rows = a.locator('#my-link-games li');
  await rows.first().waitFor();
  assert.equal(await rows.count(), 2);
  assert.match(await rows.first().textContent(), wordsPattern('en', 'link.yourTurn'));
  anna.assertClean();
  boris.assertClean();
});

test('a resignation and an agreed draw travel by link and are final on both sides', { timeout: 180000 }, async (t) => {
  const srv = await server(t);
  const anna = await launch(t, LAPTOP);
  const boris = await launch(t, PHONE);
  const a = anna.page;
  const b = boris.page;

  // A draw: Anna moves and offers, Boris accepts.
  const boardA = await openLinkPage(a, `${srv.url}link.html`);
  await createGame(a, { name: 'Anna', colour: 'white' });
  await a.waitForFunction(() => document.querySelector('tobit-board')?.getAttribute('interactive') === 'true');
  await boardA.enter('9-16');
  await a.locator('#offer-draw').click();
  let link = await linkToSend(a);
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
