/**
 * What is legal (rules file, "Actions"): one predicate per rule, used both by `legalActions` (to
 * list) and by `actionError` (to refuse, with the code naming the rule), so the two never disagree.
 */
import { isOfSuit, type Card, type Suit } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
import { assert } from '@arena/engine/result';
import {
  ANNOUNCE, BIDS, DECLARES, DEMANDS, DISCARDS, NO_DEMAND, PASS, PLAYS, TRUMPS, demandAction, discardAction, playAction,
} from './actions.ts';
import { cardIndex, handMask, PACK } from './cards.ts';
import { forehandOf, type DealState } from './state.ts';
import { requiredSuit } from './trick.ts';
import {
  BRAND_OF_SUIT, CONTRACT_RANK, type Action, type ContractId, type Declaration, type Phase, type RuleCode,
} from './types.ts';

export const fail = (code: RuleCode, message: string): RuleError => ({ code, message });

const holds = (hand: readonly Card[], card: Card): boolean => hand.includes(card);
const declarerHand = (state: DealState): readonly Card[] => state.hands[state.declarer ?? 0] ?? [];

/** Phase 2: forehand must open; later bids must reach (forehand) or beat (middlehand) the highest bid. */
export function bidError(state: DealState, seat: number, contract: ContractId): RuleError | null {
  const high = state.highBid;
  if (high === null) return null;
  if (seat === forehandOf(state.dealer)) {
    return CONTRACT_RANK[contract] >= CONTRACT_RANK[high] ? null : fail('bid-too-low', `forehand must bid ${high} or higher`);
  }
  return CONTRACT_RANK[contract] > CONTRACT_RANK[high] ? null : fail('must-outbid', `middlehand must bid higher than ${high}`);
}

export function biddingPassError(state: DealState): RuleError | null {
  return state.highBid === null ? fail('forehand-must-bid', 'forehand must name a contract at his first bidding turn') : null;
}

/** Phase 3: the declaration may go up from the bid, never down. */
export function declareError(bid: ContractId | null, contract: Declaration): RuleError | null {
  if (bid === null || contract === 'mord') return null;
  if (contract === 'bettel') return bid === 'mord' ? fail('declare-below-bid', 'the bid was mord') : null;
  return bid === 'bettel' || bid === 'mord' ? fail('declare-below-bid', `a Brand is lower than the bid ${bid}`) : null;
}

/** Phase 4: demand a card the declarer does not hold, giving one he holds. */
export function demandError(state: DealState, card: Card, give: Card): RuleError | null {
  const hand = declarerHand(state);
  if (holds(hand, card)) return fail('demand-own-card', `the declarer holds ${card} himself`);
  if (!holds(hand, give)) return fail('give-not-in-hand', `the declarer does not hold ${give}`);
  return null;
}

/** Phase 5: two different cards of the declarer's twelve. */
export function discardError(state: DealState, cards: readonly [Card, Card]): RuleError | null {
  if (cards[0] === cards[1]) return fail('discard-same-card', 'the two discards must be different cards');
  const hand = declarerHand(state);
  for (const c of cards) if (!holds(hand, c)) return fail('card-not-in-hand', `the declarer does not hold ${c}`);
  return null;
}

/** Phase 6: the Brand named must be at least the bid. */
export function trumpError(state: DealState, suit: Suit): RuleError | null {
  const bid = state.bid;
  if (bid === null || CONTRACT_RANK[BRAND_OF_SUIT[suit]] >= CONTRACT_RANK[bid]) return null;
  return fail('trump-below-bid', `${BRAND_OF_SUIT[suit]} is lower than the bid ${bid}`);
}

/** Phase 7: a card of the hand, following suit unless void or exempt. */
export function playError(state: DealState, seat: number, card: Card): RuleError | null {
  if (!holds(state.hands[seat] ?? [], card)) return fail('card-not-in-hand', `seat ${seat} does not hold ${card}`);
  const suit = requiredSuit(state, seat);
  return suit === null || isOfSuit(card, suit) ? null : fail('must-follow-suit', `seat ${seat} must follow suit ${suit}`);
}

/** Why `demand`/`no-demand` is refused outside phase 4. */
function demandPhaseError(state: DealState): RuleError {
  if (!state.options.cardDemand) return fail('card-demand-off', 'option cardDemand is off: there is no demand');
  if (state.declared === 'brand') return fail('demand-only-in-bettel-mord', 'a demand is made only in Bettel and Mord');
  if (state.declared !== null) return fail('one-demand-only', 'the demand phase is over: at most one demand per deal');
  return fail('wrong-phase', `no demand in phase ${state.phase}`);
}

const wrongPhase = (action: Action, phase: Phase): RuleError => fail('wrong-phase', `no ${action.type} in phase ${phase}`);

/** Why `action` is refused for `seat`, the seat to act; null when it is legal. */
export function actionError(state: DealState, seat: number, action: Action): RuleError | null {
  const phase = state.phase;
  switch (action.type) {
    case 'announce': return phase === 'announce' ? null : wrongPhase(action, phase);
    case 'pass': return phase === 'announce' ? null : phase === 'bidding' ? biddingPassError(state) : wrongPhase(action, phase);
    case 'bid': return phase === 'bidding' ? bidError(state, seat, action.contract) : wrongPhase(action, phase);
    case 'declare': return phase === 'declare' ? declareError(state.bid, action.contract) : wrongPhase(action, phase);
    case 'demand': return phase === 'demand' ? demandError(state, action.card, action.give) : demandPhaseError(state);
    case 'no-demand': return phase === 'demand' ? null : demandPhaseError(state);
    case 'discard': return phase === 'discard' ? discardError(state, action.cards) : wrongPhase(action, phase);
    case 'trump': return phase === 'trump' ? trumpError(state, action.suit) : wrongPhase(action, phase);
    case 'play': return phase === 'play' ? playError(state, seat, action.card) : wrongPhase(action, phase);
  }
}

// The demand (some 200) and discard (66) lists are allocated at their final length and filled:
// grown by push, each deal reallocated and copied them five and three times.
function demandActions(state: DealState): Action[] {
  const hand = declarerHand(state);
  const mask = handMask(hand);
  const gives = hand.map(cardIndex);
  const out = new Array<Action>(1 + (32 - gives.length) * gives.length);
  out[0] = NO_DEMAND;
  let k = 1;
  for (let i = 0; i < 32; i++) {
    if ((mask & (1 << i)) !== 0) continue;
    const row = DEMANDS[i] as readonly Action[];
    for (const g of gives) out[k++] = row[g] as Action;
  }
  out.length = k; // the exact count, should a hand ever repeat a card
  return out;
}

function discardActions(state: DealState): Action[] {
  const hand = declarerHand(state);
  const n = hand.length;
  const out = new Array<Action>((n * (n - 1)) / 2);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const row = DISCARDS[cardIndex(hand[i] as Card)] as readonly Action[];
    for (let j = i + 1; j < n; j++) out[k++] = row[cardIndex(hand[j] as Card)] as Action;
  }
  return out;
}

// Loops rather than `filter` with a closure per call, as everywhere on the path of a decision.
function biddingActions(state: DealState, seat: number): Action[] {
  const out: Action[] = biddingPassError(state) === null ? [PASS] : [];
  for (const a of BIDS) if (a.type === 'bid' && bidError(state, seat, a.contract) === null) out.push(a);
  return out;
}

function declareActions(state: DealState): Action[] {
  const out: Action[] = [];
  for (const a of DECLARES) if (a.type === 'declare' && declareError(state.bid, a.contract) === null) out.push(a);
  return out;
}

function trumpActions(state: DealState): Action[] {
  const out: Action[] = [];
  for (const a of TRUMPS) if (a.type === 'trump' && trumpError(state, a.suit) === null) out.push(a);
  return out;
}

function playActions(state: DealState, seat: number): Action[] {
  const hand = state.hands[seat] ?? [];
  const suit = requiredSuit(state, seat);
  const out: Action[] = [];
  for (const card of hand) if (suit === null || isOfSuit(card, suit)) out.push(PLAYS[cardIndex(card)] as Action);
  return out;
}

/** The legal actions of the seat to act, sorted by `compareActions`. */
export function legalActions(state: DealState): readonly Action[] {
  const seat = state.toAct;
  if (seat === null) return [];
  switch (state.phase) {
    case 'announce': return [PASS, ANNOUNCE];
    case 'bidding': return biddingActions(state, seat);
    case 'declare': return declareActions(state);
    case 'demand': return demandActions(state);
    case 'discard': return discardActions(state);
    case 'trump': return trumpActions(state);
    case 'play': return playActions(state, seat);
    case 'over': return [];
  }
}

/**
 * The rules file's default move (Arena match): pass, else the lowest bid; the lowest declaration;
 * no-demand; discarding the two Doppler cards; the lowest trump suit; the first legal card in the
 * order E, G, H, S, A down to 7. Except for the discard, that is the first legal action.
 */
export function defaultAction(state: DealState): Action {
  const [a, b] = state.pickedUp;
  if (state.phase === 'discard' && a !== undefined && b !== undefined) return discardAction(a, b);
  const first = legalActions(state)[0];
  assert(first !== undefined, 'defaultAction: the deal is over');
  return first;
}

/** The first card of the pack that `hand` does not hold. */
function firstNotHeld(hand: readonly Card[]): Card {
  return PACK.find((c) => !holds(hand, c)) ?? (PACK[0] as Card);
}

/** Candidates of the phase's own types: every action of the type, and each card held or not. */
function ownPhaseCandidates(state: DealState, hand: readonly Card[]): readonly Action[] {
  const other = firstNotHeld(hand);
  switch (state.phase) {
    case 'announce': case 'bidding': return [PASS, ANNOUNCE, ...BIDS];
    case 'declare': return DECLARES;
    case 'demand': return [NO_DEMAND, ...demandActions(state), ...hand.map((c) => demandAction(c, c)), demandAction(other, other)];
    case 'discard': return [...discardActions(state), ...hand.map((c) => discardAction(c, c)), discardAction(hand[0] ?? other, other)];
    case 'trump': return TRUMPS;
    case 'play': return [...hand.map(playAction), playAction(other)];
    case 'over': return [];
  }
}

/**
 * A superset of the legal actions for the conformance suite: every action of the phase's own types
 * (with every card the seat holds and one he does not), plus one action of another type (always
 * refused as out of phase). Which other type is tried rotates with the decisions of the deal, so a
 * run of the suite tries them all while each decision stays cheap to check.
 */
export function actionCandidates(state: DealState): readonly Action[] {
  const hand = state.hands[state.toAct ?? 0] ?? [];
  const own = ownPhaseCandidates(state, hand);
  const types = new Set(own.map((a) => a.type));
  const others = OTHER_TYPES.filter((a) => !types.has(a.type));
  const turn = state.calls.length + state.played.length * 3 + state.trick.length + state.discards.length;
  const other = others[turn % others.length];
  return other === undefined ? own : [...own, other];
}

const OTHER_TYPES: readonly Action[] = [
  PASS, ANNOUNCE, NO_DEMAND, BIDS[0] as Action, DECLARES[0] as Action, TRUMPS[0] as Action,
  demandAction(PACK[0] as Card, PACK[0] as Card), discardAction(PACK[0] as Card, PACK[1] as Card), playAction(PACK[0] as Card),
];
