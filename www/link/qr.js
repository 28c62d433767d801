// @ts-check
// A link as a QR code for a phone beside the screen, made on the device by uqr (npm, pinned in
// package-lock.json; loaded with the send panel's "QR code" button, never on a first load): one
// SVG path of the dark modules, in the page's text colour on its background.
import { encode } from 'uqr';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The QR code of `text` as an SVG element (medium error correction, a quiet zone of 4 modules).
 * @param {string} text
 * @param {string} label what a screen reader says of the image
 * @returns {SVGSVGElement}
 */
export function qrCode(text, label) {
  const { size, data } = encode(text, { ecc: 'M', border: 4 });
  const path = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (data[y][x]) path.push(`M${x} ${y}h1v1h-1z`);
  }
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const back = document.createElementNS(SVG, 'rect');
  back.setAttribute('width', String(size));
  back.setAttribute('height', String(size));
  back.setAttribute('class', 'qr-light');
  const dark = document.createElementNS(SVG, 'path');
  dark.setAttribute('d', path.join(''));
  dark.setAttribute('class', 'qr-dark');
  svg.append(back, dark);
  return svg;
}
