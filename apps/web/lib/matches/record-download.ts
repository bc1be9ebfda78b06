import { getChallenge, getChallengeRecord } from '@arena/db/challenges';
import { getMatchPage } from '@arena/db/match-pages';
import { isDuplicateRecord, parseLeagueRecord } from '@arena/record/league-record';
import { makeMatchDownload, type MatchDownload } from '@arena/record/match-download';
import { getDb } from '../db.ts';
import { recordForViewer } from '../replay/frame.ts';

interface Downloadable {
  readonly record: unknown;
  readonly owners: readonly { readonly seat: number; readonly ownerId: number }[];
  readonly revealed: boolean;
  /** A league's slug and round, or `challenge` and 0 for a challenge (its seed is never hidden). */
  readonly league: string;
  readonly round: number;
}

async function downloadable(id: string): Promise<Downloadable | undefined> {
  const db = await getDb();
  const page = await getMatchPage(db, id);
  if (page) return { record: page.record, owners: page.results, revealed: page.seed !== null, league: page.league.slug, round: page.roundNumber };
  const challenge = await getChallenge(db, id);
  if (!challenge) return undefined;
  return { record: await getChallengeRecord(db, id), owners: challenge.seats, revealed: true, league: 'challenge', round: 0 };
}

/**
 * The downloadable record for a viewer (@arena/record/match-download, the format `arena replay`
 * reads), or undefined when the match or its record is missing: the stored record (a match record, or a duplicate set of rotations) with other owners' logs and
 * fault details removed in every rotation, and the seed hidden until the round reveals it.
 */
export async function fetchMatchForApi(id: string, userId: number | undefined): Promise<MatchDownload | undefined> {
  const page = await downloadable(id);
  if (!page || page.record === null) return undefined;
  const parsed = parseLeagueRecord(page.record);
  if (!parsed.ok) return undefined;
  const ownerOfBot = (bot: number) => page.owners.find((r) => r.seat === bot)?.ownerId;
  const ownSeats = (order: readonly number[]) => new Set(order.flatMap((bot, seat) => (userId !== undefined && ownerOfBot(bot) === userId ? [seat] : [])));
  const { revealed } = page;
  const stored = parsed.value;
  const record = isDuplicateRecord(stored)
    ? { ...stored, rotations: stored.rotations.map((r) => ({ ...r, record: recordForViewer(r.record, ownSeats(r.order), revealed) })) }
    : recordForViewer(stored, ownSeats(stored.seats.map((_, s) => s)), revealed);
  return makeMatchDownload({ matchId: id, league: page.league, round: page.round }, record);
}
