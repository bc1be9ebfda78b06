/** The API's authentication: `Authorization: Bearer sa_…` (an API token from /account); cookies never count. */
import { findUserByApiToken } from '@arena/db/api-tokens';
import type { UserRow } from '@arena/db/users';
import { getDb } from '../db.ts';

export async function bearerUser(request: Request): Promise<UserRow | undefined> {
  const auth = request.headers.get('authorization') ?? '';
  const token = /^Bearer (sa_[A-Za-z0-9_-]{20,100})$/.exec(auth)?.[1];
  return token === undefined ? undefined : findUserByApiToken(await getDb(), token);
}

export function unauthorized(): Response {
  return Response.json({ ok: false, error: 'unauthorized' }, { status: 401, headers: { 'www-authenticate': 'Bearer' } });
}
