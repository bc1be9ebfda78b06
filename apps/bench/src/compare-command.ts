/**
 * The cost of a typical `arena compare` (issue 18): how many deal sets the sequential test needs
 * and how long it takes, wall and CPU (the command and every match process it starts, from /proc
 * as in match-command.ts), with the default bounds (elo0 0, elo1 10, at most 200 sets) and whole
 * arena matches: Kein Stich's heuristic against a weakened heuristic (bots/kein-stich-weakened.ts),
 * and against itself.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Row } from '@arena/report/table';
import { ARENA, childrenCpuSeconds } from './match-command.ts';

const WEAKENED = fileURLToPath(new URL('../bots/kein-stich-weakened.ts', import.meta.url));

export const COMPARE_CASES: readonly { readonly name: string; readonly a: string; readonly b: string }[] = [
  { name: 'heuristic vs weakened heuristic', a: WEAKENED, b: 'heuristic' },
  { name: 'heuristic vs itself', a: 'heuristic', b: 'heuristic' },
];

interface CompareOutput {
  readonly decision: string;
  readonly sets: number;
  readonly deals: number;
  readonly elo: { readonly elo: number; readonly low: number; readonly high: number };
}

export function benchCompareCommand(): Row[] {
  return COMPARE_CASES.map(({ name, a, b }) => {
    const before = childrenCpuSeconds();
    const started = performance.now();
    const r = spawnSync(process.execPath, [ARENA, 'compare', a, b, '--game', 'kein-stich', '--seed', 'bench-compare', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const wall = (performance.now() - started) / 1000;
    const cpu = childrenCpuSeconds() - before;
    if (r.status === null || r.status > 2) throw new Error(`arena compare failed (exit ${String(r.status)})`);
    const out = JSON.parse(r.stdout) as CompareOutput;
    const elo = `${Math.round(out.elo.elo)} [${Math.round(out.elo.low)}, ${Math.round(out.elo.high)}]`;
    return {
      case: name, decision: out.decision, 'deal sets': out.sets, deals: out.deals, 'Elo [95 %]': elo,
      'wall s': Number(wall.toFixed(1)), 'CPU s': Number(cpu.toFixed(1)), 'wall s per set': Number((wall / out.sets).toFixed(2)),
    };
  });
}
