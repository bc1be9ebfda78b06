import { describe, expect, it } from 'vitest';
import { GENEROUS_CPU, OBS, TEST_LIMITS, faultOf, session, started, valueOf } from './test-helpers.ts';

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

    it('runs Date and the locale-dependent built-ins in UTC and one fixed locale, whatever the host zone', async () => {
      const probe = `export function decide() { const d = new Date(Date.UTC(2025, 4, 6, 7, 8, 9)); return [
        d.toString(), d.toDateString(), d.toTimeString(), d.toLocaleString(), d.toLocaleDateString(), d.toLocaleTimeString(),
        d.getHours(), d.getDate(), d.getTimezoneOffset(), new Date(2025, 0, 2, 3).getTime() === Date.UTC(2025, 0, 2, 3),
        (1234567.5).toLocaleString(), [1e6, 2].toLocaleString(), 'i'.toLocaleUpperCase(), 'a'.localeCompare('B'), String(new Date(NaN))]; }`;
      const answers = [];
      for (const tz of ['UTC', 'Pacific/Chatham', 'America/St_Johns']) {
        process.env.TZ = tz;
        answers.push(valueOf((await session(probe)).decide(OBS)));
      }
      delete process.env.TZ;
      expect(answers[0]).toEqual([
        'Tue May 06 2025 07:08:09 GMT+0000 (Coordinated Universal Time)', 'Tue May 06 2025', '07:08:09 GMT+0000 (Coordinated Universal Time)',
        'Tue May 06 2025 07:08:09', 'Tue May 06 2025', '07:08:09', 7, 6, 0, true, '1234567.5', '1000000,2', 'I', 1, 'Invalid Date',
      ]);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
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
      const s = await session(source, { limits: GENEROUS_CPU });
      expect(faultOf(s.decide(OBS)).kind).toBe('bad-output');
    });

    it('stops a runaway call at what is left of its budget plus the slack, and the bank is then spent', async () => {
      const s = await session('export function decide(o: any) { for (;;) {} }');
      const { decisionMs, timeBankMs, wallSlackMs } = TEST_LIMITS;
      const first = s.decide(OBS);
      expect(faultOf(first).kind).toBe('timeout');
      // The watchdog fires at the deadline; the rest is the time V8 takes to stop (well under 300 ms).
      expect(first.cpuMs).toBeGreaterThanOrEqual(decisionMs + timeBankMs);
      expect(first.cpuMs).toBeLessThan(decisionMs + timeBankMs + wallSlackMs + 300);
      expect(s.timeBankMs).toBe(0);
      const second = s.decide(OBS);
      expect(faultOf(second).kind).toBe('timeout');
      expect(second.cpuMs).toBeLessThan(decisionMs + wallSlackMs + 300);
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
