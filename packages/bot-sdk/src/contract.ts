/**
 * The bot contract. A bot is one TypeScript module that exports a synchronous
 * `decide(observation)` returning an action, and optionally `init(info)`, called once per match
 * before the first decision. Module state persists between the decisions of one match and never
 * between matches (every match gets a fresh isolate).
 *
 *   import type { Observation, Action } from '@arena/game-lupfen/bot';
 *
 * A game's own types (its view, actions, options and helpers) come from its package's `bot` module,
 * `@arena/game-<id>/bot`; the sandbox still accepts the older `@arena/bot-sdk/<id>` for them.
 *   export function decide(obs: Observation): Action { return obs.legalActions[0]; }
 *
 * Everything a bot sees arrives by copy, as JSON data: nothing of the host is reachable.
 */
import type { GameAction } from '@arena/engine/game';

/** Handed to `init` once per match. */
export interface BotInfo<O = unknown> {
  readonly game: string;
  readonly options: O;
  /** This bot's seat, `0 … seats-1`. */
  readonly seat: number;
  readonly seats: number;
}

/** Handed to `decide` for every decision. */
export interface Observation<V = unknown, A extends GameAction = GameAction> {
  readonly game: string;
  readonly seat: number;
  /** Deal number within the match, from 0. */
  readonly deal: number;
  /** What this seat may see, exactly as the game's rules file allows (the game's own view type, without the legal actions). */
  readonly view: V;
  /** Every legal action, sorted; return one of them (or an equal object). The only place they travel. */
  readonly legalActions: readonly A[];
}

export interface Bot<V = unknown, A extends GameAction = GameAction, O = unknown> {
  init?(info: BotInfo<O>): void;
  decide(observation: Observation<V, A>): A;
}
