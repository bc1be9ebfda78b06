/**
 * Programmer and organiser flows in the browser: sign up, upload a bot with a compile error (the
 * error is shown with its line) and a good one (accepted, entered, on the ladder after a round
 * played through the sandbox), API tokens and the upload API, creating a league as an organiser,
 * and bot logs shown to their owner only.
 */
import { describe, expect, inject, test } from 'vitest';
import { createApiToken } from '@arena/db/api-tokens';
import { addEntry, createLeague } from '@arena/db/leagues';
import { logIn, uploadThroughForm } from './support/browser.ts';
import { waitForMails } from './support/mailbox.ts';
import { testContext } from './support/context.ts';
import { playRound } from './support/play-round.ts';
import { PASSWORD } from './support/world.ts';
import { browser, db, useSite } from './support/site.ts';

const { baseUrl, world } = testContext();

useSite();

const BROKEN = `import type { Observation } from '@arena/bot-sdk/contract';
export function decide(obs: Observation) {
  return obs.legalActions[0]];
}
`;
const GOOD = `import type { Observation } from '@arena/bot-sdk/contract';
export function decide(obs: Observation) {
  return obs.legalActions[obs.legalActions.length - 1];
}
`;
// Runs, but with a type problem on line 5; and typed for Lupfen, so it does not fit Kein Stich's contract.
const LOOSE = `import type { Observation } from '@arena/bot-sdk/lupfen';
export function decide(obs: Observation) {
  return obs.legalActions.find((a) => a.type === 'pass') ?? obs.legalActions[0];
}
const count: number = 'three';
`;

describe('programmers', () => {
  test('sign up, upload a broken bot (error with its line), upload a good bot into a league, see it on the ladder after a round', async () => {
    const unwrap = <T,>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r.value;
    };
    const open = unwrap(await createLeague(db, {
      name: 'Open Lupfen', slug: 'open-lupfen', game: 'lupfen', seatsPerTable: 3, dealsPerMatch: 2, timeLimitMs: 200, memoryLimitMb: 64,
      targetRounds: 3, organiserId: world.organiser.id, state: 'open',
    }));
    unwrap(await addEntry(db, { leagueId: open.id, botVersionId: world.versionIds.alpha }));
    unwrap(await addEntry(db, { leagueId: open.id, botVersionId: world.versionIds.gamma }));

    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/signup');
    await page.fill('input[name=name]', 'bob'); // taken: the form says so and keeps the rest
    await page.fill('input[name=email]', 'dave@example.org');
    await page.fill('input[name=password]', PASSWORD);
    await page.click('main button[type=submit]');
    await page.locator('.field-error:text("this name is taken")').waitFor();
    await expect(page.locator('input[name=email]').inputValue()).resolves.toBe('dave@example.org');
    await page.fill('input[name=name]', 'dave');
    await page.click('main button[type=submit]');
    await page.locator('main .form-ok:text("We sent a link to dave@example.org")').waitFor({ timeout: 90_000 });
    const [mail] = await waitForMails(inject('mailDir'), 'dave@example.org'); // test/email.test.ts has the rest of the mail flows
    const link = new URL(mail?.links.find((l) => l.includes('/signup/confirm')) ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    await Promise.all([page.waitForURL('**/account'), page.click('main button:text("Finish signing up as dave")')]);
    await expect(page.locator('h1').innerText()).resolves.toBe('dave');
    const cookie = (await context.cookies()).find((c) => c.name === 'arena_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    await uploadThroughForm(page, { name: 'broken', source: BROKEN });
    const error = page.locator('[data-testid=check-error]').first();
    await expect(error.innerText()).resolves.toMatch(/bot\.ts:3:\d+/);
    await expect(page.locator('.bad-line').innerText()).resolves.toContain('legalActions[0]]');

    await uploadThroughForm(page, { name: 'delta', league: 'open-lupfen', source: GOOD });
    await expect(page.locator('[data-testid=verdict]').getAttribute('data-ok')).resolves.toBe('true');
    await expect(page.locator('text=Accepted as version 1.').count()).resolves.toBe(1);
    await expect(page.locator('a[href="/leagues/open-lupfen"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('[data-testid=verdict]').innerText()).resolves.toContain('type check: no problems');

    // The organiser locks the entries and starts round 1 from the league page; the round is then
    // played the way the workers will (test/support/play-round.ts).
    const orga = await logIn(browser, baseUrl, 'orga@example.org', PASSWORD);
    await orga.page.goto('/leagues/open-lupfen/manage');
    await orga.page.click('button:text("Lock entries and start round 1")');
    await orga.page.locator('text=Round 1 is scheduled').waitFor();
    const [round] = await db.sql<{ id: number }[]>`select id from rounds where league_id = ${open.id} and number = 1`;
    await playRound(db, round?.id ?? 0);
    await orga.page.reload();
    await expect(orga.page.locator('section[aria-label="Organiser controls"] .badge').innerText()).resolves.toBe('running');
    await orga.page.click('button:text("Pause")');
    await orga.page.locator('button:text("Resume")').waitFor();
    await orga.context.close();
    await page.goto('/leagues/open-lupfen');
    await expect(page.locator('[data-testid=ladder] tbody tr').count()).resolves.toBe(3);
    await expect(page.locator('[data-testid=ladder]').innerText()).resolves.toContain('delta');
    await context.close();
  });

  test('a new version takes its bot\'s place in the leagues it is entered in, unless the upload keeps them', async () => {
    const league = await createLeague(db, {
      name: 'Version Lupfen', slug: 'version-lupfen', game: 'lupfen', seatsPerTable: 3, dealsPerMatch: 2, timeLimitMs: 200, memoryLimitMb: 64,
      targetRounds: 3, organiserId: world.organiser.id, state: 'open',
    });
    if (!league.ok) throw new Error(JSON.stringify(league.error));
    const entered = async (): Promise<number[]> => (await db.sql<{ version: number }[]>`
      select v.version from entries e join bot_versions v on v.id = e.bot_version_id join bots b on b.id = e.bot_id
      where e.league_id = ${league.value.id} and b.name = 'climber' and e.retired_at is null`).map((r) => r.version);
    const { context, page } = await logIn(browser, baseUrl, 'alice@example.org', PASSWORD);
    await uploadThroughForm(page, { name: 'climber', league: 'version-lupfen', source: GOOD });
    await expect(page.locator('text=Accepted as version 1.').count()).resolves.toBe(1);
    expect(await entered()).toEqual([1]);
    await uploadThroughForm(page, { name: 'climber', game: 'lupfen', source: `${GOOD}// v2\n` });
    await expect(page.locator('text=Accepted as version 2.').count()).resolves.toBe(1);
    expect(await entered()).toEqual([2]);
    await page.goto('/bots/upload');
    await page.check('input[name=keepVersions]');
    await page.fill('input[name=name]', 'climber');
    await page.selectOption('select[name=game]', 'lupfen');
    await page.fill('textarea[name=source]', `${GOOD}// v3\n`);
    await page.click('main button[type=submit]');
    await page.locator('[data-testid=verdict]').waitFor({ timeout: 150_000 });
    await expect(page.locator('text=Accepted as version 3.').count()).resolves.toBe(1);
    expect(await entered()).toEqual([2]);
    // The upload API does the same: replace false keeps the entry, the default moves it.
    const { token } = await createApiToken(db, world.alice.id, 'versions');
    const viaApi = async (source: string, replace?: boolean): Promise<number> => {
      const res = await fetch(`${baseUrl}/api/v1/bots`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'climber', game: 'lupfen', filename: 'climber.ts', source, ...(replace === undefined ? {} : { replace }) }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { version: number }).version;
    };
    expect(await viaApi(`${GOOD}// v4\n`, false)).toBe(4);
    expect(await entered()).toEqual([2]);
    expect(await viaApi(`${GOOD}// v5\n`)).toBe(5);
    expect(await entered()).toEqual([5]);
    // The bot page lists each entry with its version: the replaced one says so.
    const [bot] = await db.sql<{ id: number }[]>`select id from bots where name = 'climber'`;
    await page.goto(`/bots/${bot?.id ?? 0}`);
    await expect(page.locator('main').innerText()).resolves.toContain('replaced by a newer version');
    await context.close();
  });

  test('a bot with a type problem is accepted, and the problem is shown at its line', async () => {
    const { context, page } = await logIn(browser, baseUrl, 'alice@example.org', PASSWORD);
    await uploadThroughForm(page, { name: 'loose', game: 'lupfen', source: LOOSE });
    await expect(page.locator('[data-testid=verdict]').getAttribute('data-ok')).resolves.toBe('true');
    const warning = page.locator('[data-testid=check-warning]');
    await expect(warning.count()).resolves.toBe(1);
    await expect(warning.innerText()).resolves.toMatch(/^bot\.ts:5:7 TS2322 Type 'string' is not assignable to type 'number'/);
    await expect(page.locator('.bad-line').innerText()).resolves.toContain("const count: number = 'three';");
    await expect(page.locator('text=Accepted as version 1.').count()).resolves.toBe(1);
    await context.close();
  });

  test('API tokens: created and shown once, used by the upload API, revoked', async () => {
    const { context, page } = await logIn(browser, baseUrl, 'alice@example.org', PASSWORD);
    await page.fill('input[name=name]', 'cli');
    await page.click('button:text("Create API token")');
    const token = await page.locator('[data-testid=new-token]').innerText();
    expect(token).toMatch(/^sa_/);
    const upload = (auth: string) => fetch(`${baseUrl}/api/v1/bots`, {
      method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'alpha-cli', game: 'lupfen', filename: 'alpha.ts', source: GOOD }),
    });
    const res = await upload(`Bearer ${token}`);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { ok: boolean; version: number };
    expect(body).toMatchObject({ ok: true, version: 1, warnings: [] });
    const typed = await fetch(`${baseUrl}/api/v1/bots`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'loose-cli', game: 'kein-stich', filename: 'loose.ts', source: LOOSE }),
    });
    expect(typed.status).toBe(201);
    const warnings = ((await typed.json()) as { warnings: { message: string; line?: number }[] }).warnings;
    expect(warnings.map((w) => w.line ?? null)).toEqual([5, null]);
    expect(warnings[1]?.message).toMatch(/^TS2322 the bot's exports do not fit the kein-stich contract/);
    await page.reload();
    await expect(page.locator('[data-testid=new-token]').count()).resolves.toBe(0); // shown once
    expect(await page.content()).not.toContain(token);
    await page.click('button:text("Revoke")');
    await page.locator('td:text("revoked")').waitFor();
    expect((await upload(`Bearer ${token}`)).status).toBe(401);
    await context.close();
  });

  test('an organiser creates a league with the game\'s options and opens entries; the game refuses what it cannot play', async () => {
    const { context, page } = await logIn(browser, baseUrl, 'orga@example.org', PASSWORD);
    await page.goto('/organise');
    await page.selectOption('select[name=game]', 'lupfen');
    await page.fill('input[name=name]', 'Autumn Lupfen');
    await page.fill('input[name=seatsPerTable]', '4');
    await expect(page.locator('input[name="opt.lupfen.ante"]').inputValue()).resolves.toBe('3'); // the default, shown
    await expect(page.locator('[data-testid=match-length-lupfen]').innerText()).resolves.toBe(
      'With these defaults a match at 4 seats lasts 24 to 36 deals; “Match rounds” sets its length, and deals per match can only shorten it.');
    await page.fill('input[name="opt.lupfen.ante"]', '6');
    // The rules forbid payLimit 0 in an arena match, and a 4-seat Lupfen match lasts 24 to 36 deals.
    await page.fill('input[name="opt.lupfen.payLimit"]', '0');
    await page.click('button:text("Create league")');
    await page.locator('.field-error:text("option payLimit: must be > 0 in an arena match")').waitFor();
    // A refused form keeps what was typed (React would otherwise reset every field after the action).
    await expect(page.locator('input[name=name]').inputValue()).resolves.toBe('Autumn Lupfen');
    await expect(page.locator('input[name="opt.lupfen.ante"]').inputValue()).resolves.toBe('6');
    await page.fill('input[name="opt.lupfen.payLimit"]', '60');
    await page.fill('input[name=dealsPerMatch]', '40');
    await page.click('button:text("Create league")');
    await page.locator('.field-error:text("lasts 24 to 36 deals, not 40")').waitFor();
    await page.fill('input[name=dealsPerMatch]', '36');
    await Promise.all([page.waitForURL('**/leagues/autumn-lupfen/manage'), page.click('button:text("Create league")')]);
    await expect(page.locator('text=24–36 deals per match').count()).resolves.toBe(1); // the pot may end a Lupfen match after 24
    await expect(page.locator('text=ante: 6').count()).resolves.toBe(1);
    await page.click('button:text("Open entries")');
    await page.locator('button:text("Close entries")').waitFor();
    await expect(page.locator('section[aria-label="Organiser controls"] .badge').innerText()).resolves.toBe('open');
    await context.close();
  });

  test('a plain user cannot create leagues', async () => {
    const { context, page } = await logIn(browser, baseUrl, 'bob@example.org', PASSWORD);
    await page.goto('/organise');
    await expect(page.locator('text=needs the organiser role').count()).resolves.toBe(1);
    await context.close();
  });
});

describe('owner-only logs', () => {
  const matchId = world.matchIds[0] ?? '';
  test('the owner sees their bot\'s log in the replay; others and spectators do not', async () => {
    const { context, page } = await logIn(browser, baseUrl, 'alice@example.org', PASSWORD);
    const own = await (await page.request.get(`/matches/${matchId}.json`)).text();
    expect(own).toContain('secret-log-of-alpha');
    // The decision list stops at the step: deal 0's settlement lists all of deal 0's decisions.
    const download = JSON.parse(own) as { record: { rotations?: { record: { deals: { decisions: number }[] } }[]; deals?: { decisions: number }[] } };
    const deals = download.record.rotations?.[0]?.record.deals ?? download.record.deals ?? [];
    await page.goto(`/matches/${matchId}?step=${(deals[0]?.decisions ?? 0) + 1}`);
    await expect(page.locator('[data-testid=owner-log-line]').first().innerText()).resolves.toContain('secret-log-of-alpha');
    await context.close();

    const bob = await logIn(browser, baseUrl, 'bob@example.org', PASSWORD);
    for (const seat of ['', '&seat=0', '&seat=1', '&seat=2']) {
      await bob.page.goto(`/matches/${matchId}?step=3${seat}`);
      expect(await bob.page.content()).not.toContain('secret-log-of-alpha');
    }
    const other = await (await bob.page.request.get(`/matches/${matchId}.json`)).text();
    expect(other).not.toContain('secret-log-of-alpha');
    await bob.context.close();

    const anon = await (await fetch(`${baseUrl}/matches/${matchId}?step=3`)).text();
    expect(anon).not.toContain('secret-log-of-alpha');
  });
});
