/**
 * The record player: the one deal loop of the arena. A match is a sequence of steps,
 *
 *   deal-start (k) → decision … decision → deal-end (k, settled) → deal-start (k + 1) … → match-end
 *
 * and everything that plays or replays a match walks them with a `MatchPlayer`: the in-process
 * match loop (match.ts), scenario replay (replay.ts), the conformance suite, the sandboxed match
 * runner and its resumption after a crash, record replay and the site's replay frames. The deals
 * come from the match seed (one derived stream per deal, until the game's rules end the match) or
 * are given as dealt (a scenario's deals).
 *
 * The player does not choose: whoever drives it pushes one action at a time with `play` (a bot's
 * answer, a recorded action, a policy's pick) and learns the rule that refuses it as a value; the
 * player then stands where it stood. `advance` moves past a deal's start and its settlement.
 *
 *   const player = new MatchPlayer(game, { options, seats }, { kind: 'seeded', seed });
 *   for (let step = player.step; step.kind !== 'match-end'; step = player.step) {
 *     if (step.kind === 'decision') player.play(choose(step.state, player.legalActions()));
 *     else player.advance();
 *   }
 */
import type { Card } from './cards.ts';
import type { DealCards, DealOutcome, GameAction, GameDefinition, RuleError } from './game.ts';
import type { Result } from './result.ts';
import { createRng, deriveSeed } from './rng.ts';

/** The pack of deal `k` of the match with this seed, shuffled with its own derived stream. */
export function seededDealCards<O>(
  game: Pick<GameDefinition<O, unknown, unknown, GameAction>, 'pack'>, options: O, seats: number, seed: string, k: number,
): DealCards {
  return { kind: 'shuffled', pack: createRng(deriveSeed(seed, 'deal', k)).shuffle(game.pack(options, seats)) };
}

/** A deal as dealt (a scenario's): who deals, each seat's hand and the stock. */
export interface DealtDeal {
  readonly dealer: number;
  readonly hands: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
}

/**
 * Where the deals come from. `seeded`: the arena's, from the match seed, dealt by `nextDealer`
 * until `isMatchOver` (or `maxDeals` deals); `dealt`: exactly these deals, in order.
 */
export type DealSource =
  | { readonly kind: 'seeded'; readonly seed: string; readonly maxDeals?: number | null }
  | { readonly kind: 'dealt'; readonly deals: readonly DealtDeal[] };

export interface MatchTable<O> {
  readonly options: O;
  readonly seats: number;
  /** Balances before the first deal (default all zero). */
  readonly chips?: readonly number[];
}

/** Where a player starts when not at the beginning: before deal `deal`, `decision` decisions into the match. */
export interface PlayerStart<M> {
  readonly match: M;
  readonly deal: number;
  readonly decision: number;
}

export interface DealStartStep<M, S> {
  readonly kind: 'deal-start';
  readonly deal: number;
  readonly dealer: number;
  /** The match before this deal. */
  readonly match: M;
  readonly state: S;
}

export interface DecisionStep<S> {
  readonly kind: 'decision';
  readonly deal: number;
  /** The decision's index in the match, from 0. */
  readonly decision: number;
  readonly seat: number;
  /** The state the decision is taken in. */
  readonly state: S;
}

export interface DealEndStep<M, S> {
  readonly kind: 'deal-end';
  readonly deal: number;
  readonly dealer: number;
  /** The deal's last state (nobody to act). */
  readonly state: S;
  /** Index of the deal's first decision in the match, and how many it had. */
  readonly firstDecision: number;
  readonly decisions: number;
  /** The match before the deal, and carried on after its settlement. */
  readonly before: M;
  readonly match: M;
  readonly outcome: DealOutcome;
}

export interface MatchEndStep<M> {
  readonly kind: 'match-end';
  readonly match: M;
  readonly deals: number;
  readonly decisions: number;
}

export type PlayerStep<M, S> = DealStartStep<M, S> | DecisionStep<S> | DealEndStep<M, S> | MatchEndStep<M>;

/** Chooses the action of `seat` in `state` among the legal ones (a policy, a recorded action). */
export type Chooser<S, A> = (state: S, seat: number, legal: readonly A[]) => A;

/** Safety net: a deal longer than this is a bug in the game, not a long deal. */
const MAX_DECISIONS_PER_DEAL = 10_000;

const PLAYED: Result<void, never> = { ok: true, value: undefined };

export class MatchPlayer<O, M, S, A extends GameAction> {
  #step: PlayerStep<M, S>;
  /** The legal actions of `#legalAt`, listed once per decision (two fields: no allocation per decision). */
  #legalAt: DecisionStep<S> | null = null;
  #legal: readonly A[] = [];
  /** The current deal: its dealer, its first decision's index, and the match before it. */
  #dealer = 0;
  #firstDecision = 0;
  #before: M;

  constructor(
    readonly game: GameDefinition<O, M, S, A, unknown>,
    readonly table: MatchTable<O>,
    readonly source: DealSource,
    start?: PlayerStart<M>,
  ) {
    const match = start?.match ?? game.newMatch(table.options, table.seats, table.chips ?? Array.from({ length: table.seats }, () => 0));
    this.#before = match;
    this.#step = this.#dealOrEnd(match, start?.deal ?? 0, start?.decision ?? 0);
  }

  /** The step the player stands at. */
  get step(): PlayerStep<M, S> {
    return this.#step;
  }

  /** The match with every deal settled so far (during a deal: as it was before the deal). */
  get match(): M {
    const step = this.#step;
    return step.kind === 'decision' ? this.#before : step.match;
  }

  /** The legal actions of the decision the player stands at (computed once per decision). */
  legalActions(): readonly A[] {
    const step = this.#step;
    if (step.kind !== 'decision') throw new Error(`invariant broken: legalActions at a ${step.kind} step`);
    if (this.#legalAt !== step) {
      this.#legal = this.game.legalActions(step.state);
      this.#legalAt = step;
    }
    return this.#legal;
  }

  /**
   * Applies `action` for `seat` (default: the seat to act) at the decision the player stands at,
   * and moves to the next decision or to the deal's settlement. A refused action is the rule's
   * error, and the player stays where it was.
   */
  play(action: A, seat?: number): Result<void, RuleError> {
    const step = this.#step;
    if (step.kind !== 'decision') throw new Error(`invariant broken: play at a ${step.kind} step`);
    const next = this.game.applyAction(step.state, seat ?? step.seat, action);
    if (!next.ok) return next;
    this.#step = this.#decideOrSettle(next.value, step.deal, step.decision + 1);
    return PLAYED;
  }

  /**
   * Plays the rest of the deal the player stands in (at its start or at one of its decisions) with
   * `choose` at every decision, and stands at the deal's settlement: what `play` does one decision
   * at a time, without a step object per decision (the in-process loop of benchmarks and
   * playouts). Each action played is appended to `log` with its seat, when given. A refused action
   * is the rule's error, and the player stands at the decision that refused it.
   */
  playDeal(choose: Chooser<S, A>, log?: [number, A][]): Result<DealEndStep<M, S>, RuleError> {
    const start = this.#step.kind === 'deal-start' ? this.advance() : this.#step;
    if (start.kind === 'deal-end') return { ok: true, value: start };
    if (start.kind !== 'decision') throw new Error(`invariant broken: playDeal at a ${start.kind} step`);
    const { game } = this;
    const { deal } = start;
    const last = this.#firstDecision + MAX_DECISIONS_PER_DEAL;
    let { state, seat, decision } = start;
    for (;;) {
      const action = choose(state, seat, game.legalActions(state));
      const next = game.applyAction(state, seat, action);
      if (!next.ok) {
        this.#step = decision === start.decision ? start : { kind: 'decision', deal, decision, seat, state };
        return next;
      }
      log?.push([seat, action]);
      state = next.value;
      decision += 1;
      const toAct = game.seatToAct(state);
      if (toAct === null) break;
      if (decision >= last) throw new Error(`invariant broken: ${game.id}: deal does not end`);
      seat = toAct;
    }
    const end = this.#settle(state, deal, decision);
    this.#step = end;
    return { ok: true, value: end };
  }

  /** Moves past a deal's start (to its first decision) or its settlement (to the next deal or the match's end). */
  advance(): PlayerStep<M, S> {
    const step = this.#step;
    if (step.kind === 'deal-start') this.#step = this.#decideOrSettle(step.state, step.deal, this.#firstDecision);
    else if (step.kind === 'deal-end') this.#step = this.#dealOrEnd(step.match, step.deal + 1, step.firstDecision + step.decisions);
    else throw new Error(`invariant broken: advance at a ${step.kind} step`);
    return this.#step;
  }

  #dealOrEnd(match: M, deal: number, decision: number): PlayerStep<M, S> {
    const next = this.#nextDeal(match, deal);
    if (!next) return { kind: 'match-end', match, deals: deal, decisions: decision };
    this.#dealer = next.dealer;
    this.#firstDecision = decision;
    this.#before = match;
    return { kind: 'deal-start', deal, dealer: next.dealer, match, state: this.game.startDeal(match, next.dealer, next.cards) };
  }

  #nextDeal(match: M, deal: number): { dealer: number; cards: DealCards } | null {
    const { game, table, source } = this;
    if (source.kind === 'dealt') {
      const dealt = source.deals[deal];
      return dealt ? { dealer: dealt.dealer, cards: { kind: 'dealt', hands: dealt.hands, stock: dealt.stock } } : null;
    }
    if (game.isMatchOver(match) || deal >= (source.maxDeals ?? Infinity)) return null;
    return { dealer: game.nextDealer(match), cards: seededDealCards(game, table.options, table.seats, source.seed, deal) };
  }

  #decideOrSettle(state: S, deal: number, decision: number): PlayerStep<M, S> {
    const seat = this.game.seatToAct(state);
    const firstDecision = this.#firstDecision;
    if (seat !== null) {
      // Not an `assert` with a template: that would build the message at every decision.
      if (decision - firstDecision >= MAX_DECISIONS_PER_DEAL) throw new Error(`invariant broken: ${this.game.id}: deal does not end`);
      return { kind: 'decision', deal, decision, seat, state };
    }
    return this.#settle(state, deal, decision);
  }

  #settle(state: S, deal: number, decision: number): DealEndStep<M, S> {
    const before = this.#before;
    const firstDecision = this.#firstDecision;
    const settled = this.game.finishDeal(before, state);
    return {
      kind: 'deal-end', deal, dealer: this.#dealer, state, firstDecision, decisions: decision - firstDecision, before, match: settled.match, outcome: settled.outcome,
    };
  }
}
