// @ts-check
// Saving a text as a file (an exported PDN).

/**
 * Offers `text` as a file download.
 * @param {string} text
 * @param {string} name
 */
export function download(text, name) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-draughts-pdn' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
