/**
 * Plays the example bots in process (trusted seat drivers) for the strength tests and the report
 * script: duplicate sets over several match seeds, chips summed per bot over every rotation.
 *
 * A bot module reads Math.random, which the sandbox seeds per match and seat; in process the driver
 * does the same by swapping in a seeded generator around each call, so a run is reproducible.
 */
import type { AnyGameDefinition } from '@arena/engine/game';
import { createRng, deriveSeed } from '@arena/engine/rng';
import { bolachen } from '@arena/game-bolachen';
import { keinStich } from '@arena/game-kein-stich';
import { kontraspiel } from '@arena/game-kontraspiel';
import { lupfen } from '@arena/game-lupfen';
import { runDuplicate } from '@arena/match/duplicate';
import type { BotInfoEnvelope, InProcessBot, ObservationEnvelope, SeatDriver } from '@arena/match/seat-driver';

import * as bolachenHeuristic from '../bolachen/heuristic.ts';
import * as bolachenRandom from '../bolachen/random.ts';
import * as keinStichHeuristic from '../kein-stich/heuristic.ts';
import * as keinStichRandom from '../kein-stich/random.ts';
import * as keinStichSearch from '../kein-stich/search.ts';
import * as kontraspielHeuristic from '../kontraspiel/heuristic.ts';
import * as kontraspielRandom from '../kontraspiel/random.ts';
import * as lupfenHeuristic from '../lupfen/heuristic.ts';
import * as lupfenRandom from '../lupfen/random.ts';

/** What a bot module exports (the contract), typed loosely for the harness. */
export interface BotModule {
  init?(info: never): void;
  decide(observation: never): unknown;
}

export const GAMES: Readonly<Record<string, AnyGameDefinition>> = {
  lupfen,
  'kein-stich': keinStich,
  bolachen,
  kontraspiel,
};

export const BOTS: Readonly<Record<string, Readonly<Record<string, BotModule>>>> = {
  lupfen: { random: lupfenRandom, heuristic: lupfenHeuristic },
  'kein-stich': { random: keinStichRandom, heuristic: keinStichHeuristic, search: keinStichSearch },
  bolachen: { random: bolachenRandom, heuristic: bolachenHeuristic },
  kontraspiel: { random: kontraspielRandom, heuristic: kontraspielHeuristic },
};

/** A bot module as an in-process seat driver, with Math.random seeded per (match seed, name, seat). */
export function inProcess(name: string, module: BotModule, seed: string, seat: number): SeatDriver {
  const create = (): InProcessBot => {
    const rng = createRng(deriveSeed(seed, name, seat));
    const random = (): number => rng.nextUint32() / 2 ** 32;
    const seeded = <T>(call: () => T): T => {
      const saved = Math.random;
      Math.random = random;
      try {
        return call();
      } finally {
        Math.random = saved;
      }
    };
    return {
      init: (info: BotInfoEnvelope) => seeded(() => module.init?.(info as never)),
      decide: (observation: ObservationEnvelope) => seeded(() => module.decide(observation as never)),
    };
  };
  return { kind: 'in-process', name, id: name, create };
}

export interface StrengthResult {
  readonly game: string;
  readonly seats: number;
  /** Distinct deals (each played once per rotation). */
  readonly deals: number;
  readonly rotations: number;
  /** Deals played over all rotations (Lupfen's extension can differ between rotations). */
  readonly dealPlays: number;
  /** Chips per bot name, summed over every seat it held and every rotation. */
  readonly chips: Readonly<Record<string, number>>;
  readonly faults: number;
  /** Per match seed: the chips of each bot name over that match's rotations. */
  readonly perMatch: readonly Readonly<Record<string, number>>[];
}

/**
 * Duplicate sets of `lineup` (bot names, one per seat of the first rotation) over `matches` match
 * seeds, each a whole arena match unless `maxDeals` cuts it.
 */
export function strength(game: string, lineup: readonly string[], matches: number, seedBase: string, maxDeals?: number): StrengthResult {
  const definition = GAMES[game];
  const modules = BOTS[game];
  if (!definition || !modules) throw new Error(`no game ${game}`);
  const parsed = definition.parseOptions(undefined, lineup.length);
  if (!parsed.ok) throw new Error(parsed.error);
  const chips: Record<string, number> = Object.fromEntries(lineup.map((n) => [n, 0]));
  let deals = 0;
  let rotations = 0;
  let dealPlays = 0;
  let faults = 0;
  const perMatch: Record<string, number>[] = [];
  for (let m = 0; m < matches; m++) {
    const seed = `${seedBase}-${m}`;
    const bots = lineup.map((name, i) => {
      const module = modules[name];
      if (!module) throw new Error(`no bot ${game}/${name}`);
      return inProcess(name, module, seed, i);
    });
    const result = runDuplicate({ game: definition, options: parsed.value, seed, bots, ...(maxDeals ? { maxDeals } : {}) });
    const mine: Record<string, number> = {};
    for (const t of result.totals) {
      chips[t.name] = (chips[t.name] ?? 0) + t.chips;
      mine[t.name] = (mine[t.name] ?? 0) + t.chips;
    }
    perMatch.push(mine);
    deals += result.rotations[0]?.record.deals.length ?? 0;
    rotations = result.rotations.length;
    dealPlays += result.rotations.reduce((n, r) => n + r.record.deals.length, 0);
    faults += result.rotations.reduce((n, r) => n + r.record.faults.length, 0);
  }
  return { game, seats: lineup.length, deals, rotations, dealPlays, chips, faults, perMatch };
}
