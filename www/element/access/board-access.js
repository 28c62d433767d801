// @ts-check
// Everyone can play the board: the accessible points (point-list.js), the keyboard
// (move-keys.js), the spoken moves (announcer.js) and the sounds (sound.js, loaded once they are
// on; sound-choice.js remembers the player's choice), joined
// to a <tobit-board>. It listens to the element's own events (move, change, gameover, refused,
// languagechange) and drives the wasm board through the element's accessors; the element only
// creates it, binds it when connected and refreshes it when it redraws.
import { PointList, accessSheet } from './point-list.js';
import { Announcer, legalMovesText, moveText, positionText, resultText, turnText } from './announcer.js';
import { along, bindBoardKeyboard } from './move-keys.js';
import { rememberSound, rememberedSound } from './sound-choice.js';
import { languageFor, loadTranslator } from '../../i18n/i18n.js';

/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../../lib/game/controller.js').GameController} GameController */
/** @typedef {import('../../lib/game/controller.js').PlayedMove} PlayedMove */
/** @typedef {import('../../lib/game/controller.js').GameStatus} GameStatus */
/** @typedef {import('./point-list.js').PointContent} PointContent */
/** @typedef {import('../../tobit.js').RefusalReason} RefusalReason why a press did not take (declared by Rust) */
/** @typedef {{reason: RefusalReason, from?: number, capturers: number[], text?: string}} Refusal */

/** The sounds, loaded when they are first on (off by default), not with the board. */
const sounds = () => import('./sound.js');

/**
 * What the access layer needs of the element.
 * @typedef {object} BoardHost
 * @property {() => import('../../tobit.js').Board | undefined} board the wasm Board, undefined before it is loaded
 * @property {() => GameController | null} game
 * @property {(played: PlayedMove) => void} moved a move the user made on the board
 * @property {() => boolean} mayMove whether the user may move pieces at all (mode and `interactive`)
 * @property {() => {width: number, height: number}} size the board's size in CSS pixels, as last
 *   given to the wasm Board (0 by 0 before it is sized)
 * @property {() => {x: number, y: number}[]} centres the points' centres in CSS pixels relative to
 *   the canvas, point 1 first (kept by the element: asked of the wasm Board once per layout)
 * @property {() => void} redraw has the board painted again after a change made here
 */

/**
 * The translator of the element: its own once it holds one, else one
 * loaded here for its language. Branch `board` gives the element `translator`; this accessor
 * is the one place that falls back.
 * @param {HTMLElement} element
 * @param {Translator | undefined} cached
 * @returns {Translator | Promise<Translator>}
 */
function translatorOf(element, cached) {
  const own = /** @type {{translator?: Translator}} */ (/** @type {unknown} */ (element)).translator;
  if (own) return own;
  const lang = languageFor(element);
  return cached?.lang === lang ? cached : loadTranslator(lang);
}

/** The accessible side of one board element. */
export class BoardAccess {
  #element;
  #host;
  #points;
  #announcer;
  #typed;
  /** @type {Translator | undefined} */
  #t;
  /** The last move seen, for L. @type {{notation: string, text: string} | undefined} */
  #last;
  /** The move that ended the game, said with the result. @type {import('../../lib/game/controller.js').MoveDetail | undefined} */
  #ending;
  /** What the board said last, made again in a new language. @type {((t: Translator) => string) | undefined} */
  #lastSaid;
  /** Whether a refresh is queued for the end of the current task. */
  #refreshQueued = false;

  /**
   * @param {HTMLElement} element the <tobit-board>
   * @param {ShadowRoot} root its shadow root (the canvas is in it already)
   * @param {BoardHost} host
   */
  constructor(element, root, host) {
    this.#element = element;
    this.#host = host;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, accessSheet()];
    root.querySelector('canvas')?.setAttribute('aria-hidden', 'true');
    this.#points = new PointList(root);
    this.#typed = document.createElement('div');
    this.#typed.className = 'typed';
    this.#typed.setAttribute('aria-hidden', 'true');
    root.append(this.#typed);
    this.#announcer = new Announcer(root);
    const listen = /** @type {[string, (detail: any) => void][]} */ ([
      ['move', (detail) => this.#onMove(detail)],
      ['gameover', (detail) => this.#onEnd(detail)],
      ['change', () => this.#say((t) => this.#turn(t))],
      ['refused', (detail) => this.#say((t) => this.#refusalText(t, detail))],
      ['languagechange', () => {
        this.refresh();
        this.#sayAgain();
      }],
    ]);
    for (const [type, handle] of listen) {
      element.addEventListener(type, (event) => handle(/** @type {CustomEvent} */ (event).detail));
    }
  }

  /** The focusable listbox of the points: the board's one tab stop. */
  get focusTarget() { return this.#points.element; }

  /** The keyboard cursor's point. */
  get cursor() { return this.#points.cursor; }

  /**
   * Listens to the keys; returns what removes the listener.
   * @returns {() => void}
   */
  bind() {
    if (this.#soundOn()) sounds().catch(() => {}); // at hand for the first move
    return bindBoardKeyboard(this.#points.element, {
      arrow: (way) => this.#arrow(way),
      choose: () => this.#choose(),
      cancel: () => {
        this.#host.board()?.clearSelection();
        this.#host.redraw();
      },
      typed: (text) => { this.#typed.textContent = text; },
      play: (text) => this.#playTyped(text),
      ask: (what) => this.#say((t) => this.#answer(t, what)),
      toggleSound: () => {
        const on = !this.#soundOn();
        rememberSound(on);
        if (on) sounds().catch(() => {});
        this.#say((t) => t.t(on ? 'settings.soundOn' : 'settings.soundOff'));
      },
    });
  }

  /**
   * Brings the points' names and places in step with the board (after any redraw). The calls of
   * one task are done once, at its end (a page setting up a board makes many). The places come
   * from the centres the element keeps and the board's own size, so no call reads the page's
   * layout.
   */
  refresh() {
    if (this.#refreshQueued) return;
    this.#refreshQueued = true;
    queueMicrotask(() => {
      this.#refreshQueued = false;
      this.#refreshNow();
    });
  }

  #refreshNow() {
    const board = this.#host.board();
    if (!board) return;
    this.#with((t) => {
      const { width, height } = this.#host.size();
      if (width === 0 || height === 0) return;
      const centres = this.#host.centres();
      const center = (/** @type {number} */ point) => {
        const c = centres[point - 1];
        return { x: c.x / width, y: c.y / height };
      };
      this.#points.update(t, board.contents(), board.selected(), center);
    });
  }

  // ---- keys ----

  /** @param {import('./move-keys.js').Way} way */
  #arrow(way) {
    const board = this.#host.board();
    if (!board) return false;
    const from = this.#points.cursor;
    const centres = this.#host.centres();
    const next = along(from, way, board.neighbours(from), (point) => centres[point - 1]);
    if (next === undefined) return false;
    this.#points.cursor = next;
    return true;
  }

  #choose() {
    const board = this.#host.board();
    if (!board) return;
    const point = this.#points.cursor;
    const before = board.selected();
    const { played, refused, attempt } = board.choosePoint(point);
    if (played) {
      this.#host.moved(played);
    } else if (before === undefined && board.selected() === undefined && refused) {
      this.#refuse(refused);
    }
    if (attempt) this.#element.dispatchEvent(new CustomEvent('attempt', { detail: attempt, bubbles: true, composed: true }));
    this.#host.redraw();
  }

  /** @param {string} text */
  #playTyped(text) {
    const board = this.#host.board();
    if (!board) return;
    const refusal = board.typedRefusal(text);
    if (refusal) {
      this.#refuse({ ...refusal, text });
      this.#host.redraw(); // the pieces that must capture pulse
      return;
    }
    const played = board.play(text);
    this.#host.moved(played);
    this.#host.redraw();
  }

  /** @param {Refusal} refusal tells the page (the `refused` event) and the reader */
  #refuse(refusal) {
    this.#element.dispatchEvent(new CustomEvent('refused', { detail: refusal, bubbles: true, composed: true }));
  }

  // ---- words ----

  /**
   * @param {Translator} t
   * @param {Refusal} refusal
   */
  #refusalText(t, refusal) {
    switch (refusal.reason) {
      case 'must-capture': return t.t('refused.mustCapture');
      case 'not-your-turn': return t.t('refused.notYourTurn');
      case 'not-your-piece': return t.t('refused.opponentPiece');
      case 'capture-first': return t.t('refused.captureFirst');
      case 'game-over': return this.#resultText(t);
      default: return refusal.text ? t.t('refused.notLegal', { move: refusal.text }) : t.t('refused.illegal');
    }
  }

  /**
   * @param {Translator} t
   * @param {GameStatus | undefined} status the game's, the game's own when not given
   * @returns {string} the result of the game on the board (empty before it is loaded)
   */
  #resultText(t, status = this.#host.game()?.status) {
    return status?.outcome ? resultText(t, status.outcome) : '';
  }

  /**
   * @param {Translator} t
   * @param {GameStatus | undefined} status the game's, the game's own when not given
   * @returns {string} whose turn, and a compulsory capture; the result once over
   */
  #turn(t, status = this.#host.game()?.status) {
    if (!status) return '';
    if (status.over) return this.#resultText(t, status);
    return turnText(t, status.sideToMove, status.mustCapture);
  }

  /** @param {import('../../lib/game/controller.js').MoveDetail} move */
  #onMove(move) {
    const { over } = move.status;
    if (over) this.#ending = move; // said with the result
    this.#say((t) => {
      const text = moveText(t, move);
      this.#last = { notation: move.notation, text };
      return over ? '' : `${text}. ${this.#turn(t, move.status)}`;
    }, move.promoted ? 'promotion' : move.captured.length > 0 ? 'capture' : 'move');
    this.refresh();
  }

  /** @param {import('../../lib/game/controller.js').GameEventDetails['gameover']} end */
  #onEnd(end) {
    const ending = this.#ending;
    this.#ending = undefined;
    this.#say((t) => [ending && moveText(t, ending), resultText(t, end)].filter(Boolean).join('. '), 'end');
  }

  /**
   * @param {Translator} t
   * @param {'position'|'last'|'legal'} what
   */
  #answer(t, what) {
    const board = this.#host.board();
    if (!board) return '';
    if (what === 'position') return positionText(t, board.contents());
    if (what === 'legal') return legalMovesText(t, this.#points.cursor, board.legalMoves());
    const notation = this.#host.game()?.history.at(-1);
    if (notation === undefined) return t.t('announce.noLastMove');
    const last = this.#last;
    return t.t('announce.lastMove', { move: last && last.notation === notation ? last.text : notation });
  }

  /**
   * Speaks words made elsewhere in the reader's language (the shapes drawn from the keyboard:
   * annotation-input.js).
   * @param {string} words
   */
  say(words) {
    this.#announcer.say(words);
  }

  /**
   * Speaks a text made in the reader's language (nothing for an empty text), with a sound.
   * @param {(t: Translator) => string} text
   * @param {import('./sound.js').SoundKind} [sound]
   */
  #say(text, sound) {
    this.#lastSaid = text;
    if (sound && this.#soundOn()) sounds().then((loaded) => loaded.playSound(sound), () => {});
    this.#with((t) => {
      const words = text(t);
      if (words) this.#announcer.say(words);
    });
  }

  /**
   * Says the last words again, in the language just loaded (the live region never keeps
   * another language's words; a page's language is often set after its boards first spoke).
   */
  #sayAgain() {
    if (this.#lastSaid) this.#say(this.#lastSaid);
  }

  /** Whether sounds play: the player's remembered choice, else the `sound` attribute. */
  #soundOn() {
    const asked = this.#element.getAttribute('sound');
    return rememberedSound() ?? (asked !== null && asked !== 'false');
  }

  /**
   * Runs `use` with the translator, at once when it is at hand.
   * @param {(t: Translator) => void} use
   */
  #with(use) {
    const t = translatorOf(this.#element, this.#t);
    if (!(t instanceof Promise)) {
      this.#t = t;
      use(t);
      return;
    }
    t.then((loaded) => {
      // The language changed while it loaded (a page sets it after its boards start): again.
      if (translatorOf(this.#element, loaded) !== loaded) {
        this.#with(use);
        return;
      }
      this.#t = loaded;
      use(loaded);
    }).catch(() => {}); // no words without a catalog; the board still plays
  }
}
