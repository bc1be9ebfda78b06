/**
 * The match process: reads a job from stdin, plays the match (engine and isolates together), and
 * reports each bot call, each init and decision, and the final record as lines on fd 3.
 * Started by run-isolated.ts as `node --no-node-snapshot --import tsx child.ts`.
 */
import { writeSync } from 'node:fs';
import { findGame } from '@arena/games';
import { runMatch, type Checkpoint } from '../run-match.ts';
import { driverOf } from './drivers.ts';
import { childJobSchema, PROGRESS_FD, type ChildJob, type ChildMessage } from './protocol.ts';

function send(message: ChildMessage): void {
  const line = Buffer.from(`${JSON.stringify(message)}\n`);
  let offset = 0;
  while (offset < line.length) {
    try {
      offset += writeSync(PROGRESS_FD, line, offset);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
    }
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function injected(job: ChildJob, at: Checkpoint): void {
  const inject = job.inject;
  if (!inject || inject.at.seat !== at.seat || inject.at.phase !== at.phase || at.decision < inject.at.decision) return;
  if (inject.mode === 'abort') process.abort();
  for (;;) { /* hang, as a V8 stuck near its heap limit would */ }
}

function play(job: ChildJob): void {
  const game = findGame(job.game);
  if (!game) throw new Error(`unknown game ${job.game}`);
  const record = runMatch({
    game, options: job.options, seed: job.seed, limits: job.limits, resume: job.resume,
    seats: job.seats.map((s, i) => driverOf(s, i, job.seed)),
    ...(job.maxDeals === undefined ? {} : { maxDeals: job.maxDeals }),
    hooks: {
      beforeBotCall: (checkpoint) => {
        send({ t: 'call', checkpoint });
        injected(job, checkpoint);
      },
      onInit: (record) => send({ t: 'init', record }),
      onDecision: (record) => send({ t: 'decision', record }),
    },
  });
  send({ t: 'done', record });
}

try {
  play(childJobSchema.parse(JSON.parse(await readStdin())));
} catch (e) {
  send({ t: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  process.exitCode = 1;
}
