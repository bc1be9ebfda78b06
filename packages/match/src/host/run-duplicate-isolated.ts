/**
 * The duplicate format (duplicate.ts) with every rotation played by the child-process host. The
 * bots are compiled once; each rotation is its own match record.
 */
import { ok, type Result } from '@arena/engine/result';
import { rotations, sumChips, type DuplicateResult } from '../duplicate.ts';
import { prepareJob } from './prepare.ts';
import { runJob, type IsolatedOptions } from './run-isolated.ts';

export async function runDuplicateIsolated(spec: unknown, options: Omit<IsolatedOptions, 'inject'> = {}): Promise<Result<DuplicateResult, string>> {
  const prepared = await prepareJob(spec);
  if (!prepared.ok) return prepared;
  const job = prepared.value;
  const played = [];
  for (const order of rotations(job.seats.length)) {
    const seats = order.map((i) => {
      const seat = job.seats[i];
      if (!seat) throw new Error(`rotation names bot ${i} of ${job.seats.length}`);
      return seat;
    });
    played.push({ order, record: await runJob({ ...job, seats }, options) });
  }
  return ok({ rotations: played, totals: sumChips(job.seats, played) });
}
