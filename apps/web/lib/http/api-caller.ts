/**
 * The start of every authenticated API route: the caller's account by its bearer token (401
 * without one), then a point of the account's API limits (429 when refused); for a POST, then its
 * bounded JSON body (limits.ts's points are taken before the body is read). Each returns what the
 * route works with, or the answer the route gives as it is.
 */
import type { UserRow } from '@arena/db/users';
import { limitApiAccount, tooMany } from '../limits/api.ts';
import type { LimitName } from '../limits/rules.ts';
import { bearerUser, unauthorized } from './bearer.ts';
import { readJsonBody } from './bounded-body.ts';

export type Answered<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly response: Response };

/** The account of a bearer-token request, after a point of `apiAccount` and of each `extra` rule. */
export async function apiCaller(request: Request, extra: readonly LimitName[] = []): Promise<Answered<{ readonly user: UserRow }>> {
  const user = await bearerUser(request);
  if (!user) return { ok: false, response: unauthorized() };
  const limited = await limitApiAccount(request, user.id, extra);
  return limited ? { ok: false, response: tooMany(limited) } : { ok: true, user };
}

/** `apiCaller`, then the JSON body of at most `maxBytes` (413 over it, 400 when it is not JSON). */
export async function apiPost(request: Request, extra: readonly LimitName[], maxBytes: number): Promise<Answered<{ readonly user: UserRow; readonly body: unknown }>> {
  const caller = await apiCaller(request, extra);
  if (!caller.ok) return caller;
  const read = await readJsonBody(request, maxBytes);
  return read.ok ? { ok: true, user: caller.user, body: read.body } : read;
}
