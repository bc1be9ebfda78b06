/**
 * Applying an action (rules file, "Phases of a deal"): the seat is checked first, then the rule
 * (legal.ts, the predicates `legalActions` uses), then the new state is built, with the automatic
 * steps that follow (picking up the Doppler, closing a trick, ending the deal).
 */
import { appended, replaced, without } from '@arena/engine/arrays';
import type { Card } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
import { err, ok, type Result } from '@arena/engine/result';
import { insertCard, sortCards } from './cards.ts';
import { actionError, fail } from './legal.ts';
import { copyState, forehandOf, middlehandOf, TRICKS_PER_DEAL, type DealState, type DraftState } from './state.ts';
import { winningIndex } from './trick.ts';
import { BRAND_OF_SUIT, type Action, type Call, type ContractId, type Declaration } from './types.ts';

export function applyAction(state: DealState, seat: number, action: Action): Result<DealState, RuleError> {
  if (state.toAct === null) return err(fail('deal-over', 'the deal is over'));
  if (seat !== state.toAct) return err(fail('not-your-turn', `it is seat ${state.toAct}'s turn, not seat ${seat}'s`));
  const refused = actionError(state, seat, action);
  if (refused) return err(refused);
  return ok(perform(state, seat, action));
}

function perform(state: DealState, seat: number, action: Action): DealState {
  const next = copyState(state);
  switch (action.type) {
    case 'announce': announceOrPass(next, seat, 'announce'); break;
    case 'pass': if (state.phase === 'announce') announceOrPass(next, seat, 'pass'); else dropOut(next, seat); break;
    case 'bid': bid(next, seat, action.contract); break;
    case 'declare': declare(next, action.contract); break;
    case 'demand': demand(next, action.card, action.give); break;
    case 'no-demand': pickUp(next); break;
    case 'discard': discard(next, action.cards); break;
    case 'trump': next.trump = action.suit; next.contract = BRAND_OF_SUIT[action.suit]; startPlay(next); break;
    case 'play': play(next, seat, action.card); break;
  }
  return next;
}

// Each step below edits `s`, the fresh draft `perform` made (never a caller's state).

const call = (seat: number, type: Call['type'], contract: ContractId | null): Call => ({ seat, type, contract });

/** Phase 1: forehand, then middlehand; after middlehand the declarer is found or bidding starts. */
function announceOrPass(s: DraftState, seat: number, type: 'announce' | 'pass'): void {
  s.calls = appended(s.calls, call(seat, type, null));
  const f = forehandOf(s.dealer);
  const m = middlehandOf(s.dealer);
  if (seat === f) {
    s.toAct = m;
    return;
  }
  const fAnnounced = s.calls[0]?.type === 'announce';
  const mAnnounced = type === 'announce';
  if (fAnnounced && mAnnounced) {
    s.phase = 'bidding';
    s.toAct = f;
    return;
  }
  const declarer = fAnnounced ? f : mAnnounced ? m : s.dealer;
  s.phase = 'declare';
  s.toAct = declarer;
  s.declarer = declarer;
  s.forced = !fAnnounced && !mAnnounced;
}

/** Phase 2: a bid; the other bidder acts next. */
function bid(s: DraftState, seat: number, contract: ContractId): void {
  s.lastBids = replaced(s.lastBids, seat, contract);
  s.calls = appended(s.calls, call(seat, 'bid', contract));
  s.highBid = contract;
  s.toAct = seat === forehandOf(s.dealer) ? middlehandOf(s.dealer) : forehandOf(s.dealer);
}

/** Phase 2: a pass ends the bidding; the other bidder is declarer, bound by his last bid. */
function dropOut(s: DraftState, seat: number): void {
  const f = forehandOf(s.dealer);
  const declarer = seat === f ? middlehandOf(s.dealer) : f;
  s.calls = appended(s.calls, call(seat, 'pass', null));
  s.phase = 'declare';
  s.toAct = declarer;
  s.declarer = declarer;
  s.bid = s.lastBids[declarer] ?? null;
}

function declare(s: DraftState, contract: Declaration): void {
  s.declared = contract;
  if (contract === 'brand') return pickUp(s);
  s.contract = contract;
  if (s.options.cardDemand) s.phase = 'demand';
  else pickUp(s);
}

/** Phase 4: whoever of the opponents holds `card` swaps it for `give`; the Doppler is picked up. */
function demand(s: DraftState, card: Card, give: Card): void {
  const declarer = s.declarer ?? 0;
  const from = s.hands.findIndex((h, i) => i !== declarer && h.includes(card));
  if (from < 0) {
    s.demand = { card, from: null, give };
  } else {
    s.demand = { card, from, give };
    s.hands = s.hands.map((h, i) =>
      i === declarer ? insertCard(without(h, give), card) : i === from ? insertCard(without(h, card), give) : h,
    );
  }
  pickUp(s);
}

/** Phase 5 begins: the Doppler goes into the declarer's hand (automatic). */
function pickUp(s: DraftState): void {
  const declarer = s.declarer ?? 0;
  let hand = s.hands[declarer] ?? [];
  for (const c of s.doppler) hand = insertCard(hand, c);
  s.hands = replaced(s.hands, declarer, hand);
  s.pickedUp = s.doppler;
  s.doppler = [];
  s.phase = 'discard';
  s.toAct = declarer;
}

function discard(s: DraftState, cards: readonly [Card, Card]): void {
  const declarer = s.declarer ?? 0;
  s.hands = replaced(s.hands, declarer, without(without(s.hands[declarer] ?? [], cards[0]), cards[1]));
  s.discards = sortCards(cards);
  if (s.declared === 'brand') s.phase = 'trump';
  else startPlay(s);
}

function startPlay(s: DraftState): void {
  s.phase = 'play';
  s.toAct = s.declarer;
  s.leader = s.declarer;
}

/** Phase 7: a card to the trick; a full trick goes to its winner, who leads next. */
function play(s: DraftState, seat: number, card: Card): void {
  s.hands = replaced(s.hands, seat, without(s.hands[seat] ?? [], card));
  const trick = appended(s.trick, card);
  if (trick.length < 3) {
    s.trick = trick;
    s.toAct = (seat + 1) % 3;
    return;
  }
  const leader = s.leader ?? 0;
  const winner = (leader + winningIndex(trick, s.trump)) % 3;
  s.tricks = replaced(s.tricks, winner, (s.tricks[winner] ?? 0) + 1);
  s.played = appended(s.played, { leader, cards: trick, winner });
  s.trick = [];
  const over = s.played.length === TRICKS_PER_DEAL;
  s.leader = over ? null : winner;
  s.toAct = over ? null : winner;
  if (over) s.phase = 'over';
}
