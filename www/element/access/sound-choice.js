// @ts-check
// The player's choice of sounds on or off, remembered on the device (the sounds themselves are
// sound.js's, loaded once sounds are on).

/** The remembered choice: "on" or "off". */
const SOUND_KEY = 'tobit.sound';

/**
 * The remembered choice, or undefined when the player never chose.
 * @returns {boolean | undefined}
 */
export function rememberedSound() {
  try {
    const value = localStorage.getItem(SOUND_KEY);
    return value === 'on' ? true : value === 'off' ? false : undefined;
  } catch {
    return undefined; // storage blocked (a sandboxed embed)
  }
}

/**
 * Remembers the player's choice.
 * @param {boolean} on
 */
export function rememberSound(on) {
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
