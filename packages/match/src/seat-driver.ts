/**
 * How a seat is played (the match runner's port): a sandboxed bot (compiled source, run in an
 * isolate), an in-process bot (a trusted function: house bots and tests), a bot that failed to
 * compile (its seat plays the default policy from the start), or a person (issue 19), whose
 * `decide` waits for their decision: in the match process it blocks on the parent's answer
 * (host/human-seat.ts), which comes from the site through the worker, against the person's clock.
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

/**
 * A person's decision: the action they chose (checked by the runner like any answer), or a fault
 * (`timeout`: their clock ran out, and the rules' default action is played for them).
 */
export type HumanAnswer = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: BotFault };

export type SeatDriver =
  | { readonly kind: 'sandboxed'; readonly name: string; readonly bot: CompiledBot }
  | { readonly kind: 'in-process'; readonly name: string; readonly id: string; readonly create: () => InProcessBot }
  | { readonly kind: 'broken'; readonly name: string; readonly identity: string; readonly fault: BotFault }
  | { readonly kind: 'human'; readonly name: string; readonly identity: string; readonly decide: (observation: ObservationEnvelope, decision: number) => HumanAnswer };

export function driverIdentity(driver: SeatDriver): string {
  switch (driver.kind) {
    case 'sandboxed': return driver.bot.hash;
    case 'in-process': return `house:${driver.id}`;
    case 'broken': return driver.identity;
    case 'human': return driver.identity;
  }
}
