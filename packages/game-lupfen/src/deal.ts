/**
 * The automatic steps of a Lupfen deal (docs/rules/lupfen.md, sections 3–5 and 9): the kind of the
 * deal, dealer fees, antes, dealing (seeded pack or given hands), the Ständer announcement, the
 * turn-up of a forced round, three Unters when play would start, and the end of a deal.
 */
import type { DealCards } from '@arena/engine/game';
import { isStaender, isThreeUnters, sortCards } from './cards.ts';
import { settle } from './settle.ts';
import type { DealState, MatchState } from './state.ts';
import type { DealResult, LupfenCard } from './types.ts';

const filled = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);

/** Starts a deal held by `holder` (section 3), runs its automatic steps, stops at the first decision. */
export function startDeal(match: MatchState, holder: number, cards: DealCards): DealState {
  const n = match.seats;
  const given = cards.kind === 'dealt';
  const initial: DealState = {
    options: match.options, seats: n, dealNumber: match.deals, chips: match.chips,
    kind: match.pot > 0 ? 'lupfen' : 'forced', phase: 'schieben', toAct: holder,
    holder, dealer: holder, pushes: 0, before: match.pot, paid: filled(n, 0), pot: match.pot, stake: 0,
    dealt: false,
    pack: given ? null : (cards.pack as readonly LupfenCard[]),
    hands: given ? cards.hands.map((h) => sortCards(h as readonly LupfenCard[])) : filled(n, []),
    stock: given ? (cards.stock as readonly LupfenCard[]) : [],
    staender: [], looked: filled(n, false), calls: [], lupfer: null, blind: false, trumpCard: null,
    participants: filled(n, false), participantCount: 0, mitLast: null,
    leader: null, trick: [], tricks: [], won: filled(n, 0),
    result: null, threeUnters: null, verworfen: null, shown: null, payoffs: null,
  };
  const feePaid = payFee(initial, holder);
  return match.options.schieben ? feePaid : dealCards(feePaid);
}

/** The seat now holding the deal pays `dealerFee` into the pot (5.1). */
export function payFee(state: DealState, seat: number): DealState {
  const fee = state.options.dealerFee;
  if (fee === 0) return state;
  const paid = state.paid.slice();
  paid[seat] = (paid[seat] ?? 0) + fee;
  return { ...state, paid, pot: state.pot + fee };
}

/** The current holder deals (section 4): antes, cards, Ständer, then turn-up or the lupf phase. */
export function dealCards(state: DealState): DealState {
  const n = state.seats;
  const forced = state.kind === 'forced';
  const ante = forced ? state.options.ante : 0;
  const paid = state.paid.map((p) => p + ante);
  const { hands, stock } = state.pack ? distribute(state.pack, n, state.dealer) : state;
  const staender: number[] = [];
  hands.forEach((h, seat) => {
    if (isStaender(h)) staender.push(seat);
  });
  const pot = state.pot + n * ante;
  const dealt: DealState = {
    ...state, paid, pot, stake: pot, dealt: true, pack: null, hands, stock, staender,
    phase: 'lupf', toAct: (state.dealer + 1) % n,
  };
  if (!forced) return dealt;
  return startPlay({ ...dealt, trumpCard: stock[0] ?? null, participants: filled(n, true), participantCount: n });
}

/** Card k goes to seat (dealer + 1 + k) % n for k < 3n; the rest is the stock, top first. */
function distribute(pack: readonly LupfenCard[], n: number, dealer: number) {
  const hands: LupfenCard[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < 3 * n; k++) {
    const card = pack[k];
    if (card !== undefined) hands[(dealer + 1 + k) % n]?.push(card);
  }
  return { hands: hands.map(sortCards), stock: pack.slice(3 * n) };
}

/** Play is about to begin (5.7): three Unters win at once, else the opening lead (5.8). */
export function startPlay(state: DealState): DealState {
  const n = state.seats;
  for (let seat = 0; seat < n; seat++) {
    const hand = state.hands[seat] ?? [];
    if (state.participants[seat] && isThreeUnters(hand)) {
      const won = filled(n, 0);
      won[seat] = 3;
      return endDeal({ ...state, won, threeUnters: seat, shown: { seat, cards: hand } }, 'three-unters');
    }
  }
  const leader = nextParticipant(state, state.dealer);
  return { ...state, phase: 'play', toAct: leader, leader, trick: [] };
}

/** The first participant clockwise after `seat`. */
export function nextParticipant(state: DealState, seat: number): number {
  const n = state.seats;
  for (let i = 1; i <= n; i++) {
    const next = (seat + i) % n;
    if (state.participants[next]) return next;
  }
  throw new Error('invariant broken: no participant');
}

/** Ends the deal and settles it (section 8). */
export function endDeal(state: DealState, result: DealResult): DealState {
  const over: DealState = { ...state, phase: 'over', toAct: null, result };
  const { payoffs, pot } = settle(over, result);
  return { ...over, payoffs, pot };
}
