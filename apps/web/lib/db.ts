/**
 * The site's one database handle (STYLE.md 14): `@arena/db`'s `openDatabase()`, opened once per
 * server process (lib/process-wide.ts) so that dev-mode reloads do not open a pool each.
 */
import { openDatabase, type Db } from '@arena/db/client';
import { processWide } from './process-wide.ts';

export function getDb(): Promise<Db> {
  return processWide('db', () => openDatabase({ max: 10 }));
}
