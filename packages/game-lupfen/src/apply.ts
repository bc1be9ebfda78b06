/**
 * Applying a Lupfen action (docs/rules/lupfen.md, sections 5–7): the action is checked by
 * `actionError` (the predicates `legalActions` uses), then applied, followed by every automatic
 * step (dealing after `deal`, the turn-up at a lupf, `heartsCompulsory`, three Unters, settlement).
 * Only the arrays that change are copied.
 */
import { err, ok, type Result } from '@arena/engine/result';
import type { RuleError } from '@arena/engine/game';
import { suitOf, trickWinner } from './cards.ts';
import { dealCards, endDeal, nextParticipant, payFee, startPlay } from './deal.ts';
import { actionError } from './legal.ts';
import type { DealState } from './state.ts';
import type { Action, CallType, LupfenCard } from './types.ts';

export function applyAction(state: DealState, seat: number, action: Action): Result<DealState, RuleError> {
  const error = actionError(state, seat, action);
  if (error) return err(error);
  return ok(perform(state, seat, action));
}

function perform(s: DealState, seat: number, a: Action): DealState {
  switch (a.type) {
    case 'deal':
      return dealCards(withCall(s, seat, 'deal'));
    case 'push':
      return push(withCall(s, seat, 'push'), seat);
    case 'look':
      return { ...withCall(s, seat, 'look'), looked: replaced(s.looked, seat, true) };
    case 'blind-lupf':
    case 'lupf':
      return lupf(withCall(s, seat, a.type), seat, a.type === 'blind-lupf');
    case 'pass':
      return s.phase === 'lupf' ? passLupf(withCall(s, seat, 'pass'), seat) : answerMit(withCall(s, seat, 'pass'), seat, false);
    case 'mit':
      return answerMit(withCall(s, seat, 'mit'), seat, true);
    case 'play':
      return play(s, seat, a.card);
    case 'verworfen':
      return endDeal({ ...s, verworfen: seat, shown: { seat, cards: s.hands[seat] ?? [] } }, 'verworfen');
  }
}

const withCall = (s: DealState, seat: number, type: CallType): DealState => ({ ...s, calls: [...s.calls, { seat, type }] });

function replaced<T>(xs: readonly T[], i: number, value: T): T[] {
  const copy = xs.slice();
  copy[i] = value;
  return copy;
}

/** Schieben (5.1): the deal passes to the left, and its new holder pays the fee. */
function push(s: DealState, seat: number): DealState {
  const next = (seat + 1) % s.seats;
  return payFee({ ...s, dealer: next, toAct: next, pushes: s.pushes + 1 }, next);
}

/** Lupf phase pass (5.5): the next seat is asked; after the actual dealer, the deal is passed out. */
function passLupf(s: DealState, seat: number): DealState {
  if (seat === s.dealer) return endDeal(s, 'passed-out');
  return { ...s, toAct: (seat + 1) % s.seats };
}

/** A lupf (5.5) turns the trump card and opens the mit phase (5.6). */
function lupf(s: DealState, seat: number, blind: boolean): DealState {
  const n = s.seats;
  const trumpCard = s.stock[0] ?? null;
  const participants = replaced(s.participants, seat, true);
  const lupfed: DealState = { ...s, lupfer: seat, blind, trumpCard, participants, participantCount: 1 };
  const last = s.options.passIsFinal ? s.dealer : (seat + n - 1) % n;
  if (s.options.passIsFinal && seat === s.dealer) return resolveMit(lupfed);
  const first = (seat + 1) % n;
  if (s.options.heartsCompulsory && trumpCard !== null && suitOf(trumpCard) === 'H') {
    const forced = participants.slice();
    let count = 1;
    for (let i = first; ; i = (i + 1) % n) {
      forced[i] = true;
      count++;
      if (i === last) break;
    }
    return resolveMit({ ...lupfed, participants: forced, participantCount: count });
  }
  return { ...lupfed, phase: 'mit', toAct: first, mitLast: last };
}

function answerMit(s: DealState, seat: number, mit: boolean): DealState {
  const joined = mit
    ? { ...s, participants: replaced(s.participants, seat, true), participantCount: s.participantCount + 1 }
    : s;
  if (seat === s.mitLast) return resolveMit(joined);
  return { ...joined, toAct: (seat + 1) % s.seats };
}

/** End of the mit phase: uncontested (8.2) or play begins (5.7). */
function resolveMit(s: DealState): DealState {
  if (s.participantCount === 1) return endDeal(s, 'uncontested');
  return startPlay(s);
}

/** A card to the trick (5.8); a full trick goes to its winner (7), the third ends the deal (8.1). */
function play(s: DealState, seat: number, card: LupfenCard): DealState {
  const hands = replaced(s.hands, seat, (s.hands[seat] ?? []).filter((c) => c !== card));
  const trick = [...s.trick, { seat, card }];
  if (trick.length < s.participantCount) return { ...s, hands, trick, toAct: nextParticipant(s, seat) };
  const winner = trickWinner(trick, s.trumpCard?.[0] ?? '');
  const tricks = [...s.tricks, { leader: s.leader ?? seat, plays: trick, winner }];
  const won = replaced(s.won, winner, (s.won[winner] ?? 0) + 1);
  const next: DealState = { ...s, hands, trick: [], tricks, won, leader: winner, toAct: winner };
  return tricks.length === 3 ? endDeal(next, 'played') : next;
}
