/// <reference types="node" />
/**
 * Prints the duplicate-vs-random table: `npx tsx bench/main.ts [--trials N]` (default 200), or
 * `npm run bench -w @arena/rating`. The rows come from `benchRows()`, which the repository's
 * `npm run bench` can call directly.
 */
import { compareFormats } from './duplicate-vs-random.ts';
import type { BenchConfig, BenchRow } from './duplicate-vs-random.ts';

export const SCENARIOS: readonly Partial<BenchConfig>[] = [
  { seats: 4, luck: 2 },
  { seats: 4, luck: 4 },
  { seats: 4, luck: 8 },
  { seats: 3, luck: 4 },
  { seats: 4, luck: 4, play: 2 },
];

export function benchRows(trials = 200, scenarios: readonly Partial<BenchConfig>[] = SCENARIOS): BenchRow[] {
  return scenarios.map((s) => compareFormats({ ...s, trials }));
}

export function formatRows(rows: readonly BenchRow[]): string {
  return [
    '| scenario | duplicate: deals for 95 % correct order | random seating | ratio |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.scenario} | ${r.duplicateDeals} | ${r.randomDeals} | ${r.ratio.toFixed(1)}× |`),
  ].join('\n');
}

function main(argv: readonly string[]): void {
  const at = argv.indexOf('--trials');
  const trials = at >= 0 ? Number(argv[at + 1]) : 200;
  console.log(formatRows(benchRows(trials)));
}

const entry = process.argv[1] ?? '';
if (entry.endsWith('bench/main.ts')) main(process.argv.slice(2));
