// @ts-check
// The name field of the link page's forms (start and join): a name goes into every link, which
// carries at most so many bytes of UTF-8 (the link module's linkMaxNameBytes: 32 Latin letters,
// 16 Cyrillic ones). The field takes no more than that as it is typed, and says why in words
// naming "your name", so that no game is joined that could not be sent.

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/**
 * The longest start of `text` that holds in `max` bytes of UTF-8 (whole characters only).
 * @param {string} text
 * @param {number} max
 * @returns {string}
 */
export function fitToBytes(text, max) {
  const encoder = new TextEncoder();
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += encoder.encode(char).length;
    if (bytes > max) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/**
 * Binds the name field `input`: text beyond `max` bytes (typed or pasted) is refused at once
 * and `note` says so, in the page's words.
 * @param {HTMLInputElement} input
 * @param {HTMLElement} note a line under the field (aria-live)
 * @param {number} max the link module's linkMaxNameBytes()
 * @param {() => Translator} t the page's words now
 */
export function bindNameField(input, note, max, t) {
  let cut = false;
  const say = () => {
    note.textContent = cut ? t().t('link.nameTooLong', { latin: max, cyrillic: Math.floor(max / 2) }) : '';
    note.hidden = !cut;
  };
  const fit = () => {
    const fitted = fitToBytes(input.value, max);
    cut = fitted !== input.value;
    if (cut) input.value = fitted;
    say();
  };
  input.addEventListener('input', fit);
  return { fit, say };
}
