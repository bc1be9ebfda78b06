/**
 * Applying a Lupfen action (docs/rules/lupfen.md, sections 5–7): the action is checked by
 * `actionError` (the predicates `legalActions` uses), then applied, followed by every automatic
 * step (dealing after `deal`, the turn-up at a lupf, `heartsCompulsory`, three Unters, settlement).
 * Each action copies the state once (`copyDeal`) and replaces only the arrays that change.
 */
import { appended, replaced, without } from '@arena/engine/arrays';
import { err, ok, type Result } from '@arena/engine/result';
import type { RuleError } from '@arena/engine/game';
import { suitOf, trickWinner } from './cards.ts';
import { dealCards, endDeal, nextParticipant, payFee, startPlay } from './deal.ts';
import { actionError } from './legal.ts';
import { copyDeal, type DealDraft, type DealState } from './state.ts';
import type { Action, LupfenCard } from './types.ts';

export function applyAction(state: DealState, seat: number, action: Action): Result<DealState, RuleError> {
  const error = actionError(state, seat, action);
  if (error) return err(error);
  const d = copyDeal(state);
  perform(d, seat, action);
  return ok(d);
}

/** Applies a checked action to the fresh copy `d`, then the automatic steps that follow. */
function perform(d: DealDraft, seat: number, a: Action): void {
  if (a.type !== 'play' && a.type !== 'verworfen') d.calls = appended(d.calls, { seat, type: a.type });
  switch (a.type) {
    case 'deal':
      return dealCards(d);
    case 'push':
      return push(d, seat);
    case 'look':
      d.looked = replaced(d.looked, seat, true);
      return;
    case 'blind-lupf':
    case 'lupf':
      return lupf(d, seat, a.type === 'blind-lupf');
    case 'pass':
      return d.phase === 'lupf' ? passLupf(d, seat) : answerMit(d, seat, false);
    case 'mit':
      return answerMit(d, seat, true);
    case 'play':
      return play(d, seat, a.card);
    case 'verworfen':
      d.verworfen = seat;
      d.shown = { seat, cards: d.hands[seat] ?? [] };
      return endDeal(d, 'verworfen');
  }
}

/** Schieben (5.1): the deal passes to the left, and its new holder pays the fee. */
function push(d: DealDraft, seat: number): void {
  const next = (seat + 1) % d.seats;
  d.dealer = next;
  d.toAct = next;
  d.pushes += 1;
  payFee(d, next);
}

/** Lupf phase pass (5.5): the next seat is asked; after the actual dealer, the deal is passed out. */
function passLupf(d: DealDraft, seat: number): void {
  if (seat === d.dealer) return endDeal(d, 'passed-out');
  d.toAct = (seat + 1) % d.seats;
}

/** A lupf (5.5) turns the trump card and opens the mit phase (5.6). */
function lupf(d: DealDraft, seat: number, blind: boolean): void {
  const n = d.seats;
  const trumpCard = d.stock[0] ?? null;
  d.lupfer = seat;
  d.blind = blind;
  d.trumpCard = trumpCard;
  d.participants = replaced(d.participants, seat, true);
  d.participantCount = 1;
  const { passIsFinal, heartsCompulsory } = d.options;
  if (passIsFinal && seat === d.dealer) return resolveMit(d);
  const first = (seat + 1) % n;
  const last = passIsFinal ? d.dealer : (seat + n - 1) % n;
  if (heartsCompulsory && trumpCard !== null && suitOf(trumpCard) === 'H') {
    const forced = d.participants.slice();
    for (let i = first; ; i = (i + 1) % n) {
      forced[i] = true;
      d.participantCount++;
      if (i === last) break;
    }
    d.participants = forced;
    return resolveMit(d);
  }
  d.phase = 'mit';
  d.toAct = first;
  d.mitLast = last;
}

function answerMit(d: DealDraft, seat: number, mit: boolean): void {
  if (mit) {
    d.participants = replaced(d.participants, seat, true);
    d.participantCount++;
  }
  if (seat === d.mitLast) return resolveMit(d);
  d.toAct = (seat + 1) % d.seats;
}

/** End of the mit phase: uncontested (8.2) or play begins (5.7). */
function resolveMit(d: DealDraft): void {
  if (d.participantCount === 1) return endDeal(d, 'uncontested');
  startPlay(d);
}

/** A card to the trick (5.8); a full trick goes to its winner (7), the third ends the deal (8.1). */
function play(d: DealDraft, seat: number, card: LupfenCard): void {
  d.hands = replaced(d.hands, seat, without(d.hands[seat] ?? [], card));
  const trick = appended(d.trick, { seat, card });
  if (trick.length < d.participantCount) {
    d.trick = trick;
    d.toAct = nextParticipant(d, seat);
    return;
  }
  const winner = trickWinner(trick, d.trumpCard?.[0] ?? '');
  d.tricks = appended(d.tricks, { leader: d.leader ?? seat, plays: trick, winner });
  d.won = replaced(d.won, winner, (d.won[winner] ?? 0) + 1);
  d.trick = [];
  d.leader = winner;
  d.toAct = winner;
  if (d.tricks.length === 3) endDeal(d, 'played');
}
