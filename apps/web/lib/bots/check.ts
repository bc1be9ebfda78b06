/**
 * Runs scripts/check-bot.ts in a child process (see there) and reads its verdict. Checks wait in
 * a bounded queue (`check-queue.ts`, CHECK_LIMITS). The child holds no secrets (its environment is
 * NODE_ENV, PATH, HOME, TMPDIR and LANG only: no DATABASE_URL, no REDIS_URL), has a V8 heap of
 * `memoryMb`, and each step it announces (compile, type check, smoke match) must finish within
 * `stepMs`, the whole check within `totalMs`; otherwise it is killed and the verdict says which step.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { siteEnv } from '../env.ts';
import { CheckQueue } from './check-queue.ts';
import { checkerEnv } from '@/lib/env';

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

/** README "Security": the defaults of the checker's limits. */
export const CHECK_LIMITS = { concurrency: 1, maxWaiting: 8, perUser: 1, memoryMb: 512, stepMs: 45_000, totalMs: 120_000 } as const;

const VERDICT = '@@ARENA_CHECK@@';
export const STEP_MARK = '@@ARENA_STEP@@';

const holder = globalThis as typeof globalThis & { arenaCheckQueue?: CheckQueue };
const queue = (holder.arenaCheckQueue ??= new CheckQueue(CHECK_LIMITS));

function hostFailure(message: string): CheckVerdict {
  return { ok: false, stage: 'host', steps: [], errors: [{ message }] };
}

function runChild(input: object): Promise<CheckVerdict> {
  const root = siteEnv().repoRoot;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${CHECK_LIMITS.memoryMb}`, '--no-node-snapshot', '--import', 'tsx', join(root, 'apps/web/scripts/check-bot.ts')], {
      cwd: join(root, 'apps/web'), stdio: ['pipe', 'pipe', 'pipe'], env: checkerEnv(),
    });
    let out = '';
    let err = '';
    let step = 'start';
    let killedFor: string | undefined;
    const kill = (why: string) => { killedFor = why; child.kill('SIGKILL'); };
    let stepTimer = setTimeout(() => kill(`the ${step} step took over ${CHECK_LIMITS.stepMs / 1000} s`), CHECK_LIMITS.stepMs);
    const totalTimer = setTimeout(() => kill(`the check took over ${CHECK_LIMITS.totalMs / 1000} s`), CHECK_LIMITS.totalMs);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      const marks = [...out.matchAll(new RegExp(`${STEP_MARK}([\\w ]+)\\n`, 'g'))];
      const latest = marks.at(-1)?.[1];
      if (latest !== undefined && latest !== step) {
        step = latest;
        clearTimeout(stepTimer);
        stepTimer = setTimeout(() => kill(`the ${step} step took over ${CHECK_LIMITS.stepMs / 1000} s`), CHECK_LIMITS.stepMs);
      }
    });
    child.stderr.on('data', (d: Buffer) => { err = (err + d.toString('utf8')).slice(-4000); });
    child.on('close', () => {
      clearTimeout(stepTimer);
      clearTimeout(totalTimer);
      const line = out.split('\n').find((l) => l.startsWith(VERDICT));
      if (line) resolve(JSON.parse(line.slice(VERDICT.length)) as CheckVerdict);
      else if (killedFor !== undefined) resolve(hostFailure(`stopped: ${killedFor}`));
      else if (/heap out of memory/i.test(err)) resolve(hostFailure(`stopped: the ${step} step needed over ${CHECK_LIMITS.memoryMb} MB`));
      else resolve(hostFailure(`the checker failed: ${err.slice(-500) || 'no output'}`));
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

export type CheckOutcome = { readonly ok: true; readonly verdict: CheckVerdict } | { readonly ok: false; readonly message: string };

/** Checks a bot for `userId`, or says why it cannot wait in the queue now. */
export async function checkBot(userId: number, game: string, source: string, filename: string, seats: number, league?: CheckLeague): Promise<CheckOutcome> {
  const ran = await queue.run(userId, () => runChild({ game, source, filename, seats, seed: randomBytes(32).toString('hex'), ...league }));
  if (ran.ok) return { ok: true, verdict: ran.value };
  return { ok: false, message: ran.reason === 'user-busy' ? 'Your previous upload is still being checked: wait for its verdict.' : 'The checker is busy: try again in a minute.' };
}
