// @ts-check
// learn.html: the tutorial. The lessons of www/learn/lessons.json (docs/LESSONS.md), each a
// position with an instruction and a task done on the board; the lesson's data answers every move
// at once. Progress is kept on the device; any lesson can be replayed from the list. Under them
// the point trainer (point-trainer.js, loaded when first started).
import '../i18n/page-language.js'; // first: the boards start in the page's language
import '../element/tobit-board.js';
import { Translator } from '../i18n/i18n.js';
import { showProblem, startPage } from '../lib/page-shell.js';
import { judgeAttempt, judgeMove } from './lesson-judge.js';
import { preparePrinting } from '../lib/diagram/print.js';
import { readJson, writeJson } from '../lib/storage.js';
import { failureText } from '../lib/failure.js';

/** @typedef {import('./lesson-judge.js').Lesson} Lesson */
/** @typedef {import('../element/tobit-board.js').TobitBoard} TobitBoard */

/** The localStorage key of the ids of the lessons done. */
const PROGRESS_KEY = 'tobit.lessons';

const board = /** @type {TobitBoard} */ (document.getElementById('board'));
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @type {Lesson[]} */
let lessons = [];
let index = 0;
/** Whether the task of the lesson on screen is done. */
let finished = false;
/** @type {{key: string, tone: '' | 'good' | 'bad'} | null} what the feedback line says */
let feedback = null;
/** @type {Translator | null} the page's words with the lessons' */
let words = null;
/** @type {Set<string>} */
const done = new Set(loadDone());

/** @returns {string[]} */
function loadDone() {
  const saved = readJson(PROGRESS_KEY);
  return Array.isArray(saved) ? saved.map(String) : [];
}

function saveDone() {
  writeJson(PROGRESS_KEY, [...done]); // refused: the progress holds for this visit only
}

/** @type {Map<string, Promise<Record<string, string>>>} */
const lessonCatalogs = new Map();

/**
 * The page's translator with the lessons' messages of its language added.
 * @param {Translator} t
 * @returns {Promise<Translator>}
 */
async function withLessons(t) {
  if (!lessonCatalogs.has(t.lang)) {
    lessonCatalogs.set(t.lang, fetch(new URL(`../i18n/lessons.${t.lang}.json`, import.meta.url)).then((r) => {
      if (!r.ok) throw new Error(`lessons.${t.lang}.json: HTTP ${r.status}`);
      return r.json();
    }));
  }
  return new Translator(t.lang, { ...t.catalog, ...(await /** @type {Promise<Record<string, string>>} */ (lessonCatalogs.get(t.lang))) }, t.locale);
}

/** @param {number} i */
function show(i) {
  index = i;
  const lesson = lessons[i];
  finished = false;
  feedback = null;
  board.setAttribute('orientation', lesson.orientation ?? 'white');
  board.setPosition(lesson.fen);
  board.removeAttribute('interactive');
  render();
}

function render() {
  if (!words || lessons.length === 0) return;
  const t = words;
  const lesson = lessons[index];
  $('step').textContent = t.t('learn.step', { number: index + 1, total: lessons.length });
  $('lesson-title').textContent = t.t(lesson.title);
  $('instruction').textContent = t.t(lesson.instruction);
  const line = $('feedback');
  line.textContent = feedback ? t.t(feedback.key) : t.t('learn.yourTurn');
  line.className = `feedback ${feedback?.tone ?? ''}`;
  $('next').textContent = t.t(index + 1 < lessons.length ? 'learn.next' : 'learn.toPuzzles');
  $('next').classList.toggle('primary', finished);
  $('hint').toggleAttribute('disabled', finished);
  $('progress').textContent = t.t('learn.progress', { count: done.size, total: lessons.length });
  const list = $('lessons');
  list.replaceChildren(...lessons.map((l, i) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = t.t(l.title);
    button.className = done.has(l.id) ? 'done' : '';
    button.addEventListener('click', () => show(i));
    if (i === index) item.setAttribute('aria-current', 'step');
    item.append(button);
    return item;
  }));
}

/**
 * @param {string | null} key
 * @param {'' | 'good' | 'bad'} tone
 */
function say(key, tone) {
  feedback = key ? { key, tone } : null;
  render();
}

board.addEventListener('move', (e) => {
  const detail = /** @type {CustomEvent} */ (e).detail;
  if (detail.source !== 'user' || finished) return;
  const lesson = lessons[index];
  const verdict = judgeMove(lesson, detail.notation);
  if (verdict.done) {
    finished = true;
    done.add(lesson.id);
    saveDone();
    board.setAttribute('interactive', 'false');
    say(verdict.key, 'good');
  } else {
    queueMicrotask(() => board.undo()); // the piece goes back: try again at once
    say(verdict.key ?? 'learn.tryAgain', 'bad');
  }
});

// A move the rules refuse (the board names it by its two points): the lesson says why.
board.addEventListener('attempt', (e) => {
  const { from, to } = /** @type {CustomEvent<{from: number, to: number}>} */ (e).detail;
  if (!finished && lessons.length > 0) say(judgeAttempt(lessons[index], from, to), 'bad');
});

$('hint').addEventListener('click', () => say(lessons[index].task.hint, ''));
$('retry').addEventListener('click', () => show(index));
$('next').addEventListener('click', () => {
  if (index + 1 < lessons.length) show(index + 1);
  else location.href = 'puzzles.html';
});

/**
 * The lessons of lessons.json, checked enough that the page can show them.
 * @returns {Promise<Lesson[]>}
 */
async function loadLessons() {
  const response = await fetch(new URL('lessons.json', import.meta.url));
  if (!response.ok) throw new Error(`lessons.json: HTTP ${response.status}`);
  const data = await response.json();
  const isLesson = (/** @type {any} */ l) => l !== null && typeof l === 'object' && typeof l.id === 'string'
    && typeof l.title === 'string' && l.task !== null && typeof l.task === 'object';
  if (!Array.isArray(data) || data.length === 0 || !data.every(isLesson)) {
    throw new Error('lessons.json is not a list of lessons');
  }
  return data;
}

/** @type {import('./point-trainer.js').PointTrainer | null} */
let trainer = null;

$('points-start').addEventListener('click', async () => {
  if (!words) return;
  if (!trainer) {
    const { PointTrainer } = await import('./point-trainer.js');
    trainer ??= new PointTrainer({
      stage: $('points-stage'),
      ask: $('points-ask'),
      score: $('points-score'),
      feedback: $('points-feedback'),
      black: /** @type {HTMLInputElement} */ ($('points-black')),
      start: /** @type {HTMLButtonElement} */ ($('points-start')),
    }, words);
  }
  trainer.start();
});

async function main() {
  // The header and the page's words first: they work whatever happens to the lessons.
  const choice = await startPage('learn.html', async (t) => {
    words = await withLessons(t).catch(() => t);
    render();
    trainer?.words(words);
  }, undefined, 'learn.notKept');
  try {
    [lessons] = await Promise.all([loadLessons(), board.ready]);
  } catch (error) {
    showProblem('learn.loadFailed', choice, (t) => ({ reason: failureText(t, error) }));
    return;
  }
  const first = lessons.findIndex((l) => !done.has(l.id));
  show(first === -1 ? 0 : first);
  preparePrinting(/** @type {HTMLButtonElement} */ ($('print')));
}

main();
