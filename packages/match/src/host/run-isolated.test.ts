/**
 * The child-process host: a match in a child, resumed in a fresh child when the child dies or
 * stalls during a bot's call. These tests start real processes (about a second each).
 */
import { describe, expect, it } from 'vitest';
import type { LiveHeader } from '../live.ts';
import { withoutTimings, type DecisionRecord, type MatchRecord } from '@arena/record/match-record';
import { replayRecord } from '@arena/record/replay-record';
import { runMatch } from '../run-match.ts';
import { SIMPLE_BOT, TEST_LIMITS, gameOf } from '../test-support.ts';
import { childBundle } from './child-bundle.ts';
import { driverOf } from './drivers.ts';
import { MatchProcess } from './match-process.ts';
import { prepareJob } from './prepare.ts';
import { runDuplicateIsolated } from './run-duplicate-isolated.ts';
import { runMatchIsolated } from './run-isolated.ts';

const SPEC = {
  game: 'lupfen', seed: 'isolated', maxDeals: 3, limits: TEST_LIMITS,
  bots: [{ name: 'simple', source: SIMPLE_BOT }, { house: 'random' }, { name: 'other', source: SIMPLE_BOT.replace('decisions += 1', 'decisions += 2') }, { house: 'first-legal' }],
};

async function isolated(options: Parameters<typeof runMatchIsolated>[1] = {}): Promise<MatchRecord> {
  const result = await runMatchIsolated(SPEC, options);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** The same match in this process, with `kills` applied: what a resumed match must equal. */
async function inProcess(kills: NonNullable<Parameters<typeof runMatch>[0]['resume']>['kills'] = []): Promise<MatchRecord> {
  const job = await prepareJob(SPEC);
  if (!job.ok) throw new Error(job.error);
  const { value } = job;
  return runMatch({
    game: gameOf(value.game), options: value.options, seed: value.seed, limits: value.limits, maxDeals: SPEC.maxDeals,
    seats: value.seats.map((s, i) => driverOf(s, i, value.seed)), resume: { inits: [], decisions: [], kills },
  });
}

describe('runMatchIsolated', () => {
  it('plays the match in a child process exactly as in process', async () => {
    const record = await isolated();
    expect(record.faults).toEqual([]);
    expect(withoutTimings(record)).toEqual(withoutTimings(await inProcess()));
    expect(replayRecord(record, gameOf('lupfen')).ok).toBe(true);
  });

  it('gives the same record in careful mode as in fast mode', async () => {
    expect(withoutTimings(await isolated({ mode: 'careful' }))).toEqual(withoutTimings(await isolated()));
  });

  it('charges a child killed during a bot call to that bot, retires it, and resumes exactly', async () => {
    const undisturbed = await isolated();
    let killed = false;
    const record = await isolated({
      mode: 'careful',
      onCall: (at, kill) => {
        if (!killed && at.seat === 2 && at.phase === 'decide' && at.decision >= 8) {
          killed = true;
          kill();
        }
      },
    });
    expect(killed).toBe(true);
    const fault = record.faults[0];
    expect(record.faults).toHaveLength(1);
    expect(fault).toMatchObject({ seat: 2, fault: { kind: 'crash' } });
    const at = fault?.decision ?? -1;
    expect(record.seats[2]?.retired).toEqual({ atDecision: at, reason: 'crash' });
    expect(withoutTimings(record).decisions.slice(0, at)).toEqual(withoutTimings(undisturbed).decisions.slice(0, at));
    const expected = await inProcess([{ checkpoint: { seat: 2, phase: 'decide', decision: at }, fault: fault?.fault ?? { kind: 'crash', message: '' } }]);
    expect(withoutTimings(record)).toEqual(withoutTimings(expected));
    expect(replayRecord(record, gameOf('lupfen')).ok).toBe(true);
  });

  it('finds the bot behind a stalled fast child by replaying carefully: an endless loop is one strike', async () => {
    const looping = SIMPLE_BOT.replace('decisions += 1;', 'decisions += 1;\n  if (decisions === 5) for (;;) {}');
    const bots = [SPEC.bots[0], SPEC.bots[1], { name: 'looping', source: looping }, SPEC.bots[3]];
    const result = await runMatchIsolated({ ...SPEC, bots }, { graceMs: 300 });
    if (!result.ok) throw new Error(result.error);
    const record = result.value;
    expect(record.faults).toHaveLength(1);
    expect(record.faults[0]).toMatchObject({ seat: 2, fault: { kind: 'timeout' } });
    expect(record.seats[2]).toMatchObject({ strikes: 1, retired: null });
    const at = record.faults[0]?.decision ?? -1;
    expect(record.decisions.filter((d) => d.seat === 2 && d.by === 'bot').length).toBe(record.decisions.filter((d) => d.seat === 2).length - 1);
    expect(record.decisions[at]).toMatchObject({ seat: 2, by: 'default' });
    expect(record.deals).toHaveLength(3);
    expect(replayRecord(record, gameOf('lupfen')).ok).toBe(true);
  });

  it('reports every decision live exactly once and in order, also across a child that died and a careful resume', async () => {
    const starts: LiveHeader[] = [];
    const seen: { index: number; record: DecisionRecord }[] = [];
    const live = { start: (h: LiveHeader) => starts.push(h), decision: (index: number, record: DecisionRecord) => seen.push({ index, record }) };
    const record = await isolated({ live, inject: { at: { seat: 0, phase: 'decide', decision: 6 }, mode: 'abort' } });
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({ game: 'lupfen', seed: 'isolated', seats: ['simple', 'random', 'other', 'first-legal'], maxDeals: 3 });
    expect(seen.map((s) => s.index)).toEqual(record.decisions.map((_, i) => i));
    expect(seen.map((s) => s.record)).toEqual(record.decisions);
  });

  it('without live spectators reports progress only, and after a lost child gets the record a recording child gets', async () => {
    const progress: { decisions: number; deal: number }[] = [];
    const inject = { at: { seat: 0, phase: 'decide', decision: 6 }, mode: 'abort' } as const;
    const quiet = await isolated({ inject, onProgress: (p) => progress.push(p) });
    const recorded = await isolated({ inject, live: { start: () => undefined, decision: () => undefined } });
    expect(withoutTimings(quiet)).toEqual(withoutTimings(recorded));
    expect(quiet.faults).toEqual([expect.objectContaining({ seat: 0, fault: expect.objectContaining({ kind: 'crash' }) as unknown })]);
    // The lost fast child reported its first init at once; the careful one reports every decision.
    expect(progress[0]).toEqual({ decisions: 0, deal: 0 });
    expect(progress.at(-1)).toEqual({ decisions: quiet.decisions.length, deal: quiet.deals.length - 1 });
  });

  it('sends a progress-only fast job no record lines, only progress, and the whole record at the end', async () => {
    const job = await prepareJob(SPEC);
    if (!job.ok) throw new Error(job.error);
    const process = new MatchProcess(await childBundle(), () => undefined);
    try {
      const lines = { decisions: 0, progress: 0 };
      const options = { live: { start: () => undefined, decision: () => { lines.decisions += 1; } }, onProgress: () => { lines.progress += 1; } };
      const quiet = await process.play({ ...job.value, progressOnly: true }, options);
      expect(lines.decisions).toBe(0);
      expect(lines.progress).toBeGreaterThanOrEqual(1);
      const quietRecord = quiet.ok && quiet.run.kind === 'done' ? quiet.run.record : null;
      expect(quietRecord?.decisions.length).toBeGreaterThan(0);
      const recording = await process.play({ ...job.value, progressOnly: false }, options);
      expect(lines.decisions).toBe(quietRecord?.decisions.length);
      expect(recording.ok && recording.run.kind === 'done' && withoutTimings(recording.run.record)).toEqual(quietRecord && withoutTimings(quietRecord));
    } finally {
      await process.close();
    }
  });

  it('kills a stalled child after the deadline and charges a timeout', async () => {
    const record = await isolated({ graceMs: 300, inject: { at: { seat: 0, phase: 'decide', decision: 4 }, mode: 'hang' } });
    expect(record.faults).toHaveLength(1);
    expect(record.faults[0]).toMatchObject({ seat: 0, fault: { kind: 'timeout' } });
    expect(record.faults[0]?.decision).toBeGreaterThanOrEqual(4);
    expect(record.seats[0]?.retired).toEqual({ atDecision: record.faults[0]?.decision, reason: 'timeout' });
    expect(record.deals).toHaveLength(3);
  });

  it('kills a child that stalls while a later bot loads, also when it reports progress only: its first report armed the deadline', async () => {
    const inject = { at: { seat: 2, phase: 'init', decision: 0 }, mode: 'hang' } as const;
    // The idle watchdog (the longest silence before any report) would fail the test by its timeout.
    const record = await isolated({ graceMs: 300, idleMs: 120_000, inject });
    expect(record.faults).toEqual([{ seat: 2, decision: null, deal: null, fault: expect.objectContaining({ kind: 'timeout' }) as unknown }]);
    expect(record.seats[2]?.retired).toEqual({ atDecision: 0, reason: 'timeout' });
  });

  it('survives a child that aborts while a bot loads', async () => {
    const record = await isolated({ inject: { at: { seat: 2, phase: 'init', decision: 0 }, mode: 'abort' } });
    expect(record.faults).toEqual([{ seat: 2, decision: null, deal: null, fault: expect.objectContaining({ kind: 'crash' }) as unknown }]);
    expect(record.seats[2]?.retired).toEqual({ atDecision: 0, reason: 'crash' });
    expect(record.decisions.filter((d) => d.seat === 2).every((d) => d.by === 'default')).toBe(true);
    expect(record.decisions.filter((d) => d.seat === 0).every((d) => d.by === 'bot')).toBe(true);
  });

  it.each([
    ['an unknown game', { ...SPEC, game: 'skat' }],
    ['an unknown house bot', { ...SPEC, bots: [...SPEC.bots.slice(0, 3), { house: 'nobody' }] }],
    ['too many seats', { ...SPEC, bots: [...SPEC.bots, ...SPEC.bots] }],
    ['not a spec at all', { game: 1 }],
  ])('refuses %s as an error value', async (_name, spec) => {
    expect(await runMatchIsolated(spec)).toMatchObject({ ok: false });
  });

  it('plays a duplicate set in child processes, the same deals in every rotation', async () => {
    const spec = { game: 'bolachen', seed: 'dup', maxDeals: 2, limits: TEST_LIMITS, bots: [{ name: 'simple', source: SIMPLE_BOT }, { house: 'random' }, { house: 'first-legal' }] };
    const result = await runDuplicateIsolated(spec);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.rotations).toHaveLength(6);
    expect(new Set(result.value.rotations.map((r) => r.record.deals.map((d) => d.dealer).join())).size).toBe(1);
    expect(result.value.totals.reduce((sum, t) => sum + t.chips, 0)).toBe(
      result.value.rotations.reduce((sum, r) => sum + r.record.chips.reduce((a, b) => a + b, 0), 0));
  });

  it('plays a bot that does not compile as a broken seat, with the fault in the record', async () => {
    const bots = [...SPEC.bots.slice(0, 3), { name: 'broken', source: 'export function decide( {' }];
    const result = await runMatchIsolated({ ...SPEC, bots, maxDeals: 1 });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.faults).toEqual([{ seat: 3, decision: null, deal: null, fault: expect.objectContaining({ kind: 'compile-error', line: 1 }) as unknown }]);
    expect(result.value.seats[3]).toMatchObject({ name: 'broken', kind: 'sandboxed', retired: { atDecision: 0, reason: 'compile-error' } });
  });
});
