// Helpers for the game screen's tests: the texts a person sees or hears on the page, and the
// sizes of the things they tap.

/**
 * Every text the page shows or says and every accessible name, description or tooltip
 * (aria-label, aria-description, aria-valuetext, title, alt, placeholder), plus the document's
 * title, inside the boards' shadow roots too; a visually hidden live region (clipped, still
 * rendered) counts, a closed dialog's does not. The language pickers' options are left out
 * (each language is named in itself). Runs in the page.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
export function visibleTexts(page) {
  return page.evaluate(() => {
    const texts = [document.title];
    const visible = (/** @type {Element} */ el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    /** @param {Document | ShadowRoot} root */
    const walk = (root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        if (!text || !parent || parent.closest('select.language, noscript, script, style, textarea, head')) continue;
        if (parent.tagName === 'OPTION' ? visible(/** @type {Element} */ (parent.closest('select'))) : visible(parent)) texts.push(text);
      }
      const named = root.querySelectorAll('[aria-label], [aria-description], [aria-valuetext], [title], [alt], [placeholder]');
      for (const el of named) {
        if (!visible(el)) continue;
        for (const attr of ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder']) {
          const value = el.getAttribute(attr)?.trim();
          if (value) texts.push(value);
        }
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return texts;
  });
}

/**
 * Names written as they are in every language: the keys as printed on a keyboard (the boards'
 * help names them), the file formats, the relays' network (Nostr, live play).
 */
export const WRITTEN_AS_IS = ['Shift', 'Alt', 'Enter', 'Escape', 'Tab', 'Delete', 'Backspace', 'Home', 'End', 'Ctrl', 'PDN', 'FEN', 'SVG', 'PNG', 'TRF', 'CSV', 'HTML', 'Nostr'];

/**
 * The words of `texts` written in Latin letters, apart from the game's notation (9-16, 16x30x32),
 * the names written as they are (WRITTEN_AS_IS) and those kept in their own spelling (`allowed`).
 * @param {string[]} texts
 * @param {string[]} [allowed]
 */
export function latinWords(texts, allowed = []) {
  const words = new Set();
  for (const text of texts) {
    for (const [word] of text.matchAll(/[A-Za-z]{2,}/g)) {
      if (!allowed.includes(word) && !WRITTEN_AS_IS.includes(word)) words.add(`${word} (in “${text.slice(0, 60)}”)`);
    }
  }
  return [...words];
}

/**
 * The visible controls a person taps, each with its tap area: a control inside a <label> is
 * tapped through the whole label. Runs in the page.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{name: string, width: number, height: number}[]>}
 */
export function tapTargets(page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll('a[href], button, select, summary, input:not([type=hidden]), textarea');
    const seen = new Set();
    const out = [];
    for (const control of controls) {
      const target = control.closest('label') ?? control;
      if (seen.has(target) || !target.checkVisibility({ visibilityProperty: true })) continue;
      seen.add(target);
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name = control.getAttribute('aria-label') || control.textContent?.trim() || control.id || control.tagName;
      out.push({ name: `${target.tagName.toLowerCase()}#${control.id}: ${name.slice(0, 40)}`, width: box.width, height: box.height });
    }
    return out;
  });
}
