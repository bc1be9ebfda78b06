/**
 * Login sessions. `createSession` makes a random session id and CSRF secret and stores only the
 * sha256 of the id: the cookie value is returned once and cannot be read back from the database.
 */
import type { Db } from './client.ts';
import { randomSecret, sha256Hex } from './secrets.ts';
import type { UserRow } from './users.ts';

export interface NewSession {
  /** The cookie value; store it nowhere else. */
  readonly sessionId: string;
  readonly csrfSecret: string;
  readonly expiresAt: Date;
}

export interface SessionRow {
  readonly user: UserRow;
  readonly csrfSecret: string;
  readonly expiresAt: Date;
}

interface SessionJoinRow extends UserRow {
  readonly csrfSecret: string;
  readonly expiresAt: Date;
}

export async function createSession(db: Db, userId: number, ttlMs: number): Promise<NewSession> {
  const sessionId = randomSecret();
  const csrfSecret = randomSecret();
  const [row] = await db.sql<{ expiresAt: Date }[]>`
    insert into sessions (id_hash, user_id, csrf_secret, expires_at)
    values (${sha256Hex(sessionId)}, ${userId}, ${csrfSecret}, now() + ${ttlMs} * interval '1 millisecond')
    returning expires_at`;
  if (!row) throw new Error('insert into sessions returned no row');
  return { sessionId, csrfSecret, expiresAt: row.expiresAt };
}

/** The session's user and CSRF secret, or undefined when unknown or expired. */
export async function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.sql<SessionJoinRow[]>`
    select u.id, u.name, u.email, u.role, u.created_at, s.csrf_secret, s.expires_at
    from sessions s join users u on u.id = s.user_id
    where s.id_hash = ${sha256Hex(sessionId)} and s.expires_at > now()`;
  if (!row) return undefined;
  const { csrfSecret, expiresAt, ...user } = row;
  return { user, csrfSecret, expiresAt };
}

export async function deleteSession(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db.sql`delete from sessions where id_hash = ${sha256Hex(sessionId)}`;
  return rows.count === 1;
}

/** Removes expired sessions; returns how many. */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const rows = await db.sql`delete from sessions where expires_at <= now()`;
  return rows.count;
}
