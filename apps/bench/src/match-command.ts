/**
 * The cost of a whole `arena play` command (issue 20): CPU of the command and every process it
 * starts (the match processes, esbuild's service), against the decisions its records hold. Linux
 * only: the children's CPU comes from /proc/self/stat (`cutime`, `cstime`: every waited-for
 * descendant), which node does not otherwise expose.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Row } from '@arena/report/table';

export const ARENA = fileURLToPath(new URL('../../cli/bin/arena.mjs', import.meta.url));
export const MATCH_COMMAND = ['play', '--game', 'lupfen', 'heuristic', 'random', 'heuristic', 'random', '--duplicate', '--seed', 'bar16'];
/** Linux's USER_HZ, the unit of /proc's CPU times, on every architecture node runs on. */
const TICKS_PER_SECOND = 100;

/** CPU seconds of every waited-for descendant of this process so far (user + system). */
export function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5) (cutime, cstime), counted from 3 after the command name.
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

function decisionsIn(dir: string): number {
  return readdirSync(dir).reduce((sum, f) => sum + (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { decisions: unknown[] }).decisions.length, 0);
}

/** One row per run: the first run also builds any cache an edit made stale, so it is reported apart. */
export function benchMatchCommand(runs: number): Row[] {
  return Array.from({ length: runs }, (_, run) => {
    const out = mkdtempSync(join(tmpdir(), 'arena-bench-'));
    const before = childrenCpuSeconds();
    const r = spawnSync(process.execPath, [ARENA, ...MATCH_COMMAND, '--out', out], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'inherit'] });
    const cpu = childrenCpuSeconds() - before;
    if (r.status !== 0) throw new Error(`arena play failed (exit ${String(r.status)})`);
    const decisions = decisionsIn(out);
    rmSync(out, { recursive: true, force: true });
    return { run: run + 1, decisions, 'CPU s': Number(cpu.toFixed(2)), 'decisions/CPU-s': Math.round(decisions / cpu) };
  });
}
