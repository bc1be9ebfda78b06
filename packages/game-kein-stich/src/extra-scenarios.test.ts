/**
 * Scenario-style tests (SCENARIOS.md files as objects, parsed and replayed through the core) for
 * what the public scenarios do not show: King Louis, power with a march and the layout deal it
 * feeds, other seat counts, illegal and malformed files, unfinished deals and late actions.
 */
import type { Card } from '@arena/engine/cards';
import type { AnyGameDefinition } from '@arena/engine/game';
import { replayScenario } from '@arena/engine/replay';
import { parseScenarioValue } from '@arena/engine/scenario';
import { describe, expect, test } from 'vitest';
import { keinStich } from './index.ts';
import { deal, LAYOUT_HANDS, MARCH_HANDS, matchWith, PARTIE_HANDS, PARTIE_PLAYS, playDefaults } from './testing.ts';

const lookup = (id: string): AnyGameDefinition | undefined => (id === keinStich.id ? keinStich : undefined);

interface DealSpec { dealer: number; hands: readonly string[]; actions: readonly (readonly [number, string])[]; stock?: string[] }

function scenario(seats: number, options: unknown, deals: DealSpec[]): Record<string, unknown> {
  return {
    name: 'test', game: 'kein-stich', seats, options,
    deals: deals.map((d) => ({
      dealer: d.dealer, hands: d.hands.map((h) => h.split(' ')), stock: d.stock ?? [],
      actions: d.actions.map(([seat, card]) => [seat, { type: 'play', card }]),
    })),
  };
}

function replay(file: Record<string, unknown>) {
  const parsed = parseScenarioValue(file, lookup);
  if (!parsed.ok) throw new Error(parsed.error);
  return replayScenario(parsed.value);
}

const LAYOUT_PLAYS: [number, string][] = ([
  '2 EU', '3 E10', '0 E9', '2 EO', '3 EK', '0 E8', '2 E7', '3 EA', '0 GU', '3 GO', '0 SU', '1 GK', '3 G10', '1 GA', '3 HU', '1 G9',
  '2 HO', '3 HK', '0 G8', '1 G7', '2 HA', '1 SO', '2 H10', '1 H9', '2 SK', '0 H8', '1 S10', '3 S9', '0 H7', '1 S8', '2 S7',
]).map((t) => { const [s, c] = t.split(' '); return [Number(s), c ?? '']; });

/** The 32 plays of the march deal (seat 1 leads its Aces and Kings; everyone else plays the default card). */
function marchPlays(raw: unknown): [number, string][] {
  const log: [number, Card][] = [];
  playDefaults(deal(matchWith(raw, 4), 0, MARCH_HANDS), log);
  return log;
}

describe('extra scenarios', () => {
  test('King Louis: the first deal of a partie is No Hearts', () => {
    const out = replay(scenario(4, { kingLouis: true }, [{ dealer: 0, hands: PARTIE_HANDS, actions: PARTIE_PLAYS }]));
    expect(out).toEqual({ deals: [{ payoffs: [0, -35, 0, -5], pot: 40, tricks: [0, 6, 1, 1], contract: 'no-hearts', march: null }], chips: [0, -35, 0, -5], error: null });
  });
  test('power + march: the marched power deal puts 40 into the pot, the layout deal pays it 30/10/0/0', () => {
    const raw = { power: true, march: true };
    const plays = marchPlays(raw);
    expect(plays.filter(([s]) => s === 1).map(([, c]) => c)).toEqual(['EA', 'EK', 'GA', 'GK', 'HA', 'HK', 'SA', 'SK']);
    const out = replay(scenario(4, raw, [{ dealer: 0, hands: MARCH_HANDS, actions: plays }, { dealer: 2, hands: LAYOUT_HANDS, actions: LAYOUT_PLAYS }]));
    expect(out).toEqual({
      deals: [
        { payoffs: [-30, 50, -30, -30], pot: 40, tricks: [0, 8, 0, 0], contract: 'power', march: 1 },
        { payoffs: [0, 10, 0, 30], pot: 0, tricks: [0, 0, 0, 0], contract: 'layout', finishOrder: [3, 1, 2, 0] },
      ],
      chips: [-30, 60, -30, 0],
      error: null,
    });
  });
  test('six-contract partie: no-first-last (startContract 4) feeds the layout deal (index 5)', () => {
    const out = replay(scenario(4, { extraContract: 'no-first-last', startContract: 4 }, [
      { dealer: 0, hands: PARTIE_HANDS, actions: PARTIE_PLAYS }, { dealer: 2, hands: LAYOUT_HANDS, actions: LAYOUT_PLAYS },
    ]));
    expect(out).toEqual({
      deals: [
        { payoffs: [0, -20, -20, 0], pot: 40, tricks: [0, 6, 1, 1], contract: 'no-first-last', march: null },
        { payoffs: [0, 10, 0, 30], pot: 0, tricks: [0, 0, 0, 0], contract: 'layout', finishOrder: [3, 1, 2, 0] },
      ],
      chips: [0, -10, -20, 30],
      error: null,
    });
  });
  test('Herzunteranlegen: with layoutStartCard HU the holder of HU must begin', () => {
    const out = replay(scenario(4, { startContract: 4, layoutStartCard: 'HU' }, [{ dealer: 2, hands: LAYOUT_HANDS, actions: LAYOUT_PLAYS }]));
    expect(out.error).toMatchObject({ deal: 0, action: 0 });
    const ok = replay(scenario(4, { startContract: 4, layoutStartCard: 'HU' }, [{ dealer: 2, hands: LAYOUT_HANDS, actions: [[3, 'HU'], [0, 'H8']] }]));
    expect(ok.error).toMatchObject({ deal: 0, action: 1 }); // H8 needs H10 first
    expect(ok.error?.message).toContain('card-not-layable');
  });
  test('3 seats: a card of the removed Eights and Sevens in a hand makes the file malformed', () => {
    const file = scenario(3, {}, [{ dealer: 0, hands: ['E8 E9 G10 G9 H10 H9 S10 S9', 'EA EK GA GK HA HK SA SK', 'EO EU GO GU HO HU SO SU'], actions: [] }]);
    const parsed = parseScenarioValue(file, lookup);
    expect(parsed.ok).toBe(false);
  });
  test('5 seats: playing a removed Seven is an illegal action, not a malformed file', () => {
    const hands = ['SO SU S10 S9 S8 S7', 'EA EK GA GK HA HK', 'EO EU GO GU HO HU', 'E10 E9 G10 G9 H10 H9', 'E8 G8 H8 H7 SA SK'];
    const out = replay(scenario(5, {}, [{ dealer: 0, hands, actions: [[1, 'E7']] }]));
    expect(out).toEqual({ deals: [], chips: [0, 0, 0, 0, 0], error: { deal: 0, action: 0, message: expect.stringContaining('card-not-in-pack') as unknown } });
  });
  test('a non-empty stock, a short hand, an unknown option or a startContract out of range make the file malformed', () => {
    const hands = [...PARTIE_HANDS];
    expect(parseScenarioValue(scenario(4, {}, [{ dealer: 0, hands: hands.map((h) => h.replace(' S7', '')), stock: ['S7', 'S8', 'SA', 'EA'], actions: [] }]), lookup).ok).toBe(false);
    expect(parseScenarioValue(scenario(4, {}, [{ dealer: 0, hands: [...hands.slice(0, 3), 'E9 GK G10 G8 H8 H7 SA'], stock: ['S8'], actions: [] }]), lookup).ok).toBe(false);
    expect(parseScenarioValue(scenario(4, { pot: 3 }, [{ dealer: 0, hands, actions: [] }]), lookup).ok).toBe(false);
    expect(parseScenarioValue(scenario(4, { startContract: 2, power: true }, [{ dealer: 0, hands, actions: [] }]), lookup).ok).toBe(false);
    expect(parseScenarioValue(scenario(7, {}, [{ dealer: 0, hands, actions: [] }]), lookup).ok).toBe(false);
  });
  test('an action after the end of a deal is illegal; the settled deal stays', () => {
    const out = replay(scenario(4, {}, [{ dealer: 0, hands: PARTIE_HANDS, actions: [...PARTIE_PLAYS, [1, 'EA']] }]));
    expect(out.deals).toHaveLength(1);
    expect(out.chips).toEqual([0, -30, -5, -5]);
    expect(out.error).toMatchObject({ deal: 0, action: 32 });
  });
  test('a deal whose actions stop early is unfinished and later deals are not played', () => {
    const out = replay(scenario(4, {}, [{ dealer: 0, hands: PARTIE_HANDS, actions: PARTIE_PLAYS.slice(0, 10) }, { dealer: 1, hands: PARTIE_HANDS, actions: [] }]));
    expect(out).toEqual({ deals: [{ unfinished: true }], chips: [0, 0, 0, 0], error: null });
  });
  test('a seat passed automatically in the layout deal may not act', () => {
    const out = replay(scenario(4, { startContract: 4 }, [{ dealer: 2, hands: LAYOUT_HANDS, actions: [...LAYOUT_PLAYS.slice(0, 3), [1, 'GA']] }]));
    expect(out.error).toMatchObject({ deal: 0, action: 3 });
    expect(out.error?.message).toContain('not-your-turn');
  });
});
