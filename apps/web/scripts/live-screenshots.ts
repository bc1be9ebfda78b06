/**
 * Screenshots of a live table in each game (docs/screenshots/live-<game>.png, README): a fresh
 * database, the site on it, and per game a table of slow sandboxed bots played in this process as
 * a worker plays it (test/support/live-match.ts), watched live in seat 0's view a few steps in.
 * Run: `npx tsx scripts/live-screenshots.ts` (builds the app when no build exists).
 */
import { join } from 'node:path';
import { findGame, GAME_IDS } from '@arena/games';
import { createUser } from '@arena/db/users';
import { startLiveMatch, waitForStatus } from '@/test/support/live-match';
import { openShotSite } from './shot-site.ts';

const { out: OUT, queuePrefix, db, server, browser, close } = await openShotSite();
try {
  const user = async (name: string, role: 'user' | 'organiser' = 'user') => {
    const made = await createUser(db.db, { name, email: `${name}@example.org`, passwordHash: 'not used', role });
    if (!made.ok) throw new Error(made.error);
    return made.value;
  };
  const organiser = await user('orga', 'organiser');
  const owners = [await user('ada'), await user('ben'), await user('cleo'), await user('dev')];
  for (const id of GAME_IDS) {
    const seats = findGame(id)?.seatRange.default ?? 4;
    const live = await startLiveMatch(db.db, { organiserId: organiser.id, owners: owners.slice(0, seats), queuePrefix, game: id, dealsPerMatch: 3 });
    await waitForStatus(db.db, live.matchId, 'running');
    const page = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    await page.goto(`/matches/${live.matchId}?seat=0`);
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=live-step]')?.textContent ?? 0) >= 6, undefined, { timeout: 120_000 });
    await page.screenshot({ path: join(OUT, `live-${id}.png`) });
    await page.close();
    await live.played;
  }
  console.log(`live screenshots in ${OUT}`);
} finally {
  await close();
}
