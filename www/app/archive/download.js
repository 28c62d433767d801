// @ts-check
// Saving a text as a file (an exported PDN).
import { downloadBlob } from '../../site/download.js';

/**
 * Offers `text` as a file download.
 * @param {string} text
 * @param {string} name
 */
export function download(text, name) {
  downloadBlob(new Blob([text], { type: 'application/x-draughts-pdn' }), name);
}
