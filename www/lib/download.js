// @ts-check
// Saving something a page made as a file: a link to it clicked, as a person would. The one
// way every page offers a file (a PDN, a diagram, a tournament's backup, standings or results).

/**
 * Offers `blob` as a file download named `name`.
 * @param {Blob} blob
 * @param {string} name
 */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The media type of a PDN file the pages offer (and the import dialog accepts). */
export const PDN_TYPE = 'application/x-draughts-pdn';
