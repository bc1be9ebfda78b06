/**
 * The arena match in process, for any game: the record player (player.ts) driven by one policy for
 * every seat. Benchmarks, match-length tests and quick playouts use it; the sandboxed runner
 * (@arena/match/run-match) drives the same player with bots.
 */
import type { DealOutcome, GameAction, GameDefinition } from './game.ts';
import { MatchPlayer } from './player.ts';
import { assert } from './result.ts';
import { createRng, deriveSeed } from './rng.ts';

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

/** Plays a whole arena match (or its first `maxDeals` deals) with one policy for every seat. */
export function playMatch<O, M, S, A extends GameAction>(
  game: GameDefinition<O, M, S, A, unknown>, options: O, seats: number, seed: string, policy: Policy<S, A>,
  limits: { readonly maxDeals?: number } = {},
): PlayedMatch<M, A> {
  const player = new MatchPlayer(game, { options, seats }, { kind: 'seeded', seed, maxDeals: limits.maxDeals ?? null });
  const deals: PlayedDeal<A>[] = [];
  let actions: [number, A][] = [];
  for (let step = player.step; ; step = player.step) {
    if (step.kind === 'match-end') return { deals, match: step.match, chips: game.matchChips(step.match), decisions: step.decisions };
    if (step.kind === 'decision') {
      const action = policy(step.state, step.seat, player.legalActions());
      const played = player.play(action);
      if (!played.ok) throw new Error(`${game.id}: policy chose an illegal action ${JSON.stringify(action)}: ${played.error.code}`);
      actions.push([step.seat, action]);
      continue;
    }
    if (step.kind === 'deal-end') {
      deals.push({ dealer: step.dealer, actions, outcome: step.outcome });
      actions = [];
    }
    player.advance();
  }
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
