/**
 * What a league match stores in `match_records`: with `duplicate` on, a duplicate set (every seat
 * rotation of the same deals, each rotation a full match record); with it off, one match record.
 *
 * Duplicate set: `{ format: 'duplicate', version: 1, seating, rotations: [{ order, record }] }`.
 * `seating[i]` is the name of bot i (the match's seat i in the seating of the round);
 * `order[seat]` = which bot sat on `seat` in that rotation; rotation 0 is the identity, so its
 * record is the match as seated. Readers that know only single records (the replay viewer) can
 * show `rotations[0].record` (see `firstRecord`).
 */
import type { AnyGameDefinition } from '@arena/engine/game';
import { err, ok, type Result } from '@arena/engine/result';
import { matchRecordSchema, type MatchRecord } from './match-record.ts';
import { replayRecord } from './replay-record.ts';
import { z } from 'zod';

export const duplicateRecordSchema = z.object({
  format: z.literal('duplicate'),
  version: z.literal(1),
  seating: z.array(z.string()),
  rotations: z.array(z.object({ order: z.array(z.number().int().nonnegative()), record: matchRecordSchema })).min(1),
});
export type DuplicateRecord = z.infer<typeof duplicateRecordSchema>;

export type LeagueRecord = DuplicateRecord | MatchRecord;

export function parseLeagueRecord(raw: unknown): Result<LeagueRecord, string> {
  const dup = duplicateRecordSchema.safeParse(raw);
  if (dup.success) return ok(dup.data);
  const single = matchRecordSchema.safeParse(raw);
  if (single.success) return ok(single.data);
  return err(`not a league match record: ${dup.error.issues[0]?.message ?? 'invalid'}`);
}

export function isDuplicateRecord(record: LeagueRecord): record is DuplicateRecord {
  return 'format' in record;
}

/** The match as seated: the record itself, or the first rotation of a duplicate set. */
export function firstRecord(record: LeagueRecord): MatchRecord {
  if (!isDuplicateRecord(record)) return record;
  const first = record.rotations[0];
  if (!first) throw new Error('a duplicate record without rotations');
  return first.record;
}

/** Per bot i (seat i of the seating): chips summed over all rotations. */
export function totalChips(record: LeagueRecord): number[] {
  if (!isDuplicateRecord(record)) return [...record.chips];
  const totals = record.seating.map(() => 0);
  for (const { order, record: r } of record.rotations) {
    order.forEach((bot, seat) => { totals[bot] = (totals[bot] ?? 0) + (r.chips[seat] ?? 0); });
  }
  return totals;
}

/**
 * Re-simulates every rotation through the game and checks each stored outcome and the stored chip
 * totals; returns the totals per bot.
 */
export function replayLeagueRecord(record: LeagueRecord, game: AnyGameDefinition): Result<number[], string> {
  const records = isDuplicateRecord(record) ? record.rotations.map((r) => r.record) : [record];
  for (const [i, r] of records.entries()) {
    const replayed = replayRecord(r, game);
    if (!replayed.ok) return err(`rotation ${i}: ${replayed.error}`);
  }
  return ok(totalChips(record));
}
