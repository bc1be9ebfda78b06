/**
 * Organiser tools in the browser: an admin grants a role on /admin (the menu follows without a new
 * login); a league made from the form with every error shown at once, options in words and a slug
 * derived from the name; a draft that only its organiser sees; house bots added from the manage
 * page; no second round while one is in play; finishing only after a confirmation. And the new
 * actions refuse a plain user who posts to them directly.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { getLeagueBySlug } from '@arena/db/leagues';
import { enterBot } from '@arena/league/enter';
import { createUser, getUser, grantRole, setUserRole } from '@arena/db/users';
import { hashPassword } from '@/lib/auth/password';
import { logIn } from './support/browser.ts';
import { testContext } from './support/context.ts';
import { playRound } from './support/play-round.ts';
import { PASSWORD, RANDOM_BOT } from './support/world.ts';
import { browser, db, useSite } from './support/site.ts';

const { baseUrl, world } = testContext();
let adminId = 0;

useSite();
beforeAll(async () => {
  const created = await createUser(db, { name: 'root', email: 'root@example.org', passwordHash: await hashPassword(PASSWORD) });
  if (!created.ok) throw new Error(created.error);
  adminId = created.value.id;
  const granted = await grantRole(db, adminId, 'admin'); // what `arena user role root admin` does
  if (!granted.ok) throw new Error(granted.error);
});
afterAll(async () => {
  await setUserRole(db, world.carol.id, 'user');
});

const nav = (page: Page) => page.locator('nav[aria-label=Main]');

/** The id field a server action's form carries without JavaScript (`$ACTION_ID_…`), read from a page that shows the form. */
async function actionField(page: Page, formSelector: string): Promise<string> {
  const name = await page.locator(`${formSelector} input[name^="$ACTION_ID_"]`).first().getAttribute('name');
  if (name === null) throw new Error(`no server action form at ${formSelector}`);
  return name;
}

/** Posts a server action's form as the page's user, with that user's own CSRF token (read from /account). */
async function postAs(page: Page, path: string, action: string, fields: Record<string, string>): Promise<number> {
  await page.goto('/account');
  const csrf = (await page.locator('input[name=csrf]').first().getAttribute('value')) ?? '';
  const res = await page.request.post(path, { multipart: { [action]: '', csrf, ...fields }, headers: { origin: baseUrl }, maxRedirects: 0 });
  return res.status();
}

describe('roles', () => {
  test('an admin grants the organiser role on /admin; the menu shows Organise without a new login', async () => {
    const carol = await logIn(browser, baseUrl, 'carol@example.org', PASSWORD);
    await carol.page.goto('/');
    await nav(carol.page).locator('a[href="/account"]').waitFor();
    await expect(nav(carol.page).locator('a[href="/organise"]').count()).resolves.toBe(0);

    const admin = await logIn(browser, baseUrl, 'root@example.org', PASSWORD);
    await nav(admin.page).locator('a[href="/admin"]').click();
    await admin.page.fill('input[name=q]', 'car');
    await admin.page.click('button:text("Find")');
    const row = admin.page.locator('tr[data-user=carol]');
    await expect(admin.page.locator('[data-testid=users] tbody tr').count()).resolves.toBe(1);
    await row.locator('select[name=role]').selectOption('organiser');
    await row.locator('button:text("Set role")').click();
    await admin.page.locator('[role=status]:text("carol is now organiser")').waitFor();
    expect((await getUser(db, world.carol.id))?.role).toBe('organiser');
    // The last admin keeps the role. Found by search, as an admin would: the list shows the first
    // 100 by name, and other test files leave many users in this run's database.
    await admin.page.fill('input[name=q]', 'root');
    await admin.page.click('button:text("Find")');
    await admin.page.locator('tr[data-user=root] select[name=role]').selectOption('user');
    await admin.page.locator('tr[data-user=root] button:text("Set role")').click();
    await admin.page.locator('[role=alert]:text("last admin")').waitFor();
    expect((await getUser(db, adminId))?.role).toBe('admin');
    await admin.context.close();

    await carol.page.reload();
    await nav(carol.page).locator('a[href="/organise"]').waitFor();
    await carol.page.goto('/organise');
    await expect(carol.page.locator('text=Create a league').count()).resolves.toBe(1);
    await carol.context.close();
  });

  test('a plain user posting to the admin and organiser actions is refused and changes nothing', async () => {
    const admin = await logIn(browser, baseUrl, 'root@example.org', PASSWORD);
    await admin.page.goto('/admin');
    const setRole = await actionField(admin.page, '[data-testid=users] form');
    await admin.page.goto(`/leagues/${world.league.slug}/manage`);
    const stateForm = await actionField(admin.page, 'section[aria-label="Organiser controls"] form');
    await admin.context.close();

    const bob = await logIn(browser, baseUrl, 'bob@example.org', PASSWORD);
    await bob.page.goto('/admin');
    await expect(bob.page.locator('text=This page needs the admin role').count()).resolves.toBe(1);
    await expect(bob.page.locator('select[name=role]').count()).resolves.toBe(0);
    expect(await postAs(bob.page, '/admin', setRole, { userId: String(world.bob.id), role: 'admin' })).toBeLessThan(400);
    expect((await getUser(db, world.bob.id))?.role).toBe('user');
    const before = (await getLeagueBySlug(db, world.league.slug))?.state;
    await postAs(bob.page, `/leagues/${world.league.slug}/manage`, stateForm, { leagueId: String(world.league.id), to: 'paused' });
    await postAs(bob.page, `/leagues/${world.league.slug}/manage`, stateForm, { leagueId: String(world.league.id), to: 'finished', confirm: 'finish' });
    expect((await getLeagueBySlug(db, world.league.slug))?.state).toBe(before);
    await bob.context.close();
  });
});

describe('leagues from the form', () => {
  const slug = 'herbst-liga-zurich';

  test('every error at once, options in words, the slug derived from the name; a draft only its organiser sees', async () => {
    const orga = await logIn(browser, baseUrl, 'orga@example.org', PASSWORD);
    await orga.page.goto('/organise');
    await orga.page.selectOption('select[name=game]', 'lupfen');
    const options = orga.page.locator('fieldset:not([hidden])');
    await expect(options.locator('label', { hasText: 'Two aces must lupf' }).count()).resolves.toBe(1);
    await expect(options.locator('label', { hasText: 'Pay limit' }).innerText()).resolves.toMatch(/Cap on the loss payment.*\(default 60\)/s);
    expect(await options.innerText()).not.toMatch(/\b(payLimit|twoAcesMustLupf|dealerFee)\b/);
    await orga.page.fill('input[name=name]', 'ab');
    await orga.page.fill('input[name=seatsPerTable]', '3');
    await orga.page.fill('input[name=dealsPerMatch]', '40');
    await orga.page.fill('input[name="opt.lupfen.payLimit"]', '0');
    await orga.page.click('button:text("Create league")');
    await orga.page.locator('.form-message:text("Please fix the 3 fields marked.")').waitFor();
    await expect(orga.page.locator('label:has(input[name=name]) .field-error').innerText()).resolves.toMatch(/at least 3 characters/);
    await expect(orga.page.locator('label:has(input[name="opt.lupfen.payLimit"]) .field-error').innerText()).resolves.toBe('option payLimit: must be > 0 in an arena match');
    await expect(orga.page.locator('label:has(input[name=dealsPerMatch]) .field-error').innerText()).resolves.toMatch(/lasts 18 to 27 deals, not 40/);

    await orga.page.fill('input[name=name]', 'Herbst Liga Zürich');
    await orga.page.fill('input[name=dealsPerMatch]', '3');
    await orga.page.fill('input[name="opt.lupfen.payLimit"]', '60');
    await Promise.all([orga.page.waitForURL(`**/leagues/${slug}/manage`), orga.page.click('button:text("Create league")')]);
    expect((await getLeagueBySlug(db, slug))?.state).toBe('draft');
    expect((await orga.page.goto(`/leagues/${slug}`))?.status()).toBe(200);
    await expect(orga.page.locator('[role=note]').innerText()).resolves.toContain('A draft: not listed');

    for (const path of [`/leagues/${slug}`, `/leagues/${slug}/manage`]) expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(404);
    expect(await (await fetch(`${baseUrl}/leagues`)).text()).not.toContain('Herbst Liga');
    const bob = await logIn(browser, baseUrl, 'bob@example.org', PASSWORD);
    for (const path of [`/leagues/${slug}`, `/leagues/${slug}/manage`]) expect((await bob.page.goto(path))?.status(), path).toBe(404);
    await bob.page.goto('/bots/upload');
    expect(await bob.page.locator(`select[name=league] option[value="${slug}"]`).count()).toBe(0);
    await bob.context.close();
    await orga.context.close();
  });

  test('house bots from the manage page; no next round while one is in play; finishing asks first', async () => {
    const orga = await logIn(browser, baseUrl, 'orga@example.org', PASSWORD);
    await orga.page.goto(`/leagues/${slug}/manage`);
    for (const [bot, name] of [['random', 'lupfen-random'], ['random', 'lupfen-random-2'], ['first-legal', 'lupfen-first-legal']] as const) {
      await orga.page.selectOption('select[name=house]', bot);
      await orga.page.click('button:text("Add house bot")');
      await orga.page.locator(`[role=status]:text("House bot ${name} entered.")`).waitFor();
    }
    const league = await getLeagueBySlug(db, slug);
    const entries = await db.sql<{ name: string; isHouse: boolean }[]>`
      select b.name, e.is_house from entries e join bots b on b.id = e.bot_id where e.league_id = ${league?.id ?? 0} order by e.id`;
    expect(entries).toEqual(['lupfen-random', 'lupfen-random-2', 'lupfen-first-legal'].map((name) => ({ name, isHouse: true })));

    await orga.page.click('button:text("Open entries")');
    await orga.page.locator('button:text("Lock entries and start round 1")').click();
    await orga.page.locator('text=Round 1 is scheduled').waitFor();
    await expect(orga.page.locator('[data-testid=round-in-play]').innerText()).resolves.toMatch(/^Round 1 is being played \(\d+ queued, 0 running, 0\/\d+ done\)/);
    await expect(orga.page.locator('button:text("Start next round")').count()).resolves.toBe(0);
    expect(await (await fetch(`${baseUrl}/leagues`)).text()).toContain('Herbst Liga Zürich');
    // The page follows the round as it is played, without a reload: the marker set in this
    // document survives until the next round can start.
    await orga.page.evaluate(() => { document.body.dataset.marker = 'still here'; });
    const [round] = await db.sql<{ id: number }[]>`select r.id from rounds r join leagues l on l.id = r.league_id where l.slug = ${slug} and r.number = 1`;
    await playRound(db, round?.id ?? 0);
    await orga.page.locator('button:text("Start next round")').waitFor({ timeout: 60_000 });
    await expect(orga.page.evaluate(() => document.body.dataset.marker)).resolves.toBe('still here');

    await orga.page.click('button:text("Finish league…")');
    const dialog = orga.page.locator('[role=alertdialog]');
    await expect(dialog.innerText()).resolves.toContain('This cannot be undone.');
    expect((await getLeagueBySlug(db, slug))?.state).toBe('running');
    await dialog.locator('a:text("Cancel")').click();
    await dialog.waitFor({ state: 'detached' });
    expect((await getLeagueBySlug(db, slug))?.state).toBe('running');
    await orga.page.click('button:text("Finish league…")');
    await orga.page.click('button:text("Yes, finish the league for good")');
    await orga.page.locator('section[aria-label="Organiser controls"] .badge:text("finished")').waitFor();
    expect((await getLeagueBySlug(db, slug))?.state).toBe('finished');
    await orga.context.close();
  });
});

describe('a continuous ladder from the form', () => {
  test('created as a continuous ladder, opened and started without rounds; a newcomer\'s bot page shows its placement', async () => {
    const slug = 'dauer-leiter';
    const orga = await logIn(browser, baseUrl, 'orga@example.org', PASSWORD);
    await orga.page.goto('/organise');
    await orga.page.selectOption('select[name=game]', 'lupfen');
    await orga.page.fill('input[name=name]', 'Dauer Leiter');
    await orga.page.fill('input[name=seatsPerTable]', '3');
    await orga.page.fill('input[name=dealsPerMatch]', '18');
    await orga.page.check('input[name=continuous]');
    await Promise.all([orga.page.waitForURL(`**/leagues/${slug}/manage`), orga.page.click('button:text("Create league")')]);
    expect(await getLeagueBySlug(db, slug)).toMatchObject({ continuous: true, state: 'draft' });
    await orga.page.click('button:text("Open entries")');
    await orga.page.locator('button:text("Start the ladder")').click();
    await orga.page.locator('text=The ladder runs: the workers schedule its tables and place new bots.').waitFor();
    // No rounds to start, and the league says what it is.
    await expect(orga.page.locator('button:text("Start next round")').count()).resolves.toBe(0);
    const league = await getLeagueBySlug(db, slug);
    expect(league?.state).toBe('running');
    await orga.page.goto(`/leagues/${slug}`);
    await expect(orga.page.locator('main').innerText()).resolves.toContain('continuous ladder');
    await orga.context.close();

    // A running ladder takes entries; its newcomer is placing, and its bot page says how far.
    const entered = await enterBot(db, { leagueId: league?.id ?? 0, name: 'neuling', source: RANDOM_BOT, owner: 'bob' });
    if (!entered.ok) throw new Error(JSON.stringify(entered.error));
    const visitor = await browser.newPage({ baseURL: baseUrl });
    await visitor.goto(`/bots/${entered.value.botId}`);
    await expect(visitor.locator('main').innerText()).resolves.toMatch(/placing: \d+ of about \d+ tables/);
    await visitor.close();
  });
});
