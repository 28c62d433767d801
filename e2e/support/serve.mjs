// A small static file server for the built app (dist/), used by the end-to-end tests and the
// measurements. Every response carries the strict Content-Security-Policy the hosted build must
// run under, so any inline script or eval shows up as a violation in the tests.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

/**
 * The policy the hosted build promises to work under (issue 5); `img-src blob:` lets the Diagram
 * dialog show its SVG and draw its PNG, and the print style its diagrams, from images the page
 * makes itself (issue 23; the element and the embed page need only the rest).
 */
export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' blob:";

/**
 * The live page's policy (docs/LIVE.md): the site's, and secure WebSockets to the relays, which
 * the player chooses (`connect-src 'self' wss:`). Nothing else.
 */
export const LIVE_CSP = `${CSP}; connect-src 'self' wss:`;

/** The page whose policy is LIVE_CSP. */
const LIVE_PAGE = '/live.html';

/**
 * The policy of the page at `path`: LIVE_CSP for the live page (with `relays`, the tests'
 * loopback relays, added to its connect-src), CSP for every other.
 * @param {string} path
 * @param {string[]} [relays]
 */
export const cspFor = (path, relays = []) => (path === LIVE_PAGE ? [LIVE_CSP, ...relays].join(' ') : CSP);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.gz': 'application/gzip',
};

/** The dist/ folder of this checkout. */
export const DIST = resolve(new URL('../../dist', import.meta.url).pathname);

/**
 * Serves `root` on 127.0.0.1 at a free port (or `port`). Resolves to
 * `{ url, port, close(), requests }`; `requests` lists `{path, status, bytes}` for every request, and `close()`
 * stops the server and drops the open connections so the page really goes offline.
 * `override(path)` may answer a path with other contents (a damaged file), read at each request.
 * `relays`: the loopback relays the live page may reach besides `wss:` (cspFor).
 * @param {{root?: string, port?: number, headers?: Record<string, string>,
 *   override?: (path: string) => string | Uint8Array | undefined, relays?: string[]}} [options]
 */
export async function serve({ root = DIST, port = 0, headers = {}, override = () => undefined, relays = [] } = {}) {
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path));
    const common = { 'Content-Security-Policy': cspFor(path, relays), 'Cache-Control': 'no-cache', ...headers };
    if (!file.startsWith(root)) {
      requests.push({ path, status: 403, bytes: 0 });
      res.writeHead(403, common).end('forbidden');
      return;
    }
    try {
      const replaced = override(path);
      if (replaced === undefined && !(await stat(file)).isFile()) throw new Error('not a file');
      const body = replaced === undefined ? await readFile(file) : Buffer.from(replaced);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      requests.push({ path, status: 200, bytes: body.length });
      res.writeHead(200, { ...common, 'Content-Type': type, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      requests.push({ path, status: 404, bytes: 0 });
      res.writeHead(404, { ...common, 'Content-Type': 'text/plain' }).end('not found: ' + path);
    }
  });
  await new Promise((ok, fail) => server.once('error', fail).listen(port, '127.0.0.1', () => ok(undefined)));
  const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    url: `http://127.0.0.1:${actual}/`,
    port: actual,
    requests,
    close: () =>
      new Promise((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

// `node e2e/support/serve.mjs [port]` serves dist/ by hand, for looking at the build under the CSP.
if (import.meta.url === `file://${process.argv[1]}`) {
  const s = await serve({ port: Number(process.argv[2] ?? 8080) });
  console.log(`serving ${DIST} on ${s.url}`);
}
