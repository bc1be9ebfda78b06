/**
 * Screenshots for docs/screenshots (README): the ladder, the replay viewer (all hands and a seat
 * view) and the upload page with a compile error, from a freshly seeded database.
 * Run: `npx tsx scripts/screenshots.ts` (builds the app when no build exists).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase } from '@arena/db/testing';
import { launch, logIn } from '@/test/support/browser';
import { buildApp, startServer, WEB_DIR } from '@/test/support/server';
import { PASSWORD, seedWorld } from '@/test/support/world';

const OUT = join(WEB_DIR, '..', '..', 'docs', 'screenshots');
mkdirSync(OUT, { recursive: true });
buildApp(true);
const db = await createTestDatabase();
const server = await startServer(db.url);
const browser = await launch();
try {
  const world = await seedWorld(db.db, 3);
  // The seeded world is the same in every run: the first match's second deal has an auction (steps 13-16).
  const matchId = world.matchIds[0] ?? '';
  const page = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
  await page.goto('/leagues/lupfen-test');
  await page.locator('[data-testid=ladder]').waitFor();
  await page.screenshot({ path: join(OUT, 'ladder.png'), fullPage: true });
  await page.goto(`/matches/${matchId}?deal=1&step=14`);
  await page.screenshot({ path: join(OUT, 'replay-all-hands.png'), fullPage: false });
  await page.goto(`/matches/${matchId}?deal=1&step=14&seat=1`);
  await page.screenshot({ path: join(OUT, 'replay-seat-view.png'), fullPage: false });
  const phone = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 360, height: 760 }, isMobile: true });
  await phone.goto(`/matches/${matchId}?deal=0&step=5&seat=0`);
  await phone.screenshot({ path: join(OUT, 'replay-phone.png'), fullPage: false });
  const { page: up } = await logIn(browser, server.baseUrl, 'alice@example.org', PASSWORD);
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
  await db.drop();
}
