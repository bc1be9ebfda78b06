'use server';
/** API tokens: create (shown once) and revoke. */
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { createApiToken, revokeApiToken } from '@arena/db/api-tokens';
import { sessionForForm } from '../auth/csrf.ts';
import { getDb } from '../db.ts';
import type { FormState } from '../form-state.ts';
import { limitAction, tooManyMessage } from '../limits/site.ts';

const nameSchema = z.string().trim().min(1, 'required').max(64, 'at most 64 characters');

export async function createTokenAction(_prev: FormState, form: FormData): Promise<FormState> {
  const session = await sessionForForm(form);
  if (!session) return { message: 'Your session expired or the form is stale: reload the page.' };
  const limited = await limitAction('tokenIp', ['tokenAccount', session.user.id]);
  if (limited) return { message: tooManyMessage(limited.retryAfter) };
  const name = nameSchema.safeParse(form.get('name'));
  if (!name.success) return { errors: { name: name.error.issues.map((i) => i.message) } };
  const created = await createApiToken(await getDb(), session.user.id, name.data);
  revalidatePath('/account');
  return { ok: true, secret: created.token, message: 'Copy this token now: it is shown only once.' };
}

export async function revokeTokenAction(form: FormData): Promise<void> {
  const session = await sessionForForm(form);
  const id = Number(form.get('tokenId'));
  if (session && Number.isSafeInteger(id)) await revokeApiToken(await getDb(), session.user.id, id);
  revalidatePath('/account');
}
