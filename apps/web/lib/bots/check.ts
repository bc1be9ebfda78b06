/**
 * Runs scripts/check-bot.ts in a child process (see there) and reads its verdict. One check at a
 * time per server process: the smoke match is CPU-bound and the machine is small.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { siteEnv } from '../env.ts';

export interface CheckError {
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
  readonly decision?: number | null;
}

export interface CheckVerdict {
  readonly ok: boolean;
  readonly stage: 'compile' | 'smoke' | 'host' | 'accepted';
  readonly steps: readonly { step: string; ok: boolean; detail: string }[];
  readonly errors?: readonly CheckError[];
  /** Type problems (TypeScript against the game's contract): shown, but they do not reject a bot. */
  readonly warnings?: readonly CheckError[];
  readonly logs?: readonly string[];
  readonly bundle?: string;
}

let queue: Promise<unknown> = Promise.resolve();

function runChild(input: object): Promise<CheckVerdict> {
  const root = siteEnv().repoRoot;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--no-node-snapshot', '--import', 'tsx', join(root, 'apps/web/scripts/check-bot.ts')], {
      cwd: join(root, 'apps/web'), stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.stdout.on('data', (d: Buffer) => { out += d.toString('utf8'); });
    child.stderr.on('data', (d: Buffer) => { err += d.toString('utf8'); });
    child.on('close', () => {
      clearTimeout(timer);
      const line = out.split('\n').find((l) => l.startsWith('@@ARENA_CHECK@@'));
      if (line) resolve(JSON.parse(line.slice('@@ARENA_CHECK@@'.length)) as CheckVerdict);
      else resolve({ ok: false, stage: 'host', steps: [], errors: [{ message: `the checker failed: ${err.slice(-500) || 'no output'}` }] });
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/** The league a bot is checked for: its options, limits and deals per match (none: the game's defaults, a whole match). */
export interface CheckLeague {
  readonly options: unknown;
  readonly limits: { readonly decisionMs: number; readonly memoryMb: number };
  readonly deals: number;
}

export function checkBot(game: string, source: string, filename: string, seats: number, league?: CheckLeague): Promise<CheckVerdict> {
  const run = queue.then(() => runChild({ game, source, filename, seats, seed: randomBytes(32).toString('hex'), ...league }));
  queue = run.catch(() => undefined);
  return run;
}
