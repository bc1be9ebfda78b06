/**
 * House bots that play any game, in process (trusted): by id. Game-specific house bots live in
 * `bots/` as ordinary bot sources and run sandboxed like any other.
 */
import { createRng, deriveSeed } from '@arena/engine/rng';
import type { InProcessBot, SeatDriver } from './seat-driver.ts';

export const HOUSE_BOT_IDS = ['first-legal', 'random'] as const;
export type HouseBotId = (typeof HOUSE_BOT_IDS)[number];

export function isHouseBotId(id: string): id is HouseBotId {
  return (HOUSE_BOT_IDS as readonly string[]).includes(id);
}

/** A house bot as a seat driver. `random` draws from its own stream of (seed, seat). */
export function houseBot(id: HouseBotId, seed: string, seat: number, name: string = id): SeatDriver {
  return { kind: 'in-process', name, id, create: () => createHouseBot(id, seed, seat) };
}

function createHouseBot(id: HouseBotId, seed: string, seat: number): InProcessBot {
  switch (id) {
    case 'first-legal':
      return { decide: (obs) => obs.legalActions[0] };
    case 'random': {
      const rng = createRng(deriveSeed(seed, 'house-random', seat));
      return { decide: (obs) => obs.legalActions[rng.nextInt(obs.legalActions.length)] };
    }
  }
}
