/**
 * Whether answers that must not tell themselves apart by time do the same work: the CPU the site's
 * server process (and any process under it) spends per request of each kind. Wall-clock tries
 * cannot decide it on this kind of shared machine: the fastest of 12 tries of one kind moved
 * between 27 and 52 ms from one set to the next, while a password hash costs 10-13 ms. CPU time
 * does not grow while the server waits for a core, so load hardly moves it.
 *
 * Each path is run twice unmeasured first (the server compiles its code). Then requests go in
 * batches of one kind, 8 batches of 12 per kind, in the order A B C C B A ..., so drift cancels out;
 * the server settles before and after each batch, so what a batch does after its responses (a
 * mail) counts in that batch. /proc counts CPU in 10 ms ticks, hence batches. A kind's cost is its
 * median batch (a garbage collection or a late compile lands in one batch, not in the median). The
 * kinds are alike when their costs lie within 0.75 of a password hash (measured in this process)
 * of each other. Measured: alike paths 0-1.7 ms apart quiet and 0-3.4 ms with three busy loops on
 * two cores; a path that skips the hash 14-15 ms below the others (hashes of 9.7-10.8 ms).
 */
import { hashPassword } from '@/lib/auth/password';
import { treeCpuMs } from '@arena/report/process-cpu';
import { PASSWORD } from './world.ts';

/** Per kind: sends `count` requests of that kind, each with addresses and a client IP of its own. */
export type SendBatch<K extends string> = (kind: K, count: number) => Promise<void>;

export interface CpuVerdict {
  alike: boolean;
  /** CPU per request of each kind and of one hash, in ms (for the failure message). */
  detail: string;
}

/** Waits until the tree spends no CPU for 200 ms (work after a response, a collection), at most 5 s. */
async function settled(root: number): Promise<number> {
  let last = treeCpuMs(root);
  for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
    await new Promise((r) => setTimeout(r, 200));
    const now = treeCpuMs(root);
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** The CPU of one password hash: the least of 5 (this process's other threads only ever add). */
async function hashCpuMs(): Promise<number> {
  let least = Infinity;
  for (let i = 0; i < 5; i++) {
    const before = process.cpuUsage();
    await hashPassword(PASSWORD);
    const used = process.cpuUsage(before);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

/** The middle of `values` (the mean of the two middle ones for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2 : (sorted[Math.floor(mid)] ?? 0);
}

export async function alikeInCpu<K extends string>(serverPid: number, kinds: readonly K[], send: SendBatch<K>, { batch = 12, rounds = 8 } = {}): Promise<CpuVerdict> {
  for (const kind of kinds) await send(kind, 2); // unmeasured: the server compiles each path's code first
  const perBatch = new Map<K, number[]>();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? kinds : [...kinds].reverse();
    for (const kind of order) {
      const before = await settled(serverPid);
      await send(kind, batch);
      const after = await settled(serverPid);
      perBatch.set(kind, [...(perBatch.get(kind) ?? []), (after - before) / batch]);
    }
  }
  const perRequest = kinds.map((k) => median(perBatch.get(k) ?? []));
  const hash = await hashCpuMs();
  const spread = Math.max(...perRequest) - Math.min(...perRequest);
  const detail = `${kinds.map((k, i) => `${k} ${perRequest[i]?.toFixed(1)}`).join(', ')}; a hash ${hash.toFixed(1)} (ms of CPU)`;
  return { alike: spread < 0.75 * hash, detail };
}
