/**
 * A record made by walking the record player replays to the same outcomes, and every kind of
 * tampering is a value naming the deal; the step numbering answers "which deal, which step".
 */
import { randomPolicy } from '@arena/engine/match';
import { MatchPlayer } from '@arena/engine/player';
import { findGame } from '@arena/games';
import { DEFAULT_LIMITS } from '@arena/sandbox/limits';
import { describe, expect, it } from 'vitest';
import { dealRecordOf, RECORD_VERSION, ranksOf, type DealRecord, type DecisionRecord, type MatchRecord } from './match-record.ts';
import { replayRecord } from './replay-record.ts';
import { dealOfDecision, dealOfStep, dealStartSteps, stepOfDecision, totalSteps } from './steps.ts';

const game = (() => {
  const found = findGame('kontraspiel');
  if (!found) throw new Error('no kontraspiel');
  return found;
})();
const options = (() => {
  const parsed = game.parseOptions({}, 4);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
})();

/** A two-deal record of random play, written as the runner writes it. */
function randomRecord(seed: string): MatchRecord {
  const player = new MatchPlayer(game, { options, seats: 4 }, { kind: 'seeded', seed, maxDeals: 2 });
  const policy = randomPolicy<unknown, unknown>(seed);
  const decisions: DecisionRecord[] = [];
  const deals: DealRecord[] = [];
  for (let step = player.step; step.kind !== 'match-end'; step = player.step) {
    if (step.kind === 'decision') {
      const action = policy(step.state, step.seat, player.legalActions()) as never;
      if (!player.play(action).ok) throw new Error('refused');
      decisions.push({ deal: step.deal, seat: step.seat, action, by: 'bot', cpuMs: 0 });
      continue;
    }
    if (step.kind === 'deal-end') deals.push(dealRecordOf(step));
    player.advance();
  }
  const chips = [...game.matchChips(player.match)];
  return {
    version: RECORD_VERSION, game: game.id, options, seed, limits: DEFAULT_LIMITS, maxDeals: 2,
    seats: [0, 1, 2, 3].map((seat) => ({ seat, name: `s${seat}`, kind: 'in-process', identity: 'x', strikes: 0, retired: null, cpuMs: 0, decisions: 0 })),
    inits: [], decisions, faults: [], deals, chips, ranks: ranksOf(chips),
  };
}

describe('replayRecord', () => {
  const record = randomRecord('rec');
  it('replays a record to its outcomes and chips', () => {
    const replayed = replayRecord(record, game);
    expect(replayed.ok && replayed.value.outcomes).toEqual(record.deals.map((d) => d.outcome));
    expect(replayed.ok && replayed.value.chips).toEqual(record.chips);
  });
  it('names what does not replay', () => {
    const first = record.deals[0] as DealRecord;
    const bad = (change: Partial<MatchRecord>) => {
      const r = replayRecord({ ...record, ...change }, game);
      return r.ok ? 'ok' : r.error;
    };
    expect(bad({ deals: [{ ...first, outcome: { ...first.outcome, pot: first.outcome.pot + 1 } }, ...record.deals.slice(1)] })).toBe('deal 0: outcome differs from the record');
    expect(bad({ deals: [{ ...first, dealer: (first.dealer + 1) % 4 }, ...record.deals.slice(1)] })).toMatch(/^deal 0: dealer/);
    expect(bad({ decisions: record.decisions.map((d, i) => (i === 1 ? { ...d, seat: (d.seat + 1) % 4 } : d)) })).toMatch(/^deal 0, decision 1: seat \d to act, recorded \d/);
    expect(bad({ chips: record.chips.map((c) => c + 1) })).toMatch(/^final chips/);
    expect(bad({ deals: [{ ...first, decisions: first.decisions - 1 }, ...record.deals.slice(1)] })).toBe('deal 0: not over after its recorded decisions');
  });
});

describe('replay steps', () => {
  const record = { deals: [{ firstDecision: 0, decisions: 3 }, { firstDecision: 3, decisions: 2 }] };
  it('numbers a start, the decisions and a settlement per deal', () => {
    expect(dealStartSteps(record)).toEqual([0, 5, 9]);
    expect(totalSteps(record)).toBe(9);
    expect([0, 4, 5, 8, 20].map((s) => dealOfStep(record, s))).toEqual([0, 0, 1, 1, 1]);
    expect([0, 2, 3, 4, 5].map((i) => dealOfDecision(record, i))).toEqual([0, 0, 1, 1, -1]);
    expect([0, 2, 3, 4].map((i) => stepOfDecision(record, i))).toEqual([1, 3, 6, 7]);
  });
});
