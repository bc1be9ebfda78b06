/**
 * The worker's side of a table with a person (@arena/league/person-tables has the request side):
 * claim it, play its one match through the match host (the bots sandboxed exactly as in leagues,
 * the person's seat asked through `ask`: the worker's Redis asker with the table's clock), publish
 * it live as it is played, and record the results and the replay exactly once. Nothing is written
 * to a league, an entry or a rating.
 */
import type { Db } from '@arena/db/client';
import { claimPersonTable, recordPersonTableResult, type PersonTableSeatPlan } from '@arena/db/person-tables';
import { err, ok, type Result } from '@arena/db/result';
import { liveSinkOf } from '@arena/match/live';
import type { BotSpec, MatchSpec } from '@arena/match/host/spec';
import type { IsolatedOptions } from '@arena/match/host/run-isolated';
import { runMatchIsolated } from '@arena/match/host/run-isolated';
import { personIdentity } from './person-tables.ts';
import { publishEnd, storedBotSpecs, type PlayOptions } from './play-match.ts';
import { HOUSE_USER } from './users.ts';

export type PlayPersonTableOutcome = 'recorded' | 'already-recorded' | 'void';
export type PlayPersonTableError = { readonly code: 'not-found' } | { readonly code: 'bad-spec'; readonly message: string };

/** How the person is asked: made once the table (and so its clock) is known, closed after the match. */
export interface PersonAskerFactory {
  (tableId: string, clockMs: number): { readonly ask: NonNullable<IsolatedOptions['human']>; close(): Promise<void> };
}

async function seatSpecs(db: Db, id: string, seats: readonly PersonTableSeatPlan[]): Promise<BotSpec[]> {
  const bots = seats.filter((s) => s.botVersionId !== null);
  const specs = await storedBotSpecs(db, bots.map((s) => ({
    botVersionId: s.botVersionId ?? 0, botName: s.botName ?? 'bot', bundle: s.bundle ?? '', isHouse: s.ownerName === HOUSE_USER,
  })), `table ${id}`);
  return seats.map((s): BotSpec => {
    if (s.userId !== null || s.botVersionId === null) return { name: s.personName ?? 'person', person: personIdentity(s.userId ?? 0) };
    const spec = specs[bots.indexOf(s)];
    if (!spec) throw new Error(`no bot for seat ${s.seat} of table ${id}`);
    return spec;
  });
}

/** Plays and records one table: a bot's fault or the person's clock is part of the result; a platform fault throws (the queue retries). */
export async function playPersonTable(db: Db, id: string, asker: PersonAskerFactory, options: PlayOptions = {}): Promise<Result<PlayPersonTableOutcome, PlayPersonTableError>> {
  const claimed = await claimPersonTable(db, id);
  if (!claimed.ok) {
    if (claimed.error.code === 'not-found') return err({ code: 'not-found' });
    return ok(claimed.error.status === 'void' ? 'void' : 'already-recorded');
  }
  const { table, seats } = claimed.value;
  const spec: MatchSpec = {
    game: table.game, seed: table.seed, bots: await seatSpecs(db, id, seats),
    limits: { decisionMs: table.timeLimitMs, memoryMb: table.memoryLimitMb },
    maxDeals: Math.min(table.deals, options.maxDeals ?? table.deals),
  };
  const person = asker(id, table.clockMs);
  const { live } = options;
  const run = await runMatchIsolated(spec, { ...options.isolated, human: person.ask, ...(live ? { live: liveSinkOf(live, 0) } : {}) })
    .finally(() => person.close());
  if (!run.ok) return err({ code: 'bad-spec', message: run.error });
  const record = run.value;
  const results = record.seats.map((s, seat) => ({
    seat, chips: record.chips[seat] ?? 0, rank: record.ranks[seat] ?? 1,
    faults: record.faults.filter((f) => f.seat === seat).length, cpuMs: s.cpuMs,
  }));
  const recorded = await recordPersonTableResult(db, id, record, results);
  if (recorded.ok) {
    publishEnd(live, record);
    return ok(recorded.value);
  }
  if (recorded.error.code === 'table-void') return ok('void');
  if (recorded.error.code === 'not-found') return err({ code: 'not-found' });
  throw new Error(`results of table ${id} do not fit its seats`);
}
