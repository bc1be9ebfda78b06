/** Shared by the match runner's tests: bots from source, and a standard table of four for Lupfen. */
import { findGame } from '@arena/games';
import type { AnyGameDefinition } from '@arena/engine/game';
import { compileBot, sourceHash } from '@arena/sandbox/compile';
import type { SandboxLimits } from '@arena/sandbox/limits';
import { houseBot } from './house-bots.ts';
import type { MatchRecord } from '@arena/record/match-record';
import { runMatch, type RunMatchInput } from './run-match.ts';
import type { SeatDriver } from './seat-driver.ts';

export const SIMPLE_BOT = `import type { Observation } from '@arena/bot-sdk/contract';
let decisions = 0;
export function decide(obs: Observation) {
  decisions += 1;
  if (decisions % 3 === 0) console.log('decision', decisions, 'deal', obs.deal);
  return obs.legalActions[Math.floor(Math.random() * obs.legalActions.length)];
}
`;

/**
 * Small enough that an endless loop costs a test well under a second, large enough that a simple
 * bot never runs out on a loaded machine: isolated-vm's \`cpuTime\` counts wall time inside the
 * isolate, so a bot descheduled mid-call is charged for the wait while other tests share the cores
 * (the match host's machine-wide slots keep our own match processes to one per core, but not the
 * other programs of a shared machine).
 */
export const TEST_LIMITS: Partial<SandboxLimits> = { decisionMs: 100, timeBankMs: 200, initMs: 1000 };

/**
 * For a memory bomb: a small heap, and a CPU budget so large that the heap always fills first (with
 * TEST_LIMITS a loaded machine can stop an ArrayBuffer bomb by its time before its memory). Since
 * the call's deadline is its budget plus 250 ms (no longer twice the budget), 20 s: on this shared
 * machine under a load of 10, filling 16 MB was seen to take more than 5 s of wall time.
 */
export function memoryBombLimits(limits: Partial<SandboxLimits> | undefined): Partial<SandboxLimits> {
  return { ...limits, memoryMb: 16, decisionMs: 20_000 };
}

export function gameOf(id: string): AnyGameDefinition {
  const game = findGame(id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
}

export function defaultOptions(game: AnyGameDefinition, seats: number): unknown {
  const parsed = game.parseOptions(undefined, seats);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

export async function botFromSource(name: string, source: string): Promise<SeatDriver> {
  const compiled = await compileBot(source, { filename: `${name}.ts` });
  if (!compiled.ok) return { kind: 'broken', name, identity: sourceHash(source), fault: compiled.error };
  return { kind: 'sandboxed', name, bot: compiled.value };
}

/** Lupfen for four: seat 0 and 3 a sandboxed simple bot, seat 2 the random house bot, seat 1 `bot`. */
export async function lupfenTable(bot: SeatDriver, seed = 'hostile'): Promise<RunMatchInput> {
  const game = gameOf('lupfen');
  const simple = await botFromSource('simple', SIMPLE_BOT);
  return {
    game, options: defaultOptions(game, 4), seed, limits: TEST_LIMITS, maxDeals: 2,
    seats: [simple, bot, houseBot('random', seed, 2), simple],
  };
}

export function playLupfen(input: RunMatchInput): MatchRecord {
  return runMatch(input);
}

/** The seats other than `seat` played every decision themselves, without a fault. */
export function othersUnaffected(record: MatchRecord, seat: number): boolean {
  return record.decisions.every((d) => d.seat === seat || (d.by === 'bot' && d.fault === undefined)) &&
    record.faults.every((f) => f.seat === seat) &&
    record.seats.every((s) => s.seat === seat || (s.retired === null && s.strikes === 0));
}
