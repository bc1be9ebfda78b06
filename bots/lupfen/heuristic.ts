/**
 * Lupfen: a heuristic bot (docs/rules/lupfen.md).
 *
 * Every trick is worth a third of the pot, and a participant without a trick pays the pot (up to
 * `payLimit`), so the bot only joins a deal with a hand that takes a trick, and then plays to make
 * sure of its first trick.
 * - Schieben: always `deal` (pushing only pays a second fee). Blind lupf: never; `look` first.
 * - Lupf (the trump is still unknown): with two Aces, with an Ace and a Ten, with an Ace in a
 *   Ständer, with three Unters (they win outright once anybody goes mit), and, as a bluff, with
 *   the Verworfen hand (two Unters and an Ober: nobody goes mit and the pot is ours, or somebody
 *   does and the deal is cancelled).
 * - Mit (the trump is known): count expected tricks: the highest trump still out is a sure
 *   trick, lower trumps and side Aces are part of one; go mit when the sum reaches about one trick
 *   (less is needed against fewer opponents). Always with three Unters or the Verworfen hand.
 * - Play: declare `verworfen` whenever allowed (the hand takes no trick). Lead the best trump when
 *   it is the highest still out, else a side Ace, else the lowest card. Follow with the cheapest
 *   card that wins the trick so far; if nothing wins, throw the lowest card and keep the trumps.
 */
import type { Action, Observation, View } from '@arena/game-lupfen/bot';
import { RANK_ORDER } from '@arena/game-lupfen/bot';

type Card = NonNullable<View['hand']>[number];
type Suit = NonNullable<View['trump']>;
const SUITS: readonly Suit[] = ['E', 'G', 'H', 'S'];
const rank = (c: Card): number => RANK_ORDER.indexOf(c.slice(1) as (typeof RANK_ORDER)[number]); // 0 = Ace
const suit = (c: Card): Suit => c[0] as Suit;
const cardOf = (s: string, r: string): Card => (s + r) as Card;
const isUnter = (c: Card): boolean => c.endsWith('U');
const isOber = (c: Card): boolean => c.endsWith('O');

const threeUnters = (hand: readonly Card[]): boolean => hand.length === 3 && hand.every(isUnter);
const verworfenHand = (hand: readonly Card[]): boolean =>
  hand.length === 3 && hand.filter(isUnter).length === 2 && hand.filter(isOber).length === 1;

/** Cards that other seats may still hold: not ours, not played, not the turned trump card. */
function outstanding(view: View): Card[] {
  const gone = new Set<Card>(view.hand ?? []);
  for (const t of view.tricks) for (const p of t.plays) gone.add(p.card);
  for (const p of view.trick) gone.add(p.card);
  if (view.trumpCard) gone.add(view.trumpCard);
  return SUITS.flatMap((s) => RANK_ORDER.map((r) => cardOf(s, r))).filter((c) => !gone.has(c));
}

/** Expected tricks of a hand once the trump suit is known. */
function expectedTricks(view: View, hand: readonly Card[]): number {
  const trump = view.trump;
  const out = outstanding(view);
  let tricks = 0;
  for (const c of hand) {
    if (suit(c) === trump) {
      const higher = out.filter((o) => suit(o) === trump && rank(o) < rank(c)).length;
      tricks += higher === 0 ? 1 : higher === 1 ? 0.55 : 0.3;
    } else if (rank(c) === 0) tricks += 0.45;
    else if (rank(c) === 1 && hand.some((h) => h === `${suit(c)}A`)) tricks += 0.3;
  }
  return tricks;
}

function lupfOrPass(hand: readonly Card[]): boolean {
  const aces = hand.filter((c) => rank(c) === 0).length;
  const tens = hand.filter((c) => rank(c) === 1).length;
  const staender = hand.every((c) => suit(c) === suit(hand[0] as Card));
  return threeUnters(hand) || verworfenHand(hand) || aces >= 2 || (aces === 1 && (tens >= 1 || staender));
}

/** Does `card` beat the cards of the trick so far? */
function beats(view: View, card: Card): boolean {
  const led = view.trick[0]?.card;
  if (!led) return true;
  const better = (a: Card, b: Card): boolean => {
    if (suit(a) === suit(b)) return rank(a) < rank(b);
    return suit(a) === view.trump;
  };
  const winning = view.trick.map((p) => p.card).reduce((w, c) => (better(c, w) ? c : w));
  return better(card, winning);
}

function play(view: View, cards: readonly Card[]): Card {
  const lowest = (list: readonly Card[]): Card => list.reduce((a, b) => {
    const ta = suit(a) === view.trump ? 1 : 0;
    const tb = suit(b) === view.trump ? 1 : 0;
    return tb < ta || (tb === ta && rank(b) > rank(a)) ? b : a;
  });
  if (view.trick.length === 0) {
    const out = outstanding(view);
    const trumps = cards.filter((c) => suit(c) === view.trump);
    const topTrump = trumps.find((c) => !out.some((o) => suit(o) === view.trump && rank(o) < rank(c)));
    if (topTrump) return topTrump;
    const ace = cards.find((c) => rank(c) === 0 && suit(c) !== view.trump);
    if (ace) return ace;
    return lowest(cards);
  }
  const winners = cards.filter((c) => beats(view, c));
  if (winners.length > 0) {
    return winners.reduce((a, b) => {
      const ta = suit(a) === view.trump ? 1 : 0;
      const tb = suit(b) === view.trump ? 1 : 0;
      return tb < ta || (tb === ta && rank(b) > rank(a)) ? b : a;
    });
  }
  return lowest(cards);
}

export function decide(observation: Observation): Action {
  const { view, legalActions } = observation;
  const has = (type: Action['type']): Action | undefined => legalActions.find((a) => a.type === type);
  const first = legalActions[0] as Action;
  const hand = view.hand ?? [];
  if (view.phase === 'schieben') return has('deal') ?? first;
  if (has('look')) return has('look') ?? first;
  if (view.phase === 'lupf') return (lupfOrPass(hand) ? has('lupf') : has('pass')) ?? first;
  if (view.phase === 'mit') {
    const opponents = view.seats - 1;
    const need = opponents <= 2 ? 0.75 : 0.95;
    const join = threeUnters(hand) || verworfenHand(hand) || expectedTricks(view, hand) >= need;
    return (join ? has('mit') : has('pass')) ?? first;
  }
  const verworfen = has('verworfen');
  if (verworfen) return verworfen;
  const cards = legalActions.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  if (cards.length === 0) return first;
  const card = play(view, cards);
  return legalActions.find((a) => a.type === 'play' && a.card === card) ?? first;
}
