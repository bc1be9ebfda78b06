import { describe, expect, test } from 'vitest';
import { addBotVersion, createBot } from './bots.ts';
import {
  challengeCpuToday, claimChallenge, createChallenge, getChallenge, getChallengeRecord, listChallengeableVersions,
  listChallenges, listQueuedChallenges, recordChallengeResult, voidChallenge, type NewChallenge,
} from './challenges.ts';
import { makeWorld, unwrap } from './test-support.ts';
import { testDatabase } from './test-hooks.ts';
import { createUser, type UserRow } from './users.ts';

const t = testDatabase();

let n = 0;
async function programmer(game = 'lupfen'): Promise<{ user: UserRow; versionId: number }> {
  n += 1;
  const user = unwrap(await createUser(t.db, { name: `c${n}-${process.pid}`, email: `c${n}-${process.pid}@example.org`, passwordHash: 'h' }));
  const bot = unwrap(await createBot(t.db, { ownerId: user.id, name: `bot-${n}`, game }));
  const versionId = unwrap(await addBotVersion(t.db, { botId: bot.id, source: `// ${n}`, bundle: `b${n}` })).version.id;
  return { user, versionId };
}

function challenge(challengerId: number, seating: number[], over: Partial<NewChallenge> = {}): NewChallenge {
  return {
    challengerId, game: 'lupfen', options: {}, deals: 4, seed: 'seed-1', timeLimitMs: 100, memoryLimitMb: 64, scoring: 'chips',
    priority: 100, seating, maxOpen: 3, quotaMs: 1000, ...over,
  };
}

describe('challenges', () => {
  test('created with their seats, claimed, recorded once, counted against the quota, never in ratings', async () => {
    const me = await programmer();
    const [a, b, c] = [await programmer(), await programmer(), await programmer()];
    const created = unwrap(await createChallenge(t.db, challenge(me.user.id, [me.versionId, a.versionId, b.versionId, c.versionId])));
    expect(created).toMatchObject({ status: 'queued', game: 'lupfen', deals: 4, seed: 'seed-1', priority: 100, cpuMs: 0 });
    expect(await listQueuedChallenges(t.db)).toContainEqual({ id: created.id, priority: 100 });
    const claimed = unwrap(await claimChallenge(t.db, created.id));
    expect(claimed.challenge).toMatchObject({ status: 'running', attempts: 1 });
    expect(claimed.seats.map((s) => s.botVersionId)).toEqual([me.versionId, a.versionId, b.versionId, c.versionId]);
    expect(claimed.seats[0]?.bundle).toBe(`b${n - 3}`);
    const results = [0, 1, 2, 3].map((seat) => ({ seat, chips: 3 - seat, score: 3 - seat, rank: seat + 1, faults: 0, cpuMs: 150 }));
    expect(await recordChallengeResult(t.db, created.id, { hello: 'record' }, results)).toEqual({ ok: true, value: 'recorded' });
    expect(await recordChallengeResult(t.db, created.id, { hello: 'again' }, results)).toEqual({ ok: true, value: 'already-recorded' });
    const detail = await getChallenge(t.db, created.id);
    expect(detail).toMatchObject({ status: 'done', cpuMs: 600, challengerName: me.user.name });
    expect(detail?.seats.map((s) => [s.seat, s.rank, s.ownerName])).toEqual([[0, 1, me.user.name], [1, 2, a.user.name], [2, 3, b.user.name], [3, 4, c.user.name]]);
    expect(await getChallengeRecord(t.db, created.id)).toEqual({ hello: 'record' });
    expect(await challengeCpuToday(t.db.sql, me.user.id)).toBe(600);
    expect((await listChallenges(t.db, me.user.id)).map((x) => x.id)).toEqual([created.id]);
    const [ratings] = await t.db.sql<{ n: number }[]>`select count(*)::int as n from ratings`;
    expect(ratings?.n).toBe(0);

    // 600 of 1000 ms used: one more is allowed, and once it is measured past the quota, refused.
    const second = unwrap(await createChallenge(t.db, challenge(me.user.id, [me.versionId, a.versionId, b.versionId])));
    unwrap(await claimChallenge(t.db, second.id));
    unwrap(await recordChallengeResult(t.db, second.id, {}, [0, 1, 2].map((seat) => ({ seat, chips: 0, score: 0, rank: 1, faults: 0, cpuMs: 200 }))));
    expect(await createChallenge(t.db, challenge(me.user.id, [me.versionId, a.versionId]))).toEqual({ ok: false, error: { code: 'quota-used', usedMs: 1200, quotaMs: 1000 } });
  });

  test('refused: another owner\'s version in seat 0, unknown or retired versions, another game, too many open', async () => {
    const me = await programmer();
    const other = await programmer();
    const kein = await programmer('kein-stich');
    expect(await createChallenge(t.db, challenge(me.user.id, [other.versionId, me.versionId]))).toMatchObject({ ok: false, error: { code: 'not-own-version' } });
    expect(await createChallenge(t.db, challenge(me.user.id, [me.versionId, 987654]))).toMatchObject({ ok: false, error: { code: 'unknown-version', seat: 1 } });
    expect(await createChallenge(t.db, challenge(me.user.id, [me.versionId, kein.versionId]))).toMatchObject({ ok: false, error: { code: 'wrong-game', seat: 1, game: 'kein-stich' } });
    await t.db.sql`update bots set retired_at = now() where id = (select bot_id from bot_versions where id = ${other.versionId})`;
    expect(await createChallenge(t.db, challenge(me.user.id, [me.versionId, other.versionId]))).toMatchObject({ ok: false, error: { code: 'unknown-version', seat: 1 } });
    expect((await listChallengeableVersions(t.db, 'lupfen')).some((v) => v.botVersionId === other.versionId)).toBe(false);
    const third = await programmer();
    for (let i = 0; i < 2; i++) unwrap(await createChallenge(t.db, challenge(me.user.id, [me.versionId, third.versionId], { maxOpen: 2 })));
    expect(await createChallenge(t.db, challenge(me.user.id, [me.versionId, third.versionId], { maxOpen: 2 }))).toEqual({ ok: false, error: { code: 'too-many-open', open: 2, maxOpen: 2 } });
  });

  test('a void challenge is reported with its error and cannot be recorded', async () => {
    const me = await programmer();
    const other = await programmer();
    const created = unwrap(await createChallenge(t.db, challenge(me.user.id, [me.versionId, other.versionId])));
    expect(unwrap(await voidChallenge(t.db, created.id, 'Error: the match host failed'))).toMatchObject({ status: 'void', error: 'Error: the match host failed' });
    expect(await claimChallenge(t.db, created.id)).toEqual({ ok: false, error: { code: 'not-claimable', status: 'void' } });
    expect(await recordChallengeResult(t.db, created.id, {}, [])).toEqual({ ok: false, error: { code: 'challenge-void' } });
    expect(await voidChallenge(t.db, created.id, 'again')).toEqual({ ok: false, error: { code: 'invalid-state', status: 'void' } });
    expect(await getChallenge(t.db, 'not-a-uuid')).toBeUndefined();
  });

  test('league bots can be challenged; the league is untouched', async () => {
    const world = await makeWorld(t.db, 3, 3);
    const me = await programmer();
    const created = unwrap(await createChallenge(t.db, challenge(me.user.id, [me.versionId, ...world.versionIds])));
    expect((await getChallenge(t.db, created.id))?.seats).toHaveLength(4);
    const [matches] = await t.db.sql<{ n: number }[]>`select count(*)::int as n from matches where league_id = ${world.league.id}`;
    expect(matches?.n).toBe(0);
  });
});
