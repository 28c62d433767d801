// @ts-check
// puzzles.html: the engine's puzzles (www/learn/puzzles.json, fetched when this page opens). Solve
// (the replies are played from the solution), hint, retry, the next puzzle near the player's
// rating (of the chosen theme, or any), the daily puzzle; a wrong move is answered on the board by
// the engine's refutation. `?id=ID` opens one puzzle. The progress, the rating and the history of
// results (with a small graph of the rating) stay on the device.
import '../i18n/page-language.js'; // first: the boards start in the page's language
import '../element/tobit-board.js';
import { startPage } from '../lib/page-shell.js';
import { analysisUrl } from '../lib/address/analysis-link.js';
import { PuzzleSession, loadPuzzles, solverOf } from './puzzle-mode.js';
import {
  ANY_THEME, dailyPuzzle, dayOf, loadProgress, nextPuzzle, record, saveProgress,
} from './puzzle-rating.js';
import { drawRatingGraph } from './rating-graph.js';
import { failureText } from '../lib/failure.js';

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('./puzzle-rating.js').Puzzle} Puzzle */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/** How many results the history list shows (newest first). */
const HISTORY_SHOWN = 10;

const board = /** @type {TobitBoard} */ (document.getElementById('board'));
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

let progress = loadProgress();
/** @type {Puzzle[]} */
let puzzles = [];
/** @type {PuzzleSession | null} */
let session = null;
/** Whether the puzzle on screen has moved the rating already. */
let rated = false;
/** @typedef {Record<string, string | number>} Params */
/**
 * What the feedback line says: a catalog key and its parameters (a function of the Translator
 * when they are words themselves, so a change of language rewrites them too).
 * @typedef {{key: string, params?: Params | ((t: Translator) => Params), tone: '' | 'good' | 'bad'}} Feedback
 */
/** @type {Feedback | null} */
let feedback = null;

/**
 * The feedback's words in the language of `t`.
 * @param {Translator} t
 * @param {Feedback} said
 */
const feedbackText = (t, { key, params }) => t.t(key, typeof params === 'function' ? params(t) : params);
/** @type {Translator | null} */
let words = null;
/** The chosen theme key, or ANY_THEME. */
let theme = ANY_THEME;
/** The day of the daily puzzle, when the puzzle on screen is the daily one. */
let daily = '';

function render() {
  const t = words;
  if (!t) return;
  if (!session) {
    $('task').textContent = feedback ? feedbackText(t, feedback) : t.t(puzzles.length ? 'puzzle.allDone' : 'puzzle.loading');
    return;
  }
  const { puzzle, state } = session;
  // Named by its theme (a number in the file would mean nothing to the player).
  $('about').textContent = t.t(daily ? 'puzzle.dailyAbout' : 'puzzle.about', {
    rating: puzzle.rating, theme: t.t(`puzzle.themeName.${puzzle.theme}`), day: daily,
  });
  const count = Math.ceil(puzzle.solution.length / 2);
  $('task').textContent = t.t(count === 1 ? 'puzzle.task.one' : 'puzzle.task.line', { side: t.t(`side.${solverOf(puzzle)}`), count });
  const line = $('feedback');
  line.textContent = feedback ? feedbackText(t, feedback) : t.t('puzzle.yourMove');
  line.className = `feedback ${feedback?.tone ?? ''}`;
  $('hint').toggleAttribute('disabled', state !== 'solving');
  $('solution').hidden = state !== 'failed';
  $('next').classList.toggle('primary', state === 'solved');
  // After the puzzle (solved or failed), its position and the moves played open on the analysis board.
  $('analyse').hidden = state === 'solving';
  /** @type {HTMLAnchorElement} */ ($('analyse')).href = analysisUrl({ fen: puzzle.fen, moves: board.history() });
  $('progress').textContent = t.t('puzzle.progress', {
    rating: progress.rating, count: progress.solved.length, total: puzzles.length,
  });
  renderHistory(t);
}

/**
 * The theme picker: "any", then each theme of the file.
 * @param {Translator} t
 */
function renderThemes(t) {
  const select = /** @type {HTMLSelectElement} */ ($('theme'));
  const keys = [...new Set(puzzles.map((p) => p.theme))].sort();
  select.replaceChildren(
    new Option(t.t('puzzle.themeAny'), ANY_THEME),
    ...keys.map((key) => new Option(t.t(`puzzle.themeName.${key}`), key)),
  );
  select.value = theme;
}

/**
 * The rating graph and the latest results, newest first, each a link to its puzzle.
 * @param {Translator} t
 */
function renderHistory(t) {
  const { history } = progress;
  const ratings = history.map((r) => r.rating);
  drawRatingGraph(/** @type {SVGSVGElement} */ (/** @type {unknown} */ ($('graph'))), ratings, history.length
    ? t.t('puzzle.graphLabel', { count: history.length, first: ratings[0], last: ratings[ratings.length - 1] })
    : '');
  $('history-empty').toggleAttribute('hidden', history.length > 0);
  $('history').replaceChildren(...history.slice(-HISTORY_SHOWN).reverse().map((result) => {
    const item = document.createElement('li');
    item.className = result.solved ? 'solved' : 'failed';
    const link = document.createElement('a');
    link.href = `?id=${encodeURIComponent(result.id)}`;
    link.textContent = t.t(result.solved ? 'puzzle.historySolved' : 'puzzle.historyFailed', {
      day: t.day(result.day), rating: result.rating,
    });
    item.append(link);
    return item;
  }));
}

/**
 * The pieces a refutation took, in words: "2 hullar", "a tobit", "2 hullar and 1 tobit".
 * @param {Translator} t
 * @param {import('./puzzle-mode.js').Taken} taken
 * @returns {string}
 */
function takenText(t, { hullar, tobits }) {
  const huls = t.t('puzzle.taken.hullar', { count: hullar });
  const kings = t.t('puzzle.taken.tobits', { count: tobits });
  if (hullar && tobits) return t.t('puzzle.taken.both', { hullar: huls, tobits: kings });
  return hullar ? huls : kings;
}

/**
 * @param {string} key
 * @param {'' | 'good' | 'bad'} tone
 * @param {Params | ((t: Translator) => Params)} [params]
 */
function say(key, tone, params) {
  feedback = { key, params, tone };
  render();
}

/**
 * @param {Puzzle} puzzle
 * @param {boolean} solved
 */
function remember(puzzle, solved) {
  progress = record(progress, puzzle, solved, !rated);
  rated = true;
  saveProgress(progress);
}

/**
 * @param {Puzzle | undefined} puzzle
 * @param {string} [day] the day when it is that day's daily puzzle
 */
function open(puzzle, day = '') {
  session?.detach();
  session = null;
  feedback = null;
  rated = false;
  daily = day;
  if (!puzzle) {
    render();
    return;
  }
  history.replaceState(null, '', `?id=${puzzle.id}`);
  const current = new PuzzleSession(board, puzzle);
  current.addEventListener('progress', () => say('puzzle.right', 'good'));
  current.addEventListener('solved', (e) => {
    const { hinted, alternative } = /** @type {CustomEvent} */ (e).detail;
    remember(puzzle, true);
    if (alternative) say('puzzle.solvedAlternative', 'good', { move: alternative });
    else say(hinted ? 'puzzle.solvedWithHint' : 'puzzle.solved', 'good');
  });
  current.addEventListener('failed', (e) => {
    const { move, refutation, taken } = /** @type {CustomEvent} */ (e).detail;
    remember(puzzle, false);
    if (!refutation) {
      say('puzzle.wrongNoReply', 'bad', { move });
      return;
    }
    // The side that answers is the solver's opponent, said plainly with what it takes.
    const side = `side.${solverOf(puzzle) === 'white' ? 'black' : 'white'}`;
    const captured = taken.hullar + taken.tobits > 0;
    say(captured ? 'puzzle.wrongTakes' : 'puzzle.wrong', 'bad', (t) => ({
      move, refutation, side: t.t(side), taken: captured ? takenText(t, taken) : '',
    }));
  });
  session = current;
  render();
}

$('hint').addEventListener('click', () => {
  const hint = session?.hint();
  if (hint) {
    if (!rated) remember(/** @type {PuzzleSession} */ (session).puzzle, false);
    say('puzzle.hintText', '', { point: hint.from });
  }
});
$('solution').addEventListener('click', () => {
  if (session?.state !== 'failed') return;
  session.showSolution();
  say('puzzle.solutionShown', '', { line: session.puzzle.solution.join(' ') });
});
$('retry').addEventListener('click', () => {
  if (!session) return;
  session.retry();
  feedback = null;
  render();
});
$('next').addEventListener('click', () => open(nextPuzzle(puzzles, progress, session?.puzzle.id, theme)));
$('theme').addEventListener('change', () => {
  theme = /** @type {HTMLSelectElement} */ ($('theme')).value;
  if (session && theme !== ANY_THEME && session.puzzle.theme !== theme) {
    open(nextPuzzle(puzzles, progress, session.puzzle.id, theme));
  } else {
    render();
  }
});
$('daily').addEventListener('click', () => {
  const day = dayOf(new Date());
  open(dailyPuzzle(puzzles, day), day);
});

async function main() {
  await startPage('puzzles.html', (t) => {
    words = t;
    renderThemes(t);
    render();
  }, undefined, 'puzzle.notKept');
  try {
    [puzzles] = await Promise.all([loadPuzzles(), board.ready]);
    if (words) renderThemes(words);
  } catch (error) {
    say('puzzle.loadFailed', 'bad', (t) => ({ reason: failureText(t, error) }));
    return;
  }
  const wanted = new URLSearchParams(location.search).get('id');
  open(puzzles.find((p) => p.id === wanted) ?? nextPuzzle(puzzles, progress));
}

main();
