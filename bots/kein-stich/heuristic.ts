/**
 * Kein Stich: a heuristic bot (docs/rules/kein-stich.md).
 *
 * Trick deals: every penalty item of the deal's components (tricks, Hearts, Obers, Max, the
 * first/last/second-last trick) is a cost, so the bot keeps out of tricks that carry them.
 * - Following suit: duck with the highest card that still stays under the winning card, and if a
 *   penalty card (Max, an Ober, a Heart) can go under someone else's winning card, get rid of it
 *   there. When every card of the suit would win: as the last player take the trick with the
 *   highest harmless card (the trick is ours anyway); earlier, play the lowest and hope to be
 *   overtaken.
 * - Void in the suit led: throw the most dangerous card: the Max, then Obers/Hearts when they
 *   cost, then high cards of short suits (which would win tricks later).
 * - Leading: lead the card most likely to be beaten: the lowest card relative to the unseen cards
 *   of its suit, never a card that nobody can beat, and not a penalty card unless it is safe.
 * Layout deal: lay the card that opens the way to most of our own cards and least to the others';
 * cards that end a row for others (nothing of ours beyond them) are held back as blockers.
 */
import type { Action, Observation, View } from '@arena/game-kein-stich/bot';
import { RANK_ORDER } from '@arena/game-kein-stich/bot';
import type { Card, Suit } from '@arena/bot-sdk/cards';

const SUITS: readonly Suit[] = ['E', 'G', 'H', 'S'];
const rank = (c: Card): number => RANK_ORDER.indexOf(c.slice(1) as (typeof RANK_ORDER)[number]);
const suit = (c: Card): Suit => c[0] as Suit;
const cardOf = (s: string, r: string): Card => (s + r) as Card;

/** The pack for the table size (rules section 12). */
function packOf(seats: number): Card[] {
  const all = SUITS.flatMap((s) => RANK_ORDER.map((r) => cardOf(s, r)));
  if (seats === 3) return all.filter((c) => rank(c) <= 5);
  if (seats >= 5) return all.filter((c) => c !== 'E7' && c !== 'G7');
  return all;
}

/** The penalty units a card carries into the trick that takes it, under the deal's components. */
function cardCost(view: View, c: Card): number {
  const maxCard = view.options.schwarzeSau ? 'GO' : 'HK';
  let cost = 0;
  for (const comp of view.components) {
    if (comp === 'no-hearts' && suit(c) === 'H') cost += 1;
    if (comp === 'no-obers' && c.endsWith('O')) cost += 2;
    if (comp === 'no-max' && c === maxCard) cost += 8;
  }
  return cost;
}

/** What taking the current trick costs apart from its cards (tricks and trick-position contracts). */
function trickCost(view: View): number {
  const total = view.tricks.length + view.hand.length;
  const number = view.tricks.length + 1;
  let cost = 0;
  for (const comp of view.components) {
    if (comp === 'no-tricks') cost += 1;
    if (comp === 'no-second-last' && number === total - 1) cost += 8;
    if (comp === 'no-first-last' && (number === 1 || number === total)) cost += 4;
  }
  return cost;
}

/** Cards not in our hand and not yet played or laid. */
function unseen(view: View): Set<Card> {
  const gone = new Set<Card>(view.hand);
  for (const t of view.tricks) for (const p of t.cards) gone.add(p.card);
  for (const p of view.trick) gone.add(p.card);
  for (const e of view.layout) if (e.kind === 'lay') gone.add(e.card);
  return new Set(packOf(view.seats).filter((c) => !gone.has(c)));
}

function follow(view: View, legal: readonly Card[]): Card {
  const led = suit(view.trick[0]?.card ?? legal[0] as Card);
  const winning = view.trick.map((p) => p.card).filter((c) => suit(c) === led).reduce((a, b) => (rank(a) < rank(b) ? a : b));
  const under = legal.filter((c) => rank(c) > rank(winning));
  if (under.length > 0) {
    // Highest-cost card first (dump a penalty card under someone else), then the highest rank.
    return under.reduce((a, b) => (cardCost(view, b) > cardCost(view, a) || (cardCost(view, b) === cardCost(view, a) && rank(b) < rank(a)) ? b : a));
  }
  const last = view.trick.length === view.seats - 1;
  // Nothing in the trick costs and nothing that still may fall into it costs: shed a high card.
  const free = trickCost(view) === 0 && view.trick.every((p) => cardCost(view, p.card) === 0) &&
    [...unseen(view)].every((c) => cardCost(view, c) === 0);
  const cheap = Math.min(...legal.map((c) => cardCost(view, c)));
  const harmless = legal.filter((c) => cardCost(view, c) === cheap);
  return last || (free && cheap === 0) ? harmless.reduce((a, b) => (rank(b) < rank(a) ? b : a)) : harmless.reduce((a, b) => (rank(b) > rank(a) ? b : a));
}

function discard(view: View, legal: readonly Card[]): Card {
  const count = (s: Suit): number => view.hand.filter((c) => suit(c) === s).length;
  const danger = (c: Card): number => cardCost(view, c) * 20 + (7 - rank(c)) * 2 - count(suit(c));
  return legal.reduce((a, b) => (danger(b) > danger(a) ? b : a));
}

function lead(view: View, legal: readonly Card[]): Card {
  const out = [...unseen(view)];
  const risk = (c: Card): number => {
    const others = out.filter((o) => suit(o) === suit(c));
    const over = others.filter((o) => rank(o) < rank(c)).length;
    const under = others.length - over;
    if (over === 0) return 100 + cardCost(view, c) * 10 + (others.length === 0 ? 0 : 5);
    return under / others.length + cardCost(view, c) * (under > 0 ? 1 : 0.2);
  };
  return legal.reduce((a, b) => (risk(b) < risk(a) ? b : a));
}

/** Layout: prefer cards that lead to our own cards; hold back cards that only help the others. */
function lay(view: View, legal: readonly Card[]): Card {
  const mine = new Set(view.hand);
  const score = (c: Card): number => {
    const row = view.rows.find((r) => r !== null && r.suit === suit(c));
    const r = rank(c);
    const beyond: number[] = [];
    if (!row) for (let i = 0; i < 8; i++) beyond.push(i); // an Unter opens both directions
    else if (r < rank(row.high)) for (let i = r - 1; i >= 0; i--) beyond.push(i);
    else for (let i = r + 1; i < 8; i++) beyond.push(i);
    let own = 0;
    let theirs = 0;
    for (const i of beyond) {
      const card = cardOf(suit(c), RANK_ORDER[i] ?? 'A');
      if (card === c) continue;
      if (mine.has(card)) own++;
      else theirs++;
    }
    return own * 3 - theirs;
  };
  return legal.reduce((a, b) => (score(b) > score(a) ? b : a));
}

export function chooseCard(view: View, legal: readonly Card[]): Card {
  if (legal.length === 1) return legal[0] as Card;
  if (view.phase === 'layout') return lay(view, legal);
  const led = view.trick[0]?.card;
  if (led === undefined) return lead(view, legal);
  if (legal.every((c) => suit(c) === suit(led))) return follow(view, legal);
  return discard(view, legal);
}

export function decide(observation: Observation): Action {
  const legal = observation.legalActions.map((a) => a.card);
  const card = chooseCard(observation.view, legal);
  return observation.legalActions.find((a) => a.card === card) ?? (observation.legalActions[0] as Action);
}
