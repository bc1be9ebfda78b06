/**
 * A match played live for the live-table tests: a league of its own (3 seats, no duplicate) with
 * three deliberately slow bots (a fixed amount of sorting per decision, so that the match lasts a
 * few seconds), one round started, and the match played as a worker plays it (`playMatch` with the
 * match's live streams under the server's queue prefix), in the background.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@arena/db/client';
import { addBotVersion, createBot } from '@arena/db/bots';
import { addEntry, createLeague, setLeagueState } from '@arena/db/leagues';
import { getMatchPage } from '@arena/db/match-pages';
import { getMatch } from '@arena/db/matches';
import { readQueueEnv } from '@arena/jobs/env';
import { openLivePublisher } from '@arena/jobs/live';
import { firstRecord, parseLeagueRecord } from '@arena/record/league-record';
import { playMatch } from '@arena/league/play-match';
import { startRound } from '@arena/league/rounds';
import type { MatchRecord } from '@arena/record/match-record';
import type { UserRow } from '@arena/db/users';
import type { World } from './world.ts';

export const SLOW_BOT = `import type { Observation } from '@arena/bot-sdk/contract';
export function decide(obs: Observation) {
  let x = 0;
  for (let r = 0; r < 12; r++) {
    const a = Array.from({ length: 20000 }, (_, i) => (i * 7919 + r) % 20011);
    a.sort((p, q) => p - q);
    x += a[r * 3] ?? 0;
  }
  return obs.legalActions[x % obs.legalActions.length];
}
`;

function unwrap<T, E>(r: { ok: true; value: T } | { ok: false; error: E }): T {
  if (!r.ok) throw new Error(`expected ok: ${JSON.stringify(r.error)}`);
  return r.value;
}

export interface LiveMatch {
  readonly matchId: string;
  readonly leagueSlug: string;
  /** Settles when the match is recorded. */
  readonly played: Promise<void>;
}

export interface LiveTableSetup {
  readonly organiserId: number;
  /** One bot per owner, one seat each (the owner rule seats no two bots of one owner together). */
  readonly owners: readonly Pick<UserRow, 'id' | 'name'>[];
  readonly queuePrefix: string;
  readonly game?: string;
  readonly dealsPerMatch?: number;
}

/** The world's three programmers at a Lupfen table. */
export function worldTable(world: World, queuePrefix: string, dealsPerMatch = 4): LiveTableSetup {
  return { organiserId: world.organiser.id, owners: [world.alice, world.bob, world.carol], queuePrefix, dealsPerMatch };
}

export async function startLiveMatch(db: Db, setup: LiveTableSetup): Promise<LiveMatch> {
  const tag = randomBytes(3).toString('hex');
  const game = setup.game ?? 'lupfen';
  const league = unwrap(await createLeague(db, {
    name: `Live ${tag}`, slug: `live-${tag}`, game, options: {}, seatsPerTable: setup.owners.length, dealsPerMatch: setup.dealsPerMatch ?? 4, duplicate: false,
    timeLimitMs: 1000, memoryLimitMb: 64, targetRounds: 1, organiserId: setup.organiserId, state: 'open',
  }));
  const queuePrefix = setup.queuePrefix;
  for (const owner of setup.owners) {
    const bot = unwrap(await createBot(db, { ownerId: owner.id, name: `slow-${owner.name}-${tag}`, game }));
    const version = unwrap(await addBotVersion(db, { botId: bot.id, source: SLOW_BOT, bundle: '(seeded: compiled at match time)' })).version;
    unwrap(await addEntry(db, { leagueId: league.id, botVersionId: version.id }));
  }
  unwrap(await setLeagueState(db, league.id, 'running'));
  const round = unwrap(await startRound(db, league.id));
  const matchId = round.matchIds[0];
  if (matchId === undefined) throw new Error('no match');
  const live = openLivePublisher({ ...readQueueEnv(), prefix: queuePrefix }, matchId);
  const played = playMatch(db, matchId, { live }).then(async (r) => {
    await live.close();
    if (!r.ok || r.value.kind !== 'recorded') throw new Error(`match not recorded: ${JSON.stringify(r)}`);
  });
  return { matchId, leagueSlug: league.slug, played };
}

export async function waitForStatus(db: Db, matchId: string, status: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if ((await getMatch(db, matchId))?.status === status) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`match ${matchId} never became ${status}`);
}

export async function recordedMatch(db: Db, matchId: string): Promise<MatchRecord> {
  const parsed = parseLeagueRecord((await getMatchPage(db, matchId))?.record);
  if (!parsed.ok) throw new Error(parsed.error);
  return firstRecord(parsed.value);
}
