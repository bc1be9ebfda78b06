/**
 * Rounds: created together with all their matches in one transaction, with the seed commitment
 * published up front and the seeds revealed when the round is finished (commit-reveal).
 */
import type { Db, TxSql } from './client.ts';
import type { JsonValue, LeagueRow, LeagueState } from './leagues.ts';
import { err, ok, type Result } from './result.ts';

export const ROUND_STATES = ['running', 'finished'] as const;
export type RoundState = (typeof ROUND_STATES)[number];

export interface RoundRow {
  readonly id: number;
  readonly leagueId: number;
  readonly number: number;
  readonly state: RoundState;
  readonly seedCommitment: string;
  readonly revealedSeeds: JsonValue | null;
  readonly startedAt: Date;
  readonly finishedAt: Date | null;
}

/** One table of a round: its seed and the entry ids in seat order. */
export interface NewTable {
  readonly seed: string;
  readonly seating: readonly number[];
  /** BullMQ priority of its job (0: none, the default). */
  readonly priority?: number;
  /** Scheduled to place a provisional entry. */
  readonly placement?: boolean;
}

export interface NewRound {
  readonly leagueId: number;
  readonly seedCommitment: string;
  readonly tables: readonly NewTable[];
}

export interface CreatedRound {
  readonly round: RoundRow;
  /** Match ids in table order (table_index 0, 1, ...): the BullMQ job ids. */
  readonly matchIds: readonly string[];
}

/** What refuses any new matches of a league, a round or a continuous batch alike. */
type PlacingError =
  | { readonly code: 'league-not-found' }
  | { readonly code: 'league-not-running'; readonly state: LeagueState }
  | { readonly code: 'bad-seating'; readonly tableIndex: number; readonly reason: string };

export type CreateRoundError =
  | PlacingError
  | { readonly code: 'previous-round-unfinished'; readonly roundId: number }
  | { readonly code: 'target-reached'; readonly targetRounds: number };

const roundColumns = [
  'id', 'league_id', 'number', 'state', 'seed_commitment', 'revealed_seeds', 'started_at', 'finished_at',
];

type BadSeating = Extract<CreateRoundError, { code: 'bad-seating' }>;

function checkTables(tables: readonly NewTable[], seats: number, entryIds: ReadonlySet<number>): BadSeating | undefined {
  for (const [tableIndex, table] of tables.entries()) {
    const bad = (reason: string): BadSeating => ({ code: 'bad-seating', tableIndex, reason });
    if (table.seating.length !== seats) return bad(`${table.seating.length} seats, the league plays ${seats}`);
    if (new Set(table.seating).size !== seats) return bad('an entry is seated twice');
    const stranger = table.seating.find((id) => !entryIds.has(id));
    if (stranger !== undefined) return bad(`entry ${stranger} is not in the league`);
  }
  return undefined;
}

async function insertRound(tx: TxSql, leagueId: number, number: number, seedCommitment: string, tables: readonly NewTable[]): Promise<CreatedRound> {
  const [round] = await tx<RoundRow[]>`
    insert into rounds (league_id, number, seed_commitment)
    values (${leagueId}, ${number}, ${seedCommitment})
    returning ${tx(roundColumns)}`;
  if (!round) throw new Error('insert into rounds returned no row');
  const rows = tables.map((t) => ({ seed: t.seed, seating: [...t.seating], priority: t.priority ?? 0, placement: t.placement ?? false }));
  const matches = await tx<{ id: string; tableIndex: number }[]>`
    insert into matches (league_id, round_id, table_index, seed, seating, priority, placement)
    select ${leagueId}, ${round.id}, (t.ord - 1)::int, t.value->>'seed', t.value->'seating',
      (t.value->>'priority')::int, (t.value->>'placement')::boolean
    from jsonb_array_elements(${tx.json(rows)}::jsonb) with ordinality as t(value, ord)
    order by t.ord
    returning id, table_index`;
  const matchIds = [...matches].sort((a, b) => a.tableIndex - b.tableIndex).map((m) => m.id);
  return { round, matchIds };
}

async function currentEntryIds(tx: TxSql, leagueId: number): Promise<Set<number>> {
  const entries = await tx<{ id: number }[]>`select id from entries where league_id = ${leagueId} and retired_at is null`;
  return new Set(entries.map((e) => e.id));
}

type LockedLeague = Pick<LeagueRow, 'state' | 'seatsPerTable' | 'targetRounds' | 'continuous'>;

async function lockLeague(tx: TxSql, leagueId: number): Promise<LockedLeague | undefined> {
  const [league] = await tx<LockedLeague[]>`
    select state, seats_per_table, target_rounds, continuous from leagues where id = ${leagueId} for update`;
  return league;
}

/**
 * Creates the league's next round and its queued matches in one transaction. The league row is
 * locked so two schedulers cannot create the same round number.
 */
export async function createRound(db: Db, input: NewRound): Promise<Result<CreatedRound, CreateRoundError>> {
  return db.sql.begin(async (tx) => {
    const league = await lockLeague(tx, input.leagueId);
    if (!league) return err({ code: 'league-not-found' } as const);
    if (league.state !== 'running') return err({ code: 'league-not-running', state: league.state } as const);
    const [last] = await tx<{ id: number; number: number; state: RoundState }[]>`
      select id, number, state from rounds where league_id = ${input.leagueId} order by number desc limit 1`;
    if (last?.state === 'running') return err({ code: 'previous-round-unfinished', roundId: last.id } as const);
    const number = (last?.number ?? 0) + 1;
    if (number > league.targetRounds) return err({ code: 'target-reached', targetRounds: league.targetRounds } as const);
    const problem = checkTables(input.tables, league.seatsPerTable, await currentEntryIds(tx, input.leagueId));
    if (problem) return err(problem);
    return ok(await insertRound(tx, input.leagueId, number, input.seedCommitment, input.tables));
  });
}

/** What a continuous league's scheduler sees under the league's lock. */
export interface BatchState {
  /** The number the new batch (round) will get. */
  readonly number: number;
  /** Queued or running matches of the league: placement tables and routine ones. */
  readonly open: { readonly placement: number; readonly routine: number };
}

export interface NewBatch {
  readonly seedCommitment: string;
  readonly tables: readonly NewTable[];
}

export type CreateBatchError =
  | PlacingError
  | { readonly code: 'not-continuous' }
  | { readonly code: 'nothing-to-schedule' };

/**
 * Creates the next batch of a running continuous league: a round of its own (with its seed
 * commitment, finished like any round once its matches ended) that does not wait for the previous
 * one. `plan` runs under the league's row lock with the league's open matches counted, so two
 * schedulers never overfill the queue; it returns null when nothing is to be scheduled.
 */
export async function createBatch(
  db: Db,
  leagueId: number,
  plan: (state: BatchState) => NewBatch | null,
): Promise<Result<CreatedRound, CreateBatchError>> {
  return db.sql.begin(async (tx) => {
    const league = await lockLeague(tx, leagueId);
    if (!league) return err({ code: 'league-not-found' } as const);
    if (!league.continuous) return err({ code: 'not-continuous' } as const);
    if (league.state !== 'running') return err({ code: 'league-not-running', state: league.state } as const);
    const [last] = await tx<{ number: number }[]>`select number from rounds where league_id = ${leagueId} order by number desc limit 1`;
    const [open] = await tx<{ placement: number; routine: number }[]>`
      select count(*) filter (where placement)::int as placement, count(*) filter (where not placement)::int as routine
      from matches where league_id = ${leagueId} and status in ('queued', 'running')`;
    const batch = plan({ number: (last?.number ?? 0) + 1, open: open ?? { placement: 0, routine: 0 } });
    if (!batch || batch.tables.length === 0) return err({ code: 'nothing-to-schedule' } as const);
    const problem = checkTables(batch.tables, league.seatsPerTable, await currentEntryIds(tx, leagueId));
    if (problem) return err(problem);
    return ok(await insertRound(tx, leagueId, (last?.number ?? 0) + 1, batch.seedCommitment, batch.tables));
  });
}

export async function getRound(db: Db, roundId: number): Promise<RoundRow | undefined> {
  const [row] = await db.sql<RoundRow[]>`select ${db.sql(roundColumns)} from rounds where id = ${roundId}`;
  return row;
}

export async function listRounds(db: Db, leagueId: number): Promise<RoundRow[]> {
  return db.sql<RoundRow[]>`
    select ${db.sql(roundColumns)} from rounds where league_id = ${leagueId} order by number`;
}

export interface RoundProgress {
  readonly queued: number;
  readonly running: number;
  readonly done: number;
  readonly void: number;
  readonly total: number;
}

/** Match counts of a round by status (served by matches_round_status_idx). */
export async function getRoundProgress(db: Db, roundId: number): Promise<RoundProgress> {
  const [row] = await db.sql<RoundProgress[]>`
    select
      count(*) filter (where status = 'queued') as queued,
      count(*) filter (where status = 'running') as running,
      count(*) filter (where status = 'done') as done,
      count(*) filter (where status = 'void') as void,
      count(*) as total
    from matches where round_id = ${roundId}`;
  if (!row) throw new Error('count returned no row');
  return row;
}

export type FinishRoundError =
  | { readonly code: 'not-found' }
  | { readonly code: 'already-finished' }
  | { readonly code: 'round-not-complete'; readonly progress: RoundProgress };

/**
 * Finishes a round whose matches are all done or void, publishing its seeds. Void matches stay
 * visible as void; requeue them before finishing to have them played.
 */
export async function finishRound(db: Db, roundId: number, revealedSeeds: JsonValue): Promise<Result<RoundRow, FinishRoundError>> {
  return db.sql.begin(async (tx) => {
    const [round] = await tx<{ state: RoundState }[]>`select state from rounds where id = ${roundId} for update`;
    if (!round) return err({ code: 'not-found' } as const);
    if (round.state === 'finished') return err({ code: 'already-finished' } as const);
    const [progress] = await tx<RoundProgress[]>`
      select count(*) filter (where status = 'queued') as queued,
        count(*) filter (where status = 'running') as running,
        count(*) filter (where status = 'done') as done,
        count(*) filter (where status = 'void') as void, count(*) as total
      from matches where round_id = ${roundId}`;
    if (progress && progress.queued + progress.running > 0) return err({ code: 'round-not-complete', progress } as const);
    const [row] = await tx<RoundRow[]>`
      update rounds set state = 'finished', finished_at = now(), revealed_seeds = ${tx.json(revealedSeeds)}::jsonb
      where id = ${roundId} returning ${tx(roundColumns)}`;
    if (!row) throw new Error('update of rounds returned no row');
    return ok(row);
  });
}

export interface ActiveLeagueRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly game: string;
  readonly state: LeagueState;
  readonly targetRounds: number;
  readonly entries: number;
  readonly roundsFinished: number;
  readonly currentRound: number | null;
  readonly progress: RoundProgress | null;
}

/** Open, running and paused leagues with entry counts and the progress of their latest round. */
export async function listActiveLeagues(db: Db): Promise<ActiveLeagueRow[]> {
  return db.sql<ActiveLeagueRow[]>`
    select l.id, l.name, l.slug, l.game, l.state, l.target_rounds,
      (select count(*) from entries e where e.league_id = l.id) as entries,
      (select count(*) from rounds r where r.league_id = l.id and r.state = 'finished') as rounds_finished,
      cur.number as current_round,
      case when cur.id is null then null else (
        select jsonb_build_object(
          'queued', count(*) filter (where m.status = 'queued'),
          'running', count(*) filter (where m.status = 'running'),
          'done', count(*) filter (where m.status = 'done'),
          'void', count(*) filter (where m.status = 'void'),
          'total', count(*))
        from matches m where m.round_id = cur.id) end as progress
    from leagues l
    left join lateral (
      select r.id, r.number from rounds r where r.league_id = l.id order by r.number desc limit 1
    ) cur on true
    where l.state in ('open', 'running', 'paused')
    order by l.created_at desc, l.id desc`;
}
