/**
 * What the rerun of a recorded match copies (migration 0013; @arena/league/rerun makes it a
 * challenge): the game, the seed (only once it may be shown: a league round's seeds are secret
 * until the round is over), the scoring, the bot version of every seat of rotation 0 and the
 * stored record (options, limits and deals are the record's own). A match is a league match or a
 * challenge: one uuid space, one record format.
 */
import type { Db } from './client.ts';
import { getChallenge, getChallengeRecord } from './challenges.ts';
import { isUuid } from './ids.ts';
import type { LeagueScoring } from './leagues.ts';
import { decompressRecord } from './match-records.ts';

export interface RerunSource {
  readonly id: string;
  readonly kind: 'league' | 'challenge';
  readonly game: string;
  readonly status: string;
  /** Null while the seed is secret (a league round not yet over). */
  readonly seed: string | null;
  readonly scoring: LeagueScoring;
  /** Bot version ids in the seat order of rotation 0. */
  readonly seating: readonly number[];
  /** The decompressed record, or null while the match is not done. */
  readonly record: unknown;
}

interface LeagueHead {
  readonly game: string;
  readonly status: string;
  readonly revealedSeed: string | null;
  readonly scoring: LeagueScoring;
  readonly record: Buffer | null;
}

async function leagueSource(db: Db, id: string): Promise<RerunSource | undefined> {
  const [head] = await db.sql<LeagueHead[]>`
    select l.game, m.status, case when rd.revealed_seeds is null then null else m.seed end as revealed_seed, l.scoring, rec.record
    from matches m join leagues l on l.id = m.league_id join rounds rd on rd.id = m.round_id
    left join match_records rec on rec.match_id = m.id
    where m.id = ${id}`;
  if (!head) return undefined;
  const seats = await db.sql<{ botVersionId: number }[]>`select bot_version_id from match_results where match_id = ${id} order by seat`;
  return {
    id, kind: 'league', game: head.game, status: head.status, seed: head.revealedSeed, scoring: head.scoring,
    seating: seats.map((s) => s.botVersionId), record: head.record === null ? null : await decompressRecord(head.record),
  };
}

async function challengeSource(db: Db, id: string): Promise<RerunSource | undefined> {
  const c = await getChallenge(db, id);
  if (!c) return undefined;
  return {
    id, kind: 'challenge', game: c.game, status: c.status, seed: c.seed, scoring: c.scoring,
    seating: c.seats.map((s) => s.botVersionId), record: c.status === 'done' ? await getChallengeRecord(db, id) : null,
  };
}

export async function getRerunSource(db: Db, id: string): Promise<RerunSource | undefined> {
  if (!isUuid(id)) return undefined;
  return (await leagueSource(db, id)) ?? (await challengeSource(db, id));
}
