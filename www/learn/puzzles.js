// @ts-check
// puzzles.html: the engine's puzzles (www/learn/puzzles.json, fetched when this page opens). Solve
// (the replies are played from the solution), hint, retry, the next puzzle near the player's
// rating (of the chosen theme, or any), the daily puzzle; a wrong move is answered on the board by
// the engine's refutation. `?id=ID` opens one puzzle. The progress, the rating and the history of
// results (with a small graph of the rating) stay on the device.
import '../element/tobit-board.js';
import { startPage } from './page-shell.js';
import { analysisUrl } from '../analysis/link.js';
import { PuzzleSession, loadPuzzles, solverOf } from './puzzle-mode.js';
import {
  ANY_THEME, dailyPuzzle, dayOf, loadProgress, nextPuzzle, record, saveProgress,
} from './puzzle-rating.js';
import { drawRatingGraph } from './rating-graph.js';

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
/** @type {{key: string, params?: Record<string, string | number>, tone: '' | 'good' | 'bad'} | null} */
let feedback = null;
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
    $('task').textContent = feedback ? t.t(feedback.key, feedback.params) : t.t(puzzles.length ? 'puzzle.allDone' : 'puzzle.loading');
    return;
  }
  const { puzzle, state } = session;
  $('about').textContent = t.t(daily ? 'puzzle.dailyAbout' : 'puzzle.about', {
    number: puzzles.indexOf(puzzle) + 1, rating: puzzle.rating, theme: t.t(`puzzle.theme.${puzzle.theme}`), day: daily,
  });
  const count = Math.ceil(puzzle.solution.length / 2);
  $('task').textContent = t.t(count === 1 ? 'puzzle.task.one' : 'puzzle.task.line', { side: t.t(`side.${solverOf(puzzle)}`), count });
  const line = $('feedback');
  line.textContent = feedback ? t.t(feedback.key, feedback.params) : t.t('puzzle.yourMove');
  line.className = `feedback ${feedback?.tone ?? ''}`;
  $('hint').toggleAttribute('disabled', state !== 'solving');
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
      day: result.day, rating: result.rating,
    });
    item.append(link);
    return item;
  }));
}

/**
 * @param {string} key
 * @param {'' | 'good' | 'bad'} tone
 * @param {Record<string, string | number>} [params]
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
    const { move, refutation } = /** @type {CustomEvent} */ (e).detail;
    remember(puzzle, false);
    if (refutation) say('puzzle.wrong', 'bad', { move, refutation });
    else say('puzzle.wrongNoReply', 'bad', { move });
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
  });
  try {
    [puzzles] = await Promise.all([loadPuzzles(), board.ready]);
    if (words) renderThemes(words);
  } catch (error) {
    say('puzzle.loadFailed', 'bad', { reason: error instanceof Error ? error.message : String(error) });
    return;
  }
  const wanted = new URLSearchParams(location.search).get('id');
  open(puzzles.find((p) => p.id === wanted) ?? nextPuzzle(puzzles, progress));
}

main();
