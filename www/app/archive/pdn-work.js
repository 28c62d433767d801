// @ts-check
// The work of the PDN worker (pdn-worker.js), and of the page itself where no worker can start
// (the single-file edition opened from disk): reading a file with the study module's
// readPdnFile and writing games with writePdnFile. Each message `{id, op: 'read', text}` is
// answered through `post` by `{id, progress}` (0..1, by lines read), the games in parts `{id, games}`, then
// `{id, ok: true, result: null}`; `{id, op: 'write', text, options}` by `{id, ok: true, result}`;
// a failure by `{id, ok: false, error}`.

/** The games go out in parts of this size (each a short task for the page to take in). */
const EVERY = 500;

/**
 * Does what `message` asks.
 * @param {import('../../wasm/loader.js').StudyModule} study
 * @param {{id: number, op: string, text: string, options?: object}} message
 * @param {(answer: object) => void} post
 */
export function work(study, { id, op, text, options }, post) {
  try {
    let result = null;
    if (op === 'read') {
      const lines = text.split('\n').length;
      const file = study.readPdnFile(text, (_games, line) => post({ id, progress: line / lines }));
      for (let i = 0; i < file.games.length; i += EVERY) post({ id, games: file.games.slice(i, i + EVERY) });
    } else if (op === 'write') {
      result = study.writePdnFile(text, options);
    } else {
      throw new Error(`PDN worker: unknown operation "${op}"`);
    }
    post({ id, ok: true, result });
  } catch (error) {
    post({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
}
