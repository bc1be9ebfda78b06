/**
 * The site's production server (`npm run start`): Next's request handler, with the spectators'
 * page copies answered before it (lib/http/copy-server.ts; README "Spectators' page copies"), and
 * each request's response marks (a form refused by a rate limit answers 429: lib/http/response-marks.ts).
 * `node server.ts [-p port] [-H hostname]`, after `next build`; like `next start`, the port
 * defaults to `PORT` or 3000 and the hostname to every interface. Node runs this TypeScript as it
 * is (type stripping), so it and what it imports use relative `.ts` imports only.
 * `next dev` keeps no copies: every page is rendered per request there.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { defaultPort, pageCacheSettings } from './lib/build-env.ts';
import { createCopyHandler, type CopyHandler } from './lib/http/copy-server.ts';
import { makePageRenderSecrets } from './lib/http/page-render.ts';
import { withResponseMarks } from './lib/http/response-marks.ts';

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = values.port === undefined ? defaultPort() : Number(values.port);
const hostname = values.hostname;

/** The copies, or null when `ARENA_PAGE_CACHE_SECONDS=0`. The secrets exist before Next loads the proxy. */
function copyHandler(): CopyHandler | null {
  const { ttlMs, origin } = pageCacheSettings();
  if (ttlMs === 0) return null;
  const self = hostname === undefined || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  return createCopyHandler({ origin: origin ?? `http://${self.includes(':') ? `[${self}]` : self}:${port}`, ttlMs, secrets: makePageRenderSecrets() });
}

const copies = copyHandler();
const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  const answered = copies === null ? Promise.resolve(false) : copies(req, res);
  answered.then((done) => (done ? undefined : withResponseMarks(res, () => handle(req, res)))).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end();
  });
});
server.listen(port, hostname, () => console.log(`Stich Arena site on http://${hostname ?? 'localhost'}:${port}`));

function stop(): void {
  server.close();
  void app.close().finally(() => process.exit(0));
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
