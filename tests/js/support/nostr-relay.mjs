// @ts-check
// A real Nostr relay for the live-play tests (issue 39): nostr-relay from PyPI (pinned in
// tests/relay/requirements.txt, installed by scripts/setup.sh into target/nostr-relay), started on
// a free loopback port with its own SQLite file in a temporary folder, stopped (and restartable
// on the same port and storage) by the test. Never a relay written here.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The relay's command (TOBIT_NOSTR_RELAY overrides it). */
export const RELAY_COMMAND = process.env.TOBIT_NOSTR_RELAY
  ?? resolve(new URL('../../../target/nostr-relay/bin/nostr-relay', import.meta.url).pathname);

/** A free TCP port on the loopback. @returns {Promise<number>} */
function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => ok(port));
    });
  });
}

/**
 * Starts the relay: resolves once it listens. `stop()` ends it (and its workers); `start()`
 * starts it again on the same port with the same storage; `close()` stops it and removes its
 * folder. Registers `close` with the test context when given.
 * @param {{after?: (fn: () => unknown) => void}} [t]
 */
export async function startRelay(t) {
  if (!existsSync(RELAY_COMMAND)) {
    throw new Error(`no Nostr relay at ${RELAY_COMMAND}: run scripts/setup.sh (it installs tests/relay/requirements.txt)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'tobit-relay-'));
  const port = await freePort();
  const config = join(dir, 'config.yaml');
  writeFileSync(config, [
    'DEBUG: false',
    'storage:',
    `  sqlalchemy.url: sqlite+aiosqlite:///${join(dir, 'relay.sqlite3')}`,
    '  num_concurrent_reqs: 10',
    '  num_concurrent_adds: 2',
    '  validators:',
    '    - nostr_relay.validators.is_not_too_large',
    '    - nostr_relay.validators.is_signed',
    '    - nostr_relay.validators.is_recent',
    'verification:',
    '  nip05_verification: disabled',
    'gunicorn:',
    `  bind: 127.0.0.1:${port}`,
    '  workers: 1',
    '  loglevel: info',
    '  reload: false',
    'authentication:',
    '  enabled: false',
    'message_timeout: 1800',
    'subscription_limit: 32',
    'max_limit: 6000',
    '',
  ].join('\n'));
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  const start = () => new Promise((ok, fail) => {
    const proc = spawn(RELAY_COMMAND, ['-c', config, 'serve'], { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let log = '';
    const listen = (/** @type {Buffer} */ chunk) => {
      log += chunk;
      if (log.includes('Listening at')) ok(undefined);
    };
    proc.stdout?.on('data', listen);
    proc.stderr?.on('data', listen);
    proc.once('exit', (code) => fail(new Error(`the relay exited (${code}) before it listened:\n${log}`)));
  });
  const stop = () => new Promise((ok) => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return ok(undefined);
    proc.once('exit', () => ok(undefined));
    try {
      process.kill(-(/** @type {number} */ (proc.pid)), 'SIGKILL');
    } catch {
      ok(undefined);
    }
  });
  await start();
  const relay = {
    url: `ws://127.0.0.1:${port}`,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  t?.after?.(relay.close);
  return relay;
}
