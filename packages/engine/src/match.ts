/**
 * The arena match loop in process, for any game: deals from the match seed (one derived stream per
 * deal), asks a policy for every decision, settles, and carries over until the game's rules end the
 * match. The sandboxed runner builds on the same functions.
 */
import type { DealCards, DealOutcome, GameAction, GameDefinition } from './game.ts';
import { assert } from './result.ts';
import { createRng, deriveSeed } from './rng.ts';

/** The pack of deal `k` of the match with this seed, shuffled with its own derived stream. */
export function seededDealCards<O>(
  game: Pick<GameDefinition<O, unknown, unknown, GameAction>, 'pack'>, options: O, seats: number, seed: string, k: number,
): DealCards {
  return { kind: 'shuffled', pack: createRng(deriveSeed(seed, 'deal', k)).shuffle(game.pack(options, seats)) };
}

export type Policy<S, A> = (state: S, seat: number, legal: readonly A[]) => A;

export interface PlayedDeal<A> {
  readonly dealer: number;
  readonly actions: readonly (readonly [number, A])[];
  readonly outcome: DealOutcome;
}

export interface PlayedMatch<M, A> {
  readonly deals: readonly PlayedDeal<A>[];
  readonly match: M;
  readonly chips: readonly number[];
  readonly decisions: number;
}

/** Safety net: a deal longer than this is a bug in the game, not a long deal. */
const MAX_DECISIONS_PER_DEAL = 10_000;

export function playDeal<O, M, S, A extends GameAction>(
  game: GameDefinition<O, M, S, A, unknown>, match: M, dealer: number, cards: DealCards, policy: Policy<S, A>,
): { match: M; deal: PlayedDeal<A> } {
  let state = game.startDeal(match, dealer, cards);
  const actions: [number, A][] = [];
  for (let seat = game.seatToAct(state); seat !== null; seat = game.seatToAct(state)) {
    // Not `assert(..., \`${game.id}: ...\`)`: that would build the message at every decision.
    if (actions.length >= MAX_DECISIONS_PER_DEAL) throw new Error(`invariant broken: ${game.id}: deal does not end`);
    const action = policy(state, seat, game.legalActions(state));
    const next = game.applyAction(state, seat, action);
    if (!next.ok) throw new Error(`${game.id}: policy chose an illegal action ${JSON.stringify(action)}: ${next.error.code}`);
    state = next.value;
    actions.push([seat, action]);
  }
  const settled = game.finishDeal(match, state);
  return { match: settled.match, deal: { dealer, actions, outcome: settled.outcome } };
}

/** Plays a whole arena match (or its first `maxDeals` deals) with one policy for every seat. */
export function playMatch<O, M, S, A extends GameAction>(
  game: GameDefinition<O, M, S, A, unknown>, options: O, seats: number, seed: string, policy: Policy<S, A>,
  limits: { readonly maxDeals?: number } = {},
): PlayedMatch<M, A> {
  let match = game.newMatch(options, seats, Array.from({ length: seats }, () => 0));
  const deals: PlayedDeal<A>[] = [];
  let decisions = 0;
  while (!game.isMatchOver(match) && deals.length < (limits.maxDeals ?? Infinity)) {
    const k = game.dealsPlayed(match);
    const played = playDeal(game, match, game.nextDealer(match), seededDealCards(game, options, seats, seed, k), policy);
    match = played.match;
    deals.push(played.deal);
    decisions += played.deal.actions.length;
  }
  return { deals, match, chips: game.matchChips(match), decisions };
}

/** A policy that picks uniformly among the legal actions, from its own seeded stream. */
export function randomPolicy<S, A>(seed: string): Policy<S, A> {
  const rng = createRng(deriveSeed(seed, 'random-policy'));
  return (_state, _seat, legal) => {
    const a = legal[rng.nextInt(legal.length)];
    assert(a !== undefined, 'no legal action');
    return a;
  };
}
