// @ts-check
// The wasm Board's options for a <tobit-board>: from its attributes (numbers, interactive,
// theme, animation), its colours (the --tobit-* custom properties, theme.js) and the reader's
// preferences (dark, reduced motion, more contrast: environment.js).
import { preferences } from './environment.js';
import { themeColors } from './theme.js';

/**
 * The argument of the wasm Board's setOptions for `element`.
 * @param {import('./tobit-board.js').TobitBoard} element
 * @param {import('../lib/game/controller.js').Color | null} humanColor the side a person plays
 *   against the computer, null when people play both
 * @returns {import('../tobit.js').BoardOptions}
 */
export function boardOptions(element, humanColor) {
  const { dark, reducedMotion, moreContrast } = preferences();
  const mode = element.mode;
  /** @type {import('../tobit.js').BoardOptions} */
  const options = {
    numbers: element.numbers,
    interactive: mode === 'view' || !element.interactive ? 'none' : humanColor ?? 'both',
    dark,
    highContrast: element.theme === 'high-contrast' || (element.theme === 'auto' && moreContrast),
    colors: themeColors(element),
  };
  const animation = reducedMotion ? 0 : element.animation;
  if (animation !== null) options.animationMs = animation;
  return options;
}
