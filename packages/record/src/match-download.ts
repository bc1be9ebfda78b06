/**
 * The one record format of the site's download (`/matches/<id>.json`) and of `arena replay`:
 * `{ format: 'stich-arena-match-download', version: 1, matchId, league, round, record }`, where
 * `record` is what the league stored (league-record.ts): one match record, or a duplicate set of
 * rotations. A seed that is not yet revealed reads `SEED_HIDDEN`; such a record shows its
 * decisions but cannot be replayed until the round is over.
 */
import { err, ok, type Result } from '@arena/engine/result';
import { z } from 'zod';
import { parseLeagueRecord, type LeagueRecord } from './league-record.ts';

export const MATCH_DOWNLOAD_FORMAT = 'stich-arena-match-download';
export const SEED_HIDDEN = '(revealed when the round is over)';

export interface MatchDownload {
  readonly format: typeof MATCH_DOWNLOAD_FORMAT;
  readonly version: 1;
  readonly matchId: string;
  readonly league: string;
  readonly round: number;
  readonly record: LeagueRecord;
}

const envelopeSchema = z.object({
  format: z.literal(MATCH_DOWNLOAD_FORMAT),
  version: z.literal(1),
  matchId: z.string().max(100),
  league: z.string().max(200),
  round: z.number().int().nonnegative(),
  record: z.unknown(),
});

export function makeMatchDownload(meta: { matchId: string; league: string; round: number }, record: LeagueRecord): MatchDownload {
  return { format: MATCH_DOWNLOAD_FORMAT, version: 1, ...meta, record };
}

/** True when the JSON value says it is a download (then `parseMatchDownload` names what is wrong with it). */
export function isMatchDownloadLike(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && (raw as { format?: unknown }).format === MATCH_DOWNLOAD_FORMAT;
}

export function parseMatchDownload(raw: unknown): Result<MatchDownload, string> {
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    return err(`not a match download: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}`);
  }
  const record = parseLeagueRecord(envelope.data.record);
  if (!record.ok) return err(`record: ${record.error}`);
  return ok({ ...envelope.data, format: MATCH_DOWNLOAD_FORMAT, version: 1, record: record.value });
}
