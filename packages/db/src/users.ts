/**
 * Users. The caller hashes passwords with a KDF of its choice (argon2id on the site) and passes
 * the encoded hash string; the db stores and returns it verbatim and never sees a password.
 */
import type { Db } from './client.ts';
import { insertedRow } from './errors.ts';
import { err, ok, type Result } from './result.ts';

export const USER_ROLES = ['user', 'organiser', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface UserRow {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly role: UserRole;
  readonly createdAt: Date;
}

/** A user with the stored password hash, for login only. */
export interface UserCredentialsRow extends UserRow {
  readonly passwordHash: string;
}

export interface NewUser {
  readonly name: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly role?: UserRole;
}

export type CreateUserError = 'name-taken' | 'email-taken';

export function createUser(db: Db, user: NewUser): Promise<Result<UserRow, CreateUserError>> {
  return insertedRow('users', db.sql<UserRow[]>`
    insert into users (name, email, password_hash, role)
    values (${user.name}, ${user.email}, ${user.passwordHash}, ${user.role ?? 'user'})
    returning id, name, email, role, created_at`, { users_name_key: 'name-taken', users_email_key: 'email-taken' } as const);
}

export async function getUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.sql<UserRow[]>`
    select id, name, email, role, created_at from users where id = ${id}`;
  return row;
}

export async function findUserByName(db: Db, name: string): Promise<UserRow | undefined> {
  const [row] = await db.sql<UserRow[]>`
    select id, name, email, role, created_at from users where lower(name) = lower(${name})`;
  return row;
}

/** Looks a user up by e-mail (case-insensitive) with the password hash, for login. */
export async function findUserCredentials(db: Db, email: string): Promise<UserCredentialsRow | undefined> {
  const [row] = await db.sql<UserCredentialsRow[]>`
    select id, name, email, role, created_at, password_hash
    from users where lower(email) = lower(${email}) and deleted_at is null`;
  return row;
}

/** The user's stored password hash, for re-checking the password of a logged-in user. */
export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.sql<{ passwordHash: string }[]>`select password_hash from users where id = ${userId} and deleted_at is null`;
  return row?.passwordHash;
}

export async function setUserRole(db: Db, userId: number, role: UserRole): Promise<Result<UserRow, 'not-found'>> {
  const [row] = await db.sql<UserRow[]>`
    update users set role = ${role} where id = ${userId}
    returning id, name, email, role, created_at`;
  return row ? ok(row) : err('not-found');
}

export type GrantRoleError = 'not-found' | 'last-admin';

/**
 * Gives a user a role, as an admin does on the site or `arena user role` on the command line. The
 * last admin keeps the role (some admin must remain to grant roles on the site). The admins' rows
 * are locked first, so two admins demoting each other at once cannot both succeed.
 */
export async function grantRole(db: Db, userId: number, role: UserRole): Promise<Result<UserRow, GrantRoleError>> {
  return db.sql.begin(async (tx) => {
    const admins = await tx<{ id: number }[]>`select id from users where role = 'admin' for update`;
    const [target] = await tx<UserRow[]>`select id, name, email, role, created_at from users where id = ${userId} for update`;
    if (!target) return err('not-found' as const);
    if (target.role === 'admin' && role !== 'admin' && admins.length <= 1) return err('last-admin' as const);
    const [row] = await tx<UserRow[]>`
      update users set role = ${role} where id = ${userId} returning id, name, email, role, created_at`;
    if (!row) throw new Error(`user ${userId} vanished while its row was locked`);
    return ok(row);
  });
}

/** Users whose name or e-mail contains `search` (all when empty), by name, at most `limit`. */
export async function listUsers(db: Db, search = '', limit = 100): Promise<UserRow[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.sql<UserRow[]>`
    select id, name, email, role, created_at from users
    where name ilike ${pattern} or email ilike ${pattern}
    order by lower(name) limit ${limit}`;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<boolean> {
  const rows = await db.sql`update users set password_hash = ${passwordHash} where id = ${userId}`;
  return rows.count === 1;
}
