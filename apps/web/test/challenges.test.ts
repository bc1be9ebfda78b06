/**
 * Challenges against the real site, Postgres and Redis: a programmer creates one with the form,
 * sees it finish with its result page and replay (played by `playChallenge`, the worker's own
 * path: the site's tests run no worker process), and another user does not see the challenger's
 * logs; the API with a bearer token (create, read, refusals with their status codes, the rate
 * limit, the daily CPU quota) and the quota's refusal on the form.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { createApiToken } from '@arena/db/api-tokens';
import { createBot } from '@arena/db/bots';
import { getChallenge } from '@arena/db/challenges';
import { createUser } from '@arena/db/users';
import { playChallenge } from '@arena/league/play-challenge';
import { hashPassword } from '@/lib/auth/password';
import { LIMIT_RULES } from '@/lib/limits/rules';
import { logIn, waitForHydration } from './support/browser.ts';
import { freshIp, testContext } from './support/context.ts';
import { PASSWORD, RANDOM_BOT } from './support/world.ts';
import { browser, db, useSite } from './support/site.ts';
import { addCompiledVersion } from '@arena/league/testing';

const { baseUrl, world } = testContext();

useSite();

/** A programmer with a compiled Lupfen bot `name` and an API token. */
async function programmer(name: string): Promise<{ id: number; email: string; token: string; versionId: number }> {
  const user = await createUser(db, { name, email: `${name}@example.org`, passwordHash: await hashPassword(PASSWORD) });
  if (!user.ok) throw new Error(user.error);
  const bot = await createBot(db, { ownerId: user.value.id, name: `${name}-bot`, game: 'lupfen' });
  if (!bot.ok) throw new Error(bot.error);
  const versionId = await addCompiledVersion(db, bot.value.id, RANDOM_BOT, 'random.ts');
  const { token } = await createApiToken(db, user.value.id, 'cli');
  return { id: user.value.id, email: user.value.email, token, versionId };
}

const api = (path: string, token: string, body?: unknown, ip = freshIp()) => fetch(`${baseUrl}${path}`, {
  method: body === undefined ? 'GET' : 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': ip },
  ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
});

/** The seed of the form's challenge: its first deal is played (alpha decides in it, so it logs). */
const OWNER_LOG_SEED = 'owner-logs-1';

/** Today's quota used up: a done challenge whose bots took the whole day's CPU (600 s by default). */
async function useQuota(userId: number, versionId: number): Promise<void> {
  const [row] = await db.sql<{ id: string }[]>`
    insert into challenges (challenger_id, game, deals, seed, time_limit_ms, memory_limit_mb, scoring, priority, status, cpu_ms, finished_at)
    values (${userId}, 'lupfen', 1, 'used', 100, 64, 'chips', 100, 'done', 600000, now()) returning id`;
  await db.sql`insert into challenge_seats (challenge_id, seat, bot_id, bot_version_id) select ${row?.id ?? ''}, 0, bot_id, id from bot_versions where id = ${versionId}`;
}

describe('a challenge on the site', () => {
  test('created with the form, finished with a result page and a replay; the challenger sees their logs, another user does not', async () => {
    const { context, page } = await logIn(browser, baseUrl, 'alice@example.org', PASSWORD, freshIp());
    await page.goto('/account');
    await Promise.all([page.waitForURL('**/challenges'), page.click('main a[href="/challenges"]')]);
    await expect(page.locator('[data-testid=quota]').innerText()).resolves.toMatch(/Daily CPU quota: 600 s .* used today: 0\.00 s/);
    await Promise.all([page.waitForURL('**/challenges?game=lupfen'), page.click('a[href="/challenges?game=lupfen"]')]);
    await waitForHydration(page, 'form[aria-label="New challenge"] button[type=submit]');
    await page.selectOption('select[name=botVersion]', String(world.versionIds.alpha));
    await page.locator('select[name=opponent]').nth(1).selectOption('house:first-legal');
    await page.fill('input[name=deals]', '2');
    // A fixed seed: with a random one about 1 challenge in 90 opens with a deal that nobody plays
    // (a hand of three Unters settles Lupfen's first, forced, deal at once), and its replay then has
    // no decision, and no log line, to show at the end of deal 0.
    await page.fill('input[name=seed]', OWNER_LOG_SEED);
    await Promise.all([page.waitForURL(/\/challenges\/[0-9a-f-]{36}$/), page.click('button:text("Create challenge")')]);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.locator('[data-testid=challenge-status] .badge').innerText()).resolves.toBe('queued');

    expect(await playChallenge(db, id)).toEqual({ ok: true, value: 'recorded' });
    // Its live stream (the worker publishes a challenge as it plays it) now says it has ended.
    const ended = await fetch(`${baseUrl}/api/live/${id}?view=public`, { headers: { 'x-forwarded-for': freshIp() } });
    expect(ended.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await ended.text()).toBe('event: end\ndata: {"status":"done","step":null}\n\n');
    await page.locator('[data-testid=challenge-status] .badge:text("done")').waitFor({ timeout: 20_000 });
    const rows = page.locator('[data-testid=challenge-result] tbody tr');
    await expect(rows.count()).resolves.toBe(3);
    await expect(rows.first().innerText()).resolves.toMatch(/alpha/);
    await expect(page.locator('[data-testid=challenge-cpu]').innerText()).resolves.toMatch(/^\d+\.\d{3} s$/);
    const challenge = await getChallenge(db, id);
    expect(challenge?.seats.map((s) => s.botName)).toEqual(['alpha', 'house-random-lupfen', 'house-first-legal-lupfen']);

    await Promise.all([page.waitForURL(`**/matches/${id}`), page.click('a:text("Replay")')]);
    await expect(page.locator('h1').innerText()).resolves.toBe(`Challenge ${id.slice(0, 8)}`);
    await expect(page.locator('main').innerText()).resolves.toContain('(unranked)');
    const own = await (await page.request.get(`/matches/${id}.json`)).text();
    expect(own).toContain('secret-log-of-alpha');
    // The decision list stops at the step: deal 0's settlement lists all of deal 0's decisions.
    const download = JSON.parse(own) as { record: { rotations: { record: { deals: { decisions: number }[] } }[] } };
    const deal0 = download.record.rotations[0]?.record.deals[0]?.decisions ?? 0;
    expect(deal0, `deal 0 of seed ${OWNER_LOG_SEED} has no decision to show a log line at: choose another seed`).toBeGreaterThan(0);
    const afterDeal0 = deal0 + 1;
    await page.goto(`/matches/${id}?step=${afterDeal0}`);
    await expect(page.locator('[data-testid=owner-log-line]').first().innerText()).resolves.toContain('secret-log-of-alpha');
    await page.goto('/challenges');
    await expect(page.locator(`tr[data-challenge="${id}"]`).getAttribute('data-status')).resolves.toBe('done');
    await context.close();

    const bob = await logIn(browser, baseUrl, 'bob@example.org', PASSWORD, freshIp());
    await bob.page.goto(`/challenges/${id}`);
    await expect(bob.page.locator('[data-testid=challenge-result] tbody tr').count()).resolves.toBe(3);
    for (const seat of ['', '&seat=0', '&seat=1']) {
      await bob.page.goto(`/matches/${id}?step=${afterDeal0}${seat}`);
      await bob.page.locator('h1').waitFor();
      expect(await bob.page.content()).not.toContain('secret-log-of-alpha');
    }
    expect(await (await bob.page.request.get(`/matches/${id}.json`)).text()).not.toContain('secret-log-of-alpha');
    await bob.page.goto('/challenges');
    await expect(bob.page.locator(`tr[data-challenge="${id}"]`).count()).resolves.toBe(0);
    await bob.context.close();
    expect(await (await fetch(`${baseUrl}/matches/${id}?step=${afterDeal0}`, { headers: { 'x-forwarded-for': freshIp() } })).text()).not.toContain('secret-log-of-alpha');
  });

  test('the form says so when today\'s CPU quota is used', async () => {
    const erin = await programmer('erin');
    await useQuota(erin.id, erin.versionId);
    const { context, page } = await logIn(browser, baseUrl, erin.email, PASSWORD, freshIp());
    await page.goto('/challenges?game=lupfen');
    await expect(page.locator('[data-testid=quota]').innerText()).resolves.toMatch(/used today: 600\.00 s/);
    await waitForHydration(page, 'form[aria-label="New challenge"] button[type=submit]');
    await page.click('button:text("Create challenge")');
    await expect(page.locator('form[aria-label="New challenge"] [role=alert]').innerText()).resolves.toMatch(/today's challenge CPU quota is used \(600\.0 of 600\.0 s\)/);
    await context.close();
  });
});

/** The `arena` command of apps/cli, run as a user would (a process; nothing of it is imported). */
const ARENA = fileURLToPath(new URL('../../cli/bin/arena.mjs', import.meta.url));

describe('arena challenge against the site', () => {
  test('creates, waits while the challenge is played, prints the result and exits 0; --no-wait prints the page', async () => {
    const hal = await programmer('hal');
    const child = spawn(process.execPath, [ARENA, 'challenge', '--url', baseUrl, '--game', 'lupfen', '--bot', 'hal-bot', '--opponent', 'house:random', '--opponent', String(world.versionIds.gamma), '--deals', '1', '--seed', 'hal-1'], {
      env: { ...process.env, ARENA_API_TOKEN: hal.token },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => { stdout += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let id: string | undefined;
    for (let i = 0; i < 120 && id === undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const rows = await db.sql<{ id: string }[]>`select id from challenges where challenger_id = ${hal.id}`;
      id = rows[0]?.id;
    }
    if (id === undefined) throw new Error(`no challenge was created: ${stderr}`);
    expect(await playChallenge(db, id)).toEqual({ ok: true, value: 'recorded' });
    expect(await exited, stderr).toBe(0);
    expect(stdout).toMatch(new RegExp(`^## challenge ${id} done: lupfen, 1 duplicate deal, seed hal-1, unranked`));
    expect(stdout).toMatch(/\| +0 \| hal-bot v1 +\| hal +\| +\d \|/);
    expect(stdout).toContain(`replay ${baseUrl}/matches/${id}`);

    const queued = await new Promise<{ status: number | null; out: string }>((resolve) => {
      const c = spawn(process.execPath, [ARENA, 'challenge', '--url', baseUrl, '--game', 'lupfen', '--bot', 'hal-bot', '--opponent', 'house:random', '--opponent', 'house:random', '--no-wait'], { env: { ...process.env, ARENA_API_TOKEN: hal.token } });
      let out = '';
      c.stdout.on('data', (b: Buffer) => { out += b.toString(); });
      c.on('exit', (status) => resolve({ status, out }));
    });
    expect(queued.status).toBe(0);
    expect(queued.out).toMatch(new RegExp(`^challenge [0-9a-f-]{36} queued: ${baseUrl}/challenges/[0-9a-f-]{36}\n$`));
  });
});

describe('the challenge API', () => {
  test('create with a token, read it, see it played; refusals by status', async () => {
    const dora = await programmer('dora');
    expect((await api('/api/v1/challenges', 'sa_not-a-real-token-aaaaaaaaaaaaaaaaaaaaaa', {})).status).toBe(401);
    const bad = await api('/api/v1/challenges', dora.token, { game: 'lupfen', bot: 'dora-bot', opponents: [], deals: 2 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: 'invalid', fields: [{ field: 'opponents' }] });
    const tooLong = await api('/api/v1/challenges', dora.token, { game: 'kontraspiel', botVersion: dora.versionId, opponents: ['house:random', 'house:random', 'house:random'], deals: 30 });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({ error: 'bad-settings', message: expect.stringMatching(/lasts 20 deals, not 30/) as unknown });
    expect((await api('/api/v1/challenges', dora.token, 'x'.repeat(5000))).status).toBe(413);

    const created = await api('/api/v1/challenges', dora.token, { game: 'lupfen', bot: 'dora-bot', opponents: ['house:random', world.versionIds.gamma], deals: 1, seed: 'dora-1' });
    expect(created.status).toBe(201);
    const { challenge } = await created.json() as { challenge: { id: string; status: string; seed: string; ranked: boolean; seats: { bot: string }[] } };
    expect(challenge).toMatchObject({ status: 'queued', seed: 'dora-1', ranked: false });
    expect(challenge.seats.map((s) => s.bot)).toEqual(['dora-bot', 'house-random-lupfen', 'gamma']);
    expect(await playChallenge(db, challenge.id)).toEqual({ ok: true, value: 'recorded' });
    const read = await (await api(`/api/v1/challenges/${challenge.id}`, dora.token)).json() as { challenge: { status: string; cpuMs: number; replay: string; seats: { rank: number | null }[] } };
    expect(read.challenge).toMatchObject({ status: 'done', replay: `/matches/${challenge.id}` });
    expect(read.challenge.seats.every((s) => s.rank !== null)).toBe(true);
    expect((await api(`/api/v1/challenges/${randomBytes(16).toString('hex').replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5')}`, dora.token)).status).toBe(404);
    const list = await (await api('/api/v1/challenges', dora.token)).json() as { challenges: { id: string }[]; quota: { usedMs: number; quotaMs: number } };
    expect(list.challenges.map((c) => c.id)).toEqual([challenge.id]);
    expect(list.quota.usedMs).toBeCloseTo(read.challenge.cpuMs, 6);
    expect(list.quota.quotaMs).toBe(600_000);
  });

  test('the daily CPU quota and the open bound refuse with 429 and say why', async () => {
    const fay = await programmer('fay');
    const request = { game: 'lupfen', botVersion: fay.versionId, opponents: ['house:random', 'house:random'], deals: 1 };
    for (let i = 0; i < 3; i++) expect((await api('/api/v1/challenges', fay.token, request)).status).toBe(201);
    const open = await api('/api/v1/challenges', fay.token, request);
    expect(open.status).toBe(429);
    expect(await open.json()).toMatchObject({ error: 'too-many-open', message: expect.stringMatching(/3 challenges queued or running/) as unknown });
    await db.sql`update challenges set status = 'void', error = 'test' where challenger_id = ${fay.id}`;
    await useQuota(fay.id, fay.versionId);
    const quota = await api('/api/v1/challenges', fay.token, request);
    expect(quota.status).toBe(429);
    expect(Number(quota.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(quota.headers.get('retry-after'))).toBeLessThanOrEqual(86_400);
    expect(await quota.json()).toMatchObject({ error: 'quota-used', message: expect.stringMatching(/quota is used .* after midnight UTC/) as unknown });
  });

  test('the per-account rate limit answers 429 with Retry-After', async () => {
    const gus = await programmer('gus');
    const statuses: number[] = [];
    // Each refused body still takes a point: the limit is taken before the body is read.
    for (let i = 0; i < LIMIT_RULES.challengeAccount.points; i++) statuses.push((await api('/api/v1/challenges', gus.token, { nope: i })).status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const limited = await api('/api/v1/challenges', gus.token, { nope: 'again' });
    expect(limited.status, await limited.clone().text()).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(LIMIT_RULES.challengeAccount.seconds);
  });
});
