import { describe, expect, it } from 'vitest';
import { OBS, TEST_LIMITS, faultOf, session, started, valueOf } from './test-helpers.ts';

const FIRST = 'export function decide(o: any) { return o.legalActions[0]; }';

describe('a sandboxed bot', () => {
  it('answers with a copy of its action, with the log it wrote', async () => {
    const s = await session(`export function decide(o: any) { console.log('seat', o.seat, { n: 1 }); console.error('oops'); return o.legalActions[0]; }`);
    const out = s.decide(OBS);
    expect(valueOf(out)).toEqual({ type: 'pass' });
    expect(out.log).toBe('seat 0 {"n":1}\n[error] oops\n');
    expect(out.cpuMs).toBeGreaterThan(0);
    s.dispose();
  });

  it('receives a long observation intact, even with a surrogate pair across the 1000-character pieces', async () => {
    const s = await session('export function decide(o: any) { return { n: o.view.text.length, text: o.view.text }; }');
    const before = '{"game":"toy","seat":0,"deal":0,"view":{"text":"'.length;
    const text = `${'a'.repeat(999 - before)}😀é${'ß'.repeat(3000)}😀`;
    const obs = JSON.stringify({ game: 'toy', seat: 0, deal: 0, view: { text }, legalActions: [{ type: 'pass' }] });
    expect(obs.indexOf('😀')).toBe(999);
    expect(valueOf(s.decide(obs))).toEqual({ n: text.length, text });
    s.dispose();
  });

  it('keeps module state between decisions, and calls init once with the info', async () => {
    const s = await session(`let seat = -1; let n = 0;\nexport function init(info: any) { seat = info.seat; }\nexport function decide() { n += 1; return { seat, n }; }`, { seat: 2 });
    expect(valueOf(s.decide(OBS))).toEqual({ seat: 2, n: 1 });
    expect(valueOf(s.decide(OBS))).toEqual({ seat: 2, n: 2 });
    s.dispose();
  });

  describe('determinism', () => {
    const PROBE = `export function decide() { return { r: [Math.random(), Math.random()], now: Date.now(), d: new Date().toISOString(), p: performance.now(), s: typeof Date() }; }`;
    it('seeds Math.random by (match seed, seat) and fixes the clock by the match seed', async () => {
      const a = valueOf((await session(PROBE, { seed: 'm1', seat: 1 })).decide(OBS)) as Record<string, unknown>;
      const b = valueOf((await session(PROBE, { seed: 'm1', seat: 1 })).decide(OBS)) as Record<string, unknown>;
      const otherSeat = valueOf((await session(PROBE, { seed: 'm1', seat: 2 })).decide(OBS)) as Record<string, unknown>;
      const otherSeed = valueOf((await session(PROBE, { seed: 'm2', seat: 1 })).decide(OBS)) as Record<string, unknown>;
      expect(a).toEqual(b);
      expect(otherSeat.r).not.toEqual(a.r);
      expect(otherSeat.now).toBe(a.now);
      expect(otherSeed.now).not.toBe(a.now);
      expect(new Date(a.now as number).toISOString()).toBe(a.d);
      expect(a.s).toBe('string');
    });

    it('keeps the clock still between decisions', async () => {
      const s = await session('export function decide() { const t = Date.now(); for (let i = 0; i < 1e5; i++); return [t, Date.now(), performance.now()]; }', { limits: { decisionMs: 1000 } });
      const first = valueOf(s.decide(OBS)) as number[];
      expect(valueOf(s.decide(OBS))).toEqual(first);
      expect(first[0]).toBe(first[1]);
    });
  });

  describe('nothing of the host inside', () => {
    it('has no process, require, timers, shared memory, WebAssembly or weak references', async () => {
      const s = await session(`export function decide() {
        const g: any = globalThis;
        const names = ['process', 'require', 'module', 'global', 'ivm', 'setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask',
          'SharedArrayBuffer', 'Atomics', 'WebAssembly', 'WeakRef', 'FinalizationRegistry', 'Intl', '__arenaBot'];
        const escaped = ({} as any).constructor.constructor('return this')();
        const viaFunction = Function('return this')();
        return { present: names.filter((n) => g[n] !== undefined), same: escaped === g && viaFunction === g,
          escapedProcess: typeof escaped.process, own: Object.getOwnPropertyNames(g).filter((n) => /arena|ivm|host/i.test(n)) };
      }`);
      expect(valueOf(s.decide(OBS))).toEqual({ present: [], same: true, escapedProcess: 'undefined', own: ['__arenaLoadFailed', '__arenaBot'] });
    });

    it('has no resizable or growable buffers', async () => {
      const s = await session(`export function decide() {
        const b = new ArrayBuffer(8, { maxByteLength: 1 << 30 } as any) as any;
        const Ctor = (new Uint8Array(4).buffer as any).constructor;
        const c = new Ctor(8, { maxByteLength: 1 << 30 });
        return [b.resizable, typeof b.resize, typeof b.transfer, c.resizable, b instanceof ArrayBuffer];
      }`);
      expect(valueOf(s.decide(OBS))).toEqual([false, 'undefined', 'undefined', false, true]);
    });

    it('Atomics.wait is an exception, not a hang', async () => {
      const s = await session('export function decide() { (Atomics as any).wait(new Int32Array(4), 0, 0); return 1; }');
      expect(faultOf(s.decide(OBS))).toMatchObject({ kind: 'exception', line: 1 });
    });
  });

  describe('faults', () => {
    it('maps an exception stack to the bot source', async () => {
      const s = await session('type T = number;\n\nfunction inner(): T {\n  throw new RangeError("bad");\n}\nexport function decide() { return inner(); }\n', {});
      const fault = faultOf(s.decide(OBS));
      expect(fault).toMatchObject({ kind: 'exception', message: 'RangeError: bad', line: 4, column: 9 });
      expect(fault.stack).toContain('bot.ts:6:');
      expect(fault.stack).not.toContain('arena-prelude');
    });

    it('describes a thrown non-Error', async () => {
      const s = await session('export function decide() { throw { toString() { return "nope"; } }; }');
      expect(faultOf(s.decide(OBS))).toMatchObject({ kind: 'exception', message: expect.stringMatching(/non-Error/) as unknown });
    });

    it.each([
      ['a Promise', 'export async function decide(o: any) { return o.legalActions[0]; }'],
      ['a function', 'export function decide() { return () => 1; }'],
      ['undefined', 'export function decide() {}'],
      ['a cycle', 'export function decide() { const a: any = {}; a.a = a; return a; }'],
      ['a huge action', 'export function decide() { return { type: "x".repeat(1e6) }; }'],
      ['a BigInt', 'export function decide() { return 1n; }'],
    ])('refuses %s as bad output', async (_name, source) => {
      const s = await session(source);
      expect(faultOf(s.decide(OBS)).kind).toBe('bad-output');
    });

    it('without the per-call timer (a supervised process), still charges CPU over the allowance as a timeout', async () => {
      const s = await session('let n = 0;\nexport function decide(o: any) { n++; if (n === 1) { let x = 0; for (let i = 0; i < 1e8; i++) x += i; return { x }; } return o.legalActions[0]; }',
        { watchdog: 'supervisor' });
      const slow = s.decide(OBS);
      expect(slow.cpuMs).toBeGreaterThan(TEST_LIMITS.decisionMs + TEST_LIMITS.timeBankMs);
      expect(faultOf(slow)).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/^used [\d.]+ ms of CPU/) as unknown });
      expect(s.timeBankMs).toBe(0);
      expect(valueOf(s.decide(OBS))).toEqual({ type: 'pass' });
    });

    it('keeps playing after an exception', async () => {
      const s = await session('let n = 0;\nexport function decide(o: any) { n++; if (n === 1) throw new Error("first"); return o.legalActions[0]; }');
      expect(faultOf(s.decide(OBS)).kind).toBe('exception');
      expect(valueOf(s.decide(OBS))).toEqual({ type: 'pass' });
    });

    it('a bot without decide, or throwing while loading, does not start', async () => {
      expect((await started('export const x = 1;')).init.answer).toMatchObject({ ok: false, error: { kind: 'compile-error' } });
      const thrown = await started('\nthrow new Error("at load");\nexport function decide() {}');
      expect(thrown.session).toBeNull();
      expect(thrown.init.answer).toMatchObject({ ok: false, error: { kind: 'exception', line: 2 } });
    });

    it('an exception in init is a fault, and the bot still plays', async () => {
      const s = await started(`export function init() { throw new Error("init"); }\n${FIRST}`);
      expect(s.init.answer).toMatchObject({ ok: false, error: { kind: 'exception', line: 1 } });
      expect(s.session).not.toBeNull();
      expect(valueOf(s.session?.decide(OBS) ?? { answer: { ok: true, value: null }, cpuMs: 0, log: '' })).toEqual({ type: 'pass' });
    });
  });
});
