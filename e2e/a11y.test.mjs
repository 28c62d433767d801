// Everyone can play (axe-core on every page: a11y-pages.test.mjs): whole games against the
// computer are played by keyboard only (the cursor along the chols, Enter) and by typed notation; the live region says moves, a capture, a
// promotion, a compulsory capture, a refusal and the end in English and Russian; the
// high-contrast theme's colours, read back from the canvas pixels, reach 4.5:1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openProbe } from './support/app.mjs';
import { catalog } from './support/www.mjs';

const CATALOGS = {
  en: catalog('en'),
  ru: catalog('ru'),
};
const LANGS = /** @type {const} */ (['en', 'ru']);

/** The cursor's point: the listbox's active option. */
function cursor(page) {
  return page.evaluate(() => {
    const list = document.getElementById('probe').shadowRoot.querySelector('[role=listbox]');
    return Number(/p(\d+)$/.exec(list.getAttribute('aria-activedescendant') ?? '')?.[1] ?? 0);
  });
}

/** Tabs to the board and checks that its listbox has the focus. */
async function focusBoard(page) {
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const probe = /** @type {any} */ (document.getElementById('probe'));
    return document.activeElement === probe && probe.shadowRoot.activeElement?.getAttribute('role');
  });
  assert.equal(focused, 'listbox', 'the board is the first tab stop and its points get the focus');
}

/**
 * Where each arrow key takes the cursor from each point, found with the element's own rule
 * (element/access/move-keys.js `along`) over the chols the page module reports.
 */
function arrowMap(page) {
  return page.evaluate(async () => {
    const wasm = '../../wasm/loader.js';
    const keyboard = '../../element/access/move-keys.js';
    const { loadTobit } = await import(wasm);
    const { along } = await import(keyboard);
    const tobit = await loadTobit();
    const board = new tobit.Board(document.createElement('canvas'));
    const probe = /** @type {any} */ (document.getElementById('probe'));
    const map = {};
    for (let p = 1; p <= 38; p++) {
      map[p] = {};
      for (const [key, way] of [['ArrowUp', 'up'], ['ArrowDown', 'down'], ['ArrowLeft', 'left'], ['ArrowRight', 'right']]) {
        map[p][key] = along(p, way, board.neighbours(p), (q) => probe.pointCenter(q)) ?? null;
      }
    }
    return map;
  });
}

/** The arrow keys from `from` to `to` (breadth first over `map`). */
function route(map, from, to) {
  const seen = new Map([[from, []]]);
  const queue = [from];
  while (queue.length) {
    const p = queue.shift();
    if (p === to) return seen.get(p);
    for (const [key, q] of Object.entries(map[p])) {
      if (q !== null && !seen.has(q)) {
        seen.set(q, [...seen.get(p), key]);
        queue.push(q);
      }
    }
  }
  throw new Error(`no arrow route from ${from} to ${to}`);
}

/** Waits until it is White's turn (the computer plays Black) or the game is over. */
function whiteToPlay(page) {
  return page.waitForFunction(() => {
    const probe = /** @type {any} */ (document.getElementById('probe'));
    const status = probe.status();
    return status.over || (status.sideToMove === 'white' && !probe.isAnimating());
  }, null, { timeout: 30000 });
}

test('a whole game against the computer (level 1) played with the keyboard only', async (t) => {
  const { page, browser, board } = await openProbe(t, { mode: 'ai-black', level: '1', animation: '0' }, {}, { lang: 'en' });
  await focusBoard(page);
  const map = await arrowMap(page);
  // Every point is reachable from every other by the arrows.
  for (let p = 2; p <= 38; p++) route(map, 1, p);
  let presses = 0;
  let moves = 0;
  for (;;) {
    await whiteToPlay(page);
    if ((await board.status()).over) break;
    const before = (await board.history()).length;
    const [move] = await board.legalMoves();
    // Pick the piece, then go to each landing point until the move is played (a capture's last
    // point alone completes it when that is unambiguous).
    for (const point of move.path) {
      for (const key of route(map, await cursor(page), point)) {
        await page.keyboard.press(key);
        presses += 1;
      }
      assert.equal(await cursor(page), point);
      await page.keyboard.press(presses % 2 ? 'Enter' : 'Space');
      presses += 1;
      if ((await board.history()).length > before) break;
    }
    const history = await board.history();
    assert.equal(history[before], move.notation, 'the keys played the move');
    moves += 1;
    assert.ok(moves < 300, 'the game ends');
  }
  const status = await board.status();
  assert.ok(status.over);
  const live = await liveText(page);
  assert.match(live, /Game over\./);
  t.diagnostic(`keyboard game: ${moves} moves by keys (${presses} key presses), result ${status.outcome?.score} (${status.outcome?.reason}); last words: ${live}`);
  browser.assertClean();
});

test('a whole game against the computer entered by typed notation, and a refused one', async (t) => {
  const { page, browser, board } = await openProbe(t, { mode: 'ai-black', level: '1', animation: '0' }, {}, { lang: 'en' });
  await focusBoard(page);
  await page.evaluate(() => {
    window.__refused = [];
    document.getElementById('probe').addEventListener('refused', (e) => window.__refused.push(/** @type {CustomEvent} */ (e).detail));
  });
  await page.keyboard.type('9-10');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__refused.length === 1);
  assert.equal((await page.evaluate(() => window.__refused[0])).reason, 'illegal');
  assert.equal(await liveText(page), '9-10 is not possible here.');
  assert.deepEqual(await board.history(), []);
  let moves = 0;
  for (;;) {
    await whiteToPlay(page);
    if ((await board.status()).over) break;
    const legal = await board.legalMoves();
    const move = legal[moves % legal.length];
    const before = (await board.history()).length;
    await page.keyboard.type(move.notation);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => /** @type {any} */ (document.getElementById('probe')).history().length > n, before);
    assert.equal((await board.history())[before], move.notation);
    moves += 1;
    assert.ok(moves < 300, 'the game ends');
  }
  const status = await board.status();
  t.diagnostic(`typed game: ${moves} moves typed, result ${status.outcome?.score} (${status.outcome?.reason})`);
  browser.assertClean();
});

/** The live region's text. */
function liveText(page) {
  return page.evaluate(() => document.getElementById('probe').shadowRoot.querySelector('[role=status]').textContent);
}

/** The message `key` of `lang` with its placeholders filled (plain values only). */
function message(lang, key, params = {}) {
  return CATALOGS[lang][key].replace(/\{(\w+)\}/g, (_, name) => String(params[name]));
}

/** Types `text` then Enter on the focused board, and waits until the live region says `expected`. */
async function typeAndHear(page, text, expected) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.waitForFunction((want) => document.getElementById('probe').shadowRoot.querySelector('[role=status]').textContent === want,
    expected, { timeout: 5000 }).catch(() => {});
  assert.equal(await liveText(page), expected, `after ${text}`);
}

for (const lang of LANGS) {
  test(`the live region says a move, a capture, a promotion, a compulsory capture and the end (${lang})`, async (t) => {
    const { page, browser, board } = await openProbe(t, { mode: 'play', animation: '0', lang }, {}, { lang });
    await focusBoard(page);
    const m = (key, params) => message(lang, key, params);
    const white = m('side.white');
    const black = m('side.black');
    await typeAndHear(page, '9-16', `${m('announce.move', { side: white, from: 9, to: 16 })}. ${m('announce.blackToMove')}`);
    await board.call('setPosition', 'W:W16:B23,37');
    await typeAndHear(page, '16x30', `${m('announce.capture', { side: white, from: 16, to: 30, captured: 23 })}. ${m('announce.blackToMove')}`);
    await board.call('setPosition', 'W:W30,1:B37');
    await typeAndHear(page, '30-36', `${m('announce.movePromotes', { side: white, from: 30, to: 36 })}. ${m('announce.blackToMove')}`);
    await board.call('setPosition', 'B:W16:B23,37');
    assert.equal(await liveText(page), `${m('announce.blackToMove')} ${m('announce.mustCapture')}`);
    await typeAndHear(page, '37-31', m('refused.mustCapture'));
    await board.call('setPosition', 'W:W23:B30');
    const result = `${m('outcome.line', { result: m('result.whiteWon'), score: '2-0' })} ${m('result.why.whiteTookAll')}`;
    await typeAndHear(page, '23x36', `${m('announce.capturePromotes', { side: white, from: 23, to: 36, captured: 30 })}. ${m('announce.result', { result })}`);
    // Keys ask for the position and the last move.
    await page.keyboard.press('p');
    await page.waitForFunction(() => document.getElementById('probe').shadowRoot.querySelector('[role=status]').textContent.includes(':'));
    const position = await liveText(page);
    assert.ok(position.startsWith(`${white}: `) && position.includes(`${black}: ${m('announce.noPieces')}`), position);
    if (lang === 'en') assert.equal(position, 'White: 1 tobit on 36. Black: no pieces');
    await page.keyboard.press('l');
    await page.waitForFunction((p) => document.getElementById('probe').shadowRoot.querySelector('[role=status]').textContent !== p, position);
    assert.ok((await liveText(page)).startsWith(m('announce.lastMove', { move: '' }).trim()));
    if (lang === 'en') {
      // The point names follow the position.
      const name = await page.evaluate(() => document.getElementById('probe').shadowRoot.querySelector('[id$="p36"]').getAttribute('aria-label'));
      assert.equal(name, '36, white tobit');
    }
    browser.assertClean();
  });
}

/**
 * Runs in the page: keeps a copy of the probe's canvas pixels as `name`, and compares it with an
 * earlier copy. `changed` gives the colours of the pixels that differ from copy `before` (every
 * pixel when `before` is null) and from the ground colour (the board's, or `against`, e.g. a
 * piece's fill): the most common one (a filled mark) and the one of highest contrast with the
 * ground (thin strokes, whose edges are antialiased).
 */
const PIXELS = () => {
  const luminance = (rgb) => {
    const channel = (c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(rgb >> 16) + 0.7152 * channel((rgb >> 8) & 255) + 0.0722 * channel(rgb & 255);
  };
  const contrast = (a, b) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const copies = {};
  const sizes = {};
  const hex = (rgb) => `#${rgb.toString(16).padStart(6, '0')}`;
  window.__pixels = {
    copy(name) {
      const canvas = document.getElementById('probe').shadowRoot.querySelector('canvas');
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const rgb = new Uint32Array(data.length / 4);
      for (let i = 0; i < rgb.length; i++) rgb[i] = (data[4 * i] << 16) | (data[4 * i + 1] << 8) | data[4 * i + 2];
      copies[name] = rgb;
      sizes[name] = canvas.width;
    },
    /** The colour of copy `name` at the centre of point `n`. */
    fillAt(name, n) {
      const probe = /** @type {any} */ (document.getElementById('probe'));
      const canvas = probe.shadowRoot.querySelector('canvas');
      const box = canvas.getBoundingClientRect();
      const at = probe.pointCenter(n);
      const ratio = canvas.width / box.width;
      const [x, y] = [(at.x - box.left) * ratio, (at.y - box.top) * ratio].map(Math.round);
      return copies[name][y * sizes[name] + x];
    },
    changed(before, after, ignore = [], against = null) {
      const [a, b] = [before ? copies[before] : new Uint32Array(copies[after].length).fill(0x1000000), copies[after]];
      const ground = against ?? b[0];
      const counts = new Map();
      for (let i = 0; i < b.length; i++) {
        if (a[i] !== b[i] && b[i] !== ground && !ignore.includes(b[i])) counts.set(b[i], (counts.get(b[i]) ?? 0) + 1);
      }
      const colours = [...counts];
      const common = colours.sort((x, y) => y[1] - x[1])[0][0];
      const extreme = colours.sort((x, y) => contrast(y[0], ground) - contrast(x[0], ground))[0][0];
      return {
        ground: hex(ground),
        groundRgb: ground,
        commonRgb: common,
        common: { colour: hex(common), contrast: contrast(common, ground) },
        extreme: { colour: hex(extreme), contrast: contrast(extreme, ground) },
      };
    },
  };
};

test('the high-contrast theme: lines, numbers, pieces, the crown on both sides and marks reach 4.5:1 against the board, measured from the canvas', async (t) => {
  const { page, browser, board } = await openProbe(t, { mode: 'play', animation: '0', theme: 'high-contrast', numbers: 'false' }, {}, { lang: 'en' });
  await page.evaluate(PIXELS);
  /** Waits for a frame to be drawn, then copies the pixels as `name`. */
  const copy = (name) => page.evaluate((n) => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__pixels.copy(n))));
  }), name);
  const changed = (before, after, ignore = [], against = null) => page.evaluate(([x, y, z, w]) => window.__pixels.changed(x, y, z, w), [before, after, ignore, against]);
  /** @type {Record<string, {colour: string, contrast: number}>} */
  const measured = {};
  await board.call('setPosition', 'W:W:B');
  await copy('bare');
  const bare = await changed(null, 'bare');
  measured['lines and point marks'] = bare.extreme;
  const kol = bare.commonRgb; // the köl shading: the largest area that is not the ground
  await board.call('setPosition', 'W:W:B38');
  await copy('empty');
  await board.set({ numbers: 'true' });
  await copy('numbers');
  measured.numbers = (await changed('empty', 'numbers')).extreme;
  await board.set({ numbers: 'false' });
  await board.call('setPosition', 'W:W1-12:B38');
  await copy('white');
  measured['white pieces (their outline)'] = (await changed('empty', 'white')).extreme;
  await board.call('setPosition', 'W:W:B27-38');
  await copy('black');
  measured['black pieces'] = (await changed('empty', 'black')).common;
  // The crown, against the fill of the piece it is drawn on (the changed pixels of a tobit
  // beside the same hul).
  for (const [side, hul, tobit] of [['white', 'W:W20:B38', 'W:WK20:B38'], ['black', 'W:W1:B20', 'W:W1:BK20']]) {
    await board.call('setPosition', hul);
    await copy(`${side}-hul`);
    const fill = await page.evaluate((name) => window.__pixels.fillAt(name, 20), `${side}-hul`);
    await board.call('setPosition', tobit);
    await copy(`${side}-tobit`);
    measured[`crown on ${side} pieces`] = (await changed(`${side}-hul`, `${side}-tobit`, [], fill)).common;
  }
  await board.call('setPosition', 'W:W1-12:B27-38');
  await copy('start');
  await board.click(9);
  await copy('selected');
  measured['selection and destinations'] = (await changed('start', 'selected')).common;
  await board.click(16);
  await copy('moved');
  measured['last move path'] = (await changed('start', 'moved')).common;
  await board.call('setPosition', 'W:W16:B23,37');
  await copy('white-must');
  await board.call('setPosition', 'B:W16:B23,37');
  await copy('black-must');
  measured['compulsory capture ring'] = (await changed('white-must', 'black-must', [kol])).common;
  const lines = Object.entries(measured).map(([what, m]) => `${what} ${m.colour} ${m.contrast.toFixed(2)}:1`);
  t.diagnostic(`high contrast on ${(await changed('empty', 'numbers')).ground}: ${lines.join('; ')}`);
  for (const [what, m] of Object.entries(measured)) assert.ok(m.contrast >= 4.5, `${what}: ${m.colour} ${m.contrast.toFixed(2)}:1`);
  browser.assertClean();
});

test('prefers-contrast: more chooses the high-contrast theme; sounds follow the attribute and the remembered switch', async (t) => {
  const { page, browser } = await openProbe(t, { mode: 'play', animation: '0', sound: '' }, {}, { lang: 'en' });
  const corner = () => page.evaluate(() => {
    const canvas = document.getElementById('probe').shadowRoot.querySelector('canvas');
    return [...canvas.getContext('2d').getImageData(2, 2, 1, 1).data.slice(0, 3)];
  });
  const standard = await corner();
  await page.emulateMedia({ contrast: 'more' });
  await page.waitForFunction((before) => {
    const canvas = document.getElementById('probe').shadowRoot.querySelector('canvas');
    return canvas.getContext('2d').getImageData(2, 2, 1, 1).data.slice(0, 3).join() !== before.join();
  }, standard);
  assert.deepEqual(await corner(), [255, 255, 255], 'the high-contrast board is white');
  // Sounds: count the oscillators started.
  await page.evaluate(() => {
    window.__tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) {
      window.__tones += 1;
      return start.apply(this, args);
    };
  });
  await focusBoard(page);
  await page.keyboard.type('9-16');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__tones > 0);
  await page.keyboard.press('s'); // off, remembered
  assert.equal(await page.evaluate(() => localStorage.getItem('tobit.sound')), 'off');
  const tones = await page.evaluate(() => window.__tones);
  await page.keyboard.type('30-23');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /** @type {any} */ (document.getElementById('probe')).history().length === 2);
  assert.equal(await page.evaluate(() => window.__tones), tones, 'no sound once switched off');
  browser.assertClean();
});
