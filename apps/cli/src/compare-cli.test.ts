/**
 * `arena compare` end to end, through the real command and the real sandbox: short deal sets (2
 * deals a rotation) and wide Elo bounds, so that a clear difference is decided in a few sets.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/arena.mjs', import.meta.url));
const arena = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
const quick = ['--game', 'kein-stich', '--deals', '2', '--elo1', '200', '--seed', 'cli-compare'];

interface CompareJson {
  decision: string;
  exitCode: number;
  sets: number;
  deals: number;
  elo: { elo: number; low: number; high: number };
  results: { pointsA: number; pointsB: number; score: number }[];
}

describe('arena compare', () => {
  it('accepts a clearly stronger B within the maximum, and shows the test on stderr set by set', () => {
    const r = arena('compare', 'random', 'heuristic', ...quick, '--max-sets', '20', '--json');
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as CompareJson;
    expect(out).toMatchObject({ decision: 'accept', exitCode: 0 });
    expect(out.sets).toBeLessThanOrEqual(20);
    expect(out.results).toHaveLength(out.sets);
    expect(out.elo.low).toBeGreaterThan(0);
    // 2 tables x 4 rotations x 2 deals a set.
    expect(out.deals).toBe(out.sets * 16);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(out.sets);
    expect(lines[0]).toMatch(/^arena compare: set 1: LLR -?\d+\.\d\d in \[-2\.94, 2\.94\], Elo [+-]\d+ \[[+-]\d+, [+-]\d+\], 1 sets, 16 deals$/);
  });

  it('rejects a clearly weaker B (exit 1) and says so in words', () => {
    const r = arena('compare', 'heuristic', 'random', ...quick, '--max-sets', '20');
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^B \(random\) is not better than A \(heuristic\) by \+200 Elo: H0 \(at most \+0 Elo\) accepted\n/);
  });

  it('stops inconclusive at the maximum of deal sets (exit 2)', () => {
    const r = arena('compare', 'heuristic', 'heuristic', ...quick, '--deals', '1', '--max-sets', '2');
    expect(r.status, r.stderr).toBe(2);
    expect(r.stdout).toMatch(/^inconclusive: no decision between \+0 and \+200 Elo within the maximum of deal sets\n.*2 sets, 16 deals; B won 0, drew 2, lost 0 deal sets/);
  });

  it('refuses a bot that does not compile, naming its line, before playing', () => {
    const broken = join(mkdtempSync(join(tmpdir(), 'arena-compare-')), 'broken.ts');
    writeFileSync(broken, 'export function decide(obs) {\n  return obs.legalActions[0]\n}}\n');
    const r = arena('compare', 'random', broken, '--game', 'kein-stich');
    expect(r.status).toBe(3);
    expect(r.stderr).toBe(`arena compare: B does not compile: ${broken}:3:2: Unexpected "}"\n`);
  });

  it.each([
    [['--elo1', 'ten'], 'arena compare: --elo1 must be a number'],
    [['--elo0', '20', '--elo1', '5'], 'arena compare: elo0 (20) must be below elo1 (5)'],
    [['--max-sets', '0'], 'arena compare: --max-sets must be between 1 and 10000'],
    [['--seats', '9'], 'arena compare: --seats must be between 1 and 6'],
    [['--seats', '2'], 'arena compare: --seats 2: kein-stich is played by 3 to 6, not 2'],
    [['--deals', '40'], 'arena compare: --deals 40: a Kein Stich match with these options lasts 20 deals, not 40: a longer match needs a larger parties option'],
    [['--opponents', 'nobody'], 'arena compare: --opponents: no bot "nobody": not a file, not an example bot of kein-stich (bots/kein-stich/), not a house bot (first-legal, random)'],
    [['--scoring', 'imps'], 'arena compare: --scoring must be one of matchpoints, chips'],
    [['--frobnicate'], "error: unknown option '--frobnicate'"],
  ])('refuses %j with one line and exit 3', (extra, line) => {
    const r = arena('compare', 'random', 'heuristic', '--game', 'kein-stich', ...extra);
    expect(r.stderr).toBe(`${line}\n`);
    expect(r.status).toBe(3);
    expect(r.stdout).toBe('');
  });
});
