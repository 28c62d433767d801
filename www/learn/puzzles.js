// @ts-check
// puzzles.html: the engine's puzzles (www/learn/puzzles.json, fetched when this page opens). Solve
// (the replies are played from the solution), hint, retry, the next puzzle near the player's
// rating; a wrong move is answered on the board by the engine's refutation. `?id=ID` opens one
// puzzle. The progress and the rating stay on the device.
import '../element/tobit-board.js';
import { startPage } from './page-shell.js';
import { PuzzleSession, loadPuzzles, solverOf } from './puzzle-mode.js';
import { loadProgress, nextPuzzle, record, saveProgress } from './puzzle-rating.js';

/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */
/** @typedef {import('./puzzle-rating.js').Puzzle} Puzzle */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */

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

function render() {
  const t = words;
  if (!t) return;
  if (!session) {
    $('task').textContent = t.t(puzzles.length ? 'puzzle.allDone' : 'puzzle.loading');
    return;
  }
  const { puzzle, state } = session;
  $('about').textContent = t.t('puzzle.about', {
    number: puzzles.indexOf(puzzle) + 1, rating: puzzle.rating, theme: t.t(`puzzle.theme.${puzzle.theme}`),
  });
  const count = Math.ceil(puzzle.solution.length / 2);
  $('task').textContent = t.t(count === 1 ? 'puzzle.task.one' : 'puzzle.task.line', { side: t.t(`side.${solverOf(puzzle)}`), count });
  const line = $('feedback');
  line.textContent = feedback ? t.t(feedback.key, feedback.params) : t.t('puzzle.yourMove');
  line.className = `feedback ${feedback?.tone ?? ''}`;
  $('hint').toggleAttribute('disabled', state !== 'solving');
  $('next').classList.toggle('primary', state === 'solved');
  $('progress').textContent = t.t('puzzle.progress', {
    rating: progress.rating, count: progress.solved.length, total: puzzles.length,
  });
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

/** @param {Puzzle | undefined} puzzle */
function open(puzzle) {
  session?.detach();
  session = null;
  feedback = null;
  rated = false;
  if (!puzzle) {
    render();
    return;
  }
  history.replaceState(null, '', `?id=${puzzle.id}`);
  const current = new PuzzleSession(board, puzzle);
  current.addEventListener('progress', () => say('puzzle.right', 'good'));
  current.addEventListener('solved', (e) => {
    remember(puzzle, true);
    say(/** @type {CustomEvent} */ (e).detail.hinted ? 'puzzle.solvedWithHint' : 'puzzle.solved', 'good');
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
$('next').addEventListener('click', () => open(nextPuzzle(puzzles, progress, session?.puzzle.id)));

async function main() {
  await startPage('puzzles.html', (t) => {
    words = t;
    render();
  });
  try {
    [puzzles] = await Promise.all([loadPuzzles(), board.ready]);
  } catch (error) {
    say('puzzle.loadFailed', 'bad', { reason: error instanceof Error ? error.message : String(error) });
    return;
  }
  const wanted = new URLSearchParams(location.search).get('id');
  open(puzzles.find((p) => p.id === wanted) ?? nextPuzzle(puzzles, progress));
}

main();
