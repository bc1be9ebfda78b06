/**
 * Applying an action (docs/rules/kontraspiel.md, sections 4 to 6): the seat and the rule are
 * checked by `checkAction` (the predicates of `legalActions`), then the effect is applied and the
 * automatic steps that follow it run (next seat, end of a round, trick resolution, windows).
 * Each action copies the state once (`draft`) and replaces only the arrays that change.
 */
import { appended, replaced, without } from '@arena/engine/arrays';
import type { Card, Suit } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
import { err, ok, type Result } from '@arena/engine/result';
import { insertCard, trickWinnerIndex } from './cards.ts';
import { takeTurnUp } from './deal.ts';
import { afterBidding, endDeal, endOfRound, enterWindow, nextEligible, startTrickPlay } from './flow.ts';
import { checkAction } from './legal.ts';
import { draft, type DealState, type Draft } from './state.ts';
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
function log(d: Draft, seat: number, action: Exclude<Action, { type: 'play' }>): void {
  d.history = appended(d.history, { seat, action: publicAction(action), tricksDone: d.tricks.length });
}

/** Checks the action, then applies it to one fresh copy of the state (`draft`), which is returned. */
export function applyAction(state: DealState, seat: number, action: Action): Result<DealState, RuleError> {
  const refused = checkAction(state, seat, action);
  if (refused) return err(refused);
  const d = draft(state);
  if (action.type === 'play') play(d, seat, action.card);
  else effect(d, seat, action);
  return ok(d);
}

function handOf(state: DealState, seat: number): readonly Card[] {
  return state.hands[seat] ?? [];
}

/** `seat`'s hand becomes `hand`. */
function setHand(d: Draft, seat: number, hand: readonly Card[]): void {
  d.hands = replaced(d.hands, seat, hand);
}

/** The effect of an action already found legal, on the fresh copy `d`. */
function effect(d: Draft, seat: number, action: Exclude<Action, { type: 'play' }>): void {
  log(d, seat, action);
  switch (action.type) {
    case 'pass': {
      const next = nextEligible(d, d.phase, seat);
      if (next === null) endOfRound(d);
      else d.toAct = next;
      return;
    }
    case 'take':
      return takeTurnUp(d, true);
    case 'discard':
      setHand(d, seat, without(handOf(d, seat), action.card));
      d.discarded = action.card;
      return enterWindow(d);
    case 'accept':
      return becomeSoloist(d, seat, d.preferred, 'first-round');
    case 'choose':
      return becomeSoloist(d, seat, action.suit, 'second-round');
    case 'announce':
      d.soloist = seat;
      d.trump = action.suit;
      d.contract = 'announced';
      return enterWindow(d);
    case 'contra':
      if (action.exchange === undefined) d.contra = seat;
      else exchange(d, seat, action.exchange);
      return startTrickPlay(d);
    case 'recontra':
      d.recontra = seat;
      return startTrickPlay(d);
  }
}

/** `accept` or `choose`: the bidding has its soloist. */
function becomeSoloist(d: Draft, seat: number, trump: Suit, contract: 'first-round' | 'second-round'): void {
  d.soloist = seat;
  d.trump = trump;
  d.contract = contract;
  afterBidding(d);
}

/** Contra with exchange: the named card goes out of play face down, the turn-up joins the hand. */
function exchange(d: Draft, seat: number, card: Card): void {
  setHand(d, seat, insertCard(without(handOf(d, seat), card), d.turnUp));
  d.contra = seat;
  d.exchanged = card;
  d.turnUpHolder = seat;
}

/** A card to the trick; a full trick goes to its winner, then the next window (or the end). */
function play(d: Draft, seat: number, card: Card): void {
  setHand(d, seat, without(handOf(d, seat), card));
  const trick = appended(d.trick, card);
  if (trick.length < 4) {
    d.trick = trick;
    d.toAct = (seat + 1) % 4;
    return;
  }
  const winner = (d.leader + trickWinnerIndex(trick, d.trump ?? d.preferred)) % 4;
  d.trickCounts = replaced(d.trickCounts, winner, (d.trickCounts[winner] ?? 0) + 1);
  d.tricks = appended(d.tricks, { leader: d.leader, cards: trick, winner });
  d.trick = [];
  d.leader = winner;
  if (d.tricks.length === 5) endDeal(d);
  else enterWindow(d);
}
