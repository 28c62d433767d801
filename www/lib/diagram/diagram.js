// @ts-check
// The Diagram dialog: a still picture of a position for articles, worksheets and lessons, with a
// live preview and its options (orientation, point numbers, the side to move, the last move, the
// arrows and circles drawn on the board, a caption, the print or the board's colours, a size),
// exported as SVG or PNG, downloaded or copied. The picture is the study module's `diagram`
// (crates/web-study/src/diagram.rs: the same scene the canvas paints), loaded with this dialog; the
// app's game screen, the analysis board and the editor open it with `openDiagram`.
import { loadStudy } from '../../wasm/loader.js';
import { languageFor, loadTranslator, translateDom } from '../../i18n/i18n.js';
import { copyPng, copySvg, pngBlob, svgBlob } from './export.js';
import { download } from '../download.js';
import { addStyleSheet } from '../../site/style-sheet.js';
import { failureText } from '../failure.js';

/** @typedef {import('../../i18n/i18n.js').Translator} Translator */
/** @typedef {import('./export.js').DiagramImage} DiagramImage */
/** @typedef {import('../../tobit_study.js').DiagramOptions} DiagramOptions */

/**
 * The position a diagram is made of.
 * @typedef {object} DiagramSource
 * @property {string} [fen] the start (the standard start when left out or empty)
 * @property {string[]} [moves] the moves played from it; the diagram shows the position after them
 * @property {'white'|'black'} [orientation] the side at the bottom at first
 * @property {import('../../tobit_study.js').Arrow[]} [arrows] the arrows drawn on the board, offered at first
 * @property {import('../../tobit_study.js').Circle[]} [circles] the circles drawn on the board
 */

/** The widths offered, in pixels: a column of text, a page, a screen. */
const SIZES = [240, 480, 960];
/** The width chosen at first. */
const FIRST_SIZE = 480;

const FORM = `
<form method="dialog" class="diagram-form">
  <div class="dialog-head">
    <h2 data-i18n="diagram.dialog.title"></h2>
    <button value="close" class="diagram-close" data-i18n-attr="aria-label:action.close; title:action.close">×</button>
  </div>
  <div class="diagram-body">
    <figure class="diagram-preview"><img alt=""><figcaption class="diagram-facts" aria-live="polite"></figcaption></figure>
    <div class="diagram-options">
      <label><span data-i18n="diagram.dialog.orientation"></span>
        <select name="orientation">
          <option value="white" data-i18n="diagram.dialog.whiteBottom"></option>
          <option value="black" data-i18n="diagram.dialog.blackBottom"></option>
        </select>
      </label>
      <label class="check"><input type="checkbox" name="numbers"> <span data-i18n="diagram.dialog.numbers"></span></label>
      <label class="check"><input type="checkbox" name="turn"> <span data-i18n="diagram.dialog.turn"></span></label>
      <label class="check"><input type="checkbox" name="last"> <span data-i18n="diagram.dialog.last"></span></label>
      <label class="check"><input type="checkbox" name="shapes"> <span data-i18n="diagram.dialog.shapes"></span></label>
      <label><span data-i18n="diagram.dialog.arrows"></span> <input type="text" name="arrows" maxlength="400" spellcheck="false" autocomplete="off" aria-describedby="diagram-shapes-hint"></label>
      <label><span data-i18n="diagram.dialog.circles"></span> <input type="text" name="circles" maxlength="200" spellcheck="false" autocomplete="off" aria-describedby="diagram-shapes-hint"></label>
      <p class="diagram-hint" id="diagram-shapes-hint" data-i18n="diagram.dialog.shapesHint"></p>
      <label><span data-i18n="diagram.dialog.caption"></span> <input type="text" name="caption" maxlength="200"></label>
      <fieldset class="diagram-style">
        <legend data-i18n="diagram.dialog.style"></legend>
        <label class="check"><input type="radio" name="style" value="print" checked> <span data-i18n="diagram.dialog.print"></span></label>
        <label class="check"><input type="radio" name="style" value="board"> <span data-i18n="diagram.dialog.board"></span></label>
      </fieldset>
      <label><span data-i18n="diagram.dialog.size"></span> <select name="size"></select></label>
    </div>
  </div>
  <div class="buttons diagram-buttons">
    <button type="button" data-act="svg" data-i18n="diagram.dialog.downloadSvg"></button>
    <button type="button" data-act="png" class="primary" data-i18n="diagram.dialog.downloadPng"></button>
    <button type="button" data-act="copy-svg" data-i18n="diagram.dialog.copySvg"></button>
    <button type="button" data-act="copy-png" data-i18n="diagram.dialog.copyPng"></button>
  </div>
  <p class="diagram-status" role="status"></p>
</form>`;

/** The dialog of a page, made when it first opens. */
class DiagramDialog {
  /** @type {HTMLDialogElement} */
  dialog = document.createElement('dialog');
  /** @type {HTMLFormElement} */
  #form;
  /** @type {HTMLImageElement} */
  #img;
  /** @type {HTMLElement} */
  #facts;
  /** @type {HTMLElement} */
  #status;
  /** @type {DiagramSource} */
  #source = {};
  /** @type {DiagramImage | null} */
  #image = null;
  /** @type {string | null} the preview's object URL */
  #url = null;
  /** @type {Translator | null} */
  #t = null;
  /** @type {import('../../wasm/loader.js').StudyModule} */
  #study;

  /** @param {import('../../wasm/loader.js').StudyModule} study */
  constructor(study) {
    this.#study = study;
    this.dialog.className = 'diagram-dialog';
    this.dialog.innerHTML = FORM;
    this.dialog.setAttribute('aria-labelledby', 'diagram-title');
    const part = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (this.dialog.querySelector(selector));
    part('h2').id = 'diagram-title';
    this.#form = /** @type {HTMLFormElement} */ (part('form'));
    this.#img = /** @type {HTMLImageElement} */ (part('img'));
    this.#facts = part('.diagram-facts');
    this.#status = part('.diagram-status');
    const size = /** @type {HTMLSelectElement} */ (this.#form.elements.namedItem('size'));
    for (const px of SIZES) size.add(new Option(String(px), String(px), px === FIRST_SIZE, px === FIRST_SIZE)); // worded in open()
    this.#form.addEventListener('input', (event) => {
      // Arrows or circles typed: they are to be drawn.
      const name = /** @type {HTMLInputElement} */ (event.target).name;
      if (name === 'arrows' || name === 'circles') this.#field('shapes').checked = true;
      this.#draw();
    });
    this.#form.addEventListener('change', () => this.#draw());
    this.#form.addEventListener('click', (event) => {
      const act = /** @type {HTMLElement} */ (event.target).closest('[data-act]')?.getAttribute('data-act');
      if (act) this.#export(act);
    });
    this.dialog.addEventListener('close', () => this.#forgetPreview());
    document.body.append(this.dialog);
  }

  /**
   * Shows the dialog for `source`, in the words of `t`.
   * @param {DiagramSource} source
   * @param {Translator} t
   */
  open(source, t) {
    this.#source = source;
    this.#t = t;
    translateDom(this.dialog, t);
    const size = /** @type {HTMLSelectElement} */ (this.#form.elements.namedItem('size'));
    for (const option of size.options) option.text = t.t('diagram.dialog.pixels', { count: Number(option.value) });
    const hasMoves = (source.moves?.length ?? 0) > 0;
    const hasShapes = Boolean(source.arrows?.length || source.circles?.length);
    // Offered in the fields as the teacher types them (`G9-16,R22-29`, `B16`).
    const typed = this.#study.shapesText(source.arrows ?? [], source.circles ?? []);
    this.#field('orientation').value = source.orientation === 'black' ? 'black' : 'white';
    this.#check('last', hasMoves, hasMoves);
    // Any position can have arrows and circles: those drawn on the board come filled in, and
    // more can be typed (the editor's board, or a position with none drawn yet).
    this.#check('shapes', hasShapes, true);
    this.#field('arrows').value = typed.arrows;
    this.#field('circles').value = typed.circles;
    this.#status.textContent = '';
    this.#draw();
    if (!this.dialog.open) this.dialog.showModal();
  }

  /**
   * A field of the form by name.
   * @param {string} name
   * @returns {HTMLInputElement}
   */
  #field(name) {
    return /** @type {HTMLInputElement} */ (this.#form.elements.namedItem(name));
  }

  /**
   * Ticks a checkbox and enables it (its label too) only where it means something.
   * @param {string} name
   * @param {boolean} checked
   * @param {boolean} enabled
   */
  #check(name, checked, enabled) {
    const box = this.#field(name);
    box.checked = checked;
    box.disabled = !enabled;
  }

  /** @returns {DiagramOptions} the options the form shows */
  #options() {
    const on = (/** @type {string} */ name) => this.#field(name).checked && !this.#field(name).disabled;
    const shapes = on('shapes');
    const style = /** @type {RadioNodeList} */ (this.#form.elements.namedItem('style')).value;
    return {
      flip: this.#field('orientation').value === 'black',
      numbers: on('numbers'),
      turn: on('turn'),
      last: on('last'),
      arrows: shapes ? this.#field('arrows').value : '',
      circles: shapes ? this.#field('circles').value : '',
      caption: this.#field('caption').value,
      style: style === 'board' ? 'board' : 'print',
      size: Number(this.#field('size').value),
    };
  }

  /** Draws the preview again from the form. */
  #draw() {
    const t = /** @type {Translator} */ (this.#t);
    for (const name of ['arrows', 'circles']) this.#field(name).removeAttribute('aria-invalid');
    try {
      const image = this.#study.diagram(this.#source.fen ?? '', this.#source.moves ?? [], this.#options());
      this.#image = image;
      const blob = svgBlob(image);
      this.#forgetPreview();
      this.#url = URL.createObjectURL(blob);
      this.#img.src = this.#url;
      this.#img.alt = t.t('diagram.dialog.previewAlt');
      const kb = new Intl.NumberFormat(t.lang, { maximumFractionDigits: 1 }).format(blob.size / 1024);
      this.#facts.textContent = t.t('diagram.dialog.facts', { width: image.width, height: image.height, kb });
      this.#status.textContent = '';
    } catch (error) {
      this.#image = null;
      const message = error instanceof Error ? error.message : String(error);
      // A typed arrow or circle the diagram cannot draw: said in the page's words, at its field.
      const field = /^options\.(arrows|circles)\b/.exec(message)?.[1];
      if (field) this.#field(field).setAttribute('aria-invalid', 'true');
      this.#status.textContent = field ? t.t('diagram.dialog.badShapes') : t.t('diagram.failed', { reason: failureText(t, error) });
    }
  }

  #forgetPreview() {
    if (this.#url) URL.revokeObjectURL(this.#url);
    this.#url = null;
  }

  /**
   * Saves or copies the diagram; the status line says how it went.
   * @param {string} act `svg`, `png`, `copy-svg` or `copy-png`
   */
  async #export(act) {
    const image = this.#image;
    const t = /** @type {Translator} */ (this.#t);
    if (!image) return;
    /** @type {Record<string, () => Promise<unknown>>} */
    const acts = {
      svg: async () => download(svgBlob(image), 'tobit-diagram.svg'),
      png: async () => download(await pngBlob(image), 'tobit-diagram.png'),
      'copy-svg': () => copySvg(image),
      'copy-png': () => copyPng(image),
    };
    const done = act.startsWith('copy') ? 'diagram.dialog.copied' : 'diagram.dialog.saved';
    try {
      await acts[act]();
      this.#status.textContent = t.t(done);
    } catch (error) {
      this.#status.textContent = t.t('diagram.failed', { reason: failureText(t, error) });
    }
  }
}

/** @type {Promise<DiagramDialog> | undefined} */
let made;

/**
 * Opens the Diagram dialog for a position (the study module loads with it the first time, and
 * its words, the catalog's `diagram` part, with the page's catalog).
 * @param {DiagramSource} source
 * @param {{translator?: Translator}} [words] the page's words, whose language the dialog speaks;
 *   by default the page's language
 * @returns {Promise<HTMLDialogElement>} the dialog, once open
 */
export async function openDiagram(source, words = {}) {
  addStyleSheet(new URL('./diagram.css', import.meta.url));
  made ??= loadStudy().then((study) => new DiagramDialog(study));
  made.catch(() => { made = undefined; });
  const lang = words.translator?.lang ?? languageFor(document.documentElement);
  const [dialog, t] = await Promise.all([made, loadTranslator(lang, { parts: ['diagram'] })]);
  dialog.open(source, t);
  return dialog.dialog;
}
