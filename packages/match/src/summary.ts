/**
 * Per-seat figures from a match record, for result tables and `arena check`: decisions, faults,
 * retirement, CPU per decision (median and max, against the budget).
 */
import type { FaultRecord, MatchRecord } from '@arena/record/match-record';

export interface SeatSummary {
  readonly seat: number;
  readonly name: string;
  readonly chips: number;
  readonly rank: number;
  /** Decisions the bot made itself (faulted and retired ones excluded). */
  readonly botDecisions: number;
  readonly faults: readonly FaultRecord[];
  readonly retired: MatchRecord['seats'][number]['retired'];
  readonly cpuMedianMs: number;
  readonly cpuMaxMs: number;
  /** The CPU budget per decision (before the time bank), ms. */
  readonly cpuBudgetMs: number;
}

export function summarizeSeats(record: MatchRecord): SeatSummary[] {
  return record.seats.map((s) => {
    const cpu = record.decisions.filter((d) => d.seat === s.seat && d.by === 'bot').map((d) => d.cpuMs).sort((a, b) => a - b);
    return {
      seat: s.seat, name: s.name, chips: record.chips[s.seat] ?? 0, rank: record.ranks[s.seat] ?? 0, botDecisions: cpu.length,
      faults: record.faults.filter((f) => f.seat === s.seat), retired: s.retired,
      cpuMedianMs: median(cpu), cpuMaxMs: cpu.at(-1) ?? 0, cpuBudgetMs: record.limits.decisionMs,
    };
  });
}

function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
