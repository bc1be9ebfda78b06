/**
 * Every bot file compiles and plays in the real sandbox (bundled with esbuild, run in isolated-vm
 * inside the match child process) without a single fault: two deals against itself and the random
 * bot, at the default limits (100 ms a decision).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameId } from '@arena/games';
import { runMatchIsolated } from '@arena/match/host/run-isolated';
import { typeCheckBot } from '@arena/sandbox/type-check';

const SEATS: Readonly<Record<string, number>> = { lupfen: 4, 'kein-stich': 4, bolachen: 3, kontraspiel: 4 };
const FILES: readonly [GameId, string][] = [
  ['lupfen', 'random'], ['lupfen', 'heuristic'],
  ['kein-stich', 'random'], ['kein-stich', 'heuristic'], ['kein-stich', 'search'],
  ['bolachen', 'random'], ['bolachen', 'heuristic'],
  ['kontraspiel', 'random'], ['kontraspiel', 'heuristic'],
];

describe('bots run in the sandbox', () => {
  for (const [game, name] of FILES) {
    it(`${game}/${name}.ts`, async () => {
      const filename = `bots/${game}/${name}.ts`;
      const source = readFileSync(new URL(`../${game}/${name}.ts`, import.meta.url), 'utf8');
      const random = readFileSync(new URL(`../${game}/random.ts`, import.meta.url), 'utf8');
      const seats = SEATS[game] ?? 4;
      const bots = Array.from({ length: seats }, (_, i) => (i % 2 === 0 ? { name, source, filename } : { name: 'random', source: random, filename: `bots/${game}/random.ts` }));
      const result = await runMatchIsolated({ game, seed: `sandbox-${game}-${name}`, bots, maxDeals: game === 'kein-stich' ? 5 : 2 });
      if (!result.ok) throw new Error(result.error);
      const record = result.value;
      expect(record.faults).toEqual([]);
      expect(record.deals.length).toBeGreaterThan(0);
      expect(record.decisions.every((d) => d.by === 'bot')).toBe(true);
      const ours = record.decisions.filter((d) => d.seat % 2 === 0);
      expect(ours.length).toBeGreaterThan(0);
      // Inside the 100 ms budget per decision: the median well inside, and the rare slower decision
      // (a garbage collection, a cold path) uses at most a quarter of the match's 2 s time bank.
      const cpu = ours.map((d) => d.cpuMs).sort((a, b) => a - b);
      expect(cpu[Math.floor(cpu.length / 2)]).toBeLessThan(50);
      expect(cpu.reduce((sum, ms) => sum + Math.max(0, ms - 100), 0)).toBeLessThan(500);
    });
  }
});

describe('bots type-check against their game\'s contract, as arena check and the upload check do', () => {
  for (const [game, name] of FILES) {
    it(`${game}/${name}.ts`, () => {
      const source = readFileSync(new URL(`../${game}/${name}.ts`, import.meta.url), 'utf8');
      expect(typeCheckBot(source, { game })).toEqual([]);
    });
  }
});
