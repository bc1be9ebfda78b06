/**
 * The match process: reads a job (the first line of stdin), plays the match (engine and isolates together), and
 * reports inits, decisions and the final record as lines on fd 3; in `careful` mode also each bot
 * call before it starts (see protocol.ts for the two modes).
 * A person's seat asks the parent for each decision and blocks on its answer (human-seat.ts).
 * Started by run-isolated.ts as `node --no-node-snapshot <bundle of this file>`.
 */
import { writeSync } from 'node:fs';
import { findGame } from '@arena/games';
import { runMatch, type Checkpoint } from '../run-match.ts';
import { driverOf } from './drivers.ts';
import { askParent, StdinLines } from './human-seat.ts';
import { childJobSchema, FLUSH_MS, PROGRESS_FD, type ChildJob, type ChildMessage } from './protocol.ts';

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
      onInit: (record) => out.send({ t: 'init', record }),
      onDecision: (record) => out.send({ t: 'decision', record }),
    },
  });
  out.send({ t: 'done', record });
  out.flush();
}

const lines = new StdinLines();
let out = new Outbox(false);
try {
  const job = childJobSchema.parse(JSON.parse(lines.next() ?? ''));
  out = new Outbox(job.mode === 'fast');
  play(job, out, lines);
} catch (e) {
  out.send({ t: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  out.flush();
  process.exitCode = 1;
}
