// Splits each language's catalog in the build: www/i18n/<code>.json is one flat file per
// language, where translators and every feature add their words; the words only some pages show
// (keys under a part's prefixes, PARTS) leave it for i18n/<part>.<code>.json, which only those
// pages fetch (lib/page-shell.js loads the parts a page asks for with its catalog), so the
// app's first load does not carry them: `learn`, the rules, tutorial and puzzle pages' words;
// `analysis`, the analysis board's; `pdn` and `clock`, the words of the app's PDN tools and
// clocks, which the app loads with them (LanguageChoice.need); `annotate`, the words of the
// shapes a board's keys draw, fetched with the code that draws them; `share`, `keys` and
// `ending`, the words of the app's dialogs a first visit does not open (the Share dialog, the
// list of keys, the resignation and draw questions and the result card), loaded with them;
// `diagram`, the Diagram dialog's, which it loads; `examples`, the embedding examples page's;
// `link`, the link page's and what New game and My games say of games by link;
// `live`, the live page's; `tournament`, the tournament page's; `explorer`, the analysis board's
// opening explorer's, which it loads.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../www/i18n/i18n.js';

/** Each part of a catalog and the prefixes of its keys. */
export const PARTS = {
  learn: ['rules.', 'puzzle.', 'learn.', 'editor.'], // the editor loads the learning pages' part
  analysis: ['analysis.'],
  explorer: ['explorer.'], // the analysis board's opening explorer (analysis/explorer.js loads them)
  pdn: ['pdn.'], // My games' PDN tools, loaded with them (LanguageChoice.need)
  games: ['games.'], // the My games dialog's words, loaded with it (the archive's words the game screen shows are archive.*)
  clock: ['clock.'], // a timed game's clocks and the time control picker, loaded on demand
  annotate: ['annotate.'], // the shapes drawn from the keyboard in words (element/access/shape-words.js)
  share: ['share.'], // the app's Share dialog (app/share.js)
  keys: ['keys.title', 'keys.undo', 'keys.navigate', 'keys.help'], // the app's list of keys (app/keys-help.js); the board's own stay
  examples: ['examples.'], // the embedding examples page's (embed/examples/examples.js)
  tournament: ['tournament.'], // the tournament page's (tournament/tournament.js)
  diagram: ['diagram.dialog.'], // the Diagram dialog's (lib/diagram/diagram.js loads them)
  live: ['live.'], // live games through relays: the live page (live/)
  link: ['link.'], // games by link: the link page (link/), the choice in New game and My games' list of them
  ending: ['confirm.', 'draw.', 'result.moves', 'result.rematch', 'result.nextLevel', 'result.review', 'result.close'], // resigning, draws, the result card (app/ending.js)
};

/**
 * Moves the keys of each part of every language's catalog in `dir`/i18n/ to
 * <part>.<code>.json; returns how many keys each language moved.
 * @param {string} dir the build folder
 */
export function splitCatalogs(dir) {
  let moved = 0;
  for (const { code } of LANGUAGES) {
    const file = join(dir, 'i18n', `${code}.json`);
    let entries = Object.entries(JSON.parse(readFileSync(file, 'utf8')));
    moved = 0;
    for (const [part, prefixes] of Object.entries(PARTS)) {
      const inPart = (/** @type {string} */ key) => prefixes.some((prefix) => key.startsWith(prefix));
      const words = entries.filter(([key]) => inPart(key));
      entries = entries.filter(([key]) => !inPart(key));
      writeFileSync(join(dir, 'i18n', `${part}.${code}.json`), JSON.stringify(Object.fromEntries(words)));
      moved += words.length;
    }
    writeFileSync(file, JSON.stringify(Object.fromEntries(entries)));
  }
  return moved;
}
