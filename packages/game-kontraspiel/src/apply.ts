/**
 * Applying an action (docs/rules/kontraspiel.md, sections 4 to 6): the seat and the rule are
 * checked by `checkAction` (the predicates of `legalActions`), then the effect is applied and the
 * automatic steps that follow it run (next seat, end of a round, trick resolution, windows).
 * Only the arrays that change are copied.
 */
import type { Card } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
import { err, ok, type Result } from '@arena/engine/result';
import { insertCard, removeCard, trickWinnerIndex } from './cards.ts';
import { takeTurnUp } from './deal.ts';
import { afterBidding, endOfRound, enterWindow, nextEligible, startTrickPlay } from './flow.ts';
import { checkAction } from './legal.ts';
import { patch, type DealState } from './state.ts';
import type { Action, PublicAction } from './types.ts';

const PUBLIC_DISCARD: PublicAction = Object.freeze({ type: 'discard' });
const PUBLIC_CONTRA: PublicAction = Object.freeze({ type: 'contra', exchanged: false });
const PUBLIC_EXCHANGE: PublicAction = Object.freeze({ type: 'contra', exchanged: true });

/** What every seat sees of a decision other than a play. */
function publicAction(action: Exclude<Action, { type: 'play' }>): PublicAction {
  if (action.type === 'discard') return PUBLIC_DISCARD;
  if (action.type === 'contra') return action.exchange === undefined ? PUBLIC_CONTRA : PUBLIC_EXCHANGE;
  return action;
}

/** The public history gains every decision but the plays (which the tricks record). */
function logged(state: DealState, seat: number, action: Exclude<Action, { type: 'play' }>): DealState {
  return patch(state, { history: [...state.history, { seat, action: publicAction(action), tricksDone: state.tricks.length }] });
}

export function applyAction(state: DealState, seat: number, action: Action): Result<DealState, RuleError> {
  const refused = checkAction(state, seat, action);
  if (refused) return err(refused);
  return ok(action.type === 'play' ? play(state, seat, action.card) : effect(logged(state, seat, action), seat, action));
}

function withHand(state: DealState, seat: number, hand: readonly Card[]): readonly (readonly Card[])[] {
  return state.hands.map((h, s) => (s === seat ? hand : h));
}

function handOf(state: DealState, seat: number): readonly Card[] {
  return state.hands[seat] ?? [];
}

/** The effect of an action already found legal. */
function effect(state: DealState, seat: number, action: Action): DealState {
  switch (action.type) {
    case 'pass': {
      const next = nextEligible(state, state.phase, seat);
      return next === null ? endOfRound(state) : patch(state, { toAct: next });
    }
    case 'take':
      return takeTurnUp(state, true);
    case 'discard':
      return enterWindow(patch(state, { hands: withHand(state, seat, removeCard(handOf(state, seat), action.card)), discarded: action.card }));
    case 'accept':
      return afterBidding(patch(state, { soloist: seat, trump: state.preferred, contract: 'first-round' }));
    case 'choose':
      return afterBidding(patch(state, { soloist: seat, trump: action.suit, contract: 'second-round' }));
    case 'announce':
      return enterWindow(patch(state, { soloist: seat, trump: action.suit, contract: 'announced' }));
    case 'contra':
      return startTrickPlay(action.exchange === undefined ? patch(state, { contra: seat }) : exchange(state, seat, action.exchange));
    case 'recontra':
      return startTrickPlay(patch(state, { recontra: seat }));
    case 'play':
      return play(state, seat, action.card);
  }
}

/** Contra with exchange: the named card goes out of play face down, the turn-up joins the hand. */
function exchange(state: DealState, seat: number, card: Card): DealState {
  const hand = insertCard(removeCard(handOf(state, seat), card), state.turnUp);
  return patch(state, { contra: seat, hands: withHand(state, seat, hand), exchanged: card, turnUpHolder: seat });
}

function play(state: DealState, seat: number, card: Card): DealState {
  const hands = withHand(state, seat, removeCard(handOf(state, seat), card));
  const trick = [...state.trick, card];
  if (trick.length < 4) return patch(state, { hands, trick, toAct: (seat + 1) % 4 });
  const winner = (state.leader + trickWinnerIndex(trick, state.trump ?? state.preferred)) % 4;
  const trickCounts = state.trickCounts.map((n, s) => (s === winner ? n + 1 : n));
  const tricks = [...state.tricks, { leader: state.leader, cards: trick, winner }];
  const done: DealState = patch(state, { hands, trick: [], tricks, trickCounts, leader: winner });
  return tricks.length === 5 ? patch(done, { phase: 'over', toAct: null }) : enterWindow(done);
}
