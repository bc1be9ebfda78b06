/**
 * CSRF protection, two layers:
 * 1. `proxy.ts` refuses every state-changing request (not GET/HEAD) whose Origin (or Referer) is
 *    not this site, except the bearer-token API, which cookies never authenticate.
 * 2. Every form of a logged-in user carries the session's CSRF secret in a hidden `csrf` field,
 *    checked here in constant time before any mutation (synchroniser token).
 * Sign-up and log-in forms have no session yet; layer 1 covers them (and SameSite=Lax cookies).
 */
import { timingSafeEqual } from 'node:crypto';
import type { SessionRow } from '@arena/db/sessions';
import { currentSession } from './session.ts';

import { CSRF_FIELD } from './csrf-field-name.ts';
export { CSRF_FIELD };

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The session when the form's token matches it; undefined for no session or a bad token. */
export async function sessionForForm(form: FormData): Promise<SessionRow | undefined> {
  const session = await currentSession();
  const token = form.get(CSRF_FIELD);
  if (!session || typeof token !== 'string') return undefined;
  return sameSecret(token, session.csrfSecret) ? session : undefined;
}

export { sameOrigin } from './csrf-origin.ts';
