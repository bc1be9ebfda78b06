'use server';
/**
 * Sign up, log in, log out (server actions; forms post them with or without JavaScript).
 * Neither says whether an e-mail address has an account: log-in answers "wrong e-mail or
 * password" for an unknown address, a wrong password and an unconfirmed sign-up alike (an
 * unconfirmed sign-up has no account yet; an unknown address is verified against a dummy hash,
 * same time); sign-up answers "we sent a link" for a new and a taken address alike, and the mail
 * says which. Both are rate-limited per IP, sign-up's mails per address too; log-in also per
 * account, with growing locks after failures (lib/limits), keyed by the address typed, known or not.
 */
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { createSignupRequest } from '@arena/db/email-tokens';
import { findUserByName, findUserCredentials } from '@arena/db/users';
import { getDb } from '../db.ts';
import { fieldErrors, type FormState } from '../form-state.ts';
import { sessionForForm } from './csrf.ts';
import { dummyHash, hashPassword, newPasswordSchema, verifyPassword } from './password.ts';
import { loginFailed, loginSucceeded } from '../limits/limiters.ts';
import { limitAction, limitLogIn, limitMail, tooManyMailsMessage, tooManyMessage } from '../limits/site.ts';
import { siteEnv } from '../env.ts';
import { confirmSignupMail, signupAttemptMail } from '../mail/messages.ts';
import { sendAfterResponse, siteLink } from '../mail/send.ts';
import { CONFIRM_PATH, FORGOT_PATH, SIGNUP_LINK_HOURS, signupSentMessage } from './email-links.ts';
import { endSession, startSession } from './session.ts';

const signUpSchema = z.object({
  name: z.string().trim().min(2, 'at least 2 characters').max(32, 'at most 32 characters')
    .regex(/^[\p{L}\p{N}_.-]+$/u, 'letters, digits, _ . - only'),
  email: z.email('not an e-mail address').max(320),
  password: newPasswordSchema,
});

const logInSchema = z.object({ email: z.string().trim().min(1, 'required').max(320), password: z.string().min(1, 'required').max(200) });

/** Only same-site relative paths are followed after logging in. */
function safeNext(raw: FormDataEntryValue | null): string {
  return typeof raw === 'string' && /^\/(?!\/)[\w\-./?=&%]*$/.test(raw) ? raw : '/account';
}

/**
 * Sign-up answers the same for a new address and a taken one, in the same time (argon2 runs for
 * both; the sign-up request is written and the mail goes out after the response): a new address gets a single-use confirmation link
 * (no account before it is used), a taken one a notice with links to log in and to reset the
 * password. Names are public (ladders show them), so a taken name is said at its field.
 */
export async function signUp(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = signUpSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fieldErrors(z.flattenError(parsed.error).fieldErrors, 'Please fix the fields marked.');
  const { name, email, password } = parsed.data;
  const limited = await limitAction('signupIp');
  if (limited) return { message: tooManyMessage(limited.retryAfter) };
  const db = await getDb();
  if (await findUserByName(db, name)) return { errors: { name: ['this name is taken'] }, message: 'Please fix the fields marked.' };
  const mailLimited = await limitMail(email);
  if (mailLimited) return { message: tooManyMailsMessage(mailLimited.retryAfter) };
  const passwordHash = await hashPassword(password);
  const holder = await findUserCredentials(db, email);
  if (holder) {
    sendAfterResponse(signupAttemptMail(holder.email, `${siteEnv().siteUrl}/login`, `${siteEnv().siteUrl}${FORGOT_PATH}`));
  } else {
    sendAfterResponse(async () => {
      const token = await createSignupRequest(db, { name, email, passwordHash }, SIGNUP_LINK_HOURS * 3_600_000);
      return confirmSignupMail(email, name, siteLink(CONFIRM_PATH, token), SIGNUP_LINK_HOURS);
    });
  }
  return { ok: true, message: signupSentMessage(email) };
}

export async function logIn(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = logInSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fieldErrors(z.flattenError(parsed.error).fieldErrors, 'Please fill in both fields.');
  const { email, password } = parsed.data;
  const limited = await limitLogIn(email);
  if (limited) return { message: tooManyMessage(limited.retryAfter) };
  const user = await findUserCredentials(await getDb(), email);
  const good = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  if (!user || !good) {
    await loginFailed(email);
    return { message: 'Wrong e-mail or password.' };
  }
  await loginSucceeded(email);
  await startSession(user);
  redirect(safeNext(form.get('next')));
}

export async function logOut(form: FormData): Promise<void> {
  if (await sessionForForm(form)) await endSession();
  redirect('/');
}
