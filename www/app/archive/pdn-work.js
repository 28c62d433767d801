// @ts-check
// The work of the PDN worker (pdn-worker.js), and of the page itself where no worker can start
// (the single-file edition opened from disk): reading a file with the engine module's
// readPdnFile, each game that can be kept judged by the rules (the page module's Game.fromPdn:
// the result a game of My games records), and writing games with writePdnFile. Each message
// `{id, op: 'read', text}` is answered through `post` by `{id, progress}` (0..1: the first half
// by lines read, the second by games judged), the games in parts `{id, games}`, then
// `{id, ok: true, result: null}`; `{id, op: 'write', text, options}` by `{id, ok: true, result}`;
// a failure by `{id, ok: false, error}`.

/** How often (in games) the judging reports its progress; the games go out in parts of this size. */
const EVERY = 500;

/**
 * Does what `message` asks.
 * @param {[import('../../wasm/loader.js').EngineModule, import('../../wasm/loader.js').PageModule]} modules
 * @param {{id: number, op: string, text: string, options?: object}} message
 * @param {(answer: object) => void} post
 */
export function work([engine, tobit], { id, op, text, options }, post) {
  try {
    let result = null;
    if (op === 'read') {
      const lines = text.split('\n').length;
      const file = engine.readPdnFile(text, (_games, line) => post({ id, progress: line / lines / 2 }));
      file.games.forEach((game, i) => {
        if (i % EVERY === 0) post({ id, progress: 0.5 + i / file.games.length / 2 });
        if (!game.importable) return;
        const replay = tobit.Game.fromPdn(game.pdn);
        /** @type {any} */ (game).status = replay.status();
        replay.free();
      });
      for (let i = 0; i < file.games.length; i += EVERY) post({ id, games: file.games.slice(i, i + EVERY) });
    } else if (op === 'write') {
      result = engine.writePdnFile(text, options);
    } else {
      throw new Error(`PDN worker: unknown operation "${op}"`);
    }
    post({ id, ok: true, result });
  } catch (error) {
    post({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
}
