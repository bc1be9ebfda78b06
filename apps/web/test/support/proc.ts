/** A process tree read from Linux's /proc: the processes below a pid, and the CPU they have spent. */
import { readdir, readFile } from 'node:fs/promises';

const TICK_MS = 10; // Linux's USER_HZ: /proc/<pid>/stat counts CPU in 1/100 s

interface ProcStat { readonly pid: number; readonly ppid: number; readonly cpuMs: number }

async function procStat(pid: number): Promise<ProcStat | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined); // gone meanwhile
  if (text === undefined) return undefined;
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' '); // the name may hold spaces and parentheses
  return { pid, ppid: Number(rest[1]), cpuMs: (Number(rest[11]) + Number(rest[12])) * TICK_MS };
}

async function allProcesses(): Promise<ProcStat[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  return (await Promise.all(pids.map(procStat))).filter((s): s is ProcStat => s !== undefined);
}

function below(root: number, stats: readonly ProcStat[]): ProcStat[] {
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const found: ProcStat[] = [];
  for (let todo = [root]; todo.length > 0;) {
    const next = todo.flatMap((p) => children.get(p) ?? []);
    found.push(...next);
    todo = next.map((s) => s.pid);
  }
  return found;
}

/** The processes below `pid` (children, grandchildren …). */
export async function descendants(pid: number): Promise<number[]> {
  return below(pid, await allProcesses()).map((s) => s.pid);
}

/** CPU (user + system) that `root` and its live descendants have spent so far, in ms, in 10 ms steps. */
export async function treeCpuMs(root: number): Promise<number> {
  const stats = await allProcesses();
  const tree = [...stats.filter((s) => s.pid === root), ...below(root, stats)];
  return tree.reduce((sum, s) => sum + s.cpuMs, 0);
}
