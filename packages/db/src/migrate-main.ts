/**
 * `npm run migrate --workspace @arena/db`: applies pending migrations to the database chosen by
 * DATABASE_URL (or the embedded one) and prints what it did.
 */
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

const db = await openDatabase();
try {
  const report = await migrate(db);
  const applied = report.applied.length === 0 ? 'nothing to apply' : `applied ${report.applied.join(', ')}`;
  console.log(`${db.mode} database: ${applied} (${report.alreadyApplied} already applied)`);
} finally {
  await db.close();
}
