import { describe, expect, it } from 'vitest';
import { GENEROUS_CPU, OBS, faultOf, session, started, valueOf } from './test-helpers.ts';

const FIRST = 'export function decide(o: any) { return o.legalActions[0]; }';

describe('CPU limits', () => {
  it('stops an endless loop and spends the time bank on it; the bot survives for the next decision', async () => {
    const s = await session('let n = 0;\nexport function decide(o: any) { if (n++ === 0) for (;;) {} return o.legalActions[0]; }');
    expect(s.timeBankMs).toBe(30);
    const out = s.decide(OBS);
    expect(faultOf(out).kind).toBe('timeout');
    expect(out.cpuMs).toBeGreaterThanOrEqual(20);
    expect(s.timeBankMs).toBe(0);
    expect(valueOf(s.decide(OBS))).toEqual({ type: 'pass' });
  });

  it('stops an endless loop inside a microtask', async () => {
    const s = await session('export function decide(o: any) { Promise.resolve().then(() => { for (;;) {} }); return o.legalActions[0]; }');
    expect(faultOf(s.decide(OBS)).kind).toBe('timeout');
  });

  it('stops a getter that loops while the answer is read (inside the isolate, under the timeout)', async () => {
    const s = await session('export function decide() { return { get type() { for (;;) {} return "x"; } }; }');
    expect(faultOf(s.decide(OBS)).kind).toBe('timeout');
  });

  it('draws on the time bank for a slow decision, then refuses once it is spent', async () => {
    const slow = 'export function decide(o: any) { const t = Date.now(); let x = 0; for (let i = 0; i < 3e7; i++) x += i; return o.legalActions[0]; }';
    // A bank of 600 ms: 40 calls of about 30 ms spend it on a quiet machine, and one call under heavy load does not.
    const s = await session(slow, { limits: { decisionMs: 1, timeBankMs: 600 } });
    const outs = Array.from({ length: 40 }, () => s.decide(OBS));
    const firstTimeout = outs.findIndex((o) => !o.answer.ok);
    expect(firstTimeout).toBeGreaterThan(0);
    expect(s.timeBankMs).toBe(0);
    expect(faultOf(outs[firstTimeout] ?? outs[0] ?? s.decide(OBS)).kind).toBe('timeout');
  });

  it('bounds init with its own budget', async () => {
    const s = await started(`export function init() { for (;;) {} }\n${FIRST}`, { limits: { initMs: 50 } });
    expect(s.init.answer).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(s.session && valueOf(s.session.decide(OBS))).toEqual({ type: 'pass' });
  });

  it('stops deep recursion as an exception', async () => {
    const s = await session('function f(n: number): number { return f(n + 1) + 1; }\nexport function decide() { return f(0); }', { limits: GENEROUS_CPU });
    expect(faultOf(s.decide(OBS))).toMatchObject({ kind: 'exception', message: expect.stringMatching(/call stack/) as unknown, line: 1 });
  });
});

describe('memory limit', () => {
  it.each([
    ['arrays', 'const a: number[][] = []; for (;;) a.push(new Array(10000).fill(1.5));'],
    ['strings', 'const a: string[] = []; for (let i = 0; ; i++) a.push(("x".repeat(1e6) + i).toUpperCase());'],
    ['ArrayBuffers', 'const a: ArrayBuffer[] = []; for (;;) a.push(new ArrayBuffer(1e6));'],
    ['typed arrays', 'const a: Float64Array[] = []; for (;;) a.push(new Float64Array(1e5));'],
  ])('disposes a bot that fills its heap with %s', async (_name, body) => {
    const s = await session(`export function decide() { ${body} }`, { limits: { memoryMb: 32, decisionMs: 20_000 } });
    expect(faultOf(s.decide(OBS)).kind).toBe('memory-limit');
    expect(s.alive).toBe(false);
    expect(faultOf(s.decide(OBS)).kind).toBe('crash');
  });
});

describe('logs', () => {
  it('keeps 1 KB of log a decision and marks the cut', async () => {
    const s = await session('export function decide(o: any) { for (let i = 0; i < 1e5; i++) console.log("line", i); console.log("x".repeat(1e7)); return o.legalActions[0]; }', { limits: GENEROUS_CPU });
    const out = s.decide(OBS);
    expect(valueOf(out)).toEqual({ type: 'pass' });
    expect(out.log.length).toBeLessThan(1200);
    expect(out.log).toMatch(/\[log cut: more than 1024 characters/);
  });

  it('keeps 64 KB of log a match and marks the cut once', async () => {
    const s = await session('export function decide(o: any) { console.log("y".repeat(1000)); return o.legalActions[0]; }');
    const logs = Array.from({ length: 100 }, () => s.decide(OBS).log);
    const total = logs.join('');
    expect(total.length).toBeLessThan(64 * 1024 + 200);
    expect(total.match(/match log limit/g)).toHaveLength(1);
    expect(logs.at(-1)).toBe('');
  });

  it('survives a log argument whose toString throws or loops (within the timeout)', async () => {
    const s = await session('export function decide(o: any) { console.log({ toJSON() { throw 1; }, toString() { throw 2; } }); return o.legalActions[0]; }');
    const out = s.decide(OBS);
    expect(out.log).toBe('[unprintable]\n');
  });
});
