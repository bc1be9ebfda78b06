/**
 * The CPU a process tree has spent, read from Linux's /proc: for the benchmarks (a worker and its
 * processor and match processes) and the timing tests (the site's server). Linux only.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ, the unit of /proc's CPU times, on every architecture node runs on. */
const TICK_MS = 10;

interface ProcStat {
  readonly pid: number;
  readonly ppid: number;
  /** Its own CPU and that of its waited-for children (utime, stime, cutime, cstime), ms. */
  readonly cpuMs: number;
}

function procStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // ended meanwhile
  }
  // Fields after the command name, which may hold spaces and parentheses: state 0, ppid 1, utime 11 … cstime 14.
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(rest[i] ?? 0), 0);
  return { pid, ppid: Number(rest[1]), cpuMs: ticks * TICK_MS };
}

function allProcesses(): ProcStat[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((name) => procStat(Number(name)) ?? []);
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

/** The live processes below `pid` (children, grandchildren …). */
export function descendants(pid: number): number[] {
  return below(pid, allProcesses()).map((s) => s.pid);
}

/**
 * CPU (user + system) that `root` and its live descendants have spent so far, each with its
 * waited-for children, in ms, in 10 ms steps. A process must be read while it lives (a warm match
 * process, a worker's processor): once it has ended, its CPU counts only if its parent waited for it.
 */
export function treeCpuMs(root: number): number {
  const stats = allProcesses();
  return [...stats.filter((s) => s.pid === root), ...below(root, stats)].reduce((sum, s) => sum + s.cpuMs, 0);
}

/** CPU the whole machine has spent so far, every core and process (/proc/stat: all but idle and iowait), ms. */
export function machineCpuMs(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  return (fields.reduce((sum, x) => sum + x, 0) - (fields[3] ?? 0) - (fields[4] ?? 0)) * TICK_MS;
}
