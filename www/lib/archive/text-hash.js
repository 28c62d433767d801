// @ts-check
// FNV-1a of a text, as hex digits: an id that the same text gives in every tab and on every
// opening (a migrated save's, a shared link's game's).

/** FNV-1a's offset basis and prime for each width. */
const FNV = {
  32: { offset: 0x811c9dc5n, prime: 0x01000193n },
  64: { offset: 0xcbf29ce484222325n, prime: 0x100000001b3n },
};

/**
 * FNV-1a of `text`'s UTF-16 code units, as `bits / 4` hex digits.
 * @param {string} text
 * @param {32 | 64} [bits]
 * @returns {string}
 */
export function textHash(text, bits = 32) {
  const { offset, prime } = FNV[bits];
  let h = offset;
  for (let i = 0; i < text.length; i += 1) h = BigInt.asUintN(bits, (h ^ BigInt(text.charCodeAt(i))) * prime);
  return h.toString(16).padStart(bits / 4, '0');
}
