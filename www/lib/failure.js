// @ts-check
// Why something failed, in the player's words: the `{reason}` of the catalogs' "could not …"
// messages. A coded error of the wasm modules is worded by coded-errors.js; of the browser's own
// failures, those a player can act on are named (a part of the site that did not load, as when
// offline; the device's storage full; a permission refused); anything else is an unexpected
// error, whose detail goes to the console for developers. Never a developer's English sentence
// on a page in another language.
import { codeText, pdnErrorOf, pdnErrorText, replayErrorOf, replayErrorText, thrownData } from './coded-errors.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/**
 * Whether `error` is the browser's refusal to fetch a module or a file (offline, or the site
 * gone), as Chromium and Firefox word it.
 * @param {unknown} error
 */
function notLoaded(error) {
  return error instanceof TypeError && /fetch|dynamically imported module|NetworkError/i.test(error.message);
}

/**
 * The error at the end of `error`'s chain of causes (what a wrapper such as the board's `ready`
 * rejection was caused by), followed a few links at most (a chain may loop).
 * @param {unknown} error
 * @returns {unknown}
 */
function rootCause(error) {
  let root = error;
  for (let links = 0; links < 8 && root instanceof Error && root.cause !== undefined; links++) root = root.cause;
  return root;
}

/**
 * The reason `error` (or the error that caused it) gives, in the language of `t`.
 * @param {Translator} t
 * @param {unknown} wrapped what a failed call threw or a promise was rejected with
 * @returns {string}
 */
export function failureText(t, wrapped) {
  const error = rootCause(wrapped);
  const control = /** @type {{code: string} | null} */ (thrownData(error, 'control'));
  if (control) return codeText(t, 'clock.error', control);
  const pdn = pdnErrorOf(error);
  if (pdn) return pdnErrorText(t, pdn);
  const replay = replayErrorOf(error);
  if (replay) return replayErrorText(t, replay);
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return t.t('failure.storageFull');
  if (name === 'NotAllowedError' || name === 'SecurityError') return t.t('failure.notAllowed');
  if (notLoaded(error)) return t.t('failure.notLoaded');
  console.warn('unexpected failure:', error);
  return t.t('failure.unexpected');
}
