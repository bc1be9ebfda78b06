/**
 * The machine-wide slots under load: a bot that spends 60 % of its budget on every decision never
 * times out while every slot runs a match. Slots bound the match processes, not the rest of the
 * machine, so this file runs alone (`npm run test:load`, after every other test of `npm test`):
 * beside a Next.js build or other packages' tests, the isolates' wall-clock CPU time would count
 * what the slots cannot see.
 */
import { describe, expect, it } from 'vitest';
import { runMatchIsolated } from './run-isolated.ts';
import { slotCount } from './slots.ts';

const LIMITS = { decisionMs: 100, timeBankMs: 1000, initMs: 1000 };

/**
 * A bot that works for a while on every decision: it sorts `n` numbers as strings (the default
 * `sort`). That work is done by V8's built-ins, so its speed does not depend on whether the bot's
 * own code has been optimised yet, as a plain counting loop's does (about tenfold).
 */
const spinBot = (n: number): string =>
  `export function decide(o: any) { const a: number[] = []; for (let i = 0; i < ${n}; i++) a.push((i * 7919) % 100003); a.sort(); return a[0] === -1 ? null : o.legalActions[0]; }`;

/** The median CPU of the spin bot's decisions in one match alone, with a budget it cannot exhaust. */
async function medianDecisionMs(n: number): Promise<number> {
  const calibration = await runMatchIsolated({
    game: 'lupfen', seed: 'calibrate', maxDeals: 2, limits: { decisionMs: 5000, timeBankMs: 1000, initMs: 1000 },
    bots: [{ name: 'busy', source: spinBot(n) }, { house: 'random' }, { house: 'random' }, { house: 'first-legal' }],
  });
  if (!calibration.ok) throw new Error(calibration.error);
  const times = calibration.value.decisions.filter((d) => d.seat === 0).map((d) => d.cpuMs).sort((x, y) => x - y);
  return times[Math.floor(times.length / 2)] ?? 1;
}

/**
 * How many numbers the busy bot sorts to spend about `share` of the decision's budget, measured
 * where the bot will run (a match process), refined until it lands between 45 % and 75 %.
 */
async function spinFor(share: number): Promise<number> {
  let n = 20_000;
  for (let round = 0; round < 8; round++) {
    const ms = await medianDecisionMs(n);
    if (ms > 0.45 * LIMITS.decisionMs && ms < 0.75 * LIMITS.decisionMs) return n;
    n = Math.round(n * Math.min(8, Math.max(0.125, (share * LIMITS.decisionMs) / Math.max(ms, 0.01))));
  }
  throw new Error(`no spin length took ${share * 100} % of the budget`);
}

describe('under load', () => {
  it('a bot using 60 % of its budget on every decision never times out while every slot runs a match', async () => {
    const source = spinBot(await spinFor(0.6));
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
      const busy = result.value.decisions.filter((d) => d.seat === 0).map((d) => d.cpuMs);
      expect(busy.length).toBeGreaterThan(2);
      expect(busy.reduce((a, b) => a + b, 0) / busy.length).toBeGreaterThan(0.2 * LIMITS.decisionMs);
    }
  }, 300_000);
});
