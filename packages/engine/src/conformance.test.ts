/**
 * The conformance suite must pass a correct game and catch every kind of broken promise.
 */
import { describe, expect, it } from 'vitest';
import { runConformance } from './conformance.ts';
import { ok } from './result.ts';
import type { TableViewer } from './table-view.ts';
import { toyGame, type ToyState } from './toy-game.ts';

const config = { name: 'toy', seats: 3, options: {} };
const limits = { runs: 50 };
const run = (game: typeof toyGame) => () => runConformance(game, config, limits);

describe('conformance suite', () => {
  it('passes a correct game', () => {
    expect(run(toyGame)).not.toThrow();
  });
  it('catches an observation that leaks other hands', () => {
    expect(run({ ...toyGame, observe: (s, seat) => ({ ...(toyGame.observe(s, seat) as object), all: s.hands }) })).toThrow(/observation depends on cards it cannot see/);
  });
  it('catches an own hand read from the observation that is not the table view\'s', () => {
    expect(run({ ...toyGame, ownHand: (o) => toyGame.ownHand(o)?.slice(1) ?? null })).toThrow(/own hand from its observation is not its table view's/);
  });
  it('catches a seat\'s table view that shows another seat\'s hand', () => {
    const leaky = (s: ToyState, viewer: TableViewer) => {
      const view = toyGame.tableView(s, viewer);
      return viewer === 'public' ? view : { ...view, seats: view.seats.map((x, i) => ({ ...x, hand: s.hands[i] ?? [] })) };
    };
    expect(run({ ...toyGame, tableView: leaky })).toThrow(/table view shows cards it cannot see/);
  });
  it('catches a public table view that shows a hidden card', () => {
    const leaky = (s: ToyState, viewer: TableViewer) => {
      const view = toyGame.tableView(s, viewer);
      return viewer === 'public' ? { ...view, faceUp: [{ label: 'stock', cards: s.stock }] } : view;
    };
    expect(run({ ...toyGame, tableView: leaky })).toThrow(/public table view shows cards seat \d cannot see/);
  });
  it('catches an all-cards table view that hides a hand', () => {
    expect(run({ ...toyGame, tableView: (s, viewer) => toyGame.tableView(s, viewer === 'all' ? 'public' : viewer) })).toThrow(/hides a hand/);
  });
  it('catches unsorted legal actions', () => {
    expect(run({ ...toyGame, legalActions: (s) => [...toyGame.legalActions(s)].reverse() })).toThrow(/not strictly sorted/);
  });
  it('catches an illegal action that is accepted (a renege)', () => {
    const renege = (s: ToyState, seat: number, a: Parameters<typeof toyGame.applyAction>[2]) => {
      const first = toyGame.legalActions(s)[0];
      return s.toAct === seat && first && (s.hands[seat] ?? []).includes(a.card) ? toyGame.applyAction(s, seat, first) : toyGame.applyAction(s, seat, a);
    };
    expect(run({ ...toyGame, applyAction: renege })).toThrow(/illegal .* is accepted/);
  });
  it('catches an action accepted out of turn', () => {
    expect(run({ ...toyGame, applyAction: (s, _seat, a) => toyGame.applyAction(s, s.toAct ?? 0, a) })).toThrow(/out of turn/);
  });
  it('catches a state mutated by applyAction', () => {
    const mutate = (s: ToyState, seat: number, a: Parameters<typeof toyGame.applyAction>[2]) => {
      (s.won as number[])[0] = 9;
      return toyGame.applyAction(s, seat, a);
    };
    expect(run({ ...toyGame, applyAction: mutate })).toThrow();
  });
  it('catches chips that are not conserved', () => {
    expect(run({ ...toyGame, finishDeal: (m, s) => { const r = toyGame.finishDeal(m, s); return { ...r, outcome: { ...r.outcome, payoffs: r.outcome.payoffs.map((p) => p + 1) } }; } })).toThrow(/chips are not conserved/);
  });
  it('catches cards that vanish', () => {
    expect(run({ ...toyGame, cardsInPlay: (s) => toyGame.cardsInPlay(s).slice(1) })).toThrow(/cards are not conserved/);
  });
  it('catches a deal that never ends', () => {
    expect(run({ ...toyGame, applyAction: (s, seat, a) => { const r = toyGame.applyAction(s, seat, a); return r.ok && r.value.toAct === null ? ok({ ...s, trick: [] }) : r; } })).toThrow();
  });
  it('catches nondeterminism', () => {
    let calls = 0;
    expect(run({ ...toyGame, finishDeal: (m, s) => { const r = toyGame.finishDeal(m, s); return { ...r, outcome: { ...r.outcome, n: calls++ } }; } })).toThrow(/same seed/);
  });
  it('catches a state that does not survive JSON', () => {
    expect(run({ ...toyGame, startDeal: (m, d, c) => ({ ...toyGame.startDeal(m, d, c), bad: Number.NaN }) as ToyState })).toThrow(/JSON round trip/);
  });
});
