/**
 * Playing at a table (issue 19) through the site, in chromium: a person opens a table of EVERY game
 * with house bots, sits down and plays a whole deal through the interface (cards by click and by
 * number key, calls as buttons), the worker's part played as the worker plays it; the page turns
 * into the replay, and the record holds exactly the person's answers. One table leaves a decision
 * to the clock with the tab closed: the reopened page says so and plays on. No CSP violation.
 */
import { describe, expect, test } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { getPersonTable } from '@arena/db/person-tables';
import { logIn, watchViolations } from './support/browser.ts';
import { testContext } from './support/context.ts';
import { playTableAsWorker, tableRecord } from './support/person-table.ts';
import { browser, db, useSite } from './support/site.ts';
import { PASSWORD } from './support/world.ts';

const { baseUrl, world } = testContext();
const queuePrefix = inject('queuePrefix');
useSite();

const CARD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '-', '='];

/** Opens a table of `game` through the form (house bots at the game's minimum seats, seat `seat`, one deal): its id. */
async function openTable(page: Page, game: string, seat: number, clockSeconds = 60): Promise<string> {
  await page.goto(`/tables?game=${game}`);
  await page.selectOption('select[name=seat]', String(seat));
  await page.fill('input[name=deals]', '1');
  await page.fill('input[name=clockSeconds]', String(clockSeconds));
  await Promise.all([page.waitForURL(/\/tables\/[0-9a-f-]{36}$/), page.click('form[aria-label="New table"] button[type=submit]')]);
  return page.url().split('/').at(-1) ?? '';
}

interface Played {
  clicks: number;
  keys: number;
  buttons: number;
}

/** Plays the person's decisions until the page opens the replay; `stopAfter` leaves the page after that many decisions. */
async function playThrough(page: Page, seat: number, played: Played, stopAfter = Infinity): Promise<'replay' | 'left'> {
  let made = 0;
  const until = Date.now() + 240_000;
  for (;;) {
    if (made >= stopAfter) return 'left';
    if (Date.now() > until) throw new Error(`no turn and no replay within 240 s (${page.url()})`);
    const move = page.locator('[data-testid=your-move]');
    // Both waits settle (no promise left to reject after the race); a quiet spell just loops.
    const replay = page.waitForURL(/\/matches\//, { timeout: 10_000 }).then(() => 'replay' as const, () => 'quiet' as const);
    const turn = move.waitFor({ timeout: 10_000 }).then(() => 'turn' as const, () => 'quiet' as const);
    const next = await Promise.race([replay, turn]);
    if (next === 'replay' || page.url().includes('/matches/')) return 'replay';
    if (next === 'quiet' || await move.count() === 0) continue;
    // The person sees their own hand live, and no other.
    await expect.poll(() => page.locator(`[data-testid=hand-${seat}]`).getAttribute('data-hidden'), { timeout: 30_000 }).toBe('false');
    const decision = await move.getAttribute('data-decision');
    const legal = page.locator('[data-testid=your-move] .card-legal');
    if (await legal.count() > 0) {
      const card = await legal.first().getAttribute('data-card');
      const hand = await page.locator('[data-testid=play-hand] button').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      if (played.clicks > played.keys) {
        await page.keyboard.press(CARD_KEYS[hand.indexOf(card)] ?? '1');
        played.keys++;
      } else {
        await legal.first().click();
        played.clicks++;
      }
    } else {
      const calls = page.locator('[data-testid=calls] button');
      const texts = await calls.allTextContents();
      const pick = Math.max(0, texts.findIndex((t) => t !== 'pass'));
      await calls.nth(pick).click();
      played.buttons++;
    }
    made++;
    await page.locator(`[data-testid=your-move][data-decision="${decision ?? ''}"]`).waitFor({ state: 'detached', timeout: 30_000 });
  }
}

describe('a person plays a whole deal of every game', () => {
  for (const [game, seat] of [['lupfen', 1], ['kein-stich', 0], ['bolachen', 2], ['kontraspiel', 3]] as const) {
    test(`${game}: opened, played through the interface, recorded and replayed`, async () => {
      const { context, page } = await logIn(browser, baseUrl, world.alice.email, PASSWORD, `10.19.1.${seat + 10}`);
      const violations = await watchViolations(page);
      const tableId = await openTable(page, game, seat);
      const worker = playTableAsWorker(db, tableId, queuePrefix);
      const played: Played = { clicks: 0, keys: 0, buttons: 0 };
      expect(await playThrough(page, seat, played)).toBe('replay');
      await worker;
      const record = await tableRecord(db, tableId);
      const mine = record.decisions.filter((d) => d.seat === seat);
      expect(mine.length).toBe(played.clicks + played.keys + played.buttons);
      expect(mine.every((d) => d.by === 'bot')).toBe(true);
      expect(record.seats[seat]).toMatchObject({ kind: 'human', identity: `person:${world.alice.id}` });
      expect(played.clicks + played.keys).toBeGreaterThan(0);
      if (played.clicks > 1) expect(played.keys).toBeGreaterThan(0);
      await expect.poll(() => page.locator('h1').textContent(), { timeout: 30_000 }).toContain('Table');
      expect((await getPersonTable(db, tableId))?.status).toBe('done');
      expect(violations).toEqual([]);
      await context.close();
    });
  }

  test('a closed tab loses only the current decision to the clock; the reopened page says so and plays on', async () => {
    const { context, page } = await logIn(browser, baseUrl, world.alice.email, PASSWORD, '10.19.2.1');
    const tableId = await openTable(page, 'bolachen', 0, 10);
    const worker = playTableAsWorker(db, tableId, queuePrefix);
    const played: Played = { clicks: 0, keys: 0, buttons: 0 };
    expect(await playThrough(page, 0, played, 2)).toBe('left');
    await page.locator('[data-testid=your-move]').waitFor();
    await page.close();
    const again = await context.newPage();
    await again.goto(`/tables/${tableId}`);
    await again.locator('[data-testid=clock-ran-out]').waitFor({ timeout: 30_000 });
    expect(await playThrough(again, 0, played)).toBe('replay');
    await worker;
    const mine = (await tableRecord(db, tableId)).decisions.filter((d) => d.seat === 0);
    expect(mine.filter((d) => d.by === 'default')).toHaveLength(1);
    expect(mine.length).toBe(played.clicks + played.keys + played.buttons + 1);
    await context.close();
  });
});
