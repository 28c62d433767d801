// `make run` (`trunk serve --release`, Trunk.toml) serves everything the release has: the
// endgame tables the engine worker fetches included (they were once missing there, and every
// table request got the app page instead), and a path with no file is a 404, not the app page.
// The test runs the same command on a free port with a build folder of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';

const ROOT = resolve(new URL('..', import.meta.url).pathname);

/**
 * A TCP port free on the loopback address now, below the kernel's ephemeral range (32768 and
 * up, /proc/sys/net/ipv4/ip_local_port_range): Trunk binds it only after its first build, a
 * minute or two later, and meanwhile the other test files running beside this one open servers
 * on port 0, which the kernel takes from the ephemeral range, so they never take this one (a
 * port from that range was once taken by another file's server in between: a 404, then a
 * refused fetch).
 * @returns {Promise<number>}
 */
async function freePort() {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise((done) => {
      const probe = createServer().once('error', () => done(false)).listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
}

/** The first table the pinned digests name (crates/egtb/src/digests.txt: `<class> <sha256>`). */
function firstTable() {
  const line = readFileSync(join(ROOT, 'crates/egtb/src/digests.txt'), 'utf8')
    .split('\n').find((l) => /^\S+ [0-9a-f]{64}$/.test(l));
  assert.ok(line, 'digests.txt names a table');
  return line.split(' ')[0];
}

test('trunk serve, as make run runs it, serves the endgame tables and 404s a missing file', { timeout: 600000 }, async (t) => {
  const port = await freePort();
  const dist = mkdtempSync(join(tmpdir(), 'tobit-serve-'));
  const trunk = spawn('trunk', ['serve', '--release', '--port', String(port), '--dist', dist], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: 'true' },
  });
  t.after(() => { trunk.kill('SIGINT'); rmSync(dist, { recursive: true, force: true }); });
  let output = '';
  await new Promise((ready, fail) => {
    const read = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (/server listening at/i.test(output)) ready(undefined);
    };
    trunk.stdout.on('data', read);
    trunk.stderr.on('data', read);
    trunk.on('exit', (code) => fail(new Error(`trunk serve stopped (${code}):\n${output.slice(-3000)}`)));
  });
  const base = `http://127.0.0.1:${port}/`;
  const table = await fetch(`${base}egtb/${firstTable()}.egtb.gz`);
  assert.equal(table.status, 200);
  const bytes = Buffer.from(await table.arrayBuffer());
  assert.deepEqual([...bytes.subarray(0, 2)], [0x1f, 0x8b], 'the table is gzip, not the app page');
  assert.ok(gunzipSync(bytes).length > 0, 'the table unpacks');
  const missing = await fetch(`${base}egtb/no-such-table.egtb.gz`);
  assert.equal(missing.status, 404, 'a missing file is not answered with the app page');
  const page = await fetch(base);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /tobit_bg\.wasm/);
});
