// @ts-check
// "Learn from your mistakes": each mistake and blunder of a side, from its review, set up again
// on a board of its own: the position before it and "find a better move". The move tried is
// judged by the engine (pool.judgeTry: the review's better move, or any move that loses less
// than an inaccuracy, is right); a wrong try shows the engine's reply on the board and may be
// tried again; the exercises solved are kept with the game in My games. Loaded when the player
// first asks for it.
import { judgeTry } from '../engine/pool.js';
import { moveLabel } from './report.js';

/** @typedef {import('../tobit_engine.js').GameReview} GameReview */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('./report.js').Side} Side */
/** @typedef {import('./report.js').NumberedMove} NumberedMove */

/**
 * One exercise: move `index` of the main line, tried again from the position before it.
 * @typedef {{index: number, fen: string}} Exercise
 */

/**
 * What the practice needs of the analysis board.
 * @typedef {object} PracticeGame
 * @property {string} startFen the position the main line starts from
 * @property {string[]} line the main line's moves
 * @property {NumberedMove[]} moves the main line's moves, numbered
 * @property {(index: number) => string} fenBefore the position before move `index`
 * @property {number[]} solved the exercises solved so far (indexes of moves)
 * @property {(index: number) => Promise<number[] | null>} keepSolved keeps an exercise solved; the
 *   moves solved now (null when nothing keeps them)
 */

/** Learning from one side's mistakes in a reviewed game, one exercise at a time. */
export class Practice {
  /** @type {Exercise[]} */
  #exercises;
  #at = 0;
  /** Whether the board waits for the player's try. */
  #awaiting = false;
  /** @type {Set<number>} */
  #solved;
  /** @type {(t: Translator) => string} the message shown, in the page's words */
  #said = () => '';

  /**
   * @param {HTMLElement} box where the practice is drawn
   * @param {GameReview} review
   * @param {Side} side whose mistakes
   * @param {PracticeGame} game
   * @param {Translator} t
   * @param {() => void} close called when the player closes the practice
   */
  constructor(box, review, side, game, t, close) {
    this.box = box;
    this.review = review;
    this.side = side;
    this.game = game;
    this.t = t;
    this.#solved = new Set(game.solved);
    this.#exercises = review.report[side].mistakes.map((index) => ({ index, fen: game.fenBefore(index) }));
    // The first exercise not solved yet.
    this.#at = Math.max(0, this.#exercises.findIndex((e) => !this.#solved.has(e.index)));

    const title = document.createElement('h3');
    title.id = 'practice-title';
    this.step = document.createElement('p');
    this.step.className = 'stats';
    this.ask = document.createElement('p');
    this.ask.className = 'practice-ask';
    this.board = /** @type {import('../element/tobit-board.js').TobitBoard} */ (document.createElement('tobit-board'));
    this.board.id = 'practice-board';
    this.board.setAttribute('mode', 'play');
    this.board.setAttribute('orientation', side);
    this.feedback = document.createElement('p');
    this.feedback.className = 'feedback practice-feedback';
    this.feedback.setAttribute('role', 'status');
    this.feedback.setAttribute('aria-live', 'polite');
    const button = (/** @type {string} */ id, /** @type {() => void} */ run) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.id = id;
      b.addEventListener('click', run);
      return b;
    };
    this.retry = button('practice-retry', () => this.#setUp());
    this.answer = button('practice-answer', () => this.#showAnswer());
    this.previous = button('practice-previous', () => this.#go(-1));
    this.next = button('practice-next', () => this.#go(1));
    this.close = button('practice-close', close);
    this.next.className = 'primary';
    const buttons = document.createElement('div');
    buttons.className = 'buttons';
    buttons.append(this.retry, this.answer, this.previous, this.next, this.close);
    const section = document.createElement('section');
    section.className = 'practice';
    section.setAttribute('aria-labelledby', title.id);
    section.append(title, this.step, this.ask, this.board, this.feedback, buttons);
    this.title = title;
    box.replaceChildren(section);
    this.board.addEventListener('move', (event) => {
      const { notation, source } = /** @type {CustomEvent<{notation: string, source: string}>} */ (event).detail;
      if (!this.#awaiting || source !== 'user') return; // the engine's reply, played to show why
      this.#awaiting = false;
      this.#judge(notation);
    });
    this.#setUp();
    this.board.focus();
    // The exercise comes into view whole once its board is drawn (it opens below the report).
    this.board.ready.then(() => section.scrollIntoView({ block: 'nearest' })).catch(() => {});
  }

  /** The exercise shown. */
  get exercise() { return this.#exercises[this.#at]; }

  /** Words everything again (after a change of language). @param {Translator} t */
  words(t) {
    this.t = t;
    this.title.textContent = t.t('analysis.practice.title');
    this.retry.textContent = t.t('analysis.practice.retry');
    this.answer.textContent = t.t('analysis.practice.answer');
    this.previous.textContent = t.t('analysis.practice.previous');
    this.next.textContent = t.t('analysis.practice.next');
    this.close.textContent = t.t('analysis.practice.close');
    this.board.setAttribute('aria-label', t.t('analysis.practice.boardLabel'));
    const { index } = this.exercise;
    const solved = this.#exercises.filter((e) => this.#solved.has(e.index)).length;
    this.step.textContent = t.t('analysis.practice.step', { n: this.#at + 1, total: this.#exercises.length, solved });
    this.ask.textContent = t.t(`analysis.practice.ask.${this.side}`, { move: moveLabel(this.game.moves[index]) });
    if (this.#solved.has(index)) this.ask.textContent += ` ${t.t('analysis.practice.solvedMark')}`;
    this.feedback.textContent = this.#said(t);
    const many = this.#exercises.length > 1;
    this.previous.hidden = this.next.hidden = !many;
  }

  /**
   * Says `words` (in the page's language) in the feedback.
   * @param {(t: Translator) => string} words
   */
  #say(words) {
    this.#said = words;
    this.words(this.t);
  }

  /** Sets the exercise's position up, waiting for a try. */
  async #setUp() {
    await this.board.ready;
    this.board.setPosition(this.exercise.fen);
    this.board.interactive = true;
    this.#awaiting = true;
    this.#say(() => '');
  }

  /** @param {1 | -1} direction */
  #go(direction) {
    const n = this.#exercises.length;
    this.#at = (((this.#at + direction) % n) + n) % n;
    this.#setUp();
  }

  #showAnswer() {
    const best = this.review.moves[this.exercise.index].best;
    this.#say((t) => t.t('analysis.practice.answerIs', { move: best }));
  }

  /** @param {string} tried */
  async #judge(tried) {
    const exercise = this.exercise;
    const { index } = exercise;
    this.board.interactive = false;
    this.#say((t) => t.t('analysis.practice.judging', { move: tried }));
    const better = this.review.moves[index].best;
    let judged;
    try {
      judged = await judgeTry(this.game.startFen, this.game.line.slice(0, index), tried, better);
    } catch {
      if (this.exercise !== exercise) return;
      this.#say((t) => t.t('analysis.practice.failed'));
      return;
    }
    if (this.exercise !== exercise) return; // the player went on meanwhile
    const lost = (/** @type {Translator} */ t) => t.number(judged.loss, { style: 'percent' });
    if (judged.right) {
      this.#solved.add(index);
      const kept = await this.game.keepSolved(index).catch(() => null);
      if (kept) for (const i of kept) this.#solved.add(i);
      this.#say((t) => (tried === better
        ? t.t('analysis.practice.right', { move: tried })
        : t.t('analysis.practice.rightToo', { move: tried, best: better })));
      return;
    }
    const reply = judged.reply;
    if (reply) this.board.play(reply);
    this.#say((t) => (reply
      ? t.t('analysis.practice.wrong', { move: tried, reply, lost: lost(t) })
      : t.t('analysis.practice.wrongNoReply', { move: tried, lost: lost(t) })));
  }
}
