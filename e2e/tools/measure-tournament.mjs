// Measures the tournament module in the browser (not a test, nothing asserted; run by hand:
// `node e2e/tools/measure-tournament.mjs [players] [rounds]` after `make dist`, by default 300
// players and 11 rounds): a Swiss run in the page through the module's Tournament, as the
// organiser's page calls it (nextPairing, apply, view, logJson, standings); prints the time to
// pair each round (nextPairing and apply: the first, the median and the slowest), what the page
// does after it (the view and the log's JSON it saves, the slowest round's), and the time of the
// standings after the last round (median of 20), and the same for the wallchart.
import { serve } from '../support/serve.mjs';
import { closeBrowser, launch } from '../support/browser.mjs';

const PLAYERS = Number(process.argv[2] ?? 300);
const ROUNDS = Number(process.argv[3] ?? 11);
const REPEAT = 20;

async function main() {
  const srv = await serve();
  const fakeTest = { after: () => {} };
  const { page } = await launch(/** @type {any} */ (fakeTest), { viewport: { width: 1366, height: 768 } });
  try {
    await page.goto(`${srv.url}tournament.html`);
    await page.locator('body[data-ready="true"]').waitFor();
    const result = await page.evaluate(async ({ players, rounds, repeat }) => {
      const url = './tobit_tournament.js'; // the build's glue, loaded as the page's loader does
      const wasm = /** @type {typeof import('../../target/wasm-types/tobit_tournament.js')} */ (await import(url));
      await wasm.default();
      const settings = wasm.defaultSettings('Measure', { Swiss: { rounds } });
      const t = wasm.Tournament.create(settings);
      // A seeded random field: ratings and results reproducible.
      let seed = 12345;
      const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
      for (let i = 0; i < players; i += 1) {
        t.apply({ AddPlayer: { name: `Player ${i + 1}`, club: undefined, rating: 1000 + Math.floor(random() * 1500), half_point_for_missed_rounds: false } });
      }
      const pairMs = [];
      const nextMs = [];
      const afterMs = [];
      for (let r = 0; r < rounds; r += 1) {
        const t0 = performance.now();
        const pairing = t.nextPairing();
        nextMs.push(performance.now() - t0);
        t.apply(pairing);
        pairMs.push(performance.now() - t0);
        const t1 = performance.now();
        t.view();
        t.logJson();
        afterMs.push(performance.now() - t1);
        const boards = t.view().rounds[r].boards.length;
        for (let b = 0; b < boards; b += 1) {
          const x = random();
          t.apply({ SetResult: { round: r, board: b, result: x < 0.4 ? 'WhiteWins' : x < 0.75 ? 'BlackWins' : 'Draw' } });
        }
      }
      const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const time = (/** @type {() => unknown} */ f) => median(Array.from({ length: repeat }, () => {
        const t0 = performance.now();
        f();
        return performance.now() - t0;
      }));
      return {
        first: pairMs[0], median: median(pairMs), slowest: Math.max(...pairMs),
        nextPairing: Math.max(...nextMs), after: Math.max(...afterMs),
        standings: time(() => t.standings()), wallchart: time(() => t.wallchart()), view: time(() => t.view()),
      };
    }, { players: PLAYERS, rounds: ROUNDS, repeat: REPEAT });
    const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
    const rows = [
      [`Swiss ${PLAYERS} players: pairing a round (round 1 / median of ${ROUNDS} / slowest)`, `${ms(result.first)} / ${ms(result.median)} / ${ms(result.slowest)}`, PLAYERS <= 300 ? '<= 1000 ms' : ''],
      [`  of which nextPairing (slowest round)`, ms(result.nextPairing), ''],
      [`then the page's view and log JSON to save (slowest round)`, ms(result.after), ''],
      [`standings of ${PLAYERS} players after ${ROUNDS} rounds (median of ${REPEAT})`, ms(result.standings), '<= 50 ms'],
      [`wallchart of ${PLAYERS} players after ${ROUNDS} rounds (median of ${REPEAT})`, ms(result.wallchart), ''],
      [`the page's view of the state (median of ${REPEAT})`, ms(result.view), ''],
    ];
    for (const [what, value, budget] of rows) console.log(`${what.padEnd(78)} ${value.padEnd(34)} ${budget}`);
  } finally {
    await closeBrowser();
    await srv.close();
  }
}

await main();
