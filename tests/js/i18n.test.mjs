// Unit tests of the languages module and its catalogs: node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import {
  LANGUAGES, FALLBACK_LANGUAGE, LANGUAGE_KEY, pickLanguage, Translator, loadTranslator,
  LanguageChoice, translateDom, languageFor, validateCatalog, BUILT_IN_WORDS, builtInTranslator, prefetchCatalog,
} from '../../www/i18n/i18n.js';
import { memoryStorage } from './support/storage.mjs';
import { wwwJson } from './support/www.mjs';

const catalogs = Object.fromEntries(LANGUAGES.map(({ code }) => [code, wwwJson(`i18n/${code}.json`)]));
const english = catalogs[FALLBACK_LANGUAGE];

/** The `{name}` placeholders of one text, sorted. */
const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const isPlural = (message) => typeof message === 'object' && message !== null;
/** Every text of a message: the string, or each plural form. */
const forms = (message) => (isPlural(message) ? Object.values(message) : [message]);


/** A fetch serving the real catalogs under any base URL; `calls` records the URLs asked for. */
function catalogFetch({ failing = [] } = {}) {
  const calls = [];
  const fetch = async (url) => {
    calls.push(url);
    const code = url.match(/([\w-]+)\.json$/)[1];
    if (failing.includes(code) || !catalogs[code]) return { ok: false, status: 404, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => structuredClone(catalogs[code]) };
  };
  return { fetch: /** @type {typeof globalThis.fetch} */ (/** @type {any} */ (fetch)), calls };
}
let site = 0;
/** A fresh base URL, so the module's per-URL cache does not carry over between tests. */
const freshBase = () => `https://test-${++site}.example/i18n/`;

test('every offered language has a catalog with exactly the keys of the English one', () => {
  for (const [code, catalog] of Object.entries(catalogs)) {
    assert.deepEqual(Object.keys(catalog).sort(), Object.keys(english).sort(), `keys of ${code}.json`);
  }
});

test('every message is a non-empty text or a plural, the same kind in every language', () => {
  for (const [code, catalog] of Object.entries(catalogs)) {
    for (const [key, message] of Object.entries(catalog)) {
      assert.equal(isPlural(message), isPlural(english[key]), `${code}: "${key}" plural or not as in English`);
      for (const text of forms(message)) {
        assert.equal(typeof text, 'string', `${code}: "${key}"`);
        assert.notEqual(text.trim(), '', `${code}: "${key}" is empty`);
      }
    }
  }
});

test('every text of a message has the placeholders of the English message', () => {
  for (const [code, catalog] of Object.entries(catalogs)) {
    for (const [key, message] of Object.entries(catalog)) {
      const expected = placeholders(forms(english[key]).at(-1));
      for (const text of forms(message)) {
        assert.deepEqual(placeholders(text), expected, `${code}: "${key}": ${text}`);
      }
    }
  }
});

test('every catalog file is offered and every offered language\'s locale is known to Intl', () => {
  // lessons.<code>.json are the tutorial's catalogs (docs/LESSONS.md), not languages.
  const files = readdirSync(new URL('../../www/i18n/', import.meta.url))
    .filter((f) => f.endsWith('.json') && !f.startsWith('lessons.'));
  assert.deepEqual(files.map((f) => f.slice(0, -5)).sort(), LANGUAGES.map((l) => l.code).sort());
  for (const { code, intl } of LANGUAGES) {
    const locale = intl ?? code;
    const resolved = new Intl.PluralRules(locale).resolvedOptions().locale;
    assert.equal(resolved.split('-')[0], locale.split('-')[0], `Intl knows "${locale}" (else give the language an "intl" locale)`);
  }
});

test('every plural has exactly the categories Intl.PluralRules uses for its language', () => {
  for (const [code, catalog] of Object.entries(catalogs)) {
    const { intl } = LANGUAGES.find((l) => l.code === code);
    const needed = new Intl.PluralRules(intl ?? code).resolvedOptions().pluralCategories.sort();
    const plurals = Object.entries(catalog).filter(([, m]) => isPlural(m));
    assert.ok(plurals.length > 0);
    for (const [key, message] of plurals) {
      assert.deepEqual(Object.keys(message).sort(), needed, `${code}: "${key}"`);
    }
  }
  assert.deepEqual(new Intl.PluralRules('ru').resolvedOptions().pluralCategories.sort(), ['few', 'many', 'one', 'other']);
});

test('the manifest says what the English catalog says', () => {
  const manifest = wwwJson('manifest.webmanifest');
  assert.equal(manifest.name, english['manifest.name']);
  assert.equal(manifest.short_name, english['manifest.shortName']);
  assert.equal(manifest.description, english['manifest.description']);
});

test('Russian counts take the right form: 1 хул, 3 хула, 5 хулов, 21 хул, 1,5 хула', () => {
  const ru = new Translator('ru', catalogs.ru);
  const say = (count) => ru.t('announce.hullar', { count, points: '9' });
  assert.equal(say(1), '1 хул на 9');
  assert.equal(say(3), '3 хула на 9');
  assert.equal(say(5), '5 хулов на 9');
  assert.equal(say(11), '11 хулов на 9');
  assert.equal(say(21), '21 хул на 9');
  assert.equal(say(1.5), '1,5 хула на 9');
  assert.equal(ru.t('games.count', { count: 2 }), '2 партии');
  assert.equal(ru.t('games.count', { count: 12 }), '12 партий');
});

test('English counts take the right form: 1 hul, 2 hullar', () => {
  const en = new Translator('en', english);
  assert.equal(en.t('announce.hullar', { count: 1, points: '9' }), '1 hul on 9');
  assert.equal(en.t('announce.hullar', { count: 2, points: ['9', '16'] }), '2 hullar on 9 and 16');
  assert.equal(en.t('result.moves', { count: 1 }), '1 move');
  assert.equal(en.t('result.moves', { count: 1234 }), '1,234 moves');
});

test('numbers, dates and lists go through Intl in the chosen language', () => {
  const ru = new Translator('ru', catalogs.ru);
  const en = new Translator('en', english);
  assert.equal(ru.number(1234.5), new Intl.NumberFormat('ru').format(1234.5));
  assert.match(ru.number(1234.5), /^1\s234,5$/u);
  const day = new Date(Date.UTC(2026, 10, 23, 12, 0));
  assert.equal(ru.date(day, { dateStyle: 'long', timeZone: 'UTC' }), '23 ноября 2026 г.');
  assert.equal(en.date(day, { dateStyle: 'long', timeZone: 'UTC' }), 'November 23, 2026');
  assert.equal(ru.t('player.computer', { level: 3 }), 'Компьютер, уровень 3');
  assert.equal(
    ru.t('announce.capturePromotes', { side: ru.t('side.black'), from: 23, captured: [16, 30], to: 9 }),
    'Чёрные: с 23 бьют 16 и 30 и встают на 9, хул становится тобитом',
  );
  assert.equal(
    en.t('announce.capturePromotes', { side: en.t('side.black'), from: 23, captured: [16, 30], to: 9 }),
    'Black: 23 takes 16 and 30, lands on 9, becomes a tobit',
  );
  assert.equal(en.t('announce.move', { side: en.t('side.white'), from: 9, to: 16 }), 'White: 9 to 16');
  assert.equal(en.t('nav.positionWhite', { number: 12, total: 31 }), 'Move 12 of 31 (White)');
});

test('a language Intl does not know formats through its "intl" locale', () => {
  const kjh = new Translator('kjh', { n: { one: '{count} a', few: '{count} b', many: '{count} c', other: '{count} d' } }, 'ru');
  assert.equal(kjh.lang, 'kjh');
  assert.equal(kjh.t('n', { count: 5 }), '5 c');
  assert.equal(kjh.list(['16', '30']), '16 и 30');
});

test('a missing key shows itself, a missing parameter stays visible, a plural needs a count', () => {
  const en = new Translator('en', english);
  assert.equal(en.t('no.such.key'), 'no.such.key');
  assert.equal(en.t('announce.move', { side: 'White' }), 'White: {from} to {to}');
  assert.throws(() => en.t('result.moves'), /"result.moves" is a plural: give a numeric "count"/);
  assert.throws(() => en.t('result.moves', { count: '3' }), /numeric "count"/);
});

test('the browser\'s languages pick the default among the available ones', () => {
  assert.equal(pickLanguage(['ru-RU', 'en-US']), 'ru');
  assert.equal(pickLanguage(['de-DE', 'en-GB', 'ru']), 'en');
  assert.equal(pickLanguage(['kk', 'RU']), 'ru');
  assert.equal(pickLanguage(['fr', 'de']), FALLBACK_LANGUAGE);
  assert.equal(pickLanguage([]), FALLBACK_LANGUAGE);
  assert.equal(pickLanguage(['kjh-RU', 'ru'], ['en', 'ru', 'kjh']), 'kjh');
});

test('an element takes the language of its nearest lang attribute, else the browser\'s', () => {
  const inside = (lang) => /** @type {any} */ ({ closest: () => (lang === null ? null : { getAttribute: () => lang }) });
  assert.equal(languageFor(inside('ru'), ['en']), 'ru');
  assert.equal(languageFor(inside('ru-RU'), ['en']), 'ru');
  assert.equal(languageFor(inside('de'), ['ru', 'en']), 'ru');
  assert.equal(languageFor(inside(null), ['ru-RU']), 'ru');
  assert.equal(languageFor(inside(null), []), FALLBACK_LANGUAGE);
});

test('start() fetches only the browser\'s language; choose() switches at once, is remembered and re-renders', async () => {
  const { fetch, calls } = catalogFetch();
  const storage = memoryStorage();
  const choice = new LanguageChoice({ storage, preferred: ['ru-RU'], fetch, base: freshBase() });
  const seen = [];
  choice.subscribe((t) => seen.push(t.t('action.newGame')));
  const first = await choice.start();
  assert.equal(first.lang, 'ru');
  assert.deepEqual(calls.map((u) => u.split('/').at(-1)), ['ru.json']);
  assert.deepEqual(seen, ['Новая партия']);

  await choice.choose('en');
  assert.equal(choice.translator.lang, 'en');
  assert.equal(storage.getItem(LANGUAGE_KEY), 'en');
  assert.deepEqual(seen, ['Новая партия', 'New game']);

  const late = [];
  const stop = choice.subscribe((t) => late.push(t.lang));
  assert.deepEqual(late, ['en'], 'a new subscriber is called at once');
  stop();
  await choice.choose('ru');
  assert.deepEqual(late, ['en'], 'no call after unsubscribing');
  assert.equal(calls.length, 2, 'each catalog fetched once');
});

test('the remembered choice wins over the browser\'s language', async () => {
  const { fetch } = catalogFetch();
  const choice = new LanguageChoice({
    storage: memoryStorage({ [LANGUAGE_KEY]: 'en' }), preferred: ['ru'], fetch, base: freshBase(),
  });
  assert.equal((await choice.start()).lang, 'en');
  const stale = new LanguageChoice({
    storage: memoryStorage({ [LANGUAGE_KEY]: 'xx' }), preferred: ['ru'], fetch, base: freshBase(),
  });
  assert.equal((await stale.start()).lang, 'ru', 'a remembered language no longer offered is ignored');
});

test('a catalog that cannot be fetched: start() falls back to English, choose() keeps the language', async () => {
  const { fetch } = catalogFetch({ failing: ['ru'] });
  const choice = new LanguageChoice({ storage: memoryStorage(), preferred: ['ru'], fetch, base: freshBase() });
  assert.equal((await choice.start()).lang, 'en');
  await assert.rejects(choice.choose('ru'), /the "ru" messages could not be loaded: HTTP 404/);
  assert.equal(choice.translator.lang, 'en');
  await assert.rejects(choice.choose('xx'), /unknown language "xx" \(available: en, ru\)/);

  const nothing = new LanguageChoice({
    storage: null, preferred: ['ru'], fetch: catalogFetch({ failing: ['en', 'ru'] }).fetch, base: freshBase(),
  });
  const warn = console.warn;
  console.warn = () => {};
  try {
    const t = await nothing.start(); // never rejects: the built-in English words
    assert.equal(t.lang, 'en');
    assert.equal(t.t('page.wordsFailed'), english['page.wordsFailed']);
    assert.match(nothing.failure, /"ru" messages could not be loaded/);
  } finally {
    console.warn = warn;
  }
});

test('a catalog that is null, a list or holds a non-text is refused, and English is used instead', async () => {
  for (const bad of [null, [], { 'app.name': 3 }, 'text']) {
    const fetch = /** @type {any} */ (async (/** @type {string} */ url) => ({
      ok: true, status: 200, json: async () => (url.endsWith('ru.json') ? bad : structuredClone(english)),
    }));
    const base = freshBase();
    await assert.rejects(loadTranslator('ru', { fetch, base }), /"ru" messages could not be loaded: (the file is not a message catalog|message "app.name" is not a text)/);
    const choice = new LanguageChoice({ storage: null, preferred: ['ru'], fetch, base });
    const warn = console.warn;
    console.warn = () => {};
    try {
      assert.equal((await choice.start()).lang, 'en');
    } finally {
      console.warn = warn;
    }
    assert.equal(choice.failure, null, 'English loaded: nothing to say');
  }
  assert.equal(validateCatalog(english), english);
});

test('the built-in words are English catalog texts', () => {
  for (const [key, text] of Object.entries(BUILT_IN_WORDS)) assert.equal(text, english[key], key);
  assert.equal(builtInTranslator().t('site.nav.rules'), english['site.nav.rules']);
});

test('a storage that throws neither blocks the start nor the choice', async () => {
  const broken = /** @type {any} */ ({ getItem() { throw new Error('denied'); }, setItem() { throw new Error('full'); } });
  const choice = new LanguageChoice({ storage: broken, preferred: ['en'], fetch: catalogFetch().fetch, base: freshBase() });
  assert.equal((await choice.start()).lang, 'en');
  assert.equal((await choice.choose('ru')).lang, 'ru');
});

test('loadTranslator shares one fetch between callers of the same language', async () => {
  const { fetch, calls } = catalogFetch();
  const base = freshBase();
  const [a, b] = await Promise.all([loadTranslator('ru', { fetch, base }), loadTranslator('ru', { fetch, base })]);
  assert.equal(a, b);
  assert.equal(calls.length, 1);
});

/** Just enough of an Element for translateDom. */
class FakeElement {
  constructor(attrs = {}, children = []) { this.attrs = /** @type {Record<string, string>} */ ({ ...attrs }); this.children = children; this.textContent = ''; }
  getAttribute(name) { return this.attrs[name] ?? null; }
  setAttribute(name, value) { this.attrs[name] = value; }
  matches(selector) { return this.getAttribute(selector.slice(1, -1)) !== null; }
  querySelectorAll(selector) { return this.children.flatMap((c) => [...(c.matches(selector) ? [c] : []), ...c.querySelectorAll(selector)]); }
}

test('translateDom fills marked text and attributes, with parameters, the root included', () => {
  const ru = new Translator('ru', catalogs.ru);
  const title = new FakeElement({ 'data-i18n': 'games.count', 'data-i18n-params': '{"count": 5}' });
  const button = new FakeElement({ 'data-i18n': 'action.undo', 'data-i18n-attr': 'aria-label: action.undo; title:nav.first' });
  const root = new FakeElement({ 'data-i18n-attr': 'aria-label:layout.board' }, [title, new FakeElement({}, [button])]);
  translateDom(/** @type {any} */ (root), ru);
  assert.equal(title.textContent, '5 партий');
  assert.equal(button.textContent, 'Отменить ход');
  assert.equal(button.attrs['aria-label'], 'Отменить ход');
  assert.equal(button.attrs.title, 'К первому ходу');
  assert.equal(root.attrs['aria-label'], 'Доска');

  const holder = new FakeElement({}, [title]);
  const documentLike = { querySelectorAll: (s) => holder.querySelectorAll(s), documentElement: { lang: 'en' } };
  translateDom(/** @type {any} */ (documentLike), ru);
  assert.equal(documentLike.documentElement.lang, 'ru');
});

test('the Russian words name the Khakas pieces in one plural scheme (хулы, хулов; тобиты, тобитов)', () => {
  const texts = [wwwJson('i18n/ru.json'), wwwJson('i18n/lessons.ru.json')]
    .flatMap((catalog) => Object.entries(catalog).flatMap(([key, message]) => forms(message).map((text) => [key, text])));
  // Only the glossary names the Khakas plural, as a fact about the word.
  const khakasPlural = texts.filter(([key, text]) => /хуллар/.test(text) && key !== 'rules.terms.hul.term');
  assert.deepEqual(khakasPlural.map(([key]) => key), []);
  assert.match(wwwJson('i18n/ru.json')['rules.terms.hul.term'], /хуллар/);
});

test('a page with a part of the catalog gets both files merged, each fetched once per page', async () => {
  const calls = [];
  const base = freshBase();
  const fetch = /** @type {typeof globalThis.fetch} */ (/** @type {any} */ (async (url) => {
    calls.push(url.split('/').at(-1));
    const part = url.endsWith('/learn.en.json');
    return { ok: true, status: 200, json: async () => (part ? { 'learn.only': 'Lesson' } : { 'app.name': 'Tobit' }) };
  }));
  const [page, board] = await Promise.all([
    loadTranslator('en', { base, fetch, parts: ['learn'] }),
    loadTranslator('en', { base, fetch }),
  ]);
  assert.equal(page.t('learn.only'), 'Lesson');
  assert.equal(page.t('app.name'), 'Tobit');
  assert.equal(board.t('app.name'), 'Tobit');
  assert.deepEqual(calls.sort(), ['en.json', 'learn.en.json']);
  assert.equal(await loadTranslator('en', { base, fetch, parts: ['learn'] }), page, 'later calls share the Translator');
});

test('a screen loaded on demand adds its part of the catalog: re-rendered now, kept after a change of language', async () => {
  const calls = [];
  const fetch = /** @type {typeof globalThis.fetch} */ (/** @type {any} */ (async (url) => {
    const file = url.split('/').at(-1);
    calls.push(file);
    const [, part, code] = /^(?:(\w+)\.)?(\w+)\.json$/.exec(file) ?? [];
    if (part === 'missing') return { ok: false, status: 404, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => (part ? { [`${part}.word`]: `${part} ${code}` } : { 'app.name': code }) };
  }));
  const choice = new LanguageChoice({ storage: memoryStorage(), preferred: ['en'], fetch, base: freshBase() });
  /** @type {string[]} */
  const seen = [];
  choice.subscribe((t) => seen.push(t.t('pdn.word')));
  await choice.start();
  assert.deepEqual(seen, ['pdn.word'], 'the first load has no part');
  await choice.need('pdn');
  assert.deepEqual(seen, ['pdn.word', 'pdn en'], 'the subscribers re-render with the part');
  await choice.need('pdn');
  assert.equal(seen.length, 2, 'a part already there changes nothing');
  await choice.choose('ru');
  assert.equal(choice.translator?.t('pdn.word'), 'pdn ru', 'another language brings the part too');
  await assert.rejects(choice.need('missing'));
  assert.equal(choice.translator?.t('pdn.word'), 'pdn ru', 'a part that cannot be loaded leaves the words as they were');
  assert.deepEqual(calls.filter((f) => f.startsWith('pdn.')), ['pdn.en.json', 'pdn.ru.json']);
});

test('a language marked plainNumbers has Intl write its whole numbers 0-999 as plain digits, as the Translator does without Intl', () => {
  for (const language of LANGUAGES.filter((l) => l.plainNumbers)) {
    const format = new Intl.NumberFormat(language.intl ?? language.code);
    const translator = new Translator(language.code, {}, language.intl);
    for (let n = 0; n < 1000; n++) {
      assert.equal(format.format(n), String(n), `${language.code} ${n}`);
      assert.equal(translator.number(n), String(n));
    }
    assert.equal(translator.number(1000), format.format(1000), 'larger numbers by Intl');
    assert.equal(translator.number(2.5), format.format(2.5), 'fractions by Intl');
  }
});

test('prefetchCatalog fetches the catalog start() loads first, and start() takes that fetch', async () => {
  const { fetch, calls } = catalogFetch();
  const base = freshBase();
  const storage = memoryStorage({ [LANGUAGE_KEY]: 'ru' });
  prefetchCatalog({ storage, preferred: ['en'], base, fetch });
  assert.deepEqual(calls, [`${base}ru.json`], 'the remembered language, at once');
  const choice = new LanguageChoice({ storage, preferred: ['en'], fetch, base });
  assert.equal((await choice.start()).lang, 'ru');
  assert.equal(calls.length, 1, 'start() fetched nothing more');
});

test('a calendar day (a puzzle result\'s, a tournament\'s) is written with the month in letters, in the page\'s language', () => {
  const en = new Translator('en', english);
  const ru = new Translator('ru', catalogs.ru);
  assert.equal(en.day('2026-11-27'), 'Nov 27, 2026');
  assert.match(ru.day('2026-11-27'), /^27 нояб\. 2026/);
  assert.equal(en.day(''), '');
  assert.equal(en.day(null), '');
  // The puzzle history's line takes it so.
  assert.equal(en.t('puzzle.historySolved', { day: en.day('2026-03-05'), rating: 980 }), 'Mar 5, 2026: solved, rating 980');
});
