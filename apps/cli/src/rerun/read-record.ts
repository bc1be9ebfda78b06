/**
 * The match record `arena rerun` starts from: a record of `arena play --out`, a league's stored
 * record (one match or a duplicate set) or the site's download (`/matches/<id>.json`). Of a
 * duplicate set, one rotation (`--rotation`, default 0: the match as seated) is rerun.
 */
import { err, ok, type Result } from '@arena/engine/result';
import { isDuplicateRecord, parseLeagueRecord, type LeagueRecord } from '@arena/record/league-record';
import { isMatchDownloadLike, parseMatchDownload, SEED_HIDDEN, type MatchDownload } from '@arena/record/match-download';
import type { MatchRecord } from '@arena/record/match-record';

export interface RerunRecord {
  readonly record: MatchRecord;
  /** The site's id of the match, when the record is its download (what `--on-site` reruns). */
  readonly matchId: string | null;
}

export function readRerunRecord(text: string, rotation: number | undefined): Result<RerunRecord, string> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err(`not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const download = isMatchDownloadLike(raw) ? parseMatchDownload(raw) : null;
  const stored = download === null ? parseLeagueRecord(raw) : leagueRecordOf(download);
  if (!stored.ok) return stored;
  const league = stored.value;
  let record: MatchRecord;
  if (isDuplicateRecord(league)) {
    const chosen = league.rotations[rotation ?? 0];
    if (!chosen) return err(`--rotation ${String(rotation)}: the duplicate set has rotations 0 to ${league.rotations.length - 1}`);
    record = chosen.record;
  } else {
    if (rotation !== undefined && rotation !== 0) return err(`--rotation ${rotation}: the record is a single match, not a duplicate set`);
    record = league;
  }
  if (record.seed === SEED_HIDDEN) return err('the seed is hidden until the round is over: download the record again then');
  return ok({ record, matchId: download?.ok ? download.value.matchId : null });
}

function leagueRecordOf(download: Result<MatchDownload, string>): Result<LeagueRecord, string> {
  return download.ok ? ok(download.value.record) : download;
}
