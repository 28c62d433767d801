// @ts-check
// What the board must follow in its surroundings: its own size, the device pixel ratio,
// and the user's colour-scheme, reduced-motion and contrast preferences.

const DARK = '(prefers-color-scheme: dark)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const MORE_CONTRAST = '(prefers-contrast: more)';

/**
 * The user's current display preferences.
 * @returns {{dark: boolean, reducedMotion: boolean, moreContrast: boolean}}
 */
export function preferences() {
  return {
    dark: matchMedia(DARK).matches,
    reducedMotion: matchMedia(REDUCED_MOTION).matches,
    moreContrast: matchMedia(MORE_CONTRAST).matches,
  };
}

/**
 * Watches `target`'s size, the device pixel ratio and the preferences.
 * @param {Element} target the element whose content box the board fills
 * @param {{resize: (width: number, height: number, ratio: number) => void, preferences: () => void}} on
 *   `resize` gets CSS pixels and `devicePixelRatio`; `preferences` fires when a preference changes
 * @returns {() => void} stops watching (disconnects the observer, removes every listener)
 */
export function watchEnvironment(target, on) {
  let width = 0;
  let height = 0;
  const report = () => {
    if (width > 0 && height > 0) on.resize(width, height, window.devicePixelRatio || 1);
  };
  const observer = new ResizeObserver((entries) => {
    const box = entries[entries.length - 1].contentRect;
    width = box.width;
    height = box.height;
    report();
  });
  observer.observe(target);

  // A resolution query matches only the current ratio, so it is renewed after each change.
  /** @type {MediaQueryList} */
  let ratioQuery;
  const onRatio = () => {
    watchRatio();
    report();
  };
  const watchRatio = () => {
    ratioQuery?.removeEventListener('change', onRatio);
    ratioQuery = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    ratioQuery.addEventListener('change', onRatio);
  };
  watchRatio();

  const preferenceQueries = [matchMedia(DARK), matchMedia(REDUCED_MOTION), matchMedia(MORE_CONTRAST)];
  for (const query of preferenceQueries) query.addEventListener('change', on.preferences);

  return () => {
    observer.disconnect();
    ratioQuery.removeEventListener('change', onRatio);
    for (const query of preferenceQueries) query.removeEventListener('change', on.preferences);
  };
}
