/**
 * The site's one database handle (STYLE.md 14): `@arena/db`'s `openDatabase()`, opened once per
 * server process and kept on `globalThis` so that dev-mode reloads do not open a pool each.
 */
import { openDatabase, type Db } from '@arena/db/client';

const holder = globalThis as typeof globalThis & { arenaDb?: Promise<Db> };

export function getDb(): Promise<Db> {
  holder.arenaDb ??= openDatabase({ max: 10 });
  return holder.arenaDb;
}
