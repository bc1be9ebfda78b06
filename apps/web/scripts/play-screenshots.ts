/**
 * Screenshots of a person's table in each game (docs/screenshots/play-<game>.png, README): a fresh
 * database, the site on it, a person logged in who opens a table of house bots through the form
 * (seat 0, two deals) and plays through the page until it is their turn with cards to play; the
 * worker's part played in this process as the worker plays it (test/support/person-table.ts).
 * Run: `npx tsx scripts/play-screenshots.ts` (builds the app when no build exists; ARENA_SHOTS_GAMES=a,b for some games only).
 */
import { join } from 'node:path';
import { GAME_IDS } from '@arena/games';
import { createUser } from '@arena/db/users';
import { hashPassword } from '@/lib/auth/password';
import { logIn } from '@/test/support/browser';
import { answerAsPerson, playTableAsWorker } from '@/test/support/person-table';
import { openShotSite } from './shot-site.ts';

const { out: OUT, queuePrefix, db, server, browser, redis, close } = await openShotSite();
const PASSWORD = 'screenshot password';
try {
  const made = await createUser(db.db, { name: 'hanna', email: 'hanna@example.org', passwordHash: await hashPassword(PASSWORD) });
  if (!made.ok) throw new Error(made.error);
  const games = process.env.ARENA_SHOTS_GAMES?.split(',') ?? GAME_IDS;
  for (const id of games) {
    const { context, page } = await logIn(browser, server.baseUrl, 'hanna@example.org', PASSWORD);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(`/tables?game=${id}`);
    await page.fill('input[name=deals]', '2');
    await Promise.all([page.waitForURL(/\/tables\/[0-9a-f-]{36}$/), page.click('form[aria-label="New table"] button[type=submit]')]);
    const tableId = page.url().split('/').at(-1) ?? '';
    const played = playTableAsWorker(db.db, tableId, queuePrefix);
    // Calls until the first card play (the shot then shows the legal cards raised), at most two.
    for (let made = 0; ; made++) {
      await page.locator('[data-testid=your-move]').waitFor({ timeout: 120_000 });
      if (made === 2 || await page.locator('[data-testid=your-move] .card-legal').count() > 0) break;
      const decision = await page.locator('[data-testid=your-move]').getAttribute('data-decision');
      const calls = page.locator('[data-testid=calls] button');
      const texts = await calls.allTextContents();
      await calls.nth(Math.max(0, texts.findIndex((t) => t !== 'pass'))).click();
      await page.locator(`[data-testid=your-move][data-decision="${decision ?? ''}"]`).waitFor({ state: 'detached' });
    }
    await page.waitForTimeout(1200);
    await page.screenshot({ path: join(OUT, `play-${id}.png`) });
    // The rest of the table: the person's part played straight through Redis.
    await context.close();
    await answerAsPerson(redis, queuePrefix, tableId, played);
    await played;
  }
  console.log(`play screenshots in ${OUT}`);
} finally {
  await close();
}
