// @ts-check
// Module worker that reads and writes PDN files (pdn-work.js, with the study module), so that
// a file of thousands of games never freezes the page. Its messages are pdn-work.js's.
import { loadStudy } from '../../wasm/loader.js';
import { work } from './pdn-work.js';

const ready = loadStudy();

// Installed synchronously, before the wasm is ready, so that no early message is lost.
self.onmessage = async (event) => {
  try {
    work(await ready, event.data, (answer) => self.postMessage(answer));
  } catch (error) {
    self.postMessage({ id: event.data.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
