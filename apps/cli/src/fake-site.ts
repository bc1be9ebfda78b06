/**
 * Test support for the commands that speak to the site (`arena bot upload`, `arena challenge`,
 * `arena rerun`): a local HTTP endpoint that records every request and answers as the test says,
 * and the `arena` command run as a process of its own (the endpoint answers from the test's own
 * process, so not spawnSync). The real site's routes are tested in apps/web.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { environmentWith } from './env.ts';

export interface SiteRequest {
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly auth: string | undefined;
  /** The JSON body, or null when there is none. */
  readonly body: unknown;
}

export interface SiteAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

export interface FakeSite {
  readonly url: string;
  /** Every request so far, oldest first (tests empty it with `seen.length = 0`). */
  readonly seen: SiteRequest[];
  close(): Promise<void>;
}

/** Listens on a free local port; `answer` is asked for each request once its body has arrived. */
export async function startFakeSite(answer: (request: SiteRequest) => SiteAnswer): Promise<FakeSite> {
  const seen: SiteRequest[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => { text += c.toString(); });
    req.on('end', () => {
      const request = { method: req.method, url: req.url, auth: req.headers.authorization, body: text === '' ? null : JSON.parse(text) as unknown };
      seen.push(request);
      const reply = answer(request);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export const arenaBin = fileURLToPath(new URL('../bin/arena.mjs', import.meta.url));

export interface ArenaRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `arena ...args` with `env` added to this process's environment. */
export function runArena(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<ArenaRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [arenaBin, ...args], { env: environmentWith(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => { stdout += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}
