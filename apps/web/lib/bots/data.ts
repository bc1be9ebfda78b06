/** Read models of the bot pages. */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getBotPage, type BotPage } from '@arena/db/bot-page';
import { describePlacement, placementOf } from '@arena/league/placement';
import { getDb } from '../db.ts';

export const fetchBotPage = cache(async (rawId: string): Promise<BotPage> => {
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isSafeInteger(id)) notFound();
  const page = await getBotPage(await getDb(), id);
  if (!page) notFound();
  return page;
});

export interface OwnVersion {
  readonly versionId: number;
  readonly botId: number;
  readonly botName: string;
  readonly version: number;
}

/** The user's bot versions of one game, newest first (site query; to move to @arena/db/bots). */
export async function listOwnVersions(userId: number, game: string): Promise<OwnVersion[]> {
  const db = await getDb();
  return db.sql<OwnVersion[]>`
    select v.id as version_id, b.id as bot_id, b.name as bot_name, v.version
    from bots b join bot_versions v on v.bot_id = b.id
    where b.owner_id = ${userId} and b.game = ${game}
    order by lower(b.name), v.version desc`;
}

/** CPU per decision of a bot's recent matches is in the records; the page shows the stored totals. */
export interface CpuRow {
  readonly version: number;
  readonly matches: number;
  readonly cpuMsPerMatch: number;
}

/**
 * CPU per match by version over the bot's last 500 matches (site query on match_results_bot_idx;
 * to move to @arena/db/bot-page, or into version_stats as a running sum).
 */
export async function fetchCpuByVersion(botId: number): Promise<CpuRow[]> {
  const db = await getDb();
  return db.sql<CpuRow[]>`
    select v.version, count(*)::int as matches, avg(r.cpu_ms)::float8 as cpu_ms_per_match
    from (select bot_version_id, cpu_ms from match_results where bot_id = ${botId} order by recorded_at desc limit 500) r
    join bot_versions v on v.id = r.bot_version_id
    group by v.version order by v.version desc`;
}

/** "12 of about 30 tables, about 2 minutes left" for each provisional current entry, by entry id. */
export async function fetchPlacements(page: BotPage): Promise<Map<number, string>> {
  const db = await getDb();
  const placing = page.entries.filter((e) => e.retiredAt === null && e.provisional !== false);
  const texts = await Promise.all(placing.map(async (e) => [e.entryId, describePlacement(await placementOf(db, e.leagueId, e.entryId))] as const));
  return new Map(texts);
}
