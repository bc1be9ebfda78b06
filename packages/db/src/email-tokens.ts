/**
 * Tokens mailed to an address: sign-up confirmations and password resets (migration 0014).
 *
 * The token is a random secret returned once, to be put in the mailed link; only its sha256 is
 * stored. Each token expires and is used at most once: using it deletes its row in the same
 * statement that reads it (`delete … returning`), so two uses racing get one success. Expired rows
 * are purged whenever a new token of the same kind is made.
 *
 * A sign-up request is not an account: `confirmSignup` creates the user from it, so an address
 * nobody confirmed holds no name or e-mail and cannot log in.
 */
import type { Db } from './client.ts';
import { err, ok, type Result } from './result.ts';
import { randomSecret, sha256Hex } from './secrets.ts';
import type { UserRow } from './users.ts';

export interface NewSignupRequest {
  readonly name: string;
  readonly email: string;
  readonly passwordHash: string;
}

/** Stores a sign-up waiting for its address's confirmation; returns the token for the link. */
export async function createSignupRequest(db: Db, request: NewSignupRequest, ttlMs: number): Promise<string> {
  const token = randomSecret();
  await db.sql`delete from signup_requests where expires_at <= now()`;
  await db.sql`
    insert into signup_requests (token_hash, name, email, password_hash, expires_at)
    values (${sha256Hex(token)}, ${request.name}, ${request.email}, ${request.passwordHash},
      now() + ${ttlMs} * interval '1 millisecond')`;
  return token;
}

/** The pending sign-up of a token (unused, unexpired), without using it: for the page that confirms. */
export async function findSignupRequest(db: Db, token: string): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db.sql<{ name: string; email: string }[]>`
    select name, email from signup_requests where token_hash = ${sha256Hex(token)} and expires_at > now()`;
  return row;
}

export type ConfirmSignupError = 'invalid-token' | 'email-taken' | 'name-taken';

/**
 * Uses a sign-up token: creates the account it asked for. The token is spent whatever follows;
 * the other pending sign-ups of the same address go too once it has an account.
 */
export async function confirmSignup(db: Db, token: string): Promise<Result<UserRow, ConfirmSignupError>> {
  return db.sql.begin(async (tx) => {
    const [request] = await tx<NewSignupRequest[]>`
      delete from signup_requests where token_hash = ${sha256Hex(token)} and expires_at > now()
      returning name, email, password_hash`;
    if (!request) return err('invalid-token' as const);
    const [user] = await tx<UserRow[]>`
      insert into users (name, email, password_hash) values (${request.name}, ${request.email}, ${request.passwordHash})
      on conflict do nothing
      returning id, name, email, role, created_at`;
    if (!user) {
      const [holder] = await tx`select 1 from users where lower(email) = lower(${request.email})`;
      return err(holder ? ('email-taken' as const) : ('name-taken' as const));
    }
    await tx`delete from signup_requests where lower(email) = lower(${request.email})`;
    return ok(user);
  });
}

/** Stores a password reset for an existing user; returns the token for the link. */
export async function createPasswordReset(db: Db, userId: number, ttlMs: number): Promise<string> {
  const token = randomSecret();
  await db.sql`delete from password_resets where expires_at <= now()`;
  await db.sql`
    insert into password_resets (token_hash, user_id, expires_at)
    values (${sha256Hex(token)}, ${userId}, now() + ${ttlMs} * interval '1 millisecond')`;
  return token;
}

/** Whether a reset token is unused and unexpired (the page that asks for the new password). */
export async function isPasswordResetValid(db: Db, token: string): Promise<boolean> {
  const rows = await db.sql`select 1 from password_resets where token_hash = ${sha256Hex(token)} and expires_at > now()`;
  return rows.length === 1;
}

/**
 * Uses a reset token: sets the new password hash and logs the account out everywhere (every
 * session deleted), and spends every other reset token of the account too.
 */
export async function resetPassword(db: Db, token: string, passwordHash: string): Promise<Result<UserRow, 'invalid-token'>> {
  return db.sql.begin(async (tx) => {
    const [reset] = await tx<{ userId: number }[]>`
      delete from password_resets where token_hash = ${sha256Hex(token)} and expires_at > now() returning user_id`;
    if (!reset) return err('invalid-token' as const);
    const [user] = await tx<UserRow[]>`
      update users set password_hash = ${passwordHash} where id = ${reset.userId} and deleted_at is null
      returning id, name, email, role, created_at`;
    if (!user) return err('invalid-token' as const);
    await tx`delete from password_resets where user_id = ${user.id}`;
    await tx`delete from sessions where user_id = ${user.id}`;
    return ok(user);
  });
}
