// @ts-check
// Module worker that reads and writes PDN files with the engine module (readPdnFile,
// writePdnFile), so that a file of thousands of games never freezes the page; it also gives
// each game that can be kept its status by the rules (the page module's Game.fromPdn, the
// result a game of My games records). Messages: {id, op: 'read', text} answered by
// {id, progress} (a fraction 0..1: the first half by lines read, the second by games judged)
// and the games in parts, {id, games}, then {id, ok, result: null}; {id, op: 'write', text, options} answered by
// {id, ok, result: string}; a failure is {id, ok: false, error}.
import { loadEngine, loadTobit } from '../../wasm/loader.js';

const ready = Promise.all([loadEngine(), loadTobit()]);
/** How often (in games) the judging reports its progress; the games go to the page in parts of
 * this size (each part a short task for the page to take in). */
const EVERY = 500;

// Installed synchronously, before the wasm is ready, so that no early message is lost.
self.onmessage = async (event) => {
  const { id, op, text, options } = event.data;
  try {
    const [engine, tobit] = await ready;
    let result;
    if (op === 'read') {
      const lines = text.split('\n').length;
      const file = engine.readPdnFile(text, (_games, line) => self.postMessage({ id, progress: line / lines / 2 }));
      file.games.forEach((game, i) => {
        if (i % EVERY === 0) self.postMessage({ id, progress: 0.5 + i / file.games.length / 2 });
        if (!game.importable) return;
        const replay = tobit.Game.fromPdn(game.pdn);
        /** @type {any} */ (game).status = replay.status();
        replay.free();
      });
      for (let i = 0; i < file.games.length; i += EVERY) self.postMessage({ id, games: file.games.slice(i, i + EVERY) });
      result = null;
    } else if (op === 'write') {
      result = engine.writePdnFile(text, options);
    } else {
      throw new Error(`PDN worker: unknown operation "${op}"`);
    }
    self.postMessage({ id, ok: true, result });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
