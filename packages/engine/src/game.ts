/**
 * The contract every game implements (OpenSpiel's `Game`/`State`, boardgame.io's plain game
 * definition). A game is a `GameDefinition` object of pure functions over immutable, JSON-shaped
 * values:
 *
 * - `O`: the parsed options of a table (zod-checked, defaults filled in);
 * - `M`: the match state carried from deal to deal (chips, pot, deal number, who holds the next
 *   deal, the kind of the next deal, ...), exactly as the rules file's "Arena match" section says;
 * - `S`: the state of one deal (it holds its options and seat count, so every function of a deal
 *   needs nothing else);
 * - `A`: the game's action vocabulary, objects with a kebab-case `type`, as the rules file lists.
 *
 * Chance enters only through the `DealCards` handed to `startDeal`: either the cards as dealt (a
 * scenario) or a pack shuffled by the core with the match's seeded `Rng`. Every automatic step of
 * the rules (fees, antes, turning a card, settling) happens inside `startDeal`/`applyAction`.
 *
 * One legality path: `applyAction` succeeds exactly for the actions that `legalActions` lists
 * (compared with `actionKey`), for the seat that `seatToAct` names; anything else is a `RuleError`
 * and the state is left as it was. The conformance suite (conformance.ts) checks all of this.
 */
import type { Card } from './cards.ts';
import type { Result } from './result.ts';
import type { ActionKind, TableView, TableViewer } from './table-view.ts';

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

export interface GameAction {
  readonly type: string;
}

/** Why an action was refused. `code` is kebab-case and names the rule (e.g. `must-follow-suit`). */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

/** Codes every game shares; games add their own. */
export type CoreRuleCode = 'not-your-turn' | 'deal-over' | 'unknown-action' | 'no-such-card' | 'bad-action' | 'not-legal-now';

/** The cards of a new deal: as dealt (scenario), or a whole pack in shuffled order (seeded deal). */
export type DealCards =
  | { readonly kind: 'dealt'; readonly hands: readonly (readonly Card[])[]; readonly stock: readonly Card[] }
  | { readonly kind: 'shuffled'; readonly pack: readonly Card[] };

/**
 * One settled deal, as the replay outcome reports it (SCENARIOS.md "The outcome"): every seat's net
 * payoff, the pot once the deal is settled, each seat's tricks, plus the game's own fields in the
 * order its rules file lists them.
 */
export interface DealOutcome {
  readonly payoffs: readonly number[];
  readonly pot: number;
  readonly tricks: readonly number[];
  readonly [field: string]: Json;
}

export interface DealShape {
  /** Cards in each seat's hand once the deal is complete. */
  readonly handSizes: readonly number[];
  /** Cards in the undealt stock (talon, skat, trump card ...). */
  readonly stockSize: number;
}

export interface SeatRange {
  readonly min: number;
  readonly max: number;
  /** The arena's recommended table size. */
  readonly default: number;
}

/**
 * How many deals an arena match lasts (the rules file's "Arena match" length): exactly `min` when
 * `min === max`, otherwise at least `min` and at most `max` (Lupfen plays on while the pot is not
 * empty). `option` names the option that sets the length, for messages to organisers and players.
 */
export interface MatchLength {
  readonly min: number;
  readonly max: number;
  readonly option: string;
}

/**
 * How many matches of 12 deals per rotation the example bots needed, against copies of themselves
 * that make a random move some of the time, for the ladder to have them in their true order 95 %
 * of the time, under each scoring (`npm run bench -- --only rating`, apps/bench/src/scoring.ts).
 */
export interface ScoringMeasure {
  readonly chips: MatchesNeeded;
  readonly matchpoints: MatchesNeeded;
  /** Why this game favours one, as a clause that follows "In <game name>" (e.g. "the skill is in ..."). */
  readonly why?: string;
}

/** Matches needed; `moreThan` when the bench stopped at `matches` without reaching 95 %. */
export interface MatchesNeeded {
  readonly matches: number;
  readonly moreThan?: boolean;
}

export interface GameDefinition<O, M, S, A extends GameAction, Obs = Json> {
  /** The game id of scenario files and URLs (kebab-case, e.g. `kein-stich`). */
  readonly id: string;
  readonly name: string;
  readonly seatRange: SeatRange;
  /**
   * Arena: how a league's duplicate matches score by default (`chips` when absent): the scoring
   * measured to rank bots of this game in their true order with fewer deals (packages/match scoring.ts).
   */
  readonly duplicateScoring?: 'chips' | 'matchpoints';
  /** Arena: the measurement behind `duplicateScoring`, for the site's "How ratings work" (absent when not measured). */
  readonly scoringMeasure?: ScoringMeasure;

  /** Parses untrusted options (`undefined`/`null` = all defaults). The error is one line. */
  parseOptions(raw: unknown, seats: number): Result<O, string>;
  /** Options for an arena match: `parseOptions` plus the arena's own restrictions. */
  checkArenaOptions(options: O, seats: number): Result<O, string>;
  pack(options: O, seats: number): readonly Card[];
  dealShape(options: O, seats: number): DealShape;

  // --- match level --------------------------------------------------------------------------
  /** A match before its first deal; `chips` are the balances to start from. */
  newMatch(options: O, seats: number, chips: readonly number[]): M;
  /** Arena: the seat that holds the next deal at its beginning. */
  nextDealer(match: M): number;
  /** Arena: has the match reached its end (the rules file's "Arena match" length)? */
  isMatchOver(match: M): boolean;
  /** Arena: how many deals a match with these options lasts, before it is played. */
  matchLength(options: O, seats: number): MatchLength;
  matchChips(match: M): readonly number[];
  matchPot(match: M): number;
  /** The deals settled so far in this match. */
  dealsPlayed(match: M): number;
  /** Starts a deal held by `dealer`, runs its automatic steps, and stops at the first decision. */
  startDeal(match: M, dealer: number, cards: DealCards): S;
  /** Settles a finished deal: its outcome and the match carried on. Throws if the deal is not over. */
  finishDeal(match: M, state: S): { readonly match: M; readonly outcome: DealOutcome };

  // --- deal level ---------------------------------------------------------------------------
  /** The seat to decide, or `null` once the deal is over. */
  seatToAct(state: S): number | null;
  /** The legal actions of the seat to act, sorted by `compareActions`; empty once the deal is over. */
  legalActions(state: S): readonly A[];
  compareActions(a: A, b: A): number;
  /** Reads an untrusted action object into the vocabulary (unused fields dropped). */
  parseAction(raw: unknown): Result<A, RuleError>;
  /** A new state, or the rule that forbids the action. Never mutates `state`. */
  applyAction(state: S, seat: number, action: A): Result<S, RuleError>;
  /** The rules file's default action for the seat to act (used when a bot fails). */
  defaultAction(state: S): A;
  /** What `seat` may see, exactly as the rules file's "What each seat may see" section allows. */
  observe(state: S, seat: number): Obs;
  /**
   * The observing seat's own cards in hand, read from its observation (a person's play page has
   * only the observation): the cards its table view shows in that seat's hand, null when the rules
   * hide them from the seat itself (e.g. before a blind call).
   */
  ownHand(observation: Obs): readonly Card[] | null;
  /**
   * What the table shows to `viewer` (table-view.ts): a seat sees what `observe` gives it, `public`
   * what every seat may see (spectators), `all` every card (the replay of a finished match).
   */
  tableView(state: S, viewer: TableViewer): TableView;
  /** Whether the action puts a card on the table or is a call (bid, pass, announcement, ...). */
  actionKind(action: A): ActionKind;

  // --- for the conformance suite ------------------------------------------------------------
  /** Every card of the deal wherever it lies (hands, stock, table, tricks): always the whole pack. */
  cardsInPlay(state: S): readonly Card[];
  /**
   * The state with the cards that `viewer` cannot see redistributed among their places by
   * `permute` (each place keeps its number of cards). The viewer's observation must not change.
   */
  swapHiddenCards(state: S, viewer: number, permute: <T>(items: readonly T[]) => T[]): S;
  /** A superset of the legal actions (every type with every card): the suite tries the rest. */
  actionCandidates(state: S): readonly A[];
}

/** A game with its types erased, for registries and generic code. */
export type AnyGameDefinition = GameDefinition<unknown, unknown, unknown, GameAction, unknown>;

/** A stable identity for an action: its JSON with keys in a fixed order. */
export function actionKey(action: GameAction): string {
  const entries = Object.entries(action).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

export function ruleError(code: string, message: string): RuleError {
  return { code, message };
}
