// Trunk writes an inline <script type="module"> that loads the wasm. The hosted app runs under
// a strict CSP (script-src 'self'), so inline scripts are removed: wasm/loader.js loads the wasm.
import { readFileSync, writeFileSync } from 'node:fs';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>\s*/gi;

/** Removes every <script> without a src from the HTML file; returns how many were removed. */
export function stripInlineScripts(file) {
  const html = readFileSync(file, 'utf8');
  let removed = 0;
  const out = html.replace(INLINE_SCRIPT, () => { removed += 1; return ''; });
  writeFileSync(file, out);
  return removed;
}
