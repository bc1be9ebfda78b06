/**
 * Pair balance of the balanced design: for every league size n ≤ 40 and table size k ∈ {3, 4, 5}
 * where the complete design would exceed 60 tables, plan three rounds in a row (each given the
 * earlier ones as `previous`) and record the spread (max − min) of the pair counts, per round and
 * cumulative. `npx tsx bench/balance.ts` prints the summary the README quotes.
 */
import { scheduleRound } from '../src/round.ts';
import type { Entry } from '../src/round.ts';
import { binomial } from '../src/complete.ts';

export interface BalanceRow {
  readonly n: number;
  readonly k: number;
  readonly tables: number;
  /** Per round: [round spread, cumulative spread]. */
  readonly spreads: readonly (readonly [number, number])[];
}

export function balanceRow(n: number, k: number, rounds = 3): BalanceRow {
  const entries: Entry[] = Array.from({ length: n }, (_, i) => ({ id: `e${i}`, owner: `o${i}` }));
  const previous: string[][] = [];
  const spreads: [number, number][] = [];
  let tables = 0;
  for (let r = 0; r < rounds; r++) {
    const plan = scheduleRound(entries, { seats: k, seed: `balance/${n}/${k}/${r}`, previous });
    if (!plan.ok) throw new Error(plan.error.code);
    const { round, cumulative } = plan.value.pairCounts;
    spreads.push([round.max - round.min, cumulative.max - cumulative.min]);
    previous.push(...plan.value.tables.map((t) => [...t]));
    tables = plan.value.tables.length;
  }
  return { n, k, tables, spreads };
}

export function balanceRows(maxN = 40): BalanceRow[] {
  const rows: BalanceRow[] = [];
  for (const k of [3, 4, 5]) for (let n = k + 1; n <= maxN; n++) if (binomial(n, k) > 60) rows.push(balanceRow(n, k));
  return rows;
}

function tally(values: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([v, c]) => `${c}×${v}`).join(', ');
}

function main(): void {
  const rows = balanceRows();
  for (const r of rows) console.log(`n=${r.n} k=${r.k} T=${r.tables} ${r.spreads.map(([a, b]) => `${a}/${b}`).join(' ')}`);
  console.log(`sizes: ${rows.length}`);
  console.log(`round-1 spread: ${tally(rows.map((r) => r.spreads[0]?.[0] ?? NaN))}`);
  console.log(`worst per-round spread over 3 rounds: ${tally(rows.map((r) => Math.max(...r.spreads.map((s) => s[0]))))}`);
  console.log(`worst cumulative spread over 3 rounds: ${tally(rows.map((r) => Math.max(...r.spreads.map((s) => s[1]))))}`);
}

if ((process.argv[1] ?? '').endsWith('bench/balance.ts')) main();
