/**
 * Login sessions in an httpOnly, SameSite=Lax, Secure cookie. The cookie holds the random session
 * id; the database keeps its sha256 (`@arena/db/sessions`). Every session has a CSRF secret that
 * forms carry in a hidden field (`csrf.ts`).
 */
import { cache } from 'react';
import { cookies } from 'next/headers';
import { createSession, deleteExpiredSessions, deleteSession, findSession, type SessionRow } from '@arena/db/sessions';
import type { UserRow } from '@arena/db/users';
import { getDb } from '../db.ts';
import { siteEnv } from '../env.ts';
import { SESSION_COOKIE, WHO_COOKIE } from './cookie-names.ts';

export { SESSION_COOKIE, WHO_COOKIE };
const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** The request's session (user and CSRF secret), or undefined; read once per request. */
export const currentSession = cache(async (): Promise<SessionRow | undefined> => {
  const jar = await cookies();
  const id = jar.get(SESSION_COOKIE)?.value;
  if (id === undefined || id.length < 20 || id.length > 200) return undefined;
  return findSession(await getDb(), id);
});

export async function currentUser(): Promise<UserRow | undefined> {
  return (await currentSession())?.user;
}

/**
 * Starts a session for `userId` and sets the cookie (server actions and route handlers only).
 * Expired sessions are purged here, on every log-in (an indexed delete).
 */
export async function startSession(user: Pick<UserRow, 'id' | 'name' | 'role'>): Promise<void> {
  const db = await getDb();
  await deleteExpiredSessions(db);
  const session = await createSession(db, user.id, SESSION_TTL_MS);
  await setWhoCookie(user, session.expiresAt);
  const jar = await cookies();
  jar.set(SESSION_COOKIE, session.sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: siteEnv().secureCookies,
    path: '/',
    expires: session.expiresAt,
  });
}

/** The display-only name and role (route handlers and server actions only; the role may change after login). */
export async function setWhoCookie(user: Pick<UserRow, 'name' | 'role'>, expires: Date): Promise<void> {
  (await cookies()).set(WHO_COOKIE, JSON.stringify({ name: user.name, role: user.role }), {
    httpOnly: false, sameSite: 'lax', secure: siteEnv().secureCookies, path: '/', expires,
  });
}

/** Clears this browser's cookies (the session rows are deleted by the caller). */
export async function clearSessionCookies(): Promise<void> {
  const jar = await cookies();
  jar.delete(SESSION_COOKIE);
  jar.delete(WHO_COOKIE);
}

export async function endSession(): Promise<void> {
  const jar = await cookies();
  const id = jar.get(SESSION_COOKIE)?.value;
  if (id !== undefined) await deleteSession(await getDb(), id);
  await clearSessionCookies();
}
