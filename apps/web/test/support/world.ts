/**
 * A small seeded world for the browser tests and the screenshots: an organiser, three programmers
 * with one bot each (one named like an XSS probe), a running 3-seat Lupfen league with one round
 * played through the sandbox (test/support/play-round.ts).
 */
import type { Db } from '@arena/db/client';
import { addBotVersion, createBot } from '@arena/db/bots';
import { addEntry, createLeague, setLeagueState, type LeagueRow } from '@arena/db/leagues';
import { createUser, type UserRow } from '@arena/db/users';
import { hashPassword } from '@/lib/auth/password';
import { getMatchPage } from '@arena/db/match-pages';
import { firstRecord, parseLeagueRecord } from '@arena/record/league-record';
import { startRound } from '@arena/league/rounds';
import { playRound } from './play-round.ts';

export const PASSWORD = 'correct horse battery';
export const XSS_NAME = '<script>window.__xss=1</script><img src=x onerror=__xss=2>';

/** A bot that logs on every decision (owner-only logs) and plays the first legal action. */
export const LOGGING_BOT = `import type { Observation } from '@arena/bot-sdk/contract';
let n = 0;
export function decide(obs: Observation) {
  n += 1;
  console.log('secret-log-of-alpha decision ' + n);
  return obs.legalActions[0];
}
`;

export const RANDOM_BOT = `import type { Observation } from '@arena/bot-sdk/contract';
export function decide(obs: Observation) {
  return obs.legalActions[Math.floor(Math.random() * obs.legalActions.length)];
}
`;

export interface World {
  readonly organiser: UserRow;
  readonly alice: UserRow;
  readonly bob: UserRow;
  readonly carol: UserRow;
  readonly league: LeagueRow;
  readonly botIds: { readonly alpha: number; readonly xss: number; readonly gamma: number };
  readonly versionIds: { readonly alpha: number; readonly xss: number; readonly gamma: number };
  readonly matchIds: readonly string[];
}

function unwrap<T, E>(r: { ok: true; value: T } | { ok: false; error: E }): T {
  if (!r.ok) throw new Error(`expected ok: ${JSON.stringify(r.error)}`);
  return r.value;
}

const WORLD_SECRET = 'web-test-world';
/** The replay tests step to decision 6 of deal 0 of the first match and look at a seat's hand. */
const FIRST_DEAL_DECISIONS = 9;

async function expectLongFirstDeal(db: Db, matchId: string | undefined): Promise<void> {
  const page = matchId === undefined ? undefined : await getMatchPage(db, matchId);
  const parsed = parseLeagueRecord(page?.record);
  if (!parsed.ok) throw new Error(`the world's first match has no record: ${parsed.error}`);
  const decisions = firstRecord(parsed.value).deals[0]?.decisions ?? 0;
  if (decisions < FIRST_DEAL_DECISIONS) {
    throw new Error(`the world's first deal has ${decisions} decisions, the replay tests need ${FIRST_DEAL_DECISIONS}: choose another WORLD_SECRET`);
  }
}

export async function seedWorld(db: Db, rounds = 1): Promise<World> {
  const passwordHash = await hashPassword(PASSWORD);
  const user = async (name: string, role: 'user' | 'organiser' = 'user') => unwrap(await createUser(db, { name, email: `${name}@example.org`, passwordHash, role }));
  const organiser = await user('orga', 'organiser');
  const alice = await user('alice');
  const bob = await user('bob');
  const carol = await user('carol');
  const league = unwrap(await createLeague(db, {
    name: 'Lupfen Test League', slug: 'lupfen-test', game: 'lupfen', options: {}, seatsPerTable: 3, dealsPerMatch: 3,
    timeLimitMs: 200, memoryLimitMb: 64, targetRounds: 5, organiserId: organiser.id, state: 'open',
  }));
  // A fixed seed secret: the same deals in every run. With a random one, about one first deal in 36
  // ends after at most 3 decisions, and the replay tests step through deal 0 of the first match.
  await db.sql`update leagues set secret = ${WORLD_SECRET} where id = ${league.id}`;
  const bot = async (owner: UserRow, name: string, source: string) => {
    const b = unwrap(await createBot(db, { ownerId: owner.id, name, game: 'lupfen' }));
    const v = unwrap(await addBotVersion(db, { botId: b.id, source, bundle: '(seeded: compiled at match time)' })).version;
    unwrap(await addEntry(db, { leagueId: league.id, botVersionId: v.id }));
    return { botId: b.id, versionId: v.id };
  };
  const alpha = await bot(alice, 'alpha', LOGGING_BOT);
  const xss = await bot(bob, XSS_NAME, RANDOM_BOT);
  const gamma = await bot(carol, 'gamma', RANDOM_BOT);
  unwrap(await setLeagueState(db, league.id, 'running'));
  const matchIds: string[] = [];
  for (let r = 0; r < rounds; r++) {
    const round = unwrap(await startRound(db, league.id));
    matchIds.push(...round.matchIds);
    await playRound(db, round.round.id);
  }
  await expectLongFirstDeal(db, matchIds[0]);
  return {
    organiser, alice, bob, carol, league,
    botIds: { alpha: alpha.botId, xss: xss.botId, gamma: gamma.botId },
    versionIds: { alpha: alpha.versionId, xss: xss.versionId, gamma: gamma.versionId },
    matchIds,
  };
}
