/**
 * The arena match in process, for any game: the record player (player.ts) driven by one policy for
 * every seat. Benchmarks, match-length tests and quick playouts use it; the sandboxed runner
 * (@arena/match/run-match) drives the same player with bots.
 */
import type { DealOutcome, GameAction, GameDefinition } from './game.ts';
import { MatchPlayer, type Chooser } from './player.ts';
import { assert } from './result.ts';
import { createRng, deriveSeed } from './rng.ts';

/** One policy for every seat: a `Chooser` of the record player. */
export type Policy<S, A> = Chooser<S, A>;

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

/** Plays a whole arena match (or its first `maxDeals` deals) with one policy for every seat. */
export function playMatch<O, M, S, A extends GameAction>(
  game: GameDefinition<O, M, S, A, unknown>, options: O, seats: number, seed: string, policy: Policy<S, A>,
  limits: { readonly maxDeals?: number } = {},
): PlayedMatch<M, A> {
  const player = new MatchPlayer(game, { options, seats }, { kind: 'seeded', seed, maxDeals: limits.maxDeals ?? null });
  const deals: PlayedDeal<A>[] = [];
  for (let step = player.step; step.kind !== 'match-end'; step = player.advance()) {
    const actions: [number, A][] = [];
    const played = player.playDeal(policy, actions);
    if (!played.ok) throw new Error(`${game.id}: policy chose an illegal action: ${played.error.code}: ${played.error.message}`);
    deals.push({ dealer: played.value.dealer, actions, outcome: played.value.outcome });
  }
  const end = player.step;
  if (end.kind !== 'match-end') throw new Error('invariant broken: the match player stopped before the match ended');
  return { deals, match: end.match, chips: game.matchChips(end.match), decisions: end.decisions };
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
