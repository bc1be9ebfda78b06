import { describe, expect, it } from 'vitest';
import type { DecisionRecord, MatchRecord } from '@arena/record/match-record';
import { DEFAULT_LIMITS } from '@arena/sandbox/limits';
import { firstDifference } from './first-difference.ts';

const decision = (deal: number, seat: number, card: string, by: DecisionRecord['by'] = 'bot'): DecisionRecord => ({ deal, seat, action: { type: 'play', card }, by, cpuMs: 0.1 });

/** A record of two deals of three decisions each; only the fields the comparison reads matter. */
function recordOf(decisions: DecisionRecord[]): MatchRecord {
  const outcome = { payoffs: [0, 0, 0], pot: 0, tricks: [0, 0, 0] };
  return {
    version: 1, game: 'lupfen', options: {}, seed: 's', seats: [], limits: DEFAULT_LIMITS,
    maxDeals: 2, inits: [], decisions, faults: [],
    deals: [{ dealer: 0, firstDecision: 0, decisions: 3, outcome }, { dealer: 1, firstDecision: 3, decisions: decisions.length - 3, outcome }],
    chips: [0, 0, 0], ranks: [1, 1, 1],
  };
}

const played = [decision(0, 1, 'EA'), decision(0, 2, 'E10'), decision(0, 0, 'EK'), decision(1, 2, 'GA'), decision(1, 0, 'G10'), decision(1, 1, 'GK')];

describe('firstDifference', () => {
  it('is null for the same decisions, whatever their timings', () => {
    expect(firstDifference(recordOf(played), recordOf(played.map((d) => ({ ...d, cpuMs: 9 }))))).toBeNull();
  });

  it('names the first differing decision by deal and step within the deal, with both actions', () => {
    const changed = played.map((d, i) => (i === 4 ? decision(1, 0, 'GU') : i === 5 ? decision(1, 1, 'GO') : d));
    expect(firstDifference(recordOf(played), recordOf(changed))).toEqual({
      decision: 4, deal: 1, step: 1, seat: 0, recorded: played[4], rerun: changed[4],
    });
  });

  it('counts the rules\' default after a fault as a different decision from the bot\'s own', () => {
    const defaulted = played.map((d, i) => (i === 2 ? { ...d, by: 'default' as const } : d));
    expect(firstDifference(recordOf(played), recordOf(defaulted))?.decision).toBe(2);
  });

  it('reports a match that ended sooner: the rerun has no such decision', () => {
    const shorter = recordOf(played.slice(0, 5));
    expect(firstDifference(recordOf(played), shorter)).toMatchObject({ decision: 5, deal: 1, step: 2, rerun: null });
  });
});
