// @ts-check
// editor.html: the position editor. A palette (white and black hul and tobit, an eraser), the
// board's layer of point buttons (point-layer.js), the side to move, start, clear, flip and
// point numbers, a FEN box that follows every edit and takes a paste, and the address that
// always holds the position (?fen=). Every check is the wasm's (the study module's setup*
// exports): an edit that cannot be a position is refused naming the point and the reason, and
// a position no game can start from (a side without pieces) keeps the ways on closed. From here:
// Analyse, Play against the computer, Play two on this device, Save to My games (ways.js), and
// the Diagram dialog (www/lib/diagram/, loaded when asked for).
import '../i18n/page-language.js'; // first: the boards start in the page's language
import '../element/tobit-board.js';
import { loadStudy } from '../wasm/loader.js';
import { loadConfig } from '../wasm/config.js';
import { startPage } from '../lib/page-shell.js';
import { PointLayer } from './point-layer.js';
import { Ways } from './ways.js';
import { fenErrorText } from '../lib/coded-errors.js';
import { failureText } from '../lib/failure.js';

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('../tobit_study.js').SetupPiece} SetupPiece */
/** @typedef {import('../tobit_study.js').SetupReport} SetupReport */
/** @typedef {import('../tobit_study.js').SetupRefusal} SetupRefusal */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/** The keys that choose a piece of the palette and place it on the focused point. */
const PIECE_KEYS = /** @type {Record<string, SetupPiece | ''>} */ ({
  1: 'whiteHul', 2: 'whiteTobit', 3: 'blackHul', 4: 'blackTobit', 0: '', Delete: '', Backspace: '',
});

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const board = /** @type {TobitBoard} */ ($('board'));
const fenBox = /** @type {HTMLInputElement} */ ($('fen'));
const palette = [...$('palette').querySelectorAll('button')];

/** @type {Translator | null} */
let t = null;
/** @type {SetupReport} the position on the board */
let report;
/** @type {SetupPiece | ''} the chosen piece ('' the eraser) */
let chosen = 'whiteHul';
/** @type {SetupRefusal | null} the last edit refused (the message line tells it until the next edit) */
let refused = null;
/** @type {SetupRefusal | null} why the FEN box holds no position (told under the box), null when it does */
let boxRefused = null;

const study = await loadStudy();
const config = await loadConfig();
const layer = new PointLayer($('points'), board, study.setupNeighbours(), {
  tap: (point) => {
    const same = chosen !== '' && report.points[point - 1] === chosen;
    return edit(point, same || chosen === '' ? null : chosen) ? (same || chosen === '' ? 'removed' : 'placed') : 'refused';
  },
  paint: (point, erase) => { edit(point, erase ? null : chosen || null); },
  key: (key, point) => {
    if (!Object.hasOwn(PIECE_KEYS, key)) return false;
    choose(PIECE_KEYS[key]);
    const piece = PIECE_KEYS[key];
    edit(point, piece !== '' && report.points[point - 1] !== piece ? piece : null);
    return true;
  },
});
const ways = new Ways(config.levels, () => report);

/** @param {string} key @param {Record<string, string | number>} [params] */
const say = (key, params) => (t ? t.t(key, params) : '');
/**
 * The words that name a side in a message: `side` as a subject ("White", "Белые"), `sideOf`
 * as an owner ("White", "белых"), `piece` its hul ("white hul", "белый хул").
 * @param {'white' | 'black' | null | undefined} side
 * @returns {Record<string, string>}
 */
function sideWords(side) {
  if (!side) return {};
  return { side: say(`editor.${side}`), sideOf: say(`editor.sideOf.${side}`), piece: say(`editor.piece.${side}Hul`).toLowerCase() };
}

/**
 * The words of a refused edit or FEN: the reason, with the point and the side.
 * @param {SetupRefusal} r
 */
function refusalText(r) {
  const detail = r.detail && t ? fenErrorText(t, r.detail) : '';
  const params = { point: r.point ?? 0, detail, ...sideWords(r.side) };
  const key = r.reason === 'too-many-pieces' && r.point == null ? 'editor.refusal.too-many-pieces-fen' : `editor.refusal.${r.reason}`;
  return say(key, params);
}

/**
 * Places `piece` on `point` (null: empties it); whether it was done.
 * @param {number} point
 * @param {SetupPiece | null} piece
 */
function edit(point, piece) {
  const result = study.setupPlace(report.fen, point, piece);
  if (result.refusal) {
    refused = result.refusal;
    layer.mark(point);
    render();
    return false;
  }
  show(/** @type {string} */ (result.fen));
  return true;
}

/** @param {SetupPiece | ''} piece */
function choose(piece) {
  chosen = piece;
  for (const b of palette) b.setAttribute('aria-pressed', String(b.dataset.piece === piece));
}

/**
 * Shows the position `fen`: the board, the FEN box, the address, the checks, the ways on.
 * @param {string} fen
 * @param {{keepBox?: boolean}} [options] keepBox: the box holds what the player typed
 */
function show(fen, { keepBox = false } = {}) {
  report = study.setupReport(fen);
  refused = null;
  layer.mark(null);
  board.fen = report.fen;
  if (!keepBox) {
    fenBox.value = report.fen;
    boxRefused = null;
  }
  const url = new URL(location.href);
  url.searchParams.set('fen', report.fen);
  history.replaceState(null, '', url);
  for (const input of document.querySelectorAll('input[name="side"]')) {
    /** @type {HTMLInputElement} */ (input).checked = /** @type {HTMLInputElement} */ (input).value === report.side;
  }
  render();
}

/** Fills every word that depends on the position and the language. */
function render() {
  if (!t) return;
  const words = t;
  layer.label((point) => {
    const piece = report.points[point - 1];
    return words.t('editor.pointLabel', { point, piece: piece ? words.t(`editor.piece.${piece}`) : words.t('editor.empty') });
  });
  const line = $('message');
  const findings = report.findings.map((f) => say(`editor.finding.${f.reason}`, sideWords(f.side)));
  const text = refused ? refusalText(refused) : findings.join(' ');
  // While the box holds no position, its reason under it is all that is said, and no way on
  // takes the position the board still shows.
  line.textContent = boxRefused ? '' : text || say('editor.ready');
  line.className = `feedback ${boxRefused ? '' : refused || !report.playable ? 'bad' : findings.length ? 'note' : 'good'}`;
  ways.update(report.playable && !boxRefused, words);
  $('fen-problem').textContent = boxRefused ? refusalText(boxRefused) : '';
  if (boxRefused) fenBox.setAttribute('aria-invalid', 'true');
  else fenBox.removeAttribute('aria-invalid');
}

/** A FEN typed or pasted: shown when it is a position, else the reason under the box. */
function readBox() {
  const result = study.setupRead(fenBox.value);
  boxRefused = result.refusal ?? null;
  if (result.fen) show(result.fen, { keepBox: true });
  else render();
}

for (const b of palette) b.addEventListener('click', () => choose(/** @type {SetupPiece | ''} */ (b.dataset.piece)));
for (const input of document.querySelectorAll('input[name="side"]')) {
  input.addEventListener('change', () => show(study.setupSide(report.fen, /** @type {'white' | 'black'} */ (/** @type {HTMLInputElement} */ (input).value))));
}
$('start').addEventListener('click', () => show(''));
$('clear').addEventListener('click', () => show(study.setupEmpty()));
$('flip').addEventListener('click', () => {
  board.orientation = board.orientation === 'white' ? 'black' : 'white';
  ways.orientation = board.orientation;
  requestAnimationFrame(() => layer.place());
});
$('diagram').addEventListener('click', () => {
  const source = { fen: report.fen, orientation: board.orientation };
  // Made: the line says the position's state again (in place of an earlier try's failure).
  import('../lib/diagram/diagram.js').then(({ openDiagram }) => openDiagram(source, { translator: t ?? undefined }))
    .then(render, (error) => { $('message').textContent = (t ? t.t('diagram.failed', { reason: failureText(t, error) }) : ''); });
});
const numbers = /** @type {HTMLInputElement} */ ($('numbers'));
numbers.addEventListener('change', () => { board.numbers = numbers.checked; });
fenBox.addEventListener('input', readBox);
fenBox.addEventListener('change', () => { if (!fenBox.getAttribute('aria-invalid')) show(report.fen); });

// The position of the address, if it is one; else the start position, the reason told.
const given = new URLSearchParams(location.search).get('fen');
const read = given ? study.setupRead(given) : null;
show(read?.fen ?? '');
refused = read?.refusal ?? null;
// The learning pages' part holds the editor's words; pdn, those of a FEN that is no position.
await startPage('editor.html', (words) => {
  t = words;
  render();
}, ['learn', 'pdn']);
await board.ready;
layer.place();
