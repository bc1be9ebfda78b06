/**
 * The game-specific checks of an arena match's settings, one path for league creation (the CLI's
 * `createLeague` and the site's league form) and `arena play`: the table size, the rules options
 * (the game's `parseOptions`, then its arena restrictions, such as Lupfen's `payLimit` > 0), and the
 * deals per match, which can only shorten the game's own arena match, never lengthen it.
 */
import type { AnyGameDefinition, MatchLength } from '@arena/engine/game';
import { err, ok, type Result } from '@arena/engine/result';

export interface ArenaSettings {
  readonly seats: number;
  /** Untrusted rules options (`undefined` or `{}`: the defaults). */
  readonly options: unknown;
  /** Deals per match; undefined: the whole arena match. */
  readonly deals?: number;
}

export interface ArenaSettingsError {
  readonly field: 'seats' | 'options' | 'deals';
  readonly message: string;
}

/** The parsed options and the match's length when the game can play these settings; otherwise the field at fault and why. */
export function checkArenaSettings(game: AnyGameDefinition, settings: ArenaSettings): Result<{ readonly options: unknown; readonly length: MatchLength }, ArenaSettingsError> {
  const { seats, deals } = settings;
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

/** Says how long the game's match is, when more deals were asked for than it can last. */
function tooManyDeals(game: AnyGameDefinition, length: MatchLength, asked: number): string {
  const lasts = length.min === length.max ? `${length.max} deals` : `${length.min} to ${length.max} deals`;
  return `a ${game.name} match with these options lasts ${lasts}, not ${asked}: a longer match needs a larger ${length.option} option`;
}
