/** `next build` and the site's server (server.ts, as `npm run start` runs it) for the browser tests, the screenshots and the load bench. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const NEXT_BIN = require.resolve('next/dist/bin/next');

/** Builds the app unless `reuse` is set and a build exists. */
export function buildApp(reuse = false): void {
  if (reuse && existsSync(`${WEB_DIR}/.next/BUILD_ID`)) return;
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: WEB_DIR, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`next build failed:\n${build.stdout}\n${build.stderr}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  readonly baseUrl: string;
  readonly pid: number | undefined;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts server.ts on a free port of 127.0.0.1 against `databaseUrl` (and `env` besides this process's) and waits until it answers. */
export async function startServer(databaseUrl: string, env: Readonly<Record<string, string>> = {}): Promise<RunningServer> {
  const port = await freePort();
  let output = '';
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--no-node-snapshot', 'server.ts', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: WEB_DIR, env: { ...process.env, ...env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, ARENA_SITE_URL: baseUrl, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (d: Buffer) => { output += d.toString(); });
  server.stderr.on('data', (d: Buffer) => { output += d.toString(); });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the site's server exited: ${output.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`the site's server did not answer: ${output.slice(-2000)}`);
    try {
      if ((await fetch(`${baseUrl}/ratings`)).status < 500) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    pid: server.pid,
    output: () => output,
    stop: async () => {
      const running = (): boolean => server.exitCode === null; // read afresh: it changes while we wait
      if (!running()) return;
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (running()) server.kill('SIGKILL');
    },
  };
}
