/**
 * Hostile bots through the forked match host that leagues and `arena play` use (fast mode, the
 * default): every overrun is stopped at the bot's own budget, every odd-shaped answer is the bot's
 * `bad-output`, and the match always finishes (issue 14). Each test starts real match processes.
 */
import { describe, expect, it } from 'vitest';
import type { FaultKind } from '@arena/sandbox/fault';
import { resolveLimits } from '@arena/sandbox/limits';
import type { MatchRecord } from '@arena/record/match-record';
import { replayRecord } from '@arena/record/replay-record';
import { SIMPLE_BOT, TEST_LIMITS, gameOf, memoryBombLimits, othersUnaffected } from '../test-support.ts';
import { runMatchIsolated } from './run-isolated.ts';

async function hostileMatch(source: string, limits: typeof TEST_LIMITS = TEST_LIMITS): Promise<MatchRecord> {
  const spec = {
    game: 'lupfen', seed: 'hostile-isolated', maxDeals: 2, limits,
    bots: [{ name: 'simple', source: SIMPLE_BOT }, { name: 'hostile', source }, { house: 'random' }, { name: 'other', source: SIMPLE_BOT }],
  };
  const result = await runMatchIsolated(spec);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function expectBotFault(record: MatchRecord, kinds: readonly FaultKind[]): void {
  expect(record.deals).toHaveLength(2);
  expect(record.faults.length).toBeGreaterThan(0);
  expect(kinds).toContain(record.faults[0]?.fault.kind);
  expect(record.faults.every((f) => f.seat === 1)).toBe(true);
  expect(othersUnaffected(record, 1)).toBe(true);
  expect(replayRecord(record, gameOf('lupfen')).ok).toBe(true);
}

const OVERRUNS: readonly (readonly [string, string])[] = [
  ['an endless loop', 'export function decide() { for (;;) {} }'],
  ['an endless loop in a microtask', 'export function decide(o: any) { Promise.resolve().then(() => { for (;;) {} }); return o.legalActions[0]; }'],
  ['a ReDoS', "export function decide(o: any) { /^(a+)+$/.test('a'.repeat(40) + 'b'); return o.legalActions[0]; }"],
  ['a getter that loops while the answer is read', 'export function decide() { return { get type() { for (;;) {} } }; }'],
  ['thrown-value hooks that loop', 'export function decide() { throw { get message() { for (;;) {} }, get stack() { for (;;) {} }, get name() { for (;;) {} } }; }'],
  ['a spin past the budget, then a legal answer', 'export function decide(o: any) { let x = 0; for (let i = 0; i < 2e9; i++) x = (x + i) | 0; return x === 0.5 ? null : o.legalActions[0]; }'],
];

describe('hostile bots in the forked match host (fast mode)', () => {
  it.each(OVERRUNS)('%s: a timeout, stopped at the bot\'s own budget', async (_name, source) => {
    const record = await hostileMatch(source);
    expectBotFault(record, ['timeout']);
    expect(record.seats[1]?.retired?.reason).toBe('timeout');
    // Three strikes: the first call may use the decision's CPU and the whole bank, the next two the
    // decision's CPU only, each plus the watchdog's slack; 300 ms a call for V8 to stop and for load.
    const { decisionMs, timeBankMs, wallSlackMs } = resolveLimits(TEST_LIMITS);
    expect(record.seats[1]?.cpuMs).toBeLessThan(3 * (decisionMs + wallSlackMs + 300) + timeBankMs);
  });

  it('an uninterruptible built-in: the bot is charged and retired, the match finishes', async () => {
    const record = await hostileMatch("const s = 'a'.repeat(1 << 20);\nexport function decide(o: any) { for (let i = 0; i < 200; i++) s.replace(/a/g, 'b'); return o.legalActions[0]; }");
    expectBotFault(record, ['timeout']);
    expect(record.seats[1]?.retired).not.toBeNull();
  });

  it('an array-fill memory bomb: the bot is charged and retired, the match finishes', async () => {
    const record = await hostileMatch('export function decide() { const a: number[][] = []; for (;;) a.push(new Array(1e4).fill(0.5)); }', memoryBombLimits(TEST_LIMITS));
    expectBotFault(record, ['memory-limit', 'crash']);
    expect(record.seats[1]?.retired).not.toBeNull();
  });

  const ODD: readonly (readonly [string, string])[] = [
    ['nested 4,150 arrays deep', 'let v: any = 0; for (let i = 0; i < 4150; i++) v = [v]; return v;'],
    ['a huge number', 'return { type: "play", card: 1e300 };'],
    ['a long string', 'return { type: "x".repeat(10000) };'],
    ['a long key', 'return { ["k".repeat(10000)]: 1, type: "pass" };'],
    ['many keys', 'const a: any = { type: "pass" }; for (let i = 0; i < 1000; i++) a["k" + i] = i; return a;'],
    ['a lone surrogate', 'return { type: "play", card: "\\ud800" };'],
  ];
  it.each(ODD)('an answer with %s is the bot\'s bad-output; the match goes on', async (_name, body) => {
    const record = await hostileMatch(`export function decide(o: any) { ${body} }`);
    expectBotFault(record, ['bad-output']);
    expect(record.faults).toHaveLength(3);
    expect(record.seats[1]?.retired?.reason).toBe('bad-output');
  });
});
