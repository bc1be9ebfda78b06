/**
 * Warm match processes (issue 20): starting `node --no-node-snapshot` costs a match process about
 * 0.3-0.5 s of CPU, more than a short match, so a process plays many matches: all rotations of a
 * duplicate table, and the next tables of a worker's processor. Every guarantee stays per match:
 * each bot of each match gets a fresh isolate (disposed when its match ends), and the watchdog,
 * the per-call timers and the limits watch every match as they watched a process of its own.
 *
 * A process goes back to the pool only when it reported, after its match, that it holds no isolate
 * and stays within `MAX_RSS_MB`, and it has played fewer than `MAX_MATCHES`; a process the
 * watchdog killed, that died, or that failed is never reused (the next match starts a new one).
 * Idle processes end after `IDLE_MS`, and never keep their parent from exiting.
 */
import { childBundle } from './child-bundle.ts';
import { MatchProcess } from './match-process.ts';
import type { RunEnd, RunOptions } from './match-run.ts';
import type { ChildHealth, ChildJob } from './protocol.ts';

/** Matches a process plays before it is replaced (bounds whatever slow growth V8 may have). */
export const MAX_MATCHES = 200;
/** Resident memory above which a process is replaced rather than reused, MB. */
export const MAX_RSS_MB = 400;
/** An idle process ends after this long without a match, ms. */
const IDLE_MS = 30_000;

const idle: MatchProcess[] = [];
const idleTimers = new Map<MatchProcess, NodeJS.Timeout>();

// Idle processes never keep their parent running; when it is about to exit on its own, they end
// first, so that they are its own to the end (their CPU counts as the command's, as it did with a
// process per match).
process.on('beforeExit', () => {
  if (idle.length > 0) void closeIdleProcesses();
});

/** Whether a process that reported `health` may play another match. */
export function reusable(health: ChildHealth | null): boolean {
  return health !== null && health.isolates === 0 && health.rssMb <= MAX_RSS_MB && health.matches < MAX_MATCHES;
}

/** Plays `job` in a warm match process (started if none is idle), which goes back to the pool if it may. */
export async function playWarm(job: ChildJob, options: RunOptions): Promise<RunEnd> {
  const warm = idle.pop() ?? new MatchProcess(await childBundle(), forget);
  clearTimeout(idleTimers.get(warm));
  idleTimers.delete(warm);
  const end = await warm.play(job, options);
  if (end.ok && end.run.kind === 'done' && warm.alive && reusable(warm.health)) rest(warm);
  else warm.kill();
  return end;
}

function rest(warm: MatchProcess): void {
  idle.push(warm);
  idleTimers.set(warm, setTimeout(() => void warm.close(), IDLE_MS).unref());
}

function forget(warm: MatchProcess): void {
  clearTimeout(idleTimers.get(warm));
  idleTimers.delete(warm);
  const at = idle.indexOf(warm);
  if (at >= 0) idle.splice(at, 1);
}

/** The idle processes (tests: which process plays next, and its health). */
export function idleProcesses(): readonly MatchProcess[] {
  return [...idle];
}

/**
 * Ends every idle process and waits until they have exited (before the parent exits; a worker
 * shutting down; tests).
 */
export async function closeIdleProcesses(): Promise<void> {
  const closing = idle.splice(0);
  for (const warm of closing) {
    clearTimeout(idleTimers.get(warm));
    idleTimers.delete(warm);
  }
  await Promise.all(closing.map((warm) => warm.close()));
}
