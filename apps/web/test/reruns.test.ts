/**
 * "Rerun with my bot" against the real site, Postgres and the sandbox: a programmer reruns a league
 * match of the seeded world from its page with their own version in another bot's seat, the rerun
 * (a challenge, played here by `playChallenge`, the worker's own path) shows the first decision
 * where it played otherwise and the chips either way; the same bot as recorded plays identically;
 * another user's version is refused; a viewer without a bot of the game is offered nothing.
 * Then the same through the API (`POST /api/v1/reruns`, the comparison in the challenge's answer)
 * and the real `arena rerun` command: locally from the match's address (house opponents found, other
 * people's bots refused with a pointer to --on-site) and `--on-site`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { createApiToken } from '@arena/db/api-tokens';
import { addBotVersion, createBot } from '@arena/db/bots';
import { getChallenge, getChallengeRecord } from '@arena/db/challenges';
import { getMatchPage } from '@arena/db/match-pages';
import { createUser } from '@arena/db/users';
import { parseLeagueRecord } from '@arena/record/league-record';
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

/** The `arena` command of apps/cli, run as a user would (a process; nothing of it is imported). */
const ARENA = fileURLToPath(new URL('../../cli/bin/arena.mjs', import.meta.url));

function arena(args: readonly string[], token = ''): { exited: Promise<{ status: number | null; stdout: string; stderr: string }> } {
  const child = spawn(process.execPath, [ARENA, ...args], { env: { ...process.env, ARENA_API_TOKEN: token } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => { stdout += c.toString(); });
  child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
  return { exited: new Promise((resolve) => child.on('exit', (status) => resolve({ status, stdout, stderr }))) };
}

/** Rhea: a Lupfen bot whose one version plays the first legal action (its source also in a local file), and a token. */
async function rhea(): Promise<{ id: number; token: string; version: number; file: string }> {
  const user = await createUser(db, { name: 'rhea', email: 'rhea@example.org', passwordHash: await hashPassword(PASSWORD) });
  if (!user.ok) throw new Error(user.error);
  const bot = await createBot(db, { ownerId: user.value.id, name: 'rhea-bot', game: 'lupfen' });
  if (!bot.ok) throw new Error(bot.error);
  const added = await addBotVersion(db, { botId: bot.value.id, source: FIRST_LEGAL, bundle: '(compiled at match time)' });
  if (!added.ok) throw new Error(added.error);
  const file = join(mkdtempSync(join(tmpdir(), 'rerun-site-')), 'rhea.ts');
  writeFileSync(file, FIRST_LEGAL);
  return { id: user.value.id, token: (await createApiToken(db, user.value.id, 'cli')).token, version: added.value.version.id, file };
}

const post = (path: string, token: string, body: unknown) => fetch(`${baseUrl}${path}`, {
  method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': freshIp() }, body: JSON.stringify(body),
});

/** The newest challenge of `userId` once the command has created it. */
async function createdBy(userId: number, stderr: () => string): Promise<string> {
  for (let i = 0; i < 240; i++) {
    const [row] = await db.sql<{ id: string }[]>`select id from challenges where challenger_id = ${userId} and status = 'queued' order by created_at desc limit 1`;
    if (row) return row.id;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no challenge was created: ${stderr()}`);
}

describe('reruns through the API and arena rerun', () => {
  let me: Awaited<ReturnType<typeof rhea>>;
  beforeAll(async () => { me = await rhea(); });

  test('POST /api/v1/reruns: refusals by status; created by bot name; the challenge\'s answer carries the comparison once done', async () => {
    const matchId = world.matchIds[0] ?? '';
    const match = await getMatchPage(db, matchId);
    const seat = match?.results.find((r) => r.botId === world.botIds.gamma)?.seat ?? -1;
    expect((await post('/api/v1/reruns', 'sa_not-a-real-token-aaaaaaaaaaaaaaaaaaaaaa', { of: matchId, seat, bot: 'rhea-bot' })).status).toBe(401);
    const invalid = await post('/api/v1/reruns', me.token, { of: 'not-a-match', seat });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: 'invalid' });
    const missing = await post('/api/v1/reruns', me.token, { of: '00000000-0000-4000-8000-000000000000', seat, bot: 'rhea-bot' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'no-match', message: 'there is no such match' });
    const badSeat = await post('/api/v1/reruns', me.token, { of: matchId, seat: 9, bot: 'rhea-bot' });
    expect(badSeat.status).toBe(422);
    expect(await badSeat.json()).toMatchObject({ error: 'bad-seat', message: 'seat 9: the match has seats 0 to 2' });
    const others = await post('/api/v1/reruns', me.token, { of: matchId, seat, botVersion: world.versionIds.xss });
    expect(others.status).toBe(422);
    expect(await others.json()).toMatchObject({ error: 'not-own-version' });

    const created = await post('/api/v1/reruns', me.token, { of: matchId, seat, bot: 'rhea-bot' });
    expect(created.status).toBe(201);
    const { challenge } = await created.json() as { challenge: { id: string; rerunOf: string; challengerSeat: number; seed: string; seats: { botVersionId: number }[] } };
    expect(challenge).toMatchObject({ rerunOf: matchId, challengerSeat: seat, seed: match?.seed });
    expect(challenge.seats[seat]?.botVersionId).toBe(me.version);
    const queued = await (await fetch(`${baseUrl}/api/v1/challenges/${challenge.id}`, { headers: { authorization: `Bearer ${me.token}`, 'x-forwarded-for': freshIp() } })).json() as { comparison: unknown };
    expect(queued.comparison).toBeNull();
    expect(await playChallenge(db, challenge.id)).toEqual({ ok: true, value: 'recorded' });
    const done = await (await fetch(`${baseUrl}/api/v1/challenges/${challenge.id}`, { headers: { authorization: `Bearer ${me.token}`, 'x-forwarded-for': freshIp() } })).json() as { comparison: { rotations: { difference: { recorded: Record<string, unknown> | null } | null }[] } };
    const recorded = parseLeagueRecord(match?.record);
    const played = parseLeagueRecord(await getChallengeRecord(db, challenge.id));
    if (!recorded.ok || !played.ok) throw new Error('records expected');
    const expected = compareRerun(recorded.value, played.value, seat);
    expect(done.comparison).toMatchObject({ identical: expected.identical, chips: expected.chips });
    expect(done.comparison.rotations).toHaveLength(expected.rotations.length);
    // Actions only: the recorded decision's log (alpha's, say) never leaves with the comparison.
    for (const r of done.comparison.rotations) if (r.difference?.recorded) expect(Object.keys(r.difference.recorded).sort()).toEqual(['action', 'by', 'seat']);
  });

  test('arena rerun: a site match locally (house opponents found; other people\'s bots refused, pointing at --on-site) and --on-site with the same report', async () => {
    const { token, file } = me;
    // A challenge against the house bots: their identities are in the record, so it reruns locally, identically with the same source.
    const made = await post('/api/v1/challenges', token, { game: 'lupfen', bot: 'rhea-bot', opponents: ['house:random', 'house:first-legal'], deals: 1, seed: 'rerun-local' });
    expect(made.status).toBe(201);
    const houseMatch = ((await made.json()) as { challenge: { id: string } }).challenge.id;
    expect(await playChallenge(db, houseMatch)).toEqual({ ok: true, value: 'recorded' });
    const local = await arena(['rerun', `${baseUrl}/matches/${houseMatch}`, '--seat', '0', file]).exited;
    expect(local.status, local.stderr).toBe(0);
    expect(local.stdout).toMatch(/^identical play: all \d+ decisions of \d+ deals are the recorded ones\nchips, recorded: /);

    // A league match of other people's bots: their sources are private, so locally it is refused in one line.
    const matchId = world.matchIds[0] ?? '';
    const match = await getMatchPage(db, matchId);
    const seat = match?.results.find((r) => r.botId === world.botIds.gamma)?.seat ?? -1;
    const refused = await arena(['rerun', `${baseUrl}/matches/${matchId}`, '--seat', String(seat), file]).exited;
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`^arena rerun: seat \\d \\(.+, sha256 [0-9a-f]{12}…\\) is not a house or example bot, .*; or let the site rerun it with the recorded versions: arena rerun ${matchId} --seat ${seat} --on-site YOUR-BOT\n$`));

    const onSite = arena(['rerun', matchId, '--url', baseUrl, '--seat', String(seat), '--on-site', 'rhea-bot'], token);
    let stderr = '';
    const id = await createdBy(me.id, () => stderr);
    expect(await playChallenge(db, id)).toEqual({ ok: true, value: 'recorded' });
    const out = await onSite.exited;
    stderr = out.stderr;
    expect(out.status, out.stderr).toBe(0);
    const recorded = parseLeagueRecord(match?.record);
    const played = parseLeagueRecord(await getChallengeRecord(db, id));
    if (!recorded.ok || !played.ok) throw new Error('records expected');
    const expected = compareRerun(recorded.value, played.value, seat);
    expect(out.stdout).toMatch(new RegExp(`^rerun ${id} done: match ${matchId} again \\(lupfen, seed ${match?.seed ?? ''}\\), rhea-bot v1 in seat ${seat}, every other seat as recorded\n`));
    for (const r of expected.rotations) {
      expect(out.stdout).toContain(`rotation ${r.rotation}, your bot in seat ${r.seat}:\n  ${r.difference === null ? 'identical play' : `first difference: deal ${r.difference.deal}, step ${r.difference.step} (decision ${r.difference.decision})`}`);
      expect(out.stdout).toContain(`  chips of seat ${r.seat}: recorded ${r.chips.recorded}, now ${r.chips.rerun}\n`);
    }
    expect(out.stdout).toContain(`your bot's chips over ${expected.rotations.length} rotations: recorded ${expected.chips.recorded}, now ${expected.chips.rerun}`);
    expect(out.stdout).toContain(`replay ${baseUrl}/matches/${id}\n`);
  });
});
