/**
 * Account hygiene: log-out everywhere, deletion that keeps match history, and the owner's data
 * export. A deleted account keeps its row (matches, ratings and ladders point at its bots) with an
 * anonymous name and e-mail and a password hash no password verifies; its bots are retired
 * (renamed `retired-<id>`, sources erased, not scheduled again); sessions and API tokens are deleted.
 */
import type { Db } from './client.ts';

/** Deletes every session of the user except `keepIdHash` (the current one, when given). */
export async function deleteUserSessions(db: Db, userId: number, keepIdHash?: string): Promise<number> {
  const rows = keepIdHash === undefined
    ? await db.sql`delete from sessions where user_id = ${userId}`
    : await db.sql`delete from sessions where user_id = ${userId} and id_hash <> ${keepIdHash}`;
  return rows.count;
}

/** The anonymous name of a deleted account (unique: the id). */
export function deletedName(userId: number): string {
  return `deleted-${userId}`;
}

export async function deleteAccount(db: Db, userId: number): Promise<boolean> {
  return db.sql.begin(async (tx) => {
    const rows = await tx`
      update users set name = ${deletedName(userId)}, email = ${`deleted-${userId}@deleted.invalid`},
        password_hash = '!deleted', role = 'user', deleted_at = now()
      where id = ${userId} and deleted_at is null`;
    if (rows.count !== 1) return false;
    await tx`update bots set name = 'retired-' || id, retired_at = now() where owner_id = ${userId}`;
    await tx`update bot_versions set source = '' where bot_id in (select id from bots where owner_id = ${userId})`;
    await tx`delete from api_tokens where user_id = ${userId}`;
    await tx`delete from sessions where user_id = ${userId}`;
    return true;
  });
}

export interface AccountExport {
  readonly user: { readonly id: number; readonly name: string; readonly email: string; readonly role: string; readonly createdAt: Date };
  readonly bots: readonly { readonly id: number; readonly name: string; readonly game: string; readonly createdAt: Date; readonly versions: readonly { readonly version: number; readonly source: string; readonly createdAt: Date }[] }[];
  readonly matches: readonly { readonly matchId: string; readonly league: string; readonly botId: number; readonly version: number; readonly seat: number; readonly chips: number; readonly rank: number; readonly faults: number; readonly cpuMs: number; readonly recordedAt: Date }[];
}

export async function exportAccount(db: Db, userId: number): Promise<AccountExport | undefined> {
  const [user] = await db.sql<AccountExport['user'][]>`select id, name, email, role, created_at from users where id = ${userId} and deleted_at is null`;
  if (!user) return undefined;
  const bots = await db.sql<{ id: number; name: string; game: string; createdAt: Date }[]>`
    select id, name, game, created_at from bots where owner_id = ${userId} order by id`;
  const versions = await db.sql<{ botId: number; version: number; source: string; createdAt: Date }[]>`
    select v.bot_id, v.version, v.source, v.created_at from bot_versions v join bots b on b.id = v.bot_id
    where b.owner_id = ${userId} order by v.bot_id, v.version`;
  const matches = await db.sql<AccountExport['matches'][number][]>`
    select r.match_id, l.slug as league, r.bot_id, v.version, r.seat, r.chips, r.rank, r.faults, r.cpu_ms, r.recorded_at
    from match_results r join bots b on b.id = r.bot_id join bot_versions v on v.id = r.bot_version_id
      join matches m on m.id = r.match_id join leagues l on l.id = m.league_id
    where b.owner_id = ${userId} order by r.recorded_at, r.match_id`;
  return {
    user,
    bots: bots.map((b) => ({ ...b, versions: versions.filter((v) => v.botId === b.id).map(({ botId: _b, ...v }) => v) })),
    matches,
  };
}
