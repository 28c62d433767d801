// The build's HTML pages and SVG images, edited as documents (htmlparser2 parses them,
// dom-serializer writes them back as they were, entities and attribute order kept):
// - minifyPages: the pages and images lose their comments and indentation, and the style
//   sheets are minified (esbuild's CSS minifier); they are part of the first load, and the
//   sources keep their comments for whoever edits them. A page has no inline script (the
//   hosted app's CSP forbids them) and no <pre>, and a line break left between two tags still
//   reads as the one space it was. Index.html's `<link data-trunk rel="rust" data-trunk-skip>`
//   (Trunk's markup, which it leaves in place) goes too.
// - joinStyleSheets: each page links one style sheet, the sheets it linked joined in order into
//   styles/<page>.css. A first visit then waits for one request instead of two or three before
//   it can draw (over HTTP/1.1's six connections, every file of the first load competes for a
//   connection with the scripts and the wasm); a sheet that several pages share is in each
//   page's file, a kilobyte or two more when another page opens.
// - preloadChunks: after each module script, a `<link rel="modulepreload">` for every chunk its
//   entry imports statically (scripts/build/bundle.mjs), so the browser fetches the chunks with
//   the entry instead of after it (one round trip less before the first drawn board).
// The single-file edition (tobit.html, scripts/single-file.mjs) is left to its own.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseDocument, DomUtils } from 'htmlparser2';
import { Element, isComment, isTag, isText } from 'domhandler';
import render from 'dom-serializer';
import { transform } from 'esbuild';

/** The single-file edition, which scripts/single-file.mjs writes with its own markup. */
const SINGLE_FILE = 'tobit.html';

/** Parser and serializer options that give back the text as written (entities, names' case). */
const FAITHFUL = { decodeEntities: false, lowerCaseTags: false, lowerCaseAttributeNames: false };

/**
 * Reads the page or image `file` as a document, passes it to `edit`, and writes it back when
 * `edit` returns true.
 * @param {string} file
 * @param {(document: import('domhandler').Document) => boolean} edit
 * @param {boolean} [xml] an SVG image, not an HTML page
 */
export function editDocument(file, edit, xml = false) {
  const document = parseDocument(readFileSync(file, 'utf8'), { ...FAITHFUL, xmlMode: xml });
  if (edit(document)) writeFileSync(file, render(document, { ...FAITHFUL, xmlMode: xml }));
}

/**
 * The elements of `document` named `name` whose attributes have the values of `attributes`.
 * @param {import('domhandler').Document} document
 * @param {string} name
 * @param {Record<string, string>} [attributes]
 */
export function elements(document, name, attributes = {}) {
  return DomUtils.findAll((e) => e.name === name && Object.entries(attributes).every(([key, value]) => e.attribs[key] === value), document.children);
}

/**
 * A new element `name` with `attributes`.
 * @param {string} name
 * @param {Record<string, string>} attributes
 */
export const element = (name, attributes) => new Element(name, attributes);

/** The pages at the root of the build `dir`, the single-file edition left out. */
const pages = (/** @type {string} */ dir) => readdirSync(dir).filter((n) => n.endsWith('.html') && n !== SINGLE_FILE).map((name) => join(dir, name));

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir, suffix) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith(suffix)).map((name) => join(dir, name));
}

/** The elements whose text is kept as written. */
const VERBATIM = new Set(['script', 'style', 'pre', 'textarea']);

/**
 * `text` without the indentation at the start of its lines and with no empty line between two
 * others.
 * @param {string} text
 */
function unindent(text) {
  const lines = text.split('\n');
  return lines.map((line, i) => (i === 0 ? line : line.trimStart()))
    .filter((line, i) => line !== '' || i === 0 || i === lines.length - 1).join('\n');
}

/**
 * Removes the comments and the build's markup (`data-trunk` elements) under `parent`, and the
 * indentation of its text, in place.
 * @param {import('domhandler').ParentNode} parent
 */
function stripNoise(parent) {
  for (const node of [...parent.children]) {
    if (isComment(node) || (isTag(node) && 'data-trunk' in node.attribs)) DomUtils.removeElement(node);
  }
  for (const node of [...parent.children]) {
    if (isText(node) && node.prev !== null && isText(node.prev)) {
      node.prev.data += node.data;
      DomUtils.removeElement(node);
    }
  }
  for (const node of parent.children) {
    if (isText(node)) node.data = unindent(node.data);
    else if (isTag(node) && !VERBATIM.has(node.name)) stripNoise(node);
  }
}

/**
 * Minifies every .css and .svg file under `dir` and the pages at its root; resolves to the bytes
 * saved.
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
  /** @type {[string, boolean][]} */
  const documents = [...pages(dir).map((file) => /** @type {[string, boolean]} */ ([file, false])), ...filesUnder(dir, '.svg').map((file) => /** @type {[string, boolean]} */ ([file, true]))];
  for (const [file, xml] of documents) {
    const before = readFileSync(file, 'utf8').length;
    editDocument(file, (document) => {
      stripNoise(document);
      return true;
    }, xml);
    saved += before - readFileSync(file, 'utf8').length;
  }
  return saved;
}

/** Where the joined sheets go, in the build folder. */
export const STYLES = 'styles';

/**
 * Joins the style sheets of every page at the root of `dir` that links more than one; returns
 * the number of pages changed.
 * @param {string} dir the build folder
 */
export function joinStyleSheets(dir) {
  let changed = 0;
  for (const file of pages(dir)) {
    editDocument(file, (document) => {
      const links = elements(document, 'link', { rel: 'stylesheet' }).filter((link) => !link.attribs.href.includes(':'));
      if (links.length < 2) return false;
      const joined = `${STYLES}/${basename(file, '.html')}.css`;
      mkdirSync(join(dir, STYLES), { recursive: true });
      writeFileSync(join(dir, joined), links.map((link) => readFileSync(join(dir, link.attribs.href), 'utf8').trim()).join('\n') + '\n');
      links[0].attribs.href = joined;
      for (const link of links.slice(1)) {
        if (isText(link.next) && link.next.data.trim() === '') DomUtils.removeElement(link.next);
        DomUtils.removeElement(link);
      }
      changed++;
      return true;
    });
  }
  return changed;
}

/**
 * Adds the preload links to the pages at the root of `dir` whose module scripts are among
 * `imports`' entries (entry path → the chunks it imports statically, paths in `dir`): after
 * each script, the links of its chunks that no earlier script of the page has. Returns the
 * number of links added.
 * @param {string} dir
 * @param {Map<string, string[]>} imports
 */
export function preloadChunks(dir, imports) {
  let added = 0;
  for (const file of pages(dir)) {
    editDocument(file, (document) => {
      const linked = new Set();
      for (const script of elements(document, 'script', { type: 'module' })) {
        const src = new URL(script.attribs.src ?? '', 'file:///').pathname.slice(1);
        const chunks = (imports.get(src) ?? []).filter((chunk) => !linked.has(chunk));
        for (const chunk of chunks.reverse()) {
          linked.add(chunk);
          DomUtils.append(script, element('link', { rel: 'modulepreload', href: chunk }));
        }
        added += chunks.length;
      }
      return true;
    });
  }
  return added;
}
