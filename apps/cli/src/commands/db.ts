/** `arena db migrate`: applies the pending migrations to DATABASE_URL's server (or the embedded database). */
import type { Command } from 'commander';
import { migrate } from '@arena/db/migrate';
import { withDb } from './league-support.ts';

export function registerDb(program: Command): void {
  const db = program.command('db').description('database administration (DATABASE_URL selects the server; unset: embedded PGlite in .arena/)');
  db.command('migrate')
    .description('apply the pending SQL migrations (safe to run at any time, from several processes at once)')
    .action(async () => {
      await withDb(async (conn) => {
        const report = await migrate(conn);
        const applied = report.applied.length === 0 ? 'nothing to apply' : `applied ${report.applied.join(', ')}`;
        console.log(`${conn.mode} database: ${applied} (${report.alreadyApplied} already applied)`);
      });
    });
}
