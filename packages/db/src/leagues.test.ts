import { beforeAll, describe, expect, test } from 'vitest';
import {
  addBotVersion,
  createBot,
  ensureBot,
  findBotByName,
  getBotVersionCode,
  getBotVersionCodeForOwner,
  listBotsByOwner,
  listBotVersions,
} from './bots.ts';
import {
  addEntry,
  createLeague,
  getLeague,
  getLeagueBySlug,
  getLeagueSecret,
  listEntries,
  listLeagues,
  listRatedEntries,
  listOutdatedEntries,
  setLeagueState,
  type NewLeague,
} from './leagues.ts';
import { unwrap } from './test-support.ts';
import { testDatabase } from './test-hooks.ts';
import { createUser, type UserRow } from './users.ts';

const t = testDatabase();
let alice: UserRow;
let org: UserRow;
beforeAll(async () => {
  alice = unwrap(await createUser(t.db, { name: 'alice', email: 'a@example.org', passwordHash: 'h' }));
  org = unwrap(await createUser(t.db, { name: 'org', email: 'o@example.org', passwordHash: 'h', role: 'organiser' }));
});

const leagueInput = (slug: string, organiserId: number): NewLeague => ({
  name: `League ${slug}`,
  slug,
  game: 'lupfen',
  seatsPerTable: 3,
  dealsPerMatch: 6,
  timeLimitMs: 200,
  memoryLimitMb: 64,
  targetRounds: 2,
  organiserId,
});

describe('bots', () => {
  test('names are unique per owner; ensureBot finds or creates', async () => {
    const bot = unwrap(await createBot(t.db, { ownerId: alice.id, name: 'Greedy', game: 'lupfen' }));
    expect(await createBot(t.db, { ownerId: alice.id, name: 'greedy', game: 'lupfen' })).toEqual({ ok: false, error: 'name-taken' });
    const bobs = unwrap(await createBot(t.db, { ownerId: org.id, name: 'Greedy', game: 'lupfen' }));
    expect(bobs.id).not.toBe(bot.id);
    expect((await findBotByName(t.db, alice.id, 'GREEDY'))?.id).toBe(bot.id);
    expect(unwrap(await ensureBot(t.db, { ownerId: alice.id, name: 'greedy', game: 'lupfen' })).id).toBe(bot.id);
    expect(await ensureBot(t.db, { ownerId: alice.id, name: 'greedy', game: 'bolachen' })).toEqual({ ok: false, error: 'wrong-game' });
    const fresh = unwrap(await ensureBot(t.db, { ownerId: alice.id, name: 'Careful', game: 'bolachen' }));
    expect(fresh.game).toBe('bolachen');
    expect((await listBotsByOwner(t.db, alice.id)).map((b) => b.name)).toEqual(['Careful', 'Greedy']);
  });

  test('versions are numbered per bot and deduplicated by content hash, also under concurrency', async () => {
    const bot = unwrap(await createBot(t.db, { ownerId: alice.id, name: 'Versioned', game: 'lupfen' }));
    const v1 = unwrap(await addBotVersion(t.db, { botId: bot.id, source: 'a', bundle: 'A' }));
    expect(v1).toMatchObject({ created: true, version: { version: 1, sourceBytes: 1, bundleBytes: 1 } });
    const again = unwrap(await addBotVersion(t.db, { botId: bot.id, source: 'a', bundle: 'A' }));
    expect(again).toEqual({ created: false, version: v1.version });
    const many = await Promise.all(['b', 'c', 'd', 'b', 'c'].map((s) => addBotVersion(t.db, { botId: bot.id, source: s, bundle: s })));
    expect(many.map(unwrap).filter((r) => r.created)).toHaveLength(3);
    const versions = await listBotVersions(t.db, bot.id);
    expect(versions.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    expect(versions[0]).not.toHaveProperty('source');
    expect(await addBotVersion(t.db, { botId: 999_999, source: 'x', bundle: 'x' })).toEqual({ ok: false, error: 'bot-not-found' });
    expect((await getBotVersionCode(t.db, v1.version.id))?.bundle).toBe('A');
    expect((await getBotVersionCodeForOwner(t.db, v1.version.id, alice.id))?.source).toBe('a');
    expect(await getBotVersionCodeForOwner(t.db, v1.version.id, org.id)).toBeUndefined();
  });
});

describe('leagues', () => {
  test('create with a hidden secret; slugs are unique', async () => {
    const league = unwrap(await createLeague(t.db, { ...leagueInput('lupfen-1', org.id), options: { lupfenPenalty: 3 } }));
    expect(league).toMatchObject({ state: 'draft', duplicate: true, separateOwners: true, options: { lupfenPenalty: 3 } });
    expect(league).not.toHaveProperty('secret');
    expect(await getLeagueSecret(t.db, league.id)).toMatch(/^[\w-]{43}$/);
    expect(await createLeague(t.db, leagueInput('lupfen-1', org.id))).toEqual({ ok: false, error: 'slug-taken' });
    expect((await getLeagueBySlug(t.db, 'lupfen-1'))?.id).toBe(league.id);
    expect((await getLeague(t.db, league.id))?.slug).toBe('lupfen-1');
    expect((await listLeagues(t.db, ['draft'])).map((l) => l.id)).toContain(league.id);
    expect(await listLeagues(t.db, ['finished'])).toEqual([]);
  });

  test('state machine: allowed and refused transitions', async () => {
    const league = unwrap(await createLeague(t.db, leagueInput('states', org.id)));
    expect(await setLeagueState(t.db, league.id, 'running')).toEqual({
      ok: false,
      error: { code: 'invalid-transition', from: 'draft', to: 'running' },
    });
    for (const to of ['open', 'running', 'paused', 'running', 'finished'] as const) {
      expect(unwrap(await setLeagueState(t.db, league.id, to)).state).toBe(to);
    }
    expect(await setLeagueState(t.db, league.id, 'open')).toMatchObject({ ok: false, error: { code: 'invalid-transition' } });
    expect(await setLeagueState(t.db, 999_999, 'open')).toEqual({ ok: false, error: { code: 'not-found' } });
  });

  test('entries: one per bot, right game, only while the league takes entries', async () => {
    const league = unwrap(await createLeague(t.db, leagueInput('entries', org.id)));
    const bot = unwrap(await createBot(t.db, { ownerId: alice.id, name: 'Entrant', game: 'lupfen' }));
    const v1 = unwrap(await addBotVersion(t.db, { botId: bot.id, source: '1', bundle: '1' })).version;
    const v2 = unwrap(await addBotVersion(t.db, { botId: bot.id, source: '2', bundle: '2' })).version;
    const other = unwrap(await createBot(t.db, { ownerId: alice.id, name: 'Other game', game: 'kontraspiel' }));
    const ov = unwrap(await addBotVersion(t.db, { botId: other.id, source: 'o', bundle: 'o' })).version;

    const entry = unwrap(await addEntry(t.db, { leagueId: league.id, botVersionId: v1.id, isHouse: true }));
    expect(entry).toMatchObject({ botId: bot.id, botVersionId: v1.id, isHouse: true });
    expect(await addEntry(t.db, { leagueId: league.id, botVersionId: v2.id })).toEqual({ ok: false, error: 'already-entered' });
    expect(await addEntry(t.db, { leagueId: league.id, botVersionId: ov.id })).toEqual({ ok: false, error: 'wrong-game' });
    expect(await addEntry(t.db, { leagueId: 999_999, botVersionId: v1.id })).toEqual({ ok: false, error: 'league-not-found' });
    expect(await addEntry(t.db, { leagueId: league.id, botVersionId: 999_999 })).toEqual({ ok: false, error: 'version-not-found' });

    expect(unwrap(await addEntry(t.db, { leagueId: league.id, botVersionId: v1.id }))).toEqual(entry);
    expect(await listOutdatedEntries(t.db, bot.id, v2.id)).toEqual([entry]);
    const replaced = unwrap(await addEntry(t.db, { leagueId: league.id, botVersionId: v2.id, replace: true }));
    expect(replaced).toMatchObject({ botId: bot.id, botVersionId: v2.id, isHouse: true, retiredAt: null });
    expect(replaced.id).not.toBe(entry.id);
    expect(await listOutdatedEntries(t.db, bot.id, v2.id)).toEqual([]);
    const listed = await listEntries(t.db, league.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: replaced.id, botName: 'Entrant', ownerName: 'alice', version: 2 });
    expect(await listRatedEntries(t.db, league.id)).toEqual([{ id: entry.id, current: false }, { id: replaced.id, current: true }]);

    unwrap(await setLeagueState(t.db, league.id, 'open'));
    unwrap(await setLeagueState(t.db, league.id, 'running'));
    const late = unwrap(await createBot(t.db, { ownerId: org.id, name: 'Late', game: 'lupfen' }));
    const lv = unwrap(await addBotVersion(t.db, { botId: late.id, source: 'l', bundle: 'l' })).version;
    expect(await addEntry(t.db, { leagueId: league.id, botVersionId: lv.id })).toEqual({ ok: false, error: 'league-closed' });
    // A bot already entered may still bring a new version into a running round league.
    const v3 = unwrap(await addBotVersion(t.db, { botId: bot.id, source: '3', bundle: '3' })).version;
    expect(unwrap(await addEntry(t.db, { leagueId: league.id, botVersionId: v3.id, replace: true })).botVersionId).toBe(v3.id);
    unwrap(await setLeagueState(t.db, league.id, 'finished'));
    const v4 = unwrap(await addBotVersion(t.db, { botId: bot.id, source: '4', bundle: '4' })).version;
    expect(await addEntry(t.db, { leagueId: league.id, botVersionId: v4.id, replace: true })).toEqual({ ok: false, error: 'league-closed' });
  });

  test('a continuous league takes entries while it runs', async () => {
    const league = unwrap(await createLeague(t.db, { ...leagueInput('ladder', org.id), continuous: true, state: 'running' }));
    expect(league.continuous).toBe(true);
    const bot = unwrap(await createBot(t.db, { ownerId: alice.id, name: 'Climber', game: 'lupfen' }));
    const v1 = unwrap(await addBotVersion(t.db, { botId: bot.id, source: 'c', bundle: 'c' })).version;
    expect(unwrap(await addEntry(t.db, { leagueId: league.id, botVersionId: v1.id })).botVersionId).toBe(v1.id);
  });
});
