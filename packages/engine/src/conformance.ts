/**
 * The conformance suite every game runs (OpenSpiel's basic_tests, STYLE.md 17): fast-check drives
 * random legal playouts from random seeds; at every decision it checks the contract of game.ts.
 *
 *   describeGameConformance(lupfen, [{ name: 'defaults', seats: 4, options: {} }, ...]);
 *
 * Each configuration plays `runs` (default 1000) seeded random deals; each run starts a match with
 * the configuration's options and plays its first 1-`dealsPerRun` deals, so the carry-over between
 * deals (pot, kind of deal, dealer) is exercised too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameCards } from './cards.ts';
import { actionKey, type AnyGameDefinition, type GameAction } from './game.ts';
import { seededDealCards } from './match.ts';
import { createRng, deriveSeed } from './rng.ts';

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
        const parsed = game.parseOptions(config.options, config.seats);
        if (!parsed.ok) throw new Error(`bad conformance options: ${parsed.error}`);
        const options = parsed.value;
        fc.assert(
          fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 1, max: limits.dealsPerRun ?? 3 }), (seed, deals) => {
            const first = playChecked(game, options, config.seats, seed, deals);
            const again = playChecked(game, options, config.seats, seed, deals, false);
            expect(again).toEqual(first); // same seed and choices, same outcome
          }),
          { numRuns: runs },
        );
      }, 600_000);
    }
  });
}

/** Plays `deals` deals with checks at every step; returns the outcomes and the actions taken. */
function playChecked(game: AnyGameDefinition, options: unknown, seats: number, seed: string, deals: number, check = true): unknown {
  const choose = createRng(deriveSeed(seed, 'choices'));
  let match = game.newMatch(options, seats, Array.from({ length: seats }, () => 0));
  const pack = game.pack(options, seats);
  const log: unknown[] = [];
  for (let k = 0; k < deals && !game.isMatchOver(match); k++) {
    let state = game.startDeal(match, game.nextDealer(match), seededDealCards(game, options, seats, seed, k));
    let steps = 0;
    for (let seat = game.seatToAct(state); seat !== null; seat = game.seatToAct(state)) {
      expect(++steps, 'a deal never gets stuck').toBeLessThan(5000);
      const legal = game.legalActions(state);
      if (check) checkState(game, state, seat, legal, pack, seats);
      const action = legal[choose.nextInt(legal.length)] as GameAction;
      const next = game.applyAction(state, seat, action);
      if (!next.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} ${next.error.code}`);
      log.push([seat, action]);
      state = next.value;
    }
    expect(game.legalActions(state)).toEqual([]);
    if (check) expect(sameCards(game.cardsInPlay(state), pack), 'cards are conserved').toBe(true);
    const potBefore = game.matchPot(match);
    const settled = game.finishDeal(match, state);
    const { payoffs, pot } = settled.outcome;
    expect(payoffs.reduce((a, b) => a + b, 0) + pot - potBefore, 'chips are conserved').toBe(0);
    expect(game.matchPot(settled.match)).toBe(pot);
    match = settled.match;
    log.push(settled.outcome);
  }
  return log;
}

function checkState(game: AnyGameDefinition, state: unknown, seat: number, legal: readonly GameAction[], pack: readonly unknown[], seats: number): void {
  deepFreeze(state);
  const before = JSON.stringify(state);
  expect(legal.length, 'the seat to act has a legal action').toBeGreaterThan(0);
  for (let i = 1; i < legal.length; i++) {
    expect(game.compareActions(legal[i - 1] as GameAction, legal[i] as GameAction), 'legal actions are sorted and distinct').toBeLessThan(0);
  }
  expect(sameCards(game.cardsInPlay(state) as never, pack as never), 'cards are conserved').toBe(true);
  expect(JSON.parse(before), 'the state survives a JSON round trip').toEqual(state);
  const keys = new Set(legal.map(actionKey));
  for (const action of legal) {
    expect(game.applyAction(state, seat, action).ok, `legal ${actionKey(action)} applies`).toBe(true);
    for (let other = 0; other < seats; other++) {
      if (other !== seat) expect(game.applyAction(state, other, action).ok, 'wrong seat is refused').toBe(false);
    }
  }
  for (const candidate of game.actionCandidates(state)) {
    if (!keys.has(actionKey(candidate))) {
      const r = game.applyAction(state, seat, candidate);
      expect(r.ok, `illegal ${actionKey(candidate)} is refused`).toBe(false);
    }
  }
  expect(JSON.stringify(state), 'refused and applied actions leave the state unchanged').toBe(before);
  checkHiddenSwap(game, state, seat, legal, seats);
}

/** OpenSpiel's ResampleInfostateTest: permuting what a seat cannot see changes nothing it sees. */
function checkHiddenSwap(game: AnyGameDefinition, state: unknown, seat: number, legal: readonly GameAction[], seats: number): void {
  const rng = createRng(JSON.stringify(legal).slice(0, 64));
  for (let viewer = 0; viewer < seats; viewer++) {
    const swapped = game.swapHiddenCards(state, viewer, (xs) => rng.shuffle(xs));
    expect(game.observe(swapped, viewer), `seat ${viewer}'s observation ignores hidden cards`).toEqual(game.observe(state, viewer));
    if (viewer === seat) expect(game.legalActions(swapped), 'legal actions ignore hidden cards').toEqual(legal);
  }
}

function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}
