import { describe, expect, it } from 'vitest';
import { runMatch } from './run-match.ts';
import { summarizeSeats } from './summary.ts';
import { TEST_LIMITS, botFromSource, lupfenTable } from './test-support.ts';

describe('summarizeSeats', () => {
  it('counts a seat\'s own decisions, its faults and its CPU figures', async () => {
    const source = 'let n = 0;\nexport function decide(o: any) { if (++n === 2) throw new Error("second"); return o.legalActions[0]; }';
    const record = runMatch(await lupfenTable(await botFromSource('once', source)));
    const [, flaky] = summarizeSeats(record);
    const mine = record.decisions.filter((d) => d.seat === 1);
    expect(flaky).toMatchObject({ seat: 1, name: 'once', botDecisions: mine.length - 1, retired: null, cpuBudgetMs: TEST_LIMITS.decisionMs });
    expect(flaky?.faults).toHaveLength(1);
    expect(flaky?.cpuMaxMs).toBeGreaterThanOrEqual(flaky?.cpuMedianMs ?? Infinity);
    expect(summarizeSeats(record).map((s) => s.chips)).toEqual(record.chips);
  });
});
