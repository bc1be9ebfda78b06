'use server';
/**
 * What the mailed links lead to, and the mail that asks for one: finishing a sign-up (the account
 * is created only here), "Forgot your password?" (the same answer whether the address has an
 * account or not) and choosing a new password (every session of the account ends). A link's page
 * shows a button rather than acting on the GET, so a mail scanner that opens links does not spend
 * them. Rate-limited: mails per IP and per address, link uses per IP.
 */
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { confirmSignup, createPasswordReset, resetPassword } from '@arena/db/email-tokens';
import { findUserCredentials } from '@arena/db/users';
import { getDb } from '../db.ts';
import { fieldErrors, type FormState } from '../form-state.ts';
import { loginSucceeded } from '../limits/limiters.ts';
import { limitAction, limitMail, tooManyMailsMessage, tooManyMessage } from '../limits/site.ts';
import { passwordResetMail } from '../mail/messages.ts';
import { sendAfterResponse, siteLink } from '../mail/send.ts';
import { LINK_SPENT, RESET_LINK_MINUTES, RESET_PATH, resetSentMessage, tokenSchema } from './email-links.ts';
import { hashPassword, newPasswordSchema } from './password.ts';
import { startSession } from './session.ts';

const CONFIRM_REFUSED = {
  'invalid-token': `${LINK_SPENT} Sign up again.`,
  'email-taken': 'This address has an account already: log in.',
  'name-taken': 'Your name was taken by someone else meanwhile: sign up again with another name.',
} as const;

export async function confirmSignupAction(_prev: FormState, form: FormData): Promise<FormState> {
  const token = tokenSchema.safeParse(form.get('token'));
  if (!token.success) return { message: `${LINK_SPENT} Sign up again.` };
  const limited = await limitAction('mailLinkIp');
  if (limited) return { message: tooManyMessage(limited.retryAfter) };
  const confirmed = await confirmSignup(await getDb(), token.data);
  if (!confirmed.ok) return { message: CONFIRM_REFUSED[confirmed.error] };
  await startSession(confirmed.value);
  redirect('/account');
}

const forgotSchema = z.object({ email: z.email('not an e-mail address').max(320) });

export async function requestPasswordResetAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = forgotSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fieldErrors(z.flattenError(parsed.error).fieldErrors, 'Please fix the fields marked.');
  const { email } = parsed.data;
  const limited = await limitMail(email);
  if (limited) return { message: tooManyMailsMessage(limited.retryAfter) };
  const db = await getDb();
  const user = await findUserCredentials(db, email);
  if (user) {
    const token = await createPasswordReset(db, user.id, RESET_LINK_MINUTES * 60_000);
    sendAfterResponse(passwordResetMail(user.email, siteLink(RESET_PATH, token), RESET_LINK_MINUTES));
  }
  return { ok: true, message: resetSentMessage(email) };
}

const resetSchema = z.object({
  token: tokenSchema,
  password: newPasswordSchema,
});

export async function resetPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = resetSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return errors.token ? { message: `${LINK_SPENT} Ask for a new one.` } : fieldErrors(errors, 'Please fix the fields marked.');
  }
  const limited = await limitAction('mailLinkIp');
  if (limited) return { message: tooManyMessage(limited.retryAfter) };
  const reset = await resetPassword(await getDb(), parsed.data.token, await hashPassword(parsed.data.password));
  if (!reset.ok) return { message: `${LINK_SPENT} Ask for a new one.` };
  await loginSucceeded(reset.value.email); // the owner proved the address: earlier failures' locks go
  await startSession(reset.value);
  redirect('/account');
}
