/**
 * The game-specific checks of an arena match's settings, one path for league creation (the CLI's
 * `createLeague` and the site's league form) and `arena play`: the table size, the rules options
 * (the game's `parseOptions`, then its arena restrictions, such as Lupfen's `payLimit` > 0), and the
 * deals per match, which can only shorten the game's own arena match, never lengthen it.
 * `checkArenaSettings` stops at the first problem; `arenaSettingsProblems` lists them all (the
 * site's form marks every field at fault at once).
 */
import type { AnyGameDefinition, MatchLength } from '@arena/engine/game';
import { err, ok, type Result } from '@arena/engine/result';

/**
 * The platform's ceilings on what an organiser may set (README "Security"), whatever a game
 * allows: memory per bot, CPU per decision, deals per match, tables per round. One definition for
 * the site's league form, the CLI (`arena league create`) and `startRound`.
 */
export const PLATFORM_CEILINGS = { memoryLimitMb: 256, timeLimitMs: 2000, dealsPerMatch: 100, tablesPerRound: 200 } as const;

export interface ArenaSettings {
  readonly seats: number;
  /** Untrusted rules options (`undefined` or `{}`: the defaults). */
  readonly options: unknown;
  /** Deals per match; undefined: the whole arena match. */
  readonly deals?: number;
  /** A league's per-bot limits; undefined: not being set (e.g. `arena play`'s own). */
  readonly memoryLimitMb?: number;
  readonly timeLimitMs?: number;
}

export interface ArenaSettingsError {
  readonly field: 'seats' | 'options' | 'deals' | 'memory' | 'time';
  readonly message: string;
  /** With `field: 'options'`: the one option at fault on its own, when there is one. */
  readonly option?: string;
}

/** The parsed options and the match's length when the game can play these settings; otherwise the field at fault and why. */
export function checkArenaSettings(game: AnyGameDefinition, settings: ArenaSettings): Result<{ readonly options: unknown; readonly length: MatchLength }, ArenaSettingsError> {
  const ceiling = ceilingProblems(settings)[0];
  if (ceiling) return err(ceiling);
  const seats = checkSeats(game, settings.seats);
  if (!seats.ok) return seats;
  const options = checkOptions(game, settings.options, settings.seats);
  if (!options.ok) return err({ field: 'options', message: options.error });
  const length = game.matchLength(options.value, settings.seats);
  const deals = checkDeals(game, length, settings.deals);
  return deals.ok ? ok({ options: options.value, length }) : deals;
}

/**
 * Every problem of these settings: the platform's ceilings; the table size; the options one by one
 * (the game names the option at fault, `option payLimit: …`; that option is set aside and the rest
 * checked again), or the combination; the deals per match, measured with the options that are fine
 * (at the default table size when the size itself is wrong).
 */
export function arenaSettingsProblems(game: AnyGameDefinition, settings: ArenaSettings): ArenaSettingsError[] {
  const ceilings = ceilingProblems(settings);
  const seatsChecked = checkSeats(game, settings.seats);
  const seats = seatsChecked.ok ? settings.seats : game.seatRange.default;
  const options = optionProblems(game, settings.options, seats);
  const problems = [...ceilings, ...(seatsChecked.ok ? [] : [seatsChecked.error]), ...options.problems];
  if (options.parsed !== undefined && !ceilings.some((c) => c.field === 'deals')) {
    const deals = checkDeals(game, game.matchLength(options.parsed, seats), settings.deals);
    if (!deals.ok) problems.push(deals.error);
  }
  return problems;
}

/** The options' problems, and the parsed options once those at fault are set aside (undefined: the rest fails together). */
function optionProblems(game: AnyGameDefinition, options: unknown, seats: number): { problems: ArenaSettingsError[]; parsed?: unknown } {
  const problems: ArenaSettingsError[] = [];
  const rest: unknown = isRecord(options) ? { ...options } : options;
  for (;;) {
    const checked = checkOptions(game, rest, seats);
    if (checked.ok) return { problems, parsed: checked.value };
    const key = /^option ([^.:\s]+)/.exec(checked.error)?.[1];
    if (key === undefined || !isRecord(rest) || !(key in rest)) return { problems: [...problems, { field: 'options', message: checked.error }] };
    problems.push({ field: 'options', message: checked.error, option: key });
    delete rest[key];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkSeats(game: AnyGameDefinition, seats: number): Result<number, ArenaSettingsError> {
  if (seats >= game.seatRange.min && seats <= game.seatRange.max) return ok(seats);
  return err({ field: 'seats', message: `${game.id} is played by ${game.seatRange.min} to ${game.seatRange.max}, not ${seats}` });
}

/** The game's parseOptions, then its arena restrictions. */
function checkOptions(game: AnyGameDefinition, options: unknown, seats: number): Result<unknown, string> {
  const parsed = game.parseOptions(options, seats);
  return parsed.ok ? game.checkArenaOptions(parsed.value, seats) : parsed;
}

function checkDeals(game: AnyGameDefinition, length: MatchLength, deals: number | undefined): Result<number | undefined, ArenaSettingsError> {
  return deals === undefined || deals <= length.max ? ok(deals) : err({ field: 'deals', message: tooManyDeals(game, length, deals) });
}

/** The settings over the platform's ceilings. */
function ceilingProblems(settings: ArenaSettings): ArenaSettingsError[] {
  const c = PLATFORM_CEILINGS;
  const problems: ArenaSettingsError[] = [];
  if (settings.memoryLimitMb !== undefined && settings.memoryLimitMb > c.memoryLimitMb) problems.push({ field: 'memory', message: `at most ${c.memoryLimitMb} MB of memory per bot on this platform` });
  if (settings.timeLimitMs !== undefined && settings.timeLimitMs > c.timeLimitMs) problems.push({ field: 'time', message: `at most ${c.timeLimitMs} ms of CPU per decision on this platform` });
  if (settings.deals !== undefined && settings.deals > c.dealsPerMatch) problems.push({ field: 'deals', message: `at most ${c.dealsPerMatch} deals per match on this platform` });
  return problems;
}

/** Says how long the game's match is, when more deals were asked for than it can last. */
function tooManyDeals(game: AnyGameDefinition, length: MatchLength, asked: number): string {
  const lasts = length.min === length.max ? `${length.max} deals` : `${length.min} to ${length.max} deals`;
  return `a ${game.name} match with these options lasts ${lasts}, not ${asked}: a longer match needs a larger ${length.option} option`;
}
