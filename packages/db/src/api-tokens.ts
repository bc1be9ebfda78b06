/**
 * API tokens for the command line (`arena bot upload`). A token is `sa_` + 43 random base64url
 * characters; the db keeps its sha256 and its first 10 characters (`prefix`) for display.
 */
import type { Db } from './client.ts';
import { randomSecret, sha256Hex } from './secrets.ts';
import type { UserRow } from './users.ts';

const TOKEN_PREFIX = 'sa_';
const DISPLAY_PREFIX_LENGTH = 10;

export interface ApiTokenRow {
  readonly id: number;
  readonly userId: number;
  readonly name: string;
  readonly prefix: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

export interface NewApiToken {
  /** The token itself: shown to the user once, never stored. */
  readonly token: string;
  readonly row: ApiTokenRow;
}

const tokenColumns = ['id', 'user_id', 'name', 'prefix', 'created_at', 'last_used_at', 'revoked_at'];

export async function createApiToken(db: Db, userId: number, name: string): Promise<NewApiToken> {
  const token = TOKEN_PREFIX + randomSecret();
  const [row] = await db.sql<ApiTokenRow[]>`
    insert into api_tokens (user_id, name, token_hash, prefix)
    values (${userId}, ${name}, ${sha256Hex(token)}, ${token.slice(0, DISPLAY_PREFIX_LENGTH)})
    returning ${db.sql(tokenColumns)}`;
  if (!row) throw new Error('insert into api_tokens returned no row');
  return { token, row };
}

/** The user owning a live (not revoked) token, stamping `last_used_at`; undefined otherwise. */
export async function findUserByApiToken(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db.sql<UserRow[]>`
    with used as (
      update api_tokens set last_used_at = now()
      where token_hash = ${sha256Hex(token)} and revoked_at is null
      returning user_id
    )
    select u.id, u.name, u.email, u.role, u.created_at from used join users u on u.id = used.user_id`;
  return row;
}

export async function listApiTokens(db: Db, userId: number): Promise<ApiTokenRow[]> {
  return db.sql<ApiTokenRow[]>`
    select ${db.sql(tokenColumns)} from api_tokens where user_id = ${userId} order by created_at desc, id desc`;
}

/** Revokes a token of `userId`; false when it does not exist, is another user's or was revoked. */
export async function revokeApiToken(db: Db, userId: number, tokenId: number): Promise<boolean> {
  const rows = await db.sql`
    update api_tokens set revoked_at = now()
    where id = ${tokenId} and user_id = ${userId} and revoked_at is null`;
  return rows.count === 1;
}
