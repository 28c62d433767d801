// @ts-check
// The player's choice of sounds on or off, remembered on the device (the sounds themselves are
// sound.js's, loaded once sounds are on).
import { readText, writeText } from '../../lib/storage.js';

/** The remembered choice: "on" or "off". */
const SOUND_KEY = 'tobit.sound';

/**
 * The remembered choice, or undefined when the player never chose.
 * @returns {boolean | undefined}
 */
export function rememberedSound() {
  const value = readText(SOUND_KEY);
  return value === 'on' ? true : value === 'off' ? false : undefined;
}

/**
 * Remembers the player's choice.
 * @param {boolean} on
 */
export function rememberSound(on) {
  writeText(SOUND_KEY, on ? 'on' : 'off'); // storage blocked: the choice lasts for this page only
}
