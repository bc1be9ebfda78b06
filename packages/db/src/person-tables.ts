/**
 * Tables with a person (migration 0015, issue 19): a signed-in person plays one match with bots of
 * their choice. Life: queued → running (claimPersonTable) → done (recordPersonTableResult) | void
 * (voidPersonTable). Nothing here touches leagues, entries or ratings, so a table with a person
 * can never move a bot's league rating; the people's ladder is fitted from `listPersonTableResults`.
 *
 * `createPersonTable` checks, in one transaction with the person's user row locked (two requests
 * at once cannot both slip under the bound): every bot seat is a version of a bot of the game that
 * is not retired, and the person has fewer than `maxOpen` tables queued or running.
 */
import type { Db, Queryable, TxSql } from './client.ts';
import { isUuid } from './ids.ts';
import { claimOneOff, recordOnce, seatVersions, storedRecord, withSeats, type ClaimError, type OneOffStatus, type OneOffTable, type RecordError, type SeatResult } from './one-off-matches.ts';
import { err, ok, type Result } from './result.ts';

/** queued → running → done | void (one-off-matches.ts). */
export type PersonTableStatus = OneOffStatus;

export interface PersonTableRow {
  readonly id: string;
  readonly personId: number;
  readonly game: string;
  readonly personSeat: number;
  readonly deals: number;
  readonly seed: string;
  readonly clockMs: number;
  readonly timeLimitMs: number;
  readonly memoryLimitMb: number;
  readonly status: PersonTableStatus;
  readonly attempts: number;
  readonly error: string | null;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
}

const tableColumns = [
  'id', 'person_id', 'game', 'person_seat', 'deals', 'seed', 'clock_ms', 'time_limit_ms', 'memory_limit_mb',
  'status', 'attempts', 'error', 'created_at', 'started_at', 'finished_at',
];
const personTables: OneOffTable = {
  table: 'person_tables', seats: 'person_table_seats', key: 'table_id', columns: tableColumns, results: ['chips', 'rank', 'faults', 'cpuMs'],
};

export interface NewPersonTable extends Pick<PersonTableRow, 'personId' | 'game' | 'personSeat' | 'deals' | 'seed' | 'clockMs' | 'timeLimitMs' | 'memoryLimitMb'> {
  /** Bot version ids of the other seats, in seat order (the person's seat left out). */
  readonly bots: readonly number[];
  /** Tables queued or running at once per person, checked under the person's lock. */
  readonly maxOpen: number;
}

export type CreatePersonTableError =
  | { readonly code: 'no-person' }
  | { readonly code: 'unknown-version'; readonly seat: number; readonly botVersionId: number }
  | { readonly code: 'wrong-game'; readonly seat: number; readonly game: string }
  | { readonly code: 'too-many-open'; readonly open: number; readonly maxOpen: number };

/** The seat of each bot: every seat but the person's, in order. */
export function botSeats(personSeat: number, bots: number): number[] {
  return Array.from({ length: bots + 1 }, (_, s) => s).filter((s) => s !== personSeat);
}

async function checkBots(tx: TxSql, input: NewPersonTable): Promise<CreatePersonTableError | undefined> {
  const versions = await seatVersions(tx, input.bots);
  const seats = botSeats(input.personSeat, input.bots.length);
  for (const [k, id] of input.bots.entries()) {
    const seat = seats[k] ?? k;
    const v = versions.get(id);
    if (!v || v.retired) return { code: 'unknown-version', seat, botVersionId: id };
    if (v.game !== input.game) return { code: 'wrong-game', seat, game: v.game };
  }
  return undefined;
}

async function openCount(sql: Queryable, personId: number): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from person_tables where person_id = ${personId} and status in ('queued', 'running')`;
  return row?.n ?? 0;
}

export async function createPersonTable(db: Db, input: NewPersonTable): Promise<Result<PersonTableRow, CreatePersonTableError>> {
  return db.sql.begin(async (tx) => {
    const [user] = await tx<{ id: number }[]>`select id from users where id = ${input.personId} and deleted_at is null for update`;
    if (!user) return err({ code: 'no-person' } as const);
    const bad = await checkBots(tx, input);
    if (bad) return err(bad);
    const open = await openCount(tx, input.personId);
    if (open >= input.maxOpen) return err({ code: 'too-many-open', open, maxOpen: input.maxOpen } as const);
    const [row] = await tx<PersonTableRow[]>`
      insert into person_tables (person_id, game, person_seat, deals, seed, clock_ms, time_limit_ms, memory_limit_mb)
      values (${input.personId}, ${input.game}, ${input.personSeat}, ${input.deals}, ${input.seed}, ${input.clockMs},
        ${input.timeLimitMs}, ${input.memoryLimitMb})
      returning ${tx(tableColumns)}`;
    if (!row) throw new Error('insert into person_tables returned no row');
    await tx`insert into person_table_seats (table_id, seat, user_id) values (${row.id}, ${input.personSeat}, ${input.personId})`;
    const seats = botSeats(input.personSeat, input.bots.length);
    await tx`
      insert into person_table_seats (table_id, seat, bot_id, bot_version_id)
      select ${row.id}, (${tx.json(seats)}::jsonb ->> (s.ord - 1)::int)::int, v.bot_id, v.id
      from jsonb_array_elements_text(${tx.json([...input.bots])}::jsonb) with ordinality as s(version_id, ord)
      join bot_versions v on v.id = s.version_id::bigint`;
    return ok(row);
  });
}

/** One seat of a table: the person (userId set) or a bot version. */
export interface PersonTableSeat {
  readonly seat: number;
  readonly userId: number | null;
  readonly personName: string | null;
  readonly botId: number | null;
  readonly botVersionId: number | null;
  readonly version: number | null;
  readonly botName: string | null;
  readonly ownerId: number | null;
  readonly ownerName: string | null;
  /** Null until the table is done. */
  readonly chips: number | null;
  readonly rank: number | null;
  readonly faults: number | null;
  readonly cpuMs: number | null;
}

export interface PersonTableDetail extends PersonTableRow {
  readonly personName: string;
  readonly seats: readonly PersonTableSeat[];
}

const seatsOf = (sql: Queryable, ids: readonly string[]) => sql<(PersonTableSeat & { of: string })[]>`
  select s.table_id as of, s.seat, s.user_id, pu.name as person_name, s.bot_id, s.bot_version_id, v.version, b.name as bot_name,
    b.owner_id, ou.name as owner_name, s.chips, s.rank, s.faults, s.cpu_ms
  from person_table_seats s
    left join users pu on pu.id = s.user_id
    left join bot_versions v on v.id = s.bot_version_id left join bots b on b.id = s.bot_id left join users ou on ou.id = b.owner_id
  where s.table_id in ${sql([...ids])} order by s.table_id, s.seat`;

async function detailsOf(db: Db, rows: readonly (PersonTableRow & { personName: string })[]): Promise<PersonTableDetail[]> {
  return rows.length === 0 ? [] : withSeats(rows, await seatsOf(db.sql, rows.map((r) => r.id)));
}

const selectTables = (db: Db) => db.sql(tableColumns.map((c) => `t.${c}`));

export async function getPersonTable(db: Db, id: string): Promise<PersonTableDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.sql<(PersonTableRow & { personName: string })[]>`
    select ${selectTables(db)}, u.name as person_name from person_tables t join users u on u.id = t.person_id where t.id = ${id}`;
  return (await detailsOf(db, rows))[0];
}

/** A person's tables, newest first; at most 100. */
export async function listPersonTables(db: Db, personId: number, limit = 30): Promise<PersonTableDetail[]> {
  const rows = await db.sql<(PersonTableRow & { personName: string })[]>`
    select ${selectTables(db)}, u.name as person_name from person_tables t join users u on u.id = t.person_id
    where t.person_id = ${personId} order by t.created_at desc, t.id limit ${Math.min(Math.max(1, limit), 100)}`;
  return detailsOf(db, rows);
}

/** The stored replay (decompressed), or null while the table is not done. */
export async function getPersonTableRecord(db: Db, id: string): Promise<unknown> {
  return storedRecord(db, personTables, id);
}

export interface PersonTableSeatPlan {
  readonly seat: number;
  readonly userId: number | null;
  readonly personName: string | null;
  readonly botVersionId: number | null;
  readonly botName: string | null;
  readonly ownerName: string | null;
  readonly bundle: string | null;
}

export interface ClaimedPersonTable {
  readonly table: PersonTableRow;
  readonly seats: readonly PersonTableSeatPlan[];
}

export type ClaimPersonTableError = ClaimError<PersonTableStatus>;

/** queued (or running, when a crashed job is retried) → running, attempts + 1. */
export async function claimPersonTable(db: Db, id: string): Promise<Result<ClaimedPersonTable, ClaimPersonTableError>> {
  const claimed = await claimOneOff<PersonTableRow, PersonTableStatus, PersonTableSeatPlan>(db, personTables, id, (tx) => tx<PersonTableSeatPlan[]>`
    select s.seat, s.user_id, pu.name as person_name, s.bot_version_id, b.name as bot_name, ou.name as owner_name, v.bundle
    from person_table_seats s
      left join users pu on pu.id = s.user_id
      left join bot_versions v on v.id = s.bot_version_id left join bots b on b.id = s.bot_id left join users ou on ou.id = b.owner_id
    where s.table_id = ${id} order by s.seat`);
  return claimed.ok ? ok({ table: claimed.value.row, seats: claimed.value.seats }) : claimed;
}

export type PersonTableSeatResult = SeatResult;

export type RecordPersonTableError = RecordError<'table-void'>;

/** Writes a played table exactly once (the row locked first; a second call finds it done). */
export async function recordPersonTableResult(
  db: Db, id: string, record: unknown, results: readonly PersonTableSeatResult[],
): Promise<Result<'recorded' | 'already-recorded', RecordPersonTableError>> {
  return recordOnce(db, personTables, id, record, results, 'table-void');
}

/** A queued or running table that cannot be played (a platform fault that exhausted its attempts): void, visibly. */
export async function voidPersonTable(db: Db, id: string, error: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.sql`
    update person_tables set status = 'void', error = ${error.slice(0, 2000)}, finished_at = now()
    where id = ${id} and status in ('queued', 'running') returning id`;
  return rows.length > 0;
}

/** Queued tables, oldest first: what the queue must hold a job for. */
export async function listQueuedPersonTables(db: Db, limit = 1000): Promise<string[]> {
  const rows = await db.sql<{ id: string }[]>`select id from person_tables where status = 'queued' order by created_at, id limit ${limit}`;
  return rows.map((r) => r.id);
}

/** Tables being played now, newest first (the live lists). */
export interface LivePersonTableRow {
  readonly id: string;
  readonly game: string;
  readonly personName: string;
  readonly startedAt: Date | null;
}

export async function listLivePersonTables(db: Db, limit = 10): Promise<LivePersonTableRow[]> {
  return db.sql<LivePersonTableRow[]>`
    select t.id, t.game, u.name as person_name, t.started_at from person_tables t join users u on u.id = t.person_id
    where t.status = 'running' order by t.started_at desc nulls last, t.id limit ${Math.min(Math.max(1, limit), 100)}`;
}

/** One seat's result at a done table, for the people's ladder (`player` = `person:<id>` or `bot:<version id>`). */
export interface PersonTableResultRow {
  readonly tableId: string;
  readonly game: string;
  readonly player: string;
  readonly name: string;
  readonly chips: number;
}

/** Every seat of every done table of `game`, tables in the order they finished. */
export async function listPersonTableResults(db: Db, game: string): Promise<PersonTableResultRow[]> {
  return db.sql<PersonTableResultRow[]>`
    select t.id as table_id, t.game,
      case when s.user_id is not null then 'person:' || s.user_id else 'bot:' || s.bot_version_id end as player,
      coalesce(pu.name, b.name || ' v' || v.version, 'deleted account') as name, s.chips
    from person_tables t join person_table_seats s on s.table_id = t.id
      left join users pu on pu.id = s.user_id
      left join bot_versions v on v.id = s.bot_version_id left join bots b on b.id = s.bot_id
    where t.status = 'done' and t.game = ${game} and s.chips is not null and (s.user_id is not null or s.bot_version_id is not null)
    order by t.finished_at, t.id, s.seat`;
}
