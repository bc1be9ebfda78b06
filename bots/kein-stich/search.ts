/**
 * Kein Stich: a search bot (determinized Monte Carlo with the engine) for the trick deals.
 *
 * For every trick-deal decision with more than one real choice it:
 * 1. Works out what it knows: the unseen cards (the pack less its hand and every card played), how
 *    many cards each other seat still holds, and which cards each seat cannot hold (a seat that did
 *    not follow suit holds no card of the suit led).
 * 2. Rebuilds the deal with the engine once: `startDeal` with kind 'dealt' (the others' hands from
 *    one sample), then replays every public play so far; the engine's state then equals the real
 *    one except for the hidden hands.
 * 3. Draws samples of the hidden hands consistent with those constraints and, for each candidate
 *    card (cards of one suit with nothing unseen between them and the same penalty count once),
 *    plays the deal out from the real state with that sample's hands: the card first, then every
 *    seat plays a fast greedy policy (lead a card somebody can beat, duck under the winning card,
 *    throw penalty cards when void). The same samples serve every card.
 * 4. Picks the card with the best average payoff for its own seat (the engine's settlement of the
 *    deal: minus its penalties, or the march payments when that option is on).
 *
 * The layout deal uses the heuristic bot's laying rule instead (`layHeuristic`): searching it with
 * these playouts paid out less than the rule over 64 measured layout deals.
 *
 * The budget is counted in simulated plays, not read from a clock: about SIM_BUDGET engine steps a
 * decision, well inside the sandbox's 100 ms once the code is compiled. `init` warms the JIT up
 * (inside the 1 s init budget) by searching a few decisions of made-up deals, so that the first
 * real decisions are not run by the interpreter.
 */
import type { Action, Info, Observation, View } from '@arena/game-kein-stich/bot';
import { RANK_ORDER } from '@arena/game-kein-stich/bot';
import type { Card, Suit } from '@arena/bot-sdk/cards';
import { keinStich } from '@arena/game-kein-stich';

type State = ReturnType<typeof keinStich.startDeal>;
type MatchState = Parameters<typeof keinStich.startDeal>[0];

const SIM_BUDGET = 3500;
/** The budget in force: SIM_BUDGET, less while `init` warms up. */
let budget = SIM_BUDGET;
const MAX_SAMPLES = 60;
const rank = (c: Card): number => RANK_ORDER.indexOf(c.slice(1) as (typeof RANK_ORDER)[number]);
const suit = (c: Card): Suit => c[0] as Suit;

/** Who played what, in order, and which cards each seat is known not to hold. */
function history(view: View, pack: readonly Card[]): { plays: { seat: number; card: Card }[]; banned: Set<Card>[] } {
  const banned = Array.from({ length: view.seats }, () => new Set<Card>());
  const plays: { seat: number; card: Card }[] = [];
  for (const trick of [...view.tricks.map((t) => t.cards), view.trick]) {
    const led = trick[0]?.card;
    for (const p of trick) {
      plays.push(p);
      if (led && suit(p.card) !== suit(led)) for (const c of pack) if (suit(c) === suit(led)) banned[p.seat]?.add(c);
    }
  }
  return { plays, banned };
}

/** Deals the unseen cards to the other seats, honouring the bans (most constrained cards first). */
function sample(view: View, me: number, unseen: readonly Card[], banned: readonly Set<Card>[]): Card[][] | null {
  const seats = Array.from({ length: view.seats }, (_, s) => s).filter((s) => s !== me);
  for (let attempt = 0; attempt < 20; attempt++) {
    const room = view.handSizes.slice();
    const hands: Card[][] = Array.from({ length: view.seats }, () => []);
    const cards = unseen.map((c) => ({ c, k: Math.random(), options: seats.filter((s) => !banned[s]?.has(c)) }));
    cards.sort((a, b) => a.options.length - b.options.length || a.k - b.k);
    let ok = true;
    for (const { c, options } of cards) {
      const open = options.filter((s) => (room[s] ?? 0) > 0);
      const total = open.reduce((n, s) => n + (room[s] ?? 0), 0);
      if (total === 0) { ok = false; break; }
      let pick = Math.random() * total;
      const seat = open.find((s) => (pick -= room[s] ?? 0) < 0) ?? open[open.length - 1] ?? 0;
      hands[seat]?.push(c);
      room[seat] = (room[seat] ?? 0) - 1;
    }
    if (ok) return hands;
  }
  return null;
}

/** The fast playout policy: the heuristic bot's rules in a few lines, on the engine state. */
function policy(state: State, seat: number, legal: readonly Card[], costs: ReadonlyMap<Card, number>): Card {
  const cost = (c: Card): number => costs.get(c) ?? 0;
  const best = (f: (c: Card) => number): Card => legal.reduce((a, b) => (f(b) > f(a) ? b : a));
  if (legal.length === 1) return legal[0] as Card;
  const led = state.trick[0];
  if (led === undefined) {
    // The sample shows every hand: lead a card that somebody can beat, the lowest such.
    const others = state.hands.filter((_, s) => s !== seat).flat();
    return best((c) => (others.some((o) => suit(o) === suit(c) && rank(o) < rank(c)) ? rank(c) : -100) - cost(c) * 3);
  }
  if (suit(legal[0] as Card) !== suit(led)) return best((c) => cost(c) * 20 + 7 - rank(c));
  const winning = state.trick.filter((c) => suit(c) === suit(led)).reduce((a, b) => (rank(a) < rank(b) ? a : b));
  const under = legal.filter((c) => rank(c) > rank(winning));
  if (under.length > 0) return under.reduce((a, b) => (cost(b) * 10 - rank(b) > cost(a) * 10 - rank(a) ? b : a));
  const last = state.trick.length === state.info.seats - 1;
  return best((c) => -cost(c) * 20 + (last ? -rank(c) : rank(c)));
}

function playout(start: State, me: number, costs: ReadonlyMap<Card, number>): { payoff: number; steps: number } {
  let state = start;
  let steps = 0;
  for (let seat = keinStich.seatToAct(state); seat !== null; seat = keinStich.seatToAct(state)) {
    const legal = keinStich.legalActions(state).map((a) => a.card);
    const next = keinStich.applyAction(state, seat, { type: 'play', card: policy(state, seat, legal, costs) });
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    steps++;
  }
  return { payoff: keinStich.observe(state, me).result?.payoffs[me] ?? 0, steps };
}

/**
 * The layout deal is not searched: measured over 64 layout deals, searching it with these playouts
 * paid out less than this rule (the heuristic bot's): lay towards our own cards, hold back cards
 * that only open the way for the others.
 */
function layHeuristic(view: View, legal: readonly Action[]): Action {
  const mine = new Set(view.hand);
  const all = keinStich.pack(view.options, view.seats);
  const score = (c: Card): number => {
    const row = view.rows.find((r) => r !== null && r.suit === suit(c));
    const up = row ? rank(c) < rank(row.high) : false;
    const beyond = all.filter((h) => h !== c && suit(h) === suit(c) && (!row || (up ? rank(h) < rank(c) : rank(h) > rank(c))));
    return beyond.reduce((sum, h) => sum + (mine.has(h) ? 3 : -1), 0);
  };
  return legal.reduce((a, b) => (score(b.card) > score(a.card) ? b : a));
}

type Play = { seat: number; card: Card };

/** The deal rebuilt once with the engine: the hands as dealt, then every public play replayed; null when that fails or it is not our turn. */
function rebuildDeal(view: View, me: number, dealt: readonly Card[][], plays: readonly Play[]): State | null {
  const initial = dealt.map((h, s) => [...(s === me ? view.hand : h), ...plays.filter((p) => p.seat === s).map((p) => p.card)]);
  const match: MatchState = { options: view.options, seats: view.seats, chips: view.chips, pot: view.pot, dealsPlayed: view.dealNumber, history: view.history };
  let base = keinStich.startDeal(match, view.dealer, { kind: 'dealt', hands: initial, stock: [] });
  for (const p of plays) {
    const next = keinStich.applyAction(base, p.seat, { type: 'play', card: p.card });
    if (!next.ok) return null;
    base = next.value;
  }
  return keinStich.seatToAct(base) === me ? base : null;
}

/** What taking each card costs in the deal's contract components (the playouts' penalty). */
function cardCosts(view: View, pack: readonly Card[]): Map<Card, number> {
  const costs = new Map<Card, number>();
  for (const c of pack) {
    let cost = 0;
    for (const comp of view.components) {
      if (comp === 'no-hearts' && suit(c) === 'H') cost += 1;
      if (comp === 'no-obers' && c.endsWith('O')) cost += 2;
      if (comp === 'no-max' && c === (view.options.schwarzeSau ? 'GO' : 'HK')) cost += 8;
    }
    costs.set(c, cost);
  }
  return costs;
}

/**
 * The legal plays worth searching: cards of one suit with nothing unseen or in this trick between
 * them, and the same penalty, are equivalent, so one of each group.
 */
function distinctPlays(view: View, legalActions: readonly Action[], costs: ReadonlyMap<Card, number>, unseen: readonly Card[]): Action[] {
  return legalActions.filter((action, i) => !legalActions.slice(0, i).some((other) => {
    const [a, b] = [other.card, action.card];
    if (suit(a) !== suit(b) || costs.get(a) !== costs.get(b)) return false;
    const [hi, lo] = rank(a) < rank(b) ? [rank(a), rank(b)] : [rank(b), rank(a)];
    const between = (u: Card): boolean => suit(u) === suit(a) && rank(u) > hi && rank(u) < lo;
    return !unseen.some(between) && !view.trick.some((p) => between(p.card));
  }));
}

interface Search {
  readonly view: View;
  readonly me: number;
  readonly pack: readonly Card[];
  readonly unseen: readonly Card[];
  readonly banned: readonly Set<Card>[];
  readonly dealt: Card[][];
  readonly base: State;
  readonly costs: ReadonlyMap<Card, number>;
}

/** Each candidate's total payoff over playouts of sampled deals (the first the deal already sampled), within the budget. */
function searchTotals(search: Search, candidates: readonly Action[]): number[] {
  const { view, me, pack, unseen, banned, dealt, base, costs } = search;
  const canonical = (cards: readonly Card[]): Card[] => pack.filter((c) => cards.includes(c));
  const remaining = view.hand.length * view.seats;
  const samples = Math.max(4, Math.min(MAX_SAMPLES, Math.floor(budget / (candidates.length * remaining))));
  const totals = candidates.map(() => 0);
  let used = 0;
  for (let i = 0; i < samples && used < budget * 1.5; i++) {
    const hands = i === 0 ? dealt : sample(view, me, unseen, banned);
    if (!hands) break;
    const world: State = { ...base, hands: hands.map((h, s) => (s === me ? view.hand : canonical(h))) };
    candidates.forEach((action, a) => {
      const next = keinStich.applyAction(world, me, action);
      if (!next.ok) return;
      const result = playout(next.value, me, costs);
      totals[a] = (totals[a] ?? 0) + result.payoff;
      used += result.steps + 1;
    });
  }
  return totals;
}

export function decide(observation: Observation): Action {
  const { view, seat: me, legalActions } = observation;
  const first = legalActions[0] as Action;
  if (legalActions.length === 1) return first;
  if (view.phase === 'layout') return layHeuristic(view, legalActions);
  const pack = keinStich.pack(view.options, view.seats);
  const { plays, banned } = history(view, pack);
  const seen = new Set<Card>([...view.hand, ...plays.map((p) => p.card)]);
  const unseen = pack.filter((c) => !seen.has(c));
  const dealt = sample(view, me, unseen, banned);
  if (!dealt) return first;
  const base = rebuildDeal(view, me, dealt, plays);
  if (!base) return first;
  const costs = cardCosts(view, pack);
  const candidates = distinctPlays(view, legalActions, costs, unseen);
  if (candidates.length === 1) return candidates[0] ?? first;
  const totals = searchTotals({ view, me, pack, unseen, banned, dealt, base, costs }, candidates);
  let bestIndex = 0;
  totals.forEach((t, a) => { if (t > (totals[bestIndex] ?? 0)) bestIndex = a; });
  return candidates[bestIndex] ?? first;
}

/** Searches a few decisions of made-up deals (every trick contract) to warm the JIT. */
export function init(info: Info): void {
  const match = keinStich.newMatch(info.options, info.seats, Array.from({ length: info.seats }, () => 0));
  const pack = [...keinStich.pack(info.options, info.seats)];
  budget = SIM_BUDGET / 5;
  for (const deal of [0, 1, 2, 3]) {
    for (let i = pack.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [pack[i], pack[j]] = [pack[j] as Card, pack[i] as Card];
    }
    let state = keinStich.startDeal({ ...match, dealsPlayed: deal }, 0, { kind: 'shuffled', pack });
    for (let step = 0; step < 4; step++) {
      const seat = keinStich.seatToAct(state);
      if (seat === null) break;
      const legalActions = keinStich.legalActions(state);
      const action = decide({ game: 'kein-stich', seat, deal, view: keinStich.observe(state, seat), legalActions });
      const next = keinStich.applyAction(state, seat, action);
      if (!next.ok) break;
      state = next.value;
    }
  }
  budget = SIM_BUDGET;
}
