// @ts-check
// Languages: the message catalogs (www/i18n/<code>.json, one flat file per language), the choice
// of language (browser default, remembered picker choice) and the formatter. Only the chosen
// language's catalog is fetched. The build moves the learning pages' own words into
// i18n/learn.<code>.json (scripts/build/catalogs.mjs), which those pages load as a part of their
// catalog (`parts`). A translator's guide is docs/TRANSLATING.md.
import { deviceStorage, readText, writeText } from '../lib/storage.js';

/** @typedef {import('../lib/storage.js').KeyStorage} KeyStorage */

/**
 * The languages offered, in the picker's order: `code` names the catalog file
 * (`i18n/<code>.json`) and is a BCP 47 tag; `name` is the language's name in itself; `intl`,
 * when given, is the locale whose plural rules, number, date and list formats `Intl` uses for
 * it (for a language the browsers' Intl does not know, such as Khakas); `plainNumbers`, that
 * Intl writes its whole numbers from 0 to 999 as plain digits 0-9, so the Translator writes those
 * itself (the board's point numbers: a page's first `Intl.NumberFormat` costs tens of
 * milliseconds before the first board; tests/js/i18n.test.mjs checks the claim). Adding a
 * language = adding its catalog and one line here.
 * @type {ReadonlyArray<{code: string, name: string, intl?: string, plainNumbers?: boolean}>}
 */
export const LANGUAGES = Object.freeze([
  { code: 'en', name: 'English', plainNumbers: true },
  { code: 'ru', name: 'Русский', plainNumbers: true },
]);

/** The language used when none of the browser's languages is available. */
export const FALLBACK_LANGUAGE = 'en';

/** The localStorage key that remembers the picker's choice. */
export const LANGUAGE_KEY = 'tobit.language';

/**
 * A plural message: one text per plural category of the language (`Intl.PluralRules`),
 * chosen by the numeric parameter `count`; `other` is always present.
 * @typedef {{zero?: string, one?: string, two?: string, few?: string, many?: string, other: string}} PluralMessage
 */
/** @typedef {Record<string, string | PluralMessage>} Catalog */
/**
 * Message parameters: numbers go through `Intl.NumberFormat`, dates through
 * `Intl.DateTimeFormat`, arrays through `Intl.ListFormat` ("16 and 30"), strings as they are.
 * @typedef {Record<string, string | number | Date | Array<string | number>>} Params
 */

/**
 * The first of the `preferred` tags (e.g. navigator.languages) that one of `available` serves:
 * an exact match, else the same base language (`ru-RU` → `ru`); FALLBACK_LANGUAGE when none.
 * @param {readonly string[]} preferred
 * @param {readonly string[]} [available]
 * @returns {string}
 */
export function pickLanguage(preferred, available = LANGUAGES.map((l) => l.code)) {
  const base = (/** @type {string} */ tag) => tag.toLowerCase().split('-')[0];
  for (const tag of preferred ?? []) {
    if (typeof tag !== 'string') continue;
    const exact = available.find((code) => code.toLowerCase() === tag.toLowerCase());
    const near = exact ?? available.find((code) => base(code) === base(tag));
    if (near) return near;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The language for an element (the board, the embed page): the `lang` of the element or its
 * nearest ancestor when one is available, else the browser's languages.
 * @param {Element} element
 * @param {readonly string[]} [preferred]
 * @returns {string}
 */
export function languageFor(element, preferred = globalThis.navigator?.languages ?? []) {
  const lang = element.closest('[lang]')?.getAttribute('lang');
  return pickLanguage(lang ? [lang, ...preferred] : preferred);
}

/** The words of one language: `t(key, params)` plus the `Intl` formatters for that language. */
export class Translator {
  /**
   * @param {string} lang a BCP 47 tag (what `<html lang>` gets)
   * @param {Catalog} catalog
   * @param {string} [locale] the locale for Intl (default: `lang`)
   */
  constructor(lang, catalog, locale = lang) {
    /** The language's tag. */
    this.lang = lang;
    /** The locale of the Intl formatters. */
    this.locale = locale;
    /** The catalog's messages. */
    this.catalog = catalog;
    /** The Intl formatters made so far, by kind and options (making one costs far more than using it). */
    this.formatters = new Map();
    /** Whole numbers 0-999 are plain digits in this language (LANGUAGES). */
    this.plainNumbers = LANGUAGES.find((l) => l.code === lang)?.plainNumbers ?? false;
  }

  /**
   * The formatter of `kind` for `options`, made once per translator.
   * @template T
   * @param {string} kind
   * @param {object | undefined} options
   * @param {() => T} make
   * @returns {T}
   */
  formatter(kind, options, make) {
    const key = `${kind} ${JSON.stringify(options ?? {})}`;
    let formatter = this.formatters.get(key);
    if (formatter === undefined) {
      formatter = make();
      this.formatters.set(key, formatter);
    }
    return formatter;
  }

  /**
   * The message `key` with its `{name}` placeholders filled from `params`. A plural message
   * picks its form by `params.count`. A key missing from the catalog gives the key itself
   * (visible, so a gap is noticed); a placeholder without a parameter stays as `{name}`.
   * @param {string} key
   * @param {Params} [params]
   * @returns {string}
   */
  t(key, params = {}) {
    const message = this.catalog[key];
    if (message === undefined) return key;
    let text = message;
    if (typeof message !== 'string') {
      const count = params.count;
      if (typeof count !== 'number') throw new TypeError(`message "${key}" is a plural: give a numeric "count"`);
      const plurals = this.formatter('plural', undefined, () => new Intl.PluralRules(this.locale));
      text = message[plurals.select(count)] ?? message.other;
    }
    return /** @type {string} */ (text).replace(/\{(\w+)\}/g, (whole, name) => (
      Object.hasOwn(params, name) ? this.format(params[name]) : whole));
  }

  /**
   * One parameter as text in this language.
   * @param {string | number | Date | Array<string | number>} value
   * @returns {string}
   */
  format(value) {
    if (typeof value === 'number') return this.number(value);
    if (value instanceof Date) return this.date(value);
    if (Array.isArray(value)) return this.list(value.map((v) => this.format(v)));
    return String(value);
  }

  /**
   * @param {number} n
   * @param {Intl.NumberFormatOptions} [options]
   */
  number(n, options) {
    if (options === undefined && this.plainNumbers && Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
    return this.formatter('number', options, () => new Intl.NumberFormat(this.locale, options)).format(n);
  }

  /**
   * @param {Date | number} date
   * @param {Intl.DateTimeFormatOptions} [options] default: medium date, short time
   */
  date(date, options = { dateStyle: 'medium', timeStyle: 'short' }) {
    return this.formatter('date', options, () => new Intl.DateTimeFormat(this.locale, options)).format(date);
  }

  /**
   * A calendar day given as "YYYY-MM-DD" (a form's, a puzzle result's), with the month in
   * letters, so no reader mistakes the day for the month ("27 нояб. 2026 г.", "Nov 27, 2026");
   * empty for none.
   * @param {string | null | undefined} iso
   */
  day(iso) {
    const [y, m, d] = (iso ?? '').split('-').map(Number);
    return y && m && d ? this.date(new Date(y, m - 1, d), { day: 'numeric', month: 'short', year: 'numeric' }) : '';
  }

  /**
   * "16, 23 and 30" / "16, 23 и 30".
   * @param {string[]} items
   * @param {'conjunction' | 'disjunction'} [type]
   */
  list(items, type = 'conjunction') {
    return this.formatter('list', { type }, () => new Intl.ListFormat(this.locale, { type })).format(items);
  }
}

/**
 * The words a page needs when no catalog at all can be loaded (the last fallback, English): the
 * header and the message saying so. Each is en.json's own text (tests/js/i18n.test.mjs checks).
 * @type {Readonly<Catalog>}
 */
export const BUILT_IN_WORDS = /* @__PURE__ */ Object.freeze({
  'app.name': 'Tobit',
  'language.label': 'Language',
  'site.menu': 'Main menu',
  'site.nav.label': 'Pages',
  'site.nav.play': 'Play',
  'site.nav.rules': 'Rules',
  'site.nav.tutorial': 'Tutorial',
  'site.nav.puzzles': 'Puzzles',
  'site.nav.analysis': 'Analysis',
  'page.wordsFailed': 'The words of this page could not be loaded. Reload the page to try again.',
});

/** The Translator of the built-in words (BUILT_IN_WORDS), in English. */
export function builtInTranslator() {
  return new Translator(FALLBACK_LANGUAGE, BUILT_IN_WORDS);
}

/**
 * Checks that `data` is a catalog: an object of messages, each a string or a plural message.
 * @param {unknown} data
 * @returns {Catalog}
 * @throws {Error} naming what is wrong
 */
export function validateCatalog(data) {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('the file is not a message catalog (an object of messages)');
  }
  for (const [key, message] of Object.entries(data)) {
    const plural = message !== null && typeof message === 'object' && typeof message.other === 'string';
    if (typeof message !== 'string' && !plural) throw new Error(`message "${key}" is not a text`);
  }
  return /** @type {Catalog} */ (data);
}

/**
 * Catalogs (by URL) and Translators (by their catalogs' URLs) already fetched or being fetched.
 * Kept on the global object, so that every copy of this module on a page (a bundle of the
 * element and a page script importing it on its own) shares one fetch per file.
 * @type {Map<string, Promise<Catalog>>}
 */
const catalogs = /** @type {any} */ (globalThis)[Symbol.for('tobit.i18n.catalogFiles')] ??= new Map();
/** @type {Map<string, Promise<Translator>>} */
const translators = /** @type {any} */ (globalThis)[Symbol.for('tobit.i18n.translators')] ??= new Map();
/**
 * The catalog files whose fetch prefetchCatalog started (in a classic script of its own, before
 * this module ran): URL → the fetch's response, taken by the first fetchCatalog of that URL.
 * @type {Map<string, Promise<Response>>}
 */
const prefetched = /** @type {any} */ (globalThis)[Symbol.for('tobit.i18n.prefetched')] ??= new Map();

/**
 * The catalog at `url`, fetched once (a failure is forgotten, so that a later call tries again).
 * @param {string} url
 * @param {typeof fetch} fetch
 * @returns {Promise<Catalog>}
 */
function fetchCatalog(url, fetch) {
  let catalog = catalogs.get(url);
  if (!catalog) {
    const early = prefetched.get(url);
    prefetched.delete(url);
    catalog = (early ?? fetch(url)).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return validateCatalog(await response.json());
    });
    catalog.catch(() => catalogs.delete(url));
    catalogs.set(url, catalog);
  }
  return catalog;
}

/**
 * The Translator for `lang`, its catalog fetched once per page (later calls share it): the
 * language's catalog `<lang>.json` and, for each of `parts`, `<part>.<lang>.json` (`learn`: the
 * learning pages' words).
 * Rejects with an Error naming the language when a catalog cannot be fetched or read.
 * @param {string} lang one of LANGUAGES' codes
 * @param {{base?: URL | string, fetch?: typeof fetch, parts?: readonly string[]}} [options] `base`: the catalogs' folder
 * @returns {Promise<Translator>}
 */
export function loadTranslator(lang, { base = new URL('./', import.meta.url), fetch = globalThis.fetch, parts = [] } = {}) {
  const language = LANGUAGES.find((l) => l.code === lang);
  if (!language) {
    return Promise.reject(new Error(`unknown language "${lang}" (available: ${LANGUAGES.map((l) => l.code).join(', ')})`));
  }
  const urls = [`${lang}.json`, ...parts.map((part) => `${part}.${lang}.json`)].map((file) => new URL(file, base).href);
  const key = urls.join(' ');
  let translator = translators.get(key);
  if (!translator) {
    translator = Promise.all(urls.map((url) => fetchCatalog(url, fetch))).then(
      (loaded) => new Translator(lang, Object.assign({}, ...loaded), language.intl),
      (error) => {
        translators.delete(key); // a later attempt may succeed
        throw new Error(`the "${lang}" messages could not be loaded: ${error.message}`);
      },
    );
    translators.set(key, translator);
  }
  return translator;
}

/**
 * The picker's remembered choice in `storage`, when it is still offered.
 * @param {KeyStorage | null} storage
 * @returns {string | null}
 */
function rememberedLanguage(storage) {
  const code = readText(LANGUAGE_KEY, storage); // storage disabled: null
  return LANGUAGES.some((l) => l.code === code) ? code : null;
}

/**
 * The language a page starts in: the remembered choice, else the browser's.
 * @param {KeyStorage | null} [storage]
 * @param {readonly string[]} [preferred]
 */
export function initialLanguage(storage = deviceStorage(), preferred = globalThis.navigator?.languages ?? []) {
  return rememberedLanguage(storage) ?? pickLanguage(preferred);
}

/**
 * Starts fetching the catalog a LanguageChoice's start() loads first (with the same defaults),
 * without choosing it yet. app/prefetch.js calls it: the build makes that a classic script,
 * which runs as soon as it arrives, before the page's modules, so the catalog comes in parallel
 * with them; start() then shares the fetch (loadTranslator).
 * @param {{storage?: KeyStorage | null, preferred?: readonly string[], base?: URL | string, fetch?: typeof fetch}} [options]
 */
export function prefetchCatalog({ storage = deviceStorage(), preferred = globalThis.navigator?.languages ?? [], base = new URL('./', import.meta.url), fetch = globalThis.fetch } = {}) {
  const url = new URL(`${initialLanguage(storage, preferred)}.json`, base).href;
  const response = fetch(url);
  response.catch(() => {}); // start() fetches it again and says why
  prefetched.set(url, response);
}

/**
 * The page's language: starts from the remembered choice or the browser's languages, changes
 * at once when the picker chooses, and tells every subscriber so visible texts re-render.
 */
export class LanguageChoice {
  /**
   * @param {{storage?: KeyStorage | null, preferred?: readonly string[], base?: URL | string, fetch?: typeof fetch, parts?: readonly string[]}} [options]
   *   defaults: localStorage, navigator.languages, the catalogs next to this module, fetch, no
   *   parts (loadTranslator)
   */
  constructor({ storage = deviceStorage(), preferred = globalThis.navigator?.languages ?? [], ...load } = {}) {
    this.storage = storage;
    this.preferred = preferred;
    this.load = load;
    /** @type {Translator | null} the current language, null until start() resolves */
    this.translator = null;
    /** @type {string | null} why no catalog could be loaded (the built-in words are used) */
    this.failure = null;
    /** @type {Set<(t: Translator) => void>} */
    this.listeners = new Set();
  }

  /** The latest loading of the parts asked for (need), settled once their words are set. */
  #parts = Promise.resolve();

  /** The remembered choice, when it is still offered. */
  remembered() {
    return rememberedLanguage(this.storage);
  }

  /** The language start() loads first: the remembered choice, else the browser's. */
  initial() {
    return initialLanguage(this.storage, this.preferred);
  }

  /**
   * Loads the remembered language, else the browser's; falls back to FALLBACK_LANGUAGE when
   * that catalog cannot be loaded, and to the built-in words when none can (`failure` then
   * says why, and the page shows `page.wordsFailed`). Never rejects.
   * @returns {Promise<Translator>}
   */
  async start() {
    const code = this.initial();
    let translator;
    for (const lang of new Set([code, FALLBACK_LANGUAGE])) {
      try {
        translator = await loadTranslator(lang, this.load);
        break;
      } catch (error) {
        this.failure ??= error instanceof Error ? error.message : String(error);
        console.warn(this.failure);
      }
    }
    translator ??= builtInTranslator();
    if (translator.catalog !== BUILT_IN_WORDS) this.failure = null;
    this.#set(translator);
    return translator;
  }

  /**
   * The picker's choice: loads `code`, remembers it and re-renders every subscriber. On a
   * failure it rejects and the current language stays.
   * @param {string} code
   * @returns {Promise<Translator>}
   */
  async choose(code) {
    const translator = await loadTranslator(code, this.load);
    writeText(LANGUAGE_KEY, code, this.storage); // refused: the choice holds for this page only
    this.#set(translator);
    return translator;
  }

  /**
   * Adds the part `part` of the catalog (`<part>.<lang>.json`: the words of screens that load on
   * demand, split off by scripts/build/catalogs.mjs) to the page's words, now and after every
   * change of language; resolves once the current language has it and the subscribers have
   * re-rendered. Rejects when the part cannot be loaded, the words staying as they were. Before
   * start() has loaded a catalog, or without any catalog, it only adds the part for later.
   * @param {string} part
   * @returns {Promise<void>} a part asked for before: the latest loading of parts
   */
  need(part) {
    const parts = this.load.parts ?? [];
    if (parts.includes(part)) return this.#parts;
    this.load = { ...this.load, parts: [...parts, part] };
    const current = this.translator;
    if (!current || current.catalog === BUILT_IN_WORDS) return Promise.resolve();
    const wanted = this.load;
    this.#parts = loadTranslator(current.lang, wanted).then((translator) => {
      // A later call or a change of language has loaded (or is loading) every part already.
      if (this.load === wanted && this.translator === current) this.#set(translator);
    }, (error) => {
      // Without it: a later change of language must not fail for the part's sake.
      this.load = { ...this.load, parts: (this.load.parts ?? []).filter((p) => p !== part) };
      throw error;
    });
    return this.#parts;
  }

  /**
   * Calls `listener(translator)` now (when a language is loaded) and after every change.
   * @param {(t: Translator) => void} listener
   * @returns {() => void} unsubscribes
   */
  subscribe(listener) {
    this.listeners.add(listener);
    if (this.translator) listener(this.translator);
    return () => this.listeners.delete(listener);
  }

  /** @param {Translator} translator */
  #set(translator) {
    this.translator = translator;
    for (const listener of this.listeners) listener(translator);
  }
}

/**
 * The parameters of a marked element: `data-i18n-params` holds JSON (`{"count": 3}`).
 * @param {Element} el
 * @returns {Params}
 */
function paramsOf(el) {
  const json = el.getAttribute('data-i18n-params');
  return json ? JSON.parse(json) : {};
}

/**
 * Fills marked DOM under `root` (the root included) from `translator`:
 * `data-i18n="key"` sets the text; `data-i18n-attr="aria-label:key; title:key2"` sets
 * attributes; `data-i18n-params` gives both their parameters as JSON. On a Document it also
 * sets `<html lang>`.
 * @param {ParentNode} root a Document, an Element or a ShadowRoot
 * @param {Translator} translator
 */
export function translateDom(root, translator) {
  const all = (/** @type {string} */ selector) => [
    ...('matches' in root && /** @type {Element} */ (root).matches(selector) ? [/** @type {Element} */ (root)] : []),
    ...Array.from(root.querySelectorAll(selector)),
  ];
  for (const el of all('[data-i18n]')) {
    el.textContent = translator.t(/** @type {string} */ (el.getAttribute('data-i18n')), paramsOf(el));
  }
  for (const el of all('[data-i18n-attr]')) {
    for (const pair of /** @type {string} */ (el.getAttribute('data-i18n-attr')).split(';')) {
      const [attr, key] = pair.split(':').map((s) => s.trim());
      if (attr && key) el.setAttribute(attr, translator.t(key, paramsOf(el)));
    }
  }
  if ('documentElement' in root) /** @type {Document} */ (root).documentElement.lang = translator.lang;
}
