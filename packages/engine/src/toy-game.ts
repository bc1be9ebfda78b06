/**
 * A tiny complete game for testing the core (not a real game of the arena): "High card". A pack
 * of eight cards (A K O U in Acorns and Leaves); each seat gets two, one card is the stock. Seats
 * play one card each, clockwise from forehand, twice; the highest card of the suit led wins the
 * trick (must follow suit); each trick wins one chip from every other seat. The match is
 * `deals` deals, the deal passing to the left.
 */
import { cardsOf, rankOf, suitOf, type Card } from './cards.ts';
import { actionKey, ruleError, type DealOutcome, type GameDefinition } from './game.ts';
import { err, ok } from './result.ts';
import type { TableTrick } from './table-view.ts';

export interface ToyOptions { readonly deals: number }
export interface ToyMatch { readonly options: ToyOptions; readonly seats: number; readonly chips: readonly number[]; readonly played: number }
export interface ToyState {
  readonly seats: number;
  readonly hands: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
  readonly trick: readonly { seat: number; card: Card }[];
  /** The completed tricks, with their winners. */
  readonly tricks: readonly TableTrick[];
  readonly won: readonly number[];
  /** The seats' balances at the start of the deal (public: the table shows them). */
  readonly chips: readonly number[];
  readonly toAct: number | null;
  readonly dealer: number;
}
export interface ToyAction { readonly type: 'play'; readonly card: Card }

const PACK = cardsOf(['E', 'G'], ['A', 'K', 'O', 'U']);
const RANK = ['A', 'K', 'O', 'U'];
const order = (c: Card): number => PACK.indexOf(c);

function legal(s: ToyState): ToyAction[] {
  if (s.toAct === null) return [];
  const hand = s.hands[s.toAct] ?? [];
  const led = s.trick[0] ? suitOf(s.trick[0].card) : null;
  const follow = hand.filter((c) => suitOf(c) === led);
  return (follow.length > 0 ? follow : hand).slice().sort((a, b) => order(a) - order(b)).map((card) => ({ type: 'play', card }));
}

function play(s: ToyState, seat: number, card: Card): ToyState {
  const hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
  const trick = [...s.trick, { seat, card }];
  if (trick.length < s.seats) return { ...s, hands, trick, toAct: (seat + 1) % s.seats };
  const led = suitOf(trick[0]?.card ?? card);
  const winner = trick.filter((p) => suitOf(p.card) === led).sort((a, b) => RANK.indexOf(rankOf(a.card)) - RANK.indexOf(rankOf(b.card)))[0]?.seat ?? seat;
  const won = s.won.map((w, i) => (i === winner ? w + 1 : w));
  const over = (hands[0]?.length ?? 0) === 0;
  const done: TableTrick = { leader: trick[0]?.seat ?? seat, plays: trick, winner };
  return { ...s, hands, trick: [], tricks: [...s.tricks, done], won, toAct: over ? null : winner };
}

/** Cards of completed tricks. */
const taken = (s: ToyState): Card[] => s.tricks.flatMap((t) => t.plays.map((p) => p.card));

export const toyGame: GameDefinition<ToyOptions, ToyMatch, ToyState, ToyAction, unknown> = {
  id: 'toy', name: 'High card (test game)', seatRange: { min: 2, max: 3, default: 3 },
  parseOptions: (raw) => ok({ deals: typeof raw === 'object' && raw !== null && 'deals' in raw ? Number(raw.deals) : 3 }),
  checkArenaOptions: (o) => ok(o),
  pack: () => PACK,
  dealShape: (_o, seats) => ({ handSizes: Array.from({ length: seats }, () => 2), stockSize: PACK.length - 2 * seats }),
  newMatch: (options, seats, chips) => ({ options, seats, chips, played: 0 }),
  nextDealer: (m) => m.played % m.seats,
  isMatchOver: (m) => m.played >= m.options.deals,
  matchLength: (o) => ({ min: o.deals, max: o.deals, option: 'deals' }),
  matchChips: (m) => m.chips,
  matchPot: () => 0,
  dealsPlayed: (m) => m.played,
  startDeal(m, dealer, cards) {
    const n = m.seats;
    const hands = cards.kind === 'dealt' ? cards.hands : Array.from({ length: n }, (_, i) => cards.pack.slice(2 * i, 2 * i + 2));
    const stock = cards.kind === 'dealt' ? cards.stock : cards.pack.slice(2 * n);
    return { seats: n, hands, stock, trick: [], tricks: [], won: Array.from({ length: n }, () => 0), chips: m.chips, toAct: (dealer + 1) % n, dealer };
  },
  finishDeal(m, s) {
    if (s.toAct !== null) throw new Error('deal not over');
    const total = s.won.reduce((a, b) => a + b, 0);
    const payoffs = s.won.map((w) => w * s.seats - total);
    const outcome: DealOutcome = { payoffs, pot: 0, tricks: s.won };
    return { match: { ...m, chips: m.chips.map((c, i) => c + (payoffs[i] ?? 0)), played: m.played + 1 }, outcome };
  },
  seatToAct: (s) => s.toAct,
  legalActions: legal,
  compareActions: (a, b) => order(a.card) - order(b.card),
  parseAction: (raw) => {
    const r = raw as { type?: unknown; card?: unknown };
    if (r.type !== 'play') return err(ruleError('unknown-action', 'only play'));
    if (typeof r.card !== 'string' || !PACK.includes(r.card as Card)) return err(ruleError('no-such-card', 'no such card'));
    return ok({ type: 'play', card: r.card as Card });
  },
  applyAction(s, seat, action) {
    if (s.toAct === null) return err(ruleError('deal-over', 'the deal is over'));
    if (seat !== s.toAct) return err(ruleError('not-your-turn', `seat ${s.toAct} is to act`));
    if (!legal(s).some((a) => actionKey(a) === actionKey(action))) return err(ruleError('must-follow-suit', 'not a legal card'));
    return ok(play(s, seat, action.card));
  },
  defaultAction: (s) => legal(s)[0] ?? { type: 'play', card: 'EA' },
  observe: (s, seat) => ({ hand: s.hands[seat], trick: s.trick, taken: taken(s), won: s.won, toAct: s.toAct, sizes: s.hands.map((h) => h.length) }),
  ownHand: (o) => (o as { readonly hand: readonly Card[] }).hand,
  tableView: (s, viewer) => ({
    phase: s.toAct === null ? 'over' : 'play', toAct: s.toAct, dealer: s.dealer,
    seats: s.hands.map((h, i) => ({ hand: viewer === 'all' || viewer === i ? h : null, handSize: h.length, chips: s.chips[i] ?? 0, tricksTaken: s.won[i] ?? 0 })),
    trick: s.trick.length === 0 ? null : { leader: s.trick[0]?.seat ?? 0, plays: s.trick, winner: null }, tricks: s.tricks, pot: null, faceUp: [],
  }),
  actionKind: () => 'card',
  cardsInPlay: (s) => [...s.hands.flat(), ...s.stock, ...s.trick.map((p) => p.card), ...taken(s)],
  swapHiddenCards(s, viewer, permute) {
    const hidden = permute([...s.hands.flatMap((h, i) => (i === viewer ? [] : h)), ...s.stock]);
    let k = 0;
    const take = (n: number): Card[] => hidden.slice(k, (k += n));
    const hands = s.hands.map((h, i) => (i === viewer ? h : take(h.length)));
    return { ...s, hands, stock: take(s.stock.length) };
  },
  actionCandidates: () => PACK.map((card) => ({ type: 'play', card })),
};
