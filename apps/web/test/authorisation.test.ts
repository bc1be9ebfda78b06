/**
 * Authorisation at the action level: the forms an organiser or an owner is shown are posted
 * straight (test/support/forms.ts) by a plain user with their own valid session and CSRF token,
 * and nothing changes. Not page text: the database is read before and after.
 */
import { describe, expect, test } from 'vitest';
import { createApiToken } from '@arena/db/api-tokens';
import { createLeague } from '@arena/db/leagues';
import { logIn } from './support/browser.ts';
import { testContext } from './support/context.ts';
import { hiddenFields, ownCsrf, postAction } from './support/forms.ts';
import { PASSWORD } from './support/world.ts';
import { browser, db, useSite } from './support/site.ts';

const { baseUrl, world } = testContext();

useSite();

async function leagueState(id: number): Promise<{ state: string; rounds: number }> {
  const [row] = await db.sql<{ state: string; rounds: number }[]>`
    select l.state, (select count(*)::int from rounds r where r.league_id = l.id) as rounds from leagues l where l.id = ${id}`;
  return row ?? { state: 'missing', rounds: -1 };
}

describe('a plain user posting straight to organiser actions', () => {
  test('league state, start round and create league are refused, with the user\'s own valid CSRF token', async () => {
    const orga = await logIn(browser, baseUrl, 'orga@example.org', PASSWORD, '198.51.100.10');
    await orga.page.goto(`/leagues/${world.league.slug}/manage`);
    const pause = await hiddenFields(orga.page, 'section[aria-label="Organiser controls"] form:has(button:text("Pause"))');
    const round = await hiddenFields(orga.page, 'section[aria-label="Organiser controls"] form:has(button:text-matches("round"))');
    await orga.page.goto('/organise');
    const create = await hiddenFields(orga.page, 'main form:has(button:text("Create league"))');
    await orga.context.close();
    expect(pause.to).toBe('paused');
    expect(Object.keys(round).some((k) => k.startsWith('$ACTION_ID_'))).toBe(true);

    const bob = await logIn(browser, baseUrl, 'bob@example.org', PASSWORD, '198.51.100.11');
    const csrf = await ownCsrf(bob.context);
    const before = await leagueState(world.league.id);
    const manage = `/leagues/${world.league.slug}/manage`; // an action is posted to the page whose form carries it
    const paused = await postAction(bob.context, baseUrl, manage, { ...pause, csrf });
    expect(paused.status()).toBe(303);
    expect(paused.headers().location).toContain('error=forbidden');
    const started = await postAction(bob.context, baseUrl, manage, { ...round, csrf });
    expect(started.headers().location).toContain('error=forbidden');
    // The organiser's own token in a plain user's session is refused too (it is the session's that counts).
    const forged = await postAction(bob.context, baseUrl, manage, { ...pause });
    expect(forged.headers().location).toContain('error=bad-request');
    expect(await leagueState(world.league.id)).toEqual(before);

    const created = await postAction(bob.context, baseUrl, '/organise', {
      ...create, csrf, name: 'Bob League', slug: 'bob-league', game: 'lupfen', seatsPerTable: '3', dealsPerMatch: '3',
      timeLimitMs: '100', memoryLimitMb: '64', targetRounds: '3',
    });
    expect(created.status()).toBeLessThan(500); // bob's /organise page has no form to show the refusal in
    expect(await db.sql`select 1 from leagues where slug = 'bob-league'`).toHaveLength(0);
    await bob.context.close();
  });
});

describe('a user posting straight to owner-only actions', () => {
  test('revoking another user\'s token and entering another user\'s bot version are refused', async () => {
    const alicesToken = await createApiToken(db, world.alice.id, 'alice-owned');
    await createApiToken(db, world.bob.id, 'bob-owned'); // so that bob's page shows a revoke form
    const open = await createLeague(db, {
      name: 'Authorisation Open', slug: 'authz-open', game: 'lupfen', options: {}, seatsPerTable: 3, dealsPerMatch: 2,
      timeLimitMs: 100, memoryLimitMb: 64, targetRounds: 3, organiserId: world.organiser.id, state: 'open',
    });
    if (!open.ok) throw new Error(open.error);

    const bob = await logIn(browser, baseUrl, 'bob@example.org', PASSWORD, '198.51.100.12');
    await bob.page.goto('/account');
    const revoke = await hiddenFields(bob.page, 'form:has(button:text("Revoke"))');
    const revoked = await postAction(bob.context, baseUrl, '/account', { ...revoke, tokenId: String(alicesToken.row.id) });
    expect(revoked.status()).toBeLessThan(400);
    const [token] = await db.sql<{ revokedAt: Date | null }[]>`select revoked_at from api_tokens where id = ${alicesToken.row.id}`;
    expect(token?.revokedAt).toBeNull();

    await bob.page.goto('/leagues/authz-open/manage');
    const enter = await hiddenFields(bob.page, 'form:has(button:text("Enter league"))');
    const entered = await postAction(bob.context, baseUrl, '/leagues/authz-open/manage', { ...enter, versionId: String(world.versionIds.alpha) });
    expect(await entered.text()).toContain('That bot version is not yours.');
    expect(await db.sql`select 1 from entries where league_id = ${open.value.id}`).toHaveLength(0);
    await bob.context.close();
  });
});
