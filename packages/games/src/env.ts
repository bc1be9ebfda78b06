/**
 * The registry's one setting, read here only (STYLE.md 21): `ARENA_EXTRA_GAMES`, a comma-separated
 * list of modules (package specifiers or absolute paths), each exporting one further
 * `GameDefinition` (as its default export, or as its only export). Production leaves it unset and lists exactly the built-in games; a test sets it
 * in the environment of the processes it starts (the `arena` command, a worker and its forked match
 * processes inherit it) to play a fixture game through the real paths. docs/adding-a-game.md.
 */
import type { AnyGameDefinition } from '@arena/engine/game';

/**
 * The setting for a child process that is given a clean environment (the match process), so that it
 * knows the same games as its parent: empty in production.
 */
export function gamesEnv(): Readonly<Record<string, string>> {
  const extra = process.env.ARENA_EXTRA_GAMES;
  return extra === undefined || extra === '' ? {} : { ARENA_EXTRA_GAMES: extra };
}

/** The extra games the environment names, loaded synchronously (Node loads `.ts` by stripping types). */
export function extraGames(): AnyGameDefinition[] {
  const named = process.env.ARENA_EXTRA_GAMES?.split(',').map((s) => s.trim()).filter((s) => s !== '') ?? [];
  if (named.length === 0) return [];
  // Found at run time, out of any bundler's sight: the modules are not part of the site's build.
  const { createRequire } = process.getBuiltinModule('node:module');
  const load = createRequire(import.meta.url);
  return named.map((specifier) => gameOf(specifier, load(specifier) as Record<string, unknown>));
}

/** The module's default export, else its only export; a module that offers no one game is a mistake in the setting. */
function gameOf(specifier: string, exports: Record<string, unknown>): AnyGameDefinition {
  const values = Object.values(exports);
  const game = exports.default ?? (values.length === 1 ? values[0] : undefined);
  const looksLikeGame = typeof game === 'object' && game !== null && 'id' in game && typeof game.id === 'string' && 'legalActions' in game;
  if (!looksLikeGame) throw new Error(`ARENA_EXTRA_GAMES: ${specifier} does not export one game (a default export, or a single export)`);
  return game as AnyGameDefinition;
}
