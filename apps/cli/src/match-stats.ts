/** Per-seat figures of a match record for the results tables: faults, CPU per decision. */
import type { MatchRecord } from '@arena/match/record';

export interface SeatStats {
  readonly faults: number;
  readonly decisions: number;
  readonly cpuMedianMs: number;
  readonly cpuMaxMs: number;
  readonly cpuTotalMs: number;
}

export function seatStats(record: MatchRecord, seat: number): SeatStats {
  const cpu = record.decisions.filter((d) => d.seat === seat && d.by === 'bot').map((d) => d.cpuMs).sort((a, b) => a - b);
  return {
    faults: record.faults.filter((f) => f.seat === seat).length,
    decisions: cpu.length,
    cpuMedianMs: median(cpu),
    cpuMaxMs: cpu.at(-1) ?? 0,
    cpuTotalMs: cpu.reduce((a, b) => a + b, 0),
  };
}

export function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export const ms = (x: number): number => Math.round(x * 1000) / 1000;
