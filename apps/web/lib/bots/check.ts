/**
 * Runs scripts/check-bot.ts in a child process (see there) and reads its verdict. Checks wait in
 * a bounded queue (`check-queue.ts`; the limits in `check-limits.ts`, set by environment). The child
 * holds no secrets (its environment is NODE_ENV, PATH, HOME, TMPDIR and LANG only: no DATABASE_URL,
 * no REDIS_URL), has a V8 heap of `memoryMb`, and each step it announces (compile, type check, smoke
 * match) must finish within `stepMs`, the whole check within `totalMs`; otherwise it is stopped and
 * the verdict names the step and the limit. Nothing is stored for a stopped check (upload.ts).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { siteEnv } from '../env.ts';
import { processWide } from '../process-wide.ts';
import type { CheckLimits } from './check-limits.ts';
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

const VERDICT = '@@ARENA_CHECK@@';
export const STEP_MARK = '@@ARENA_STEP@@';

function checkQueue(): CheckQueue {
  return processWide('check-queue', () => new CheckQueue(siteEnv().checkLimits));
}

function hostFailure(message: string): CheckVerdict {
  return { ok: false, stage: 'host', steps: [], errors: [{ message }] };
}

/** The verdict of a check stopped by a limit: the step it was in, and which limit. */
function stopped(step: string, why: string): CheckVerdict {
  return { ok: false, stage: 'host', steps: [{ step, ok: false, detail: `stopped: ${why}` }], errors: [{ message: `Stopped: ${why}.` }] };
}

interface ChildEnd {
  readonly out: string;
  readonly stderr: string;
  readonly step: string;
  readonly killedFor: string | undefined;
  readonly signal: NodeJS.Signals | null;
}

/**
 * The child's verdict line, or why there is none. Node aborts (SIGABRT) on V8's fatal errors; in
 * this child, which runs under a heap limit, that is running out of heap.
 */
function childVerdict(end: ChildEnd, limits: CheckLimits): CheckVerdict {
  const line = end.out.split('\n').find((l) => l.startsWith(VERDICT));
  if (line) return JSON.parse(line.slice(VERDICT.length)) as CheckVerdict;
  if (end.killedFor !== undefined) return stopped(end.step, end.killedFor);
  if (end.signal === 'SIGABRT') return stopped(end.step, `the ${end.step} step needed more memory than its limit of ${limits.memoryMb} MB`);
  return hostFailure(`the checker failed: ${end.stderr.slice(-500) || 'no output'}`);
}

function runChild(input: object, limits: CheckLimits): Promise<CheckVerdict> {
  const root = siteEnv().repoRoot;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${limits.memoryMb}`, '--no-node-snapshot', '--import', 'tsx', join(root, 'apps/web/scripts/check-bot.ts')], {
      cwd: join(root, 'apps/web'), stdio: ['pipe', 'pipe', 'pipe'], env: checkerEnv(),
    });
    let out = '';
    let stderr = '';
    let step = 'start';
    let killedFor: string | undefined;
    const kill = (why: string) => { killedFor = why; child.kill('SIGKILL'); };
    // The whole check's timer starts first: with equal limits it ends a check before any step's timer does.
    const totalTimer = setTimeout(() => kill(`the check took longer than its limit of ${limits.totalMs / 1000} s in all`), limits.totalMs);
    const limitStep = () => setTimeout(() => kill(`the ${step} step took longer than its limit of ${limits.stepMs / 1000} s`), limits.stepMs);
    let stepTimer = limitStep();
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      const latest = [...out.matchAll(new RegExp(`${STEP_MARK}([\\w ]+)\\n`, 'g'))].at(-1)?.[1];
      if (latest !== undefined && latest !== step) {
        step = latest;
        clearTimeout(stepTimer);
        stepTimer = limitStep();
      }
    });
    child.stderr.on('data', (d: Buffer) => { stderr = (stderr + d.toString('utf8')).slice(-4000); });
    child.on('close', (_code, signal) => {
      clearTimeout(stepTimer);
      clearTimeout(totalTimer);
      resolve(childVerdict({ out, stderr, step, killedFor, signal }, limits));
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
  const ran = await checkQueue().run(userId, () => runChild({ game, source, filename, seats, seed: randomBytes(32).toString('hex'), ...league }, siteEnv().checkLimits));
  if (ran.ok) return { ok: true, verdict: ran.value };
  return { ok: false, message: ran.reason === 'user-busy' ? 'Your previous upload is still being checked: wait for its verdict.' : 'The checker is busy: try again in a minute.' };
}
