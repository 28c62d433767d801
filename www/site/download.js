// @ts-check
// Saving something the page made as a file: a link to it clicked, as a person would.

/**
 * Offers `blob` as a file download named `name`.
 * @param {Blob} blob
 * @param {string} name
 */
export function downloadBlob(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
