// Minifies the build's style sheets (esbuild), pages and SVG images (comments and indentation
// removed) in place: they are part of the first load (the icon too), and the sources keep their comments for whoever edits
// them. An HTML page has no inline script (the hosted app's CSP forbids them) and no <pre>, and a line
// break left between two tags still reads as the one space it was.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';

/**
 * The HTML comments, the indentation at the start of lines and the build's own markup (index.html's
 * `<link data-trunk rel="rust" data-trunk-skip>`, which Trunk leaves in place).
 */
const HTML_NOISE = /<!--[\s\S]*?-->|(?<=\n)[ \t]+|<link data-trunk [^>]*>\n?/g;

/** The single-file edition, written later from the minified pages: its scripts are inline. */
const SINGLE_FILE = 'tobit.html';

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir, suffix) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith(suffix)).map((name) => join(dir, name));
}

/**
 * Minifies every .css and .svg file under `dir` and the .html pages at its root (not the single
 * file); resolves to the bytes saved.
 * @param {string} dir the build folder
 */
export async function minifyPages(dir) {
  let saved = 0;
  for (const file of filesUnder(dir, '.css')) {
    const text = readFileSync(file, 'utf8');
    const { code } = await transform(text, { loader: 'css', minify: true, charset: 'utf8' });
    writeFileSync(file, code);
    saved += text.length - code.length;
  }
  const pages = readdirSync(dir).filter((n) => n.endsWith('.html') && n !== SINGLE_FILE).map((name) => join(dir, name));
  for (const file of [...pages, ...filesUnder(dir, '.svg')]) {
    const text = readFileSync(file, 'utf8');
    const html = text.replace(HTML_NOISE, '').replace(/\n{2,}/g, '\n');
    writeFileSync(file, html);
    saved += text.length - html.length;
  }
  return saved;
}
