/**
 * What challenges (challenges.ts, migration 0011) and tables with a person (person-tables.ts,
 * migration 0015) share: a match asked for once, a row with a table of seats beside it, that a
 * job claims (queued, or running when a crashed job is retried → running, attempts + 1), plays
 * and records exactly once (→ done, the replay compressed), or voids. Each module keeps its own
 * columns, seats and errors; the life of the row is written here once.
 */
import type { Db, Queryable, TxSql } from './client.ts';
import { isUuid } from './ids.ts';
import { compressRecord, decompressRecord } from './match-records.ts';
import { err, ok, type Result } from './result.ts';

/** Where one kind of one-off match lives: its table, its seats' table and their key, the row's columns. */
export interface OneOffTable {
  readonly table: 'challenges' | 'person_tables';
  readonly seats: 'challenge_seats' | 'person_table_seats';
  readonly key: 'challenge_id' | 'table_id';
  readonly columns: readonly string[];
  /** The per-seat results its seats keep, by their camelCase names. */
  readonly results: readonly string[];
}

export type OneOffStatus = 'queued' | 'running' | 'done' | 'void';

/** Locks the row; its status when it is queued or running, else `closedCode` with the status. */
export async function lockOpen<S extends OneOffStatus, C extends string>(
  tx: TxSql, t: OneOffTable, id: string, closedCode: C,
): Promise<Result<S, { readonly code: 'not-found' } | { readonly code: C; readonly status: S }>> {
  const [row] = await tx<{ status: S }[]>`select status from ${tx(t.table)} where id = ${id} for update`;
  if (!row) return err({ code: 'not-found' } as const);
  return row.status === 'queued' || row.status === 'running' ? ok(row.status) : err({ code: closedCode, status: row.status });
}

export type ClaimError<S extends OneOffStatus> = { readonly code: 'not-found' } | { readonly code: 'not-claimable'; readonly status: S };

/**
 * queued (or running, when a crashed job is retried) → running, attempts + 1, in one transaction
 * with the row locked; the row as it is now, and its seats as `seatsOf` reads them.
 */
export async function claimOneOff<Row extends object, S extends OneOffStatus, Seat>(
  db: Db, t: OneOffTable, id: string, seatsOf: (tx: TxSql) => Promise<Seat[]>,
): Promise<Result<{ readonly row: Row; readonly seats: Seat[] }, ClaimError<S>>> {
  if (!isUuid(id)) return err({ code: 'not-found' });
  return db.sql.begin(async (tx) => {
    const open = await lockOpen<S, 'not-claimable'>(tx, t, id, 'not-claimable');
    if (!open.ok) return open;
    const [row] = await tx<Row[]>`
      update ${tx(t.table)} set status = 'running', attempts = attempts + 1, started_at = now(), finished_at = null
      where id = ${id} returning ${tx(t.columns)}`;
    if (!row) throw new Error(`update of ${t.table} returned no row`);
    return ok({ row, seats: await seatsOf(tx) });
  });
}

/** What a seat of a played one-off match gets: its chips, place, faults and measured CPU. */
export interface SeatResult {
  readonly seat: number;
  readonly chips: number;
  readonly rank: number;
  readonly faults: number;
  readonly cpuMs: number;
}

export type RecordError<V extends string> = { readonly code: 'not-found' } | { readonly code: V } | { readonly code: 'seats-mismatch' };

/**
 * Writes a played match exactly once, in one transaction with the row locked first (a second call
 * finds it done): each seat's results (the kind's `results` of them), then the row done with the
 * compressed replay and `values` (more of its columns, by their camelCase names). A void row is
 * refused with `voidCode`, and so are results that are not exactly one per seat.
 */
export async function recordOnce<V extends string>(
  db: Db, t: OneOffTable, id: string, record: unknown, results: readonly SeatResult[], voidCode: V,
  values: Record<string, number> = {},
): Promise<Result<'recorded' | 'already-recorded', RecordError<V>>> {
  if (!isUuid(id)) return err({ code: 'not-found' });
  const compressed = await compressRecord(record);
  return db.sql.begin(async (tx) => {
    const [row] = await tx<{ status: OneOffStatus; seats: number }[]>`
      select status, (select count(*)::int from ${tx(t.seats)} where ${tx(t.key)} = ${id}) as seats
      from ${tx(t.table)} where id = ${id} for update`;
    if (!row) return err({ code: 'not-found' } as const);
    if (row.status === 'done') return ok('already-recorded' as const);
    if (row.status === 'void') return err({ code: voidCode });
    if (row.seats !== results.length || new Set(results.map((r) => r.seat)).size !== results.length) return err({ code: 'seats-mismatch' } as const);
    for (const r of results) await tx`update ${tx(t.seats)} set ${tx(picked(r, t.results))} where ${tx(t.key)} = ${id} and seat = ${r.seat}`;
    await tx`
      update ${tx(t.table)} set status = 'done', finished_at = now(), error = null, started_at = coalesce(started_at, now()),
        ${tx({ ...values, record: compressed.bytes, recordSize: compressed.size })}
      where id = ${id}`;
    return ok('recorded' as const);
  });
}

/** `columns` of `row`, and nothing else of it (a wider object may carry more). */
function picked(row: object, columns: readonly string[]): Record<string, number | null> {
  const values = row as Readonly<Record<string, number | undefined>>;
  return Object.fromEntries(columns.map((c) => [c, values[c] ?? null]));
}

/** The stored replay (decompressed), or null while the match is not done. */
export async function storedRecord(db: Db, t: OneOffTable, id: string): Promise<unknown> {
  if (!isUuid(id)) return null;
  const [row] = await db.sql<{ record: Buffer | null }[]>`select record from ${db.sql(t.table)} where id = ${id}`;
  return row?.record ? decompressRecord(row.record) : null;
}

/** Each row with its seats: `seats` carries the row's id as `of`, which the result leaves out. */
export function withSeats<Row extends { readonly id: string }, Seat>(rows: readonly Row[], seats: readonly (Seat & { readonly of: string })[]): (Row & { readonly seats: readonly Seat[] })[] {
  return rows.map((r) => ({ ...r, seats: seats.filter((s) => s.of === r.id).map(({ of: _, ...s }) => s as Seat) }));
}

/** The bot versions `ids` names that exist, with their bot, game, owner and whether the bot is retired. */
export interface SeatVersion { readonly id: number; readonly botId: number; readonly game: string; readonly ownerId: number; readonly retired: boolean }

export async function seatVersions(sql: Queryable, ids: readonly number[]): Promise<Map<number, SeatVersion>> {
  const rows = await sql<SeatVersion[]>`
    select v.id, v.bot_id, b.game, b.owner_id, b.retired_at is not null as retired
    from bot_versions v join bots b on b.id = v.bot_id
    where v.id in ${sql([...ids])}`;
  return new Map(rows.map((r) => [r.id, r]));
}
