/** Seeds a fresh database for manual checks: `tsx scripts/seed-dev.ts` prints DATABASE_URL. */
import { createTestDatabase } from '@arena/db/testing';
import { seedWorld } from '@/test/support/world';

const t = await createTestDatabase();
const world = await seedWorld(t.db, Number(process.argv[2] ?? '2'));
await t.db.close();
console.log(JSON.stringify({ url: t.url, matchIds: world.matchIds, botIds: world.botIds }));
