/**
 * The machine-wide slots under load: a bot that spends 60 % of its budget on every decision never
 * times out while every slot runs a match. Slots bound the match processes, not the rest of the
 * machine, so this file runs alone (`npm run test:load`, after every other test of `npm test`):
 * beside a Next.js build or other packages' tests, the isolates' wall-clock CPU time would count
 * what the slots cannot see.
 */
import { describe, expect, it } from 'vitest';
import { BotSession } from '@arena/sandbox/bot-session';
import { compileBot } from '@arena/sandbox/compile';
import { resolveLimits } from '@arena/sandbox/limits';
import { runMatchIsolated } from './run-isolated.ts';
import { slotCount } from './slots.ts';

const LIMITS = { decisionMs: 100, timeBankMs: 1000, initMs: 1000 };

/** Iterations of the spin loop that take about `share` of the decision's budget on this machine now. */
async function spinFor(share: number): Promise<number> {
  const compiled = await compileBot('export function decide(o: any) { let x = 0; for (let i = 0; i < o.view.n; i++) x = (x + i) | 0; return x; }', { filename: 'calibrate.ts' });
  if (!compiled.ok) throw new Error(compiled.error.message);
  const started = BotSession.start(compiled.value, { seed: 's', seat: 0, limits: resolveLimits({ decisionMs: 5000 }), info: {} });
  const session = started.session;
  if (!session) throw new Error('calibration bot did not start');
  const n = 2e6;
  const times: number[] = [];
  for (let i = 0; i < 15; i++) times.push(session.decide(JSON.stringify({ view: { n } })).cpuMs);
  session.dispose();
  const median = [...times].sort((x, y) => x - y)[7] ?? 1;
  return Math.round((n * share * LIMITS.decisionMs) / median);
}

describe('under load', () => {
  it('a bot using 60 % of its budget on every decision never times out while every slot runs a match', async () => {
    const n = await spinFor(0.6);
    const source = `export function decide(o: any) { let x = 0; for (let i = 0; i < ${n}; i++) x = (x + i) | 0; return x === 0.5 ? null : o.legalActions[0]; }`;
    const spec = (i: number) => ({
      game: 'lupfen', seed: `load-${i}`, maxDeals: 3, limits: LIMITS,
      bots: [{ name: 'busy', source }, { house: 'random' }, { name: 'busy-too', source }, { house: 'first-legal' }],
    });
    // Twice as many matches as slots at once: without machine-wide slots two isolates would share a core.
    const results = await Promise.all(Array.from({ length: 2 * slotCount() }, (_, i) => runMatchIsolated(spec(i))));
    for (const result of results) {
      if (!result.ok) throw new Error(result.error);
      expect(result.value.faults).toEqual([]);
      // The bot did spend a good share of its budget (the calibration may drift with the load).
      const busy = result.value.seats[0];
      expect(busy?.decisions).toBeGreaterThan(2);
      expect((busy?.cpuMs ?? 0) / (busy?.decisions ?? 1)).toBeGreaterThan(0.2 * LIMITS.decisionMs);
    }
  }, 300_000);
});
