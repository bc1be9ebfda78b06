/**
 * Bots and their versions. A version is immutable; uploading code whose content hash the bot
 * already has returns that version instead of adding one (dedupe by content hash).
 */
import type { Db, Queryable } from './client.ts';
import { insertedRow } from './errors.ts';
import { err, ok, type Result } from './result.ts';
import { sha256Hex } from './secrets.ts';

export interface BotRow {
  readonly id: number;
  readonly ownerId: number;
  readonly name: string;
  readonly game: string;
  readonly createdAt: Date;
}

/** A version without its source and bundle (those are fetched on purpose). */
export interface BotVersionRow {
  readonly id: number;
  readonly botId: number;
  readonly version: number;
  readonly contentHash: string;
  readonly sourceBytes: number;
  readonly bundleBytes: number;
  readonly createdAt: Date;
}

export interface BotVersionCode {
  readonly id: number;
  readonly botId: number;
  readonly version: number;
  readonly source: string;
  readonly bundle: string;
}

export interface NewBot {
  readonly ownerId: number;
  readonly name: string;
  readonly game: string;
}

export function createBot(db: Db, bot: NewBot): Promise<Result<BotRow, 'name-taken'>> {
  return insertedRow('bots', db.sql<BotRow[]>`
    insert into bots (owner_id, name, game) values (${bot.ownerId}, ${bot.name}, ${bot.game})
    returning id, owner_id, name, game, created_at`, { bots_owner_name_key: 'name-taken' } as const);
}

export async function getBot(db: Db, botId: number): Promise<BotRow | undefined> {
  const [row] = await db.sql<BotRow[]>`select id, owner_id, name, game, created_at from bots where id = ${botId}`;
  return row;
}

export async function findBotByName(db: Db, ownerId: number, name: string): Promise<BotRow | undefined> {
  const [row] = await db.sql<BotRow[]>`
    select id, owner_id, name, game, created_at from bots
    where owner_id = ${ownerId} and lower(name) = lower(${name})`;
  return row;
}

/** The owner's bot of that name, created when missing; 'wrong-game' when it exists for another game. */
export async function ensureBot(db: Db, bot: NewBot): Promise<Result<BotRow, 'wrong-game'>> {
  for (;;) {
    const found = await findBotByName(db, bot.ownerId, bot.name);
    if (found) return found.game === bot.game ? ok(found) : err('wrong-game');
    const created = await createBot(db, bot);
    if (created.ok) return created;
    // Lost a race with a concurrent create of the same name: read it back.
  }
}

export async function listBotsByOwner(db: Db, ownerId: number): Promise<BotRow[]> {
  return db.sql<BotRow[]>`
    select id, owner_id, name, game, created_at from bots where owner_id = ${ownerId} order by lower(name)`;
}

export interface NewBotVersion {
  readonly botId: number;
  readonly source: string;
  readonly bundle: string;
  /** Defaults to the sha256 of `source`. */
  readonly contentHash?: string;
}

export interface AddedBotVersion {
  readonly version: BotVersionRow;
  /** False when the bot already had a version with this content hash (that one is returned). */
  readonly created: boolean;
}

const versionColumns = (sql: Queryable) => sql`
  id, bot_id, version, content_hash, octet_length(source) as source_bytes,
  octet_length(bundle) as bundle_bytes, created_at`;

/**
 * Adds the next version of a bot, or returns the existing version with the same content hash.
 * The bot row is locked so concurrent uploads number their versions 1, 2, ... without gaps.
 */
export async function addBotVersion(db: Db, input: NewBotVersion): Promise<Result<AddedBotVersion, 'bot-not-found'>> {
  const contentHash = input.contentHash ?? sha256Hex(input.source);
  return db.sql.begin(async (tx) => {
    const [bot] = await tx<{ id: number }[]>`select id from bots where id = ${input.botId} for update`;
    if (!bot) return err('bot-not-found' as const);
    const [existing] = await tx<BotVersionRow[]>`
      select ${versionColumns(tx)} from bot_versions
      where bot_id = ${input.botId} and content_hash = ${contentHash}`;
    if (existing) return ok({ version: existing, created: false });
    const [row] = await tx<BotVersionRow[]>`
      insert into bot_versions (bot_id, version, source, bundle, content_hash)
      select ${input.botId}, coalesce(max(version), 0) + 1, ${input.source}, ${input.bundle}, ${contentHash}
      from bot_versions where bot_id = ${input.botId}
      returning ${versionColumns(tx)}`;
    if (!row) throw new Error('insert into bot_versions returned no row');
    return ok({ version: row, created: true });
  });
}

/** Versions of a bot, newest first (served by bot_versions_version_key). */
export async function listBotVersions(db: Db, botId: number): Promise<BotVersionRow[]> {
  return db.sql<BotVersionRow[]>`
    select ${versionColumns(db.sql)} from bot_versions where bot_id = ${botId} order by version desc`;
}

/** Source and bundle of a version, for the worker (any bot) . */
export async function getBotVersionCode(db: Db, botVersionId: number): Promise<BotVersionCode | undefined> {
  const [row] = await db.sql<BotVersionCode[]>`
    select id, bot_id, version, source, bundle from bot_versions where id = ${botVersionId}`;
  return row;
}

/** Source and bundle of a version only when `userId` owns the bot (the site's owner-only view). */
export async function getBotVersionCodeForOwner(
  db: Db,
  botVersionId: number,
  userId: number,
): Promise<BotVersionCode | undefined> {
  const [row] = await db.sql<BotVersionCode[]>`
    select v.id, v.bot_id, v.version, v.source, v.bundle
    from bot_versions v join bots b on b.id = v.bot_id
    where v.id = ${botVersionId} and b.owner_id = ${userId}`;
  return row;
}
