/**
 * "Rerun with my bot" against the real site, Postgres and the sandbox: a programmer reruns a league
 * match of the seeded world from its page with their own version in another bot's seat, the rerun
 * (a challenge, played here by `playChallenge`, the worker's own path) shows the first decision
 * where it played otherwise and the chips either way; the same bot as recorded plays identically;
 * another user's version is refused; a viewer without a bot of the game is offered nothing.
 */
import { describe, expect, test } from 'vitest';
import { createApiToken } from '@arena/db/api-tokens';
import { addBotVersion, createBot } from '@arena/db/bots';
import { getChallenge, getChallengeRecord } from '@arena/db/challenges';
import { getMatchPage } from '@arena/db/match-pages';
import { createUser } from '@arena/db/users';
import { parseLeagueRecord } from '@arena/league/league-record';
import { playChallenge } from '@arena/league/play-challenge';
import { compareRerun } from '@arena/league/rerun-comparison';
import type { Page } from 'playwright-core';
import { hashPassword } from '@/lib/auth/password';
import { logIn, waitForHydration } from './support/browser.ts';
import { freshIp, testContext } from './support/context.ts';
import { PASSWORD, RANDOM_BOT } from './support/world.ts';
import { browser, db, useSite } from './support/site.ts';

const { baseUrl, world } = testContext();

useSite();

const FIRST_LEGAL = `import type { Observation } from '@arena/bot-sdk/contract';
export function decide(obs: Observation) { return obs.legalActions[0]; }
`;

/** Rita: one Lupfen bot with two versions, a "first legal action" one and a copy of gamma's source. */
async function rita(): Promise<{ email: string; first: number; copy: number; token: string }> {
  const user = await createUser(db, { name: 'rita', email: 'rita@example.org', passwordHash: await hashPassword(PASSWORD) });
  if (!user.ok) throw new Error(user.error);
  const bot = await createBot(db, { ownerId: user.value.id, name: 'rita-bot', game: 'lupfen' });
  if (!bot.ok) throw new Error(bot.error);
  const ids: number[] = [];
  for (const source of [FIRST_LEGAL, RANDOM_BOT]) {
    const added = await addBotVersion(db, { botId: bot.value.id, source, bundle: '(compiled at match time)' });
    if (!added.ok) throw new Error(added.error);
    ids.push(added.value.version.id);
  }
  const { token } = await createApiToken(db, user.value.id, 'cli');
  return { email: user.value.email, first: ids[0] ?? 0, copy: ids[1] ?? 0, token };
}

const FORM = 'form[aria-label="Rerun with my bot"]';

/** Submits the match page's rerun form; the rerun's page opens. */
async function rerunFromPage(page: Page, matchId: string, version: number, seat: number): Promise<string> {
  await page.goto(`/matches/${matchId}`);
  await waitForHydration(page, `${FORM} button[type=submit]`);
  await page.selectOption(`${FORM} select[name=botVersion]`, String(version));
  await page.selectOption(`${FORM} select[name=seat]`, String(seat));
  await Promise.all([page.waitForURL(/\/challenges\/[0-9a-f-]{36}$/), page.click(`${FORM} button[type=submit]`)]);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

describe('rerun a match with my bot', () => {
  test('from the match page: the rerun shows the first difference and the outcome; the same bot plays identically', async () => {
    const me = await rita();
    const matchId = world.matchIds[0] ?? '';
    const match = await getMatchPage(db, matchId);
    const seat = match?.results.find((r) => r.botId === world.botIds.gamma)?.seat ?? -1;
    expect(seat).toBeGreaterThanOrEqual(0);
    const { context, page } = await logIn(browser, baseUrl, me.email, PASSWORD, freshIp());

    const id = await rerunFromPage(page, matchId, me.first, seat);
    await expect(page.locator('[data-testid=rerun-result]').innerText()).resolves.toMatch(new RegExp(`rita-bot v1 in seat ${seat}`));
    const rerun = await getChallenge(db, id);
    expect(rerun).toMatchObject({ seed: match?.seed, challengerSeat: seat, rerunOf: matchId, status: 'queued' });
    const recordedVersions = await db.sql<{ botVersionId: number }[]>`select bot_version_id from match_results where match_id = ${matchId} order by seat`;
    expect(rerun?.seats.map((s) => s.botVersionId)).toEqual(recordedVersions.map((r, i) => (i === seat ? me.first : r.botVersionId)));
    expect(await playChallenge(db, id)).toEqual({ ok: true, value: 'recorded' });
    // The challenge API's view says which match it reruns and where the programmer sat.
    const view = await fetch(`${baseUrl}/api/v1/challenges/${id}`, { headers: { authorization: `Bearer ${me.token}`, 'x-forwarded-for': freshIp() } });
    await expect(view.json()).resolves.toMatchObject({ ok: true, challenge: { challengerSeat: seat, rerunOf: matchId, status: 'done' } });

    const summary = page.locator('[data-testid=rerun-summary]');
    await summary.waitFor({ timeout: 20_000 });
    const recorded = parseLeagueRecord(match?.record);
    const played = parseLeagueRecord(await getChallengeRecord(db, id));
    if (!recorded.ok || !played.ok) throw new Error('records expected');
    const expected = compareRerun(recorded.value, played.value, seat);
    expect(expected.identical).toBe(false);
    await expect(summary.innerText()).resolves.toContain(`Played otherwise · seat ${seat}'s chips: recorded ${expected.chips.recorded}, rerun ${expected.chips.rerun}`);
    const first = expected.rotations[0]?.difference;
    const row = page.locator('[data-testid=rerun-rotations] tbody tr').first();
    await expect(row.innerText()).resolves.toContain(first ? `deal ${first.deal}, step ${first.step}` : 'identical play');
    if (first?.recorded) await expect(row.innerText()).resolves.toContain(`by seat ${first.recorded.seat}`);
    await expect(page.locator('[data-testid=rerun-rotations] tbody tr').count()).resolves.toBe(expected.rotations.length);
    // The rerun's replay keeps the log rules: its page is the challenge's match page.
    await expect(page.locator(`a[href="/matches/${matchId}"]`).count()).resolves.toBeGreaterThan(0);

    const same = await rerunFromPage(page, matchId, me.copy, seat);
    expect(await playChallenge(db, same)).toEqual({ ok: true, value: 'recorded' });
    await page.locator('[data-testid=rerun-summary]').waitFor({ timeout: 20_000 });
    await expect(page.locator('[data-testid=rerun-summary]').innerText()).resolves.toMatch(/^Identical play: every decision of every rotation is the recorded one/);
    await context.close();
  });

  test('another user\'s version is refused; a viewer without a bot of the game is offered no rerun', async () => {
    const matchId = world.matchIds[0] ?? '';
    const { context, page } = await logIn(browser, baseUrl, 'rita@example.org', PASSWORD, freshIp());
    await page.goto(`/matches/${matchId}`);
    await waitForHydration(page, `${FORM} button[type=submit]`);
    // A forged choice: bob's version in place of one of rita's.
    await page.locator(`${FORM} select[name=botVersion] option`).first().evaluate((o, v) => { (o as HTMLOptionElement).value = v; }, String(world.versionIds.xss));
    await page.click(`${FORM} button[type=submit]`);
    await expect(page.locator(`${FORM} [role=alert]`).innerText()).resolves.toBe(`bot version ${world.versionIds.xss} is not one of your bots`);
    await context.close();
    const anonymous = await (await fetch(`${baseUrl}/matches/${matchId}`, { headers: { 'x-forwarded-for': freshIp() } })).text();
    expect(anonymous).not.toContain('Rerun with my bot');
  });
});
