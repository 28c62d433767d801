// @ts-check
// failureText (failure.js) loaded when a failure first needs wording, for the code of a page's
// first load, which must not carry the words of every failure with it.

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/**
 * The reason `error` gives, in the language of `t`. When failure.js cannot be loaded either (the
 * device offline before the site was kept), the reason is that a part of the site did not load;
 * without any catalog (`t` null: the page shows its keys), the error's own message.
 * @param {Translator | null | undefined} t
 * @param {unknown} error
 * @returns {Promise<string>}
 */
export async function failureTextLater(t, error) {
  if (!t) return error instanceof Error ? error.message : String(error);
  try {
    const { failureText } = await import('./failure.js');
    return failureText(t, error);
  } catch {
    return t.t('failure.notLoaded');
  }
}
