/**
 * Every supported game, by id. Apps look games up here; game packages never import each other.
 */
import type { AnyGameDefinition } from '@arena/engine/game';
import { bolachen } from '@arena/game-bolachen';
import { keinStich } from '@arena/game-kein-stich';
import { kontraspiel } from '@arena/game-kontraspiel';
import { lupfen } from '@arena/game-lupfen';

export const GAMES: readonly AnyGameDefinition[] = [lupfen, keinStich, bolachen, kontraspiel];

/** The ids, as literal types (for schemas), from the bot SDK's contract; registry.test checks they match GAMES. */
export { GAME_IDS, type GameId } from '@arena/bot-sdk/contract';

export function findGame(id: string): AnyGameDefinition | undefined {
  return GAMES.find((g) => g.id === id);
}
