/**
 * Kontraspiel: a heuristic bot (docs/rules/kontraspiel.md).
 *
 * A hand is rated by its expected tricks under a trump suit: the Wenzels and the top trumps are
 * nearly sure tricks, lower trumps part of one, side Aces most of one. The deal is won with three
 * tricks or by being first to two, so a staked player wants about two and a half tricks.
 * - Blind turn-up: `pass` (taking an unseen hand is a losing bet). Discard after a take: the
 *   lowest side card, never a trump.
 * - First round: `accept` the preferred suit with about 2.3 expected tricks. Second round:
 *   `choose` the best suit allowed with about 2.1.
 * - Announce (all five tricks, 2 chips to each player if it fails): only with a near-sure march.
 * - Contra: with about 2.4 expected tricks against the soloist's trump (counting tricks already
 *   won after trick 1); with the exchange when allowed, giving away the weakest side card for the
 *   turned trump. Recontra: when the tricks already taken plus the expected rest reach about 2.8.
 * - Play: lead a sure winner (the highest trump still out, or a side Ace), else the lowest card;
 *   follow with the cheapest card that wins the trick so far, else throw the lowest card.
 */
import type { Action, Observation, View } from '@arena/game-kontraspiel/bot';
import { effectiveSuit, trumpOrder } from '@arena/game-kontraspiel/bot';
import type { Card, Suit } from '@arena/bot-sdk/cards';

const SUITS: readonly Suit[] = ['E', 'G', 'H', 'S'];
const PLAIN = ['A', 'K', 'O', 'U', '10', '9'] as const;
const ALL: readonly Card[] = SUITS.flatMap((s) => PLAIN.map((r) => `${s}${r}` as Card));
const plainRank = (c: Card): number => PLAIN.indexOf(c.slice(1) as (typeof PLAIN)[number]);

/** Strength of a card under `trump`: trumps 100 - position, plain cards 10 - rank (higher wins). */
const power = (c: Card, trump: Suit): number => {
  const i = trumpOrder(trump).indexOf(c);
  return i >= 0 ? 100 - i : 10 - plainRank(c);
};

/** Expected tricks of `hand` with `trump`, given the cards still out. */
function tricks(hand: readonly Card[], trump: Suit, out: readonly Card[]): number {
  let sum = 0;
  for (const c of hand) {
    if (effectiveSuit(c, trump) === trump) {
      const higher = out.filter((o) => effectiveSuit(o, trump) === trump && power(o, trump) > power(c, trump)).length;
      sum += [1, 0.8, 0.6, 0.45][higher] ?? 0.3;
    } else if (plainRank(c) === 0) sum += 0.65;
    else if (plainRank(c) === 1 && hand.includes(`${c[0]}A` as Card)) sum += 0.35;
  }
  return sum;
}

function outstanding(view: View): Card[] {
  const gone = new Set<Card>(view.hand ?? []);
  for (const t of view.tricks) for (const c of t.cards) gone.add(c);
  for (const c of view.currentTrick?.cards ?? []) gone.add(c);
  if (view.turnUpHolder === null) gone.add(view.turnUp);
  if (view.discarded) gone.add(view.discarded);
  if (view.exchanged) gone.add(view.exchanged);
  return ALL.filter((c) => !gone.has(c));
}

/** The weakest card to give away: a low side card, never a trump or a side Ace if avoidable. */
function weakest(hand: readonly Card[], trump: Suit, allowed: readonly Card[]): Card | undefined {
  const value = (c: Card): number => power(c, trump) + (plainRank(c) === 0 ? 20 : 0) + hand.filter((h) => effectiveSuit(h, trump) === effectiveSuit(c, trump)).length;
  return [...allowed].sort((a, b) => value(a) - value(b))[0];
}

function play(view: View, cards: readonly Card[]): Card {
  const trump = view.trump ?? view.preferred;
  const lowest = (list: readonly Card[]): Card => list.reduce((a, b) => (power(b, trump) < power(a, trump) ? b : a));
  const trick = view.currentTrick?.cards ?? [];
  if (trick.length === 0) {
    const out = outstanding(view);
    const sure = cards.filter((c) => {
      const s = effectiveSuit(c, trump);
      return !out.some((o) => effectiveSuit(o, trump) === s && power(o, trump) > power(c, trump));
    });
    const topTrump = sure.find((c) => effectiveSuit(c, trump) === trump);
    const ace = sure.find((c) => effectiveSuit(c, trump) !== trump);
    return topTrump ?? ace ?? lowest(cards);
  }
  const led = effectiveSuit(trick[0] as Card, trump);
  const score = (c: Card): number => {
    const s = effectiveSuit(c, trump);
    return s === trump || s === led ? power(c, trump) + (s === trump ? 1000 : 0) : -1;
  };
  const best = Math.max(...trick.map(score));
  const winners = cards.filter((c) => score(c) > best);
  return winners.length > 0 ? winners.reduce((a, b) => (score(b) < score(a) ? b : a)) : lowest(cards);
}

/** What every decision reads: the view, the legal actions (the first as the fallback, pass when legal), the own hand and the cards not seen yet. */
interface Decision {
  readonly view: View;
  readonly me: number;
  readonly legalActions: Observation['legalActions'];
  readonly first: Action;
  readonly pass: Action | undefined;
  readonly hand: readonly Card[];
  readonly out: ReturnType<typeof outstanding>;
}

/** Discard the weakest card allowed. */
function discard({ view, legalActions, first, hand }: Decision): Action {
  const cards = legalActions.flatMap((a) => (a.type === 'discard' ? [a.card] : []));
  const card = weakest(hand, view.trump ?? view.preferred, cards);
  return legalActions.find((a) => a.type === 'discard' && a.card === card) ?? first;
}

/** Choose the suit with the most expected tricks, when they are enough. */
function secondRound({ legalActions, first, pass, hand, out }: Decision): Action {
  const options = legalActions.flatMap((a) => (a.type === 'choose' ? [a.suit] : []));
  const bestSuit = options.reduce<Suit | null>((b, s) => (b === null || tricks(hand, s, out) > tricks(hand, b, out) ? s : b), null);
  if (bestSuit !== null && tricks(hand, bestSuit, out) >= 2.1) return legalActions.find((a) => a.type === 'choose' && a.suit === bestSuit) ?? first;
  return pass ?? first;
}

/** Announce a march in a suit that promises it. */
function announce({ legalActions, first, pass, hand, out }: Decision): Action {
  const options = legalActions.flatMap((a) => (a.type === 'announce' ? [a.suit] : []));
  const march = options.find((s) => tricks(hand, s, out) >= 4.6);
  return (march ? legalActions.find((a) => a.type === 'announce' && a.suit === march) : pass) ?? first;
}

/** Contra (exchanging the weakest card for the turn-up when that helps) when the tricks still needed look likely. */
function contra({ view, me, legalActions, first, pass, hand, out }: Decision): Action {
  const trump = view.trump ?? view.preferred;
  const won = view.trickCounts[me] ?? 0;
  const need = 2.4 - won * 1.1;
  const exchanges = legalActions.flatMap((a) => (a.type === 'contra' && a.exchange ? [a.exchange] : []));
  const give = weakest(hand, trump, exchanges);
  if (give) {
    const swapped = [...hand.filter((c) => c !== give), view.turnUp];
    if (tricks(swapped, trump, out.filter((c) => c !== view.turnUp)) >= need) return legalActions.find((a) => a.type === 'contra' && a.exchange === give) ?? first;
  }
  if (tricks(hand, trump, out) >= need) return legalActions.find((a) => a.type === 'contra' && !a.exchange) ?? first;
  return pass ?? first;
}

function recontra({ view, me, legalActions, first, pass, hand, out }: Decision): Action {
  const won = view.trickCounts[me] ?? 0;
  const ok = won + tricks(hand, view.trump ?? view.preferred, out) >= 2.8;
  return (ok ? legalActions.find((a) => a.type === 'recontra') : pass) ?? first;
}

function playCard({ view, legalActions, first }: Decision): Action {
  const cards = legalActions.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  if (cards.length === 0) return first;
  const card = play(view, cards);
  return legalActions.find((a) => a.type === 'play' && a.card === card) ?? first;
}

export function decide(observation: Observation): Action {
  const { view, seat: me, legalActions } = observation;
  const first = legalActions[0] as Action;
  const d: Decision = { view, me, legalActions, first, pass: legalActions.find((a) => a.type === 'pass'), hand: view.hand ?? [], out: outstanding(view) };
  switch (view.phase) {
    case 'blind': return d.pass ?? first;
    case 'discard': return discard(d);
    case 'first-round': return (tricks(d.hand, view.preferred, d.out) >= 2.3 ? legalActions.find((a) => a.type === 'accept') : d.pass) ?? first;
    case 'second-round': return secondRound(d);
    case 'announce': return announce(d);
    case 'contra-window': return contra(d);
    case 'recontra-window': return recontra(d);
    case 'play': return playCard(d);
    case 'over': return first;
  }
}
