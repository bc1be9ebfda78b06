/**
 * Turns the bots named on the command line into match-spec bots: a path to a TypeScript file, the
 * name of an example bot of the game (`bots/<game>/<name>.ts`, sandboxed like any upload), or an
 * in-process house bot id (`first-legal`, `random`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { err, ok, type Result } from '@arena/engine/result';
import { isHouseBotId } from '@arena/match/house-bots';
import type { BotSpec } from '@arena/match/host/spec';
import { repoRoot } from './repo.ts';

export function resolveBot(arg: string, game: string): Result<BotSpec, string> {
  if (existsSync(arg) && statSync(arg).isFile()) return readBotFile(arg);
  const example = join(repoRoot(), 'bots', game, `${arg}.ts`);
  if (/^[a-z0-9-]+$/.test(arg) && existsSync(example)) return readBotFile(example, arg);
  if (isHouseBotId(arg)) return ok({ name: arg, house: arg });
  return err(`no bot ${JSON.stringify(arg)}: not a file, not an example bot of ${game} (bots/${game}/), not a house bot (first-legal, random)`);
}

/** The name a bot's file gives it: the file name without its extension. */
export function botNameOf(path: string): string {
  return basename(path).replace(/\.[cm]?[tj]s$/, '');
}

/** A bot's source file, read (named `name`, by default after the file), or why it cannot be. */
export function readBotFile(path: string, name = botNameOf(path)): Result<{ name: string; source: string; filename: string }, string> {
  try {
    return ok({ name, source: readFileSync(path, 'utf8'), filename: path });
  } catch (e) {
    return err(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

/** The example bots of a game, by name. */
export function exampleBots(game: string): string[] {
  const dir = join(repoRoot(), 'bots', game);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => f.slice(0, -3)).sort();
}
