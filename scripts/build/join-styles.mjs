// Gives each page of the build one style sheet: the style sheets a page links (in order) are
// joined into styles/<page>.css, which the page links instead. A first visit then waits for one
// request instead of two or three before it can draw (over HTTP/1.1's six connections, every
// file of the first load competes for a connection with the scripts and the wasm); a sheet that
// several pages share is in each page's file, a kilobyte or two more when another page opens.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A page's link to a style sheet of the build. */
const SHEET = /<link rel="stylesheet" href="([^":]+\.css)">\s*/g;

/** Where the joined sheets go, in the build folder. */
export const STYLES = 'styles';

/**
 * Joins the style sheets of every page at the root of `dir` that links more than one (the
 * single-file edition `skip` inlines its own); returns the number of pages changed.
 * @param {string} dir the build folder
 * @param {string} [skip]
 */
export function joinStyleSheets(dir, skip = 'tobit.html') {
  let changed = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.html') && n !== skip)) {
    const file = join(dir, name);
    const html = readFileSync(file, 'utf8');
    const sheets = [...html.matchAll(SHEET)].map((m) => m[1]);
    if (sheets.length < 2) continue;
    const joined = `${STYLES}/${name.replace(/\.html$/, '.css')}`;
    mkdirSync(join(dir, STYLES), { recursive: true });
    writeFileSync(join(dir, joined), sheets.map((sheet) => readFileSync(join(dir, sheet), 'utf8').trim()).join('\n') + '\n');
    let first = true;
    writeFileSync(file, html.replace(SHEET, (link) => {
      if (!first) return '';
      first = false;
      return `<link rel="stylesheet" href="${joined}">${link.slice(link.indexOf('>') + 1)}`;
    }));
    changed++;
  }
  return changed;
}
