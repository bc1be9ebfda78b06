/**
 * A game's bot types moved from the bot SDK (`@arena/bot-sdk/<game>`) to the game's own package
 * (`@arena/game-<game>/bot`), so that adding a game touches no package but its own and the registry.
 * Bots written against the old path still compile (compile.ts) and type-check (type-check.ts).
 */

/** The bot SDK's own modules; every other `@arena/bot-sdk/<name>` is a game's old path. */
const SDK_MODULES: readonly string[] = ['contract', 'cards'];

/** The module a bot's import names now: `@arena/game-<game>/bot` for `@arena/bot-sdk/<game>`; undefined for any other import. */
export function movedGameModule(path: string): string | undefined {
  const game = /^@arena\/bot-sdk\/([a-z-]+)$/.exec(path)?.[1];
  return game === undefined || SDK_MODULES.includes(game) ? undefined : `@arena/game-${game}/bot`;
}
