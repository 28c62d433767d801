// @ts-check
// A diagram leaves the page: its SVG as a file or as text on the clipboard, its PNG drawn by the
// browser from the SVG (through an <img> onto a canvas of the diagram's size) as a file or an
// image on the clipboard (`download` of lib/download.js saves either).

/** @typedef {import('../../tobit_study.js').DiagramImage} DiagramImage the study module's diagram: `{svg, width, height}` */

/**
 * The SVG as a file's contents.
 * @param {DiagramImage} image
 * @returns {Blob}
 */
export function svgBlob(image) {
  return new Blob([image.svg], { type: 'image/svg+xml' });
}

/**
 * The SVG drawn by the browser at the diagram's size, as PNG.
 * @param {DiagramImage} image
 * @returns {Promise<Blob>}
 */
export async function pngBlob(image) {
  const url = URL.createObjectURL(svgBlob(image));
  try {
    const img = new Image(image.width, image.height);
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('the browser gave no 2d canvas to draw the PNG on');
    ctx.drawImage(img, 0, 0, image.width, image.height);
    return await new Promise((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the browser could not make the PNG'))), 'image/png');
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Puts the SVG's text on the clipboard (what an article's HTML or an editor takes).
 * @param {DiagramImage} image
 * @returns {Promise<void>}
 */
export function copySvg(image) {
  return navigator.clipboard.writeText(image.svg);
}

/**
 * Puts the PNG on the clipboard. The item is handed over at once with the PNG still being
 * drawn, as Safari requires within the click.
 * @param {DiagramImage} image
 * @returns {Promise<void>}
 */
export function copyPng(image) {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
    return Promise.reject(new Error('this browser cannot put images on the clipboard'));
  }
  return navigator.clipboard.write([new ClipboardItem({ 'image/png': pngBlob(image) })]);
}
