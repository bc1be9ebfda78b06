/**
 * Cheap random playouts over every seat count, every option and every start contract (the shared
 * conformance suite is thorough but slow, so it runs only a few configurations). Checks with plain
 * comparisons at every decision: sorted non-empty legal moves, one legality path (legal moves apply,
 * every other card and every other seat is refused), cards and chips conserved, the state
 * unchanged and JSON-safe, observations blind to hidden cards; and whole arena matches: length,
 * dealer rotation, the pot emptied by every layout deal, final chips summing to 0.
 */
import { createRng, type Rng } from '@arena/engine/rng';
import { actionKey } from '@arena/engine/game';
import { sameCards } from '@arena/engine/cards';
import { seededDealCards } from '@arena/engine/player';
import { describe, expect, test } from 'vitest';
import { keinStich } from './index.ts';
import { contractSequence } from './options.ts';
import type { DealState, MatchState } from './state.ts';
import type { Options } from './types.ts';

function fail(message: string): never {
  throw new Error(message);
}

function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}

function checkDecision(state: DealState, seat: number, rng: Rng): void {
  deepFreeze(state);
  const before = JSON.stringify(state);
  const legal = keinStich.legalActions(state);
  if (legal.length === 0) fail('no legal action');
  for (let i = 1; i < legal.length; i++) if (keinStich.compareActions(legal[i - 1] ?? legal[0] as never, legal[i] ?? legal[0] as never) >= 0) fail('legal actions not sorted');
  const keys = new Set(legal.map(actionKey));
  for (const a of keinStich.actionCandidates(state)) {
    const r = keinStich.applyAction(state, seat, a);
    if (r.ok !== keys.has(actionKey(a))) fail(`one legality path broken for ${a.card}`);
    for (let other = 0; other < state.info.seats; other++) {
      if (other !== seat && keinStich.applyAction(state, other, a).ok) fail('wrong seat accepted');
    }
  }
  if (!sameCards(keinStich.cardsInPlay(state), keinStich.pack(state.info.options, state.info.seats))) fail('cards not conserved');
  if (JSON.stringify(JSON.parse(before)) !== before) fail('not JSON-safe');
  for (let viewer = 0; viewer < state.info.seats; viewer++) {
    const swapped = keinStich.swapHiddenCards(state, viewer, (xs) => rng.shuffle(xs));
    if (JSON.stringify(keinStich.observe(swapped, viewer)) !== JSON.stringify(keinStich.observe(state, viewer))) fail('observation sees hidden cards');
  }
  if (JSON.stringify(state) !== before) fail('state mutated');
}

/** Plays a whole arena match (or `maxDeals` deals) with random choices; returns the final match. */
function playRandom(options: Options, seats: number, seed: string, check: boolean, maxDeals = Infinity): MatchState {
  const rng = createRng(seed);
  let match = keinStich.newMatch(options, seats, Array.from({ length: seats }, () => 0));
  for (let k = 0; !keinStich.isMatchOver(match) && k < maxDeals; k++) {
    let state = keinStich.startDeal(match, keinStich.nextDealer(match), seededDealCards(keinStich, options, seats, seed, k));
    for (let seat = keinStich.seatToAct(state); seat !== null; seat = keinStich.seatToAct(state)) {
      if (check) checkDecision(state, seat, rng);
      const legal = keinStich.legalActions(state);
      const next = keinStich.applyAction(state, seat, legal[rng.nextInt(legal.length)] ?? fail('empty'));
      if (!next.ok) fail(next.error.code);
      state = next.value;
    }
    const settled = keinStich.finishDeal(match, state);
    const { payoffs, pot } = settled.outcome;
    if (payoffs.reduce((a, b) => a + b, 0) + pot - match.pot !== 0) fail('chips not conserved');
    if (pot < 0) fail('negative pot');
    if (state.info.contract === 'layout' && pot !== 0) fail('the layout deal must empty the pot');
    match = settled.match;
  }
  return match;
}

const OPTION_SETS: readonly Record<string, unknown>[] = [
  {},
  { kingLouis: true, layoutStartCard: 'HU' },
  { extraContract: 'no-second-last', schwarzeSau: true, stake: 3 },
  { extraContract: 'no-first-last', march: true, layoutStartCard: 'SU' },
  { power: true, march: true, schwarzeSau: true, layoutStartCard: 'GU' },
  { power: true, kingLouis: true, extraContract: 'no-first-last', stake: 1, parties: 2 },
];

const CASES = [3, 4, 5, 6].flatMap((seats) => OPTION_SETS.map((raw) => ({ seats, raw, label: JSON.stringify(raw) })));

describe('random playouts with checks at every decision', () => {
  test.each(CASES)('$seats seats, options $label, every start contract', ({ seats, raw }) => {
    const base = keinStich.parseOptions(raw, seats);
    if (!base.ok) fail(base.error);
    const length = contractSequence(base.value).length;
    for (let start = 0; start < length; start++) {
      const options = { ...base.value, startContract: start };
      for (let run = 0; run < 3; run++) playRandom(options, seats, `${seats}-${JSON.stringify(raw)}-${start}-${run}`, true, 3);
    }
  });
});

describe('whole arena matches', () => {
  test.each(CASES)('$seats seats, options $label', ({ seats, raw }) => {
    const options = keinStich.parseOptions(raw, seats);
    if (!options.ok) fail(options.error);
    const length = contractSequence(options.value).length;
    for (let run = 0; run < 8; run++) {
      const match = playRandom(options.value, seats, `match-${seats}-${run}`, false);
      expect(match.dealsPlayed).toBe(options.value.parties * length);
      expect(match.pot).toBe(0);
      expect(match.chips.reduce((a, b) => a + b, 0)).toBe(0);
      expect(match.history.map((d) => d.contract)).toEqual(
        Array.from({ length: match.dealsPlayed }, (_x, k) => contractSequence(options.value)[k % length]),
      );
    }
  });
});
