/**
 * The game-specific checks of an arena match's settings, one path for league creation (the CLI's
 * `createLeague` and the site's league form) and `arena play`: the table size, the rules options
 * (the game's `parseOptions`, then its arena restrictions, such as Lupfen's `payLimit` > 0), and the
 * deals per match, which can only shorten the game's own arena match, never lengthen it.
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
}

/** The parsed options and the match's length when the game can play these settings; otherwise the field at fault and why. */
export function checkArenaSettings(game: AnyGameDefinition, settings: ArenaSettings): Result<{ readonly options: unknown; readonly length: MatchLength }, ArenaSettingsError> {
  const { seats, deals } = settings;
  const ceiling = overCeiling(settings);
  if (ceiling) return err(ceiling);
  if (seats < game.seatRange.min || seats > game.seatRange.max) {
    return err({ field: 'seats', message: `${game.id} is played by ${game.seatRange.min} to ${game.seatRange.max}, not ${seats}` });
  }
  const parsed = game.parseOptions(settings.options, seats);
  if (!parsed.ok) return err({ field: 'options', message: parsed.error });
  const arena = game.checkArenaOptions(parsed.value, seats);
  if (!arena.ok) return err({ field: 'options', message: arena.error });
  const length = game.matchLength(arena.value, seats);
  if (deals !== undefined && deals > length.max) return err({ field: 'deals', message: tooManyDeals(game, length, deals) });
  return ok({ options: arena.value, length });
}

/** The first setting over the platform's ceiling, if any. */
function overCeiling(settings: ArenaSettings): ArenaSettingsError | undefined {
  const c = PLATFORM_CEILINGS;
  if (settings.memoryLimitMb !== undefined && settings.memoryLimitMb > c.memoryLimitMb) return { field: 'memory', message: `at most ${c.memoryLimitMb} MB of memory per bot on this platform` };
  if (settings.timeLimitMs !== undefined && settings.timeLimitMs > c.timeLimitMs) return { field: 'time', message: `at most ${c.timeLimitMs} ms of CPU per decision on this platform` };
  if (settings.deals !== undefined && settings.deals > c.dealsPerMatch) return { field: 'deals', message: `at most ${c.dealsPerMatch} deals per match on this platform` };
  return undefined;
}

/** Says how long the game's match is, when more deals were asked for than it can last. */
function tooManyDeals(game: AnyGameDefinition, length: MatchLength, asked: number): string {
  const lasts = length.min === length.max ? `${length.max} deals` : `${length.min} to ${length.max} deals`;
  return `a ${game.name} match with these options lasts ${lasts}, not ${asked}: a longer match needs a larger ${length.option} option`;
}
