/**
 * The match process: reads jobs (one line of stdin each), plays each match (engine and isolates
 * together), and reports inits, decisions and the final record as lines on fd 3; in `careful` mode
 * also each bot call before it starts (see protocol.ts for the two modes). After each match it
 * reports its health (`ready`) and waits for the next job; it ends when stdin does, or after a job
 * it could not play (`error`). Every bot of every match gets a fresh isolate, disposed when the
 * match ends (run-match.ts), so nothing of one match is left for the next one.
 * A person's seat asks the parent for each decision and blocks on its answer (human-seat.ts).
 * Started by match-process.ts as `node --no-node-snapshot <bundle of this file>`.
 */
import { writeSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { findGame } from '@arena/games';
import { liveIsolates } from '@arena/sandbox/bot-session';
import { runMatch, type Checkpoint } from '../run-match.ts';
import { driverOf } from './drivers.ts';
import { askParent, StdinLines } from './human-seat.ts';
import { childJobSchema, FLUSH_MS, PROGRESS_FD, reportsProgressOnly, type ChildHealth, type ChildJob, type ChildMessage } from './protocol.ts';

function writeAll(text: string): void {
  const bytes = Buffer.from(text);
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(PROGRESS_FD, bytes, offset);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
    }
  }
}

/** Lines to the parent: at once (`careful`), or batched for at most FLUSH_MS (`fast`). */
class Outbox {
  private pending = '';
  /** The first record goes out at once: from then on the parent has a deadline. */
  private lastFlush = -Infinity;

  constructor(private readonly batched: boolean) {}

  send(message: ChildMessage): void {
    this.pending += `${JSON.stringify(message)}\n`;
    if (!this.batched || performance.now() - this.lastFlush >= FLUSH_MS) this.flush();
  }

  /** A progress-only child's report: written only when a batch is due; one that is not due is dropped, the next one says more. */
  progress(decisions: number, deal: number): void {
    if (performance.now() - this.lastFlush >= FLUSH_MS) this.send({ t: 'progress', decisions, deal });
  }

  flush(): void {
    if (this.pending.length > 0) writeAll(this.pending);
    this.pending = '';
    this.lastFlush = performance.now();
  }
}


function injected(job: ChildJob, at: Checkpoint): void {
  const inject = job.inject;
  if (!inject || inject.at.seat !== at.seat || inject.at.phase !== at.phase || at.decision < inject.at.decision) return;
  if (inject.mode === 'abort') process.abort();
  for (;;) { /* hang, as a V8 stuck near its heap limit would */ }
}

function play(job: ChildJob, out: Outbox, lines: StdinLines): void {
  const game = findGame(job.game);
  if (!game) throw new Error(`unknown game ${job.game}`);
  const careful = job.mode === 'careful';
  const progressOnly = reportsProgressOnly(job);
  let decisions = job.resume.decisions.length;
  let deal = job.resume.decisions.at(-1)?.deal ?? 0;
  const record = runMatch({
    game, options: job.options, seed: job.seed, limits: job.limits, resume: job.resume,
    seats: job.seats.map((s, i) => driverOf(s, i, job.seed, (seat) => askParent(seat, lines, (message) => {
      out.send(message);
      out.flush();
    }))),
    ...(job.maxDeals === undefined ? {} : { maxDeals: job.maxDeals }),
    hooks: {
      beforeBotCall: (checkpoint) => {
        if (careful) out.send({ t: 'call', checkpoint });
        injected(job, checkpoint);
      },
      // A progress-only child reports after inits too: its first line, at once, arms the parent's batch deadline.
      onInit: (record) => {
        if (progressOnly) out.progress(decisions, deal);
        else out.send({ t: 'init', record });
      },
      onDecision: (record) => {
        decisions += 1;
        deal = record.deal;
        if (progressOnly) out.progress(decisions, deal);
        else out.send({ t: 'decision', record });
      },
    },
  });
  // The parent has every init and decision from the resume and the lines, unless it asked for progress only.
  out.send({ t: 'done', record: progressOnly ? record : { ...record, inits: [], decisions: [] } });
}

const MB = 1024 * 1024;

function health(matches: number): ChildHealth {
  const memory = process.memoryUsage();
  return {
    isolates: liveIsolates(), heapUsedMb: memory.heapUsed / MB, rssMb: memory.rss / MB,
    globals: Object.getOwnPropertyNames(globalThis).length, matches,
  };
}

/** Plays one job line; false when the process must end (a job it could not play). */
function playLine(line: string, lines: StdinLines, matches: number): boolean {
  let out = new Outbox(false);
  try {
    const job = childJobSchema.parse(JSON.parse(line));
    out = new Outbox(job.mode === 'fast');
    play(job, out, lines);
    out.send({ t: 'ready', health: health(matches + 1) });
    out.flush();
    return true;
  } catch (e) {
    out.send({ t: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    out.flush();
    process.exitCode = 1;
    return false;
  }
}

const lines = new StdinLines();
for (let matches = 0, line = lines.next(); line !== null; matches++, line = lines.next()) {
  if (!playLine(line, lines, matches)) break;
  // Let whatever the last match left queued (isolated-vm's handles, finalisers) run before blocking on stdin.
  await nextTurn();
}
