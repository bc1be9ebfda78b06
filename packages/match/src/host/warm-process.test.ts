/**
 * Warm match processes (process-pool.ts): one process plays match after match, and what a hostile
 * bot did in one match is gone before the next: no isolate left, no global added to the process,
 * its heap within a bound, and the next match played exactly as by a fresh process. A process the
 * watchdog killed or that died is replaced. These tests start real match processes.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { withoutTimings, type MatchRecord } from '@arena/record/match-record';
import { SIMPLE_BOT, TEST_LIMITS } from '../test-support.ts';
import { closeIdleProcesses, idleProcesses, MAX_MATCHES, MAX_RSS_MB, reusable } from './process-pool.ts';
import type { ChildHealth } from './protocol.ts';
import { runDuplicateIsolated } from './run-duplicate-isolated.ts';
import { runMatchIsolated, type IsolatedOptions } from './run-isolated.ts';

const SPEC = {
  game: 'lupfen', seed: 'warm', maxDeals: 2, limits: TEST_LIMITS,
  bots: [{ name: 'simple', source: SIMPLE_BOT }, { house: 'random' }, { name: 'other', source: SIMPLE_BOT }, { house: 'first-legal' }],
};

/** Hoards memory in its isolate, pollutes the isolate's globals and built-ins, and loops once. */
const HOSTILE = `const hoard: number[][] = [];
(globalThis as any).leaked = hoard;
(globalThis as any).process = { exit() {} };
Object.prototype.toString = () => 'polluted';
Array.prototype.push = function () { return 0; };
export function decide(o: any) {
  hoard[hoard.length] = new Array(1e5).fill(Math.random());
  if (hoard.length === 3) for (;;) {}
  return o.legalActions[0];
}
`;

async function play(spec: unknown, options: IsolatedOptions = {}): Promise<MatchRecord> {
  const result = await runMatchIsolated(spec, options);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function onlyIdle(): { pid: number | undefined; health: ChildHealth } {
  const idle = idleProcesses();
  expect(idle).toHaveLength(1);
  const health = idle[0]?.health;
  if (!health) throw new Error('the idle process reported no health');
  return { pid: idle[0]?.pid, health };
}

describe('warm match processes', () => {
  beforeEach(() => closeIdleProcesses());
  afterAll(() => closeIdleProcesses());

  it('after a hostile bot\'s match, the same process holds nothing of it and plays the next match as a fresh one would', async () => {
    const first = await play(SPEC);
    const before = onlyIdle();
    expect(before.health).toMatchObject({ isolates: 0, matches: 1 });

    const hostile = await play({ ...SPEC, bots: [SPEC.bots[0], { name: 'hostile', source: HOSTILE }, SPEC.bots[2], SPEC.bots[3]] });
    expect(hostile.faults.some((f) => f.seat === 1 && f.fault.kind === 'timeout')).toBe(true);
    const after = onlyIdle();
    expect(after.pid).toBe(before.pid);
    expect(after.health).toMatchObject({ isolates: 0, matches: 2, globals: before.health.globals });
    expect(after.health.heapUsedMb).toBeLessThan(before.health.heapUsedMb + 32);

    const again = await play(SPEC);
    expect(onlyIdle()).toMatchObject({ pid: before.pid, health: { isolates: 0, matches: 3 } });
    expect(withoutTimings(again)).toEqual(withoutTimings(first));
  });

  it('replaces a process that died during a match, and the match resumes in a new one', async () => {
    await play(SPEC);
    const { pid } = onlyIdle();
    const record = await play(SPEC, { inject: { at: { seat: 0, phase: 'decide', decision: 3 }, mode: 'abort' } });
    expect(record.faults[0]).toMatchObject({ seat: 0, fault: { kind: 'crash' } });
    const next = onlyIdle();
    expect(next.pid).not.toBe(pid);
    expect(next.health).toMatchObject({ isolates: 0, matches: 1 });
  });

  it('replaces a process the watchdog killed', async () => {
    await play(SPEC);
    const { pid } = onlyIdle();
    const record = await play(SPEC, { graceMs: 300, inject: { at: { seat: 2, phase: 'decide', decision: 2 }, mode: 'hang' } });
    expect(record.faults[0]).toMatchObject({ seat: 2, fault: { kind: 'timeout' } });
    expect(onlyIdle().pid).not.toBe(pid);
  });

  it('plays every rotation of a duplicate table in one process', async () => {
    const result = await runDuplicateIsolated(SPEC, { concurrency: 1 });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.rotations).toHaveLength(4);
    expect(onlyIdle().health).toMatchObject({ isolates: 0, matches: 4 });
  });

  it('reuses a process only while it holds no isolate, stays under its memory bound and has played fewer than its matches', () => {
    const healthy: ChildHealth = { isolates: 0, heapUsedMb: 10, rssMb: 80, globals: 100, matches: 1 };
    expect(reusable(healthy)).toBe(true);
    expect(reusable(null)).toBe(false);
    expect(reusable({ ...healthy, isolates: 1 })).toBe(false);
    expect(reusable({ ...healthy, rssMb: MAX_RSS_MB + 1 })).toBe(false);
    expect(reusable({ ...healthy, matches: MAX_MATCHES })).toBe(false);
  });
});
