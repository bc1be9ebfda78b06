/**
 * The record player walks a match step by step, takes one pushed action at a time, refuses what
 * the rules refuse without moving, and starts mid-match where a memo of match states left off.
 */
import { describe, expect, it } from 'vitest';
import { playMatch, randomPolicy } from './match.ts';
import { MatchPlayer, type PlayerStep } from './player.ts';
import { toyGame, type ToyMatch, type ToyState } from './toy-game.ts';

const table = { options: { deals: 3 }, seats: 3 };

/** Every step's kind and deal, choosing the first legal action. */
function walk(player: MatchPlayer<{ deals: number }, ToyMatch, ToyState, Parameters<typeof toyGame.applyAction>[2]>): PlayerStep<ToyMatch, ToyState>[] {
  const steps: PlayerStep<ToyMatch, ToyState>[] = [];
  for (let step = player.step; ; step = player.step) {
    steps.push(step);
    if (step.kind === 'match-end') return steps;
    if (step.kind === 'decision') {
      const first = player.legalActions()[0];
      if (!first || !player.play(first).ok) throw new Error('the first legal action was refused');
    } else {
      player.advance();
    }
  }
}

describe('MatchPlayer', () => {
  it('walks deal start, decisions, settlement per deal, then the match end', () => {
    const steps = walk(new MatchPlayer(toyGame, table, { kind: 'seeded', seed: 's' }));
    const kinds = steps.map((s) => (s.kind === 'decision' ? 'd' : s.kind));
    expect(kinds).toEqual([...Array.from({ length: 3 }, () => ['deal-start', 'd', 'd', 'd', 'd', 'd', 'd', 'deal-end']).flat(), 'match-end']);
    const ends = steps.filter((s) => s.kind === 'deal-end');
    expect(ends.map((e) => [e.deal, e.firstDecision, e.decisions])).toEqual([[0, 0, 6], [1, 6, 6], [2, 12, 6]]);
    expect(steps.filter((s) => s.kind === 'decision').map((s) => s.decision)).toEqual(Array.from({ length: 18 }, (_, i) => i));
    const end = steps.at(-1);
    expect(end?.kind === 'match-end' && [end.deals, end.decisions]).toEqual([3, 18]);
  });

  it('gives the outcomes of the in-process match loop for the same seed and choices', () => {
    const played = playMatch(toyGame, table.options, 3, 'seed-1', randomPolicy('seed-1'));
    const player = new MatchPlayer(toyGame, table, { kind: 'seeded', seed: 'seed-1' });
    const outcomes: unknown[] = [];
    const actions = played.deals.flatMap((d) => d.actions.map(([, a]) => a));
    for (let step = player.step; step.kind !== 'match-end'; step = player.step) {
      if (step.kind === 'decision') expect(player.play(actions[step.decision] ?? toyGame.defaultAction(step.state)).ok).toBe(true);
      else {
        if (step.kind === 'deal-end') outcomes.push(step.outcome);
        player.advance();
      }
    }
    expect(outcomes).toEqual(played.deals.map((d) => d.outcome));
    expect(toyGame.matchChips(player.match)).toEqual(played.chips);
  });

  it('refuses an illegal action as a value and stays at the same decision', () => {
    const player = new MatchPlayer(toyGame, table, { kind: 'seeded', seed: 's' });
    player.advance();
    const before = player.step;
    if (before.kind !== 'decision') throw new Error('no decision');
    const wrongSeat = player.play(player.legalActions()[0] as never, (before.seat + 1) % 3);
    expect(wrongSeat.ok ? null : wrongSeat.error.code).toBe('not-your-turn');
    const notHeld = toyGame.pack({ deals: 3 }, 3).find((c) => !(before.state.hands[before.seat] ?? []).includes(c));
    const refused = player.play({ type: 'play', card: notHeld as never });
    expect(refused.ok).toBe(false);
    expect(player.step).toBe(before);
    expect(() => player.advance()).toThrow(/advance at a decision/);
  });

  it('playDeal plays a deal as play does one decision at a time, and a refusal leaves it at that decision', () => {
    const whole = walk(new MatchPlayer(toyGame, table, { kind: 'seeded', seed: 'deal' }));
    const player = new MatchPlayer(toyGame, table, { kind: 'seeded', seed: 'deal' });
    const seen: number[] = [];
    const log: [number, unknown][] = [];
    const end = player.playDeal((state, seat, legal) => {
      seen.push(seat);
      if (seen.length === 3) return { type: 'play', card: 'XX' as never };
      return legal[0] as never;
    }, log as never);
    expect(end.ok).toBe(false);
    // The log holds the two actions played, not the refused one.
    expect(log).toEqual(whole.flatMap((s) => (s.kind === 'decision' && s.decision < 2 ? [[s.seat, toyGame.legalActions(s.state)[0]]] : [])));
    const at = player.step;
    expect(at).toEqual(whole.find((s) => s.kind === 'decision' && s.decision === 2));
    const rest = player.playDeal((_state, _seat, legal) => legal[0] as never);
    expect(rest.ok && rest.value).toEqual(whole.find((s) => s.kind === 'deal-end' && s.deal === 0));
    expect(player.step).toBe(rest.ok ? rest.value : null);
    expect(player.advance()).toEqual(whole.find((s) => s.kind === 'deal-start' && s.deal === 1));
  });

  it('plays exactly the deals it is given as dealt, ignoring the match length', () => {
    const hands = [['EA', 'GU'], ['EK', 'GO'], ['EO', 'GK']] as never;
    const deal = { dealer: 0, hands, stock: ['EU', 'GA'] as never };
    const player = new MatchPlayer(toyGame, { options: { deals: 1 }, seats: 3, chips: [5, 5, 5] }, { kind: 'dealt', deals: [deal, deal] });
    const steps = walk(player);
    expect(steps.filter((s) => s.kind === 'deal-end')).toHaveLength(2);
    const start = steps[0];
    expect(start?.kind === 'deal-start' && start.state.hands).toEqual(hands);
    expect(toyGame.matchChips(player.match).reduce((a, b) => a + b, 0)).toBe(15);
  });

  it('started before deal k with the match state of then, replays that deal as from the beginning', () => {
    const whole = walk(new MatchPlayer(toyGame, table, { kind: 'seeded', seed: 'mid' }));
    const startOf1 = whole.find((s) => s.kind === 'deal-start' && s.deal === 1);
    if (startOf1?.kind !== 'deal-start') throw new Error('no deal 1');
    const resumed = walk(new MatchPlayer(toyGame, table, { kind: 'seeded', seed: 'mid' }, { match: startOf1.match, deal: 1, decision: 6 }));
    expect(resumed).toEqual(whole.slice(whole.indexOf(startOf1)));
  });

  it('stops after maxDeals deals of a seeded match', () => {
    const steps = walk(new MatchPlayer(toyGame, table, { kind: 'seeded', seed: 's', maxDeals: 1 }));
    expect(steps.filter((s) => s.kind === 'deal-end')).toHaveLength(1);
  });
});
