/**
 * Whether answers that must not tell themselves apart by time do the same work: the CPU the site's
 * server process (and any process under it) spends per request of each kind. Wall-clock tries
 * cannot decide it on this kind of shared machine: the fastest of 12 tries of one kind moved
 * between 27 and 52 ms from one set to the next, while a password hash costs 10-13 ms. CPU time
 * does not grow while the server waits for a core, so load hardly moves it.
 *
 * Each path is run twice unmeasured first (the server compiles its code). Then requests go in
 * batches of one kind, in the order A B C C B A ..., so drift cancels out; the server settles
 * before and after each batch, so the mail a batch sends after its responses counts in that batch.
 * /proc counts CPU in 10 ms ticks, hence 64 requests per kind. The kinds are alike when their CPU
 * per request lies within 0.75 of a password hash (measured in this process) of each other. A
 * path that skips the hash spends about 1.5 such hashes less per request: measured 14.7 ms (log-in
 * without the dummy hash) and 16.9 ms (sign-up hashing only new addresses) against 10.0-10.2 ms
 * hashes. Alike paths differed by 0.5-2.9 ms, and by 4.7 ms with three busy loops on two cores.
 */
import { readdir, readFile } from 'node:fs/promises';
import { hashPassword } from '@/lib/auth/password';
import { PASSWORD } from './world.ts';

const TICK_MS = 10; // Linux's USER_HZ: /proc/<pid>/stat counts CPU in 1/100 s

/** Per kind: sends `count` requests of that kind, each with addresses and a client IP of its own. */
export type SendBatch<K extends string> = (kind: K, count: number) => Promise<void>;

export interface CpuVerdict {
  alike: boolean;
  /** CPU per request of each kind and of one hash, in ms (for the failure message). */
  detail: string;
}

interface ProcStat { pid: number; ppid: number; cpuMs: number }

async function procStat(pid: number): Promise<ProcStat | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' '); // the name may hold spaces and parentheses
    return { pid, ppid: Number(rest[1]), cpuMs: (Number(rest[11]) + Number(rest[12])) * TICK_MS };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** CPU the process `root` and its live descendants have spent so far, in ms. */
export async function treeCpuMs(root: number): Promise<number> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const stats = (await Promise.all(pids.map(procStat))).filter((s): s is ProcStat => s !== undefined);
  const inTree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats) if (!inTree.has(s.pid) && inTree.has(s.ppid)) { inTree.add(s.pid); grew = true; }
  }
  return stats.filter((s) => inTree.has(s.pid)).reduce((sum, s) => sum + s.cpuMs, 0);
}

/** Waits until the tree spends no CPU for 200 ms (work after a response, a collection), at most 5 s. */
async function settled(root: number): Promise<number> {
  let last = await treeCpuMs(root);
  for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
    await new Promise((r) => setTimeout(r, 200));
    const now = await treeCpuMs(root);
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

export async function alikeInCpu<K extends string>(serverPid: number, kinds: readonly K[], send: SendBatch<K>, { batch = 8, rounds = 8 } = {}): Promise<CpuVerdict> {
  for (const kind of kinds) await send(kind, 2); // unmeasured: the server compiles each path's code first
  const spent = new Map<K, number>();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? kinds : [...kinds].reverse();
    for (const kind of order) {
      const before = await settled(serverPid);
      await send(kind, batch);
      const after = await settled(serverPid);
      spent.set(kind, (spent.get(kind) ?? 0) + after - before);
    }
  }
  const perRequest = kinds.map((k) => (spent.get(k) ?? 0) / (batch * rounds));
  const hash = await hashCpuMs();
  const spread = Math.max(...perRequest) - Math.min(...perRequest);
  const detail = `${kinds.map((k, i) => `${k} ${perRequest[i]?.toFixed(1)}`).join(', ')}; a hash ${hash.toFixed(1)} (ms of CPU)`;
  return { alike: spread < 0.75 * hash, detail };
}
