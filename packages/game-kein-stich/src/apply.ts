/**
 * Applying an action (docs/rules/kein-stich.md sections 6-8): one legality path through
 * `whyIllegal`, then the play itself and the automatic steps after it: completing a trick (winner,
 * penalty units, next leader) or, in the layout deal, going out, skipping seats that are out and
 * recording automatic passes until a seat with a layable card is to move.
 */
import type { Card } from '@arena/engine/cards';
import { ruleError, type RuleError } from '@arena/engine/game';
import { assert, err, ok, type Result } from '@arena/engine/result';
import { RANK_INDEX, SUIT_INDEX } from './cards.ts';
import { hasLayableCard, whyIllegal } from './legal.ts';
import { trickUnits } from './settle.ts';
import type { DealState, Row } from './state.ts';
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
  const next = hands.slice();
  next[seat] = (hands[seat] ?? []).filter((c) => c !== card);
  return next;
}

function addAt(values: readonly number[], seat: number, amount: number): number[] {
  const next = values.slice();
  next[seat] = (next[seat] ?? 0) + amount;
  return next;
}

/** The winner of a complete trick: the highest card of the led suit (section 8). */
export function trickWinner(leader: number, cards: readonly Card[], seats: number): number {
  const first = cards[0];
  assert(first !== undefined, 'a trick has cards');
  const suit = SUIT_INDEX[first];
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i] as Card;
    if (SUIT_INDEX[c] === suit && RANK_INDEX[c] < RANK_INDEX[cards[best] as Card]) best = i;
  }
  return (leader + best) % seats;
}

function playCard(state: DealState, seat: number, card: Card): DealState {
  const { seats } = state;
  const hands = withHand(state.hands, seat, card);
  const trick = [...state.trick, card];
  if (trick.length < seats) return { ...state, hands, trick, toAct: (seat + 1) % seats };
  const winner = trickWinner(state.leader, trick, seats);
  const tricks = [...state.tricks, { leader: state.leader, cards: trick, winner }];
  const over = (hands[seat] ?? []).length === 0;
  return {
    ...state,
    phase: over ? 'over' : 'trick-play',
    hands, trick: [], tricks,
    tricksWon: addAt(state.tricksWon, winner, 1),
    units: addAt(state.units, winner, trickUnits(state, trick, tricks.length - 1)),
    leader: winner,
    toAct: over ? null : winner,
  };
}

function layCard(state: DealState, seat: number, card: Card): DealState {
  const { seats } = state;
  const hands = withHand(state.hands, seat, card);
  const suit = SUIT_INDEX[card];
  const rank = RANK_INDEX[card];
  const old = state.rows[suit] ?? null;
  const rows = state.rows.slice();
  rows[suit] = old === null ? [rank, rank] : [Math.min(old[0], rank), Math.max(old[1], rank)];
  const layout: LayoutEvent[] = [...state.layout, { kind: 'lay', seat, card }];
  const out = (hands[seat] ?? []).length === 0;
  const finishOrder = out ? [...state.finishOrder, seat] : state.finishOrder;
  if (finishOrder.length === seats - 1) {
    const last = hands.findIndex((_h, s) => !finishOrder.includes(s));
    return { ...state, phase: 'over', hands, rows, layout, finishOrder: [...finishOrder, last], toAct: null };
  }
  const toAct = nextLayer(hands, rows, state.options.layoutStartCard, seat, layout);
  return { ...state, hands, rows, layout, finishOrder, toAct };
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
