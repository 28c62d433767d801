// @ts-check
// Quiet synthesised sounds (Web Audio, no sound files) for a move, a capture, a promotion,
// the game's end and a clock's low time. A board loads this module only once sounds are on (off
// by default: the player's choice is sound-choice.js's, else the element's `sound` attribute).

/** The loudest a sound gets (of 1). */
const VOLUME = 0.06;

/** @typedef {'move'|'capture'|'promotion'|'end'|'low-time'} SoundKind */

/** Each sound: its notes as [frequency Hz, start s, length s], and the wave. */
const SOUNDS = /** @type {Record<SoundKind, {wave: OscillatorType, notes: [number, number, number][]}>} */ ({
  move: { wave: 'sine', notes: [[520, 0, 0.07]] },
  capture: { wave: 'triangle', notes: [[392, 0, 0.08], [330, 0.07, 0.1]] },
  promotion: { wave: 'sine', notes: [[523, 0, 0.09], [659, 0.08, 0.09], [784, 0.16, 0.16]] },
  end: { wave: 'sine', notes: [[392, 0, 0.14], [523, 0.13, 0.14], [659, 0.26, 0.3]] },
  'low-time': { wave: 'triangle', notes: [[880, 0, 0.08], [880, 0.16, 0.08]] },
});

/** @type {AudioContext | undefined} */
let context;

/**
 * Plays a sound (quietly; nothing happens where Web Audio is missing).
 * @param {SoundKind} kind
 */
export function playSound(kind) {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  context ??= new Context();
  if (context.state === 'suspended') context.resume().catch(() => {});
  const start = context.currentTime + 0.01;
  const { wave, notes } = SOUNDS[kind];
  for (const [frequency, at, length] of notes) {
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.type = wave;
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0, start + at);
    gain.gain.linearRampToValueAtTime(VOLUME, start + at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + length);
    tone.connect(gain).connect(context.destination);
    tone.start(start + at);
    tone.stop(start + at + length + 0.02);
  }
}
