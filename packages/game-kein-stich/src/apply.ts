/**
 * Applying an action (docs/rules/kein-stich.md sections 6-8): one legality path through
 * `whyIllegal`, then the play itself and the automatic steps after it: completing a trick (winner,
 * penalty units, next leader) or, in the layout deal, going out, skipping seats that are out and
 * recording automatic passes until a seat with a layable card is to move.
 */
import { appended, replaced, without } from '@arena/engine/arrays';
import { rankIndex, suitIndex, type Card } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
import { ruleError } from './rule-error.ts';
import { assert, err, ok, type Result } from '@arena/engine/result';
import { hasLayableCard, whyIllegal } from './legal.ts';
import { trickUnits } from './settle.ts';
import type { DealState, Row, Trick } from './state.ts';
import type { Action, LayoutEvent } from './types.ts';

export function applyAction(state: DealState, seat: number, action: Action): Result<DealState, RuleError> {
  if (state.toAct === null) return err(ruleError('deal-over', 'the deal is over'));
  if (seat !== state.toAct) return err(ruleError('not-your-turn', `it is seat ${state.toAct}'s turn, not seat ${seat}'s`));
  if ((action as { type: unknown }).type !== 'play') return err(ruleError('unknown-action', 'the only action is play'));
  const why = whyIllegal(state, seat, action.card);
  if (why) return err(why);
  return ok(state.phase === 'layout' ? layCard(state, seat, action.card) : playCard(state, seat, action.card));
}

function withHand(hands: readonly (readonly Card[])[], seat: number, card: Card): (readonly Card[])[] {
  return replaced(hands, seat, without(hands[seat] ?? [], card));
}

function addAt(values: readonly number[], seat: number, amount: number): number[] {
  return replaced(values, seat, (values[seat] ?? 0) + amount);
}

/** The winner of a complete trick: the highest card of the led suit (section 8). */
export function trickWinner(leader: number, cards: readonly Card[], seats: number): number {
  const first = cards[0];
  assert(first !== undefined, 'a trick has cards');
  const suit = suitIndex(first);
  let best = 0;
  let bestRank = rankIndex(first);
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i] as Card;
    if (suitIndex(c) === suit && rankIndex(c) < bestRank) {
      best = i;
      bestRank = rankIndex(c);
    }
  }
  return (leader + best) % seats;
}

/** A trick-deal state; written out field by field because this is the hot path. */
function trickState(
  s: DealState, hands: readonly (readonly Card[])[], trick: readonly Card[], toAct: number | null, done?: Omit<Trick, 'cards'> & { units: number },
): DealState {
  if (!done) {
    return {
      info: s.info, phase: s.phase, hands, toAct, leader: s.leader, trick, tricks: s.tricks, tricksWon: s.tricksWon,
      units: s.units, rows: s.rows, layout: s.layout, finishOrder: s.finishOrder,
    };
  }
  return {
    info: s.info, phase: toAct === null ? 'over' : 'trick-play', hands, toAct, leader: done.winner, trick: [],
    tricks: appended(s.tricks, { leader: done.leader, cards: trick, winner: done.winner }),
    tricksWon: addAt(s.tricksWon, done.winner, 1), units: addAt(s.units, done.winner, done.units),
    rows: s.rows, layout: s.layout, finishOrder: s.finishOrder,
  };
}

function playCard(state: DealState, seat: number, card: Card): DealState {
  const { seats } = state.info;
  const hands = withHand(state.hands, seat, card);
  const trick = appended(state.trick, card);
  if (trick.length < seats) return trickState(state, hands, trick, (seat + 1) % seats);
  const winner = trickWinner(state.leader, trick, seats);
  const over = (hands[seat] ?? []).length === 0;
  const units = trickUnits(state.info, trick, state.tricks.length);
  return trickState(state, hands, trick, over ? null : winner, { leader: state.leader, winner, units });
}

function layCard(state: DealState, seat: number, card: Card): DealState {
  const { seats } = state.info;
  const hands = withHand(state.hands, seat, card);
  const suit = suitIndex(card);
  const rank = rankIndex(card);
  const old = state.rows[suit] ?? null;
  const rows = state.rows.slice();
  rows[suit] = old === null ? [rank, rank] : [Math.min(old[0], rank), Math.max(old[1], rank)];
  const layout: LayoutEvent[] = appended<LayoutEvent>(state.layout, { kind: 'lay', seat, card });
  const out = (hands[seat] ?? []).length === 0;
  const finishOrder = out ? appended(state.finishOrder, seat) : state.finishOrder;
  const over = finishOrder.length === seats - 1;
  const last = over ? hands.findIndex((_h, s) => !finishOrder.includes(s)) : -1;
  return {
    info: state.info, phase: over ? 'over' : 'layout', hands,
    toAct: over ? null : nextLayer(hands, rows, state.info.options.layoutStartCard, seat, layout),
    leader: state.leader, trick: state.trick, tricks: state.tricks, tricksWon: state.tricksWon, units: state.units,
    rows, layout, finishOrder: over ? appended(finishOrder, last) : finishOrder,
  };
}

/** The next seat clockwise after `seat` that is not out and can lay; records a pass for each seat passed over. */
function nextLayer(hands: readonly (readonly Card[])[], rows: readonly (Row | null)[], start: Card, seat: number, layout: LayoutEvent[]): number {
  const seats = hands.length;
  for (let i = 1; i <= seats; i++) {
    const next = (seat + i) % seats;
    const hand = hands[next] ?? [];
    if (hand.length === 0) continue;
    if (hasLayableCard(hand, rows, start)) return next;
    layout.push({ kind: 'pass', seat: next });
  }
  throw new Error('invariant broken: the layout deal cannot block');
}
