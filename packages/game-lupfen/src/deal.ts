/**
 * The automatic steps of a Lupfen deal (docs/rules/lupfen.md, sections 3–5 and 9): the kind of the
 * deal, dealer fees, antes, dealing (seeded pack or given hands), the Ständer announcement, the
 * turn-up of a forced round, three Unters when play would start, and the end of a deal. Each step
 * fills in a fresh `DealDraft` (a copy owned by the caller), never a state it was given.
 */
import { filled } from '@arena/engine/arrays';
import type { DealCards } from '@arena/engine/game';
import { isStaender, isThreeUnters, sortCards, sortInPlace } from './cards.ts';
import { settle } from './settle.ts';
import type { DealDraft, DealState, MatchState } from './state.ts';
import type { DealResult, LupfenCard } from './types.ts';

/** Starts a deal held by `holder` (section 3), runs its automatic steps, stops at the first decision. */
export function startDeal(match: MatchState, holder: number, cards: DealCards): DealState {
  const n = match.seats;
  const given = cards.kind === 'dealt';
  const d: DealDraft = {
    options: match.options, seats: n, dealNumber: match.deals, chips: match.chips,
    kind: match.pot > 0 ? 'lupfen' : 'forced', phase: 'schieben', toAct: holder, holder,
    dealer: holder, pushes: 0, before: match.pot, paid: filled(n, 0),
    pot: match.pot, stake: 0, dealt: false, pack: given ? null : (cards.pack as readonly LupfenCard[]),
    hands: given ? cards.hands.map((h) => sortCards(h as readonly LupfenCard[])) : filled(n, []),
    stock: given ? (cards.stock as readonly LupfenCard[]) : [], staender: [], looked: filled(n, false),
    calls: [], lupfer: null, blind: false, trumpCard: null,
    participants: filled(n, false), participantCount: 0, mitLast: null, leader: null,
    trick: [], tricks: [], won: filled(n, 0), result: null,
    threeUnters: null, verworfen: null, shown: null, payoffs: null,
  };
  payFee(d, holder);
  if (!match.options.schieben) dealCards(d);
  return d;
}

/** The seat now holding the deal pays `dealerFee` into the pot (5.1). */
export function payFee(d: DealDraft, seat: number): void {
  const fee = d.options.dealerFee;
  if (fee === 0) return;
  const paid = d.paid.slice();
  paid[seat] = (paid[seat] ?? 0) + fee;
  d.paid = paid;
  d.pot += fee;
}

/** The current holder deals (section 4): antes, cards, Ständer, then turn-up or the lupf phase. */
export function dealCards(d: DealDraft): void {
  const n = d.seats;
  if (d.kind === 'forced') {
    const ante = d.options.ante;
    const paid = d.paid.slice();
    for (let seat = 0; seat < n; seat++) paid[seat] = (paid[seat] ?? 0) + ante;
    d.paid = paid;
    d.pot += n * ante;
  }
  if (d.pack) {
    const { hands, stock } = distribute(d.pack, n, d.dealer);
    d.hands = hands;
    d.stock = stock;
    d.pack = null;
  }
  const staender: number[] = [];
  for (let seat = 0; seat < d.hands.length; seat++) if (isStaender(d.hands[seat] ?? [])) staender.push(seat);
  d.staender = staender;
  d.stake = d.pot;
  d.dealt = true;
  d.phase = 'lupf';
  d.toAct = (d.dealer + 1) % n;
  if (d.kind === 'lupfen') return;
  d.trumpCard = d.stock[0] ?? null;
  d.participants = filled(n, true);
  d.participantCount = n;
  startPlay(d);
}

/** Card k goes to seat (dealer + 1 + k) % n for k < 3n; the rest is the stock, top first. */
function distribute(pack: readonly LupfenCard[], n: number, dealer: number) {
  const hands: LupfenCard[][] = [];
  for (let seat = 0; seat < n; seat++) {
    const k = (seat - dealer - 1 + 2 * n) % n; // the seat's first card; then every n-th
    hands.push(sortInPlace([pack[k], pack[k + n], pack[k + 2 * n]] as LupfenCard[]));
  }
  return { hands, stock: pack.slice(3 * n) };
}

/** Play is about to begin (5.7): three Unters win at once, else the opening lead (5.8). */
export function startPlay(d: DealDraft): void {
  const n = d.seats;
  for (let seat = 0; seat < n; seat++) {
    const hand = d.hands[seat] ?? [];
    if (d.participants[seat] && isThreeUnters(hand)) {
      const won = filled(n, 0);
      won[seat] = 3;
      d.won = won;
      d.threeUnters = seat;
      d.shown = { seat, cards: hand };
      endDeal(d, 'three-unters');
      return;
    }
  }
  const leader = nextParticipant(d, d.dealer);
  d.phase = 'play';
  d.toAct = leader;
  d.leader = leader;
  d.trick = [];
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
export function endDeal(d: DealDraft, result: DealResult): void {
  d.phase = 'over';
  d.toAct = null;
  d.result = result;
  const { payoffs, pot } = settle(d, result);
  d.payoffs = payoffs;
  d.pot = pot;
}
