/**
 * Applying an action (rules file, "Phases of a deal"): the seat is checked first, then the rule
 * (legal.ts, the predicates `legalActions` uses), then the new state is built, with the automatic
 * steps that follow (picking up the Doppler, closing a trick, ending the deal).
 */
import type { Card } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
import { err, ok, type Result } from '@arena/engine/result';
import { insertCard, removeCard } from './cards.ts';
import { actionError, fail } from './legal.ts';
import { forehandOf, middlehandOf, TRICKS_PER_DEAL, type DealState } from './state.ts';
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
  switch (action.type) {
    case 'announce': return announceOrPass(state, seat, 'announce');
    case 'pass': return state.phase === 'announce' ? announceOrPass(state, seat, 'pass') : dropOut(state, seat);
    case 'bid': return bid(state, seat, action.contract);
    case 'declare': return declare(state, action.contract);
    case 'demand': return demand(state, action.card, action.give);
    case 'no-demand': return pickUp(state);
    case 'discard': return discard(state, action.cards);
    case 'trump': return { ...state, trump: action.suit, contract: BRAND_OF_SUIT[action.suit], ...startPlay(state) };
    case 'play': return play(state, seat, action.card);
  }
}

const call = (seat: number, type: Call['type'], contract: ContractId | null): Call => ({ seat, type, contract });

/** Phase 1: forehand, then middlehand; after middlehand the declarer is found or bidding starts. */
function announceOrPass(state: DealState, seat: number, type: 'announce' | 'pass'): DealState {
  const calls = [...state.calls, call(seat, type, null)];
  const f = forehandOf(state.dealer);
  const m = middlehandOf(state.dealer);
  if (seat === f) return { ...state, calls, toAct: m };
  const fAnnounced = calls[0]?.type === 'announce';
  const mAnnounced = type === 'announce';
  if (fAnnounced && mAnnounced) return { ...state, calls, phase: 'bidding', toAct: f };
  const declarer = fAnnounced ? f : mAnnounced ? m : state.dealer;
  return { ...state, calls, phase: 'declare', toAct: declarer, declarer, forced: !fAnnounced && !mAnnounced };
}

/** Phase 2: a bid; the other bidder acts next. */
function bid(state: DealState, seat: number, contract: ContractId): DealState {
  const lastBids = state.lastBids.map((b, i) => (i === seat ? contract : b));
  const other = seat === forehandOf(state.dealer) ? middlehandOf(state.dealer) : forehandOf(state.dealer);
  return { ...state, calls: [...state.calls, call(seat, 'bid', contract)], highBid: contract, lastBids, toAct: other };
}

/** Phase 2: a pass ends the bidding; the other bidder is declarer, bound by his last bid. */
function dropOut(state: DealState, seat: number): DealState {
  const f = forehandOf(state.dealer);
  const declarer = seat === f ? middlehandOf(state.dealer) : f;
  const bidOf = state.lastBids[declarer] ?? null;
  return { ...state, calls: [...state.calls, call(seat, 'pass', null)], phase: 'declare', toAct: declarer, declarer, bid: bidOf };
}

function declare(state: DealState, contract: Declaration): DealState {
  if (contract === 'brand') return pickUp({ ...state, declared: contract });
  const next: DealState = { ...state, declared: contract, contract };
  return state.options.cardDemand ? { ...next, phase: 'demand' } : pickUp(next);
}

/** Phase 4: whoever of the opponents holds `card` swaps it for `give`; the Doppler is picked up. */
function demand(state: DealState, card: Card, give: Card): DealState {
  const declarer = state.declarer ?? 0;
  const from = state.hands.findIndex((h, i) => i !== declarer && h.includes(card));
  if (from < 0) return pickUp({ ...state, demand: { card, from: null, give } });
  const hands = state.hands.map((h, i) =>
    i === declarer ? insertCard(removeCard(h, give), card) : i === from ? insertCard(removeCard(h, card), give) : h,
  );
  return pickUp({ ...state, hands, demand: { card, from, give } });
}

/** Phase 5 begins: the Doppler goes into the declarer's hand (automatic). */
function pickUp(state: DealState): DealState {
  const declarer = state.declarer ?? 0;
  let hand = state.hands[declarer] ?? [];
  for (const c of state.doppler) hand = insertCard(hand, c);
  const hands = state.hands.map((h, i) => (i === declarer ? hand : h));
  return { ...state, hands, doppler: [], pickedUp: state.doppler, phase: 'discard', toAct: declarer };
}

function discard(state: DealState, cards: readonly [Card, Card]): DealState {
  const declarer = state.declarer ?? 0;
  const hand = removeCard(removeCard(state.hands[declarer] ?? [], cards[0]), cards[1]);
  const hands = state.hands.map((h, i) => (i === declarer ? hand : h));
  const next: DealState = { ...state, hands, discards: [cards[0], cards[1]] };
  return state.declared === 'brand' ? { ...next, phase: 'trump' } : { ...next, ...startPlay(state) };
}

function startPlay(state: DealState): Pick<DealState, 'phase' | 'toAct' | 'leader'> {
  return { phase: 'play', toAct: state.declarer, leader: state.declarer };
}

/** Phase 7: a card to the trick; a full trick goes to its winner, who leads next. */
function play(state: DealState, seat: number, card: Card): DealState {
  const hands = state.hands.slice();
  hands[seat] = removeCard(state.hands[seat] ?? [], card);
  const trick = [...state.trick, card];
  if (trick.length < 3) return { ...state, hands, trick, toAct: (seat + 1) % 3 };
  const leader = state.leader ?? 0;
  const winner = (leader + winningIndex(trick, state.trump)) % 3;
  const tricks = state.tricks.map((t, i) => (i === winner ? t + 1 : t));
  const played = [...state.played, { leader, cards: trick, winner }];
  const over = played.length === TRICKS_PER_DEAL;
  return {
    ...state, hands, trick: [], played, tricks,
    leader: over ? null : winner, toAct: over ? null : winner, phase: over ? 'over' : 'play',
  };
}
