/**
 * Hostile bots (issue 6, section 6), each played in the sandbox on seat 1 of a Lupfen match: the
 * host survives, the match finishes, the fault has the right kind, and the other seats play on.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FaultKind } from '@arena/sandbox/fault';
import { replayRecord } from '@arena/record/replay-record';
import { botFromSource, gameOf, lupfenTable, memoryBombLimits, othersUnaffected, playLupfen } from './test-support.ts';

const TABLE: readonly (readonly [string, string, FaultKind, boolean])[] = [
  // name, source, fault kind, retired
  ['endless loop', 'export function decide() { for (;;) {} }', 'timeout', true],
  ['endless loop in a microtask', 'export function decide(o: any) { Promise.resolve().then(() => { for (;;) {} }); return o.legalActions[0]; }', 'timeout', true],
  ['memory bomb: arrays', 'export function decide() { const a: number[][] = []; for (;;) a.push(new Array(1e4).fill(0.5)); }', 'memory-limit', true],
  ['memory bomb: strings', 'export function decide() { const a: string[] = []; for (let i = 0; ; i++) a.push(("x".repeat(1e6) + i).toUpperCase()); }', 'memory-limit', true],
  ['memory bomb: ArrayBuffers', 'export function decide() { const a: ArrayBuffer[] = []; for (;;) a.push(new ArrayBuffer(1 << 20)); }', 'memory-limit', true],
  ['deep recursion', 'function f(n: number): number { return f(n + 1) + 1; }\nexport function decide() { return f(0); }', 'exception', true],
  ['throwing a non-Error', 'export function decide() { throw "just a string"; }', 'exception', true],
  ['returning a Promise', 'export async function decide(o: any) { return o.legalActions[0]; }', 'bad-output', true],
  ['returning garbage', 'export function decide() { return { type: "launch-missiles", card: 42 }; }', 'bad-output', true],
  ['returning an illegal action', `const TYPES = ['deal', 'push', 'look', 'blind-lupf', 'lupf', 'pass', 'mit', 'verworfen'];
export function decide(o: any) {
  const legal = new Set(o.legalActions.map((a: any) => a.type));
  const type = TYPES.find((t) => !legal.has(t));
  return type ? { type } : o.legalActions[0];
}`, 'illegal-action', true],
  ['probing for the host', `export function decide() {
  const g: any = ({}).constructor.constructor('return this')();
  if (typeof g.process !== 'undefined' || typeof g.require !== 'undefined') return { type: 'host-found' };
  g.process.mainModule.require('child_process').execSync('touch /tmp/arena-pwned');
}`, 'exception', true],
  ['Atomics.wait', 'export function decide() { (globalThis as any).Atomics.wait(new Int32Array(new (globalThis as any).SharedArrayBuffer(16)), 0, 0); }', 'exception', true],
  ['a source that does not compile', 'export function decide(o: any) {\n  return o.legalActions[0]\n}}\n', 'compile-error', true],
  ['a 10 MB source', `export function decide(o: any) { return o.legalActions[0]; }\nconst pad = "${'x'.repeat(10 * 1024 * 1024)}";\n`, 'compile-error', true],
];

const HOSTILE = TABLE.map(([name, source, kind, retired]) => ({ name, source, kind, retired }));

describe('hostile bots in a match', () => {
  it.each(HOSTILE)('$name: the match finishes, the fault is $kind', async ({ name, source, kind, retired }) => {
    const table = await lupfenTable(await botFromSource(name.replace(/\W+/g, '-'), source));
    const input = kind === 'memory-limit' ? { ...table, limits: memoryBombLimits(table.limits) } : table;
    const record = playLupfen(input);
    expect(record.deals).toHaveLength(2);
    expect(record.faults.length).toBeGreaterThan(0);
    expect(record.faults[0]?.fault.kind).toBe(kind);
    expect(record.faults.every((f) => f.seat === 1)).toBe(true);
    if (retired) expect(record.seats[1]?.retired).not.toBeNull();
    expect(othersUnaffected(record, 1)).toBe(true);
    expect(replayRecord(record, gameOf('lupfen')).ok).toBe(true);
    expect(existsSync('/tmp/arena-pwned')).toBe(false);
  });

  it('a huge log is cut at 1 KB a decision and 64 KB a match, without a fault', async () => {
    const source = 'export function decide(o: any) { for (let i = 0; i < 1000; i++) console.log("spam".repeat(100), i); return o.legalActions[0]; }';
    const record = playLupfen(await lupfenTable(await botFromSource('spammer', source)));
    const logs = record.decisions.filter((d) => d.seat === 1).map((d) => d.log ?? '');
    expect(record.faults).toEqual([]);
    expect(Math.max(...logs.map((l) => l.length))).toBeLessThan(1200);
    expect(logs.join('').length).toBeLessThan(64 * 1024 + 200);
    expect(othersUnaffected(record, 1)).toBe(true);
  });

  it('a compile error carries line and column', async () => {
    const record = playLupfen(await lupfenTable(await botFromSource('broken', 'export function decide(o: any) {\n  return o.legalActions[0]\n}}\n')));
    expect(record.faults[0]).toMatchObject({ seat: 1, decision: null, fault: { kind: 'compile-error', line: 3, column: 2 } });
    expect(record.seats[1]?.retired).toEqual({ atDecision: 0, reason: 'compile-error' });
  });
});
