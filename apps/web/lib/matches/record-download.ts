import { getMatchPage } from '@arena/db/match-pages';
import { matchRecordSchema } from '@arena/match/record';
import { getDb } from '../db.ts';
import { recordForViewer } from '../replay/frame.ts';

/** The downloadable record for a viewer, or undefined when the match or its record is missing. */
export async function fetchMatchForApi(id: string, userId: number | undefined): Promise<unknown> {
  const page = await getMatchPage(await getDb(), id);
  if (!page || page.record === null) return undefined;
  const parsed = matchRecordSchema.safeParse(page.record);
  if (!parsed.success) return undefined;
  const own = new Set(page.results.filter((r) => userId !== undefined && r.ownerId === userId).map((r) => r.seat));
  return { format: 'stich-arena-match-record', matchId: id, league: page.league.slug, round: page.roundNumber, record: recordForViewer(parsed.data, own, page.seed !== null) };
}
