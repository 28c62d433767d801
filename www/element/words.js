// @ts-check
// The words of <tobit-board>: a Translator for the element's language (its `lang` attribute, else
// the nearest ancestor's, else the browser's languages). Each language's catalog is fetched once
// per page and shared by every board (i18n/i18n.js's loadTranslator).
import { FALLBACK_LANGUAGE, Translator, languageFor, loadTranslator } from '../i18n/i18n.js';

/** Follows one board's language and hands each new Translator to the board. */
export class BoardWords {
  /** @type {Element} */
  #element;
  /** @type {(translator: Translator, changed: boolean) => void} */
  #apply;
  /** @type {(message: string) => void} */
  #fail;
  /** The language asked for last (a load for another one is stale when it ends). */
  #wanted = '';
  /** @type {Translator | null} */
  translator = null;

  /**
   * @param {Element} element the board
   * @param {{apply: (translator: Translator, changed: boolean) => void, fail: (message: string) => void}} on
   *   `apply` gets each new Translator (`changed` is false for the first); `fail` a catalog that
   *   could not be loaded (the board then keeps its words, or shows the message keys at first)
   */
  constructor(element, { apply, fail }) {
    this.#element = element;
    this.#apply = apply;
    this.#fail = fail;
  }

  /**
   * Loads the Translator of the element's language if it is not the current one.
   * @returns {Promise<void>} settles when the words are up to date (never rejects)
   */
  async update() {
    const lang = languageFor(this.#element);
    if (lang === this.#wanted) return;
    this.#wanted = lang;
    let translator;
    try {
      translator = await loadTranslator(lang);
    } catch (error) {
      this.#fail(error instanceof Error ? error.message : String(error));
      if (this.translator) return;
      translator = new Translator(FALLBACK_LANGUAGE, {});
    }
    if (lang !== this.#wanted) return; // the language changed again meanwhile
    const changed = this.translator !== null;
    if (translator === this.translator) return;
    this.translator = translator;
    this.#apply(translator, changed);
  }
}
