/**
 * Comparisons against the real site, Postgres and Redis: a programmer starts one with the form and
 * sees its page (LLR against its bounds, state, sets) move as its first set is played by the
 * worker's own path (`playChallenge`, then `advanceComparisonOf`: the site's tests run no worker
 * process); the API with a bearer token (create, read, refusals with their status codes).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createApiToken } from '@arena/db/api-tokens';
import { createBot } from '@arena/db/bots';
import { getComparison } from '@arena/db/comparisons';
import { createUser } from '@arena/db/users';
import { advanceComparisonOf } from '@arena/league/comparisons';
import { playChallenge } from '@arena/league/play-challenge';
import { hashPassword } from '@/lib/auth/password';
import { logIn, waitForHydration } from './support/browser.ts';
import { freshIp, testContext } from './support/context.ts';
import { PASSWORD, RANDOM_BOT } from './support/world.ts';
import { browser, db, useSite } from './support/site.ts';
import { addCompiledVersion } from '@arena/league/testing';

const { baseUrl, world } = testContext();

useSite();

/** A programmer with two compiled versions of a Lupfen bot and an API token. */
async function programmer(name: string): Promise<{ id: number; email: string; token: string; v1: number; v2: number }> {
  const user = await createUser(db, { name, email: `${name}@example.org`, passwordHash: await hashPassword(PASSWORD) });
  if (!user.ok) throw new Error(user.error);
  const bot = await createBot(db, { ownerId: user.value.id, name: `${name}-bot`, game: 'lupfen' });
  if (!bot.ok) throw new Error(bot.error);
  const ids: number[] = [];
  for (const source of [RANDOM_BOT, `${RANDOM_BOT}\n// v2\n`]) {
    ids.push(await addCompiledVersion(db, bot.value.id, source, 'random.ts'));
  }
  const { token } = await createApiToken(db, user.value.id, 'cli');
  return { id: user.value.id, email: user.value.email, token, v1: ids[0] ?? 0, v2: ids[1] ?? 0 };
}

const api = (path: string, token: string, body?: unknown, ip = freshIp()) => fetch(`${baseUrl}${path}`, {
  method: body === undefined ? 'GET' : 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': ip },
  ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
});

/** Plays the comparison's open set as the worker does: both challenges, then the advance step. */
async function playOpenSet(id: string): Promise<void> {
  const set = (await getComparison(db, id))?.sets.at(-1);
  if (!set) throw new Error('no set');
  for (const c of [set.challengeA, set.challengeB]) {
    expect(await playChallenge(db, c)).toEqual({ ok: true, value: 'recorded' });
    await advanceComparisonOf(db, c, { cpuMsPerDay: 600_000 });
  }
}

describe('a comparison on the site', () => {
  test('started with the form; its page shows the LLR against its bounds and moves as sets are played', async () => {
    const ivy = await programmer('ivy');
    const { context, page } = await logIn(browser, baseUrl, ivy.email, PASSWORD, freshIp());
    await page.goto('/challenges');
    await Promise.all([page.waitForURL('**/compare'), page.click('main a[href="/compare"]')]);
    await Promise.all([page.waitForURL('**/compare?game=lupfen'), page.click('a[href="/compare?game=lupfen"]')]);
    await waitForHydration(page, 'form[aria-label="New comparison"] button[type=submit]');
    await page.selectOption('select[name=versionA]', String(ivy.v1));
    await page.selectOption('select[name=versionB]', String(ivy.v2));
    await page.fill('input[name=deals]', '1');
    await page.fill('input[name=elo1]', '200');
    await page.fill('input[name=maxSets]', '2');
    await Promise.all([page.waitForURL(/\/compare\/[0-9a-f-]{36}$/), page.click('button:text("Start comparison")')]);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.locator('[data-testid=comparison-state] .badge').innerText()).resolves.toBe('running');
    await expect(page.locator('[data-testid=llr]').innerText()).resolves.toMatch(/^0\.00 in \[-2\.94, 2\.94\]/);
    await expect(page.locator('[data-testid=played]').innerText()).resolves.toBe('0 of at most 2 deal sets, 0 deals');
    await expect(page.locator('[data-testid=comparison-sets] tbody tr').count()).resolves.toBe(1);
    const found = await getComparison(db, id);
    expect(found?.comparison).toMatchObject({ versionA: ivy.v1, versionB: ivy.v2, elo0: 0, elo1: 200, maxSets: 2, deals: 1 });

    await playOpenSet(id);
    // The page polls while the comparison runs: the first set scored, the second pair listed.
    await page.locator('[data-testid=played]:text("1 of at most 2 deal sets")').waitFor({ timeout: 20_000 });
    await expect(page.locator('[data-testid=llr]').innerText()).resolves.toMatch(/^-?\d+\.\d\d in \[-2\.94, 2\.94\]/);
    await expect(page.locator('[data-testid=elo]').innerText()).resolves.toMatch(/^[+−]\d+ \[[+−]\d+, [+−]\d+\] \(95 %\)$/);
    await expect(page.locator('[data-testid=comparison-sets] tbody tr').count()).resolves.toBe(2);
    await playOpenSet(id);
    await page.locator('[data-testid=comparison-state] .badge:not(:text("running"))').waitFor({ timeout: 20_000 });
    await expect(page.locator('[data-testid=comparison-state]').innerText()).resolves.toMatch(/inconclusive|rejected|accepted/);
    await Promise.all([page.waitForURL(/\/challenges\/[0-9a-f-]{36}$/), page.locator('[data-testid=comparison-sets] a').first().click()]);
    await expect(page.locator('[data-testid=challenge-status] .badge').innerText()).resolves.toBe('done');
    await page.goto('/compare');
    await expect(page.locator(`tr[data-comparison="${id}"]`).getAttribute('data-state')).resolves.not.toBe('running');
    await context.close();
  });
});

describe('the comparison API', () => {
  test('create with a token and read it; refusals by status', async () => {
    const jo = await programmer('jo');
    const request = { game: 'lupfen', versionA: jo.v1, versionB: jo.v2, opponents: ['house:random', 'house:random'], deals: 1, elo1: 200, maxSets: 3, seed: 'jo-1' };
    expect((await api('/api/v1/comparisons', 'sa_not-a-real-token-aaaaaaaaaaaaaaaaaaaaaa', request)).status).toBe(401);
    const bad = await api('/api/v1/comparisons', jo.token, { ...request, versionB: jo.v1 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: 'invalid', fields: [{ field: 'versionB' }] });
    const notMine = await api('/api/v1/comparisons', jo.token, { ...request, versionA: world.versionIds.alpha });
    expect(notMine.status).toBe(422);
    expect(await notMine.json()).toMatchObject({ error: 'not-own-version' });
    expect((await api('/api/v1/comparisons', jo.token, 'x'.repeat(5000))).status).toBe(413);

    const created = await api('/api/v1/comparisons', jo.token, request);
    expect(created.status).toBe(201);
    const { comparison } = await created.json() as { comparison: { id: string; state: string; lowerBound: number; upperBound: number; page: string; dealSets: { seed: string; challengeA: string }[] } };
    expect(comparison).toMatchObject({ state: 'running', seed: 'jo-1', elo0: 0, elo1: 200, sets: 0, elo: null, page: `/compare/${comparison.id}`, a: { botVersionId: jo.v1, version: 1 }, b: { botVersionId: jo.v2, version: 2 } });
    expect(comparison.lowerBound).toBeCloseTo(-2.944, 3);
    expect(comparison.dealSets).toEqual([expect.objectContaining({ set: 1, seed: 'jo-1/compare-set/1' }) as unknown]);
    // A second comparison finds no room for its pair beside the first's (at most 3 open challenges).
    const full = await api('/api/v1/comparisons', jo.token, { ...request, seed: 'jo-2' });
    expect(full.status).toBe(429);
    expect(await full.json()).toMatchObject({ error: 'too-many-open', message: expect.stringMatching(/room for 2 open challenges/) as unknown });

    await playOpenSet(comparison.id);
    const read = await (await api(`/api/v1/comparisons/${comparison.id}`, jo.token)).json() as { comparison: { sets: number; dealsPlayed: number; elo: { estimate: number; low: number; high: number } | null; dealSets: unknown[] } };
    expect(read.comparison.sets).toBe(1);
    expect(read.comparison.dealsPlayed).toBeGreaterThan(0);
    expect(read.comparison.elo?.low).toBeLessThanOrEqual(read.comparison.elo?.high ?? Number.NaN);
    expect(read.comparison.dealSets).toHaveLength(2);
    expect((await api(`/api/v1/comparisons/${randomBytes(16).toString('hex').replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5')}`, jo.token)).status).toBe(404);
    const list = await (await api('/api/v1/comparisons', jo.token)).json() as { comparisons: { id: string }[] };
    expect(list.comparisons.map((c) => c.id)).toEqual([comparison.id]);
  });
});
