import { getMatchPage } from '@arena/db/match-pages';
import { isDuplicateRecord, parseLeagueRecord } from '@arena/league/league-record';
import { makeMatchDownload, type MatchDownload } from '@arena/league/match-download';
import { getDb } from '../db.ts';
import { recordForViewer } from '../replay/frame.ts';

/**
 * The downloadable record for a viewer (@arena/league/match-download, the format `arena replay`
 * reads), or undefined when the match or its record is missing: the stored record (a match record, or a duplicate set of rotations) with other owners' logs and
 * fault details removed in every rotation, and the seed hidden until the round reveals it.
 */
export async function fetchMatchForApi(id: string, userId: number | undefined): Promise<MatchDownload | undefined> {
  const page = await getMatchPage(await getDb(), id);
  if (!page || page.record === null) return undefined;
  const parsed = parseLeagueRecord(page.record);
  if (!parsed.ok) return undefined;
  const ownerOfBot = (bot: number) => page.results.find((r) => r.seat === bot)?.ownerId;
  const ownSeats = (order: readonly number[]) => new Set(order.flatMap((bot, seat) => (userId !== undefined && ownerOfBot(bot) === userId ? [seat] : [])));
  const revealed = page.seed !== null;
  const stored = parsed.value;
  const record = isDuplicateRecord(stored)
    ? { ...stored, rotations: stored.rotations.map((r) => ({ ...r, record: recordForViewer(r.record, ownSeats(r.order), revealed) })) }
    : recordForViewer(stored, ownSeats(stored.seats.map((_, s) => s)), revealed);
  return makeMatchDownload({ matchId: id, league: page.league.slug, round: page.roundNumber }, record);
}
