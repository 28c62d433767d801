// Unit tests of the app page's pure modules (no browser): node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moveRows } from '../../www/app/move-list.js';
import { moveAt, reviewText } from '../../www/app/move-nav.js';
import { stepTarget } from '../../www/lib/game/steps.js';
import { refusalKey } from '../../www/app/player-strip.js';
import { validateLegacySave } from '../../www/lib/archive/legacy-save.js';
import { textHash } from '../../www/lib/archive/text-hash.js';
import { gameFromUrl, queryForGame } from '../../www/lib/address/url-state.js';
import { outcomeText, resultView } from '../../www/lib/game/outcome.js';
import { aiColor, humanColor, modeFor, PLAY_MODES } from '../../www/lib/game/mode.js';
import { Translator } from '../../www/i18n/i18n.js';

/** config().levels, which the page reads from the wasm (a fixture here). */
const LEVELS = { min: 1, max: 8, default: 3 };
import { shareTexts } from '../../www/app/share.js';
import { catalog } from './support/www.mjs';

/** @type {import('../../www/lib/archive/save.js').SavedGame} */
const GAME = {
  fen: null, moves: ['7-14', '28-21', '14x28'], mode: 'ai-white', level: 5, orientation: 'black', numbers: false,
};
/** The save of releases before the archive. */
const LEGACY = {
  fen: null, moves: ['7-14', '28-21', '14x28'], mode: 'ai', colour: 'black', level: 5, orientation: 'black', numbers: false,
};

/** @param {string} lang */
const en = new Translator('en', catalog('en'));
const ru = new Translator('ru', catalog('ru'));

/** A numbered move as the element's numberedMoves() gives it (numbers from the wasm). */
const numbered = (number, side, notation, captured = []) => ({ number, side, notation, captured });

test('moves are grouped into rows by the numbers the rules give them, White first', () => {
  const rows = moveRows([numbered(1, 'white', '7-14'), numbered(1, 'black', '28-21'), numbered(2, 'white', '8-15')]);
  assert.deepEqual(rows.map((r) => r.number), [1, 2]);
  assert.deepEqual(rows[0].white, { ply: 1, notation: '7-14' });
  assert.deepEqual(rows[0].black, { ply: 2, notation: '28-21' });
  assert.deepEqual(rows[1].white, { ply: 3, notation: '8-15' });
  assert.equal(rows[1].black, null);
});

test('a game where Black moves first leaves White\'s first cell empty', () => {
  const rows = moveRows([numbered(1, 'black', '28-21'), numbered(2, 'white', '7-14'), numbered(2, 'black', '21-14')]);
  assert.equal(rows[0].white, null);
  assert.deepEqual(rows[0].black, { ply: 1, notation: '28-21' });
  assert.deepEqual(rows[1].white, { ply: 2, notation: '7-14' });
  assert.equal(rows[1].number, 2);
});

test('navigation steps between the start (0), earlier plies and the live game (-1)', () => {
  assert.equal(stepTarget('previous', -1, 5), 4);
  assert.equal(stepTarget('next', 4, 5), -1, 'the last position is the live game');
  assert.equal(stepTarget('first', -1, 5), 0);
  assert.equal(stepTarget('last', 2, 5), -1);
  assert.equal(stepTarget('previous', 0, 5), null, 'nothing before the start');
  assert.equal(stepTarget('next', -1, 5), null, 'nothing after the live game');
  assert.equal(stepTarget('last', -1, 5), null);
  assert.equal(stepTarget('first', 0, 5), null);
  assert.equal(stepTarget('previous', -1, 0), null, 'no move played');
});

test('a refused move is explained for the situation', () => {
  /** @type {{human: 'white', sideToMove: 'white' | 'black', reviewing: boolean}} */
  const vsComputer = { human: 'white', sideToMove: 'white', reviewing: false };
  assert.equal(refusalKey({ reason: 'must-capture' }, vsComputer), 'refused.mustCapture');
  assert.equal(refusalKey({ reason: 'not-your-turn' }, vsComputer), 'refused.notYourPiece');
  assert.equal(refusalKey({ reason: 'not-your-turn' }, { ...vsComputer, sideToMove: 'black' }), 'refused.notYourTurn');
  assert.equal(refusalKey({ reason: 'not-your-turn' }, { human: null, sideToMove: 'black', reviewing: false }), 'turn.black');
  assert.equal(refusalKey({ reason: 'not-your-piece' }, vsComputer), 'refused.opponentPiece');
  assert.equal(refusalKey({ reason: 'capture-first' }, vsComputer), 'refused.captureFirst');
  assert.equal(refusalKey({ reason: 'game-over' }, vsComputer), 'screen.refused.gameOver');
  assert.equal(refusalKey({ reason: 'illegal' }, vsComputer), 'refused.illegal');
  assert.equal(refusalKey({ reason: 'illegal', text: '9-1' }, vsComputer), 'refused.notLegal', 'a typed move is named');
  assert.equal(refusalKey({ reason: 'illegal' }, { ...vsComputer, reviewing: true }), 'refused.reviewing');
});

test('validateLegacySave names what is wrong with an old save', () => {
  for (const [data, reason] of /** @type {[unknown, RegExp][]} */ ([
    [[1, 2], /not an object/],
    [{ ...LEGACY, level: 9 }, /level "9"/],
    [{ ...LEGACY, mode: 'chess' }, /mode "chess"/],
    [{ ...LEGACY, moves: [1, 2] }, /moves/],
  ])) {
    assert.throws(() => validateLegacySave(data, LEVELS), reason);
  }
  assert.deepEqual(validateLegacySave(LEGACY, LEVELS), LEGACY);
});

test('validateLegacySave accepts a start FEN', () => {
  assert.equal(validateLegacySave({ ...LEGACY, fen: 'B:W1:B30' }, LEVELS).fen, 'B:W1:B30');
});

test('textHash is FNV-1a: the published values in 32 and 64 bits', () => {
  // The 32-bit one names saves migrated by earlier releases: it must not change.
  assert.equal(textHash(''), '811c9dc5');
  assert.equal(textHash('a'), 'e40c292c');
  assert.equal(textHash('foobar'), 'bf9cf968');
  assert.equal(textHash('', 64), 'cbf29ce484222325');
  assert.equal(textHash('a', 64), 'af63dc4c8601ec8c');
  assert.equal(textHash('foobar', 64), '85944171f73967e8');
});

test('one description of who plays whom: the element\'s mode, the computer\'s and the person\'s colour', () => {
  assert.deepEqual(PLAY_MODES.map(aiColor), [null, 'white', 'black']);
  assert.deepEqual(PLAY_MODES.map(humanColor), [null, 'black', 'white']);
  assert.deepEqual(PLAY_MODES.map((mode) => modeFor(humanColor(mode))), PLAY_MODES);
});

test('navigation and review speak in the rules\' move numbers (from the wasm), not plies', () => {
  const moves = [numbered(1, 'white', '7-14'), numbered(1, 'black', '28-21'), numbered(2, 'white', '8-15')];
  assert.equal(moveAt(moves, 0), null, 'the start position');
  assert.deepEqual(moveAt(moves, 2), { number: 1, side: 'black', last: 2 });
  assert.deepEqual(moveAt(moves, 3), { number: 2, side: 'white', last: 2 });
  assert.equal(en.t('nav.positionBlack', { number: 1, total: 2 }), 'Move 1 of 2 (Black)');
  assert.equal(reviewText(en, moves, 3), "Reviewing: the position after White's move 2.");
  assert.equal(reviewText(ru, moves, 2), 'Просмотр: позиция после 1-го хода чёрных.');
  assert.equal(reviewText(ru, moves, 0), 'Просмотр: начальная позиция.');
  const blackFirst = [numbered(1, 'black', '28-21'), numbered(2, 'white', '7-14')];
  assert.deepEqual(moveAt(blackFirst, 1), { number: 1, side: 'black', last: 2 });
});

test('a shared link describes the game it was made from', () => {
  const game = { ...GAME, fen: 'W:W1,2,K20:B30,31' };
  assert.deepEqual(gameFromUrl(`?${queryForGame(game)}`, LEVELS), { ...game, numbers: true });
});

test('a link shared by an earlier release (mode=ai and the person\'s colour) opens as it was meant', () => {
  assert.equal(gameFromUrl('?moves=7-14&mode=ai&colour=black&level=4', LEVELS)?.mode, 'ai-white');
  assert.equal(gameFromUrl('?moves=7-14&mode=ai', LEVELS)?.mode, 'ai-black');
  assert.equal(gameFromUrl('?moves=7-14&mode=two', LEVELS)?.mode, 'play');
});

test('a URL without fen or moves holds no game; bad values fall back', () => {
  assert.equal(gameFromUrl('?foo=1', LEVELS), null);
  const g = gameFromUrl('?moves=7-14,28-21&level=12&mode=x&orientation=up', LEVELS);
  assert.deepEqual(g.moves, ['7-14', '28-21']);
  assert.equal(g.level, LEVELS.default);
  assert.equal(g.mode, 'play');
  assert.equal(g.orientation, 'white');
});

test('the result card speaks to the person against the computer, or to both players', () => {
  assert.deepEqual(resultView({ winner: 'white', reason: 'no-pieces' }, 'white'),
    { kind: 'win', title: 'result.youWon', why: 'result.why.youTookAll' });
  assert.deepEqual(resultView({ winner: 'white', reason: 'resignation' }, 'black'),
    { kind: 'loss', title: 'result.computerWon', why: 'result.why.youResigned' });
  assert.deepEqual(resultView({ winner: 'black', reason: 'blocked' }, 'black'),
    { kind: 'win', title: 'result.youWon', why: 'result.why.youBlocked' });
  assert.deepEqual(resultView({ winner: 'black', reason: 'resignation' }, null),
    { kind: 'win', title: 'result.blackWon', why: 'result.why.whiteResigned' });
  assert.deepEqual(resultView({ winner: 'white', reason: 'blocked' }, null),
    { kind: 'win', title: 'result.whiteWon', why: 'result.why.whiteBlockedBlack' });
  assert.deepEqual(resultView({ winner: null, reason: 'repetition' }, 'white'),
    { kind: 'draw', title: 'result.drawRepetition', why: 'result.why.repetition' });
  assert.deepEqual(resultView({ winner: null, reason: 'agreement' }, null),
    { kind: 'draw', title: 'result.drawAgreement', why: 'result.why.agreement' });
});

test('one line words an outcome for the board\'s announcer, in both languages', () => {
  assert.equal(outcomeText(en, { winner: 'white', reason: 'no-pieces', score: '2-0' }, null),
    "White won (2-0). White took all of Black's pieces.");
  assert.equal(outcomeText(en, { winner: 'black', reason: 'blocked', score: '0-2' }, 'white'),
    'The computer won (0-2). Your pieces have no move left.');
  assert.equal(outcomeText(en, { winner: null, reason: null, score: '1-1' }, null), 'Draw (1-1).');
  assert.match(outcomeText(ru, { winner: null, reason: 'repetition', score: '1-1' }, null), /^\S.* \(1-1\)\. \S/);
});

test('every key the result card can show is in the catalogs', () => {
  const english = catalog('en');
  /** @type {('white' | 'black' | null)[]} */
  const sides = ['white', 'black', null];
  for (const human of sides) {
    for (const winner of sides) {
      /** @type {import('../../www/tobit.js').OutcomeReason[]} */
      const reasons = winner ? ['no-pieces', 'blocked', 'resignation'] : ['repetition', 'agreement'];
      for (const reason of reasons) {
        const view = resultView({ winner, reason }, human);
        for (const key of [view.title, view.why]) assert.ok(Object.hasOwn(english, key), `${key} (${winner}, ${reason}, ${human})`);
      }
    }
  }
});

test('share texts: link, element and iframe for the same game', () => {
  const t = shareTexts(GAME, 'https://example.org/tobit/index.html?x=1', { iframeTitle: 'Доска «тобит»', lang: 'ru' });
  const link = new URL(t.link);
  assert.equal(link.origin + link.pathname, 'https://example.org/tobit/index.html'); // the page itself, query replaced
  assert.equal(link.searchParams.get('x'), null);
  assert.deepEqual(gameFromUrl(link.search, LEVELS).moves, GAME.moves);
  assert.match(t.element, /src="https:\/\/example\.org\/tobit\/tobit-board\.js"/);
  assert.match(t.element, /mode="ai-white"/); // the human plays Black, so the AI plays White
  assert.match(t.element, /moves="7-14 28-21 14x28"/);
  assert.match(t.iframe, /src="https:\/\/example\.org\/tobit\/embed\.html\?moves=7-14\+28-21\+14x28&amp;mode=ai-white/);
  assert.match(t.iframe, /title="Доска «тобит»"/);
  assert.match(t.element, / lang="ru"/);
  assert.match(t.iframe, /&amp;lang=ru"/, 'the frame speaks the language of the page it was shared from');
  for (const snippet of [t.element, t.iframe]) {
    assert.doesNotMatch(snippet, /\sstyle=/, 'no inline style: a strict Content-Security-Policy drops it');
  }
});
