// @ts-check
// Module worker that reads and writes PDN files with the engine module (readPdnFile,
// writePdnFile), so that a file of thousands of games never freezes the page. Messages:
// {id, op: 'read', text} answered by {id, progress} (a fraction 0..1, by lines read) and then
// {id, ok, result: PdnFile}; {id, op: 'write', text, options} answered by {id, ok, result: string};
// a failure is {id, ok: false, error}.
import { loadEngine } from '../../wasm/loader.js';

const ready = loadEngine();

// Installed synchronously, before the wasm is ready, so that no early message is lost.
self.onmessage = async (event) => {
  const { id, op, text, options } = event.data;
  try {
    const engine = await ready;
    let result;
    if (op === 'read') {
      const lines = text.split('\n').length;
      result = engine.readPdnFile(text, (_games, line) => self.postMessage({ id, progress: line / lines }));
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
