/**
 * The conformance suite every game runs (OpenSpiel's basic_tests, STYLE.md 17): fast-check drives
 * random legal playouts from random seeds; at every decision it checks the contract of game.ts,
 * among it that no table view (table-view.ts) changes when the cards its viewer cannot see are
 * shuffled among their places: a seat's view and the public one never show a hidden card.
 *
 *   describeGameConformance(lupfen, [{ name: 'defaults', seats: 4, options: {} }, ...]);
 *
 * Each configuration plays `runs` (default 1000) seeded random deals; each run starts a match with
 * the configuration's options and plays its first 1-`dealsPerRun` deals, so the carry-over between
 * deals (pot, kind of deal, dealer) is exercised too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameCards, type Card } from './cards.ts';
import { actionKey, type AnyGameDefinition, type GameAction } from './game.ts';
import { MatchPlayer, type DealEndStep } from './player.ts';
import { createRng, deriveSeed } from './rng.ts';
import type { TableView } from './table-view.ts';

export interface ConformanceConfig {
  readonly name: string;
  readonly seats: number;
  readonly options: unknown;
}

export interface ConformanceLimits {
  readonly runs?: number;
  readonly dealsPerRun?: number;
}

export function describeGameConformance(game: AnyGameDefinition, configs: readonly ConformanceConfig[], limits: ConformanceLimits = {}): void {
  const runs = limits.runs ?? 1000;
  describe(`${game.id} conformance`, () => {
    for (const config of configs) {
      it(`${config.name} (${config.seats} seats): ${runs} random deals keep the contract`, () => {
        runConformance(game, config, limits);
      }, 600_000);
    }
  });
}

/** Runs the suite for one configuration; throws (with fast-check's seed and path) on the first broken promise. */
export function runConformance(game: AnyGameDefinition, config: ConformanceConfig, limits: ConformanceLimits = {}): void {
  const parsed = game.parseOptions(config.options, config.seats);
  if (!parsed.ok) throw new Error(`bad conformance options: ${parsed.error}`);
  const options = parsed.value;
  fc.assert(
    fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 1, max: limits.dealsPerRun ?? 3 }), (seed, deals) => {
      const first = playChecked(game, options, config.seats, seed, deals);
      const again = playChecked(game, options, config.seats, seed, deals, false);
      expect(again, 'the same seed and choices give the same outcome').toEqual(first);
    }),
    { numRuns: limits.runs ?? 1000, includeErrorInReport: true },
  );
}

/**
 * Plays `deals` deals with checks at every step; returns the outcomes and the actions taken. The
 * checks are plain comparisons collected as messages, with one `expect` per decision, because a
 * test runner's assertion per check would cost more than the game itself.
 */
function playChecked(game: AnyGameDefinition, options: unknown, seats: number, seed: string, deals: number, check = true): unknown {
  const choose = createRng(deriveSeed(seed, 'choices'));
  const player = new MatchPlayer(game, { options, seats }, { kind: 'seeded', seed, maxDeals: deals });
  const pack = game.pack(options, seats);
  const log: unknown[] = [];
  let steps = 0;
  for (let step = player.step; step.kind !== 'match-end'; step = player.step) {
    if (step.kind === 'decision') {
      if (++steps > 5000) throw new Error('a deal never gets stuck: over 5000 decisions');
      const legal = player.legalActions();
      if (check) report(`deal ${step.deal}, decision ${steps}`, problemsOf(game, step.state, step.seat, legal, pack, seats));
      const action = legal[choose.nextInt(legal.length)] as GameAction;
      const played = player.play(action);
      if (!played.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} ${played.error.code}`);
      log.push([step.seat, action]);
      continue;
    }
    if (step.kind === 'deal-end') {
      report(`deal ${step.deal} settlement`, settlementProblems(game, step, pack, check));
      log.push(step.outcome);
      steps = 0;
    }
    player.advance();
  }
  return log;
}

/** A settled deal's broken promises: nothing left to do, cards and chips conserved, the pot carried. */
function settlementProblems(game: AnyGameDefinition, end: DealEndStep<unknown, unknown>, pack: readonly Card[], check: boolean): string[] {
  const { payoffs, pot } = end.outcome;
  const potBefore = game.matchPot(end.before);
  const problems: string[] = [];
  if (game.legalActions(end.state).length > 0) problems.push('legal actions after the deal is over');
  if (check && !sameCards(game.cardsInPlay(end.state), pack)) problems.push('cards are not conserved at the end of the deal');
  if (payoffs.reduce((a, b) => a + b, 0) + pot - potBefore !== 0) problems.push(`chips are not conserved: payoffs ${JSON.stringify(payoffs)}, pot ${potBefore} -> ${pot}`);
  if (game.matchPot(end.match) !== pot) problems.push('the match pot differs from the outcome pot');
  return problems;
}

function report(where: string, problems: readonly string[]): void {
  if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}`);
}

/** Every broken promise of the contract at one decision, as messages (empty = all kept). */
function problemsOf(game: AnyGameDefinition, state: unknown, seat: number, legal: readonly GameAction[], pack: readonly unknown[], seats: number): string[] {
  const problems: string[] = [];
  deepFreeze(state);
  const before = JSON.stringify(state);
  if (legal.length === 0) problems.push('the seat to act has no legal action');
  for (let i = 1; i < legal.length; i++) {
    if (!(game.compareActions(legal[i - 1] as GameAction, legal[i] as GameAction) < 0)) problems.push(`legal actions not strictly sorted at ${i}`);
  }
  if (!sameCards(game.cardsInPlay(state), pack as never)) problems.push('cards are not conserved');
  if (!isDeepStrictEqual(JSON.parse(before), state)) problems.push('the state does not survive a JSON round trip');
  const keys = new Set(legal.map(actionKey));
  for (const action of legal) {
    if (!game.applyAction(state, seat, action).ok) problems.push(`legal ${actionKey(action)} is refused`);
    for (let other = 0; other < seats; other++) {
      if (other !== seat && game.applyAction(state, other, action).ok) problems.push(`seat ${other} may play ${actionKey(action)} out of turn`);
    }
  }
  for (const candidate of game.actionCandidates(state)) {
    if (!keys.has(actionKey(candidate)) && game.applyAction(state, seat, candidate).ok) problems.push(`illegal ${actionKey(candidate)} is accepted`);
  }
  if (JSON.stringify(state) !== before) problems.push('refused or applied actions changed the state');
  problems.push(...hiddenSwapProblems(game, state, seat, legal, seats));
  return problems;
}

/** OpenSpiel's ResampleInfostateTest: permuting what a seat cannot see changes nothing it sees. */
function hiddenSwapProblems(game: AnyGameDefinition, state: unknown, seat: number, legal: readonly GameAction[], seats: number): string[] {
  const problems: string[] = [];
  const rng = createRng(JSON.stringify(legal).slice(0, 64));
  const publicView = game.tableView(state, 'public');
  for (let viewer = 0; viewer < seats; viewer++) {
    const swapped = game.swapHiddenCards(state, viewer, (xs) => rng.shuffle(xs));
    if (!isDeepStrictEqual(game.observe(swapped, viewer), game.observe(state, viewer))) problems.push(`seat ${viewer}'s observation depends on cards it cannot see`);
    if (viewer === seat && !isDeepStrictEqual(game.legalActions(swapped), legal)) problems.push('legal actions depend on cards the seat cannot see');
    if (!isDeepStrictEqual(game.tableView(swapped, viewer), game.tableView(state, viewer))) problems.push(`seat ${viewer}'s table view shows cards it cannot see`);
    if (!isDeepStrictEqual(game.tableView(swapped, 'public'), publicView)) problems.push(`the public table view shows cards seat ${viewer} cannot see`);
    if (!sameHand(game.ownHand(game.observe(state, viewer)), game.tableView(state, viewer).seats[viewer]?.hand)) problems.push(`seat ${viewer}'s own hand from its observation is not its table view's`);
  }
  problems.push(...tableShapeProblems(game.tableView(state, 'all'), seats));
  return problems;
}

/** Both hidden, or the same cards. */
function sameHand(a: readonly Card[] | null, b: readonly Card[] | null | undefined): boolean {
  if (a === null || b === null || b === undefined) return a === null && b === null;
  return sameCards(a, b);
}

/** The `all` view shows every hand, each as long as its size, and a seat for every seat. */
function tableShapeProblems(all: TableView, seats: number): string[] {
  if (all.seats.length !== seats) return [`the table view has ${all.seats.length} seats, not ${seats}`];
  return all.seats.some((s) => s.hand?.length !== s.handSize) ? ['the all-cards table view hides a hand or miscounts it'] : [];
}

/** Structural equality of JSON-shaped values (`undefined` properties count as absent: JSON drops them). */
function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => isDeepStrictEqual(x, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => isDeepStrictEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}
