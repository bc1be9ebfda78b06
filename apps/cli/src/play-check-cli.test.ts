/**
 * `arena play` and `arena check` end to end, through the real command and the real sandbox.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/arena.mjs', import.meta.url));
const arena = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'arena-cli-'));

describe('arena play', () => {
  it('plays a match, prints the table, and writes a record that arena replay reproduces', () => {
    const out = join(dir, 'single');
    const r = arena('play', '--game', 'lupfen', 'first-legal', 'random', 'random', '--deals', '3', '--seed', 'cli-test', '--out', out);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/lupfen, seed cli-test: 3 deals/);
    expect(r.stdout).toMatch(/\| first-legal \|/);
    const file = join(out, 'lupfen-cli-test.json');
    const record = JSON.parse(readFileSync(file, 'utf8')) as { chips: number[]; deals: unknown[] };
    expect(record.deals).toHaveLength(3);
    const replayed = JSON.parse(execFileSync(process.execPath, [bin, 'replay', file], { encoding: 'utf8' })) as { chips: number[]; error: unknown };
    expect(replayed).toMatchObject({ chips: record.chips, error: null });
  });

  it('--duplicate plays every seat rotation of the same deals (3 seats: 6)', () => {
    const out = join(dir, 'dup');
    const r = arena('play', '--game', 'lupfen', 'first-legal', 'random', 'random', '--deals', '2', '--seed', 'dup', '--duplicate', '--out', out);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/duplicate, 6 rotations, 12 deals/);
    expect(readdirSync(out)).toHaveLength(6);
  });

  it('refuses an unknown bot and a wrong number of seats with one clear line', () => {
    expect(arena('play', '--game', 'lupfen', 'nobody', 'random', 'random').stderr).toMatch(/no bot "nobody"/);
    const two = arena('play', '--game', 'lupfen', 'random', 'random');
    expect(two.status).toBe(1);
    expect(two.stderr).toMatch(/lupfen needs 3-6 bots, got 2/);
  });

  it('refuses more deals than the arena match lasts, and options the arena forbids, before playing', () => {
    const long = arena('play', '--game', 'kein-stich', 'random', 'random', 'random', 'random', '--deals', '40');
    expect(long.status).toBe(1);
    expect(long.stderr).toBe('arena play: --deals 40: a Kein Stich match with these options lasts 20 deals, not 40: a longer match needs a larger parties option\n');
    expect(long.stdout).toBe('');
    const lengthened = arena('play', '--game', 'kein-stich', 'first-legal', 'first-legal', 'first-legal', 'first-legal', '--options', '{"parties":8}', '--deals', '21', '--seed', 'long');
    expect(lengthened.status, lengthened.stderr).toBe(0);
    expect(lengthened.stdout).toMatch(/kein-stich, seed long: 21 deals/);
    const forbidden = arena('play', '--game', 'lupfen', 'random', 'random', 'random', '--options', '{"payLimit":0}');
    expect(forbidden.status).toBe(1);
    expect(forbidden.stderr).toMatch(/--options: option payLimit: must be > 0 in an arena match/);
  });
});

describe('arena check', () => {
  it('reports a clean bot with its CPU per decision against the budget', () => {
    const bot = join(dir, 'ok.ts');
    writeFileSync(bot, "import type { Observation, Action } from '@arena/bot-sdk/lupfen';\nexport function decide(obs: Observation): Action {\n  return obs.legalActions[0]!;\n}\n");
    const r = arena('check', bot, '--game', 'lupfen', '--deals', '2');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/cpu median ms/);
    expect(r.stdout).toMatch(/\| +100 \|/);
    expect(r.stdout).toMatch(/ok: no faults, no type problems/);
  });

  it('reports type problems at their positions, plays the practice deals all the same, and exits 1', () => {
    const bot = join(dir, 'typed.ts');
    writeFileSync(bot, "import type { Observation, Action } from '@arena/bot-sdk/lupfen';\nexport function decide(obs: Observation): Action {\n  const first: number = obs.legalActions[0]!;\n  return obs.legalActions[0]!;\n}\n");
    const own = arena('check', bot, '--game', 'lupfen', '--deals', '1');
    expect(own.status, own.stderr).toBe(1);
    expect(own.stdout).toMatch(/typed\.ts:3:9: TS2322 Type .* is not assignable to type 'number'/);
    expect(own.stdout).toMatch(/\| practice-2 /);
    expect(own.stdout).toMatch(/not ok: 0 fault\(s\), 1 type problem\(s\)/);
    const otherGame = arena('check', bot, '--game', 'kein-stich', '--deals', '1');
    expect(otherGame.status).toBe(1);
    expect(otherGame.stdout).toMatch(/do not fit the kein-stich contract: .*kein-stich\.Observation' is not assignable to type 'lupfen\.Observation'/);
  }, 60_000);

  it('refuses a --deals that is not a positive integer before compiling', () => {
    const r = arena('check', join(dir, 'never-read.ts'), '--game', 'lupfen', '--deals', 'abc');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('arena check: --deals must be a positive integer\n');
  });

  it('reports a compile error at its line and column', () => {
    const bot = join(dir, 'bad.ts');
    writeFileSync(bot, 'export function decide(o: any) {\n  return o.legalActions[0] +;\n}\n');
    const r = arena('check', bot, '--game', 'lupfen');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/bad\.ts:2:\d+: compile-error/);
  });

  it('reports a bot that loops forever as a timeout, and the practice matches still finish', () => {
    const bot = join(dir, 'loops.ts');
    writeFileSync(bot, 'let n = 0;\nexport function decide(o: { legalActions: unknown[] }) {\n  n += 1;\n  if (n === 3) for (;;) { /* thinks forever */ }\n  return o.legalActions[0];\n}\n');
    const r = arena('check', bot, '--game', 'lupfen', '--deals', '1');
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/timeout/);
    expect(r.stdout).not.toMatch(/ok: no faults/);
  }, 60_000);

  it('reports a runtime exception with its position in the bot source', () => {
    const bot = join(dir, 'throws.ts');
    writeFileSync(bot, "export function decide(o: { deal: number }): never {\n  throw new Error('boom ' + o.deal);\n}\n");
    const r = arena('check', bot, '--game', 'lupfen', '--deals', '1');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/exception: .*boom/);
    expect(r.stdout).toMatch(/throws\.ts:2/);
  });
});
