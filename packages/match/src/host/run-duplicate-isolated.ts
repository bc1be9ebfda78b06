/**
 * The duplicate format (duplicate.ts) with every rotation played by the child-process host. The
 * bots are compiled once; each rotation is its own match record. Rotations run in parallel, at
 * most `concurrency` match processes at once (default: the machine's cores, so that no more
 * isolates run at once than cores and `isolate.cpuTime` stays honest); each of these workers holds
 * one machine slot and plays its rotations one after another in a warm match process.
 */
import { availableParallelism } from 'node:os';
import { ok, type Result } from '@arena/engine/result';
import { duplicateTotals, rotations, type DuplicateResult, type DuplicateRotation } from '../duplicate.ts';
import type { LiveSink } from '../live.ts';
import type { ChildJob } from './protocol.ts';
import { prepareJob } from './prepare.ts';
import { runJob, type IsolatedOptions } from './run-isolated.ts';
import { acquireSlot, type Slot } from './slots.ts';

export interface DuplicateIsolatedOptions extends Omit<IsolatedOptions, 'inject' | 'onProgress' | 'live'> {
  readonly concurrency?: number;
  /** Live spectating: the sink of each rotation (one live stream per rotation). */
  readonly live?: (rotation: number) => LiveSink;
  /** Called as each rotation's match ends. */
  readonly onRotation?: (done: number, total: number) => void;
}

export async function runDuplicateIsolated(spec: unknown, options: DuplicateIsolatedOptions = {}): Promise<Result<DuplicateResult, string>> {
  const prepared = await prepareJob(spec);
  if (!prepared.ok) return prepared;
  const job = prepared.value;
  const orders = rotations(job.seats.length);
  const played: DuplicateRotation[] = new Array<DuplicateRotation>(orders.length);
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    // One slot for all the rotations this worker plays.
    const held = await acquireSlot();
    const slot = (): Promise<Slot> => Promise.resolve({ index: held.index, release: () => undefined });
    try {
      for (let i = next++; i < orders.length; i = next++) {
        const order = orders[i] ?? [];
        const { live, ...rest } = options;
        const sink = live?.(i);
        played[i] = { order, record: await runJob(rotated(job, order), sink ? { ...rest, live: sink } : rest, slot) };
        options.onRotation?.(++done, orders.length);
      }
    } finally {
      held.release();
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? availableParallelism(), orders.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return ok({ rotations: played, totals: duplicateTotals(job.seats, played) });
}

function rotated(job: ChildJob, order: readonly number[]): ChildJob {
  const seats = order.map((i) => {
    const seat = job.seats[i];
    if (!seat) throw new Error(`rotation names bot ${i} of ${job.seats.length}`);
    return seat;
  });
  return { ...job, seats };
}
