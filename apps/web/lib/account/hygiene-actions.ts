'use server';
/**
 * Password change (logs out everywhere: every session of the account is deleted, this browser gets
 * a new one) and account deletion (@arena/db/accounts: history kept, anonymised). Both need the
 * current password and the form's CSRF token, and are rate-limited per account.
 */
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { deleteAccount, deleteUserSessions } from '@arena/db/accounts';
import { findPasswordHash, setPasswordHash, type UserRow } from '@arena/db/users';
import { sessionForForm } from '../auth/csrf.ts';
import { hashPassword, newPasswordSchema, verifyPassword } from '../auth/password.ts';
import { clearSessionCookies, startSession } from '../auth/session.ts';
import { getDb } from '../db.ts';
import { fieldErrors, type FormState } from '../form-state.ts';
import { limitAction, tooManyMessage } from '../limits/site.ts';

const STALE = 'Your session expired or the form is stale: reload the page.';
const changeSchema = z.object({
  current: z.string().min(1, 'required').max(200),
  password: newPasswordSchema,
});

/** The session's user when the form is genuine, the limit allows it and `current` is their password. */
async function confirmedUser(form: FormData): Promise<{ ok: true; user: UserRow } | { ok: false; state: FormState }> {
  const session = await sessionForForm(form);
  if (!session) return { ok: false, state: { message: STALE } };
  const limited = await limitAction('loginIp', ['accountChange', session.user.id]);
  if (limited) return { ok: false, state: { message: tooManyMessage(limited.retryAfter) } };
  const stored = await findPasswordHash(await getDb(), session.user.id);
  const current = form.get('current');
  if (stored === undefined || typeof current !== 'string' || !(await verifyPassword(stored, current))) {
    return { ok: false, state: { errors: { current: ['not your current password'] }, message: 'Please fix the fields marked.' } };
  }
  return { ok: true, user: session.user };
}

export async function changePasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = changeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fieldErrors(z.flattenError(parsed.error).fieldErrors, 'Please fix the fields marked.');
  const confirmed = await confirmedUser(form);
  if (!confirmed.ok) return confirmed.state;
  const db = await getDb();
  await setPasswordHash(db, confirmed.user.id, await hashPassword(parsed.data.password));
  const ended = await deleteUserSessions(db, confirmed.user.id);
  await startSession(confirmed.user);
  return { ok: true, message: `Password changed. ${ended} session(s) logged out; this browser stays logged in.` };
}

export async function deleteAccountAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (form.get('confirm') !== 'delete my account') return { errors: { confirm: ['type: delete my account'] }, message: 'Please fix the fields marked.' };
  const confirmed = await confirmedUser(form);
  if (!confirmed.ok) return confirmed.state;
  await deleteAccount(await getDb(), confirmed.user.id);
  await clearSessionCookies();
  redirect('/?deleted=1');
}
