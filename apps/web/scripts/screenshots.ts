/**
 * Screenshots for docs/screenshots (README) from the demo's data: a fresh database filled by
 * `arena demo --local` (the example bots of every game, one round each), then the Lupfen demo
 * ladder, a replay (all hands, a seat view, a phone), a rules page and the upload page with a
 * compile error (a programmer account made here).
 * Run: `npx tsx scripts/screenshots.ts` (builds the app when no build exists).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { listRecentMatches } from '@arena/db/match-pages';
import { getLeagueBySlug } from '@arena/db/leagues';
import { createTestDatabase } from '@arena/db/testing';
import { createUser } from '@arena/db/users';
import { hashPassword } from '@/lib/auth/password';
import { launch, logIn } from '@/test/support/browser';
import { buildApp, startServer, WEB_DIR } from '@/test/support/server';

const OUT = process.env.ARENA_SHOTS_DIR ?? join(WEB_DIR, '..', '..', 'docs', 'screenshots');
const ARENA = join(WEB_DIR, '..', 'cli', 'bin', 'arena.mjs');
const PASSWORD = 'screenshot password';
mkdirSync(OUT, { recursive: true });
buildApp(true);
const db = await createTestDatabase();
try {
  const demo = spawnSync(process.execPath, [ARENA, 'demo', '--local'], { env: { ...process.env, DATABASE_URL: db.url }, encoding: 'utf8' });
  if (demo.status !== 0) throw new Error(`arena demo failed:\n${demo.stdout}\n${demo.stderr}`);
  const league = await getLeagueBySlug(db.db, 'demo-lupfen');
  if (!league) throw new Error('the demo made no demo-lupfen league');
  const matchId = (await listRecentMatches(db.db, { leagueId: league.id, limit: 1 }))[0]?.id ?? '';
  await createUser(db.db, { name: 'ada', email: 'ada@example.org', passwordHash: await hashPassword(PASSWORD), role: 'user' });
  const server = await startServer(db.url);
  const browser = await launch();
  try {
    const page = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    const shot = async (path: string, name: string, fullPage = false) => {
      await page.goto(path);
      await page.screenshot({ path: join(OUT, name), fullPage });
    };
    await shot('/leagues/demo-lupfen', 'ladder.png', true);
    await shot(`/matches/${matchId}?deal=1&step=14`, 'replay-all-hands.png');
    await shot(`/matches/${matchId}?deal=1&step=14&seat=1`, 'replay-seat-view.png');
    await shot('/rules/lupfen', 'rules.png');
    const phone = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto(`/matches/${matchId}?deal=0&step=5&seat=0`);
    await phone.screenshot({ path: join(OUT, 'replay-phone.png'), fullPage: false });
    const { page: up } = await logIn(browser, server.baseUrl, 'ada@example.org', PASSWORD);
    await up.setViewportSize({ width: 1280, height: 900 });
    await up.goto('/bots/upload');
    await up.fill('input[name=name]', 'my-bot');
    await up.fill('textarea[name=source]', "import type { Observation } from '@arena/bot-sdk/contract';\nexport function decide(obs: Observation) {\n  return obs.legalActions[0]];\n}\n");
    await up.click('main button[type=submit]');
    await up.locator('[data-testid=check-error]').first().waitFor({ timeout: 60_000 });
    await up.screenshot({ path: join(OUT, 'upload.png'), fullPage: true });
    console.log(`screenshots in ${OUT}`);
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  await db.drop();
}
