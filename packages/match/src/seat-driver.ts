/**
 * How a seat is played (the match runner's port): a sandboxed bot (compiled source, run in an
 * isolate), an in-process bot (a trusted function: house bots and tests), or a bot that failed to
 * compile (its seat plays the default policy from the start).
 */
import type { BotFault } from '@arena/sandbox/fault';
import type { CompiledBot } from '@arena/sandbox/compile';

/** What a bot sees; the same envelope the SDK's `Observation` describes. */
export interface ObservationEnvelope {
  readonly game: string;
  readonly seat: number;
  readonly deal: number;
  readonly view: unknown;
  readonly legalActions: readonly unknown[];
}

export interface BotInfoEnvelope {
  readonly game: string;
  readonly options: unknown;
  readonly seat: number;
  readonly seats: number;
}

/** A trusted bot living in the host process; `create` is called once per match (fresh state). */
export interface InProcessBot {
  init?(info: BotInfoEnvelope): void;
  decide(observation: ObservationEnvelope): unknown;
}

export type SeatDriver =
  | { readonly kind: 'sandboxed'; readonly name: string; readonly bot: CompiledBot }
  | { readonly kind: 'in-process'; readonly name: string; readonly id: string; readonly create: () => InProcessBot }
  | { readonly kind: 'broken'; readonly name: string; readonly identity: string; readonly fault: BotFault };

export function driverIdentity(driver: SeatDriver): string {
  switch (driver.kind) {
    case 'sandboxed': return driver.bot.hash;
    case 'in-process': return `house:${driver.id}`;
    case 'broken': return driver.identity;
  }
}
