'use server';
/**
 * Sign up, log in, log out (server actions; forms post them with or without JavaScript).
 * Neither says whether an e-mail address has an account: log-in answers "wrong e-mail or
 * password" for both (the unknown address verified against a dummy hash, same time), sign-up gives
 * one message for a taken address. Both are rate-limited per IP; log-in also per account, with
 * growing locks after failures (lib/limits), keyed by the address typed, known or not.
 */
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { createUser, findUserCredentials } from '@arena/db/users';
import { getDb } from '../db.ts';
import { fieldErrors, type FormState } from '../form-state.ts';
import { sessionForForm } from './csrf.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';
import { loginFailed, loginLocked, loginSucceeded } from '../limits/limiters.ts';
import { limitAction, tooManyMessage } from '../limits/site.ts';
import { endSession, startSession } from './session.ts';

const signUpSchema = z.object({
  name: z.string().trim().min(2, 'at least 2 characters').max(32, 'at most 32 characters')
    .regex(/^[\p{L}\p{N}_.-]+$/u, 'letters, digits, _ . - only'),
  email: z.email('not an e-mail address').max(320),
  password: z.string().min(10, 'at least 10 characters').max(200, 'at most 200 characters'),
});

const logInSchema = z.object({ email: z.string().trim().min(1, 'required').max(320), password: z.string().min(1, 'required').max(200) });

/** Only same-site relative paths are followed after logging in. */
function safeNext(raw: FormDataEntryValue | null): string {
  return typeof raw === 'string' && /^\/(?!\/)[\w\-./?=&%]*$/.test(raw) ? raw : '/account';
}

const SIGNUP_REFUSED = 'No account was created with these details. If you have one, log in.';

export async function signUp(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = signUpSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fieldErrors(z.flattenError(parsed.error).fieldErrors, 'Please fix the fields marked.');
  const limited = await limitAction('signupIp');
  if (limited) return { message: tooManyMessage(limited.retryAfter) };
  const { name, email, password } = parsed.data;
  const created = await createUser(await getDb(), { name, email, passwordHash: await hashPassword(password) });
  if (!created.ok) {
    // Names are public (ladders show them); whether an e-mail has an account is not said.
    return created.error === 'name-taken'
      ? { errors: { name: ['this name is taken'] }, message: 'Please fix the fields marked.' }
      : { message: SIGNUP_REFUSED };
  }
  await startSession(created.value);
  redirect('/account');
}

export async function logIn(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = logInSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fieldErrors(z.flattenError(parsed.error).fieldErrors, 'Please fill in both fields.');
  const { email, password } = parsed.data;
  const limited = (await limitAction('loginIp')) ?? (await loginLocked(email));
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
