/**
 * The bot page: owner, versions (without code), league entries with their ratings, rating history,
 * recent matches and fault rates per version.
 */
import { getBot, listBotVersions, type BotRow, type BotVersionRow } from './bots.ts';
import type { Db } from './client.ts';
import { listRecentMatches, type RecentMatchRow } from './match-pages.ts';
import { getBotRatingHistory, type RatingHistoryRow } from './ratings.ts';

export interface BotEntryRow {
  readonly entryId: number;
  readonly leagueId: number;
  readonly leagueName: string;
  readonly leagueSlug: string;
  readonly version: number;
  readonly isHouse: boolean;
  readonly rating: number | null;
  readonly low: number | null;
  readonly high: number | null;
  readonly rankLow: number | null;
  readonly rankHigh: number | null;
  readonly games: number;
  readonly provisional: boolean | null;
  /** Set when a newer version took this entry's place in the league. */
  readonly retiredAt: Date | null;
}

export interface FaultRateRow {
  readonly botVersionId: number;
  readonly version: number;
  /** Done matches this version played. */
  readonly matches: number;
  /** Faults summed over those matches. */
  readonly faults: number;
  /** Share of matches with at least one fault (0..1). */
  readonly faultyShare: number;
  readonly faultsPerMatch: number;
}

export interface BotPage {
  readonly bot: BotRow;
  readonly owner: { readonly id: number; readonly name: string };
  readonly versions: readonly BotVersionRow[];
  readonly entries: readonly BotEntryRow[];
  readonly ratingHistory: readonly RatingHistoryRow[];
  readonly recentMatches: readonly RecentMatchRow[];
  readonly faultRates: readonly FaultRateRow[];
}

async function listBotEntries(db: Db, botId: number): Promise<BotEntryRow[]> {
  return db.sql<BotEntryRow[]>`
    select e.id as entry_id, l.id as league_id, l.name as league_name, l.slug as league_slug, v.version, e.is_house,
      r.rating, r.low, r.high, r.rank_low, r.rank_high, coalesce(r.games, 0) as games, r.provisional, e.retired_at
    from entries e
    join leagues l on l.id = e.league_id
    join bot_versions v on v.id = e.bot_version_id
    left join ratings r on r.entry_id = e.id and r.league_id = e.league_id
    where e.bot_id = ${botId} and l.state <> 'draft'
    order by l.created_at desc, l.id desc, v.version desc`;
}

/** Fault rates per version that played (from version_stats), newest version first. */
async function listFaultRates(db: Db, botId: number): Promise<FaultRateRow[]> {
  return db.sql<FaultRateRow[]>`
    select s.bot_version_id, v.version, s.matches, s.faults,
      s.faulty_matches::float8 / greatest(s.matches, 1) as faulty_share,
      s.faults::float8 / greatest(s.matches, 1) as faults_per_match
    from version_stats s join bot_versions v on v.id = s.bot_version_id
    where s.bot_id = ${botId}
    order by v.version desc`;
}

export async function getBotPage(db: Db, botId: number, recentLimit = 20): Promise<BotPage | undefined> {
  const bot = await getBot(db, botId);
  if (!bot) return undefined;
  const [owner] = await db.sql<{ id: number; name: string }[]>`select id, name from users where id = ${bot.ownerId}`;
  if (!owner) throw new Error(`owner ${bot.ownerId} of bot ${botId} is missing`);
  const [versions, entries, ratingHistory, recentMatches, faultRates] = await Promise.all([
    listBotVersions(db, botId),
    listBotEntries(db, botId),
    getBotRatingHistory(db, botId),
    listRecentMatches(db, { botId, limit: recentLimit }),
    listFaultRates(db, botId),
  ]);
  return { bot, owner, versions, entries, ratingHistory, recentMatches, faultRates };
}
