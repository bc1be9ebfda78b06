/**
 * Bolachen: a heuristic bot (docs/rules/bolachen.md).
 *
 * Hand evaluation drives the auction: a Brand in suit T is rated by expected tricks (trumps by
 * rank and length, side Aces and guarded Kings, voids that ruff); Bettel is rated by the cards that
 * could be forced to win (a suit is safe when its i-th lowest card has at most 2i lower cards
 * missing). The bot announces and bids only contracts it rates as playable, always the cheapest
 * one that is still legal, and prefers Bettel (worth 2) when the hand is safe. A forced dealer
 * picks the better of Brand and Bettel. Mord (all ten tricks) is only played when forced up.
 * - Demand (Bettel/Mord): give the most dangerous card, ask for the lowest missing card of its
 *   suit (Bettel) or the highest missing card (Mord).
 * - Discard: Brand: two low side cards from the shortest suits (voids to ruff), never trumps or
 *   Aces; Bettel: the two most dangerous cards; Mord: the two lowest.
 * - Play: the declarer in Brand/Mord and the defenders against Brand/Mord win tricks cheaply
 *   (lowest winning card, leading sure winners first); a defender whose partner is already
 *   winning plays low. In Bettel the declarer ducks with the highest card that stays under and
 *   throws his most dangerous cards when void; the defenders play low to leave him on top.
 */
import type { Action, Observation, View } from '@arena/game-bolachen/bot';
import { BRAND_OF_SUIT, CONTRACT_RANK, TRUMP_SUIT_ORDER } from '@arena/game-bolachen/types';
import type { Card, Suit } from '@arena/bot-sdk/cards';

type ContractId = keyof typeof CONTRACT_RANK;
const RANKS = ['A', 'K', 'O', 'U', '10', '9', '8', '7'] as const;
const SUITS: readonly Suit[] = ['E', 'G', 'H', 'S'];
const rank = (c: Card): number => RANKS.indexOf(c.slice(1) as (typeof RANKS)[number]); // 0 = Ace
const suit = (c: Card): Suit => c[0] as Suit;
const inSuit = (hand: readonly Card[], s: Suit): Card[] => hand.filter((c) => suit(c) === s);
const cardOf = (s: string, r: string): Card => (s + r) as Card;

function brandTricks(hand: readonly Card[], trump: Suit): number {
  const trumps = inSuit(hand, trump);
  let tricks = trumps.reduce((t, c) => t + ([1, 0.9, 0.75, 0.65, 0.55, 0.5, 0.45, 0.4][rank(c)] ?? 0), 0);
  if (trumps.length >= 5) tricks += (trumps.length - 4) * 0.4;
  for (const s of SUITS) {
    if (s === trump) continue;
    const side = inSuit(hand, s);
    if (side.length === 0 && trumps.length >= 4) tricks += 0.5;
    if (side.some((c) => rank(c) === 0)) tricks += 0.9;
    if (side.some((c) => rank(c) === 1) && side.length >= 2) tricks += 0.5;
  }
  return tricks;
}

/** Cards of a hand that an opponent could force to win a trick in Bettel. */
function bettelDanger(hand: readonly Card[]): Card[] {
  const danger: Card[] = [];
  for (const s of SUITS) {
    const low = inSuit(hand, s).sort((a, b) => rank(b) - rank(a)); // lowest first
    low.forEach((c, i) => { if (7 - rank(c) > 2 * i) danger.push(c); });
  }
  return danger.sort((a, b) => rank(a) - rank(b));
}

const bestTrump = (hand: readonly Card[], allowed: readonly Suit[]): Suit =>
  allowed.reduce((a, b) => (brandTricks(hand, b) > brandTricks(hand, a) ? b : a));

/** The contracts this hand can play, as the auction sees them. */
function playable(hand: readonly Card[]): ContractId[] {
  const list: ContractId[] = SUITS.filter((s) => brandTricks(hand, s) >= 5.5).map((s) => BRAND_OF_SUIT[s]);
  if (bettelDanger(hand).length <= 1) list.push('bettel');
  return list;
}

/** The card that currently wins the trick, given the trump (null in Bettel/Mord). */
function winning(cards: readonly Card[], trump: Suit | null): Card | undefined {
  return cards.reduce<Card | undefined>((w, c) => {
    if (!w) return c;
    if (suit(c) === suit(w)) return rank(c) < rank(w) ? c : w;
    return suit(c) === trump ? c : w;
  }, undefined);
}

function play(view: View, me: number, cards: readonly Card[]): Card {
  const trump = view.trump;
  const declarer = view.declarer === me;
  const beats = (c: Card): boolean => winning([...view.trick, c], trump) === c;
  const low = (list: readonly Card[]): Card => list.reduce((a, b) => {
    const ta = suit(a) === trump ? 1 : 0;
    const tb = suit(b) === trump ? 1 : 0;
    return tb < ta || (tb === ta && rank(b) > rank(a)) ? b : a;
  });
  const high = (list: readonly Card[]): Card => list.reduce((a, b) => (rank(b) < rank(a) ? b : a));
  if (view.contract === 'bettel') {
    if (!declarer) return low(cards);
    const under = cards.filter((c) => !beats(c));
    if (view.trick.length === 0) return low(cards);
    return under.length > 0 ? high(under) : (view.trick.length === 2 ? high(cards) : low(cards));
  }
  const seen = new Set<Card>([...view.hand, ...view.trick, ...view.played.flatMap((t) => t.cards)]);
  const out = SUITS.flatMap((s) => RANKS.map((r) => cardOf(s, r))).filter((c) => !seen.has(c));
  if (view.trick.length === 0) {
    const sure = cards.filter((c) => !out.some((o) => suit(o) === suit(c) && rank(o) < rank(c)));
    const trumpsOut = out.some((o) => suit(o) === trump);
    const first = sure.find((c) => suit(c) === trump && trumpsOut) ?? sure.find((c) => suit(c) !== trump && out.some((o) => suit(o) === suit(c)));
    if (first) return first;
    return declarer || view.contract === 'mord' ? (sure[0] ?? low(cards)) : low(cards);
  }
  const leaderSeat = view.leader ?? 0;
  const current = winning(view.trick, trump);
  const winnerSeat = (leaderSeat + view.trick.indexOf(current as Card)) % 3;
  const partnerWinning = !declarer && winnerSeat !== view.declarer;
  if (partnerWinning && view.trick.length === 2) return low(cards);
  const winners = cards.filter(beats);
  return winners.length > 0 ? low(winners) : low(cards);
}

type Legal = Observation['legalActions'];

/** Announce when some contract is playable, else pass. */
function announce(hand: readonly Card[], legalActions: Legal, first: Action): Action {
  return legalActions.find((a) => a.type === (playable(hand).length > 0 ? 'announce' : 'pass')) ?? first;
}

/** The lowest bid of a playable contract, else pass. */
function bid(hand: readonly Card[], legalActions: Legal, first: Action): Action {
  const can = playable(hand);
  const bids = legalActions.filter((a) => a.type === 'bid' && can.includes(a.contract));
  return bids[0] ?? legalActions.find((a) => a.type === 'pass') ?? first;
}

/** Bettel when the hand is safe enough for it (or Brand is not allowed), else Brand. */
function declare(hand: readonly Card[], legalActions: Legal, first: Action): Action {
  const safe = bettelDanger(hand).length <= 1;
  const brandOk = legalActions.find((a) => a.type === 'declare' && a.contract === 'brand');
  const bettel = legalActions.find((a) => a.type === 'declare' && a.contract === 'bettel');
  const brandScore = Math.max(...SUITS.map((s) => brandTricks(hand, s)));
  if (bettel && (safe || !brandOk || bettelDanger(hand).length <= 3 - Math.max(0, brandScore - 4))) return bettel;
  return brandOk ?? bettel ?? first;
}

/** Mord: give the highest card for a missing Ace; Bettel: give the most dangerous card for the highest missing one of its suit. */
function demand(view: View, legalActions: Legal, first: Action): Action {
  const hand = view.hand;
  const mord = view.declared === 'mord';
  const give = mord ? hand.reduce((a, b) => (rank(b) > rank(a) ? b : a)) : (bettelDanger(hand)[0] ?? hand[0]);
  if (!give) return first;
  const missing = RANKS.map((r) => cardOf(suit(give), r)).filter((c) => !hand.includes(c));
  const want = mord ? SUITS.map((s) => `${s}A` as Card).find((c) => !hand.includes(c)) : missing[missing.length - 1];
  return legalActions.find((a) => a.type === 'demand' && a.card === want && a.give === give) ?? legalActions.find((a) => a.type === 'no-demand') ?? first;
}

/** The hand ordered from the first card to discard to the last, by the contract declared. */
function discardOrder(view: View): Card[] {
  const hand = view.hand;
  if (view.declared === 'bettel') return bettelDanger(hand).concat(hand.filter((c) => !bettelDanger(hand).includes(c)).sort((a, b) => rank(a) - rank(b)));
  if (view.declared === 'mord') return [...hand].sort((a, b) => rank(b) - rank(a));
  const allowed = TRUMP_SUIT_ORDER.filter((s) => !view.bid || CONTRACT_RANK[BRAND_OF_SUIT[s]] >= CONTRACT_RANK[view.bid]);
  const t = bestTrump(hand, allowed.length > 0 ? allowed : SUITS);
  const value = (c: Card): number => (suit(c) === t ? 100 : 0) + (rank(c) === 0 ? 50 : 0) + inSuit(hand, suit(c)).length * 5 - rank(c);
  return [...hand].sort((a, b) => value(a) - value(b));
}

function discard(view: View, legalActions: Legal, first: Action): Action {
  const [a, b] = discardOrder(view);
  return legalActions.find((x) => x.type === 'discard' && x.cards.includes(a as Card) && x.cards.includes(b as Card)) ?? first;
}

/** The best trump suit of those allowed. */
function chooseTrump(hand: readonly Card[], legalActions: Legal, first: Action): Action {
  const suits = legalActions.flatMap((a) => (a.type === 'trump' ? [a.suit] : []));
  const t = suits.length > 0 ? bestTrump(hand, suits) : null;
  return legalActions.find((a) => a.type === 'trump' && a.suit === t) ?? first;
}

function playCard(view: View, me: number, legalActions: Legal, first: Action): Action {
  const cards = legalActions.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  if (cards.length === 0) return first;
  const card = play(view, me, cards);
  return legalActions.find((a) => a.type === 'play' && a.card === card) ?? first;
}

export function decide(observation: Observation): Action {
  const { view, seat: me, legalActions } = observation;
  const first = legalActions[0] as Action;
  switch (view.phase) {
    case 'announce': return announce(view.hand, legalActions, first);
    case 'bidding': return bid(view.hand, legalActions, first);
    case 'declare': return declare(view.hand, legalActions, first);
    case 'demand': return demand(view, legalActions, first);
    case 'discard': return discard(view, legalActions, first);
    case 'trump': return chooseTrump(view.hand, legalActions, first);
    case 'play': return playCard(view, me, legalActions, first);
    case 'over': return first;
  }
}
