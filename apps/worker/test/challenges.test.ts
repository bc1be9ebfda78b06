/**
 * Challenges through a real worker process (sandboxed processor, match host) on the machine's
 * Redis under a fresh prefix and a fresh database: a challenge queued before a round's ladder
 * matches still runs after them (priority), is recorded unranked (no league row, entry or rating
 * changes), and one that cannot be played is voided with its error.
 */
import { Redis } from 'ioredis';
import { describe, expect, test } from 'vitest';
import { createBot } from '@arena/db/bots';
import { getChallenge, getChallengeRecord } from '@arena/db/challenges';
import { createUser } from '@arena/db/users';
import { liveStreamKey, readLive } from '@arena/jobs/live';
import { enqueueChallenges, enqueueMatches, openMatchQueue } from '@arena/jobs/queue';
import { challengeErrorMessage, requestChallenge } from '@arena/league/challenges';
import { ROUTINE_PRIORITY } from '@arena/league/continuous';
import { isDuplicateRecord, parseLeagueRecord } from '@arena/record/league-record';
import { startRound } from '@arena/league/rounds';
import { liveEventSchema } from '@arena/match/live';
import { setUpLeague, waitForRound, type WorkerProcess } from './support.ts';
import { workerTestBed } from './test-bed.ts';
import { addCompiledVersion } from '@arena/league/testing';

const { t, env, start } = workerTestBed();
let worker: WorkerProcess | undefined;
const bounds = { cpuMsPerDay: 600_000, maxOpen: 3 };
const SOURCE = `import type { Observation } from '@arena/bot-sdk/contract';
export function decide(obs: Observation) { return obs.legalActions[obs.legalActions.length - 1]; }
`;

async function challenger(): Promise<number> {
  const user = await createUser(t.db, { name: 'cleo', email: 'cleo@example.org', passwordHash: 'h' });
  if (!user.ok) throw new Error(user.error);
  const bot = await createBot(t.db, { ownerId: user.value.id, name: 'lasty', game: 'lupfen' });
  if (!bot.ok) throw new Error(bot.error);
  await addCompiledVersion(t.db, bot.value.id, SOURCE, 'lasty.ts');
  return user.value.id;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${worker?.output().slice(-3000) ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('challenges in the workers', () => {
  test('queued first, played after the ladder matches, recorded unranked; an unplayable one is void with its error', async () => {
    const league = await setUpLeague(t.db, { game: 'lupfen', seats: 4, deals: 1, entries: 5, examples: false });
    const userId = await challenger();
    const request = { game: 'lupfen', bot: 'lasty', opponents: ['house:random', 'house:first-legal', 'house:random'], deals: 1 };
    const played = await requestChallenge(t.db, userId, request, bounds);
    const broken = await requestChallenge(t.db, userId, request, bounds);
    if (!played.ok || !broken.ok) throw new Error('challenge refused');
    // A stored challenge whose options the game refuses: the match host cannot play it.
    await t.db.sql`update challenges set options = ${t.db.sql.json({ payLimit: -5 })} where id = ${broken.value.id}`;
    const queue = openMatchQueue(env);
    await enqueueChallenges(queue, [played.value, broken.value].map((c) => ({ challengeId: c.id, priority: c.priority })));
    const round = await startRound(t.db, league.id);
    if (!round.ok) throw new Error(JSON.stringify(round.error));
    await enqueueMatches(queue, round.value.matchIds.map((matchId) => ({ matchId, priority: ROUTINE_PRIORITY })));
    await queue.close();

    worker = start({ concurrency: 1, maxDeals: 1, schedulerMs: 0 });
    await waitForRound(t.db, round.value.round.id, 240_000);
    const ratingsAfterRound = await t.db.sql`select entry_id, rating, low, high, games from ratings where league_id = ${league.id} order by entry_id`;
    const done = await until('the challenge done', async () => {
      const c = await getChallenge(t.db, played.value.id);
      return c?.status === 'done' ? c : undefined;
    }, 120_000);
    const void_ = await until('the broken challenge void', async () => {
      const c = await getChallenge(t.db, broken.value.id);
      return c?.status === 'void' ? c : undefined;
    }, 60_000);

    const matches = await t.db.sql<{ finishedAt: Date }[]>`select finished_at from matches where round_id = ${round.value.round.id}`;
    expect(matches).toHaveLength(5);
    const lastLadder = Math.max(...matches.map((m) => m.finishedAt.getTime()));
    expect(done.startedAt?.getTime()).toBeGreaterThanOrEqual(lastLadder);
    expect(done.attempts).toBe(1);
    expect(done.cpuMs).toBeGreaterThan(0);
    expect(done.seats.every((s) => s.rank !== null)).toBe(true);
    expect(void_.error).toMatch(/unplayable challenge: .*payLimit/);

    // Published live as it was played, as league matches are: a start, each decision, an end.
    const stored = await getChallengeRecord(t.db, played.value.id);
    const parsed = parseLeagueRecord(stored);
    if (!parsed.ok || !isDuplicateRecord(parsed.value)) throw new Error('a challenge stores a duplicate set');
    const redis = new Redis(env.redisUrl);
    try {
      for (const [r, { record }] of parsed.value.rotations.entries()) {
        const events = (await readLive(redis, liveStreamKey(env.prefix, played.value.id, r), '0', 10, 10_000)).map((e) => liveEventSchema.parse(e.event));
        expect(events[0]).toMatchObject({ t: 'start', header: { game: 'lupfen', seed: record.seed } });
        expect(events.at(-1)).toEqual({ t: 'end', status: 'done' });
        expect(events.filter((e) => e.t === 'decision')).toHaveLength(record.decisions.length);
      }
    } finally {
      redis.disconnect();
    }

    // Unranked: the league's ratings are what its own matches made, and no challenge bot is an entry.
    expect(await t.db.sql`select entry_id, rating, low, high, games from ratings where league_id = ${league.id} order by entry_id`).toEqual(ratingsAfterRound);
    const [entries] = await t.db.sql<{ n: number }[]>`
      select count(*)::int as n from entries where bot_version_id in (select bot_version_id from challenge_seats where challenge_id = ${played.value.id} and seat = 0)`;
    expect(entries?.n).toBe(0);
    expect(challengeErrorMessage({ code: 'too-many-open', open: 3, maxOpen: 3 })).toMatch(/wait for one to finish/);
  }, 400_000);
});
