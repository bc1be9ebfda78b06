/** Challenges on a fresh database, played through the real match host (child processes, sandbox). */
import { beforeAll, describe, expect, test } from 'vitest';
import { createBot } from '@arena/db/bots';
import { getChallenge, getChallengeRecord } from '@arena/db/challenges';
import { testDatabase } from '@arena/db/test-hooks';
import { createUser } from '@arena/db/users';
import { challengeErrorMessage, requestChallenge, type ChallengeRequest } from './challenges.ts';
import { playChallenge } from './play-challenge.ts';
import { CHALLENGE_PRIORITY, ROUTINE_PRIORITY, PLACEMENT_PRIORITY } from './continuous.ts';
import { parseLeagueRecord } from '@arena/record/league-record';
import { addCompiledVersion } from './testing.ts';

const t = testDatabase();
let userId = 0;
let versionId = 0;
const bounds = { cpuMsPerDay: 600_000, maxOpen: 3 };
const SOURCE = `import type { Observation } from '@arena/bot-sdk/contract';
export function decide(obs: Observation) { console.log('mine', obs.legalActions.length); return obs.legalActions[0]; }
`;

beforeAll(async () => {
  const user = await createUser(t.db, { name: 'ada', email: 'ada@example.org', passwordHash: 'h' });
  if (!user.ok) throw new Error(user.error);
  userId = user.value.id;
  const bot = await createBot(t.db, { ownerId: userId, name: 'firsty', game: 'lupfen' });
  if (!bot.ok) throw new Error(bot.error);
  versionId = await addCompiledVersion(t.db, bot.value.id, SOURCE, 'firsty.ts');
}, 60_000);

const refused = async (raw: unknown): Promise<string> => {
  const r = await requestChallenge(t.db, userId, raw, bounds);
  if (r.ok) throw new Error('expected a refusal');
  return challengeErrorMessage(r.error);
};

describe('requesting a challenge', () => {
  test('refusals name the problem: input, table size, deals over the game or the platform, unknown bots', async () => {
    const base: ChallengeRequest = { game: 'lupfen', bot: 'firsty', opponents: ['house:random', 'house:first-legal', 'house:random'], deals: 2 };
    expect(await refused({ ...base, opponents: [] })).toMatch(/^opponents: /);
    expect(await refused({ ...base, botVersion: versionId })).toMatch(/either bot .* or botVersion/);
    expect(await refused({ ...base, extra: 1 })).toMatch(/extra/);
    expect(await refused({ ...base, game: 'bolachen', opponents: ['house:random', 'house:random'] })).toMatch(/plays lupfen, not bolachen/);
    expect(await refused({ ...base, game: 'bolachen', opponents: ['house:random'] })).toMatch(/bolachen is played by 3 to 3, not 2 seats: choose 2 to 2 opponents/);
    expect(await refused({ ...base, deals: 101 })).toMatch(/deals: /);
    expect(await refused({ ...base, game: 'kontraspiel', botVersion: versionId, bot: undefined, deals: 50 })).toMatch(/lasts 20 deals, not 50/);
    expect(await refused({ ...base, bot: 'nobody' })).toBe('you have no bot named nobody');
    expect(await refused({ ...base, bot: undefined, botVersion: 999_999 })).toMatch(/seat 0: there is no public bot version 999999/);
  });

  test('the priorities put challenges after placement and routine ladder work', () => {
    expect(PLACEMENT_PRIORITY).toBeLessThan(ROUTINE_PRIORITY);
    expect(ROUTINE_PRIORITY).toBeLessThan(CHALLENGE_PRIORITY);
  });
});

describe('playing a challenge', () => {
  test('every rotation is played in the sandbox and recorded with its CPU, once; the seed can be chosen', async () => {
    const created = await requestChallenge(t.db, userId, { game: 'lupfen', bot: 'firsty', opponents: ['house:random', 'house:first-legal', 'house:random'], deals: 2, seed: 'same-deals' }, bounds);
    if (!created.ok) throw new Error(challengeErrorMessage(created.error));
    expect(created.value).toMatchObject({ seed: 'same-deals', priority: CHALLENGE_PRIORITY, status: 'queued', scoring: 'chips' });
    expect(await playChallenge(t.db, created.value.id)).toEqual({ ok: true, value: 'recorded' });
    expect(await playChallenge(t.db, created.value.id)).toEqual({ ok: true, value: 'already-recorded' });
    const detail = await getChallenge(t.db, created.value.id);
    expect(detail?.status).toBe('done');
    expect(detail?.seats.map((s) => s.botName)).toEqual(['firsty', 'house-random-lupfen', 'house-first-legal-lupfen', 'house-random-lupfen']);
    expect(detail?.seats.every((s) => s.rank !== null && s.chips !== null)).toBe(true);
    expect(detail?.cpuMs).toBeGreaterThan(0);
    expect(detail?.cpuMs).toBeCloseTo(detail?.seats.reduce((sum, s) => sum + (s.cpuMs ?? 0), 0) ?? -1, 6);
    const record = parseLeagueRecord(await getChallengeRecord(t.db, created.value.id));
    expect(record.ok && 'rotations' in record.value ? record.value.rotations.length : 0).toBe(4);
    const [rated] = await t.db.sql<{ n: number }[]>`select (select count(*) from ratings) + (select count(*) from match_results) + (select count(*) from entries) as n`;
    expect(rated?.n).toBe(0);
  }, 120_000);
});
