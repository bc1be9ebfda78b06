/**
 * Every supported game, by id. Apps look games up here; game packages never import each other.
 * Adding a game is one entry in `GAMES` (and the package in this package's dependencies):
 * docs/adding-a-game.md. Everything else that lists games (the `arena` command's help, the site's
 * lists, its bundler configuration, the schemas of league, challenge and upload requests) reads
 * `GAMES` or `GAME_IDS`.
 */
import type { AnyGameDefinition } from '@arena/engine/game';
import { bolachen } from '@arena/game-bolachen';
import { keinStich } from '@arena/game-kein-stich';
import { kontraspiel } from '@arena/game-kontraspiel';
import { lupfen } from '@arena/game-lupfen';
import { extraGames } from './env.ts';

export { gamesEnv } from './env.ts';

/** The built-in games, then any the environment adds (`ARENA_EXTRA_GAMES`, for tests: env.ts). */
export const GAMES: readonly [AnyGameDefinition, ...AnyGameDefinition[]] = [lupfen, keinStich, bolachen, kontraspiel, ...extraGames()];

/** A game's id, as scenario files, records, URLs and requests name it. */
export type GameId = string;

/** The ids of `GAMES`, in order, as a non-empty tuple (for `z.enum`). */
export const GAME_IDS = GAMES.map((g) => g.id) as [GameId, ...GameId[]];

export function findGame(id: string): AnyGameDefinition | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The ids as a sentence for help texts: "lupfen, kein-stich, bolachen or kontraspiel". */
export function gameIdList(): string {
  return listOf(GAME_IDS);
}

/** The names as a sentence: "Lupfen, Kein Stich, Bolachen and Kontraspiel". */
export function gameNameList(): string {
  return listOf(GAMES.map((g) => g.name), 'and');
}

function listOf(items: readonly string[], last = 'or'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1) ?? ''}`;
}
