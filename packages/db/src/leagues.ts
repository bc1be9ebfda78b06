/**
 * Leagues, their state machine and their entries. The league secret (from which the scheduler
 * derives seeds) is generated here, returned only by `getLeagueSecret`, and never part of
 * `LeagueRow`.
 */
import type { Db } from './client.ts';
import { insertedRow, isUniqueViolation } from './errors.ts';
import { err, ok, type Result } from './result.ts';
import { randomSecret } from './secrets.ts';

export const LEAGUE_STATES = ['draft', 'open', 'running', 'paused', 'finished'] as const;
export type LeagueState = (typeof LEAGUE_STATES)[number];
/** The states in which a league is public: a draft is seen by its organiser and the admins only. */
export const LISTED_LEAGUE_STATES = ['open', 'running', 'paused', 'finished'] as const satisfies readonly LeagueState[];

/** Allowed transitions: to-state → from-states. */
const TRANSITIONS: Record<LeagueState, readonly LeagueState[]> = {
  draft: ['open'],
  open: ['draft'],
  running: ['open', 'paused'],
  paused: ['running'],
  finished: ['running', 'paused', 'open'],
};

/** A league's URL name (the `leagues.slug` check of migration 0003). */
export const LEAGUE_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * The slug a league's name gives when none is chosen (the CLI and the site's form): lowercase,
 * accents dropped (`Zürich` → `zurich`, `ß` → `ss`), every other run of characters a `-`.
 */
export function slugify(name: string): string {
  const plain = name.toLowerCase().replace(/ß/g, 'ss').normalize('NFKD').replace(/\p{M}+/gu, '');
  const slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+/, '').slice(0, 63).replace(/-+$/, '');
  return slug.length > 0 ? slug : 'league';
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** 'matchpoints': each deal compared across its rotations; 'chips': chips summed over them. */
export type LeagueScoring = 'matchpoints' | 'chips';

export interface LeagueRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly game: string;
  readonly options: { [key: string]: JsonValue };
  readonly seatsPerTable: number;
  readonly dealsPerMatch: number;
  readonly duplicate: boolean;
  /** How duplicate matches are scored for the ladder (migration 0013). */
  readonly scoring: LeagueScoring;
  readonly separateOwners: boolean;
  readonly timeLimitMs: number;
  readonly memoryLimitMb: number;
  readonly targetRounds: number;
  /** The workers keep its tables coming (a ladder); false: its organiser starts each round. */
  readonly continuous: boolean;
  readonly state: LeagueState;
  readonly organiserId: number;
  readonly createdAt: Date;
}

export interface NewLeague {
  readonly name: string;
  readonly slug: string;
  readonly game: string;
  readonly options?: { [key: string]: JsonValue };
  readonly seatsPerTable: number;
  readonly dealsPerMatch: number;
  readonly duplicate?: boolean;
  /** Default 'matchpoints'. */
  readonly scoring?: LeagueScoring;
  /** No table seats two bots of one owner (house bots exempt); default true. */
  readonly separateOwners?: boolean;
  readonly timeLimitMs: number;
  readonly memoryLimitMb: number;
  readonly targetRounds: number;
  readonly continuous?: boolean;
  readonly organiserId: number;
  readonly state?: LeagueState;
}

const leagueColumns = [
  'id', 'name', 'slug', 'game', 'options', 'seats_per_table', 'deals_per_match', 'duplicate', 'scoring', 'separate_owners',
  'time_limit_ms', 'memory_limit_mb', 'target_rounds', 'continuous', 'state', 'organiser_id', 'created_at',
];

export function createLeague(db: Db, league: NewLeague): Promise<Result<LeagueRow, 'slug-taken'>> {
  return insertedRow('leagues', db.sql<LeagueRow[]>`
    insert into leagues (name, slug, game, options, seats_per_table, deals_per_match, duplicate, scoring,
      separate_owners, time_limit_ms, memory_limit_mb, target_rounds, continuous, secret, state, organiser_id)
    values (${league.name}, ${league.slug}, ${league.game}, ${db.sql.json(league.options ?? {})},
      ${league.seatsPerTable}, ${league.dealsPerMatch}, ${league.duplicate ?? true}, ${league.scoring ?? 'matchpoints'},
      ${league.separateOwners ?? true}, ${league.timeLimitMs}, ${league.memoryLimitMb},
      ${league.targetRounds}, ${league.continuous ?? false}, ${randomSecret()}, ${league.state ?? 'draft'}, ${league.organiserId})
    returning ${db.sql(leagueColumns)}`, { leagues_slug_key: 'slug-taken' } as const);
}

export async function getLeague(db: Db, leagueId: number): Promise<LeagueRow | undefined> {
  const [row] = await db.sql<LeagueRow[]>`select ${db.sql(leagueColumns)} from leagues where id = ${leagueId}`;
  return row;
}

export async function getLeagueBySlug(db: Db, slug: string): Promise<LeagueRow | undefined> {
  const [row] = await db.sql<LeagueRow[]>`select ${db.sql(leagueColumns)} from leagues where slug = ${slug}`;
  return row;
}

export async function listLeagues(db: Db, states: readonly LeagueState[] = LEAGUE_STATES): Promise<LeagueRow[]> {
  return db.sql<LeagueRow[]>`
    select ${db.sql(leagueColumns)} from leagues where state = any(${[...states]}::text[])
    order by created_at desc, id desc`;
}

/** The seed secret, for the scheduler only. */
export async function getLeagueSecret(db: Db, leagueId: number): Promise<string | undefined> {
  const [row] = await db.sql<{ secret: string }[]>`select secret from leagues where id = ${leagueId}`;
  return row?.secret;
}

export type LeagueStateError =
  | { readonly code: 'not-found' }
  | { readonly code: 'invalid-transition'; readonly from: LeagueState; readonly to: LeagueState };

/**
 * Moves a league to `to` when its current state allows it (draft ↔ open → running ↔ paused,
 * running/paused/open → finished); atomic, so two organisers cannot both win a race.
 */
export async function setLeagueState(db: Db, leagueId: number, to: LeagueState): Promise<Result<LeagueRow, LeagueStateError>> {
  const from = [...TRANSITIONS[to]];
  const [row] = await db.sql<LeagueRow[]>`
    update leagues set state = ${to} where id = ${leagueId} and state = any(${from}::text[])
    returning ${db.sql(leagueColumns)}`;
  if (row) return ok(row);
  const current = await getLeague(db, leagueId);
  if (!current) return err({ code: 'not-found' });
  return err({ code: 'invalid-transition', from: current.state, to });
}

export interface EntryRow {
  readonly id: number;
  readonly leagueId: number;
  readonly botId: number;
  readonly botVersionId: number;
  readonly isHouse: boolean;
  readonly createdAt: Date;
  /** Set when a newer version of the bot took this entry's place (never scheduled again). */
  readonly retiredAt: Date | null;
}

/** An entry with what the scheduler and the site need about its bot. */
export interface EntryDetailRow extends EntryRow {
  readonly botName: string;
  readonly ownerId: number;
  readonly ownerName: string;
  readonly version: number;
  /** The bot's account was deleted: the entry keeps its history but is not scheduled again. */
  readonly retired: boolean;
}

export type AddEntryError = 'league-not-found' | 'version-not-found' | 'league-closed' | 'wrong-game' | 'already-entered';

export interface NewEntry {
  readonly leagueId: number;
  readonly botVersionId: number;
  readonly isHouse?: boolean;
  /**
   * When the bot already has a current entry of another version: true retires it and enters this
   * version in its place (it keeps its matches and rating); false refuses ('already-entered').
   */
  readonly replace?: boolean;
}

const entryColumns = ['id', 'league_id', 'bot_id', 'bot_version_id', 'is_house', 'created_at', 'retired_at'];

interface EntryLeague { readonly game: string; readonly state: LeagueState; readonly continuous: boolean }

/**
 * Whether the league takes entries: a draft or open league; a continuous one also while it runs or
 * is paused; and any league not finished takes a new version of a bot already entered.
 */
function takesEntry(league: EntryLeague, replacing: boolean): boolean {
  if (league.state === 'draft' || league.state === 'open') return true;
  if (league.state === 'finished') return false;
  return league.continuous || replacing;
}

/**
 * Enters a bot version into a league (see `takesEntry` for when). A bot has at most one current
 * entry per league: entering the version it already has returns that entry; another version
 * replaces it when `replace` is set (the old entry is retired in the same transaction).
 */
export async function addEntry(db: Db, entry: NewEntry): Promise<Result<EntryRow, AddEntryError>> {
  try {
    return await db.sql.begin(async (tx) => {
      const [league] = await tx<EntryLeague[]>`
        select game, state, continuous from leagues where id = ${entry.leagueId} for share`;
      if (!league) return err('league-not-found' as const);
      const [bot] = await tx<{ botId: number; game: string }[]>`
        select b.id as bot_id, b.game from bot_versions v join bots b on b.id = v.bot_id
        where v.id = ${entry.botVersionId}`;
      if (!bot) return err('version-not-found' as const);
      const [current] = await tx<EntryRow[]>`
        select ${tx(entryColumns)} from entries
        where league_id = ${entry.leagueId} and bot_id = ${bot.botId} and retired_at is null for update`;
      if (current?.botVersionId === entry.botVersionId) return ok(current);
      if (current && entry.replace !== true) return err('already-entered' as const);
      if (!takesEntry(league, current !== undefined)) return err('league-closed' as const);
      if (bot.game !== league.game) return err('wrong-game' as const);
      if (current) await tx`update entries set retired_at = now() where id = ${current.id}`;
      const [row] = await tx<EntryRow[]>`
        insert into entries (league_id, bot_id, bot_version_id, is_house)
        values (${entry.leagueId}, ${bot.botId}, ${entry.botVersionId}, ${current?.isHouse ?? entry.isHouse ?? false})
        returning ${tx(entryColumns)}`;
      if (!row) throw new Error('insert into entries returned no row');
      return ok(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'entries_league_bot_current_key')) return err('already-entered');
    throw error;
  }
}

/** Leagues (not finished) in which the bot has a current entry of another version than `botVersionId`. */
export async function listOutdatedEntries(db: Db, botId: number, botVersionId: number): Promise<EntryRow[]> {
  return db.sql<EntryRow[]>`
    select ${db.sql(entryColumns)} from entries
    where bot_id = ${botId} and retired_at is null and bot_version_id <> ${botVersionId}
      and league_id in (select id from leagues where state <> 'finished')
    order by league_id`;
}

/** The league's current entries (one per bot; retired versions left out). */
export async function listEntries(db: Db, leagueId: number): Promise<EntryDetailRow[]> {
  return db.sql<EntryDetailRow[]>`
    select e.id, e.league_id, e.bot_id, e.bot_version_id, e.is_house, e.created_at, e.retired_at,
      b.name as bot_name, b.owner_id, u.name as owner_name, v.version, b.retired_at is not null as retired
    from entries e
    join bots b on b.id = e.bot_id
    join users u on u.id = b.owner_id
    join bot_versions v on v.id = e.bot_version_id
    where e.league_id = ${leagueId} and e.retired_at is null
    order by e.id`;
}

/** An entry as the ratings see it: every entry keeps a rating; only current ones rank. */
export interface RatedEntry {
  readonly id: number;
  /** Not replaced by a newer version of its bot. */
  readonly current: boolean;
}

/** Every entry of the league, replaced versions included (they keep a rating of their results). */
export async function listRatedEntries(db: Db, leagueId: number): Promise<RatedEntry[]> {
  return db.sql<RatedEntry[]>`select id, retired_at is null as current from entries where league_id = ${leagueId} order by id`;
}
